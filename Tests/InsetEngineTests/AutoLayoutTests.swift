import Foundation
import InsetEngine
import ScreenModel
import SpecDecoder
import Testing

/// Auto Layout in full (FORMAT.md §6): one constraint system per layout, solved as UIKit does.
/// Safe areas used below (UIKIT.md §1, DIM): iPhone X portrait 375 × 812 (44, 0, 34, 0),
/// landscape 812 × 375 (0, 44, 21, 44); iPhone SE 375 × 667 (20, 0, 0, 0).
@Suite struct AutoLayoutTests {
    static func spec(_ subviews: String) -> String {
        """
        insetlint: 1
        screen: AutoLayout
        viewController:
          view:
            subviews:
        \(subviews.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
        """
    }

    static func messages(_ r: Resolved) -> [String] { r.layout.issues.map(\.message) }

    // MARK: The row of issue 17

    static let sendRow = spec("""
        - id: field
          class: UITextField
          constraints: { top: safeArea + 20, leading: safeArea + 16, trailing: sendButton.leading - 8 }
        - id: sendButton
          class: UIButton
          constraints: { trailing: safeArea - 16, centerY: field, width: 60 }
        """)

    @Test func theTextFieldAndSendButtonRowResolvesInPortrait() throws {
        // Button: right edge 375 - 16 = 359, width 60, so x 299; height 34 (UIButton's intrinsic
        // height), centred on the field. Field: y 44 + 20 = 64, x 16, right edge 299 - 8 = 291
        // (width 275), height 34 (UITextField's intrinsic height); the button's centre 64 + 17 = 81.
        let r = try Resolved(Self.sendRow, "iphone-x")
        #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
        expectRect(r["field"].frame, 16, 64, 275, 34)
        expectRect(r["sendButton"].frame, 299, 64, 60, 34)
    }

    @Test func theTextFieldAndSendButtonRowResolvesInLandscape() throws {
        // Button right edge 812 - 44 - 16 = 752, x 692; field x 44 + 16 = 60, y 0 + 20, right edge
        // 692 - 8 = 684 (width 624).
        for orientation in [Orientation.landscapeLeft, .landscapeRight] {
            let r = try Resolved(Self.sendRow, "iphone-x", orientation)
            #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
            expectRect(r["field"].frame, 60, 20, 624, 34)
            expectRect(r["sendButton"].frame, 692, 20, 60, 34)
        }
    }

    // MARK: Relations, priorities, lists

