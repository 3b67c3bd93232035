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
    }

    public struct Node: Sendable {
        public let kind: Kind
        public let mark: YAMLMark
        /// The scalar's text; empty for collections.
        public let scalar: String
        /// True for `'single'`, `"double"`, `|` and `>` scalars: never read as null, bool or number.
        public let quoted: Bool
        /// The node's explicit tag (`!!str`), if any.
        public let tag: String?
        fileprivate(set) var childStart: Int32
        fileprivate(set) var childCount: Int32
    }

    public private(set) var nodes: [Node] = []
    private var childIndex: [Int32] = []
    /// Index of the root node in `nodes`.
    public var root: Int { 0 }

    public subscript(_ index: Int) -> Node { nodes[index] }

    /// Child node indices of a collection; for a mapping they alternate key, value.
    public func children(of index: Int) -> ArraySlice<Int32> {
        let node = nodes[index]
        let start = Int(node.childStart)
        return childIndex[start..<start + Int(node.childCount)]
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

    mutating func append(kind: Kind, mark: YAMLMark, scalar: String, quoted: Bool, tag: String?) -> Int {
        nodes.append(Node(kind: kind, mark: mark, scalar: scalar, quoted: quoted, tag: tag,
                          childStart: 0, childCount: 0))
        return nodes.count - 1
    }

    mutating func setChildren(of index: Int, _ kids: [Int32]) {
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
            budget -= 1
            if budget < 0 { return nil }
            let n = nodes[old]
            let new = append(kind: n.kind, mark: old == source ? mark : n.mark,
                             scalar: n.scalar, quoted: n.quoted, tag: n.tag)
            copyOf[Int32(old)] = Int32(new)
            order.append(old)
            if n.kind != .scalar { stack.append(contentsOf: children(of: old).reversed().map(Int.init)) }
        }
        // Pass 2: wire children to the copies.
        for (k, old) in order.enumerated() where nodes[old].kind != .scalar {
            setChildren(of: first + k, children(of: old).map { copyOf[$0]! })
        }
        return first
    }
}
