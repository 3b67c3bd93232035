@testable import InsetLintKit
import Testing

@Suite struct PathListTests {
    func split(_ pieces: [String], separator: UInt8 = 0x0A) -> [String] {
        var splitter = PathListSplitter(separator: separator)
        var out: [String] = []
        for piece in pieces {
            Array(piece.utf8).withUnsafeBufferPointer { splitter.feed($0) { out.append($0) } }
        }
        splitter.finish { out.append($0) }
        return out
    }

    @Test func pathsSplitAcrossPiecesAreJoinedAndRepeatsDropped() {
        #expect(split(["a.scr", "een.yaml\r\nb\n", "b\nb\nc"]) == ["a.screen.yaml", "b", "c"])
        #expect(split(["new\nline\0x"], separator: 0) == ["new\nline", "x"])
    }

    @Test func aLineLongerThanAnyPathIsDroppedWithoutBeingHeld() {
        let long = String(repeating: "y", count: LintInputs.maxListedPathBytes + 1)
        #expect(split([String(long.prefix(3000)), String(long.dropFirst(3000)) + "\nkept"]) == ["kept"])
    }
}
