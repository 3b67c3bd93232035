import LintRules
import ScreenModel

/// An input that could not be read, parsed or decoded (FORMAT.md §4 `errors`).
public struct InputError: Error, Sendable, Hashable {
    public let file: String
    public let location: SourceLocation
    public let message: String
    /// The source line and a caret, for the text format.
    public let snippet: String

    public init(file: String, location: SourceLocation, message: String, snippet: String = "") {
        self.file = file
        self.location = location
        self.message = message
        self.snippet = snippet
    }
}

/// Everything one `insetlint lint` run found, in report order.
public struct LintReport: Sendable {
    public var findings: [Finding]
    public var errors: [InputError]
    public var files: Int
    public var screens: Int
    /// Set when a baseline filtered `findings`.
    public var baseline: BaselineOutcome?

    public init(findings: [Finding], errors: [InputError], files: Int, screens: Int) {
        self.findings = findings.sorted(by: Finding.ordered)
        self.errors = errors.sorted { ($0.file, $0.location) < ($1.file, $1.location) }
        self.files = files
        self.screens = screens
    }
}
