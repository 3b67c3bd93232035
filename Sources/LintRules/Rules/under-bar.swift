import InsetEngine
import ScreenModel

/// Content or a control covered by a navigation bar, toolbar or tab bar.
public struct UnderBar: Rule {
    public static let description = RuleDescription(
        id: "under-bar",
        name: "Content under a bar",
        summary: "Text or a control is covered by the navigation bar, toolbar or tab bar at the initial scroll position.",
        rationale: """
            Translucent bars are drawn over the view controller's view, which runs under them by default \
            (edgesForExtendedLayout = all). UIKit keeps content clear of them through the safe area (88 pt on \
            top and 83 pt at the bottom on iPhone X with a navigation bar and tab bar, UIKIT.md §2, §7 #10) and \
            through scroll views' adjusted content inset. Content pinned to the superview, or inside a scroll \
            view with contentInsetAdjustmentBehavior = never, starts under the bar (seeds 001, 004). Content in \
            a scroll view is checked at the first scroll position for the top bar and at the last for bottom bars.
            """,
        severity: .warning,
        examples: [
            RuleExample("A label placed 50 pt from the top under a navigation bar", """
                insetlint: 1
                screen: Detail
                devices: [iphone-x]
                orientations: [portrait]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: subtitle
                        class: UILabel
                        constraints: { top: superview + 50, leading: safeArea + 16, trailing: safeArea - 16 }  # ← finding
                """),
            RuleExample("A .never scroll view whose first label slides under the navigation bar", """
                insetlint: 1
                screen: Article
                devices: [iphone-x]
                orientations: [portrait]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: body
                        class: UIScrollView
                        contentInsetAdjustmentBehavior: never
                        contentSize: { height: 1600 }
                        constraints: { edges: superview }
                        subviews:
                          - id: headline  # ← finding
                            class: UILabel
                            frame: [16, 50, 343, 21]
                """),
            RuleExample("The label pinned to the safe area below the bar", """
                insetlint: 1
                screen: Detail
                devices: [iphone-x, iphone-se-3]
                navigationController: {}
                tabBarController: {}
                viewController:
                  view:
                    subviews:
                      - id: subtitle
                        class: UILabel
                        constraints: { top: safeArea + 8, leading: safeArea + 16, trailing: safeArea - 16 }
                """),
            RuleExample("An automatic scroll view keeps its content below the bar", """
                insetlint: 1
                screen: Article
                devices: [iphone-x]
                orientations: [portrait]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: body
                        class: UIScrollView
                        contentSize: { height: 1600 }
                        constraints: { edges: superview }
                        subviews:
                          - id: headline
                            class: UILabel
                            frame: [16, 8, 343, 21]
                """),
        ])

    public init() {}

    public func check(_ spec: ScreenSpec, _ layout: ResolvedLayout) -> [Observation] {
        var result: [Observation] = []
        for c in Coverage.candidates(spec, layout) {
            for bar in layout.bars {
                let isTop = bar.kind == .navigationBar
                guard let frame = isTop ? c.initialFrame : c.scrolledFrame, let hit = frame.intersection(bar.frame) else { continue }
                result.append(Observation(
                    view: c.index, location: Coverage.responsibleLocation(c.spec, edge: isTop ? .top : .bottom),
                    summary: "\(Coverage.name(c.spec)) is covered by the \(bar.kind.rawValue)",
                    detail: Coverage.points(hit.height),
                    fix: isTop
                        ? "Constrain its top to safeArea, or let its scroll view adjust for the bar (contentInsetAdjustmentBehavior automatic, or a matching contentInset)"
                        : "Constrain its bottom to safeArea, or let its scroll view adjust for the bar (contentInsetAdjustmentBehavior automatic, or a matching contentInset)"))
            }
        }
        return result
    }
}
