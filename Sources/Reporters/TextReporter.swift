import LintRules
import ScreenModel

/// `file:line:col: severity: message [rule-id]`, the format Xcode and editors read. Unreadable
/// inputs come first, then the findings.
public enum TextReporter: StreamingReporter {
    public static func render(_ report: LintReport) -> String {
        render(report, context: ReportContext(toolVersion: "", rules: []))
    }

    public static let headNeedsTotals = true

    // File names, messages (which quote ids and class names) and source lines go to a terminal:
    // control characters in them are escaped (TerminalText).
    public static func head(_ totals: ReportTotals, context: ReportContext) -> String {
        var out = ""
        for error in totals.errors {
            out += "\(TerminalText.escape(error.file)):\(error.location.line):\(error.location.column): error: \(TerminalText.escape(error.message))\n"
            if !error.snippet.isEmpty {
                out += TerminalText.escapeSnippet(error.snippet).split(separator: "\n", omittingEmptySubsequences: false)
                    .map { "    " + $0 }.joined(separator: "\n") + "\n"
            }
        }
        return out
    }

    public static func part(_ part: ReportPart, context: ReportContext) -> String {
        var out = TextBuffer(capacity: 4096)
        write(part, context: context, to: &out)
        return out.string
    }

    public static func write(_ part: ReportPart, context: ReportContext, to out: inout TextBuffer) {
        for f in part.findings {
            out.append(TerminalText.escape(f.file))
            out.append(byte: UInt8(ascii: ":"))
            out.append(f.location.line)
            out.append(byte: UInt8(ascii: ":"))
            out.append(f.location.column)
            out.append(literal: ": ")
            out.append(f.severity.rawValue)
            out.append(literal: ": ")
            out.append(TerminalText.escape(f.message))
            out.append(literal: " [")
            out.append(f.rule)
            out.append(literal: "]\n")
        }
    }

    /// Notes last, in the `note:` form Xcode and editors show beside errors and warnings.
    public static func tail(_ totals: ReportTotals, context: ReportContext) -> String {
        var out = ""
        for note in totals.notes {
            out += "\(TerminalText.escape(note.file)):\(note.location.line):\(note.location.column): note: \(TerminalText.escape(note.message))\n"
        }
        return out
    }

    public static func summary(_ report: LintReport) -> String { summary(report.totals) }

    /// One line for standard error: what was checked and what was found.
    public static func summary(_ totals: ReportTotals) -> String {
        let errors = totals.errorFindings
        let warnings = totals.warningFindings
        var text = "insetlint: \(totals.findings) finding\(totals.findings == 1 ? "" : "s") (\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")) in \(totals.screens) screen\(totals.screens == 1 ? "" : "s")"
        if !totals.errors.isEmpty {
            text += "; \(totals.errors.count) file\(totals.errors.count == 1 ? "" : "s") could not be read"
        }
        if let baseline = totals.baseline {
            text += "; \(baseline.matched) more in the baseline"
        }
        if !totals.notes.isEmpty {
            text += "; \(totals.notes.count) note\(totals.notes.count == 1 ? "" : "s")"
        }
        return text
    }

    public static func staleBaseline(_ report: LintReport) -> String { staleBaseline(report.baseline) }

    /// Lines for standard error naming baselined findings that no longer occur; "" when none do.
    public static func staleBaseline(_ baseline: BaselineOutcome?) -> String {
        guard let baseline, !baseline.stale.isEmpty else { return "" }
        let total = baseline.stale.reduce(0) { $0 + $1.count }
        var out = "insetlint: \(total) baselined finding\(total == 1 ? "" : "s") no longer occur\(total == 1 ? "s" : ""); "
            + "rewrite \(baseline.file) with --write-baseline to drop \(total == 1 ? "it" : "them"):\n"
        for stale in baseline.stale {
            out += "  \(TerminalText.escape(stale.key.label))\(stale.count > 1 ? " ×\(stale.count)" : "")\n"
        }
        return out
    }
}
