import InsetEngine
import ScreenModel

/// An axis with more constraints than it can satisfy.
public struct LayoutConflict: Rule {
    public static let description = RuleDescription(
        id: "layout-conflict",
        name: "Conflicting layout",
        summary: "A view's constraints over-determine an axis, or resolve to a negative size.",
        rationale: """
            Three attributes on one axis (or two on the same anchor, such as leading and left) can only all hold \
            by coincidence; on other devices UIKit breaks one of them at run time and logs "Unable to \
            simultaneously satisfy constraints". Which one it breaks decides where the view lands, so the \
            safe-area rules cannot trust the frame either. InsetLint keeps the first two and reports the rest.
            """,
        severity: .error,
        examples: [
            RuleExample("A button with leading, trailing and a fixed width", """
                insetlint: 1
                screen: Checkout
                devices: [iphone-x]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: pay
                        class: UIButton
                        constraints:
                          leading: safeArea + 16
                          trailing: safeArea - 16
                          width: 300  # ← finding
                          bottom: safeArea - 8
                """),
            RuleExample("The button with two horizontal constraints", """
                insetlint: 1
                screen: Checkout
                devices: [iphone-x]
                viewController:
                  view:
                    subviews:
                      - id: pay
                        class: UIButton
                        constraints: { centerX: safeArea, width: 300, bottom: safeArea - 8 }
                """),
        ])

    public init() {}

    public func check(_ screen: LintScreen, _ current: LintLayout) -> [Observation] {
        let layout = current.layout
        return layout.issues.filter { $0.kind == .conflict && !layout.views[$0.view].isHidden }.map {
            Observation(view: $0.view, location: $0.location, summary: $0.message,
                        fix: "Remove one of the constraints on that axis")
        }
    }
}
