import InsetEngine
import ScreenModel
import Testing

/// D10 (first-subview chain), D11 (WKWebView), §4.4 (tables, collections), §4.5, M5, R9.
@Suite struct ClassesTests {
    static func chain(_ subviews: String, nav: Bool = true) -> String {
        // `subviews` is written at the indentation of the root's subviews list (6 spaces).
        """
        insetlint: 1
        screen: Chain
        \(nav ? "navigationController: {}" : "tabBarController: {}")
        viewController:
          view:
            subviews:

        """ + subviews
    }

    static let shortScroll = """
              - id: scroll
                class: UIScrollView
                constraints: { edges: superview }

        """

    @Test func d10_onlyTheFirstSubviewChainGetsTheAutomaticTopInset() throws {
        let first = try Resolved(Self.chain(Self.shortScroll), "iphone-x")
        expectInsets(try #require(first["scroll"].scroll).adjustedContentInset, 88, 0, 34, 0)
        #expect(first["scroll"].scroll?.isRelevantScrollView == true)

        let second = try Resolved(Self.chain("""
                  - id: backdrop
                    class: UIView
                    constraints: { edges: superview }

            """ + Self.shortScroll), "iphone-x")
        let scroll = try #require(second["scroll"].scroll)
        #expect(!scroll.isRelevantScrollView)
        expectInsets(scroll.adjustedContentInset, 0, 0, 0, 0)

        // Nested as subviews[0] of subviews[0]: still on the chain.
        let nested = try Resolved(Self.chain("""
                  - id: wrapper
                    class: UIView
                    constraints: { edges: superview }
                    subviews:
                      - id: scroll
                        class: UIScrollView
                        constraints: { edges: superview }

            """), "iphone-x", .landscapeLeft)
        expectInsets(try #require(nested["scroll"].scroll).adjustedContentInset, 32, 0, 21, 0)
    }

    @Test func d10_tabBarControllerAloneDoesNotAdjustAutomatically() throws {
        let r = try Resolved(Self.chain(Self.shortScroll, nav: false), "iphone-x")
        expectInsets(try #require(r["scroll"].scroll).adjustedContentInset, 0, 0, 0, 0)
    }

    @Test func d10_consumedEdgesAreNotPropagated() throws {
        let r = try Resolved(Self.chain("""
                  - id: scroll
                    class: UIScrollView
                    contentSize: { height: 2000 }
                    constraints: { edges: superview }
                    subviews:
                      - id: label
                        class: UILabel
                        frame: [0, 0, 812, 21]

            """), "iphone-x", .landscapeLeft)
        // Top and bottom are folded into the adjusted inset; the sides still reach the label.
        expectInsets(try #require(r["scroll"].scroll).adjustedContentInset, 32, 0, 21, 0)
        expectInsets(r["label"].safeAreaInsets, 0, 44, 0, 44)
        expectRect(r["label"].screenFrame, 0, 32, 812, 21)
    }

    static func web(_ extra: String) -> String {
        """
        insetlint: 1
        screen: Web
        navigationController: {}
        tabBarController: {}
        viewController:
          view:
            subviews:
              - id: web
                class: WKWebView
                constraints: { edges: superview }
                \(extra)
        """
    }

    @Test func d11_webViewBehaviorAndEnvironment() throws {
        let plain = try Resolved(Self.web(""), "iphone-x")
        #expect(plain["web"].scroll?.behavior == .always)
        expectInsets(try #require(plain["web"].scroll).adjustedContentInset, 88, 0, 83, 0)
        expectInsets(try #require(plain["web"].webSafeAreaEnv), 0, 0, 0, 0)

        let cover = try Resolved(Self.web("page: { viewportFit: cover }"), "iphone-x", .landscapeLeft)
        #expect(cover["web"].scroll?.behavior == .never)
        expectInsets(try #require(cover["web"].webSafeAreaEnv), 32, 44, 53, 44)

        // W3: an app-assigned behavior wins over viewport-fit.
        let assigned = try Resolved(Self.web("page: { viewportFit: cover }\n        contentInsetAdjustmentBehavior: always"), "iphone-x")
        #expect(assigned["web"].scroll?.behavior == .always)
        expectInsets(try #require(assigned["web"].webSafeAreaEnv), 88, 0, 83, 0)

        // Seed 000's workaround: contentInset.top from the superview, and a safeAreaInsets override.
        let workaround = try Resolved(Self.web("""
            page: { viewportFit: cover }
                    contentInset: { top: superview.safeAreaInsets.top }
                    safeAreaInsetsOverride: { top: 0 }
            """), "iphone-x")
        expectInsets(try #require(workaround["web"].scroll).adjustedContentInset, 88, 0, 0, 0)
        expectInsets(try #require(workaround["web"].webSafeAreaEnv), 0, 0, 83, 0)
    }

    static func table(_ insetsContent: Bool) -> String {
        """
        insetlint: 1
        screen: Settings
        viewController:
          view:
            subviews:
              - id: table
                class: UITableView
                insetsContentViewsToSafeArea: \(insetsContent)
                contentSize: { height: 1000 }
                constraints: { edges: superview }
                cell:
                  subviews:
                    - id: title
                      class: UILabel
                      constraints: { leading: superview + 16, trailing: superview - 16, centerY: superview }
        """
    }

    @Test func s4_4_tableCellContentViewInsetToTheSafeArea() throws {
        let inset = try Resolved(Self.table(true), "iphone-x", .landscapeRight)
        expectRect(inset["table.cell"].screenFrame, 44, 0, 724, 44)
        expectRect(inset["title"].screenFrame, 60, 11.5, 692, 21)
        let flush = try Resolved(Self.table(false), "iphone-x", .landscapeRight)
        expectRect(flush["table.cell"].screenFrame, 0, 0, 812, 44)
        expectRect(flush["title"].screenFrame, 16, 11.5, 780, 21)
        expectInsets(flush["title"].safeAreaInsets, 0, 28, 0, 28)
    }

    static func collection(_ reference: String) -> String {
        """
        insetlint: 1
        screen: Photos
        viewController:
          view:
            subviews:
              - id: grid
                class: UICollectionView
                contentSize: { height: 3000 }
                constraints: { edges: superview }
                flowLayout: { sectionInset: { left: 10, right: 10 }, sectionInsetReference: \(reference), itemSize: { width: 100, height: 100 } }
        """
    }

    @Test func s4_4_flowLayoutSectionInsetReference() throws {
        let content = try #require(try Resolved(Self.collection("fromContentInset"), "iphone-x", .landscapeLeft)["grid"].flowLayout)
        expectRect(content.firstItem, 10, 0, 100, 100)
        expectRect(content.lastItemInFirstRow, 702, 0, 100, 100)
        #expect(content.itemsPerRow == 7)
        let safe = try #require(try Resolved(Self.collection("fromSafeArea"), "iphone-x", .landscapeLeft)["grid"].flowLayout)
        expectRect(safe.firstItem, 54, 0, 100, 100)
        expectRect(safe.lastItemInFirstRow, 658, 0, 100, 100)
        let margins = try #require(try Resolved(Self.collection("fromLayoutMargins"), "iphone-x", .landscapeLeft)["grid"].flowLayout)
        expectRect(margins.firstItem, 62, 8, 100, 100)   // margins (8, 52): safe area + 8, then + 10 on the left
        // Portrait: the vertical adjustment puts the first row below the notch either way.
        let portrait = try #require(try Resolved(Self.collection("fromContentInset"), "iphone-x")["grid"].flowLayout)
        expectRect(portrait.firstItem, 10, 44, 100, 100)
    }

    @Test func s4_5_scrollIndicatorInsetsFollowTheAutomaticPart() throws {
        let r = try Resolved(WorkedExamplesTests.tabNavTable.replacingOccurrences(of: "contentSize: { height: 3000 }",
            with: "contentSize: { height: 3000 }\n        contentInset: { top: 10 }"), "iphone-x")
        expectInsets(try #require(r["table"].scroll).scrollIndicatorInsets, 88, 0, 83, 0)
        let off = try Resolved(WorkedExamplesTests.tabNavTable.replacingOccurrences(of: "contentSize: { height: 3000 }",
            with: "contentSize: { height: 3000 }\n        automaticallyAdjustsScrollIndicatorInsets: false"), "iphone-x")
        expectInsets(try #require(off["table"].scroll).scrollIndicatorInsets, 0, 0, 0, 0)
    }

    @Test func m5_readableContentGuide() throws {
        let yaml = """
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: text
                    class: UILabel
                    constraints: { leading: readableContent, trailing: readableContent, top: readableContent }
            """
        // §1c readable insets: compact width = the margins; regular width = 664 pt wide, centred.
        let rows: [(String, Orientation, Double)] = [
            ("iphone-x", .landscapeLeft, 60), ("iphone-xs-max", .landscapeLeft, 116), ("iphone-14-plus", .landscapeRight, 131),
            ("iphone-15-pro-max", .landscapeLeft, 134), ("ipad-pro-11", .portrait, 85), ("ipad-pro-11", .landscapeLeft, 265),
            ("ipad-mini-6", .portrait, 20), ("ipad-mini-6", .landscapeRight, 234.5), ("iphone-se-3", .portrait, 16),
        ]
        for (device, orientation, inset) in rows {
            let frame = try Resolved(yaml, device, orientation)["text"].frame
            #expect(abs(frame.minX - inset) < 0.01, "\(device) \(orientation): \(frame)")
        }
    }

    @Test func r9_transformedViewsGetNoInsetsAndPassNone() throws {
        let r = try Resolved("""
            insetlint: 1
            screen: Card
            viewController:
              view:
                subviews:
                  - id: card
                    class: UIView
                    transform: true
                    constraints: { edges: superview }
                    subviews:
                      - id: inner
                        class: UIView
                        constraints: { edges: superview }
            """, "iphone-x")
        expectInsets(r["card"].safeAreaInsets, 0, 0, 0, 0)
        expectInsets(r["inner"].safeAreaInsets, 0, 0, 0, 0)
    }

    @Test func explanationNamesTheSources() throws {
        let r = try Resolved(WorkedExamplesTests.tabNavTable, "iphone-x")
        let root = SafeAreaExplanation.reasons(r.spec, r.layout, view: 0)
        #expect(root.map(\.edge) == [.top, .bottom])
        #expect(root[0].reason == "88 pt: 88 pt of the notch (44 pt) and the navigation bar (y 44 pt–88 pt)")
        let table = SafeAreaExplanation.reasons(r.spec, r.layout, view: 1)
        #expect(table.first?.reason == "88 pt: 88 pt of root's 88 pt top inset overlaps it, all of it (never more than the parent's)")
    }
}

@Suite struct RootTransformTests {
    @Test func r9_aTransformedRootGetsNoInsetsEither() throws {
        let r = try Resolved("""
            insetlint: 1
            screen: Card
            viewController:
              view:
                transform: true
                subviews:
                  - id: inner
                    class: UIView
                    constraints: { edges: superview }
            """, "iphone-x")
        expectInsets(r["root"].safeAreaInsets, 0, 0, 0, 0)
        expectInsets(try #require(r["root"].safeAreaInsetsWithheldByTransform), 44, 0, 34, 0)
        expectInsets(r["inner"].safeAreaInsets, 0, 0, 0, 0)
    }
}
