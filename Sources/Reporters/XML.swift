/// Escaping for the XML reports (JUnit, checkstyle). Findings carry user text (view ids, screen
/// names) that may hold markup characters or, through YAML escapes, control characters.
public enum XML {
    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// Text safe inside a double-quoted attribute value. Newlines and tabs become character
    /// references, because a parser normalises literal ones in attributes to spaces.
    public static func escape(_ text: String) -> String {
        escape(text, inAttribute: true)
    }

    /// Text safe as element content, where newlines may stay as they are.
    static func text(_ text: String) -> String {
        escape(text, inAttribute: false)
    }

    /// Characters XML 1.0 cannot carry at all become U+FFFD rather than making the document unreadable.
    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where inAttribute: out += "&quot;"
            case "\n" where inAttribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where inAttribute: out += "&#9;"
            case _ where isAllowed(scalar): out.unicodeScalars.append(scalar)
            default: out += "\u{FFFD}"
            }
        }
        return out
    }

    /// XML 1.0's Char production.
    private static func isAllowed(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// `name="value"` pairs in the order given.
    static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }
}
