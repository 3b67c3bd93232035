import ScreenModel

/// Text for a terminal, where a file name, class name or source line holding ESC or a NUL could
/// otherwise recolour, retitle or rewrite the user's screen: control characters (C0 but tab, DEL,
/// C1) and the bidirectional overrides that reorder what is shown ("Trojan Source", CVE-2021-42574)
/// are written as Swift escapes, `\u{1B}`.
public enum TerminalText {
    static func needsEscape(_ s: Unicode.Scalar, keepNewlines: Bool) -> Bool {
        switch s.value {
        case 0x09: false
        case 0x0A: !keepNewlines
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    static func escaped(_ s: Unicode.Scalar) -> String { "\\u{" + String(s.value, radix: 16, uppercase: true) + "}" }

    /// `text` with every control character escaped; newlines too unless `keepNewlines`.
    public static func escape(_ text: String, keepNewlines: Bool = false) -> String {
        // Nearly every text is printable ASCII, which needs nothing: told from its bytes, where
        // decoding it scalar by scalar cost a tenth of a findings-heavy text report.
        let newline: UInt8 = keepNewlines ? 0x0A : 0x09
        let printable = text.utf8.withContiguousStorageIfAvailable { bytes in
            // Eight bytes at a time while all are printable ASCII; the rest, and any word with a
            // tab or newline in it, byte by byte.
            let plain = ByteWords.skip(bytes) { !ByteWords.anyBelow(0x20, $0) && !ByteWords.any(0x7F, $0) && !ByteWords.anyHigh($0) }
            return bytes[plain...].allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 || $0 == newline }
        }
        if printable == true { return text }
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepNewlines: keepNewlines) }) else { return text }
        var out = ""
        for s in text.unicodeScalars {
            if needsEscape(s, keepNewlines: keepNewlines) { out += escaped(s) } else { out.unicodeScalars.append(s) }
        }
        return out
    }

    /// A source line and the caret line under it: the line escaped, and the caret moved right by
    /// what the escapes before it added, so that it still points at the same character.
    public static func escapeSnippet(_ snippet: String) -> String {
        let lines = snippet.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 2, lines[0].unicodeScalars.contains(where: { needsEscape($0, keepNewlines: false) }) else {
            return escape(snippet, keepNewlines: true)
        }
        let source = Array(lines[0].unicodeScalars), caret = Array(lines[1].unicodeScalars)
        var text = "", under = ""
        for (i, s) in source.enumerated() {
            let shown = needsEscape(s, keepNewlines: false) ? escaped(s) : String(s)
            text += shown
            // The caret line has one space or tab per character before the caret.
            if i < caret.count - 1 {
                under += caret[i] == "\t" ? "\t" : String(repeating: " ", count: shown.unicodeScalars.count)
            }
        }
        if caret.count - 1 > source.count { under += String(String.UnicodeScalarView(caret[source.count..<(caret.count - 1)])) }
        return text + "\n" + under + "^"
    }
}
