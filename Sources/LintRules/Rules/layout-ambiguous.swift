import InsetEngine
import ScreenModel

/// An axis with too few constraints to place the view.
public struct LayoutAmbiguous: Rule {
    public static let description = RuleDescription(
        id: "layout-ambiguous",
        name: "Ambiguous layout",
        summary: "A view's constraints leave its horizontal or vertical position or size undetermined.",
        rationale: """
            Each axis needs exactly two of its four attributes (leading, trailing, width, centerX; top, bottom, \
            height, centerY), or one edge plus an intrinsic size (docs/format.md, "Constraints"). With fewer, \
            Auto Layout picks some frame at run time and InsetLint cannot tell where the view ends up, so every \
            other rule would be guessing about it.
            """,
        severity: .error,
        examples: [
            RuleExample("A label with a leading edge but no width or trailing edge", """
                insetlint: 1
                screen: Card
                devices: [iphone-x]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: price
                        class: UILabel
                        constraints:
                          top: safeArea + 8
                          leading: safeArea + 16  # ← finding
                """),
            RuleExample("A view with neither frame nor constraints", """
                insetlint: 1
                screen: Card
                devices: [iphone-x]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: badge  # ← finding
                        class: UIImageView
                """),
            RuleExample("One edge plus the label's intrinsic height is enough vertically", """
                insetlint: 1
                screen: Card
                devices: [iphone-x]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: price
                        class: UILabel
                        constraints: { top: safeArea + 8, leading: safeArea + 16, trailing: safeArea - 16 }
                """),
        ])

    public init() {}

    public func check(_ screen: LintScreen, _ current: LintLayout) -> [Observation] {
        let layout = current.layout
        return layout.issues.filter { $0.kind == .ambiguous && !layout.views[$0.view].isHidden }.map {
            Observation(view: $0.view, location: $0.location, summary: $0.message,
                        fix: "Add the missing constraint, or give the view a frame")
        }
    }
}
