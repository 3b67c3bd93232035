/// A 1-based position in the source text. libyaml counts from 0; the reader converts.
public struct YAMLMark: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: YAMLMark, b: YAMLMark) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

/// A parsed YAML document held as a flat array of nodes.
///
/// A flat, index-based tree instead of an indirect enum: building it costs one array append per
/// event, and a decoder walks it without recursion or reference counting per node.
public struct YAMLDocument: Sendable {
    public enum Kind: UInt8, Sendable {
        case scalar, sequence, mapping
        /// A collection a `YAMLStreamConsumer` took over while the file was read; its nodes are
        /// gone and `Node.token` holds what the consumer made of it.
        case detached

        public var isCollection: Bool { self == .sequence || self == .mapping }
    }

    /// A node as the decoder reads it: its fields, and its scalar's text (empty for collections).
    public struct Node: Sendable {
        public let scalar: String
        public let kind: Kind
        /// True for `'single'`, `"double"`, `|` and `>` scalars: never read as null, bool or number.
        public let quoted: Bool
        public let mark: YAMLMark
        /// For a `.detached` node, the consumer's number for the subtree it took.
        public let token: Int
    }

    /// A node's fields: plain values, 40 bytes (a large spec holds millions of nodes). Tags are not
    /// kept: nothing in a screen spec reads them.
    @usableFromInline struct Record: Sendable {
        @usableFromInline let line: Int32
        @usableFromInline let column: Int32
        /// For a `.detached` node, the consumer's token.
        @usableFromInline var childStart: Int32
        /// For a `.detached` node, how many nodes the subtree it stands for had: an alias that
        /// copies it is charged that many against the limits, as if the nodes were still there.
        @usableFromInline var childCount: Int32
        /// Where the scalar's UTF-8 is in `text`; an alias's copy of a scalar points at the original's.
        @usableFromInline let textStart: Int
        @usableFromInline let textCount: Int
        @usableFromInline let kind: Kind
        @usableFromInline let quoted: Bool
        /// Whether `text` ended at `textStart` when the node was added (not so for an alias's copy of
        /// a scalar): dropping the node and those after it drops the text from there on.
        @usableFromInline let ownsText: Bool
    }

    /// The nodes, and their scalars' text as UTF-8 bytes one after another. A string is made only
    /// for the scalars a reader asks for as strings: keys are compared as bytes, and constraint
    /// expressions are parsed from them. A string for every scalar was a large share of the reader's
    /// own work (about 3 % of a run), and dropping a view's nodes released each one.
    @usableFromInline private(set) var records: [Record] = []
    @usableFromInline private(set) var text: [UInt8] = []
    /// How much of `text` is in use. The array is kept at least that long (zero-filled past it,
    /// grown by doubling), so that a scalar's bytes are copied in place and dropping a subtree's
    /// text only moves the end: appended through the array, a scalar's bytes cost some 90
    /// instructions, a tenth of the reader's own work per node.
    @usableFromInline private(set) var textEnd = 0
    @usableFromInline private(set) var childIndex: [Int32] = []
    public init() {}

    /// How many nodes the document holds.
    public var nodeCount: Int { records.count }

    /// Index of the root node.
    public var root: Int { 0 }

    public subscript(_ index: Int) -> Node {
        Node(scalar: scalar(index), kind: kind(index), quoted: isQuoted(index), mark: mark(index), token: token(index))
    }

    // One field of a node, for the decoder's loops (inlinable across the module boundary).
    @inlinable public func kind(_ index: Int) -> Kind { records[index].kind }

    /// The scalar's text (empty for a collection), made when asked for.
    public func scalar(_ index: Int) -> String {
        withScalarBytes(index) { String(decoding: $0, as: UTF8.self) }
    }

