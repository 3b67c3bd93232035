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

    /// A clipped visible frame lives in the view's extras: a view with extras of its own keeps them.
    @Test func aClippedViewKeepsItsScrollMarginsAndPageInsets() throws {
        let r = try Resolved(Self.screen("""
            - { id: scroll, class: UIScrollView, frame: [0, 600, 375, 100] }
            - id: child
              class: UIView
              viewController: { additionalSafeAreaInsets: { top: 10 } }
              frame: [0, 620, 375, 100]
            - { id: web, class: WKWebView, frame: [0, 640, 375, 100], page: { viewportFit: cover } }
            """), "iphone-se-3")
        // The 667 pt screen clips each of them at its bottom.
        #expect(r["scroll"].visibleFrame == Rect(x: 0, y: 600, width: 375, height: 67))
        #expect(r["scroll"].scroll?.contentSize == Size(width: 375, height: 100))
        #expect(r["child"].visibleFrame == Rect(x: 0, y: 620, width: 375, height: 47))
        // M3, not M2's safe area + 8: the top is the 10 pt additional inset, the sides 16 on a 375-wide phone.
        expectInsets(r["child"].layoutMargins, 10, 16, 0, 16)
        #expect(r["web"].visibleFrame == Rect(x: 0, y: 640, width: 375, height: 27))
        // W4: viewport-fit=cover hands the page the web view's safe area, here none.
        #expect(r["web"].webSafeAreaEnv == .zero)
        #expect(r["web"].scroll != nil)
    }

    /// A view no superview lists (only a hand-built spec has one) keeps its placeholder: not placed,
    /// so zero margins rather than M2's 8 pt, no frame and nothing visible.
    @Test func aViewTheResolverNeverReachesReportsNothing() throws {
        var spec = try Self.decoded()
        spec.views.append(ViewSpec(id: "orphan", location: SourceLocation(line: 99, column: 1), className: "UIView", role: .content))
        let layout = LayoutEngine.resolve(spec, in: try Self.iPhoneXPortrait())
        let orphan = try #require(layout.views.last)
        expectInsets(orphan.layoutMargins, 0, 0, 0, 0)
        #expect(orphan.frame == .zero)
        #expect(orphan.visibleFrame == nil)
        // Every view the root reaches is placed: `first`, below the notch on the safe area, has M2's 0 + 8.
        expectInsets(layout.views[try #require(spec.index(of: "first"))].layoutMargins, 8, 8, 8, 8)
    }

    /// The model stores indices in 32 bits; a hand-built index no array can hold names no view
    /// instead of trapping, and the resolver treats such a sibling as it treats any unknown one.
    @Test func outOfRangeIndicesNameNoView() throws {
        var view = ViewSpec(id: "v", location: SourceLocation(line: 1, column: 1), className: "UIView", role: .content,
                            parent: -3, cellOf: Int(Int32.max) + 1)
        #expect(view.parent == nil)
        #expect(view.cellOf == nil)
        view.parent = 2
        #expect(view.parent == 2)
        for index in [-2, Int.min, Int(Int32.max) + 1] {
            let constraint = Constraint(attribute: .top, target: .view(index: index), targetAttribute: .bottom, constant: 4,
                                        location: SourceLocation(line: 1, column: 1))
            #expect(constraint.target == .view(index: -1))
            var spec = try Self.decoded()
            let first = try #require(spec.index(of: "first"))
            try Self.replaceFirstConstraint(of: first, with: constraint, in: &spec)
            // The constraint is left out of the system, so nothing places `first` vertically: an ambiguity, not a trap.
            let layout = LayoutEngine.resolve(spec, in: try Self.iPhoneXPortrait())
            #expect(layout.issues.contains { $0.kind == .ambiguous && $0.view == first && $0.axis == .vertical })
        }
    }

    @Test func aNegativeSizePointsAtTheLastConstraintThatCounts() throws {
        let bar = "- id: bar\n  class: UIView\n  constraints: "
        let r = try Resolved(Self.screen(bar + "{ top: superview, leading: superview + 300, height: 4, trailing: superview.leading + 100 }"),
                             "iphone-se-3")
        let issue = try #require(r.layout.issues.first)
        #expect(r.layout.issues.count == 1)
        #expect(issue.message.contains("negative width"))
        let list = Array(r.spec.constraints(of: try #require(r.spec.index(of: "bar"))))
        // trailing is the second constraint that counts on the horizontal axis.
        #expect(issue.location == list[3].location)
        #expect(issue.location.line == 8)
        // With leading and width counted, trailing over-determines the axis instead: no negative size.
        let over = try Resolved(Self.screen(bar + "{ leading: superview + 300, width: 10, trailing: superview.leading + 100, top: superview, height: 4 }"),
                                "iphone-se-3")
        // Required constraints that cannot all hold: the last one added is broken, the others named.
        #expect(over.layout.issues.map(\.message).allSatisfy { $0.contains("cannot hold together with 'bar.leading: superview + 300', 'bar.width: 10'") })
        #expect(over.layout.issues.count == 1)
    }

    /// A recycled array still holds the previous context's frames; nothing of them may leak into the
    /// next. These specs are changed by hand after decoding: `first`'s top names `box`, a sibling
    /// declared after it (the plan places `box` first), or `inner`, a view under another superview
    /// (the simplex places `first` then).
    @Test func aReusedResolverMatchesFreshLayoutsWhateverAConstraintNames() throws {
        let decoded = try Self.decoded()
        let first = try #require(decoded.index(of: "first"))
        for name in ["box", "inner"] {
            var spec = decoded
            try Self.name(name, fromTopOf: first, in: &spec)
            Self.expectRecycledMatchesFresh(spec, name) { layout in
                // 4 pt below the bottom of the view it names, in the root's coordinates.
                let target = try! #require(spec.index(of: name))
                #expect(abs(layout.views[first].frame.y - (layout.views[target].screenFrame.maxY + 4)) < 0.001, "\(name) on \(layout.context.label)")
            }
        }
    }

    /// The plan decides whether clearing siblings is enough from where views are placed, not from
    /// their `parent` fields: a hand-built spec may have them disagree with `subviews`, list a view
    /// under two superviews, or leave one out of `layoutOrder` or name one there that does not exist.
    @Test func aReusedResolverMatchesFreshLayoutsOfInconsistentHierarchies() throws {
        let decoded = try Self.decoded()
        let (root, first, box, inner) = (ScreenSpec.rootIndex, try #require(decoded.index(of: "first")),
                                         try #require(decoded.index(of: "box")), try #require(decoded.index(of: "inner")))
        let breakages: [(String, (inout ScreenSpec) -> Void)] = [
            // `inner` claims the root as its superview, as `first` has, yet is placed under `box`.
            ("wrong parent", { $0.views[inner].parent = root }),
            // `inner` is placed under the root after `first`, and again under `box`.
            ("two superviews", { $0.views[root].subviews.append(inner); $0.views[root].layoutOrder.append(inner)
                                 $0.views[inner].parent = root }),
            // `box` is never placed, but its subviews are, inside whatever frame it holds.
            ("left out of layoutOrder", { $0.views[root].layoutOrder.removeAll { $0 == box } }),
            // The root's `layoutOrder` names a view the spec does not have: it is skipped.
            ("a view that does not exist", { $0.views[root].layoutOrder.append($0.views.count + 5) }),
        ]
        for (label, breakage) in breakages {
            var spec = decoded
            try Self.name("inner", fromTopOf: first, in: &spec)
            breakage(&spec)
            Self.expectRecycledMatchesFresh(spec, label) { _ in }
        }
    }

    private static func decoded() throws -> ScreenSpec {
        try Resolved(screen("""
            - id: first
              class: UIView
              constraints: { top: safeArea, leading: superview, width: 100, height: 50 }
            - id: box
              class: UIView
              constraints: { top: superview + 200, leading: safeArea, width: 200, height: 300 }
              subviews:
                - { id: inner, class: UIView, constraints: { top: superview + 10, leading: superview, width: 20, height: 20 } }
            """), "iphone-x").spec
    }

    private static func iPhoneXPortrait() throws -> LayoutContext {
        LayoutContext(device: try #require(DeviceCatalog.device(named: "iphone-x")), orientation: .portrait)
    }

    /// `view`'s top becomes `name.bottom + 4`.
    private static func name(_ name: String, fromTopOf view: Int, in spec: inout ScreenSpec) throws {
        let target = ConstraintTarget.view(index: try #require(spec.index(of: name)))
        try replaceFirstConstraint(of: view, with: Constraint(attribute: .top, target: target, targetAttribute: .bottom, constant: 4,
                                                              location: SourceLocation(line: 1, column: 1)),
                                   in: &spec)
    }

    /// Replaces the first of `view`'s constraints (its top, in `decoded()`), keeping that one's location.
    private static func replaceFirstConstraint(of view: Int, with constraint: Constraint, in spec: inout ScreenSpec) throws {
        guard case .constraints(let range, _) = spec.views[view].layout, !range.isEmpty else { throw CancellationError() }
        var replacement = constraint
        replacement.location = spec.constraints[Int(range.lowerBound)].location
        spec.constraints[Int(range.lowerBound)] = replacement
    }

    /// Resolves `spec` with one resolver over contexts there and back, each layout against a fresh one.
    private static func expectRecycledMatchesFresh(_ spec: ScreenSpec, _ label: String, _ check: (ResolvedLayout) -> Void) {
        let contexts = ["iphone-x", "ipad-pro-11"].compactMap(DeviceCatalog.device(named:))
            .flatMap { d in Orientation.allCases.map { LayoutContext(device: d, orientation: $0) } }
        var resolver = LayoutResolver(LayoutPlan(spec))
        for context in contexts + contexts.reversed() {
            let reused = resolver.resolve(in: context)
            let fresh = LayoutEngine.resolve(spec, in: context)
            check(reused)
            #expect(reused.views.map(\.frame) == fresh.views.map(\.frame), "\(label) on \(context.label)")
            #expect(reused.views.map(\.safeAreaInsets) == fresh.views.map(\.safeAreaInsets), "\(label) on \(context.label)")
            #expect(reused.views.map(\.visibleFrame) == fresh.views.map(\.visibleFrame), "\(label) on \(context.label)")
            resolver.recycle(reused)
        }
    }
}

@Suite struct SharedGeometryTests {
    /// `firstSharingGeometry` finds, for every context of the full matrix, the first one that
    /// `sharesGeometry` says it may borrow a layout from.
    @Test func eachContextPointsAtTheFirstThatSharesItsGeometry() {
        let contexts = DeviceCatalog.all.flatMap { device in Orientation.allCases.map { LayoutContext(device: device, orientation: $0) } }
        let first = LayoutContext.firstSharingGeometry(contexts)
        #expect(first.count == contexts.count)
        for i in contexts.indices {
            let expected = contexts.indices.first { contexts[$0].sharesGeometry(with: contexts[i]) }!
            #expect(first[i] == expected, "\(contexts[i].label)")
        }
        #expect(Set(first).count == 2 * DeviceCatalog.all.count, "a portrait and a landscape geometry per device")
        // Per device (portrait, landscape-left, landscape-right): the right side borrows the left's.
        let expected: [Int] = DeviceCatalog.all.indices.flatMap { (d: Int) -> [Int] in [3 * d, 3 * d + 1, 3 * d + 1] }
        #expect(first == expected)
    }
}
