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
/// kept so the caret lines up.
public func sourceSnippet(_ bytes: UnsafeBufferPointer<UInt8>, at mark: YAMLMark) -> String {
    var line = 1
    var start = 0
    var i = 0
    while i < bytes.count, line < mark.line {
        if bytes[i] == 0x0A { line += 1; start = i + 1 }
        i += 1
    }
    guard line == mark.line, start <= bytes.count else { return "" }
    var end = start
    let byteLimit = start + max(0, mark.column) * 4 + 400   // enough bytes for the window, never the whole line
    while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D, end < byteLimit { end += 1 }
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
