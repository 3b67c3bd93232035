import InsetEngine
import ScreenModel

/// `prefersHomeIndicatorAutoHidden` on a screen that shows controls.
public struct HomeIndicatorHiddenInteractive: Rule {
    public static let description = RuleDescription(
        id: "home-indicator-hidden-interactive",
        name: "Home indicator hidden on an interactive screen",
        summary: "The view controller that decides the home indicator prefers it auto-hidden while the screen shows controls.",
        rationale: """
            prefersHomeIndicatorAutoHidden = true lets the system fade the home indicator out after a few \
            seconds without touches (Apple's documentation of UIViewController.prefersHomeIndicatorAutoHidden). \
            Apple's Human Interface Guidelines reserve this for passive viewing such as video or a photo \
            slideshow: on a screen with buttons, fields or sliders every touch brings it back, so it flickers, \
            and people lose the cue for the Home gesture while they are using the app. The preference that \
            counts is the one UIKit asks for — the screen's view controller, or the child it names in \
            childForHomeIndicatorAutoHidden; the finding names that controller's root view. Only devices with a \
            home indicator are reported. A video player whose controls fade out can keep the preference with a \
            suppression that says so.
            """,
        severity: .warning,
        examples: [
            RuleExample("A checkout screen that copied the video player's preference", """
                insetlint: 1
                screen: Checkout
                devices: [iphone-15, iphone-se-3]
                orientations: [portrait]
                viewController:
                  prefersHomeIndicatorAutoHidden: true
                  view:  # ← finding
                    subviews:
                      - id: payButton
                        class: UIButton
                        constraints: { leading: safeArea + 16, trailing: safeArea - 16, bottom: safeArea - 16, height: 50 }
                """),
            RuleExample("A named child controller hides the indicator over the container's buttons", """
                insetlint: 1
                screen: Course
                devices: [iphone-x]
                orientations: [portrait]
                viewController:
                  childForHomeIndicatorAutoHidden: lessonVideo
                  view:
                    subviews:
                      - id: lessonVideo  # ← finding
                        class: UIView
                        viewController: { prefersHomeIndicatorAutoHidden: true }
                        constraints: { top: safeArea, leading: superview, trailing: superview, height: 220 }
                      - id: nextLessonButton
                        class: UIButton
                        constraints: { leading: safeArea + 16, trailing: safeArea - 16, bottom: safeArea - 16, height: 50 }
                """),
            RuleExample("A slideshow with nothing to tap", """
                insetlint: 1
                screen: Slideshow
                devices: [iphone-x, iphone-15]
                orientations: [portrait, landscape]
                viewController:
                  prefersHomeIndicatorAutoHidden: true
                  view:
                    subviews:
                      - id: slide
                        class: UIImageView
                        role: background
                        constraints: { edges: superview }
                      - id: caption
                        class: UILabel
                        constraints: { leading: safeArea + 16, trailing: safeArea - 16, bottom: safeArea - 16 }
                """),
            RuleExample("A child prefers hiding, but the container does not pass the question on", """
                insetlint: 1
                screen: Course
                devices: [iphone-x]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: lessonVideo
                        class: UIView
                        viewController: { prefersHomeIndicatorAutoHidden: true }
                        constraints: { top: safeArea, leading: superview, trailing: superview, height: 220 }
                      - id: nextLessonButton
                        class: UIButton
                        constraints: { leading: safeArea + 16, trailing: safeArea - 16, bottom: safeArea - 16, height: 50 }
                """),
        ])

    public init() {}

    public func observesLayouts(of screen: LintScreen) -> Bool { screen.homeIndicator.autoHidden }

    public func check(_ screen: LintScreen, _ current: LintLayout) -> [Observation] {
        let spec = screen.spec, layout = current.layout
        let decision = screen.homeIndicator
        guard decision.autoHidden, layout.deviceInsets.bottom > 0.01 else { return [] }
        let controls = layout.views.filter {
            !$0.isHidden && $0.visibleFrame != nil && spec.views[$0.index].role == .control
        }.map { "'\(spec.views[$0.index].id)'" }
        guard !controls.isEmpty else { return [] }
        let shown = controls.count > 3 ? controls.prefix(3).joined(separator: ", ") + " and \(controls.count - 3) more" : controls.joined(separator: ", ")
        let decider = spec.views[decision.decidingView]
        let who = decision.decidingView == ScreenSpec.rootIndex ? "The screen's view controller" : "The child view controller '\(decider.id)'"
        return [Observation(
            view: decision.decidingView, location: decider.location,
            summary: "\(who) prefers the home indicator auto-hidden, but the screen shows controls (\(shown)); "
                + "every touch brings the indicator back",
            fix: "Return false from prefersHomeIndicatorAutoHidden while controls are on screen (call "
                + "setNeedsUpdateOfHomeIndicatorAutoHidden() when they fade out); auto-hiding is for passive viewing such as video")]
    }
}
