/// "Did you mean …?" for a mistyped key, device id or rule id.
public enum Suggestion {
    /// The candidate closest to `word` by edit distance, when it is close enough to be a typo.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lower = Array(word.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = distance(lower, Array(candidate.lowercased().unicodeScalars))
            if d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        guard let best else { return nil }
        return best.distance <= max(2, lower.count / 3) ? best.name : nil
    }

    /// " (did you mean 'x'?)" or "".
    public static func phrase(for word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
