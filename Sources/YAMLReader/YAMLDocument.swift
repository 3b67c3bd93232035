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

    /// Fields ordered largest first and positions kept as 32-bit numbers: a large spec holds
    /// millions of nodes (40 bytes each rather than 72). Tags are not kept: nothing in a screen spec
    /// reads them.
    public struct Node: Sendable {
        /// The scalar's text; empty for collections.
        public let scalar: String
        @usableFromInline let line: Int32
        @usableFromInline let column: Int32
        @usableFromInline fileprivate(set) var childStart: Int32
        @usableFromInline fileprivate(set) var childCount: Int32
        public let kind: Kind
        /// True for `'single'`, `"double"`, `|` and `>` scalars: never read as null, bool or number.
        public let quoted: Bool

        @inlinable public var mark: YAMLMark { YAMLMark(line: Int(line), column: Int(column)) }

        /// For a `.detached` node, the consumer's number for the subtree it took.
        @inlinable public var token: Int { Int(childStart) }

        /// For a `.detached` node, how many nodes the subtree it stands for had: an alias that
        /// copies it is charged that many against the limits, as if the nodes were still there.
        @usableFromInline var standsFor: Int { Int(childCount) }
    }

    public private(set) var nodes: [Node] = []
    @usableFromInline private(set) var childIndex: [Int32] = []
    public init() {}

    /// Index of the root node in `nodes`.
    public var root: Int { 0 }

    // Inlinable so that `doc[i].kind` in another module reads one field rather than copying the
    // node (and retaining its strings): the decoder does that for every key and value.
    @inlinable public subscript(_ index: Int) -> Node { nodes[index] }

    /// Child node indices of a collection; for a mapping they alternate key, value.
    @inlinable public func children(of index: Int) -> ArraySlice<Int32> {
        // A detached node's fields hold its token and size, not a child list.
        assert(nodes[index].kind != .detached, "children of a detached node")
        let start = Int(nodes[index].childStart)
        return childIndex[start..<start + Int(nodes[index].childCount)]
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
    mutating func reserve(nodes count: Int) {
        nodes.reserveCapacity(count)
        childIndex.reserveCapacity(count)
    }

    mutating func append(kind: Kind, mark: YAMLMark, scalar: String, quoted: Bool) -> Int {
        nodes.append(Node(scalar: scalar, line: Int32(clamping: mark.line), column: Int32(clamping: mark.column),
                          childStart: 0, childCount: 0, kind: kind, quoted: quoted))
        return nodes.count - 1
    }

    /// Stands in for a collection of `size` nodes a consumer took over (its mark, and the consumer's token).
    mutating func appendDetached(mark: YAMLMark, token: Int32, size: Int) -> Int {
        nodes.append(Node(scalar: "", line: Int32(clamping: mark.line), column: Int32(clamping: mark.column),
                          childStart: token, childCount: Int32(clamping: size), kind: .detached, quoted: false))
        return nodes.count - 1
    }

    /// Drops every node from `node` on and every child list from `childList` on: the subtree a
    /// consumer just took, which is always the newest part of both arrays.
    mutating func truncate(nodesFrom node: Int, childListFrom childList: Int) {
        nodes.removeSubrange(node...)
        childIndex.removeSubrange(childList...)
    }

    var childListCount: Int { childIndex.count }

    mutating func setChildren<Kids: Collection<Int32>>(of index: Int, _ kids: Kids) {
        nodes[index].childStart = Int32(childIndex.count)
        nodes[index].childCount = Int32(kids.count)
        childIndex.append(contentsOf: kids)
    }

    /// Copies the subtree at `source` (an anchored node) as a new subtree with `mark`,
    /// iteratively, so that alias expansion neither recurses nor shares mutable state.
    mutating func cloneSubtree(_ source: Int, at mark: YAMLMark, budget: inout Int) -> Int? {
        // Pass 1: copy nodes in pre-order with an explicit stack; `order[k]` is the original of
        // copy `first + k`, and `copyOf` maps originals back (an alias may repeat a node).
        let first = nodes.count
        var copyOf: [Int32: Int32] = [:]
        var stack = [source]
        var order: [Int] = []
        while let old = stack.popLast() {
            let n = nodes[old]
            budget -= n.kind == .detached ? n.standsFor : 1
            if budget < 0 { return nil }
            let at = old == source ? mark : n.mark
            // A detached node's copy names the same token: the consumer decides what a repeat means.
            let new = n.kind == .detached ? appendDetached(mark: at, token: Int32(n.token), size: n.standsFor)
                : append(kind: n.kind, mark: at, scalar: n.scalar, quoted: n.quoted)
            copyOf[Int32(old)] = Int32(new)
            order.append(old)
            if n.kind.isCollection { stack.append(contentsOf: children(of: old).reversed().map(Int.init)) }
        }
        // Pass 2: wire children to the copies.
        for (k, old) in order.enumerated() where nodes[old].kind.isCollection {
            setChildren(of: first + k, children(of: old).map { copyOf[$0]! })
        }
        return first
    }
}
