import LintRules

/// `file:line:col: severity: message [rule-id]`, the format Xcode and editors read.
public enum TextReporter {
    public static func render(_ report: LintReport) -> String {
        var out = ""
        // File names, messages (which quote ids and class names) and source lines go to a terminal:
        // control characters in them are escaped (TerminalText).
        for error in report.errors {
            out += "\(TerminalText.escape(error.file)):\(error.location.line):\(error.location.column): error: \(TerminalText.escape(error.message))\n"
            if !error.snippet.isEmpty {
                out += TerminalText.escapeSnippet(error.snippet).split(separator: "\n", omittingEmptySubsequences: false)
                    .map { "    " + $0 }.joined(separator: "\n") + "\n"
            }
        }
        for f in report.findings {
            out += "\(TerminalText.escape(f.file)):\(f.location.line):\(f.location.column): \(f.severity.rawValue): \(TerminalText.escape(f.message)) [\(f.rule)]\n"
        }
        // Notes last, in the `note:` form Xcode and editors show beside errors and warnings.
        for note in report.notes {
            out += "\(TerminalText.escape(note.file)):\(note.location.line):\(note.location.column): note: \(TerminalText.escape(note.message))\n"
        }
        return out
    }

    /// One line for standard error: what was checked and what was found.
    public static func summary(_ report: LintReport) -> String {
        let errors = report.findings.filter { $0.severity == .error }.count
        let warnings = report.findings.count - errors
        var text = "insetlint: \(report.findings.count) finding\(report.findings.count == 1 ? "" : "s") (\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")) in \(report.screens) screen\(report.screens == 1 ? "" : "s")"
        if !report.errors.isEmpty {
            text += "; \(report.errors.count) file\(report.errors.count == 1 ? "" : "s") could not be read"
        }
        if let baseline = report.baseline {
            text += "; \(baseline.matched) more in the baseline"
        }
        if !report.notes.isEmpty {
            text += "; \(report.notes.count) note\(report.notes.count == 1 ? "" : "s")"
        }
        return text
    }

    /// Lines for standard error naming baselined findings that no longer occur; "" when none do.
    public static func staleBaseline(_ report: LintReport) -> String {
        guard let baseline = report.baseline, !baseline.stale.isEmpty else { return "" }
        let total = baseline.stale.reduce(0) { $0 + $1.count }
        var out = "insetlint: \(total) baselined finding\(total == 1 ? "" : "s") no longer occur\(total == 1 ? "s" : ""); "
            + "rewrite \(baseline.file) with --write-baseline to drop \(total == 1 ? "it" : "them"):\n"
        for stale in baseline.stale {
            out += "  \(TerminalText.escape(stale.key.label))\(stale.count > 1 ? " ×\(stale.count)" : "")\n"
        }
        return out
    }
}
