import ScreenModel

/// A JSON value with ordered keys, so output is byte-for-byte deterministic.
public indirect enum JSON: Sendable, Equatable {
    case object([(String, JSON)])
    case array([JSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    public static func == (a: JSON, b: JSON) -> Bool { a.rendered() == b.rendered() }

    /// Two-space indented, keys in the order given, a newline at the end.
    public func rendered() -> String {
        var out = ""
        write(into: &out, indent: 0)
        out += "\n"
        return out
    }

    func write(into out: inout String, indent: Int) {
        switch self {
        case .object(let pairs):
            if pairs.isEmpty { out += "{}"; return }
            out += "{\n"
            for (i, (key, value)) in pairs.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                JSON.string(key).write(into: &out, indent: 0)
                out += ": "
                value.write(into: &out, indent: indent + 2)
                out += i == pairs.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                item.write(into: &out, indent: indent + 2)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .string(let s):
            JSON.appendQuoted(s, to: &out)
        case .number(let n): out += formatPoints(n)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        }
    }
}

extension JSON {
    /// `text` as a JSON string literal.
    static func appendQuoted(_ text: String, to out: inout String) {
        out += "\""
        // Most text needs no escape: appended whole.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            out += text
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

/// UIKIT.md D13 (see `Points`).
public func formatPoints(_ value: Double) -> String { Points.number(value) }
