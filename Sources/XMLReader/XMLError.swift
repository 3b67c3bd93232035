/// Why a file could not be read as an XML document, and where.
public struct XMLError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case encoding       // not UTF-8, or a character XML does not allow
        case syntax         // malformed markup, truncated input, mismatched tags
        case reference      // an entity or character reference XML cannot decode without a DTD
        case unsupported    // a DOCTYPE (InsetLint never expands entities)
        case limit          // file size, nesting depth, attribute count
    }

    public let kind: Kind
    public let message: String
    public let mark: XMLMark

    public init(kind: Kind, message: String, mark: XMLMark) {
        self.kind = kind
        self.message = message
        self.mark = mark
    }

    public var description: String { "\(mark): \(message)" }
}

/// Caps that keep a hostile or broken file from eating memory or time. Interface Builder's files
/// stay far below them: the largest storyboards in public apps are a few megabytes, nest views a
/// few dozen deep, and give an element at most about twenty attributes.
public struct XMLLimits: Sendable {
    /// Bytes in the file (48 MiB: ten times the largest storyboards seen in public projects).
    public var maxBytes: Int
    /// Elements open at once.
    public var maxDepth: Int
    /// Attributes on one element (duplicates are checked pairwise, so this bounds that work too).
    public var maxAttributes: Int
    /// Elements in the file (about 56 bytes each in memory; a 15 MB storyboard has some 200,000).
    public var maxElements: Int

    public init(maxBytes: Int = 48 << 20, maxDepth: Int = 256, maxAttributes: Int = 256, maxElements: Int = 2_000_000) {
        self.maxBytes = maxBytes
        self.maxElements = maxElements
        self.maxDepth = maxDepth
        self.maxAttributes = maxAttributes
    }
}
