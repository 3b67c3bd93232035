/// Why a file could not be read as one YAML document.
public struct YAMLError: Error, Sendable, Equatable {
    public enum Kind: String, Sendable {
        case empty          // no bytes, or only comments / whitespace
        case reader         // libyaml's reader: bad encoding, control characters
        case scanner        // tokens: tabs, unclosed quotes, bad indentation
        case parser         // structure: unclosed flow collections, bad block layout
        case multipleDocuments
        case undefinedAlias
        case limit          // node, depth or alias-expansion cap
        case unsupported    // merge keys
    }

    public let kind: Kind
    public let message: String
    public let mark: YAMLMark
    /// The offending source line and a caret under the column; empty when there is no line.
    public let snippet: String

    public init(kind: Kind, message: String, mark: YAMLMark, snippet: String) {
        self.kind = kind
        self.message = message
        self.mark = mark
        self.snippet = snippet
    }
}

/// Caps that keep a hostile file from eating memory or stack.
public struct YAMLLimits: Sendable {
    /// Nodes after alias expansion (a "billion laughs" file hits this quickly).
    public var maxNodes: Int
    /// Nodes created by expanding aliases; specs rarely use aliases, so this is far lower.
    public var maxAliasNodes: Int
    /// Nesting of collections.
    public var maxDepth: Int

    public init(maxNodes: Int = 2_000_000, maxAliasNodes: Int = 100_000, maxDepth: Int = 200) {
        self.maxNodes = maxNodes
        self.maxAliasNodes = maxAliasNodes
        self.maxDepth = maxDepth
    }
}

/// The line `mark.line` of `bytes` and a caret under `mark.column`. A long line is cut to a window
/// around the column (marked with "…") so the caret still points at the right character; tabs are
/// kept so the caret lines up. Lines end where libyaml ends them (LF, CR, CR LF, NEL, LS, PS), and
/// UTF-16 input (which has a byte-order mark, or libyaml would not have read it) is shown as text.
public func sourceSnippet(_ bytes: UnsafeBufferPointer<UInt8>, at mark: YAMLMark) -> String {
    if let utf8 = SourceText.transcodedUTF16(bytes) { return utf8.withUnsafeBufferPointer { sourceSnippet($0, at: mark) } }
    var line = 1
    var start = SourceText.utf8BOMLength(bytes)   // libyaml's columns do not count the byte-order mark
    var i = start
    while i < bytes.count, line < mark.line {
        let n = SourceText.breakLength(bytes, at: i)
        if n > 0 { line += 1; i += n; start = i } else { i += 1 }
    }
    guard line == mark.line, start <= bytes.count else { return "" }
    var end = start
    let byteLimit = start + max(0, mark.column) * 4 + 400   // enough bytes for the window, never the whole line
    while end < bytes.count, SourceText.breakLength(bytes, at: end) == 0, end < byteLimit { end += 1 }
    let scalars = Array(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self).unicodeScalars)
    let caretIndex = max(0, mark.column - 1)
    let windowStart = caretIndex > 100 ? caretIndex - 60 : 0
    let windowEnd = min(scalars.count, max(windowStart + 160, caretIndex + 1))
    guard windowStart <= windowEnd else { return "" }
    let window = scalars[windowStart..<windowEnd]
    let lead = windowStart > 0 ? "…" : ""
    let tail = windowEnd < scalars.count ? "…" : ""
    let text = lead + String(String.UnicodeScalarView(window)) + tail
    let pad = lead.isEmpty ? "" : " "
    let prefix = scalars[windowStart..<min(caretIndex, scalars.count)].map { $0 == "\t" ? "\t" : " " }.joined()
    return text + "\n" + pad + prefix + "^"
}

/// How libyaml's reader sees a file's bytes: its encodings and its line breaks.
enum SourceText {
    /// UTF-16 input (a byte-order mark, either order) as UTF-8 without the mark; nil for anything else.
    static func transcodedUTF16(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard bytes.count >= 2, (bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF) else { return nil }
        let little = bytes[0] == 0xFF
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var k = 2
        while k + 1 < bytes.count {
            let first = UInt16(bytes[k]), second = UInt16(bytes[k + 1])
            units.append(little ? first | second << 8 : first << 8 | second)
            k += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }

    static func utf8BOMLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The length of the line break at `i` in UTF-8 `bytes`, 0 when there is none.
    static func breakLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        switch bytes[i] {
        case 0x0A: return 1
        case 0x0D: return i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
        case 0xC2: return i + 1 < bytes.count && bytes[i + 1] == 0x85 ? 2 : 0                          // NEL
        case 0xE2: return i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] | 1) == 0xA9 ? 3 : 0   // LS, PS
        default: return 0
        }
    }

    /// The line and column (in characters, from 1) of byte `offset` of the input, as libyaml's
    /// reader reports a bad byte: by its offset in the file, not a mark.
    static func mark(atByte offset: Int, of bytes: UnsafeBufferPointer<UInt8>) -> YAMLMark {
        let prefix = UnsafeBufferPointer(rebasing: bytes[..<min(max(0, offset), bytes.count)])
        if let utf8 = transcodedUTF16(prefix) { return utf8.withUnsafeBufferPointer { mark(atByte: $0.count, of: $0) } }
        var line = 1, column = 1, i = utf8BOMLength(prefix)
        while i < prefix.count {
            let n = breakLength(prefix, at: i)
            if n > 0 {
                line += 1; column = 1; i += n
                continue
            }
            // Count characters, not bytes: skip UTF-8 continuation bytes.
            if prefix[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return YAMLMark(line: line, column: column)
    }
}
