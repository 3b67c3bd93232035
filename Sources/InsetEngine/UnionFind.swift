/// Sets of the numbers 0..<count, joined pairwise: which anchors a chain of constraints ties
/// together (`AutoLayoutPlan.subviewsSpan`), which views one tie of equal priorities holds
/// (`Resolver.reportAmbiguities`). Path halving keeps a chain of 100,000 subviews linear.
struct UnionFind {
    private var parent: [Int]

    init(count: Int) { parent = Array(0..<count) }

    /// The set's representative.
    mutating func find(_ x: Int) -> Int {
        var x = x
        while parent[x] != x {
            parent[x] = parent[parent[x]]
            x = parent[x]
        }
        return x
    }

    mutating func join(_ a: Int, _ b: Int) { parent[find(a)] = find(b) }

    mutating func same(_ a: Int, _ b: Int) -> Bool { find(a) == find(b) }

    /// Each number's representative, for a reader that cannot mutate.
    mutating func roots() -> [Int] { parent.indices.map { find($0) } }
}
