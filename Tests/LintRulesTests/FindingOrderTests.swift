@testable import LintRules
import ScreenModel
import Testing

/// `LintPass.sortedInPlace` moves findings into report order rather than copying them: the order
/// must be `sorted(by: Finding.ordered)`'s, ties (equal on every field compared) included.
@Suite struct FindingOrderTests {
    @Test func theOrderIsThatOfSortedByOrdered() {
        var generator = SplitMix(seed: 7)
        for count in [0, 1, 2, 3, 17, 64, 300] {
            let findings = (0..<count).map { k in
                Finding(rule: ["under-bar", "under-notch"][generator.next(2)], severity: .warning,
                        file: ["a.yml", "b.yml"][generator.next(2)],
                        location: SourceLocation(line: generator.next(4), column: generator.next(3)), screen: "S",
                        view: "v\(k)", message: ["m", "n"][generator.next(2)],
                        contexts: [ContextID(device: "iphone-x", orientation: "portrait", ios: 18)])
            }
            let expected = findings.sorted(by: Finding.ordered)
            let moved = LintPass.sortedInPlace(findings)
            // `view` is not compared by the order: it tells apart findings that tie.
            #expect(moved.map(\.view) == expected.map(\.view))
            #expect(moved == expected)
        }
    }

    /// A small deterministic generator: the same findings on every run.
    private struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return Int(z % UInt64(bound))
        }
    }
}
