@testable import LintRules
import Testing

/// A finding's message writes its fix whole when the fix is its own sentences joined again
/// (`LintPass.isItsSentences`), instead of splitting it and listing each sentence once. The two must
/// give the same text: whenever the shortcut says yes, the sentences joined by ". " are the fix and
/// none repeats; wherever joining them would not give the fix back, it says no.
@Suite struct FixSentencesTests {
    @Test(arguments: [
        // Plain fixes: one sentence, several, a period without a space, spaces kept.
        ("Pin its top to safeArea", true),
        ("Pin its top to safeArea. Or move it below the bar", true),
        ("A.. B", true),
        ("A.  B", true),
        ("Use env(safe-area-inset-top). A contentInset.top moves the page", true),
        // Empty sentences, which splitting leaves out: the fix is not its sentences joined.
        ("", false),
        (". A", false),
        ("A. ", false),
        ("A. . B", false),
        // A sentence twice: listed once.
        ("A. A", false),
        ("Pin it. Move it. Pin it", false),
        // Not ASCII: left to the general path.
        ("Pin it → safeArea", false),
        ("Pin it. Then “move” it", false),
    ])
    func theShortcutSaysWhatSplittingDoes(fix: String, expected: Bool) {
        var ranges: [Range<Int>] = []
        #expect(LintPass.isItsSentences(fix, ranges: &ranges) == expected)
        #expect(Self.isItsSentencesBySplitting(fix) == expected)
    }

    /// Word-at-a-time scanning: ". " at every offset across the eight-byte words, fixes of 7, 8, 9,
    /// 15, 16 and 17 bytes, agree with splitting.
    @Test func everyOffsetAcrossTheWordsAgrees() {
        for length in [7, 8, 9, 15, 16, 17, 24, 33] {
            for at in 0..<length {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                bytes[at] = UInt8(ascii: ".")
                if at + 1 < length { bytes[at + 1] = UInt8(ascii: " ") }
                // Different letters on each side, so that the two sentences are not equal.
                if at > 0 { bytes[0] = UInt8(ascii: "b") }
                let fix = String(decoding: bytes, as: UTF8.self)
                var ranges: [Range<Int>] = []
                #expect(LintPass.isItsSentences(fix, ranges: &ranges) == Self.isItsSentencesBySplitting(fix), "\(fix)")
            }
        }
    }

    /// The general path's answer: the sentences it lists, joined as the message writes them, are
    /// the fix, none of them twice (ASCII fixes only, as the shortcut takes).
    private static func isItsSentencesBySplitting(_ fix: String) -> Bool {
        guard fix.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
        let sentences = LintPass.sentences(fix)
        return !sentences.isEmpty && Set(sentences).count == sentences.count && sentences.joined(separator: ". ") == fix
    }
}
