import InsetEngine
import ScreenModel

public enum Severity: String, Sendable, Comparable, CaseIterable {
    case warning, error

    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
}

/// A spec that shows a rule's behaviour. Lines ending in `# ← finding` are where a finding must
/// point; an example without that marker must produce no finding of the rule.
public struct RuleExample: Sendable {
    public static let marker = "# ← finding"

    public let title: String
    public let yaml: String

    public init(_ title: String, _ yaml: String) {
        self.title = title
        self.yaml = yaml
    }

    public var triggers: Bool { yaml.contains(Self.marker) }

    /// 1-based lines that carry the marker.
    public var markedLines: [Int] {
        yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.contains(Self.marker) }.map { $0.offset + 1 }
    }
}

/// Everything that documents a rule: printed by `insetlint rules <id>`, written to `Rules/<id>.md`.
public struct RuleDescription: Sendable {
    public let id: String
    public let name: String
    public let summary: String
    public let rationale: String
    public let severity: Severity
    public let examples: [RuleExample]
}

/// What a rule saw in one device × orientation. Observations of the same rule, view and location
/// become one finding whose message lists every context with its detail.
public struct Observation: Sendable {
    public let view: Int
    public let location: SourceLocation
    /// Context-free: "'title' (UILabel) is under the top sensor band".
    public let summary: String
    /// Per-context: "44 pt under the notch". Empty when the same everywhere.
    public let detail: String
    /// How to fix it, in UIKit terms.
    public let fix: String
    /// The screen edge a covering rule found the view past (nil for other rules): two rules that
    /// see the same view past the same edge see one mistake, which `FindingRanking` reports once.
    public let edge: Edge?
    /// The rule that observed it, its position in the linter's rules: set by the pass, which keeps
    /// a layout's observations in one list (`LintPass.observe`). Two bytes in the padding after `edge`.
    var rule: UInt16 = 0
    /// For an observation without a detail: where in `summary` (a UTF-8 offset) the finding names
    /// the devices × orientations it occurs on, when that is not every one checked (-1: it names
    /// them only with its details).
    public let placesAt: Int32
    /// Other views the same cause puts there (a container's subviews): reported as related locations.
    public let related: [Related]

    public init(view: Int, location: SourceLocation, summary: String, detail: String = "", fix: String = "",
                edge: Edge? = nil, placesAt: Int32 = -1, related: [Related] = []) {
        self.view = view
        self.location = location
        self.summary = summary
        self.detail = detail
        self.fix = fix
        self.edge = edge
        self.placesAt = placesAt
        self.related = related
    }

    /// A view by index, at the line that places it.
    public struct Related: Hashable, Sendable {
        public let view: Int
        public let location: SourceLocation

        public init(view: Int, location: SourceLocation) {
            self.view = view
            self.location = location
        }
    }
}

public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    /// Observations in one resolved layout.
    func check(_ screen: LintScreen, _ layout: LintLayout) -> [Observation]
    /// The same, appended to `observations`, which holds the other rules' in this layout: a rule
    /// that observes something in most layouts implements this, and lists nothing of its own.
    func check(_ screen: LintScreen, _ layout: LintLayout, into observations: inout [Observation])
    /// Observations that do not depend on the device (checked once per file).
    func check(_ screen: LintScreen) -> [Observation]
    /// Whether the rule can observe anything in a layout of `screen`: false when the spec lacks what
    /// the rule looks at (a web view, a table…), and the pass then leaves the rule out of every
    /// layout of the file. Asked once per file.
    func observesLayouts(of screen: LintScreen) -> Bool
}

extension Rule {
    public func check(_ screen: LintScreen, _ layout: LintLayout) -> [Observation] { [] }
    public func check(_ screen: LintScreen) -> [Observation] { [] }
    public func observesLayouts(of screen: LintScreen) -> Bool { true }

    public func check(_ screen: LintScreen, _ layout: LintLayout, into observations: inout [Observation]) {
        let own = check(screen, layout)
        if !own.isEmpty { observations.append(contentsOf: own) }
    }
}
