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
}
