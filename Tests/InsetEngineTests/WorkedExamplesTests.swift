import InsetEngine
import ScreenModel
import Testing

/// UIKIT.md §7 worked examples, exact within 0.01 pt.
@Suite struct WorkedExamplesTests {
    static let bareFill = """
        insetlint: 1
        screen: Bare
        viewController:
          view:
            subviews:
              - id: fill
                class: UIView
                constraints: { edges: superview }
        """

    @Test func example1_iPhone8PortraitBareRootAndMargins() throws {
        let r = try Resolved(Self.bareFill, "iphone-se-3")
        expectInsets(r["root"].safeAreaInsets, 20, 0, 0, 0)
        expectInsets(r["root"].layoutMargins, 20, 16, 0, 16)
    }

    @Test func example3_iPhoneXPortraitFillPinnedToEdges() throws {
        let r = try Resolved(Self.bareFill, "iphone-x")
        expectInsets(r["root"].safeAreaInsets, 44, 0, 34, 0)
        expectInsets(r["fill"].safeAreaInsets, 44, 0, 34, 0)
    }

    @Test(arguments: [Orientation.landscapeLeft, .landscapeRight])
    func example4_iPhoneXLandscapeIsSymmetric(_ orientation: Orientation) throws {
        let r = try Resolved(Self.bareFill, "iphone-x", orientation)
        expectInsets(r["root"].safeAreaInsets, 0, 44, 21, 44)
        expectInsets(r["fill"].safeAreaInsets, 0, 44, 21, 44)
        #expect(r.layout.screenSize == Size(width: 812, height: 375))
    }

    @Test func example9_iPhone8NavigationControllerInnerMovedDown10() throws {
        let r = try Resolved("""
            insetlint: 1
            screen: S4
            navigationController: {}
            viewController:
              view:
                subviews:
                  - id: container
                    class: UIView
                    constraints: { edges: superview }
                    subviews:
                      - id: inner
                        class: UIView
                        constraints: { top: superview + 10, leading: superview, trailing: superview, bottom: superview }
            """, "iphone-se-3")
        #expect(abs(r["root"].safeAreaInsets.top - 64) < 0.01)
        #expect(abs(r["container"].safeAreaInsets.top - 64) < 0.01)
        #expect(abs(r["inner"].safeAreaInsets.top - 54) < 0.01)
    }

    static let tabNavTable = """
        insetlint: 1
        screen: Feed
        tabBarController: {}
        navigationController: {}
        viewController:
          view:
            subviews:
              - id: table
                class: UITableView
                contentSize: { height: 3000 }
                constraints: { edges: superview }
        """

    @Test func example10_tabBarNavigationContentRoot() throws {
        let r = try Resolved(Self.tabNavTable, "iphone-x")
        expectInsets(r["root"].safeAreaInsets, 88, 0, 83, 0)
        #expect(r.layout.bars.map(\.kind) == [.navigationBar, .tabBar])
        expectRect(r.layout.bars[0].frame, 0, 44, 375, 44)
        expectRect(r.layout.bars[1].frame, 0, 729, 375, 83)
    }

    @Test func example11_fullScreenTableAutomatic() throws {
        let r = try Resolved(Self.tabNavTable, "iphone-x")
        expectInsets(r["table"].safeAreaInsets, 88, 0, 83, 0)
        let scroll = try #require(r["table"].scroll)
        #expect(scroll.behavior == .automatic)
        expectInsets(scroll.adjustedContentInset, 88, 0, 83, 0)
    }

