import ScreenModel
@testable import SpecDecoder
import Testing

/// The space-saving parts of the model and decoder must not change what they hold.
@Suite struct CompactModelTests {
    @Test func aLayoutOrderOfItsOwnIsKeptAndDroppedAgain() {
        var view = ViewSpec(id: "stack", location: SourceLocation(line: 1, column: 1), className: "UIView", role: .container,
                            subviews: [3, 4, 5])
        #expect(view.layoutOrder == [3, 4, 5])
        view.layoutOrder = [5, 3, 4]
        #expect(view.layoutOrder == [5, 3, 4])
        #expect(view.subviews == [3, 4, 5])
        let copy = view
        view.layoutOrder = [3, 4, 5]
        #expect(view.layoutOrder == [3, 4, 5])
        #expect(copy.layoutOrder == [5, 3, 4], "a copy keeps its own order")
        view.subviews = [3, 4, 5, 6]
        #expect(view.layoutOrder == [3, 4, 5, 6], "without an order of its own, the layout order is the subviews")
    }

    @Test func gesturesLiveBesideTheOtherRareSettings() {
        var view = ViewSpec(id: "map", location: SourceLocation(line: 1, column: 1), className: "UIView", role: .content,
                            gestures: ["pan"])
        #expect(view.gestures == ["pan"])
        #expect(!view.isScrollView)
        view.scroll = ScrollSettings()
        #expect(view.gestures == ["pan"] && view.isScrollView)
        view.gestures = []
        #expect(view.gestures.isEmpty && view.isScrollView)
    }

    @Test func trimmingKeepsTheElementsAndGivesBackTheRoom() {
        var grown: [Int] = []
        grown.reserveCapacity(1 << 20)
        grown.append(contentsOf: 0..<1000)
        let trimmed = Decoder.trimmed(&grown)
        #expect(trimmed == Array(0..<1000))
        #expect(trimmed.capacity < 2000)
        #expect(grown.isEmpty)
        var small = Array(0..<10)
        #expect(Decoder.trimmed(&small) == Array(0..<10))
    }

    /// The one-pass check accepts only ids the full checks accept.
    @Test func theQuickIDCheckNeverAcceptsWhatTheFullChecksRefuse() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcXYZ_-09é")
        var ids = ["superview", "safeArea", "margins", "readableContent", "frameGuide", "root", "a-b", "a-1", "a-", "-a", "_a",
                   "9a", "a9", "header", "tête", "x-y-z", "Root"]
        for _ in 0..<5_000 {
            ids.append(String((0..<Int.random(in: 1...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        for id in ids where Decoder.isPlainID(id) {
            #expect(Decoder.isValidID(id) && ConstraintParser.isIdentifier(id), "\(id)")
            #expect(!ConstraintParser.namedTargets.contains(id) && id != "root", "\(id)")
        }
        #expect(Decoder.isPlainID("header") && Decoder.isPlainID("x-y-z") && Decoder.isPlainID("_a"))
    }

    /// The one-pass parse of the common shapes reads what the full parse reads, wherever it answers.
    @Test func theQuickParseReadsWhatTheFullParseReads() {
        // Seeded, so that a failing text can be made again.
        var generator = SplitMix64(state: 22)
        let pieces = ["superview", "safeArea", "margins", "self", "title", "item-b", "a_1", "é", "-é", ".", "top", "bottom", "centerY",
                      " ", "+", "-", "*", "@", "0", "1", "16", "05", "99999", "100000", "2.5", "high", ">=", "\t", "x", "-"]
        var texts = ["50", "0", "00", "05", "superview", "safeArea + 16", "safeArea - 16", "title.bottom + 4", "margins - 0",
                     "a-b.top", "a-1", "safeArea  + 16", "safeArea + 16 ", " safeArea", "safeArea +16", "99999", "100000",
                     "safeArea + 99999", "safeArea + 100000", "x.safeArea", "x.margins.top", "tête + 1", "superview.", "superview.foo"]
        for _ in 0..<20_000 {
            texts.append((0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        var answered = 0
        for text in texts {
            var bytes = text
            bytes.withUTF8 { bytes in
                guard let quick = ConstraintParser.quickParse(bytes) else { return }
                answered += 1
                guard let full = try? ConstraintParser.parse(bytes: bytes) else {
                    Issue.record("'\(text)': read quickly, refused in full")
                    return
                }
                #expect(quick.target == full.target && quick.guide == full.guide && quick.attribute == full.attribute
                        && quick.multiplier.bitPattern == full.multiplier.bitPattern && quick.constant.bitPattern == full.constant.bitPattern
                        && quick.spelling == full.spelling && quick.relation == full.relation && quick.priority == full.priority
                        && quick.viewGuide == full.viewGuide, "'\(text)'")
            }
        }
        #expect(answered > 1_000)
        for text in ["50", "superview", "safeArea + 16", "margins - 20", "title.bottom + 4", "cell-avatar.trailing - 8"] {
            var bytes = text
            #expect(bytes.withUTF8 { ConstraintParser.quickParse($0) } != nil, "'\(text)'")
        }
    }
}

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014): a
/// seeded generator for tests whose failures must be reproducible.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ z >> 30) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ z >> 27) &* 0x94D0_49BB_1331_11EB
        return z ^ z >> 31
    }
}
