import InsetEngine
import ScreenModel
import Testing

/// The resolved view keeps its margins implicit (M2 from the safe area, M3 only for view-controller
/// roots) and its visible frame as a flag; the axis plan works out a negative size's constraint
/// again from the spec. These pin that what comes back is what UIKIT.md says, for each kind of view.
@Suite struct CompactLayoutTests {
    /// A screen whose root view holds `subviews` (YAML list items, indented by this helper).
    static func screen(_ subviews: String) -> String {
        let items = subviews.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }.joined(separator: "\n")
        return "insetlint: 1\nscreen: Compact\nviewController:\n  view:\n    subviews:\n" + items
    }

    static let kinds = screen("""
        - id: plain
          class: UIView
          constraints: { top: superview, leading: superview, trailing: superview, height: 100 }
        - id: child
          class: UIView
          viewController: { additionalSafeAreaInsets: { top: 10 } }
          constraints: { top: superview, leading: superview, trailing: superview, height: 200 }
        - id: hiddenPlain
          class: UIView
          hidden: true
          constraints: { top: superview, leading: superview, trailing: superview, height: 100 }
        - id: hiddenChild
          class: UIView
          hidden: true
          viewController: { additionalSafeAreaInsets: { top: 10 } }
          constraints: { top: superview, leading: superview, trailing: superview, height: 100 }
        """)

    @Test func aPlainViewsMarginsAreItsSafeAreaPlusEight() throws {
        // iPhone X portrait: a view at the top overlaps the 44 pt notch band (M2: safe area + 8).
        let r = try Resolved(Self.kinds, "iphone-x")
        expectInsets(r["plain"].safeAreaInsets, 44, 0, 0, 0)
        expectInsets(r["plain"].layoutMargins, 52, 8, 8, 8)
    }

    @Test func aChildControllersRootKeepsRootViewMargins() throws {
        // M3 (§1c): top/bottom from the safe area (44 + 10 additional), sides max(16, 0 + 16) on a 375-wide phone.
        let portrait = try Resolved(Self.kinds, "iphone-x")
        expectInsets(portrait["child"].layoutMargins, 54, 16, 0, 16)
        // Landscape: the sides are 44 + 16 = 60, above the minimum of 20.
        let landscape = try Resolved(Self.kinds, "iphone-x", .landscapeLeft)
        expectInsets(landscape["child"].safeAreaInsets, 10, 44, 0, 44)
        expectInsets(landscape["child"].layoutMargins, 10, 60, 0, 60)
    }

    @Test func hiddenViewsHaveZeroInsetsAndMarginsFromThem() throws {
        let r = try Resolved(Self.kinds, "iphone-x")
        #expect(r["hiddenPlain"].isHidden)
        expectInsets(r["hiddenPlain"].safeAreaInsets, 0, 0, 0, 0)
        expectInsets(r["hiddenPlain"].layoutMargins, 8, 8, 8, 8)
        expectInsets(r["hiddenChild"].layoutMargins, 0, 16, 0, 16)
    }

    @Test func theVisibleFrameIsWholeClippedOrAbsent() throws {
        let r = try Resolved(Self.screen("""
            - { id: away, class: UIView, frame: [0, 2000, 10, 10] }
            - { id: here, class: UIView, frame: [0, 100, 10, 10] }
            - id: edge
              class: UIView
              frame: [0, 600, 10, 100]
              subviews:
                - { id: tip, class: UIView, frame: [0, 50, 10, 50] }
                - { id: below, class: UIView, frame: [0, 80, 10, 10] }
            """), "iphone-se-3")
        #expect(r["away"].visibleFrame == nil)
        #expect(r["here"].visibleFrame == Rect(x: 0, y: 100, width: 10, height: 10))
        // The 667 pt screen clips the bottom 33 pt of `edge`, all but 17 pt of `tip`, and all of `below`.
        #expect(r["edge"].visibleFrame == Rect(x: 0, y: 600, width: 10, height: 67))
        #expect(r["tip"].visibleFrame == Rect(x: 0, y: 650, width: 10, height: 17))
        #expect(r["below"].visibleFrame == nil)
    }

    @Test func aNegativeSizePointsAtTheLastConstraintThatCounts() throws {
        let bar = "- id: bar\n  class: UIView\n  constraints: "
        let r = try Resolved(Self.screen(bar + "{ top: superview, leading: superview + 300, height: 4, trailing: superview.leading + 100 }"),
                             "iphone-se-3")
        let issue = try #require(r.layout.issues.first)
        #expect(r.layout.issues.count == 1)
        #expect(issue.message.contains("negative width"))
        guard case .constraints(let list, _) = r.spec.views[try #require(r.spec.index(of: "bar"))].layout else {
            Issue.record("bar has constraints")
            return
        }
        // trailing is the second constraint that counts on the horizontal axis.
        #expect(issue.location == list[3].location)
        #expect(issue.location.line == 8)
        // With leading and width counted, trailing over-determines the axis instead: no negative size.
        let over = try Resolved(Self.screen(bar + "{ leading: superview + 300, width: 10, trailing: superview.leading + 100, top: superview, height: 4 }"),
                                "iphone-se-3")
        #expect(over.layout.issues.map(\.message).allSatisfy { $0.contains("over-determines") })
        #expect(over.layout.issues.count == 1)
    }

    /// A recycled array still holds the previous context's frames; a constraint naming a view not
    /// placed yet on this context must see `.zero`, as on a fresh array. The decoder only lets a
    /// constraint name a sibling ordered before it, so these specs are changed by hand: `first`'s top
    /// names `box`, a sibling placed after it, or `inner`, a view under another superview (which
    /// makes the resolver clear every frame up front).
    @Test func aReusedResolverMatchesFreshLayoutsWhateverAConstraintNames() throws {
        let decoded = try Resolved(Self.screen("""
            - id: first
              class: UIView
              constraints: { top: safeArea, leading: superview, width: 100, height: 50 }
            - id: box
              class: UIView
              constraints: { top: superview + 200, leading: safeArea, width: 200, height: 300 }
              subviews:
                - { id: inner, class: UIView, constraints: { top: superview + 10, leading: superview, width: 20, height: 20 } }
            """), "iphone-x").spec
        let first = try #require(decoded.index(of: "first"))
        let contexts = ["iphone-x", "ipad-pro-11"].compactMap(DeviceCatalog.device(named:))
            .flatMap { d in Orientation.allCases.map { LayoutContext(device: d, orientation: $0) } }
        for name in ["box", "inner"] {
            var spec = decoded
            guard case .constraints(var list, let location) = spec.views[first].layout else { throw CancellationError() }
            list[0] = Constraint(attribute: .top, target: .sibling(index: try #require(spec.index(of: name))), targetAttribute: .bottom,
                                 constant: 4, text: "\(name).bottom + 4", location: list[0].location)
            spec.views[first].layout = .constraints(list, location)
            var resolver = LayoutResolver(LayoutPlan(spec))
            for context in contexts + contexts.reversed() {
                let reused = resolver.resolve(in: context)
                // Not placed yet, the view it names reads as .zero: 4 pt below the root's top.
                #expect(reused.views[first].frame.y == 4, "\(name) on \(context.label)")
                #expect(reused.views.map(\.frame) == LayoutEngine.resolve(spec, in: context).views.map(\.frame), "\(name) on \(context.label)")
                resolver.recycle(reused)
            }
        }
    }
}
