import InsetEngine
import ScreenModel
import Testing

/// Views fixed by two equalities per axis are placed by substitution, each after the siblings it
/// names, whatever order the spec declares them in.
@Suite struct PresolveOrderTests {
    @Test func referencedSiblingsArePlacedFirstWhateverTheDocumentOrder() throws {
        let r = try Resolved("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: footer
                    class: UIView
                    constraints: { top: body.bottom, bottom: safeArea, leading: superview, trailing: superview }
                  - id: body
                    class: UILabel
                    constraints: { top: header.bottom + 8, leading: superview, trailing: superview }
                  - id: header
                    class: UIView
                    constraints: { top: superview, leading: superview, trailing: superview, height: 100 }
            """, "iphone-x")
        // header 0–100; body 108, 21 high (a label's intrinsic height); footer from 129 to the safe-area bottom (812 − 34).
        #expect(r["header"].frame == Rect(x: 0, y: 0, width: 375, height: 100))
        #expect(r["body"].frame == Rect(x: 0, y: 108, width: 375, height: 21))
        #expect(r["footer"].frame == Rect(x: 0, y: 129, width: 375, height: 778 - 129))
        #expect(r.layout.issues.isEmpty)
    }

    @Test func aLongChainDeclaredBackwardsResolves() throws {
        var lines = ["insetlint: 1", "screen: Chain", "viewController:", "  view:", "    subviews:"]
        let count = 2000
        for i in 0..<count {
            let target = i + 1 < count ? "v\(i + 1).bottom" : "superview"
            lines += ["      - id: v\(i)", "        class: UIView",
                      "        constraints: { top: \(target), leading: superview, width: 10, height: 10 }"]
        }
        let r = try Resolved(lines.joined(separator: "\n"), "iphone-x")
        #expect(r["v0"].frame.y == Double(10 * (count - 1)))
        #expect(r["v\(count - 1)"].frame.y == 0)
    }

    /// Siblings that name each other in a loop are one system: contradictory here (each 10 pt below
    /// the other). Added in document order, b's height is the one that cannot hold; it is broken
    /// and reported once, with the constraints it contradicts, and nothing else on that axis.
    @Test func aLoopThatCannotHoldIsAConflict() throws {
        let r = try Resolved("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: a
                    class: UIView
                    constraints: { top: b.bottom, leading: superview, trailing: superview, height: 10 }
                  - id: b
                    class: UIView
                    constraints: { top: a.bottom, leading: superview, trailing: superview, height: 10 }
            """, "iphone-x")
        #expect(r.layout.issues.count == 1)
        let conflict = try #require(r.layout.issues.first)
        #expect(conflict.kind == .conflict)
        #expect(conflict.message == "'b.height: 10' cannot hold together with 'a.top: b.bottom', 'a.height: 10', 'b.top: a.bottom'; UIKit breaks 'b.height: 10' and keeps the others")
    }
}