    /// The scalar's UTF-8 bytes (none for a collection), lent to `body`.
    @inlinable public func withScalarBytes<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let start = records[index].textStart, count = records[index].textCount
        // A buffer's slice is checked only in debug builds: a broken record must trap, not read past the text.
        precondition(start >= 0 && count >= 0 && start + count <= textEnd, "a node's text lies outside the document's")
        return text.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<start + count])) }
    }

    /// Whether the scalar's bytes are `name`'s (a plain, byte-for-byte comparison; the names a
    /// screen spec knows are ASCII).
    @inlinable public func scalar(_ index: Int, is name: StaticString) -> Bool {
        guard records[index].textCount == name.utf8CodeUnitCount else { return false }
        return withScalarBytes(index) { Self.sameBytes($0, UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)) }
    }

    /// Whether the scalar's bytes are `name`'s, for a name that is not a literal (a literal takes
    /// `scalar(_:is:)`, which a separate label keeps from choosing this overload).
    public func scalar(_ index: Int, equals name: String) -> Bool {
        guard records[index].textCount == name.utf8.count else { return false }
        return withScalarBytes(index) { Self.sameBytes(name, $0) }
    }

    /// Whether `text`'s UTF-8 is exactly `bytes`, read in place: a `var` copy for `withUTF8`
    /// retained and released a heap string. (A native string's bytes are always contiguous; the
    /// element-wise comparison is for any other.)
    @inlinable public static func sameBytes(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.utf8.count == bytes.count else { return false }
        return text.utf8.withContiguousStorageIfAvailable { sameBytes($0, bytes) } ?? text.utf8.elementsEqual(bytes)
    }

    /// Byte-for-byte equality of UTF-8 (unlike `String`'s `==`, which takes canonically equivalent
    /// spellings as equal), for the reader's scalars and the decoder's names alike.
    @inlinable public static func sameBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for k in a.indices where a[k] != b[k] { return false }
        return true
    }

    /// The scalar's length in UTF-8 bytes.
    @inlinable public func scalarByteCount(_ index: Int) -> Int { records[index].textCount }
    @inlinable public func isQuoted(_ index: Int) -> Bool { records[index].quoted }
    @inlinable public func mark(_ index: Int) -> YAMLMark {
        YAMLMark(line: Int(records[index].line), column: Int(records[index].column))
    }
    /// For a `.detached` node, the consumer's number for the subtree it took.
    @inlinable public func token(_ index: Int) -> Int { Int(records[index].childStart) }
    func standsFor(_ index: Int) -> Int { Int(records[index].childCount) }

    /// Child node indices of a collection; for a mapping they alternate key, value.
    @inlinable public func children(of index: Int) -> ArraySlice<Int32> {
        // A detached node's fields hold its token and size, not a child list.
        assert(records[index].kind != .detached, "children of a detached node")
        let start = Int(records[index].childStart)
        return childIndex[start..<start + Int(records[index].childCount)]
    }

    /// How many children a collection has (for a mapping, two per entry).
    @inlinable public func childCount(of index: Int) -> Int {
        assert(records[index].kind != .detached, "children of a detached node")
        return Int(records[index].childCount)
    }

    /// A collection's child `k` (`0..<childCount(of:)`), read in place: `children(of:)` is a slice,
    /// which retains the child list's storage and is released after, per collection read.
    @inlinable public func child(_ k: Int, of index: Int) -> Int {
        assert(records[index].kind != .detached, "children of a detached node")
        precondition(k >= 0 && k < Int(records[index].childCount), "child index outside the collection's children")
        return Int(childIndex[Int(records[index].childStart) + k])
    }

    /// Key/value index pairs of a mapping, in source order.
    public func pairs(of index: Int) -> [(key: Int, value: Int)] {
        let kids = children(of: index)
        var result: [(key: Int, value: Int)] = []
        result.reserveCapacity(kids.count / 2)
        var i = kids.startIndex
        while i + 1 < kids.endIndex {
            result.append((Int(kids[i]), Int(kids[i + 1])))
            i += 2
        }
        return result
    }

    // MARK: building (used by the reader only)

    /// Room for `count` nodes up front, so a large file's node array is not regrown (and copied) as it fills.
    mutating func reserve(nodes count: Int, textBytes: Int) {
        records.reserveCapacity(count)
        childIndex.reserveCapacity(count)
        text.reserveCapacity(textBytes)
    }

    /// A node whose scalar text is `bytes` (none for a collection).
    mutating func append(kind: Kind, mark: YAMLMark, bytes: UnsafeBufferPointer<UInt8>, quoted: Bool) -> Int {
        records.append(Record(line: Int32(clamping: mark.line), column: Int32(clamping: mark.column), childStart: 0, childCount: 0,
                              textStart: textEnd, textCount: bytes.count, kind: kind, quoted: quoted, ownsText: true))
        if !bytes.isEmpty { appendText(bytes) }
        return records.count - 1
    }

    private mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
        let start = textEnd, end = textEnd + bytes.count
        if end > text.count { text += repeatElement(0, count: max(end, 2 * text.count) - text.count) }
        text.withUnsafeMutableBytes { UnsafeMutableRawBufferPointer(rebasing: $0[start..<end]).copyMemory(from: UnsafeRawBufferPointer(bytes)) }
        textEnd = end
    }

    /// An alias's copy of scalar `original`: the same text, not stored again.
    private mutating func appendCopy(of original: Int, mark: YAMLMark) -> Int {
        let r = records[original]
        records.append(Record(line: Int32(clamping: mark.line), column: Int32(clamping: mark.column), childStart: 0, childCount: 0,
                              textStart: r.textStart, textCount: r.textCount, kind: r.kind, quoted: r.quoted, ownsText: false))
        return records.count - 1
    }

    /// Stands in for a collection of `size` nodes a consumer took over (its mark, and the consumer's token).
    mutating func appendDetached(mark: YAMLMark, token: Int32, size: Int) -> Int {
        records.append(Record(line: Int32(clamping: mark.line), column: Int32(clamping: mark.column), childStart: token,
                              childCount: Int32(clamping: size), textStart: textEnd, textCount: 0, kind: .detached, quoted: false,
                              ownsText: true))
        return records.count - 1
    }

    /// Drops every node from `node` on and every child list from `childList` on: the subtree a
    /// consumer just took, which is always the newest part of the arrays. Its text goes from where
    /// the first of its nodes that stored text stored it (nodes before that are an alias's copies,
    /// whose text belongs to older nodes).
    mutating func truncate(nodesFrom node: Int, childListFrom childList: Int) {
        if let owner = records[node...].firstIndex(where: \.ownsText) { textEnd = records[owner].textStart }
        records.removeSubrange(node...)
        childIndex.removeSubrange(childList...)
    }

    var childListCount: Int { childIndex.count }

    mutating func setChildren<Kids: Collection<Int32>>(of index: Int, _ kids: Kids) {
        records[index].childStart = Int32(childIndex.count)
        records[index].childCount = Int32(kids.count)
        childIndex.append(contentsOf: kids)
    }

    /// Copies the subtree at `source` (an anchored node) as a new subtree with `mark`,
    /// iteratively, so that alias expansion neither recurses nor shares mutable state.
    mutating func cloneSubtree(_ source: Int, at mark: YAMLMark, budget: inout Int) -> Int? {
        // Pass 1: copy nodes in pre-order with an explicit stack; `order[k]` is the original of
        // copy `first + k`, and `copyOf` maps originals back (an alias may repeat a node).
        let first = records.count
        var copyOf: [Int32: Int32] = [:]
        var stack = [source]
        var order: [Int] = []
        while let old = stack.popLast() {
            let kind = kind(old)
            budget -= kind == .detached ? standsFor(old) : 1
            if budget < 0 { return nil }
            let at = old == source ? mark : self.mark(old)
            // A detached node's copy names the same token: the consumer decides what a repeat means.
            let new = kind == .detached ? appendDetached(mark: at, token: Int32(token(old)), size: standsFor(old))
                : kind == .scalar ? appendCopy(of: old, mark: at)
                : append(kind: kind, mark: at, bytes: UnsafeBufferPointer(start: nil, count: 0), quoted: isQuoted(old))
            copyOf[Int32(old)] = Int32(new)
            order.append(old)
            if kind.isCollection { stack.append(contentsOf: children(of: old).reversed().map(Int.init)) }
        }
        // Pass 2: wire children to the copies.
        for (k, old) in order.enumerated() where kind(old).isCollection {
            setChildren(of: first + k, children(of: old).map { copyOf[$0]! })
        }
        return first
    }
}
