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
            top and 83 pt at the bottom on iPhone X with a navigation bar and tab bar; Apple's documentation of \
            UIView.safeAreaInsets) and through scroll views' adjusted content inset. Content pinned to the \
            superview, or inside a scroll view with contentInsetAdjustmentBehavior = never, starts under the bar. \
            Content in a scroll view is checked at the first scroll position for the top bar and at the last for \
            bottom bars, where the last row of a table or collection view is (when the spec counts the rows or \
            gives the content height); the message says "when scrolled to the end" where that is where it \
            shows. A table turned upside down (transform scaleY -1, as chat screens do) is checked the other \
            way round: its first rows at the bottom, the oldest reaching the top bar at the end. Views inside \
            child view controllers, table cell templates, header and footer views are checked where they \
            land, and so is a collection view's first row of items (reported on the collection view). A bar or \
            panel pinned to its superview's edge under the bar, with its content laid out from its edges, is \
            reported once, at that constraint. Content that reaches past the bar into the status bar, notch or \
            home indicator is reported by under-notch or under-home-indicator instead, once, with the devices \
            where only the bar covers it.
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
            RuleExample("A .never scroll view whose first label slides under the navigation bar (reported once, by never-without-safe-inset)", """
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
                          - id: headline
                            class: UILabel
                            frame: [16, 50, 343, 21]
                """),
            RuleExample("A child view controller's header label laid out from its root's top", """
                insetlint: 1
                screen: Inbox
                devices: [iphone-15]
                orientations: [portrait]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: inboxList
                        class: UIView
                        viewController: {}
                        constraints: { edges: superview }
                        subviews:
                          - id: unreadCount
                            class: UILabel
                            constraints: { top: superview + 70, leading: safeArea + 16, trailing: safeArea - 16 }  # ← finding
                """),
            RuleExample("The first table row of a .never table under the navigation bar (reported once, by never-without-safe-inset)", """
                insetlint: 1
                screen: Orders
                devices: [iphone-se-3]
                orientations: [portrait]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: ordersTable
                        class: UITableView
                        contentInsetAdjustmentBehavior: never
                        contentInset: { top: 20 }
                        contentSize: { height: 2000 }
                        rowHeight: 60
                        constraints: { edges: superview }
                        cell:
                          subviews:
                            - id: orderNumber
                              class: UILabel
                              frame: [16, 8, 288, 21]
                """),
            RuleExample("A .never collection view whose first row of items starts under the navigation bar (reported once, by never-without-safe-inset, which names the cause)", """
                insetlint: 1
                screen: Albums
                devices: [iphone-x]
                orientations: [portrait]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: albumGrid
                        class: UICollectionView
                        contentInsetAdjustmentBehavior: never
                        contentInset: { top: 44 }
                        contentSize: { height: 4000 }
                        constraints: { edges: superview }
                        flowLayout:
                          sectionInset: { top: 10, left: 10, bottom: 10, right: 10 }
                          itemSize: { width: 170, height: 170 }
                """),
            RuleExample("A label under the navigation bar and the status bar too (reported once, by under-notch)", """
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
                        constraints: { top: superview + 30, leading: safeArea + 16, trailing: safeArea - 16, height: 30 }
                """),
            RuleExample("A filter bar pinned under the status bar, its buttons centred in it (one finding, on the bar's constraint)", """
                insetlint: 1
                screen: Search
                devices: [iphone-se-3]
                orientations: [portrait]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: filterBar
                        class: UIView
                        backgroundColor: true
                        constraints:
                          top: superview + 20  # ← finding
                          leading: superview
                          trailing: superview
                          height: 44
                        subviews:
                          - id: sortButton
                            class: UIButton
                            constraints: { centerY: superview, leading: safeArea + 16, width: 80 }
                          - id: filterButton
                            class: UIButton
                            constraints: { centerY: superview, trailing: safeArea - 16, width: 80 }
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
            RuleExample("An upside-down chat table whose insets were written for an unflipped one: the oldest rows end under the bar and the notch (reported once, by under-notch)", """
                insetlint: 1
                screen: Chat
                devices: [iphone-x]
                orientations: [portrait]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: messages
                        class: UITableView
                        transform: { scaleX: 1, scaleY: -1 }
                        contentInset: { top: superview.safeAreaInsets.top, bottom: superview.safeAreaInsets.bottom }
                        contentSize: { height: 3000 }
                        rowHeight: 60
                        constraints: { edges: superview }
                        cell:
                          subviews:
                            - id: bubbleText
                              class: UILabel
                              constraints:
                                top: superview + 8
                                bottom: superview - 8
                                leading: margins
                                trailing: margins
                """),
            RuleExample("A chat table turned upside down with its insets swapped to match", """
                insetlint: 1
                screen: Chat
                devices: [iphone-x, iphone-15]
                orientations: [portrait]
                navigationController: {}
                tabBarController: {}
                viewController:
                  view:
                    subviews:
                      - id: messages
                        class: UITableView
                        transform: { scaleX: 1, scaleY: -1 }
                        contentInset: { top: superview.safeAreaInsets.bottom, bottom: superview.safeAreaInsets.top }
                        contentSize: { height: 3000 }
                        rowHeight: 60
                        constraints: { edges: superview }
                        cell:
                          subviews:
                            - id: bubbleText
                              class: UILabel
                              constraints: { top: superview + 8, bottom: superview - 8, leading: margins, trailing: margins }
                """),
        ])

    public init() {}

    public func check(_ screen: LintScreen, _ current: LintLayout) -> [Observation] {
        var result: [Observation] = []
        check(screen, current, into: &result)
        return result
    }

    /// Appended to the layout's list: most layouts have a few of these, and a list of their own
    /// was one or two allocations per layout.
    public func check(_ screen: LintScreen, _ current: LintLayout, into result: inout [Observation]) {
        let spec = screen.spec
        for bar in current.layout.bars {
            let isTop = bar.edge == .top
            let edge: Edge = isTop ? .top : .bottom
            let attributed = Coverage.attribute(hitsOn: edge, band: bar.frame, current, screen)
            // By position, each read in the list: copied out of it (as `for a in attributed` did), its
            // related views were retained and released.
            for k in attributed.indices {
                let c = attributed[k].hit, depth = attributed[k].depth
                let side = isTop ? "top" : "bottom"
                let position = c.position
                let detail = current.wordings.detail(.underBar, depth: depth, position: position) {
                    Wordings.depthText(depth, position)
                }
                if let container = attributed[k].container {
                    let w = current.wordings.wording(.underBar, view: container.index,
                                                     variant: Wordings.variant(Self.kindNumber(bar.kind), container.byFrame, isTop)) {
                        Coverage.containerWording(
                            container, spec, at: "the \(side)", consequence: "is covered by the \(bar.kind.rawValue)",
                            unpin: ("Lay it out with constraints, its \(side) to safeArea, instead of a fixed frame",
                                    "Pin its \(side) to safeArea instead of superview"),
                            rest: ", or lay out its content from its safeArea, which excludes the bar")
                    }
                    result.append(Observation(view: attributed[k].view, location: attributed[k].location(edge, screen, current.scratch), summary: w.summary,
                                              detail: detail, fix: w.fix, edge: edge, related: attributed[k].related))
                    continue
                }
                // Item rows and views in scroll views get the same fix: one flag for both keeps the variant in three.
                let scrolls = c.scrolls, lastRow = c.usesLastRow
                let w = current.wordings.wording(.underBar, view: c.index,
                                                 variant: Wordings.variant(8 + Self.kindNumber(bar.kind) * 2 + (isTop ? 1 : 0), c.isItemRow, lastRow, scrolls)) {
                    let placement = Coverage.framePlacement(c.index, screen)
                    return Wordings.Wording(
                        summary: "\(c.name(spec)) is covered by the \(bar.kind.rawValue)",
                        fix: c.isItemRow
                            ? "Let the collection view adjust for the bar (contentInsetAdjustmentBehavior automatic, or a contentInset equal to its safe area on that edge)"
                            : placement.inScrollView || scrolls
                            ? "Let its scroll view adjust for the bar (contentInsetAdjustmentBehavior automatic, or a contentInset.\(side) equal to the safe area)"
                            : placement.byFrame
                            ? "Its frame ignores the bar: lay it out with constraints, its \(side) to safeArea, instead of a fixed frame"
                            : "Constrain its \(side) to safeArea, or let its scroll view adjust for the bar (contentInsetAdjustmentBehavior automatic, or a matching contentInset)")
                }
                result.append(Observation(view: c.index, location: c.location(edge, screen, current.scratch), summary: w.summary, detail: detail, fix: w.fix, edge: edge))
            }
        }
    }

    /// The bar's kind as a small number, for the wording's variant.
    private static func kindNumber(_ kind: BarFrame.Kind) -> Int {
        switch kind {
        case .navigationBar: 0
        case .toolbar: 1
        case .tabBar: 2
        case .bottomAccessory: 3
        }
    }
}
