/// A configuration's `included` / `excluded` pattern, matched against a path relative to the
/// configuration file's directory. `*`, `?` and `[...]` match within one path component, `**`
/// matches any number of components, and a pattern that matches a directory matches everything
/// below it (`excluded: [Legacy]` skips `Legacy/a/b.screen.yaml`).
///
/// Matching takes time proportional to the pattern's length times the path's, whatever the
/// pattern: both levels (components, and characters within one) use the wildcard algorithm that
/// only ever returns to the last star, never to earlier ones, so `**/**/**/…` or `*a*a*a*b` cannot
/// backtrack exponentially.
public struct Glob: Sendable, Hashable {
    public let pattern: String
    /// Each component parsed; `nil` is `**`. A trailing `**` makes "a directory matches all below it".
    private let components: [Component?]

    public init(_ pattern: String) {
        self.pattern = pattern
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        components = parts.isEmpty ? [] : parts.map { $0 == "**" ? nil : Component(Substring($0)) } + [nil]
    }

    public func matches(_ relativePath: String) -> Bool {
        guard !components.isEmpty else { return false }
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.unicodeScalars) }
        return Self.wildcard(pattern: components.count, path: path.count, isStar: { components[$0] == nil },
                             matches: { components[$0]!.matches(path[$1]) })
    }

    /// The classic linear wildcard match over abstract items: `isStar(i)` says whether pattern
    /// item `i` matches any run of path items, `matches(i, j)` whether it matches path item `j`.
    /// On a mismatch only the last star takes one more item; earlier stars never need to,
    /// because anything a later star cannot absorb an earlier one could not either.
    static func wildcard(pattern count: Int, path length: Int, isStar: (Int) -> Bool, matches: (Int, Int) -> Bool) -> Bool {
        var p = 0, s = 0
        var star = -1, resume = 0
        while s < length {
            if p < count, isStar(p) {
                star = p
                resume = s
                p += 1
            } else if p < count, matches(p, s) {
                p += 1
                s += 1
            } else if star >= 0 {
                p = star + 1
                resume += 1
                s = resume
            } else {
                return false
            }
        }
        while p < count, isStar(p) { p += 1 }
        return p == count
    }

    /// One component's pattern: literal characters, `?`, `*` and bracket sets (`[abc]`, `[a-z]`,
    /// `[!x]` or `[^x]`), with `\` quoting the next character, as fnmatch(3) reads them.
    struct Component: Sendable, Hashable {
        enum Item: Sendable, Hashable {
            case literal(Unicode.Scalar)
            case any
            case star
            case set([ClosedRange<UInt32>], negated: Bool)
        }

        let items: [Item]

        init(_ text: Substring) {
            let scalars = Array(text.unicodeScalars)
            var items: [Item] = []
            var i = 0
            while i < scalars.count {
                switch scalars[i] {
                case "*":
                    if items.last != .star { items.append(.star) }
                    i += 1
                case "?":
                    items.append(.any)
                    i += 1
                case "\\" where i + 1 < scalars.count:
                    items.append(.literal(scalars[i + 1]))
                    i += 2
                case "[":
                    if let (set, next) = Self.bracket(scalars, from: i) {
                        items.append(set)
                        i = next
                    } else {
                        items.append(.literal("["))   // no closing bracket: a literal, as fnmatch reads it
                        i += 1
                    }
                default:
                    items.append(.literal(scalars[i]))
                    i += 1
                }
            }
            self.items = items
        }

        /// `[...]` starting at `start`: the set and the index after its `]`, or nil when unclosed.
        static func bracket(_ s: [Unicode.Scalar], from start: Int) -> (Item, Int)? {
            var i = start + 1
            var negated = false
            if i < s.count, s[i] == "!" || s[i] == "^" { negated = true; i += 1 }
            var ranges: [ClosedRange<UInt32>] = []
            var first = true
            while i < s.count {
                if s[i] == "]", !first { return (.set(ranges, negated: negated), i + 1) }
                first = false
                var low = s[i]
                if low == "\\", i + 1 < s.count { i += 1; low = s[i] }
                i += 1
                if i + 1 < s.count, s[i] == "-", s[i + 1] != "]" {
                    var high = s[i + 1]
                    i += 2
                    if high == "\\", i < s.count { high = s[i]; i += 1 }
                    if low.value <= high.value { ranges.append(low.value...high.value) }
                } else {
                    ranges.append(low.value...low.value)
                }
            }
            return nil
        }

        func matches(_ name: [Unicode.Scalar]) -> Bool {
            Glob.wildcard(pattern: items.count, path: name.count, isStar: { items[$0] == .star }) { p, s in
                switch items[p] {
                case .literal(let c): name[s] == c
                case .any: true
                case .star: true
                case .set(let ranges, let negated): ranges.contains { $0.contains(name[s].value) } != negated
                }
            }
        }
    }
}