    @Test func example12_contentInsetAddsToTheSafeArea() throws {
        let yaml = Self.tabNavTable.replacingOccurrences(of: "contentSize: { height: 3000 }",
                                                         with: "contentSize: { height: 3000 }\n        contentInset: { top: 10, left: 10, bottom: 10, right: 10 }")
        let r = try Resolved(yaml, "iphone-x")
        expectInsets(try #require(r["table"].scroll).adjustedContentInset, 98, 10, 93, 10)
    }

    static func shortScroll(_ extra: String, vcExtra: String = "") -> String {
        """
        insetlint: 1
        screen: Short
        navigationController: {}
        viewController:
          \(vcExtra.isEmpty ? "automaticallyAdjustsScrollViewInsets: true" : vcExtra)
          view:
            subviews:
              - id: scroll
                class: UIScrollView
                constraints: { edges: superview }
                \(extra)
        """
    }

    @Test func example17_behaviorsOnShortContent() throws {
        let automatic = try Resolved(Self.shortScroll("alwaysBounceVertical: false"), "iphone-x")
        expectInsets(try #require(automatic["scroll"].scroll).adjustedContentInset, 88, 0, 34, 0)

        let axes = try Resolved(Self.shortScroll("contentInsetAdjustmentBehavior: scrollableAxes"), "iphone-x")
        expectInsets(try #require(axes["scroll"].scroll).adjustedContentInset, 0, 0, 0, 0)

        let bouncing = try Resolved(Self.shortScroll("contentInsetAdjustmentBehavior: scrollableAxes\n        alwaysBounceVertical: true"), "iphone-x")
        expectInsets(try #require(bouncing["scroll"].scroll).adjustedContentInset, 88, 0, 34, 0)

        let flagOff = try Resolved(Self.shortScroll("alwaysBounceVertical: false", vcExtra: "automaticallyAdjustsScrollViewInsets: false"), "iphone-x")
        expectInsets(try #require(flagOff["scroll"].scroll).adjustedContentInset, 0, 0, 0, 0)
    }

    @Test func example18_neverPropagatesTheSafeAreaToContent() throws {
        let r = try Resolved("""
            insetlint: 1
            screen: Never
            navigationController: {}
            viewController:
              view:
                subviews:
                  - id: scroll
                    class: UIScrollView
                    contentInsetAdjustmentBehavior: never
                    constraints: { edges: superview }
                    subviews:
                      - id: label
                        class: UILabel
                        constraints: { top: superview, leading: superview, trailing: superview }
            """, "iphone-x")
        expectInsets(try #require(r["scroll"].scroll).adjustedContentInset, 0, 0, 0, 0)
        expectInsets(r["label"].safeAreaInsets, 88, 0, 0, 0)
    }

    @Test func example23_additionalInsetsAndTheParentClamp() throws {
        let r = try Resolved("""
            insetlint: 1
            screen: Additional
            tabBarController: {}
            viewController:
              additionalSafeAreaInsets: { top: 20, left: 30, bottom: 0, right: 10 }
              view:
                subviews:
                  - id: a
                    class: UIView
                    constraints: { edges: safeArea }
                  - id: b
                    class: UIView
                    frame: [100, 300, 400, 100]
            """, "iphone-x")
        expectInsets(r["root"].safeAreaInsets, 64, 30, 83, 10)
        expectInsets(r["a"].safeAreaInsets, 0, 0, 0, 0)
        // b runs 125 pt past the right edge; R4 clamps its right inset at the parent's 10.
        expectInsets(r["b"].safeAreaInsets, 0, 0, 0, 10)
    }

    @Test func example25_childControllerOverlapsParentAdditionalInset() throws {
        let r = try Resolved("""
            insetlint: 1
            screen: Container
            viewController:
              additionalSafeAreaInsets: { bottom: 80 }
              view:
                subviews:
                  - id: child
                    class: UIView
                    viewController: {}
                    constraints: { top: superview, leading: superview, trailing: superview, bottom: superview - 30 }
            """, "iphone-se-3")
        expectInsets(r["root"].safeAreaInsets, 20, 0, 80, 0)
        #expect(abs(r["child"].safeAreaInsets.bottom - 50) < 0.01)
    }

    @Test func example34_coverWebViewSwitchesToNever() throws {
        let r = try Resolved("""
            insetlint: 1
            screen: Web
            tabBarController: {}
            navigationController: {}
            viewController:
              view:
                subviews:
                  - id: web
                    class: WKWebView
                    page: { viewportFit: cover }
                    constraints: { edges: superview }
            """, "iphone-x")
        let scroll = try #require(r["web"].scroll)
        #expect(scroll.behavior == .never)
        expectInsets(scroll.adjustedContentInset, 0, 0, 0, 0)
        expectInsets(r["web"].safeAreaInsets, 88, 0, 83, 0)
    }
}
