import InsetEngine
import ScreenModel

/// Required constraints that cannot all hold, and sizes below zero.
public struct LayoutConflict: Rule {
    public static let description = RuleDescription(
        id: "layout-conflict",
        name: "Conflicting layout",
        summary: "Required constraints that cannot all hold: UIKit breaks one of them at run time.",
        rationale: """
            When required constraints contradict each other, UIKit logs "Unable to simultaneously satisfy \
            constraints" and breaks one of them, and which one decides where the view lands. A fixed width \
            between two pinned edges is the classic case: it fits one screen width and breaks on every other. \
            InsetLint adds the constraints in the order they are written, breaks the one that cannot hold with \
            those before it, and names it with every required constraint it contradicts, those that placed the \
            views it is laid out from included; constraints that agree (a width of 120 and a width of at least \
            120) are no conflict. A conflict on some devices or orientations only is reported there, and its \
            message names them. A size that resolves below zero is reported here too.
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
            RuleExample("A fixed width that agrees with an inequality is no conflict", """
                insetlint: 1
                screen: Checkout
                devices: [iphone-x]
                viewController:
                  view:
                    subviews:
                      - id: pay
                        class: UIButton
                        constraints: { centerX: safeArea, width: [120, ">= 120"], bottom: safeArea - 8 }
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
        // Each issue read by position in the layout's list: filtered and mapped, the list was retained
        // and two lists made per layout, when most layouts have no conflict.
        var result: [Observation] = []
        for k in current.layout.issues.indices
        where current.layout.issues[k].kind == .conflict && !current.layout.views[current.layout.issues[k].view].isHidden {
            let issue = current.layout.issues[k]
            result.append(Observation(view: issue.view, location: issue.location, summary: issue.message,
                                      fix: "Remove one of the constraints on that axis", placesAt: Int32(clamping: issue.placesAt)))
        }
        return result
    }
}
