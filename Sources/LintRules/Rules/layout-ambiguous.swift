import InsetEngine
import ScreenModel

/// A frame the constraints and their priorities do not determine.
public struct LayoutAmbiguous: Rule {
    public static let description = RuleDescription(
        id: "layout-ambiguous",
        name: "Ambiguous layout",
        summary: "A view's constraints leave its position or size open: several frames satisfy them equally well.",
        rationale: """
            Auto Layout needs every frame determined: by constraints (two per axis, such as leading and width, \
            or one edge plus an intrinsic size), and where optional constraints compete, by a priority that \
            picks the winner. With too few constraints, inequalities that leave room (a width of at least 300 pt \
            where the edges allow more), or two optional ones of equal priority pulling apart \
            (equal content hugging on two views that must stretch, for instance), UIKit picks some frame at \
            run time and Xcode calls the layout ambiguous; InsetLint cannot tell where the view ends up, so \
            every other rule would be guessing about it. Where nothing is missing but views with equal content \
            hugging (or compression resistance) must stretch (or shrink), the message names them and the priority to change.
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
            RuleExample("Two wishes of equal priority pulling the same width apart", """
                insetlint: 1
                screen: Card
                devices: [iphone-x]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: chip
                        class: UIView
                        constraints:
                          top: safeArea + 8
                          leading: safeArea + 16
                          height: 30
                          width: ["80 @ 500", "120 @ 500"]  # ← finding
                """),
            RuleExample("The same wishes with different priorities: the higher one wins", """
                insetlint: 1
                screen: Card
                devices: [iphone-x]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: chip
                        class: UIView
                        constraints:
                          top: safeArea + 8
                          leading: safeArea + 16
                          height: 30
                          width: ["80 @ 500", "120 @ 501"]
                """),
            RuleExample("A width of at least 300 pt between edges that leave more room: any width in between fits", """
                insetlint: 1
                screen: Card
                devices: [iphone-x]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: banner
                        class: UIView
                        constraints:
                          top: safeArea + 8
                          height: 60
                          leading: safeArea + 16
                          width: ">= 300"
                          trailing: "<= safeArea - 16"  # ← finding
                """),
            RuleExample("The same floor with the trailing edge pinned: the edges decide the width", """
                insetlint: 1
                screen: Card
                devices: [iphone-x]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: banner
                        class: UIView
                        constraints:
                          top: safeArea + 8
                          height: 60
                          leading: safeArea + 16
                          width: ">= 300"
                          trailing: safeArea - 16
                """),
            RuleExample("Two labels between a card's edges, hugging at the same priority: which one stretches?", """
                insetlint: 1
                screen: Card
                devices: [iphone-x]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: card
                        class: UIView
                        constraints: { top: safeArea + 8, bottom: safeArea - 8, leading: safeArea + 16, trailing: safeArea - 16 }
                        subviews:
                          - id: title
                            class: UILabel
                            constraints: { top: superview, leading: superview, trailing: superview }  # ← finding
                          - id: subtitle
                            class: UILabel
                            constraints: { top: title.bottom + 4, bottom: superview, leading: superview, trailing: superview }  # ← finding
                """),
            RuleExample("The same labels, the subtitle hugging less: it takes the extra height", """
                insetlint: 1
                screen: Card
                devices: [iphone-x]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: card
                        class: UIView
                        constraints: { top: safeArea + 8, bottom: safeArea - 8, leading: safeArea + 16, trailing: safeArea - 16 }
                        subviews:
                          - id: title
                            class: UILabel
                            contentHuggingPriority: { vertical: 251 }
                            constraints: { top: superview, leading: superview, trailing: superview }
                          - id: subtitle
                            class: UILabel
                            constraints: { top: title.bottom + 4, bottom: superview, leading: superview, trailing: superview }
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
        // A self-sizing row is as tall as its content fits (UITableView.automaticDimension), so no
        // view in it must stretch or shrink vertically: a vertical priority tie there is the fixed
        // row height's doing, not the layout's.
        func fittedRow(_ view: Int) -> Bool {
            screen.spec.views[view].cellOf.flatMap { screen.spec.views[$0].table?.selfSizingRows } ?? false
        }
        // Each issue read by position in the layout's list: filtered and mapped, the list was retained
        // and two lists made per layout, when most layouts have no ambiguity.
        var result: [Observation] = []
        for k in current.layout.issues.indices where current.layout.issues[k].kind == .ambiguous {
            let issue = current.layout.issues[k]
            guard !current.layout.views[issue.view].isHidden, !(issue.isPriorityTie && issue.axis == .vertical && fittedRow(issue.view)) else { continue }
            // A priority tie's message says how to decide it: nothing is missing.
            result.append(Observation(view: issue.view, location: issue.location, summary: issue.message,
                                      fix: issue.isPriorityTie ? "" : "Add the missing constraint, or give the view a frame",
                                      placesAt: Int32(clamping: issue.placesAt)))
        }
        return result
    }
}
