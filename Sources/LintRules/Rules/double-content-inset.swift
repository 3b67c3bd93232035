import InsetEngine
import ScreenModel

/// A manual contentInset equal to the safe area on an edge where UIKit adds the safe area as well.
public struct DoubleContentInset: Rule {
    public static let description = RuleDescription(
        id: "double-content-inset",
        name: "Safe area added twice to a scroll view",
        summary: "A scroll view's manual contentInset equals its safe-area inset on an edge where contentInsetAdjustmentBehavior adds the safe area too.",
        rationale: """
            Before iOS 11 UIKit wrote the bar heights into contentInset itself, and apps that managed insets \
            copied them there (64 / 49 pt on an iPhone 8 with a navigation bar and tab bar). Since iOS 11 \
            contentInset is the app's own part and UIKit adds the safe area on top of it (adjustedContentInset = \
            contentInset + safe area on the edges the behavior adjusts; Apple's documentation of \
            UIScrollView.adjustedContentInset, WWDC17 session 204 "Updating Your App for iOS 11"). Code that \
            still sets contentInset to the safe area or the bar heights while the behavior adjusts that edge \
            insets the content twice: a blank band as tall as the bars above the first row (88 pt on iPhone X) \
            and below the last one. The rule fires when the manual inset matches the safe area within 1 pt, so a \
            hard-coded 64 shows up on the devices where 64 is the safe area.
            """,
        severity: .warning,
        examples: [
            RuleExample("iOS 10 code copying the layout guides into contentInset", """
                insetlint: 1
                screen: Inbox
                devices: [iphone-x, iphone-se-3]
                orientations: [portrait]
                tabBarController: {}
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: inboxTable  # ← finding
                        class: UITableView
                        contentInset: { top: superview.safeAreaInsets.top, bottom: superview.safeAreaInsets.bottom }
                        contentSize: { height: 5000 }
                        constraints: { edges: superview }
                """),
            RuleExample("A hard-coded 64 pt top inset on an iPhone 8-sized screen", """
                insetlint: 1
                screen: Inbox
                devices: [iphone-se-3]
                orientations: [portrait]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: inboxTable  # ← finding
                        class: UITableView
                        contentInset: { top: 64 }
                        contentSize: { height: 5000 }
                        constraints: { edges: superview }
                """),
            RuleExample("The same inset under .never, where it is the only one", """
                insetlint: 1
                screen: Inbox
                devices: [iphone-x, iphone-se-3]
                orientations: [portrait, landscape]
                tabBarController: {}
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: inboxTable
                        class: UITableView
                        contentInsetAdjustmentBehavior: never
                        contentInset: { top: superview.safeAreaInsets.top, bottom: superview.safeAreaInsets.bottom }
                        contentSize: { height: 5000 }
                        constraints: { edges: superview }
                """),
            RuleExample("A small extra contentInset on top of the automatic one", """
                insetlint: 1
                screen: Inbox
                devices: [iphone-x, iphone-se-3]
                orientations: [portrait, landscape]
                tabBarController: {}
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: inboxTable
                        class: UITableView
                        contentInset: { top: 8, bottom: 8 }
                        contentSize: { height: 5000 }
                        constraints: { edges: superview }
                """),
        ])

    public init() {}

    public func check(_ screen: LintScreen, _ current: LintLayout) -> [Observation] {
        // Nothing to read in a layout without scroll views: the layout's views were retained for it.
        guard !screen.scrollViews.isEmpty else { return [] }
        var result: [Observation] = []
        // Each scroll view read in place and its edges tested before any list is built: asked per
        // scroll view per layout and seldom true, a copy of the view (retaining its extras) and an
        // array of its edges cost more than the test. The edges are listed only once a scroll view
        // sets an inset of its own: made up front, the list was made and released per layout.
        current.layout.views.withUnsafeBufferPointer { views in
            for index in screen.scrollViews {
                let resolved = views.baseAddress.unsafelyUnwrapped + index
                guard let scroll = resolved.pointee.scroll, !resolved.pointee.isHidden else { continue }
                // Most scroll views set no inset of their own: nothing to repeat, and no edge to test.
                let manual = scroll.contentInset
                guard manual.top > 0.01 || manual.left > 0.01 || manual.bottom > 0.01 || manual.right > 0.01 else { continue }
                let safeArea = resolved.pointee.safeAreaInsets
                let edges = Edge.allCases
                guard edges.contains(where: { Self.insetsTwice($0, scroll, safeArea) }) else { continue }
                result.append(observation(index, scroll, safeArea, edges.filter { Self.insetsTwice($0, scroll, safeArea) }, screen.spec))
            }
        }
        return result
    }

    /// Whether the manual inset on `edge` repeats the safe area that the behavior already adds there.
    private static func insetsTwice(_ edge: Edge, _ scroll: ResolvedScroll, _ safeArea: Insets) -> Bool {
        let manual = scroll.contentInset[edge]
        return scroll.consumes(edge) && safeArea[edge] > 0.01 && manual > 0.01 && abs(manual - safeArea[edge]) <= 1
    }

    private func observation(_ index: Int, _ scroll: ResolvedScroll, _ safeArea: Insets, _ doubled: [Edge], _ spec: ScreenSpec) -> Observation {
        let view = spec.views[index]
        let behavior = scroll.behavior.rawValue
        return Observation(
            view: index, location: view.location,
            summary: "\(Coverage.name(view)) sets contentInset to its safe-area inset although contentInsetAdjustmentBehavior "
                + "\(behavior) already adds the safe area on that edge, so its content is inset twice",
            detail: doubled.map { edge in
                "\(edge.rawValue) \(Points.text(scroll.adjustedContentInset[edge])) = contentInset \(Points.text(scroll.contentInset[edge])) "
                    + "+ safe area \(Points.text(safeArea[edge]))"
            }.joined(separator: ", "),
            fix: "Remove the manual contentInset (UIKit adds the safe area since iOS 11), or set contentInsetAdjustmentBehavior "
                + "= never if the app manages the inset itself")
    }
}
