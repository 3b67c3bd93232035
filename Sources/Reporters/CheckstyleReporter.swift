import LintRules

/// Checkstyle XML, read by Jenkins' warnings plugin, reviewdog and many code-review bots: one
/// `<file>` per file, one `<error>` per finding or unreadable input.
public enum CheckstyleReporter {
    public static func render(_ report: LintReport) -> String {
        var entries: [String: [String]] = [:]
        for error in report.errors {
            entries[error.file, default: []].append(entry(line: error.location.line, column: error.location.column,
                                                          severity: "error", message: error.message, source: "insetlint.input-error"))
        }
        for f in report.findings {
            entries[f.file, default: []].append(entry(line: f.location.line, column: f.location.column,
                                                      severity: f.severity.rawValue, message: f.message, source: "insetlint.\(f.rule)"))
        }
        for note in report.notes {
            entries[note.file, default: []].append(entry(line: note.location.line, column: note.location.column,
                                                         severity: "info", message: note.message, source: "insetlint.note"))
        }
        var out = XML.declaration + "<checkstyle version=\"4.3\">\n"
        for file in entries.keys.sorted() {
            out += "  <file\(XML.attributes([("name", file)]))>\n" + entries[file]!.joined() + "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }

    static func entry(line: Int, column: Int, severity: String, message: String, source: String) -> String {
        "    <error\(XML.attributes([("line", String(line)), ("column", String(column)), ("severity", severity), ("message", message), ("source", source)]))/>\n"
    }
}
