import Rendering
import Reporters

/// The formats `insetlint lint` writes (FORMAT.md §2). A new format is a case here, a reporter
/// file in Reporters (or Rendering), and a line in `render`.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, junit, github, checkstyle, html

    /// `screens` is called only by formats that draw the screens, which costs a second layout pass.
    public func render(_ report: LintReport, context: ReportContext, screens: () -> [LintedScreen]) -> String {
        switch self {
        case .text: TextReporter.render(report)
        case .json: JSONReporter.render(report)
        case .sarif: SARIFReporter.render(report, context: context)
        case .junit: JUnitReporter.render(report)
        case .github: GitHubReporter.render(report)
        case .checkstyle: CheckstyleReporter.render(report)
        case .html: HTMLReport.render(report, screens: screens(), version: context.toolVersion)
        }
    }

    /// The reporter that writes this format as files finish; nil for the HTML report, which draws
    /// the screens and is made whole at the end (its size is capped: see `HTMLReport`).
    public var streaming: (any StreamingReporter.Type)? {
        switch self {
        case .text: TextReporter.self
        case .json: JSONReporter.self
        case .sarif: SARIFReporter.self
        case .junit: JUnitReporter.self
        case .github: GitHubReporter.self
        case .checkstyle: CheckstyleReporter.self
        case .html: nil
        }
    }

    /// "text, json, …" for help and error messages.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
