import InsetEngine
import ScreenModel

/// A child view controller's home-indicator preference that UIKit never asks for.
public struct HomeIndicatorChildIgnored: Rule {
    public static let description = RuleDescription(
        id: "home-indicator-child-ignored",
        name: "Child's home-indicator preference ignored",
        summary: "A child view controller prefers the home indicator auto-hidden, but its parent does not return it from childForHomeIndicatorAutoHidden.",
        rationale: """
            UIKit asks only the window's root (or presented) view controller for prefersHomeIndicatorAutoHidden. \
            A container passes the question on only through childForHomeIndicatorAutoHidden; its default, nil, \
            means "use my own preference", which is false unless overridden (Apple's documentation of \
            UIViewController.childForHomeIndicatorAutoHidden). A video or photo child that returns true inside \
            a custom container is therefore silently ignored, and the indicator stays over the video on every \
            Face ID device. Only the screen's view controller can name a child here, so a child nested inside \
            another child is never asked. (A name that is not a child view controller's view is an input error.)
            """,
        severity: .warning,
        examples: [
            RuleExample("A video child inside a container that does not forward the question", """
                insetlint: 1
                screen: Lesson
                devices: [iphone-x]
                viewController:
                  view:
                    subviews:
                      - id: player  # ← finding
                        class: UIView
                        viewController: { prefersHomeIndicatorAutoHidden: true }
                        constraints: { edges: superview }
                """),
            RuleExample("The container names a different child", """
                insetlint: 1
                screen: Lesson
                devices: [iphone-x]
                viewController:
                  childForHomeIndicatorAutoHidden: notes
                  view:
                    subviews:
                      - id: player  # ← finding
                        class: UIView
                        viewController: { prefersHomeIndicatorAutoHidden: true }
                        constraints: { top: superview, leading: superview, trailing: superview, height: 300 }
                      - id: notes
                        class: UIView
                        viewController: {}
                        constraints: { top: player.bottom, leading: superview, trailing: superview, bottom: superview }
                """),
            RuleExample("The container returns the player from childForHomeIndicatorAutoHidden", """
                insetlint: 1
                screen: Lesson
                devices: [iphone-x]
                viewController:
                  childForHomeIndicatorAutoHidden: player
                  view:
                    subviews:
                      - id: player
                        class: UIView
                        viewController: { prefersHomeIndicatorAutoHidden: true }
                        constraints: { edges: superview }
                """),
        ])

    public init() {}

    /// Checked once per file only.
    public func observesLayouts(of screen: LintScreen) -> Bool { false }

    public func check(_ screen: LintScreen) -> [Observation] {
        guard screen.hasChildPreferringAutoHidden else { return [] }
        let spec = screen.spec
        let decision = screen.homeIndicator
        return spec.views.indices.compactMap { index in
            let view = spec.views[index]
            guard view.viewController?.prefersHomeIndicatorAutoHidden == true, !isHidden(index, spec),
                  index != decision.decidingView else { return nil }
            let named = spec.viewController.childForHomeIndicatorAutoHidden?.value
            let owner = view.parent.map { ViewControllerHierarchy.owner(of: $0, in: spec) } ?? ScreenSpec.rootIndex
            let why = if owner != ScreenSpec.rootIndex {
                "it is nested inside the child '\(spec.views[owner].id)', and only the screen's view controller can pass the question on"
            } else if let named {
                "the screen's view controller returns '\(named)' from childForHomeIndicatorAutoHidden"
            } else {
                "the screen's view controller does not override childForHomeIndicatorAutoHidden, so its own preference (false) is used"
            }
            return Observation(
                view: index, location: view.location,
                summary: "Child view controller '\(view.id)' prefers the home indicator auto-hidden, but UIKit never asks it: \(why)",
                fix: "Return this child from the container's childForHomeIndicatorAutoHidden (childForHomeIndicatorAutoHidden: \(view.id)) "
                    + "and call setNeedsUpdateOfHomeIndicatorAutoHidden()")
        }
    }

    /// Hidden itself or inside a hidden view: out of layout and rules on every device.
    private func isHidden(_ index: Int, _ spec: ScreenSpec) -> Bool {
        var current: Int? = index
        while let c = current {
            if spec.views[c].hidden { return true }
            current = spec.views[c].parent
        }
        return false
    }
}
