import InsetEngine
import ScreenModel

/// A scroll view set to `.never` whose content then starts inside a bar, the notch or the home
/// indicator, because no `contentInset` makes up for the safe area it no longer adds.
public struct NeverWithoutSafeInset: Rule {
    public static let description = RuleDescription(
        id: "never-without-safe-inset",
        name: "contentInsetAdjustmentBehavior never without a safe-area inset",
        summary: "A scroll view set to contentInsetAdjustmentBehavior = never lets its content start under a bar, the notch or the home indicator.",
        rationale: """
            When iOS 11 moved scroll views' content down by the safe area (the familiar "20 pt / 64 pt shift" \
            of apps that had set their own insets), the common fix was contentInsetAdjustmentBehavior = never. \
            That switches off adjustedContentInset's safe-area part on every edge (Apple's documentation of \
            UIScrollView.ContentInsetAdjustmentBehavior.never), so unless contentInset supplies the same amount, \
            the first rows start under the navigation bar and the status bar or notch (88 pt on iPhone X, \
            97.667 pt on iPhone 15 with a navigation bar), and the last ones end under the home indicator or tab \
            bar where they can never be scrolled out. WWDC18 session 235 ("UIKit: Apps for Every Size and \
            Shape") advises against .never as a layout fix: keep the adjustment, and use contentInset or \
            additionalSafeAreaInsets for your own overlays. The finding points at the .never; content that is \
            pinned to the scroll view's safe area (which .never passes to subviews) is not flagged. A table's \
            cell template stands for all its rows: the first at the top, the last at the bottom when the spec \
            counts the rows or gives the content height.
            """,
        severity: .error,
        examples: [
            RuleExample("A .never table under a navigation bar, with nothing in its contentInset", """
                insetlint: 1
                screen: Messages
                devices: [iphone-x, iphone-se-3]
                orientations: [portrait]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: messagesTable
                        class: UITableView
                        contentInsetAdjustmentBehavior: never  # ← finding
                        contentSize: { height: 3000 }
                        constraints: { edges: superview }
                """),
            RuleExample("An iOS 10 era hard-coded 64 pt top inset, short on a notched phone", """
                insetlint: 1
                screen: Messages
                devices: [iphone-x]
                orientations: [portrait]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: messagesTable
                        class: UITableView
                        contentInsetAdjustmentBehavior: never  # ← finding
                        contentInset: { top: 64, bottom: 34 }
                        contentSize: { height: 3000 }
                        constraints: { edges: superview }
                """),
            RuleExample("A .never table with a cell template whose last rows end under the home indicator", """
                insetlint: 1
                screen: Inbox
                devices: [iphone-14]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: inboxTable
                        class: UITableView
                        contentInsetAdjustmentBehavior: never  # ← finding
                        contentInset: { top: superview.safeAreaInsets.top }
                        contentSize: { height: 2400 }
                        rowHeight: 60
                        constraints: { edges: superview }
                        cell:
                          subviews:
                            - id: subjectLabel
                              class: UILabel
                              constraints: { top: superview + 8, bottom: superview - 8, leading: margins, trailing: margins }
                """),
            RuleExample("A read-only text view set to .never: a UITextView is a scroll view, and its text starts under the navigation bar", """
                insetlint: 1
                screen: Licenses
                devices: [iphone-x, iphone-15]
                orientations: [portrait]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: licensesText
                        class: UITextView
                        contentInsetAdjustmentBehavior: never  # ← finding
                        constraints: { edges: superview }
                """),
            RuleExample("A .never scroll view whose contentInset covers the safe area on both edges", """
                insetlint: 1
                screen: Messages
                devices: [iphone-x, iphone-15, iphone-se-3]
                orientations: [portrait, landscape]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: messagesTable
                        class: UITableView
                        contentInsetAdjustmentBehavior: never
                        contentInset: { top: superview.safeAreaInsets.top, bottom: superview.safeAreaInsets.bottom }
                        contentSize: { height: 3000 }
                        constraints: { edges: superview }
                """),
            RuleExample("A .never scroll view that sits inside the safe area", """
                insetlint: 1
                screen: Messages
                devices: [iphone-x, iphone-15]
                orientations: [portrait, landscape]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: messagesTable
                        class: UITableView
                        contentInsetAdjustmentBehavior: never
                        contentSize: { height: 3000 }
                        constraints: { edges: safeArea }
                """),
            RuleExample("A .never scroll view whose content is pinned to its safe area", """
                insetlint: 1
                screen: Pager
                devices: [iphone-x]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: pager
                        class: UIScrollView
                        contentInsetAdjustmentBehavior: never
                        contentSize: { width: 1125 }
                        constraints: { edges: superview }
                        subviews:
                          - id: pageTitle
                            class: UILabel
                            constraints: { top: safeArea + 16, leading: frameGuide + 16, width: 343 }
                          - id: nextButton
                            class: UIButton
                            constraints: { bottom: safeArea - 16, leading: frameGuide + 16, width: 343, height: 50 }
                """),
            RuleExample("The same table with a contentInset on both edges", """
                insetlint: 1
                screen: Inbox
                devices: [iphone-14, iphone-se-3]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: inboxTable
                        class: UITableView
                        contentInsetAdjustmentBehavior: never
                        contentInset: { top: superview.safeAreaInsets.top, bottom: superview.safeAreaInsets.bottom }
                        contentSize: { height: 2400 }
                        rowHeight: 60
                        constraints: { edges: superview }
                        cell:
                          subviews:
                            - id: subjectLabel
                              class: UILabel
                              constraints: { top: superview + 8, bottom: superview - 8, leading: margins, trailing: margins }
                """),
        ])

    public init() {}

    public func observesLayouts(of screen: LintScreen) -> Bool { !screen.neverScrollViews.isEmpty }

    public func check(_ screen: LintScreen, _ current: LintLayout) -> [Observation] {
        // Before the spec and layout are copied out, which was most of the check in a layout with none.
        guard observesLayouts(of: screen) else { return [] }
        let spec = screen.spec, layout = current.layout
        return screen.neverScrollViews.compactMap { index, location in
            let uncovered = ScrollContent.uncovered(index, screen, current)
            guard !uncovered.isEmpty else { return nil }
            return Observation(
                view: index, location: location,
                summary: "\(Coverage.name(spec.views[index])) has contentInsetAdjustmentBehavior = never but its contentInset does not cover its safe area",
                detail: ScrollContent.describe(uncovered, layout),
                fix: "Remove never (automatic adds the safe area to adjustedContentInset), or set contentInset on those edges to the "
                    + "safe-area inset (e.g. contentInset.top = superview.safeAreaInsets.top, updated in viewSafeAreaInsetsDidChange); "
                    + "for room under your own overlays use additionalSafeAreaInsets rather than never")
        }
    }
}
