import LintRules

/// GitHub Actions workflow commands: each line becomes an annotation on the pull request's diff.
public enum GitHubReporter: StreamingReporter {
    public static func render(_ report: LintReport) -> String {
        render(report, context: ReportContext(toolVersion: "", rules: []))
    }

    public static let headNeedsTotals = true

    public static func head(_ totals: ReportTotals, context: ReportContext) -> String {
        var out = ""
        for error in totals.errors {
            out += command("error", file: error.file, line: error.location.line, column: error.location.column,
                           title: "insetlint: unreadable spec", message: error.message)
        }
        return out
    }

    public static func part(_ part: ReportPart, context: ReportContext) -> String {
        var out = ""
        for f in part.findings {
            out += command(f.severity.rawValue, file: f.file, line: f.location.line, column: f.location.column,
                           title: "insetlint: \(f.rule)", message: f.message)
        }
        return out
    }

    public static func tail(_ totals: ReportTotals, context: ReportContext) -> String {
        var out = ""
        for note in totals.notes {
            out += command("notice", file: note.file, line: note.location.line, column: note.location.column,
                           title: "insetlint: note", message: note.message)
        }
        return out
    }

    static func command(_ level: String, file: String, line: Int, column: Int, title: String, message: String) -> String {
        let properties = [("file", file), ("line", String(line)), ("col", String(column)), ("title", title)]
            .map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        // The Actions log interprets ANSI escapes: control characters from the spec are shown, not obeyed.
        return "::\(level) \(properties)::\(escapeData(TerminalText.escape(message, keepNewlines: true)))\n"
    }

    /// The runner splits commands on newlines and decodes these escapes.
    static func escapeData(_ text: String) -> String {
        var out = ""
        for ch in text.unicodeScalars {
            switch ch {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    /// Property values also end at `,` and `::`.
    static func escapeProperty(_ text: String) -> String {
        var out = ""
        for ch in escapeData(text).unicodeScalars {
            switch ch {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }
}
