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
/// Something a reader of the report should know that is neither a finding nor an error: what the
/// import of a storyboard or xib read differently from UIKit or left out, or where settings for
/// it came from (an Info.plist's orientations). Never fails a run.
public struct ReportNote: Sendable, Hashable {
    public let file: String
    public let location: SourceLocation
    /// The screen it is about, when it is about one.
    public let screen: String?
    public let message: String

    public init(file: String, location: SourceLocation, screen: String? = nil, message: String) {
        self.file = file
        self.location = location
        self.screen = screen
        self.message = message
    }

    public static func ordered(_ a: ReportNote, _ b: ReportNote) -> Bool {
        (a.file, a.location, a.screen ?? "", a.message) < (b.file, b.location, b.screen ?? "", b.message)
    }
}

public struct LintReport: Sendable {
    public var findings: [Finding]
    public var errors: [InputError]
    /// Notes on the inputs, in file and position order (`ReportNote`).
    public var notes: [ReportNote] = []
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
