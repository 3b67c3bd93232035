import InsetEngine
import ScreenModel

/// Content or a control under the status bar, notch or Dynamic Island (portrait), or in the
/// landscape side bands that the sensor housing reserves.
public struct UnderNotch: Rule {
    public static let description = RuleDescription(
        id: "under-notch",
        name: "Content under the notch",
        summary: "Text or a control extends into the top sensor band (status bar, notch, Dynamic Island) or the landscape side bands.",
        rationale: """
            The device's own safe area reserves the top of the screen for the status bar and sensor housing \
            (44 pt on iPhone X, 59 pt on iPhone 15) and, in landscape, the same width on both sides, whichever \
            side the housing is on (measured in the simulator; docs/uikit.md lists the sources). A label or \
            button pinned to its superview's edge instead of the safe area is cut by the notch or the Dynamic \
            Island on those devices only, so it passes review on a home-button simulator. Backgrounds and \
            containers may run under the band and are not flagged. Every view in the tree is checked where it \
            lands: inside child view controllers, inside a table's cell template, header and footer view, and \
            the first row of a collection view's items (reported on the collection view). All of a scroll \
            view's content is checked: against the top band at the first scroll position, and against the side \
            bands wherever it is along the content, since they do not move with vertical scrolling (a table \
            footer 1,000 pt down reaches into them as surely as the first row); the message then says "when \
            scrolled to it" or "when scrolled to the end". A table turned upside down (transform scaleY -1, as \
            chat screens do) shows its first rows at the bottom and is checked that way round.
            """,
        severity: .error,
        examples: [
            RuleExample("A title pinned to the top of the root view", """
                insetlint: 1
                screen: Profile
                devices: [iphone-x, iphone-15]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: title
                        class: UILabel
                        constraints: { top: superview, leading: safeArea + 16, trailing: safeArea - 16 }  # ← finding
                """),
            RuleExample("A list row label that starts at the screen edge in landscape", """
                insetlint: 1
                screen: Settings
                devices: [iphone-x]
                orientations: [landscape]
                viewController:
                  view:
                    subviews:
                      - id: name
                        class: UILabel
                        constraints:
                          top: safeArea + 12
                          leading: superview + 16  # ← finding
                          width: 200
                """),
            RuleExample("A child view controller's label pinned to the top of its own root view", """
                insetlint: 1
                screen: Home
                devices: [iphone-15]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: banner
                        class: UIView
                        viewController: {}
                        constraints: { top: superview, leading: superview, trailing: superview, height: 160 }
                        subviews:
                          - id: bannerTitle
                            class: UILabel
                            constraints: { top: superview + 20, leading: safeArea + 16, trailing: safeArea - 16 }  # ← finding
                """),
            RuleExample("A .never scroll view's first label at the initial content offset", """
                insetlint: 1
                screen: Story
                devices: [iphone-x]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: story
                        class: UIScrollView
                        contentInsetAdjustmentBehavior: never
                        contentSize: { height: 3000 }
                        constraints: { edges: superview }
                        subviews:
                          - id: storyTitle  # ← finding
                            class: UILabel
                            frame: [16, 12, 343, 28]
                """),
            RuleExample("A table cell's label pinned to the edge of a content view that spans the row", """
                insetlint: 1
                screen: Contacts
                devices: [iphone-15]
                orientations: [landscape-right]
                viewController:
                  view:
                    class: UITableView
                    contentSize: { height: 3000 }
                    insetsContentViewsToSafeArea: false
                    cell:
                      subviews:
                        - id: contactName
                          class: UILabel
                          constraints: { leading: superview + 20, trailing: superview - 20, centerY: superview }  # ← finding
                """),
            RuleExample("A close button placed against a full-screen backdrop rather than the safe area", """
                insetlint: 1
                screen: Dialog
                devices: [iphone-x]
                orientations: [landscape-left]
                viewController:
                  view:
                    subviews:
                      - id: backdrop
                        class: UIView
                        constraints: { edges: superview }
                      - id: hide
                        class: UIButton
                        constraints:
                          top: safeArea + 72
                          trailing: backdrop - 24  # ← finding
                          width: 44
                """),
            RuleExample("A grid whose first row of items starts at the screen edge in landscape", """
                insetlint: 1
                screen: Photos
                devices: [iphone-x]
                orientations: [landscape-left]
                viewController:
                  view:
                    subviews:
                      - id: photoGrid  # ← finding
                        class: UICollectionView
                        contentSize: { height: 2000 }
                        constraints: { edges: superview }
                        flowLayout:
                          sectionInset: { top: 8, left: 8, bottom: 8, right: 8 }
                          itemSize: { width: 120, height: 120 }
                """),
            RuleExample("The same grid measuring its section inset from the safe area", """
                insetlint: 1
                screen: Photos
                devices: [iphone-x, iphone-15]
                orientations: [portrait, landscape]
                viewController:
                  view:
                    subviews:
                      - id: photoGrid
                        class: UICollectionView
                        contentSize: { height: 2000 }
                        constraints: { edges: superview }
                        flowLayout:
                          sectionInset: { top: 8, left: 8, bottom: 8, right: 8 }
                          sectionInsetReference: fromSafeArea
                          itemSize: { width: 120, height: 120 }
                """),
            RuleExample("A table footer's label below the fold, at the screen edge in landscape (met when scrolled to it)", """
                insetlint: 1
                screen: Signup
                devices: [iphone-14]
                orientations: [landscape]
                viewController:
                  view:
                    subviews:
                      - id: tableView
                        class: UITableView
                        contentSize: { height: 1200 }
                        constraints: { edges: superview }
                        subviews:
                          - id: footerContainer
                            class: UIView
                            constraints: { top: superview + 1046, leading: superview, width: frameGuide.width, height: 154 }
                            subviews:
                              - id: emailLabel
                                class: UILabel
                                constraints:
                                  top: superview + 24
                                  leading: superview + 16  # ← finding
                                  trailing: superview - 16
                                  height: 42
                """),
            RuleExample("The same label in a tableFooterView after 16 rows", """
                insetlint: 1
                screen: Signup
                devices: [iphone-14]
                orientations: [landscape]
                viewController:
                  view:
                    class: UITableView
                    rowHeight: 60
                    numberOfRows: 16
                    tableFooterView:
                      id: footerContainer
                      class: UIView
                      frame: [0, 0, 0, 154]
                      subviews:
                        - id: emailLabel
                          class: UILabel
                          constraints:
                            top: superview + 24
                            leading: superview + 16  # ← finding
                            trailing: superview - 16
                """),
            RuleExample("The same title pinned to the safe area", """
                insetlint: 1
                screen: Profile
                devices: [iphone-x, iphone-15]
                orientations: [portrait, landscape]
                viewController:
                  view:
                    subviews:
                      - id: title
                        class: UILabel
                        constraints: { top: safeArea, leading: safeArea + 16, trailing: safeArea - 16 }
                """),
            RuleExample("A header background under the notch (backgrounds may go there)", """
                insetlint: 1
                screen: Profile
                devices: [iphone-x]
                viewController:
                  view:
                    subviews:
                      - id: headerBackground
                        class: UIView
                        constraints: { top: superview, leading: superview, trailing: superview, bottom: safeArea.top + 44 }
                """),
            RuleExample("The footer's label pinned to the safe area, which the side bands inset", """
                insetlint: 1
                screen: Signup
                devices: [iphone-14, iphone-15]
                orientations: [portrait, landscape]
                viewController:
                  view:
                    class: UITableView
                    rowHeight: 60
                    numberOfRows: 16
                    tableFooterView:
                      id: footerContainer
                      class: UIView
                      constraints: { height: 154 }
                      subviews:
                        - id: emailLabel
                          class: UILabel
                          constraints: { top: superview + 24, leading: safeArea + 16, trailing: safeArea - 16 }
                """),
            RuleExample("A chat table turned upside down: the newest row sits at the bottom, the oldest comes down from under the bars", """
                insetlint: 1
                screen: Chat
                devices: [iphone-x, iphone-15]
                orientations: [portrait]
                navigationController: {}
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
        let spec = screen.spec, layout = current.layout
        let band = layout.deviceInsets
        let screen = layout.screenSize
        let device = layout.context.device
        var result: [Observation] = []
        for c in current.candidates {
            if band.top > 0.01, let top = c.reach(.top), let hit = top.frame.intersection(Rect(x: 0, y: 0, width: screen.width, height: band.top)) {
                result.append(Observation(
                    view: c.index, location: c.location(.top, spec),
                    summary: "\(c.name(spec, .top)) extends above the safe area into the top of the screen",
                    detail: "\(Coverage.points(hit.height)) under the \(device.topBandName)\(top.position.phrase)",
                    fix: c.isItemRow
                        ? "Let the collection view inset its content at the top (contentInsetAdjustmentBehavior automatic or always, or a contentInset.top equal to the safe area); only backgrounds belong under the status bar, notch or Dynamic Island"
                        : "Constrain its top to safeArea (or margins) instead of superview; only backgrounds belong under the status bar, notch or Dynamic Island"))
            }
            // Side bands do not move with vertical scrolling: content anywhere along it meets them.
            let leftReach = band.left > 0.01 ? c.reach(.left) : nil, rightReach = band.right > 0.01 ? c.reach(.right) : nil
            let left = leftReach?.frame.intersection(Rect(x: 0, y: 0, width: band.left, height: screen.height))
            let right = rightReach?.frame.intersection(Rect(x: screen.width - band.right, y: 0, width: band.right, height: screen.height))
            if left != nil || right != nil {
                let depth = max(left?.width ?? 0, right?.width ?? 0)
                let position = (left != nil ? leftReach : rightReach)?.position ?? .atRest
                result.append(Observation(
                    view: c.index, location: c.location(left != nil ? .left : .right, spec),
                    summary: "\(c.name(spec, .left)) extends past the safe area into the landscape side band",
                    detail: "\(Coverage.points(depth)) into the \(device.sideBandName)\(position.phrase)",
                    fix: c.isItemRow
                        ? "Set the flow layout's sectionInsetReference to fromSafeArea (or fromLayoutMargins) so the section inset is measured from the safe area; landscape insets are symmetric, so both sides need it"
                        : "Constrain leading and trailing to safeArea or margins instead of superview; landscape insets are symmetric, so both sides need it"))
            }
        }
        return result
    }
}