    @Test func inactiveInequalitiesLeaveTheWishAlone() throws {
        // 150 @ low lies inside [100, 200]: both inequalities hold without acting.
        let r = try Resolved(Self.spec("""
            - id: box
              class: UIView
              constraints: { top: superview + 100, leading: superview + 20, height: 50, width: [">= 100", "<= 200", "150 @ low"] }
            """), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
        expectRect(r["box"].frame, 20, 100, 150, 50)
    }

    @Test func activeInequalitiesWin() throws {
        // ">= 180" is required, so "150 @ low" loses: 180. "<= 120" likewise caps a wish of 300.
        let r = try Resolved(Self.spec("""
            - id: wide
              class: UIView
              constraints: { top: superview + 100, leading: superview + 20, height: 50, width: [">= 180", "150 @ low"] }
            - id: narrow
              class: UIView
              constraints: { top: superview + 200, leading: superview + 20, height: 50, width: ["≤ 120", "300 @ 999"] }
            """), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
        expectRect(r["wide"].frame, 20, 100, 180, 50)
        expectRect(r["narrow"].frame, 20, 200, 120, 50)
    }

    @Test func anInequalityOnAPositionFollowsTheSafeArea() throws {
        // top >= safeArea + 8, and a wish (@ low) to sit at the very top: the inequality is active on
        // both phones — 44 + 8 = 52 on the iPhone X, 20 + 8 = 28 on the SE.
        let yaml = Self.spec("""
            - id: banner
              class: UIView
              constraints: { top: [">= safeArea + 8", "superview @ low"], leading: superview, trailing: superview, height: 40 }
            """)
        let x = try Resolved(yaml, "iphone-x"), se = try Resolved(yaml, "iphone-se-3")
        #expect(x.layout.issues.isEmpty && se.layout.issues.isEmpty, "\(Self.messages(x) + Self.messages(se))")
        expectRect(x["banner"].frame, 0, 52, 375, 40)
        expectRect(se["banner"].frame, 0, 28, 375, 40)
    }

    @Test func aHigherPriorityWinsWhateverTheSizes() throws {
        // Priorities are lexicographic ("in priority order from highest to lowest", Auto Layout
        // Guide): one wish at 700 beats any number of wishes at lower priorities, however far they pull.
        let r = try Resolved(Self.spec("""
            - id: a
              class: UIView
              constraints: { top: superview + 100, leading: superview, height: 10, width: ["200 @ 700", "0 @ 699", "0 @ 698", "0 @ 697", "0 @ 696"] }
            - id: b
              class: UIView
              constraints: { top: superview + 200, leading: superview, height: 10, width: ["10 @ 251", "1000 @ 250", "1000 @ 250", "1000 @ 250"] }
            """), "iphone-se-3")
        #expect(!r.layout.issues.contains { $0.kind == .conflict }, "\(Self.messages(r))")
        #expect(abs(r["a"].frame.width - 200) < 0.01, "a: \(r["a"].frame)")
        #expect(abs(r["b"].frame.width - 10) < 0.01, "b: \(r["b"].frame)")
    }

    // MARK: self and aspect ratios

    @Test func selfAndAspectRatio() throws {
        // height = self.width × 0.5: 80; aspectRatio 1.5 with height 100: width 150; "16:9" with
        // width 320: height 320 × 9 / 16 = 180; width = self.height × 2 with height 40: 80.
        let r = try Resolved(Self.spec("""
            - id: half
              class: UIView
              constraints: { top: superview + 20, leading: superview, width: 160, height: self.width * 0.5 }
            - id: ratio
              class: UIView
              constraints: { top: superview + 120, leading: superview, height: 100, aspectRatio: 1.5 }
            - id: video
              class: UIView
              constraints: { top: superview + 240, leading: superview, width: 320, aspectRatio: "16:9" }
            - id: double
              class: UIView
              constraints: { top: superview + 440, leading: superview, height: 40, width: self.height * 2 }
            """), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
        expectRect(r["half"].frame, 0, 20, 160, 80)
        expectRect(r["ratio"].frame, 0, 120, 150, 100)
        expectRect(r["video"].frame, 0, 240, 320, 180)
        expectRect(r["double"].frame, 0, 440, 80, 40)
    }

    // MARK: Targets anywhere in the hierarchy

    static let crossHierarchy = spec("""
        - id: header
          class: UIView
          constraints: { top: superview, leading: superview, trailing: superview, height: 144 }
          subviews:
            - id: avatar
              class: UIView
              constraints: { top: superview + 54, leading: superview + 20, width: 60, height: 60 }
        - id: body
          class: UIView
          constraints: { top: header.bottom, leading: superview + 30, trailing: superview, bottom: superview }
          subviews:
            - id: name
              class: UILabel
              constraints: { centerY: avatar, leading: avatar.trailing + 8, trailing: superview - 8 }
            - id: inner
              class: UIView
              constraints: { top: superview + 20, leading: superview + 10, width: 200, height: 100 }
              subviews:
                - id: dot
                  class: UIView
                  constraints: { top: header.safeArea.top, leading: body.leading + 5, width: 10, height: root.width * 0.1 }
        """)

    @Test func targetsAcrossTheHierarchyAreComparedInTheCommonAncestor() throws {
        // iPhone X portrait. header (0, 0, 375, 144); avatar (20, 54, 60, 60) in header, so in the
        // root its centre is at y 84 and its right edge at x 80. body (30, 144, 345, 668).
        // name (a cousin of avatar, common ancestor root): centre 84 - 144 = -60 in body, height 21
        // (UILabel), y -70.5; x 80 + 8 - 30 = 58; right edge 345 - 8 = 337, width 279.
        // dot in inner (10, 20 in body, so (40, 164) in the root): body is an ancestor, its leading
        // edge is 0 in body's bounds: x 0 + 5 - 10 = -5. header.safeArea.top is header's safe-area
        // edge, 44 in header and in the root: y 44 - 164 = -120. Height root.width × 0.1 = 37.5.
        let r = try Resolved(Self.crossHierarchy, "iphone-x")
        #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
        expectRect(r["header"].frame, 0, 0, 375, 144)
        expectInsets(r["header"].safeAreaInsets, 44, 0, 0, 0)
        expectRect(r["body"].frame, 30, 144, 345, 668)
        expectRect(r["name"].frame, 58, -70.5, 279, 21)
        expectRect(r["dot"].frame, -5, -120, 10, 37.5)
    }

    @Test func aGuideOfAnotherViewMovesWithItsSafeArea() throws {
        // Landscape: header's safe area is (0, 44, 0, 44), so header.safeArea.top is 0: dot y -164.
        // avatar centre still 84 in the root; body 812 - 30 = 782 wide, name 782 - 8 - 58 = 716.
        // root.width × 0.1 = 81.2.
        let r = try Resolved(Self.crossHierarchy, "iphone-x", .landscapeLeft)
        #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
        expectRect(r["name"].frame, 58, -70.5, 716, 21)
        expectRect(r["dot"].frame, -5, -164, 10, 81.2)
    }

    @Test func aReferenceIntoScrollContentFollowsTheContentOffset() throws {
        // The scroll view (automatic, full screen on the iPhone X) adjusts its content by the 44-pt top
        // safe area: its bounds start at y -44, so content y 100 is y 144 in the root. The badge,
        // outside the scroll view, names the item inside it (common ancestor: the root).
        let r = try Resolved(Self.spec("""
            - id: scroll
              class: UIScrollView
              contentSize: { width: 375, height: 1200 }
              constraints: { edges: superview }
              subviews:
                - id: item
                  class: UIView
                  constraints: { top: superview + 100, leading: superview + 20, width: 50, height: 50 }
            - id: badge
              class: UIView
              constraints: { top: item.top, leading: item.trailing + 4, width: 10, height: 10 }
            """), "iphone-x")
        #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
        expectRect(r["item"].frame, 20, 100, 50, 50)
        expectRect(r["badge"].frame, 74, 144, 10, 10)
    }

    @Test func theScrollViewsOwnWidthIsItsFrameWidth() throws {
        // "Constraints between the edges or margins of the scroll view and its content attach to the
        // scroll view's content area. Constraints between the height, width, or centers attach to the
        // scroll view's frame" (Apple, Auto Layout Guide, "Working with Scroll Views"): the content is
        // as wide as the scroll view, 375, and the content size 375 × 1200.
        let r = try Resolved(Self.spec("""
            - id: scroll
              class: UIScrollView
              constraints: { edges: superview }
              subviews:
                - id: content
                  class: UIView
                  constraints: { edges: superview, width: scroll.width, height: 1200 }
            """), "iphone-x")
        #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
        expectRect(r["content"].frame, 0, 0, 375, 1200)
        let size = try #require(r["scroll"].scroll?.contentSize)
        #expect(abs(size.width - 375) < 0.01 && abs(size.height - 1200) < 0.01, "\(size)")
    }

    @Test func guidesOfOtherViewsAreTheirOwnSafeAreaAndMargins() throws {
        // iPhone X landscape: root safe area (0, 44, 21, 44), root margins (0, 60, 21, 60) (§1c).
        // card (20, 100, 300, 200) overlaps the left band by 24: safe area left 24, margins
        // (8, 24 + 8, 8, 8). sib: top at card's bottom margin 300 - 8 = 292, from card's leading
        // margin 20 + 32 = 52 to its trailing margin 320 - 8 = 312 (260 wide).
        // deep, in inner (10, 10 in card: (30, 110) in the root): root.safeArea.top is 0, so y -110;
        // root.margins leading is 60, so x 30; height card.margins.height = 200 - 16 = 184.
        let r = try Resolved(Self.spec("""
            - id: card
              class: UIView
              constraints: { top: superview + 100, leading: superview + 20, width: 300, height: 200 }
              subviews:
                - id: inner
                  class: UIView
                  constraints: { top: superview + 10, leading: superview + 10, width: 100, height: 50 }
                  subviews:
                    - id: deep
                      class: UIView
                      constraints: { top: root.safeArea.top, leading: root.margins, width: 5, height: card.margins.height }
            - id: sib
              class: UIView
              constraints: { top: card.margins.bottom, leading: card.margins, trailing: card.margins.trailing, height: 10 }
            """), "iphone-x", .landscapeLeft)
        #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
        expectInsets(r["card"].layoutMargins, 8, 32, 8, 8)
        expectRect(r["sib"].frame, 52, 292, 260, 10)
        expectRect(r["deep"].frame, 30, -110, 5, 184)
    }

    // MARK: Intrinsic size, hugging, compression resistance

    @Test func requiredCompressionResistanceCanConflict() throws {
        // FORMAT.md §6: "Hugging and compression resistance at 1000 are required constraints and can
        // conflict": a 200-pt label that may not be compressed cannot also be 100 wide.
        let r = try Resolved(Self.spec("""
            - id: stiff
              class: UILabel
              intrinsicContentSize: { width: 200 }
              contentCompressionResistancePriority: { horizontal: 1000 }
              constraints: { top: superview + 300, leading: superview, width: 100 }
            """), "iphone-se-3")
        let conflicts = r.layout.issues.filter { $0.kind == .conflict }
        #expect(conflicts.count == 1, "\(Self.messages(r))")
        #expect(conflicts.allSatisfy { r.spec.views[$0.view].id == "stiff" && $0.axis == .horizontal })
        #expect(conflicts.first?.message.contains("compression resistance") == true, "\(Self.messages(r))")
    }

    @Test func intrinsicContentSizeOverridesOrRemovesTheClassDefault() throws {
        // FORMAT.md §6: "{ width: 120 } on a UILabel is 120×21"; `none` removes both metrics, and the
        // label pinned by its top-left corner only is then ambiguous on both axes.
        let r = try Resolved(Self.spec("""
            - id: sized
              class: UILabel
              intrinsicContentSize: { width: 120 }
              constraints: { top: superview + 100, leading: superview + 20 }
            - id: taller
              class: UILabel
              intrinsicContentSize: { height: 40 }
              constraints: { top: superview + 200, leading: superview + 20, trailing: superview - 20 }
            """), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
        expectRect(r["sized"].frame, 20, 100, 120, 21)
        expectRect(r["taller"].frame, 20, 200, 335, 40)

        let none = try Resolved(Self.spec("""
            - id: bare
              class: UILabel
              intrinsicContentSize: none
              constraints: { top: superview + 100, leading: superview + 20 }
            """), "iphone-se-3")
        let ambiguous = none.layout.issues.filter { $0.kind == .ambiguous }
        #expect(Set(ambiguous.map(\.axis)) == [.horizontal, .vertical], "\(Self.messages(none))")
        #expect(ambiguous.allSatisfy { none.spec.views[$0.view].id == "bare" })
    }

    @Test func compressionResistanceDecidesWhichLabelShrinks() throws {
        // Two labels of 200 and 150 side by side in 375 - 16 - 8 - 16 = 335: one must give 15. The
        // title resists at 751, the detail at the default 750, so the detail shrinks to 135.
        let r = try Resolved(Self.spec("""
            - id: title
              class: UILabel
              intrinsicContentSize: { width: 200 }
              contentCompressionResistancePriority: { horizontal: 751 }
              constraints: { top: superview + 100, leading: superview + 16 }
            - id: detail
              class: UILabel
              intrinsicContentSize: { width: 150 }
              constraints: { top: superview + 100, leading: title.trailing + 8, trailing: superview - 16 }
            """), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
        expectRect(r["title"].frame, 16, 100, 200, 21)
        expectRect(r["detail"].frame, 224, 100, 135, 21)
    }

    @Test func huggingDecidesWhichLabelGrows() throws {
        // 120 + 100 in 335: 115 to give away. The title hugs at 251, the detail at 250: the detail grows.
        let r = try Resolved(Self.spec("""
            - id: title
              class: UILabel
              intrinsicContentSize: { width: 120 }
              contentHuggingPriority: { horizontal: 251 }
              constraints: { top: superview + 100, leading: superview + 16 }
            - id: detail
              class: UILabel
              intrinsicContentSize: { width: 100 }
              constraints: { top: superview + 100, leading: title.trailing + 8, trailing: superview - 16 }
            """), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
        expectRect(r["title"].frame, 16, 100, 120, 21)
        expectRect(r["detail"].frame, 144, 100, 215, 21)
    }

    // MARK: Scroll content sized by its content

    @Test func aScrollViewTakesItsContentSizeFromItsContent() throws {
        // The content is pinned to the content guide on all four edges, as wide as the frame guide
        // (375) and 1200 high: the content size is 375 × 1200.
        let r = try Resolved(Self.spec("""
            - id: scroll
              class: UIScrollView
              constraints: { edges: superview }
              subviews:
                - id: content
                  class: UIView
                  constraints: { edges: superview, width: frameGuide, height: 1200 }
            """), "iphone-x")
        #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
        let size = try #require(r["scroll"].scroll?.contentSize)
        #expect(abs(size.width - 375) < 0.01 && abs(size.height - 1200) < 0.01, "\(size)")
        expectRect(r["content"].frame, 0, 0, 375, 1200)
    }

    @Test func aViewIsSizedByItsSubviews() throws {
        // The card has no height: its label's 12 + 21 (UILabel) + 12 decides it, 45. The card starts
        // at 44 + 10 = 54 on the iPhone X, 343 wide (375 - 2 × 16); the label is 343 - 16 = 327 wide.
        let r = try Resolved(Self.spec("""
            - id: card
              class: UIView
              constraints: { top: safeArea + 10, leading: superview + 16, trailing: superview - 16 }
              subviews:
                - id: label
                  class: UILabel
                  constraints: { top: superview + 12, bottom: superview - 12, leading: superview + 8, trailing: superview - 8 }
            """), "iphone-x")
        #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
        expectRect(r["card"].frame, 16, 54, 343, 45)
        expectRect(r["label"].frame, 8, 12, 327, 21)
    }

    @Test func aViewSizedThroughItsSubviewsMarginsSettlesAtTheClamp() throws {
        // The header has no trailing constraint: its label's trailing margin sizes it. The label
        // ends where the close button (trailing 10 from the root, 44 wide, 2 after the label)
        // begins: 812 - 10 - 44 - 2 = 756 in landscape on the iPhone X. The header's right edge is
        // 756 + 16 + its own right safe-area inset, and that inset is its overlap with the 44-pt
        // band that starts at 768: each pass the header grows into the band by 4 pt more, until the
        // overlap reaches the parent's 44 (it is never more). Fixed point: 756 + 16 + 44 = 816.
        let r = try Resolved(Self.spec("""
            - id: header
              class: UIView
              layoutMargins: { top: 24, left: 16, bottom: 16, right: 16 }
              constraints: { top: superview, leading: superview }
              subviews:
                - id: label
                  class: UILabel
                  constraints: { top: margins, bottom: margins, leading: margins, trailing: margins }
            - id: close
              class: UIButton
              constraints: { trailing: superview - 10, top: superview + 18, leading: label.trailing + 2, width: 44, height: 44 }
            """), "iphone-x", .landscapeLeft)
        #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
        expectRect(r["header"].frame, 0, 0, 816, 24 + 21 + 16)
        #expect(r["header"].safeAreaInsets.right == 44)
        expectRect(r["label"].frame, 44 + 16, 24, 756 - 60, 21)
    }

    @Test func aScrollViewsContentCanBeSizedByItsOwnSubviews() throws {
        // The content view has no height: its label (21 high) with 20 above and 30 below decides it,
        // 71, and that is the scroll view's content height.
        let r = try Resolved(Self.spec("""
            - id: scroll
              class: UIScrollView
              constraints: { edges: superview }
              subviews:
                - id: content
                  class: UIView
                  constraints: { edges: superview, width: frameGuide }
                  subviews:
                    - id: label
                      class: UILabel
                      constraints: { top: superview + 20, bottom: superview - 30, leading: superview + 16, trailing: superview - 16 }
            """), "iphone-x")
        #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
        let size = try #require(r["scroll"].scroll?.contentSize)
        #expect(abs(size.width - 375) < 0.01 && abs(size.height - 71) < 0.01, "\(size)")
        expectRect(r["content"].frame, 0, 0, 375, 71)
        expectRect(r["label"].frame, 16, 20, 343, 21)
    }

    @Test func aColumnOfSubviewsChainedTopToBottomSizesTheScrollContent() throws {
        // The usual scroll view: no subview is pinned to both edges; the first is pinned to the top,
        // the second's top to the first's bottom, the last's bottom to the bottom. The content is
        // 8 + 600 + 20 + 600 + 8 = 1236 high: taller than the screen, so it scrolls, and nothing
        // conflicts. (Before the column was seen, the content came out 0 high and 'b.height: 600'
        // was reported broken.)
        let r = try Resolved(Self.spec("""
            - id: scroll
              class: UIScrollView
              constraints: { edges: superview }
              subviews:
                - id: content
                  class: UIView
                  constraints: { edges: superview, width: frameGuide }
                  subviews:
                    - { id: t, class: UIView, constraints: { top: superview + 8, leading: superview, trailing: superview, height: 600 } }
                    - { id: b, class: UIView, constraints: { top: t.bottom + 20, leading: superview, trailing: superview, bottom: superview - 8, height: 600 } }
            """), "iphone-x")
        #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
        let size = try #require(r["scroll"].scroll?.contentSize)
        #expect(abs(size.width - 375) < 0.01 && abs(size.height - 1236) < 0.01, "\(size)")
        expectRect(r["content"].frame, 0, 0, 375, 1236)
        expectRect(r["b"].frame, 0, 628, 375, 600)
    }

    @Test func labelsChainedInTheScrollViewItselfSizeItsContent() throws {
        // No content view: two labels (21 high each, UILabel's intrinsic height) chained from the
        // content guide's top to its bottom, 10 + 21 + 1500 + 21 + 10 = 1562.
        let r = try Resolved(Self.spec("""
            - id: scroll
              class: UIScrollView
              constraints: { edges: superview }
              subviews:
                - { id: first, class: UILabel, constraints: { top: superview + 10, leading: superview + 16, width: 300 } }
                - { id: last, class: UILabel, constraints: { top: first.bottom + 1500, bottom: superview - 10, leading: superview + 16, width: 300 } }
            """), "iphone-x")
        #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
        let size = try #require(r["scroll"].scroll?.contentSize)
        #expect(abs(size.height - 1562) < 0.01, "\(size)")
        expectRect(r["last"].frame, 16, 1531, 300, 21)
    }

    @Test func anAxisTheContentDoesNotSizeKeepsTheBounds() throws {
        // The column sizes the content's height (20 + 21 + 12 + 900 + 20 = 973); nothing sizes its
        // width, which is then the bounds (375), as a missing `contentSize` dimension always is.
        // (It came out 0 wide, and both views' leading and trailing were reported as a negative width.)
        let r = try Resolved(Self.spec("""
            - id: scroll
              class: UIScrollView
              constraints: { top: safeArea, bottom: safeArea, leading: safeArea, trailing: safeArea }
              subviews:
                - { id: title, class: UILabel, constraints: { top: superview + 20, leading: superview + 16, trailing: superview - 16 } }
                - { id: body, class: UIView, constraints: { top: title.bottom + 12, leading: superview + 16, trailing: superview - 16, height: 900, bottom: superview - 20 } }
            """), "iphone-x")
        #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
        let size = try #require(r["scroll"].scroll?.contentSize)
        #expect(abs(size.width - 375) < 0.01 && abs(size.height - 973) < 0.01, "\(size)")
        expectRect(r["body"].frame, 16, 53, 343, 900)
    }

    @Test func anAspectRatioSizesTheScrollingAxis() throws {
        // `aspectRatio` is written as a width, but with the width fixed by the frame guide it decides
        // the height: 375 × 3 / 2 = 562.5 is the content's height (it was the bounds, 734, with the
        // ratio reported broken). The same for a row sized by `height: self.width * 0.4`.
        let column = try Resolved(Self.spec("""
            - id: scroll
              class: UIScrollView
              constraints: { top: safeArea, bottom: safeArea, leading: safeArea, trailing: safeArea }
              subviews:
                - { id: photo, class: UIImageView, constraints: { top: superview, bottom: superview, leading: superview, width: frameGuide, aspectRatio: "2:3" } }
            """), "iphone-x")
        #expect(column.layout.issues.isEmpty, "\(Self.messages(column))")
        expectRect(column["photo"].frame, 0, 0, 375, 562.5)
        let row = try Resolved(Self.spec("""
            - id: strip
              class: UIScrollView
              contentSize: { height: 200 }
              constraints: { top: safeArea, height: 200, leading: safeArea, trailing: safeArea }
              subviews:
                - { id: banner, class: UIImageView, constraints: { top: superview, bottom: superview, leading: superview, trailing: superview, height: self.width * 0.4 } }
            """), "iphone-x")
        #expect(row.layout.issues.isEmpty, "\(Self.messages(row))")
        let size = try #require(row["strip"].scroll?.contentSize)
        #expect(abs(size.width - 500) < 0.01 && abs(size.height - 200) < 0.01, "\(size)")
    }

    @Test func aColumnWithAGapNobodySizesLeavesTheContentAtTheBounds() throws {
        // The second view's height is not given and it has no intrinsic height: nothing holds the
        // two edges apart, so the content keeps the scroll view's bounds (812) as before.
        let r = try Resolved(Self.spec("""
            - id: scroll
              class: UIScrollView
              constraints: { edges: superview }
              subviews:
                - { id: top, class: UIView, constraints: { top: superview + 10, leading: superview, width: 300, height: 100 } }
                - { id: filler, class: UIView, constraints: { top: top.bottom + 10, bottom: superview - 10, leading: superview, width: 300 } }
            """), "iphone-x")
        let size = try #require(r["scroll"].scroll?.contentSize)
        #expect(abs(size.height - 812) < 0.01, "\(size)")
        expectRect(r["filler"].frame, 0, 120, 300, 812 - 130)
    }

    @Test func aColumnPinnedToTheScrollViewsBottomFromInsideTheContentViewSizesTheContent() throws {
        // The column is inside the content view, and its last view's bottom names the scroll view
        // itself, as Interface Builder writes 'scrollView.bottom == stack.bottom': "Constraints
        // between the edges or margins of the scroll view and its content attach to the scroll
        // view's content area" (Apple, Auto Layout Guide, "Working with Scroll Views"), whatever
        // depth the content is at. The content is 8 + 100 + 900 + 16 = 1024 high and scrolls; the
        // content view, pinned to both edges of the content area, is as high. (The content size
        // was the bounds, 812, and 'tall.height: 900' was reported broken.)
        let r = try Resolved(Self.spec("""
            - id: scroll
              class: UIScrollView
              constraints: { edges: superview }
              subviews:
                - id: content
                  class: UIView
                  constraints: { edges: superview, width: frameGuide }
                  subviews:
                    - { id: header, class: UIView, constraints: { top: superview + 8, leading: superview, trailing: superview, height: 100 } }
                    - { id: tall, class: UIView, constraints: { top: header.bottom, leading: superview, trailing: superview, height: 900, bottom: scroll - 16 } }
            """), "iphone-x")
        #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
        let size = try #require(r["scroll"].scroll?.contentSize)
        #expect(abs(size.width - 375) < 0.01 && abs(size.height - 1024) < 0.01, "\(size)")
        expectRect(r["content"].frame, 0, 0, 375, 1024)
        expectRect(r["tall"].frame, 0, 108, 375, 900)
    }

    @Test func aChainThroughSeveralLevelsOfContentReachesTheScrollViewsEdges() throws {
        // Deeper still: a card in the content view, its column's first view pinned to the scroll
        // view's top by id, its last view's bottom to the card's bottom, and the card's bottom to
        // the scroll view's by id; neither the card nor the content view has a height.
        // 20 + 300 + 10 + 21 (UILabel) + 30 = 381.
        let r = try Resolved(Self.spec("""
            - id: scroll
              class: UIScrollView
              constraints: { edges: superview }
              subviews:
                - id: content
                  class: UIView
                  constraints: { edges: superview, width: frameGuide }
                  subviews:
                    - id: card
                      class: UIView
                      constraints: { top: superview, leading: superview, trailing: superview, bottom: scroll }
                      subviews:
                        - { id: photo, class: UIView, constraints: { top: scroll + 20, leading: superview, trailing: superview, height: 300 } }
                        - { id: caption, class: UILabel, constraints: { top: photo.bottom + 10, leading: superview, trailing: superview, bottom: superview - 30 } }
            """), "iphone-x")
        #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
        let size = try #require(r["scroll"].scroll?.contentSize)
        #expect(abs(size.height - 381) < 0.01, "\(size)")
        expectRect(r["card"].frame, 0, 0, 375, 381)
        expectRect(r["caption"].frame, 0, 330, 375, 21)
    }

    @Test func aGrandchildPinnedToBothEdgesWithNoSizeOfItsOwnLeavesTheContentAtTheBounds() throws {
        // The filler names the scroll view's top and bottom, but nothing gives it a height: it
        // stretches to any content size, so the content keeps the scroll view's bounds (812).
        let r = try Resolved(Self.spec("""
            - id: scroll
              class: UIScrollView
              constraints: { edges: superview }
              subviews:
                - id: content
                  class: UIView
                  constraints: { edges: superview, width: frameGuide }
                  subviews:
                    - { id: filler, class: UIView, constraints: { top: scroll + 10, bottom: scroll - 10, leading: superview, trailing: superview } }
            """), "iphone-x")
        #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
        let size = try #require(r["scroll"].scroll?.contentSize)
        #expect(abs(size.width - 375) < 0.01 && abs(size.height - 812) < 0.01, "\(size)")
        expectRect(r["filler"].frame, 0, 10, 375, 792)
    }

    // MARK: Conflicts

    @Test func constraintsThatAgreeAreNoConflict() throws {
        // A width of 120 and a width >= 120 both hold.
        let r = try Resolved(Self.spec("""
            - id: box
              class: UIView
              constraints: { top: superview + 100, leading: superview + 20, height: 44, width: [120, ">= 120"] }
            - id: pinned
              class: UIView
              constraints: { top: superview + 200, leading: superview + 20, trailing: superview - 20, width: 335, height: 44 }
            """), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(Self.messages(r))")
        expectRect(r["box"].frame, 20, 100, 120, 44)
        expectRect(r["pinned"].frame, 20, 200, 335, 44)
    }

    @Test func contradictingRequiredConstraintsAreOneConflictNamingTheBrokenOne() throws {
        // 16 + 400 + 16 > 375: the width, added last, is the one UIKit breaks; the edges are kept.
        let r = try Resolved(Self.spec("""
            - id: card
              class: UIView
              constraints: { top: superview + 100, leading: superview + 16, trailing: superview - 16, width: 400, height: 50 }
            """), "iphone-x")
        let conflicts = r.layout.issues.filter { $0.kind == .conflict }
        #expect(conflicts.count == 1, "\(Self.messages(r))")
        let conflict = try #require(conflicts.first)
        #expect(r.spec.views[conflict.view].id == "card")
        #expect(conflict.axis == .horizontal)
        #expect(conflict.message.contains("UIKit breaks 'card.width: 400'"), "\(conflict.message)")
        #expect(conflict.message.contains("'card.leading: superview + 16'"), "\(conflict.message)")
        #expect(conflict.message.contains("'card.trailing: superview - 16'"), "\(conflict.message)")
        // The conflict is on the width line of the spec (line 8, the constraints mapping's line).
        #expect(conflict.location.line == 8, "\(conflict.location)")
        // After the break the edges hold: 375 - 32.
        expectRect(r["card"].frame, 16, 100, 343, 50)
        #expect(!r.layout.issues.contains { $0.kind == .ambiguous }, "\(Self.messages(r))")
    }

    @Test func aConflictOnlyInLandscapeIsReportedOnlyThere() throws {
        // width <= 500 fits 375 but not 812 - 0 - 0 (the view spans the root in landscape).
        let yaml = Self.spec("""
            - id: bar
              class: UIView
              constraints: { top: superview, leading: superview, trailing: superview, height: 44, width: "<= 500" }
            """)
        let portrait = try Resolved(yaml, "iphone-x")
        #expect(portrait.layout.issues.isEmpty, "\(Self.messages(portrait))")
        for orientation in [Orientation.landscapeLeft, .landscapeRight] {
            let landscape = try Resolved(yaml, "iphone-x", orientation)
            let conflicts = landscape.layout.issues.filter { $0.kind == .conflict }
            #expect(conflicts.count == 1, "\(Self.messages(landscape))")
            #expect(conflicts.first?.message.contains("'bar.width: <= 500'") == true, "\(Self.messages(landscape))")
        }
        // And through the engine's per-context entry point, the same split.
        let spec = portrait.spec
        let contexts = LayoutEngine.contexts(for: spec)
        for layout in LayoutEngine.resolve(spec, in: contexts) {
            let wide = layout.screenSize.width > 500
            #expect(layout.issues.contains { $0.kind == .conflict } == wide, "\(layout.context.label): \(layout.issues.map(\.message))")
        }
    }

    @Test func aConflictNamesTheConstraintsThatPlacedTheViewsItReads() throws {
        // 'bar' is placed by the presolve (two equalities per axis), so the simplex reads its x as a
        // number; in landscape that number is the safe area's 44 pt, and 'bar.leading: safeArea' is
        // as much part of the conflict as body's two leadings.
        let yaml = Self.spec("""
            - id: bar
              class: UIView
              constraints: { top: superview, leading: safeArea, trailing: safeArea, height: 44 }
            - id: body
              class: UIView
              constraints: { top: bar.bottom, bottom: superview, trailing: superview, leading: [bar, superview] }
            """)
        #expect(try Resolved(yaml, "iphone-x").layout.issues.isEmpty)
        let landscape = try Resolved(yaml, "iphone-x", .landscapeLeft)
        let conflict = try #require(landscape.layout.issues.first { $0.kind == .conflict })
        #expect(conflict.message == "'body.leading: superview' cannot hold together with 'body.leading: bar', 'bar.leading: safeArea'; "
                + "UIKit breaks 'body.leading: superview' and keeps the others")
        // Where the finding names the contexts: after the set, before what UIKit does.
        #expect(conflict.placesAt == conflict.message.utf8.count - "; UIKit breaks 'body.leading: superview' and keeps the others".utf8.count)
        // Through a chain of presolved siblings: c sits after b, b after a; only the parts of
        // their frames the conflict reads are listed (a's and b's widths and leadings, not heights).
        let chain = try Resolved(Self.spec("""
            - { id: a, class: UIView, constraints: { top: superview, leading: safeArea, width: 10, height: 10 } }
            - { id: b, class: UIView, constraints: { top: superview, leading: a.trailing, width: 10, height: 10 } }
            - { id: c, class: UIView, constraints: { top: superview, height: 10, leading: [b.trailing, superview + 20], width: 10 } }
            """), "iphone-x", .landscapeLeft)
        #expect(chain.layout.issues.map(\.message) == ["'c.leading: superview + 20' cannot hold together with 'c.leading: b.trailing', "
                + "'b.leading: a.trailing', 'b.width: 10', 'a.leading: safeArea', 'a.width: 10'; UIKit breaks 'c.leading: superview + 20' and keeps the others"])
    }

    // MARK: explain

    @Test func explainShowsEachConstraintsFate() throws {
        // The card's width is broken (the conflict above); the wish list: ">= 180" decides the width
        // (active), "150 @ low" loses by 30, and the label is compressed from 200 to 135 (see
        // compressionResistanceDecidesWhichLabelShrinks).
        let r = try Resolved(Self.spec("""
            - id: card
              class: UIView
              constraints: { top: superview + 100, leading: superview + 16, trailing: superview - 16, width: 400, height: 50 }
            - id: wide
              class: UIView
              constraints: { top: superview + 200, leading: superview + 20, height: 50, width: [">= 180", "150 @ low"] }
            - id: title
              class: UILabel
              intrinsicContentSize: { width: 200 }
              contentCompressionResistancePriority: { horizontal: 751 }
              constraints: { top: superview + 300, leading: superview + 16 }
            - id: detail
              class: UILabel
              intrinsicContentSize: { width: 150 }
              constraints: { top: superview + 300, leading: title.trailing + 8, trailing: superview - 16 }
            """), "iphone-x")
        let card = ConstraintReport.statuses(of: try #require(r.spec.index(of: "card")), spec: r.spec, layout: r.layout)
        #expect(card.map(\.text) == ["top: superview + 100", "leading: superview + 16", "trailing: superview - 16", "width: 400", "height: 50"])
        #expect(card.map(\.state) == [.satisfied, .satisfied, .satisfied, .broken, .satisfied])
        let wide = ConstraintReport.statuses(of: try #require(r.spec.index(of: "wide")), spec: r.spec, layout: r.layout)
        let width = wide.filter { $0.text.hasPrefix("width") }
        #expect(width.map(\.state) == [.active, .unsatisfied(by: 30)])
        #expect(width.map(\.priority) == [1000, 250])
        let detail = ConstraintReport.intrinsic(of: try #require(r.spec.index(of: "detail")), spec: r.spec, layout: r.layout)
        let horizontal = try #require(detail.first { $0.axis == .horizontal })
        #expect(horizontal.intrinsic == 150)
        #expect(abs(horizontal.actual - 135) < 0.01)
        #expect(horizontal.compression == 750)
    }

    // MARK: Ambiguity

    @Test func tooFewConstraintsAreAmbiguous() throws {
        // A plain view (no intrinsic size) with only its top-left corner: width and height unknown.
        let r = try Resolved(Self.spec("""
            - id: box
              class: UIView
              constraints: { top: superview + 100, leading: superview + 20 }
            """), "iphone-se-3")
        let ambiguous = r.layout.issues.filter { $0.kind == .ambiguous }
        #expect(Set(ambiguous.map(\.axis)) == [.horizontal, .vertical], "\(Self.messages(r))")
        #expect(ambiguous.contains { $0.message.contains("'box'") && $0.message.contains("width") }, "\(Self.messages(r))")
        #expect(ambiguous.contains { $0.message.contains("'box'") && $0.message.contains("height") }, "\(Self.messages(r))")
        #expect(!r.layout.issues.contains { $0.kind == .conflict })
    }

    @Test func aTieBetweenEqualPrioritiesIsAmbiguous() throws {
        // 100 @ 500 and 200 @ 500 pull apart with equal force: any width in [100, 200] is as good.
        let r = try Resolved(Self.spec("""
            - id: box
              class: UIView
              constraints: { top: superview + 100, leading: superview + 20, height: 50, width: ["100 @ 500", "200 @ 500"] }
            """), "iphone-se-3")
        let ambiguous = r.layout.issues.filter { $0.kind == .ambiguous }
        #expect(ambiguous.count == 1, "\(Self.messages(r))")
        #expect(ambiguous.first?.axis == .horizontal)
        #expect(ambiguous.first.map { r.spec.views[$0.view].id } == "box")
    }

    @Test func twoLabelsBetweenEdgesWithEqualHuggingAreATieNotAMissingConstraint() throws {
        // t1 under the box's top, t2 under t1 and over the box's bottom: 21 + 8 + 21 pt in a box
        // hundreds of points high, both labels hugging at 250. Every edge is pinned: the open
        // question is which label stretches.
        let r = try Resolved(Self.spec("""
            - id: box
              class: UIView
              constraints: { top: safeArea + 20, bottom: safeArea - 20, leading: safeArea + 20, trailing: safeArea - 20 }
              subviews:
                - { id: t1, class: UILabel, constraints: { top: superview, leading: superview, trailing: superview } }
                - { id: t2, class: UILabel, constraints: { top: t1.bottom + 8, bottom: superview, leading: superview, trailing: superview } }
            """), "iphone-x")
        let ambiguous = r.layout.issues.filter { $0.kind == .ambiguous }
        #expect(ambiguous.map { r.spec.views[$0.view].id } == ["t1", "t2"], "\(Self.messages(r))")
        let cause = "'t1' and 't2' have the same vertical content hugging priority (250), so Auto Layout cannot tell which of "
            + "them stretches to fill the space; raise one view's vertical contentHuggingPriority (e.g. to 251) so the other "
            + "one stretches, or give one of them a height"
        #expect(ambiguous.map(\.message) == ["'t1': " + cause, "'t2': " + cause])
        #expect(ambiguous.allSatisfy { $0.isPriorityTie })
    }

    @Test func aTieInCompressionResistanceSaysWhichShrinks() throws {
        // Two 200-pt labels side by side in 375 - 32 - 8 = 335 pt, both resisting compression at
        // 750: one of them must shrink by 65 pt, and nothing says which.
        let r = try Resolved(Self.spec("""
            - { id: a, class: UILabel, intrinsicContentSize: { width: 200 }, constraints: { top: superview + 100, leading: superview + 16 } }
            - { id: b, class: UILabel, intrinsicContentSize: { width: 200 }, constraints: { top: superview + 100, leading: a.trailing + 8, trailing: superview - 16 } }
            """), "iphone-se-3")
        let ambiguous = r.layout.issues.filter { $0.kind == .ambiguous }
        #expect(ambiguous.map { r.spec.views[$0.view].id } == ["a", "b"], "\(Self.messages(r))")
        #expect(ambiguous.allSatisfy { $0.message.hasSuffix("'a' and 'b' have the same horizontal compression resistance priority (750), "
            + "so Auto Layout cannot tell which of them shrinks to fit; raise one view's horizontal "
            + "contentCompressionResistancePriority (e.g. to 751) so the other one shrinks, or give one of them a width") },
            "\(Self.messages(r))")
    }

    @Test func aTieAtTheTopPriorityAdvisesLoweringOne() throws {
        // Two wrapping labels resisting compression at a written 1000 (it counts as 999: they
        // wrap), side by side in too little room: the example priority stays within 1...1000.
        let r = try Resolved(Self.spec("""
            - { id: a, class: UILabel, numberOfLines: 0, intrinsicContentSize: { width: 200 }, contentCompressionResistancePriority: { horizontal: 1000 },
                constraints: { top: superview + 100, leading: superview + 16 } }
            - { id: b, class: UILabel, numberOfLines: 0, intrinsicContentSize: { width: 200 }, contentCompressionResistancePriority: { horizontal: 1000 },
                constraints: { top: superview + 100, leading: a.trailing + 8, trailing: superview - 16 } }
            """), "iphone-se-3")
        let ambiguous = r.layout.issues.filter { $0.kind == .ambiguous }
        #expect(ambiguous.map { r.spec.views[$0.view].id } == ["a", "b"], "\(Self.messages(r))")
        #expect(ambiguous.allSatisfy { $0.message.hasSuffix("have the same horizontal compression resistance priority (1000), so Auto Layout "
            + "cannot tell which of them shrinks to fit; lower one view's horizontal contentCompressionResistancePriority (e.g. to 999) "
            + "so that one shrinks, or give one of them a width") }, "\(Self.messages(r))")
    }

    @Test func aTieOfThreeAtTheLowestPriorityAdvisesRaisingTheOthers() throws {
        // Three labels hugging at 1 across a row with room to spare: "lower than 1" does not exist.
        let r = try Resolved(Self.spec("""
            - { id: a, class: UILabel, intrinsicContentSize: { width: 50 }, contentHuggingPriority: { horizontal: 1 }, constraints: { top: superview + 100, leading: superview + 16 } }
            - { id: b, class: UILabel, intrinsicContentSize: { width: 50 }, contentHuggingPriority: { horizontal: 1 }, constraints: { top: superview + 100, leading: a.trailing + 8 } }
            - { id: c, class: UILabel, intrinsicContentSize: { width: 50 }, contentHuggingPriority: { horizontal: 1 }, constraints: { top: superview + 100, leading: b.trailing + 8, trailing: superview - 16 } }
            """), "iphone-se-3")
        let ambiguous = r.layout.issues.filter { $0.kind == .ambiguous }
        #expect(!ambiguous.isEmpty && ambiguous.allSatisfy { $0.message.hasSuffix("give all but the one that should stretch a higher horizontal "
            + "contentHuggingPriority (e.g. 2), or give all but one of them a width") }, "\(Self.messages(r))")
    }

    @Test func aMissingConstraintIsNotATieEvenWithIntrinsicSizes() throws {
        // Two labels with nothing on the vertical axis: each is free to move, whatever their
        // hugging; the advice is the missing constraint.
        let r = try Resolved(Self.spec("""
            - { id: a, class: UILabel, constraints: { leading: superview + 16, trailing: superview - 16 } }
            - { id: b, class: UILabel, constraints: { leading: superview + 16, trailing: superview - 16 } }
            """), "iphone-se-3")
        #expect(Self.messages(r) == ["'a': it has no vertical constraint; add top, bottom, height or centerY",
                                     "'b': it has no vertical constraint; add top, bottom, height or centerY"])
        #expect(!r.layout.issues.contains { $0.isPriorityTie })
    }

    @Test func aCentreWithoutASizeLeavesTheSizeOpenNotThePosition() throws {
        // centerY fixes the centre; the height is what is open (as in a player xib's button). The
        // advice leaves out the centerY it has.
        let r = try Resolved(Self.spec("""
            - id: g
              class: UIView
              constraints: { centerY: superview, leading: safeArea, width: 10 }
            """), "iphone-x")
        #expect(Self.messages(r) == ["'g': its vertical constraints (centerY) leave its height open; add top, bottom or height"])
        // A size without a position: the position is open, and the advice leaves out the width.
        let w = try Resolved(Self.spec("""
            - id: g
              class: UIView
              constraints: { top: superview + 100, height: 10, width: 10 }
            """), "iphone-x")
        #expect(Self.messages(w) == ["'g': its horizontal constraints (width) leave its horizontal position open; add leading, trailing or centerX"])
        // Nothing that fixes a position, only an inequality: both the position and the size are open.
        let both = try Resolved(Self.spec("""
            - id: g
              class: UIView
              constraints: { top: superview + 100, height: 10, leading: ">= superview + 8" }
            """), "iphone-x")
        #expect(Self.messages(both) == ["'g': its horizontal constraints (leading) leave its horizontal position and width open; "
            + "pin it with leading, trailing, width or centerX, or make its inequality (leading) an equality"])
    }

    // MARK: Ambiguity from one device to the next

    /// The layouts `insetlint lint` makes: one resolver, context after context, in the order given
    /// (each solve starts from the basis the one before left).
    static func inTurn(_ yaml: String, _ devices: [String]) throws -> (spec: ScreenSpec, layouts: [ResolvedLayout], fresh: [ResolvedLayout]) {
        let options = DecodeOptions(knownDevices: DeviceCatalog.acceptedNames, knownRules: [])
        let spec = try SpecDecoder.decode(Array(yaml.utf8), options: options)
        let plan = LayoutPlan(spec)
        var resolver = LayoutResolver(plan)
        var layouts: [ResolvedLayout] = [], fresh: [ResolvedLayout] = []
        for device in devices {
            let context = LayoutContext(device: try #require(DeviceCatalog.device(named: device)), orientation: .portrait)
            layouts.append(resolver.resolve(in: context))
            fresh.append(plan.resolve(in: context))
        }
        return (spec, layouts, fresh)
    }

    /// Each ambiguity's view id and message, and whether it is a priority tie.
    static func ambiguities(_ layout: ResolvedLayout, _ spec: ScreenSpec) -> [(view: String, message: String, tie: Bool)] {
        layout.issues.filter { $0.kind == .ambiguous }.map { (spec.views[$0.view].id, $0.message, $0.isPriorityTie) }
    }

    /// The same issues as layouts solved from scratch on each device.
    static func expectSameIssues(_ layouts: [ResolvedLayout], _ fresh: [ResolvedLayout], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for (reused, alone) in zip(layouts, fresh) {
            #expect(reused.issues.map(\.message).sorted() == alone.issues.map(\.message).sorted(), "\(reused.context.label)",
                    sourceLocation: sourceLocation)
        }
    }

    /// Two labels side by side between the screen's edges: 16 + w + 8 + w + 16.
    static func labelRow(width: Double, huggingA: Int = 250) -> String {
        spec("""
            - { id: a, class: UILabel, intrinsicContentSize: { width: \(Constraint.number(width)) }, contentHuggingPriority: { horizontal: \(huggingA) }, constraints: { top: superview + 100, leading: superview + 16 } }
            - { id: b, class: UILabel, intrinsicContentSize: { width: \(Constraint.number(width)) }, constraints: { top: superview + 100, leading: a.trailing + 8, trailing: superview - 16 } }
            """)
    }

    /// Labels that exactly fill the first device, and must stretch or shrink on the second.
    static let ties: [(width: Double, devices: [String], cause: String)] = [
        // 16 + 167.5 + 8 + 167.5 + 16 = 375: they fill an iPhone SE; on an iPhone 8 Plus (414 pt)
        // they must stretch by 39 pt between them, with equal hugging (250).
        (167.5, ["iphone-se-3", "iphone-8-plus"],
         "'a' and 'b' have the same horizontal content hugging priority (250), so Auto Layout cannot tell which of them stretches to fill the space"),
        // 16 + 187 + 8 + 187 + 16 = 414: they fill an iPhone 8 Plus; on an iPhone SE one of them must
        // shrink by 39 pt, with equal compression resistance (750). From the 8 Plus's basis the
        // simplex moves the tie by a hugging constraint at rest: the tie is named by what the labels do.
        (187, ["iphone-8-plus", "iphone-se-3"],
         "'a' and 'b' have the same horizontal compression resistance priority (750), so Auto Layout cannot tell which of them shrinks to fit"),
    ]

    @Test(arguments: ties) func aTieIsFoundOnTheNextDeviceAfterOneWhereTheLabelsJustFit(_ width: Double, _ devices: [String], _ cause: String) throws {
        // Auto Layout cannot tell which label takes the difference. The first device's basis, kept
        // for the second, once hid the tie: which directions were blocked was worked out on the first
        // device's numbers and kept with the basis.
        let (spec, layouts, fresh) = try Self.inTurn(Self.labelRow(width: width), devices)
        #expect(Self.ambiguities(layouts[0], spec).isEmpty, "\(Self.ambiguities(layouts[0], spec))")
        let found = Self.ambiguities(layouts[1], spec)
        #expect(found.map(\.view) == ["a", "b"], "\(found)")
        #expect(found.allSatisfy { $0.tie && $0.message.contains(cause) }, "\(found)")
        Self.expectSameIssues(layouts, fresh)
    }

    @Test func unequalHuggingDecidesWhichLabelStretchesOnEveryDevice() throws {
        // 'a' hugs at 251: 'b', hugging less, takes the extra width ("the view with the lower
        // content hugging priority stretches", Auto Layout Guide) — on a wide device, on the SE they
        // fit exactly, and in either order.
        for devices in [["iphone-se-3", "iphone-8-plus", "ipad-pro-11"], ["ipad-pro-11", "iphone-8-plus", "iphone-se-3"]] {
            let (spec, layouts, _) = try Self.inTurn(Self.labelRow(width: 167.5, huggingA: 251), devices)
            for layout in layouts {
                #expect(Self.ambiguities(layout, spec).isEmpty, "\(layout.context.label): \(Self.ambiguities(layout, spec))")
                let a = layout.views[spec.index(of: "a")!].frame, b = layout.views[spec.index(of: "b")!].frame
                #expect(abs(a.width - 167.5) < 0.01, "\(layout.context.label)")
                #expect(abs(b.maxX - (layout.screenSize.width - 16)) < 0.01 && b.width >= 167.5 - 0.01, "\(layout.context.label)")
            }
        }
    }

    static let inequalityWithRoom = spec("""
        - { id: box, class: UIView, constraints: { top: superview + 100, height: 40, leading: superview + 20, width: ">= 335", trailing: "<= superview - 20" } }
        """)

    @Test func anInequalityWithRoomIsAmbiguousOnAWiderDeviceAfterOneWhereItIsTight() throws {
        // On the SE the width is 335 exactly (20 + 335 + 20 = 375): decided. On the 8 Plus it may be
        // anything from 335 to 374: Xcode calls that ambiguous, whichever device was solved first.
        for devices in [["iphone-se-3", "iphone-8-plus"], ["iphone-8-plus", "iphone-se-3"]] {
            let (spec, layouts, fresh) = try Self.inTurn(Self.inequalityWithRoom, devices)
            for layout in layouts {
                let found = Self.ambiguities(layout, spec)
                if layout.context.device.id == "iphone-se-3" {
                    #expect(found.isEmpty, "\(devices): \(found)")
                } else {
                    #expect(found.map(\.view) == ["box"], "\(devices): \(found)")
                    #expect(found.map(\.message) == ["'box': its horizontal constraints (leading, width, trailing) leave its width open; "
                        + "pin it with trailing, width or centerX, or make one of its inequalities (width, trailing) an equality"], "\(found)")
                    #expect(found.allSatisfy { !$0.tie })
                    #expect(layout.issues.allSatisfy { $0.axis == .horizontal })
                }
            }
            Self.expectSameIssues(layouts, fresh)
        }
    }

    @Test func decidedInequalitiesStaySilentOnEveryDevice() throws {
        // A label under a cap, or a button over a floor, is held at its intrinsic width (its text's:
        // given here, as the format knows no text) by hugging and compression resistance; a floor
        // under a width two edges fix does nothing; a cap that a label too long for any screen pushes
        // against is tight (compression resistance, 750, gives way). None of them leaves anything
        // open, on any device, in either order.
        let yaml = Self.spec("""
            - { id: capped, class: UILabel, intrinsicContentSize: { width: 120 }, constraints: { top: superview + 100, leading: superview + 16, width: "<= 300" } }
            - { id: floored, class: UIButton, intrinsicContentSize: { width: 60 }, constraints: { top: superview + 200, leading: superview + 16, width: ">= 44" } }
            - { id: pinned, class: UIView, constraints: { top: superview + 300, height: 40, leading: superview + 20, trailing: superview - 20, width: ">= 100" } }
            - { id: pushed, class: UILabel, intrinsicContentSize: { width: 1200 }, constraints: { top: superview + 400, leading: superview + 20, trailing: "<= superview - 20" } }
            """)
        for devices in [["iphone-se-3", "iphone-8-plus", "ipad-pro-11"], ["ipad-pro-11", "iphone-8-plus", "iphone-se-3"]] {
            let (spec, layouts, _) = try Self.inTurn(yaml, devices)
            for layout in layouts {
                #expect(Self.ambiguities(layout, spec).isEmpty, "\(layout.context.label): \(Self.ambiguities(layout, spec))")
            }
        }
    }

    // MARK: One resolver, context after context

    @Test func aResolverReusedAcrossContextsMatchesFreshLayouts() throws {
        // The system is re-solved per context with new parameter values (safe areas, margins, the
        // root's size); a context must not inherit anything else from the one before it, conflicts and
        // ties included. Landscape and portrait alternate so the landscape-only conflict comes and goes.
        let specs = [
            Self.sendRow, Self.crossHierarchy,
            Self.spec("""
                - id: bar
                  class: UIView
                  constraints: { top: superview, leading: superview, trailing: superview, height: 44, width: "<= 500" }
                - id: tie
                  class: UIView
                  constraints: { top: superview + 100, leading: superview + 20, height: 50, width: ["100 @ 500", "200 @ 500"] }
                - id: banner
                  class: UIView
                  constraints: { top: [">= safeArea + 8", "superview @ low"], leading: margins, trailing: margins, height: 40 }
                """),
        ]
        let options = DecodeOptions(knownDevices: DeviceCatalog.acceptedNames, knownRules: [])
        var contexts: [LayoutContext] = []
        for device in ["iphone-x", "iphone-se-3", "ipad-pro-11", "iphone-15-pro-max"] {
            let d = try #require(DeviceCatalog.device(named: device))
            contexts += [LayoutContext(device: d, orientation: .landscapeLeft), LayoutContext(device: d, orientation: .portrait),
                         LayoutContext(device: d, orientation: .landscapeRight)]
        }
        for yaml in specs {
            let spec = try SpecDecoder.decode(Array(yaml.utf8), options: options)
            let plan = LayoutPlan(spec)
            var resolver = LayoutResolver(plan)
            for context in contexts + contexts.reversed() {
                let reused = resolver.resolve(in: context)
                let fresh = plan.resolve(in: context)
                for v in spec.views.indices {
                    let f = reused.views[v].frame, g = fresh.views[v].frame
                    let same = abs(f.x - g.x) < 0.001 && abs(f.y - g.y) < 0.001
                        && abs(f.width - g.width) < 0.001 && abs(f.height - g.height) < 0.001
                    #expect(same, "\(context.label) '\(spec.views[v].id)': reused \(f), fresh \(g)")
                }
                #expect(reused.issues.map(\.message).sorted() == fresh.issues.map(\.message).sorted(), "\(context.label)")
                resolver.recycle(reused)
            }
        }
    }

    // MARK: The presolve agrees with the simplex

    static let equivalenceDevices = ["iphone-se-3", "iphone-x", "iphone-15-pro-max", "ipad-pro-11"]

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func examples() throws -> [(name: String, yaml: String)] {
        let dir = repository.appendingPathComponent("Examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".yaml") }.sorted()
        return try files.map { ($0, try String(contentsOf: dir.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test func thePresolveGivesTheSimplexsFrames() throws {
        let inline = [
            ("send row", Self.sendRow), ("cross hierarchy", Self.crossHierarchy),
            ("stack", StackViewTests.spec(axis: .horizontal, distribution: "equalSpacing",
                                          [StackViewTests.Item(id: "a", along: 40, across: 20), StackViewTests.Item(id: "b", along: 60, across: 20)])),
            ("siblings", Self.spec("""
                - id: header
                  class: UIView
                  constraints: { top: safeArea, leading: safeArea, trailing: safeArea, height: 60 }
                - id: list
                  class: UITableView
                  constraints: { top: header.bottom, leading: superview, trailing: superview, bottom: superview }
                - id: badge
                  class: UILabel
                  constraints: { centerX: header, top: header.bottom + 8 }
                """)),
            ("margins", Self.spec("""
                - id: card
                  class: UIView
                  constraints: { top: margins, leading: readableContent, trailing: readableContent, height: 200 }
                  subviews:
                    - id: title
                      class: UILabel
                      constraints: { top: margins, leading: margins, trailing: margins }
                """)),
        ]
        let all = try Self.examples() + inline
        #expect(all.count >= 20)
        // The Examples' suppressions name rules: the rule ids are the names of the generated Rules/*.md.
        let rules = try FileManager.default.contentsOfDirectory(atPath: Self.repository.appendingPathComponent("Rules").path)
            .filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }
        let options = DecodeOptions(knownDevices: DeviceCatalog.acceptedNames, knownRules: Set(rules))
        for (name, yaml) in all {
            let spec = try SpecDecoder.decode(Array(yaml.utf8), options: options)
            let presolved = LayoutPlan(spec), simplex = LayoutPlan(spec, presolve: false)
            for device in Self.equivalenceDevices {
                let d = try #require(DeviceCatalog.device(named: device))
                for orientation in [Orientation.portrait, .landscapeLeft] {
                    let context = LayoutContext(device: d, orientation: orientation)
                    let a = presolved.resolve(in: context), b = simplex.resolve(in: context)
                    for v in spec.views.indices where !a.views[v].isHidden {
                        let f = a.views[v].frame, g = b.views[v].frame
                        let same = abs(f.x - g.x) < 0.001 && abs(f.y - g.y) < 0.001
                            && abs(f.width - g.width) < 0.001 && abs(f.height - g.height) < 0.001
                        #expect(same, "\(name) \(context.label) '\(spec.views[v].id)': presolve \(f), simplex \(g)")
                    }
                }
            }
        }
    }

    /// A switch held at its intrinsic height by hugging (250) decides a box's height, and the box's
    /// button, whose height follows the box's (its edges, or its safe area's height), resists being
    /// compressed (750). Written two ways: the button's two edges to the box, or its centre and a
    /// height from the box's safe area (the box sits below the notch band: its safe area is its bounds).
    static let childPullsOnItsParent: [(name: String, button: String)] = [
        ("edges", "{ top: superview + 2, bottom: superview - 2, leading: superview, trailing: superview }"),
        ("safe area", "{ centerY: superview, height: safeArea - 4, leading: superview, trailing: superview }"),
    ]

    @Test(arguments: childPullsOnItsParent) func aChildsCompressionResistanceGrowsItsParentAgainstASiblingsHugging(_ name: String, _ button: String) throws {
        // The switch's height h sets the box's: its bottom is the switch's bottom - 10, its top 200,
        // so h - 20; the button's is the box's less 4, h - 24. Auto Layout solves the hierarchy's
        // constraints together, "in priority order from highest to lowest" (Apple, Auto Layout Guide,
        // "Anatomy of a Constraint"): at 750 the button's compression resistance holds it at 34 (h at
        // least 58), then at 250 the switch's hugging keeps h as small as that allows, 58. Placing
        // the switch first at its own 31 pt and the box and button inside it (as a presolve of each
        // view's required equalities once did) compressed the button to 7 pt instead.
        let yaml = Self.spec("""
            - id: toggle
              class: UISwitch
              constraints: { top: superview + 190, leading: superview + 20 }
            - id: box
              class: UIView
              constraints: { top: superview + 200, bottom: toggle.bottom - 10, leading: superview + 100, width: 100 }
              subviews:
                - id: button
                  class: UIButton
                  constraints: \(button)
            """)
        let r = try Resolved(yaml, "iphone-x")
        #expect(r.layout.issues.isEmpty, "\(name): \(Self.messages(r))")
        expectRect(r["toggle"].frame, 20, 190, 51, 58)
        expectRect(r["box"].frame, 100, 200, 100, 38)
        expectRect(r["button"].frame, 0, 2, 100, 34)
    }

    /// A label of more than one line wraps to the width it is given: its horizontal compression
    /// resistance, even at 1000 (as Interface Builder files carry it), never conflicts with the room
    /// there is; a single-line label's does.
    @Test func aWrappingLabelsWidthGivesWayToTheRoomThereIs() throws {
        func spec(lines: Int) -> String {
            """
            insetlint: 1
            screen: Menu
            devices: [iphone-se-3]
            orientations: [portrait]
            viewController:
              view:
                subviews:
                  - id: box
                    class: UIView
                    constraints: { top: safeArea + 20, leading: superview + 20, width: 280, height: 80 }
                    subviews:
                      - id: title
                        class: UILabel
                        numberOfLines: \(lines)
                        intrinsicContentSize: { width: 300, height: 42 }
                        contentCompressionResistancePriority: { horizontal: 1000 }
                        constraints: { top: superview + 8, leading: superview + 16, trailing: superview - 16 }
            """
        }
        let wrapping = try Resolved(spec(lines: 0), "iphone-se-3")
        #expect(!wrapping.layout.issues.contains { $0.kind == .conflict }, "\(wrapping.layout.issues)")
        expectRect(wrapping["title"].frame, 16, 8, 248, 42)
        let single = try Resolved(spec(lines: 1), "iphone-se-3")
        #expect(single.layout.issues.contains { $0.kind == .conflict && $0.message.contains("compression resistance") }, "\(single.layout.issues)")
    }
}

