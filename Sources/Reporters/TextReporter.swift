import LintRules

/// `file:line:col: severity: message [rule-id]`, the format Xcode and editors read.
public enum TextReporter {
    public static func render(_ report: LintReport) -> String {
        var out = ""
        for error in report.errors {
            out += "\(error.file):\(error.location.line):\(error.location.column): error: \(error.message)\n"
            if !error.snippet.isEmpty {
                out += error.snippet.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
            }
        }
        for f in report.findings {
            out += "\(f.file):\(f.location.line):\(f.location.column): \(f.severity.rawValue): \(f.message) [\(f.rule)]\n"
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
        return text
    }
}
