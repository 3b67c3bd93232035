import LintRules
import ScreenModel

/// What a report says besides its findings: the counts, the inputs that could not be read and
/// what a baseline did. Known in full only when the run ends.
public struct ReportTotals: Sendable {
    public var files = 0
    public var screens = 0
    public var findings = 0
    public var errorFindings = 0
    public var warningFindings = 0
    /// Inputs that could not be read, sorted by file and location.
    public var errors: [InputError] = []
    public var baseline: BaselineOutcome?
    /// Notes on the inputs, in file and position order (few: an import's, a plist's).
    public var notes: [ReportNote] = []

    public init() {}

    /// Counts `findings` in.
    public mutating func count(_ findings: [Finding]) {
        self.findings += findings.count
        for f in findings {
            if f.severity == .error { errorFindings += 1 } else { warningFindings += 1 }
        }
    }
}

/// One file's part of a report: its findings in report order and its input error, if any.
public struct ReportPart: Sendable {
    public let file: String
    public let errors: [InputError]
    public let findings: [Finding]
    /// Findings already written before this part (JSON and SARIF put a comma before all but the first).
    public let findingsBefore: Int

    public init(file: String, errors: [InputError], findings: [Finding], findingsBefore: Int) {
        self.file = file
        self.errors = errors
        self.findings = findings
        self.findingsBefore = findingsBefore
    }
}

/// A report written as files finish: a head, one part a file in report order (files sorted by
/// name, as findings are), and a tail. Each piece is a pure function; `render` of a whole report
/// is the same three put together, so golden files of the whole report test the pieces.
///
/// A format whose head needs the totals (`headNeedsTotals`: text and GitHub list unreadable inputs
/// first, SARIF names them before its results, JUnit counts tests in its first tag) has its parts
/// written to a temporary file and copied after the head once the run ends.
public protocol StreamingReporter {
    static var headNeedsTotals: Bool { get }
    static func head(_ totals: ReportTotals, context: ReportContext) -> String
    static func part(_ part: ReportPart, context: ReportContext) -> String
    /// Appends `part`'s text to `out`: a writer of bytes keeps one buffer for all the parts of a
    /// run (a findings-heavy file's JSON part is tens of kilobytes, and a buffer made, zeroed and
    /// regrown for each cost more than its text), and makes no `String` (checked as UTF-8) only
    /// to turn it back into bytes.
    static func write(_ part: ReportPart, context: ReportContext, to out: inout TextBuffer)
    static func tail(_ totals: ReportTotals, context: ReportContext) -> String
}

extension StreamingReporter {
    public static func write(_ part: ReportPart, context: ReportContext, to out: inout TextBuffer) {
        out.append(self.part(part, context: context))
    }
}

extension StreamingReporter {
    /// The whole report at once.
    public static func render(_ report: LintReport, context: ReportContext) -> String {
        var out = head(report.totals, context: context)
        for p in report.parts { out += part(p, context: context) }
        return out + tail(report.totals, context: context)
    }
}

extension LintReport {
    public var totals: ReportTotals {
        var totals = ReportTotals()
        totals.files = files
        totals.screens = screens
        totals.count(findings)
        totals.errors = errors
        totals.baseline = baseline
        totals.notes = notes
        return totals
    }

    /// The report's files in order, each with its findings and errors.
    var parts: [ReportPart] {
        var errorsByFile: [String: [InputError]] = [:]
        for e in errors { errorsByFile[e.file, default: []].append(e) }
        var findingsByFile: [String: [Finding]] = [:]
        for f in findings { findingsByFile[f.file, default: []].append(f) }
        var before = 0
        return Set(errorsByFile.keys).union(findingsByFile.keys).sorted().map { file in
            let found = findingsByFile[file] ?? []
            defer { before += found.count }
            return ReportPart(file: file, errors: errorsByFile[file] ?? [], findings: found, findingsBefore: before)
        }
    }
}

extension JSON {
    /// Marks the one array of a tree whose items are written separately (see `around`). Computed,
    /// not stored: a stored global String of over 15 bytes is a heap block LeakSanitizer reports.
    static var hole: JSON { .string("\u{0}insetlint-items\u{0}") }

    /// A tree holding one array `[JSON.hole]` at nesting depth `indent` (in spaces), rendered as
    /// the text before that array's items and, given whether any item was written, the text after.
    static func around(_ tree: JSON, indent: Int) -> (head: String, tail: (Bool) -> String) {
        let text = tree.rendered()
        var marker = ""
        hole.write(into: &marker, indent: 0)
        let range = text.firstRange(of: marker)!
        let head = String(text[..<range.lowerBound].dropLast(1 + indent + 2))   // "\n" and the item's indent
        let rest = String(text[range.upperBound...].dropFirst(1 + indent + 1))  // "\n", the indent, "]"
        return (head, { any in (any ? "\n" + String(repeating: " ", count: indent) + "]" : "]") + rest })
    }

    /// An item of an array at depth `indent`, the `index`-th written.
    static func item(_ value: JSON, index: Int, indent: Int) -> String {
        var out = index == 0 ? "\n" : ",\n"
        out += String(repeating: " ", count: indent + 2)
        value.write(into: &out, indent: indent + 2)
        return out
    }
}
