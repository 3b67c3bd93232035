import InsetEngine
import ScreenModel
import Testing

/// Per-view layout margins (FORMAT.md §6 "Layout margins"): UIKIT.md M1–M4 and its §1c table of
/// measured root-view margins. iPhone X safe area: portrait (44, 0, 34, 0), landscape (0, 44, 21, 44)
/// (UIKIT.md §1, DIM).
@Suite struct LayoutMarginsTests {
    static func spec(root: String = "", controller: String = "", _ subviews: String) -> String {
        """
        insetlint: 1
        screen: Margins
        viewController:
        \(controller.isEmpty ? "" : "  " + controller + "\n")  view:
        \(root.isEmpty ? "" : "    " + root + "\n")    subviews:
        \(subviews.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
        """
    }

    // MARK: M1 — 8 pt for a view that is not a root

    @Test func m1AViewInsideTheSafeAreaHasEightPointMargins() throws {
        // M1: "the default layout margins are normally 8 points on each side" (Apple, UIView.layoutMargins).
        // The card is well inside the safe area, so nothing adds to the 8.
        let r = try Resolved(Self.spec("""
            - id: card
              class: UIView
              constraints: { top: superview + 100, leading: superview + 20, width: 200, height: 100 }
            """), "iphone-x")
        expectInsets(r["card"].safeAreaInsets, 0, 0, 0, 0)
        expectInsets(r["card"].layoutMargins, 8, 8, 8, 8)
    }

    // MARK: M2 — measured from the safe area

    @Test func m2MarginsAreMeasuredFromTheSafeArea() throws {
        // M2 (insetsLayoutMarginsFromSafeArea, default true): margin = safe area + 8. UIKIT.md M2's
        // measurement of a full-screen view: iPhone X portrait (44 + 8, 8, 34 + 8, 8) = (52, 8, 42, 8),
        // landscape (8, 52, 29, 52).
        let yaml = Self.spec("""
            - id: full
              class: UIView
              constraints: { edges: superview }
            """)
        expectInsets(try Resolved(yaml, "iphone-x")["full"].layoutMargins, 52, 8, 42, 8)
        expectInsets(try Resolved(yaml, "iphone-x", .landscapeLeft)["full"].layoutMargins, 8, 52, 29, 52)
        // The other two windows UIKIT.md M2 quotes: iPhone 12 portrait (safe area 47, 0, 34, 0) and
        // iPad Pro 11 (24, 0, 20, 0).
        expectInsets(try Resolved(yaml, "iphone-14")["full"].layoutMargins, 55, 8, 42, 8)
        expectInsets(try Resolved(yaml, "ipad-pro-11")["full"].layoutMargins, 32, 8, 28, 8)
    }

    @Test func m2InsetsLayoutMarginsFromSafeAreaFalseMeasuresFromTheEdges() throws {
        // M2: "set it to false and the margins move back to the view's edges" (WWDC18 "UIKit: Apps for
        // Every Size and Shape"): the same full-screen view is 8 on every edge in both orientations.
        let yaml = Self.spec("""
            - id: full
              class: UIView
              insetsLayoutMarginsFromSafeArea: false
              constraints: { edges: superview }
            """)
        expectInsets(try Resolved(yaml, "iphone-x")["full"].layoutMargins, 8, 8, 8, 8)
        expectInsets(try Resolved(yaml, "iphone-x", .landscapeLeft)["full"].layoutMargins, 8, 8, 8, 8)
    }

    @Test func m2DirectionalLayoutMarginsAddToTheSafeArea() throws {
        // M2: margin = (insetsLayoutMarginsFromSafeArea ? safe area : 0) + directionalLayoutMargins;
        // leading is left in a left-to-right layout. Landscape: (0 + 4, 44 + 12, 21 + 6, 44 + 20).
        let yaml = Self.spec("""
            - id: full
              class: UIView
              directionalLayoutMargins: { top: 4, leading: 12, bottom: 6, trailing: 20 }
              constraints: { edges: superview }
            - id: flat
              class: UIView
              directionalLayoutMargins: { top: 4, leading: 12, bottom: 6, trailing: 20 }
              insetsLayoutMarginsFromSafeArea: false
              constraints: { edges: superview }
            """)
        let r = try Resolved(yaml, "iphone-x", .landscapeLeft)
        expectInsets(r["full"].layoutMargins, 4, 56, 27, 64)
        expectInsets(r["flat"].layoutMargins, 4, 12, 6, 20)
        // A constraint to the margins uses them: the label starts at the leading margin.
        let label = try Resolved(Self.spec("""
            - id: full
              class: UIView
              directionalLayoutMargins: { top: 4, leading: 12, bottom: 6, trailing: 20 }
              constraints: { edges: superview }
              subviews:
                - id: label
                  class: UILabel
                  constraints: { top: margins, leading: margins, trailing: margins }
            """), "iphone-x", .landscapeLeft)
        // landscape iPhone X is 812 wide: 812 - 56 - 64 = 692; UILabel's intrinsic height 21.
        expectRect(label["label"].frame, 56, 4, 692, 21)
    }

    // MARK: M3 — the root view's system minimum

