import InsetEngine
import ScreenModel
import Testing

/// ViewControllerHierarchy (D10's chain and view ownership) and the insets R9 withholds from
/// transformed views — the numbers the rules read instead of recomputing them.
@Suite struct HierarchyTests {
    static let nested = """
        insetlint: 1
        screen: Nested
        navigationController: {}
        viewController:
          view:
            subviews:
              - id: wrapper
                class: UIView
                constraints: { edges: superview }
                subviews:
                  - id: header
                    class: UIView
                    constraints: { top: superview, leading: superview, trailing: superview, height: 100 }
                  - id: list
                    class: UITableView
                    constraints: { edges: superview }
              - id: child
                class: UIView
                viewController: {}
                constraints: { edges: superview }
                subviews:
                  - id: childScroll
                    class: UIScrollView
                    constraints: { edges: superview }
                    subviews:
                      - id: inner
                        class: UILabel
                        frame: [0, 0, 100, 21]
        """

    @Test func theChainFollowsSubviewZeroAndStopsAtTheFirstScrollView() throws {
        let r = try Resolved(Self.nested, "iphone-x")
        let ids = { (chain: [Int]) in chain.map { r.spec.views[$0].id } }
        #expect(ids(ViewControllerHierarchy.firstSubviewChain(from: ScreenSpec.rootIndex, in: r.spec)) == ["root", "wrapper", "header"])
        #expect(ViewControllerHierarchy.relevantScrollView(of: ScreenSpec.rootIndex, in: r.spec) == nil)
        let child = try #require(r.spec.index(of: "child"))
        #expect(ids(ViewControllerHierarchy.firstSubviewChain(from: child, in: r.spec)) == ["child", "childScroll"])
        #expect(ViewControllerHierarchy.relevantScrollView(of: child, in: r.spec) == r.spec.index(of: "childScroll"))
        // The engine's D10 decision agrees: `list` is off the chain, `childScroll` is its controller's.
        #expect(r["list"].scroll?.isRelevantScrollView == false)
        #expect(r["childScroll"].scroll?.isRelevantScrollView == true)
    }

    @Test func aChildControllersRootIsNotOnItsParentsChain() throws {
        let r = try Resolved("""
            insetlint: 1
            screen: Chain
            viewController:
              view:
                subviews:
                  - id: child
                    class: UIScrollView
                    viewController: {}
                    constraints: { edges: superview }
            """, "iphone-x")
        #expect(ViewControllerHierarchy.firstSubviewChain(from: ScreenSpec.rootIndex, in: r.spec) == [ScreenSpec.rootIndex])
        let child = try #require(r.spec.index(of: "child"))
        #expect(ViewControllerHierarchy.relevantScrollView(of: child, in: r.spec) == child)
    }

    @Test func ownersAreTheNearestViewControllerRoot() throws {
        let r = try Resolved(Self.nested, "iphone-x")
        let owner = { (id: String) in r.spec.views[ViewControllerHierarchy.owner(of: r.spec.index(of: id)!, in: r.spec)].id }
        #expect(owner("root") == "root")
        #expect(owner("header") == "root")
        #expect(owner("child") == "child")
        #expect(owner("inner") == "child")
    }

    static func transformed(_ constraints: String, hidden: Bool = false, transform: Bool = true) -> String {
        """
        insetlint: 1
        screen: Header
        viewController:
          view:
            subviews:
              - id: header
                class: UIView
                transform: \(transform)
                hidden: \(hidden)
                constraints: \(constraints)
                subviews:
                  - id: title
                    class: UILabel
                    constraints: { top: safeArea, leading: safeArea, trailing: safeArea }
        """
    }

    @Test func r9_aTransformWithholdsTheOverlapItWouldHaveHad() throws {
        let top = "{ top: superview, leading: superview, trailing: superview, height: 200 }"
        let r = try Resolved(Self.transformed(top), "iphone-x")
        expectInsets(r["header"].safeAreaInsets, 0, 0, 0, 0)
        expectInsets(try #require(r["header"].safeAreaInsetsWithheldByTransform), 44, 0, 0, 0)
        // …which is why its subview pinned to its safe area starts at the screen's top.
        expectRect(r["title"].screenFrame, 0, 0, 375, 21)

        let landscape = try Resolved(Self.transformed(top), "iphone-15", .landscapeLeft)
        expectInsets(try #require(landscape["header"].safeAreaInsetsWithheldByTransform), 0, 59, 0, 59)
    }

    @Test func r9_nothingIsWithheldInsideTheSafeAreaOrWithoutATransform() throws {
        let inside = try Resolved(Self.transformed("{ top: safeArea, leading: safeArea, trailing: safeArea, height: 200 }"), "iphone-x")
        expectInsets(try #require(inside["header"].safeAreaInsetsWithheldByTransform), 0, 0, 0, 0)
        let top = "{ top: superview, leading: superview, trailing: superview, height: 200 }"
        #expect(try Resolved(Self.transformed(top, transform: false), "iphone-x")["header"].safeAreaInsetsWithheldByTransform == nil)
        #expect(try Resolved(Self.transformed(top, hidden: true), "iphone-x")["header"].safeAreaInsetsWithheldByTransform == nil)
    }
}
