import InsetEngine
import ScreenModel

/// Content or a control in the home-indicator band at the bottom of the screen.
public struct UnderHomeIndicator: Rule {
    public static let description = RuleDescription(
        id: "under-home-indicator",
        name: "Content under the home indicator",
        summary: "Text or a control extends into the home-indicator band at the bottom of the screen.",
        rationale: """
            Face ID devices reserve a band at the bottom for the home indicator: 34 pt in portrait and 21 pt in \
            landscape on iPhones, 20 pt on iPads (measured in the simulator; docs/uikit.md lists the sources). \
            The system's swipe-up gesture starts there and wins over the app's own touches (Apple's Human \
            Interface Guidelines, "Layout"), and the indicator is drawn over the content. A bottom button pinned \
            to its superview instead of the safe area works on an iPhone 8 and is half covered on every Face ID \
            iPhone. Content inside a scroll view is checked at the bottom-most scroll position, since it can \
            scroll out from under the band; a table's cell template is checked as its last row there, when \
            the spec counts the rows (numberOfRows) or gives the content height, and the message says "when \
            scrolled to the end". Views inside child view controllers, table cell templates, header and footer \
            views are checked where they land; a collection view's rows of items are checked too (a horizontal \
            strip of cards pinned to the bottom, the last row of an action sheet when the spec gives its \
            content height), reported on the collection view. A bar pinned to the screen's bottom \
            by its own constraint, with its content laid out from its edges, is one mistake: it is reported once, \
            at that constraint, naming the views inside it. A full-bleed image view is a background unless its \
            role says otherwise. Content under both a tab bar or toolbar and the home indicator is reported here \
            only (under-bar stays silent).
            """,
        severity: .error,
        examples: [
            RuleExample("A full-width button pinned to the bottom of the screen", """
                insetlint: 1
                screen: Login
                devices: [iphone-15]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: signIn
                        class: UIButton
                        constraints:
                          leading: safeArea + 16
                          trailing: safeArea - 16
                          bottom: superview - 8  # ← finding
                          height: 50
                """),
            RuleExample("A child view controller's toolbar button pinned to the bottom of its root view", """
                insetlint: 1
                screen: Editor
                devices: [iphone-x]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: formatPanel
                        class: UIView
                        viewController: {}
                        constraints: { leading: superview, trailing: superview, bottom: superview, height: 120 }
                        subviews:
                          - id: boldButton
                            class: UIButton
                            constraints:
                              leading: safeArea + 16
                              bottom: superview - 10  # ← finding
                              width: 44
                              height: 44
                """),
            RuleExample("A playback bar pinned to the bottom of the screen, its buttons centred in it (one finding, on the bar's constraint)", """
                insetlint: 1
                screen: Podcast
                devices: [iphone-15]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: playbackBar
                        class: UIView
                        backgroundColor: true
                        constraints:
                          leading: superview
                          trailing: superview
                          bottom: superview  # ← finding
                          height: 49
                        subviews:
                          - id: rewindButton
                            class: UIButton
                            constraints: { centerY: superview, leading: safeArea + 24, width: 44, height: 44 }
                          - id: playButton
                            class: UIButton
                            constraints: { centerY: superview, centerX: superview, width: 44, height: 44 }
                          - id: forwardButton
                            class: UIButton
                            constraints: { centerY: superview, trailing: safeArea - 24, width: 44, height: 44 }
                """),
            RuleExample("A .never strip of cards whose items run into the home-indicator band (reported once, by never-without-safe-inset, which names the cause)", """
                insetlint: 1
                screen: Stations
                devices: [iphone-15]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: stationCards
                        class: UICollectionView
                        contentInsetAdjustmentBehavior: never
                        contentSize: { width: 1600 }
                        constraints: { leading: superview, trailing: superview, bottom: superview, height: 140 }
                        flowLayout:
                          sectionInset: { top: 10, left: 16, bottom: 10, right: 16 }
                          itemSize: { width: 200, height: 120 }
                """),
            RuleExample("The same strip above the safe area's bottom", """
                insetlint: 1
                screen: Stations
                devices: [iphone-15]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: stationCards
                        class: UICollectionView
                        contentInsetAdjustmentBehavior: never
                        contentSize: { width: 1600 }
                        constraints: { leading: superview, trailing: superview, bottom: safeArea, height: 140 }
                        flowLayout:
                          sectionInset: { top: 10, left: 16, bottom: 10, right: 16 }
                          itemSize: { width: 200, height: 120 }
                """),
            RuleExample("The playback bar's background runs to the edge, its buttons sit on the screen's safe area", """
                insetlint: 1
                screen: Podcast
                devices: [iphone-15, iphone-se-3]
                viewController:
                  view:
                    subviews:
                      - id: playbackBar
                        class: UIView
                        backgroundColor: true
                        constraints: { leading: superview, trailing: superview, bottom: superview, top: playButton.top - 4 }
                        subviews:
                          - id: playButton
                            class: UIButton
                            constraints: { bottom: root.safeArea.bottom - 4, centerX: superview, width: 44, height: 44 }
                """),
            RuleExample("A full-bleed backdrop image runs under the indicator (a background by default)", """
                insetlint: 1
                screen: Welcome
                devices: [iphone-15]
                viewController:
                  view:
                    subviews:
                      - id: backdropImage
                        class: UIImageView
                        constraints: { edges: superview }
                """),
            RuleExample("The same button pinned to the safe area", """
                insetlint: 1
                screen: Login
                devices: [iphone-15, iphone-se-3]
                viewController:
                  view:
                    subviews:
                      - id: signIn
                        class: UIButton
                        constraints: { leading: safeArea + 16, trailing: safeArea - 16, bottom: safeArea - 8, height: 50 }
                """),
            RuleExample("Scrolling content that can move out from under the indicator", """
                insetlint: 1
                screen: Feed
                devices: [iphone-x]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: list
                        class: UIScrollView
                        contentSize: { height: 2000 }
                        constraints: { edges: superview }
                        subviews:
                          - id: caption
                            class: UILabel
                            frame: [16, 780, 343, 21]
                """),
            RuleExample("An action sheet whose last row of actions ends at the bottom of the screen (scrollableAxes: content that fits gets no bottom inset)", """
                insetlint: 1
                screen: Share
                devices: [iphone-14]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: actions  # ← finding
                        class: UICollectionView
                        contentInsetAdjustmentBehavior: scrollableAxes
                        contentSize: { height: 232 }
                        constraints: { leading: superview, trailing: superview, bottom: superview, height: 232 }
                        flowLayout:
                          sectionInset: { top: 8, left: 16, bottom: 0, right: 16 }
                          itemSize: { width: 358, height: 50 }
                """),
            RuleExample("The last rows of a .never table, met when scrolled to the end (reported once, by never-without-safe-inset, which names the cause and the cell's label)", """
                insetlint: 1
                screen: Inbox
                devices: [iphone-14]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: inboxTable
                        class: UITableView
                        contentInsetAdjustmentBehavior: never
                        contentInset: { top: superview.safeAreaInsets.top }
                        rowHeight: 60
                        numberOfRows: 40
                        constraints: { edges: superview }
                        cell:
                          subviews:
                            - id: subjectLabel
                              class: UILabel
                              constraints: { top: superview + 8, bottom: superview - 8, leading: margins, trailing: margins }
                """),
            RuleExample("The action sheet measuring its section inset from the safe area", """
                insetlint: 1
                screen: Share
                devices: [iphone-14, iphone-se-3]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: actions
                        class: UICollectionView
                        contentSize: { height: 232 }
                        constraints: { leading: superview, trailing: superview, bottom: superview, height: 232 }
                        flowLayout:
                          sectionInset: { top: 8, left: 16, bottom: 0, right: 16 }
                          sectionInsetReference: fromSafeArea
                          itemSize: { width: 358, height: 50 }
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
        let layout = current.layout
        let bottom = layout.deviceInsets.bottom
        guard bottom > 0.01 else { return }
        let band = Rect(x: 0, y: layout.screenSize.height - bottom, width: layout.screenSize.width, height: bottom)
        // By position, each read in the list: copied out of it (as `map` did), its related views were
        // retained and released.
        let attributed = Coverage.attribute(hitsOn: .bottom, band: band, current, screen)
        for k in attributed.indices { result.append(observation(attributed, k, screen, current)) }
    }

    /// The observation of `attributed[k]`, read in place.
    private func observation(_ attributed: [Coverage.Attributed], _ k: Int, _ screen: LintScreen, _ current: LintLayout) -> Observation {
        let spec = screen.spec
        let c = attributed[k].hit
        let position = c.position, depth = attributed[k].depth
        let detail = current.wordings.detail(.underHomeIndicator, depth: depth, position: position) {
            Wordings.depthText(depth, position)
        }
        if let container = attributed[k].container {
            let w = current.wordings.wording(.underHomeIndicator, view: container.index, variant: container.byFrame ? 1 : 0) {
                Coverage.containerWording(
                    container, spec, at: "the bottom", consequence: "extends below the safe area into the home-indicator area",
                    unpin: ("Lay it out with constraints, its bottom to safeArea, instead of a fixed frame",
                            "Pin its bottom to safeArea instead of superview"),
                    rest: ", or keep its background at the screen edge and lay out its content from its safeArea (e.g. bottom: safeArea - 8); "
                        + "the system's swipe-up gesture owns this band")
            }
            return Observation(view: attributed[k].view, location: attributed[k].location(.bottom, screen, current.scratch), summary: w.summary, detail: detail, fix: w.fix,
                               edge: .bottom, related: attributed[k].related)
        }
        let scrolls = c.scrolls, lastRow = c.usesLastRow
        let w = current.wordings.wording(.underHomeIndicator, view: c.index, variant: Wordings.variant(2, c.isItemRow, lastRow, scrolls)) {
            let placement = Coverage.framePlacement(c.index, screen)
            return Wordings.Wording(
                summary: "\(c.name(spec)) extends below the safe area into the home-indicator area",
                fix: c.isItemRow
                    ? "Pin the collection view's bottom to safeArea, or give it a contentInset.bottom equal to the safe area; the system's swipe-up gesture owns this band"
                    : placement.inScrollView || scrolls
                    ? "Let its scroll view inset its content at the bottom (contentInsetAdjustmentBehavior automatic, or a contentInset.bottom equal to the safe area); the system's swipe-up gesture owns this band"
                    : placement.byFrame
                    ? "Its frame puts it there on every Face ID device: lay it out with constraints to safeArea (e.g. bottom: safeArea - 16) instead of a fixed frame; the system's swipe-up gesture owns this band"
                    : "Constrain its bottom to safeArea (e.g. bottom: safeArea - 16) instead of superview; the system's swipe-up gesture owns this band. "
                        + Coverage.backgroundHint)
        }
        return Observation(view: c.index, location: c.location(.bottom, screen, current.scratch), summary: w.summary, detail: detail, fix: w.fix, edge: .bottom)
    }
}