    @Test(arguments: [
        // UIKIT.md §1c (DIM), portrait and landscape (t, l, b, r).
        ("iphone-se-3", Orientation.portrait, Insets(top: 20, left: 16, bottom: 0, right: 16)),
        ("iphone-se-3", .landscapeLeft, Insets(top: 0, left: 20, bottom: 0, right: 20)),
        ("iphone-8-plus", .portrait, Insets(top: 20, left: 20, bottom: 0, right: 20)),
        ("iphone-x", .portrait, Insets(top: 44, left: 16, bottom: 34, right: 16)),
        ("iphone-x", .landscapeLeft, Insets(top: 0, left: 60, bottom: 21, right: 60)),
        ("iphone-11", .portrait, Insets(top: 48, left: 20, bottom: 34, right: 20)),
        ("iphone-14", .landscapeLeft, Insets(top: 0, left: 63, bottom: 21, right: 63)),
        ("iphone-15-pro-max", .portrait, Insets(top: 59, left: 20, bottom: 34, right: 20)),
        ("ipad-pro-11", .portrait, Insets(top: 24, left: 20, bottom: 20, right: 20)),
    ])
    func m3TheRootViewHasTheSystemMinimum(_ device: String, _ orientation: Orientation, _ expected: Insets) throws {
        let r = try Resolved(Self.spec("""
            - id: card
              class: UIView
              constraints: { edges: superview }
            """), device, orientation)
        expectInsets(r["root"].layoutMargins, expected.top, expected.left, expected.bottom, expected.right)
    }

    @Test func m3CustomRootMarginsNeverGoBelowTheSystemMinimum() throws {
        // M3: "the root view's actual margins are set to either your custom values or the minimum
        // values defined by this property, whichever values are greater" (Apple,
        // systemMinimumLayoutMargins). iPhone X portrait minimum 16 (§1c): a custom 10 is raised
        // to 16, a custom 24 kept. Top and bottom (system minimum 0) are the safe area + custom.
        let ten = try Resolved(Self.spec(root: "layoutMargins: { top: 2, left: 10, bottom: 3, right: 10 }", """
            - id: card
              class: UIView
              constraints: { edges: margins }
            """), "iphone-x")
        expectInsets(ten["root"].layoutMargins, 46, 16, 37, 16)
        // The card is pinned to those margins: 375 - 32 wide, 812 - 46 - 37 high.
        expectRect(ten["card"].frame, 16, 46, 343, 729)
        let wide = try Resolved(Self.spec(root: "layoutMargins: { top: 0, left: 24, bottom: 0, right: 24 }", """
            - id: card
              class: UIView
              constraints: { edges: superview }
            """), "iphone-x")
        expectInsets(wide["root"].layoutMargins, 44, 24, 34, 24)
    }

    @Test func m3WithoutTheSystemMinimumTheCustomMarginsAreKept() throws {
        // M3: viewRespectsSystemMinimumLayoutMargins = false "causes the view to obtain its margins
        // solely from its directionalLayoutMargins property. Setting the margins in that property to
        // 0 allows you to eliminate the view's margins altogether."
        let ten = try Resolved(Self.spec(root: "layoutMargins: { top: 0, left: 10, bottom: 0, right: 10 }",
                                         controller: "viewRespectsSystemMinimumLayoutMargins: false", """
            - id: card
              class: UIView
              constraints: { edges: superview }
            """), "iphone-x")
        expectInsets(ten["root"].layoutMargins, 44, 10, 34, 10)
        let none = try Resolved(Self.spec(root: "layoutMargins: { top: 0, left: 0, bottom: 0, right: 0 }\n    insetsLayoutMarginsFromSafeArea: false",
                                          controller: "viewRespectsSystemMinimumLayoutMargins: false", """
            - id: card
              class: UIView
              constraints: { edges: superview }
            """), "iphone-x", .landscapeLeft)
        expectInsets(none["root"].layoutMargins, 0, 0, 0, 0)
    }

    // MARK: M4 — margins do not propagate unless asked

    static let nested = """
        - id: panel
          class: UIView
          layoutMargins: { top: 30, left: 30, bottom: 30, right: 30 }
          constraints: { top: superview + 100, leading: superview + 20, width: 300, height: 300 }
          subviews:
            - id: inner
              class: UIView
              PRESERVES
              constraints: { top: superview + 10, leading: superview + 10, trailing: superview - 5, height: 100 }
        """

    @Test func m4MarginsDoNotPropagateByDefault() throws {
        // M4: preservesSuperviewLayoutMargins defaults to false: the inner view keeps its own 8.
        let r = try Resolved(Self.spec(Self.nested.replacingOccurrences(of: "PRESERVES", with: "preservesSuperviewLayoutMargins: false")), "iphone-x")
        expectInsets(r["panel"].layoutMargins, 30, 30, 30, 30)
        expectRect(r["inner"].frame, 10, 10, 285, 100)
        expectInsets(r["inner"].layoutMargins, 8, 8, 8, 8)
    }

    @Test func m4PreservesSuperviewLayoutMarginsGrowsTheMarginsByTheSmallestAmountNeeded() throws {
        // M4: with preservesSuperviewLayoutMargins the margins grow by "the smallest amount needed"
        // to keep content inside the superview's margins. The inner view is at (10, 10, 285, 100) in a
        // 300 × 300 panel with 30-pt margins: top 30 - 10 = 20, left 30 - 10 = 20, right 30 - 5 = 25;
        // its bottom (110) is far above the panel's bottom margin (270), so it keeps its own 8.
        let r = try Resolved(Self.spec(Self.nested.replacingOccurrences(of: "PRESERVES", with: "preservesSuperviewLayoutMargins: true")), "iphone-x")
        expectInsets(r["inner"].layoutMargins, 20, 20, 8, 25)
    }
}
