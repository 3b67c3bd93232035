import LintRules

/// Checkstyle XML, read by Jenkins' warnings plugin, reviewdog and many code-review bots: one
/// `<file>` per file, one `<error>` per finding or unreadable input.
public enum CheckstyleReporter: StreamingReporter {
    public static func render(_ report: LintReport) -> String {
        render(report, context: ReportContext(toolVersion: "", rules: []))
    }

    public static let headNeedsTotals = false

    public static func head(_ totals: ReportTotals, context: ReportContext) -> String {
        XML.declaration + "<checkstyle version=\"4.3\">\n"
    }

    public static func part(_ part: ReportPart, context: ReportContext) -> String {
        guard !part.errors.isEmpty || !part.findings.isEmpty else { return "" }
        var out = "  <file\(XML.attributes([("name", part.file)]))>\n"
        for error in part.errors {
            out += entry(line: error.location.line, column: error.location.column, severity: "error", message: error.message,
                         source: "insetlint.input-error")
        }
        for f in part.findings {
            out += entry(line: f.location.line, column: f.location.column, severity: f.severity.rawValue, message: f.message,
                         source: "insetlint.\(f.rule)")
        }
        return out + "  </file>\n"
    }

    /// Notes (an import's, a plist's) at the end, a `<file>` for each file they are in, at severity
    /// `info`: consumers read repeated `<file>` elements as more entries of that file.
    public static func tail(_ totals: ReportTotals, context: ReportContext) -> String {
        var out = ""
        var file: String?
        for note in totals.notes {
            if note.file != file {
                if file != nil { out += "  </file>\n" }
                out += "  <file\(XML.attributes([("name", note.file)]))>\n"
                file = note.file
            }
            out += entry(line: note.location.line, column: note.location.column, severity: "info", message: note.message, source: "insetlint.note")
        }
        if file != nil { out += "  </file>\n" }
        return out + "</checkstyle>\n"
    }

    static func entry(line: Int, column: Int, severity: String, message: String, source: String) -> String {
        "    <error\(XML.attributes([("line", String(line)), ("column", String(column)), ("severity", severity), ("message", message), ("source", source)]))/>\n"
    }
}
