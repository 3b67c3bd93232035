import LintRules
import ScreenModel

/// The colours of a picture. One place, so the SVG, its legend and the HTML report agree, and a
/// test can look for the finding colour in a screenshot.
public enum Palette {
    public static func role(_ role: Role) -> String {
        switch role {
        case .content: "#2563eb"
        case .control: "#9333ea"
        case .background: "#64748b"
        case .container: "#0f766e"
        }
    }

    public static func finding(_ severity: Severity) -> String {
        severity == .error ? findingError : findingWarning
    }

    public static let findingError = "#dc2626"
    public static let findingWarning = "#ea580c"
    public static let safeArea = "#16a34a"
    public static let layoutMargins = "#ca8a04"
    public static let unsafeBand = "#475569"
    public static let bar = "#cbd5e1"
    public static let barEdge = "#64748b"
    public static let statusBar = "#e2e8f0"
    public static let contentInset = "#0891b2"
    public static let deviceBody = "#1c1c1e"
    public static let screen = "#ffffff"
    public static let housing = "#000000"
    public static let text = "#0f172a"
    /// The HTML report's highlight for a selected finding's view.
    public static let highlight = "#facc15"
}
