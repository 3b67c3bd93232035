import InsetEngine
import ScreenModel

/// An `.automatic` scroll view whose content fits, on a screen without a navigation controller:
/// UIKit adjusts only its scrollable axes, so it adds no top or bottom inset and its content starts
/// under the status bar. An extension of FORMAT.md §5's rule ids.
public struct AutomaticOutsideNavigationController: Rule {
    public static let description = RuleDescription(
        id: "automatic-outside-navigation-controller",
        name: "Automatic scroll view that does not scroll, outside a navigation controller",
        summary: "An .automatic scroll view whose content does not scroll vertically, on a screen without a navigation controller, gets no top or bottom safe-area inset, so its content starts under the status bar.",
        rationale: """
            contentInsetAdjustmentBehavior = automatic adjusts the top and bottom for a view controller's own \
            scroll view in a navigation controller whether or not it scrolls; everywhere else it behaves like \
            .scrollableAxes: it adds the safe area only on an axis whose content is larger than the scroll view, \
            or that has alwaysBounceVertical/Horizontal (Apple's documentation of \
            UIScrollView.ContentInsetAdjustmentBehavior and its header comments; WWDC18 "UIKit: Apps for Every \
            Size and Shape"). A welcome screen, a short form or an empty state presented without a navigation \
            controller therefore starts at y 0: its first label is under the status bar, notch or Dynamic \
            Island, and it jumps below them as soon as the content grows taller than the screen, on a small \
            phone or with a larger text size. Constraining each view to the safe area moves that view but leaves \
            the content area under the status bar; the accepted fix is to make the inset unconditional with contentInsetAdjustmentBehavior = .always, or to \
            let the scroll view bounce vertically (alwaysBounceVertical = true), which makes the vertical axis \
            count as scrollable.
            """,
        severity: .warning,
        examples: [
            RuleExample("A welcome screen's scroll view whose content fits, presented without a navigation controller", """
                insetlint: 1
                screen: Welcome
                devices: [iphone-15]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: scrollView  # ← finding
                        class: UIScrollView
                        constraints: { edges: superview }
                        subviews:
                          - id: titleLabel
                            class: UILabel
                            constraints: { top: superview + 8, leading: frameGuide.leading + 20, trailing: frameGuide.trailing - 20 }
                """),
            RuleExample("The accepted fix: contentInsetAdjustmentBehavior always", """
                insetlint: 1
                screen: Welcome
                devices: [iphone-x, iphone-15, iphone-se-3]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: scrollView
                        class: UIScrollView
                        contentInsetAdjustmentBehavior: always
                        constraints: { edges: superview }
                        subviews:
                          - id: titleLabel
                            class: UILabel
                            constraints: { top: superview + 8, leading: frameGuide.leading + 20, trailing: frameGuide.trailing - 20 }
                """),
            RuleExample("alwaysBounceVertical makes the vertical axis scrollable, so automatic adjusts it", """
                insetlint: 1
                screen: Welcome
                devices: [iphone-15]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: scrollView
                        class: UIScrollView
                        alwaysBounceVertical: true
                        constraints: { edges: superview }
                        subviews:
                          - id: titleLabel
                            class: UILabel
                            constraints: { top: superview + 8, leading: frameGuide.leading + 20, trailing: frameGuide.trailing - 20 }
                """),
            RuleExample("The same scroll view in a navigation controller gets its top inset", """
                insetlint: 1
                screen: Welcome
                devices: [iphone-15]
                orientations: [portrait]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: scrollView
                        class: UIScrollView
                        constraints: { edges: superview }
                        subviews:
                          - id: titleLabel
                            class: UILabel
                            constraints: { top: superview + 8, leading: frameGuide.leading + 20, trailing: frameGuide.trailing - 20 }
                """),
            RuleExample("An onboarding pager behind the screen: its pages are full-bleed images, the text is laid out from the safe area", """
                insetlint: 1
                screen: Onboarding
                devices: [iphone-15]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: pages
                        class: UIScrollView
                        contentSize: { width: 1179 }
                        constraints: { edges: superview }
                        subviews:
                          - id: firstPageImage
                            class: UIImageView
                            role: background
                            frame: [0, 0, 393, 852]
                      - id: skipButton
                        class: UIButton
                        constraints: { top: safeArea + 8, trailing: safeArea - 16 }
                """),
            RuleExample("Content tall enough to scroll", """
                insetlint: 1
                screen: Welcome
                devices: [iphone-15]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: scrollView
                        class: UIScrollView
                        contentSize: { height: 1400 }
                        constraints: { edges: superview }
                        subviews:
                          - id: titleLabel
                            class: UILabel
                            constraints: { top: superview + 8, leading: frameGuide.leading + 20, trailing: frameGuide.trailing - 20 }
                """),
        ])

    public init() {}

    /// In a navigation controller, automatic-not-first-subview covers the scroll views that miss the
    /// adjustment.
    public func observesLayouts(of screen: LintScreen) -> Bool {
        screen.spec.navigationController == nil && !screen.scrollViews.isEmpty
    }

    public func check(_ screen: LintScreen, _ current: LintLayout) -> [Observation] {
        // Asked before the spec and layout are copied out, which was most of the check in a layout
        // with no scroll view.
        guard observesLayouts(of: screen) else { return [] }
        let spec = screen.spec, layout = current.layout
        return screen.scrollViews.compactMap { index in
            guard let scroll = layout.views[index].scroll, scroll.behavior == .automatic, !scroll.verticallyScrollable else { return nil }
            guard screen.ownerAdjustsInsets[Int(screen.scrollSlots[index])] else { return nil }
            let uncovered = ScrollContent.uncovered(index, screen, current, edges: [.top, .bottom])
            guard !uncovered.isEmpty else { return nil }
            let view = spec.views[index]
            return Observation(
                view: index, location: view.location,
                summary: "\(Coverage.name(view)) uses contentInsetAdjustmentBehavior automatic on a screen without a navigation "
                    + "controller and its content does not scroll vertically, so UIKit adjusts only its scrollable axes and adds no "
                    + "top or bottom safe area to adjustedContentInset" + ScrollContent.assumedTextLength(index, spec),
                detail: ScrollContent.describe(uncovered, layout),
                fix: "Set contentInsetAdjustmentBehavior = .always, or alwaysBounceVertical = true (automatic then adjusts the "
                    + "vertical axis), so that UIKit insets the content by the top and bottom safe area")
        }
    }
}
