import LintRules

/// GitHub Actions workflow commands: each line becomes an annotation on the pull request's diff.
public enum GitHubReporter {
    public static func render(_ report: LintReport) -> String {
        var out = ""
        for error in report.errors {
            out += command("error", file: error.file, line: error.location.line, column: error.location.column,
                           title: "insetlint: unreadable spec", message: error.message)
        }
        for f in report.findings {
            out += command(f.severity.rawValue, file: f.file, line: f.location.line, column: f.location.column,
                           title: "insetlint: \(f.rule)", message: f.message)
        }
        for note in report.notes {
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
