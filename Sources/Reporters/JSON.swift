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
        var buffer = TextBuffer(capacity: text.utf8.count + 2)
        appendQuoted(text, to: &buffer)
        out += buffer.string
    }

    /// `text` as a JSON string literal, escaped byte by byte: in UTF-8 every byte below 0x20 is a
    /// control character of its own and every other byte of a multi-byte character is 0x80 or
    /// above, so runs of bytes that need nothing are copied whole. U+0085, U+2028 and U+2029 are
    /// escaped too: YAML 1.1 (which reads baselines and configurations, JSON included) takes them
    /// as line breaks and folds them into a space inside a quoted string, so a file name holding
    /// one would not read back, and JavaScript before ES2019 ends a line at the last two.
    /// True when `text` is ASCII that needed no escape (written as it is, between the quotes).
    @discardableResult
    static func appendQuoted(_ text: String, to out: inout TextBuffer) -> Bool {
        // A native string already is contiguous: its bytes are read where they are. Through
        // `withUTF8` (a mutating call) the string was first copied, a retain and a release each.
        if let plain = text.utf8.withContiguousStorageIfAvailable({ appendQuoted(bytes: $0, to: &out) }) { return plain }
        var text = text
        return text.withUTF8 { appendQuoted(bytes: $0, to: &out) }
    }

    /// `appendQuoted` for a string's UTF-8 bytes.
    static func appendQuoted(bytes: UnsafeBufferPointer<UInt8>, to out: inout TextBuffer) -> Bool {
        // Nearly every string (an id, a device, a message) needs no escape: written whole.
        let plain = ByteWords.skip(bytes) { !Self.anyNeedsLook($0) }
        if bytes[plain...].allSatisfy({ !Self.needsLook($0) }) {
            out.append(bytes: bytes, enclosedIn: UInt8(ascii: "\""))
            return true
        }
        appendEscaped(bytes, to: &out)
        return false
    }

    /// `bytes` as a JSON string literal, escaped (see `appendQuoted`).
    static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout TextBuffer) {
        out.append(byte: UInt8(ascii: "\""))
        var start = 0
        var i = 0
        while i < bytes.count {
            // Eight bytes at a time while none needs a look: a message is kilobytes of plain text.
            i = ByteWords.skip(bytes, from: i) { !Self.anyNeedsLook($0) }
            guard i < bytes.count else { break }
            let byte = bytes[i]
            if byte == 0xC2 || byte == 0xE2 {
                // C2 85 is U+0085; E2 80 A8 and E2 80 A9 are U+2028 and U+2029.
                let breakLength = byte == 0xC2
                    ? (i + 1 < bytes.count && bytes[i + 1] == 0x85 ? 2 : 0)
                    : (i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9) ? 3 : 0)
                if breakLength > 0 {
                    out.append(bytes: UnsafeBufferPointer(rebasing: bytes[start..<i]))
                    out.append(breakLength == 2 ? "\\u0085" : bytes[i + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                    i += breakLength
                    start = i
                    continue
                }
            }
            i += 1
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            out.append(bytes: UnsafeBufferPointer(rebasing: bytes[start..<i - 1]))
            switch byte {
            case UInt8(ascii: "\""): out.append("\\\"")
            case UInt8(ascii: "\\"): out.append("\\\\")
            case UInt8(ascii: "\n"): out.append("\\n")
            case UInt8(ascii: "\r"): out.append("\\r")
            case UInt8(ascii: "\t"): out.append("\\t")
            default:
                let hex = String(byte, radix: 16)
                out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            }
            start = i
        }
        out.append(bytes: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
        out.append(byte: UInt8(ascii: "\""))
    }

    /// Whether a byte is one `appendEscaped` escapes or may: a control character, a quote, a
    /// backslash, or one that can start a multi-byte character (0x80 and above).
    @inline(__always)
    static func needsLook(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte >= 0x80
    }

    /// `needsLook` for any of eight bytes at once.
    @inline(__always)
    static func anyNeedsLook(_ word: UInt64) -> Bool {
        ByteWords.anyBelow(0x20, word) || ByteWords.any(UInt8(ascii: "\""), word) || ByteWords.any(UInt8(ascii: "\\"), word)
            || ByteWords.anyHigh(word)
    }
}

/// UIKIT.md D13 (see `Points`).
public func formatPoints(_ value: Double) -> String { Points.number(value) }
