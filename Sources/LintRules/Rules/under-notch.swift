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
            chat screens do) shows its first rows at the bottom and is checked that way round. A bar or panel pinned to the screen's top by its own constraint, with its content laid out \
            from its edges, is one mistake: it is reported once, at that constraint, naming the views inside it \
            (unless the container is laid out from the safe area itself, as a header that grows by the status \
            bar's height is). A full-bleed image view (all four edges pinned to the view controller's root view) \
            is a background unless its role says otherwise. Where a more specific rule explains the same view \
            in the same band (table-content-not-inset, collection-section-inset-reference), that rule reports it.
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
            RuleExample("A .never scroll view's first label at the initial content offset (reported once, by never-without-safe-inset, which names the cause and this label)", """
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
                          - id: storyTitle
                            class: UILabel
                            frame: [16, 12, 343, 28]
                """),
            RuleExample("A text view with scrolling off, pinned to the top of the root view: it sizes to its text, which starts under the notch", """
                insetlint: 1
                screen: Terms
                devices: [iphone-x]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: termsText
                        class: UITextView
                        scrollEnabled: false
                        intrinsicContentSize: { height: 120 }
                        constraints: { top: superview, leading: safeArea + 16, trailing: safeArea - 16 }  # ← finding
                """),
            RuleExample("A table cell's label pinned to the edge of a content view that spans the row (reported once, by table-content-not-inset, which names the cause)", """
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
                          constraints: { leading: superview + 20, trailing: superview - 20, centerY: superview }
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
            RuleExample("A .never grid whose first row of items starts under the notch (reported once, by never-without-safe-inset, which names the cause)", """
                insetlint: 1
                screen: Photos
                devices: [iphone-x]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: photoGrid
                        class: UICollectionView
                        contentInsetAdjustmentBehavior: never
                        contentSize: { height: 2000 }
                        constraints: { edges: superview }
                        flowLayout:
                          sectionInset: { top: 8, left: 8, bottom: 8, right: 8 }
                          itemSize: { width: 120, height: 120 }
                """),
            RuleExample("A grid whose items reach the landscape side band (reported once, by collection-section-inset-reference)", """
                insetlint: 1
                screen: Photos
                devices: [iphone-x]
                orientations: [landscape-left]
                viewController:
                  view:
                    subviews:
                      - id: photoGrid
                        class: UICollectionView
                        contentSize: { height: 2000 }
                        constraints: { edges: superview }
                        flowLayout:
                          sectionInset: { top: 8, left: 8, bottom: 8, right: 8 }
                          itemSize: { width: 120, height: 120 }
                """),
            RuleExample("A header bar pinned to the top of the screen, its buttons centred in it (one finding, on the bar's constraint)", """
                insetlint: 1
                screen: Camera
                devices: [iphone-15]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: topBar
                        class: UIView
                        backgroundColor: true
                        constraints:
                          top: superview  # ← finding
                          leading: superview
                          trailing: superview
                          height: 60
                        subviews:
                          - id: flashButton
                            class: UIButton
                            constraints: { centerY: superview, leading: safeArea + 16, width: 44, height: 44 }
                          - id: settingsButton
                            class: UIButton
                            constraints: { centerY: superview, trailing: safeArea - 16, width: 44, height: 44 }
                """),
            RuleExample("A label placed by its frame under a navigation bar and the status bar (one finding here; under-bar stays silent)", """
                insetlint: 1
                screen: Detail
                devices: [iphone-x]
                orientations: [portrait]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: caption  # ← finding
                        class: UILabel
                        frame: [16, 30, 343, 30]
                """),
            RuleExample("The same image marked as content", """
                insetlint: 1
                screen: Welcome
                devices: [iphone-15]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: coverImage
                        class: UIImageView
                        role: content
                        constraints: { edges: superview }  # ← finding
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
            RuleExample("A text view pinned edge to edge as the first subview under a navigation bar: a UITextView is a scroll view, and automatic insets its text below the bar (only its background runs under it)", """
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
                        constraints: { edges: superview }
                """),
            RuleExample("A full-bleed image: it fills the root view edge to edge, so it is a background unless it says otherwise", """
                insetlint: 1
                screen: Welcome
                devices: [iphone-x, iphone-15]
                viewController:
                  view:
                    subviews:
                      - id: coverImage
                        class: UIImageView
                        constraints: { edges: superview }
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
        var result: [Observation] = []
        check(screen, current, into: &result)
        return result
    }

    /// Appended to the layout's list: most layouts have a few of these, and a list of their own
    /// was one or two allocations per layout.
    public func check(_ screen: LintScreen, _ current: LintLayout, into result: inout [Observation]) {
        let layout = current.layout
        let insets = layout.deviceInsets
        let size = layout.screenSize
        // The device read where it is, its band named by a number once: held in a local, the device
        // (its fields in a box) was retained and released per layout.
        let bandNames = Self.bandNumber(layout.context.device.kind, layout.context.orientation)
        if insets.top > 0.01 {
            let band = Rect(x: 0, y: 0, width: size.width, height: insets.top)
            let attributed = Coverage.attribute(hitsOn: .top, band: band, current, screen)
            // By position, each read in the list: copied out of it (as `for a in attributed` did), its
            // related views were retained and released. Not in a closure over the list's buffer: the
            // detail's closure inside it captured a copy of the layout.
            for k in attributed.indices {
                let position = attributed[k].hit.position, depth = attributed[k].depth
                let detail = current.wordings.detail(.underNotchTop, depth: depth, band: bandNames,
                                                     position: position) {
                    Wordings.depthText(depth, position, " under the ", layout.context.device.topBandName(layout.context.orientation))
                }
                result.append(top(attributed, k, detail, screen, current.wordings, current.scratch))
            }
        }
        // Landscape insets are symmetric: one observation per view, on the side it reaches deepest.
        guard insets.left > 0.01 || insets.right > 0.01 else { return }
        let leftBand = Rect(x: 0, y: 0, width: insets.left, height: size.height)
        let rightBand = Rect(x: size.width - insets.right, y: 0, width: insets.right, height: size.height)
        // Each view goes to the side it reaches (the left when both), listed per side as it is found:
        // one list filtered and relabelled per side cost two more arrays and a dynamic cast per hit.
        // In the scratch's lists: two lists were made per layout.
        let scratch = current.scratch
        Self.sideHits(current, left: insets.left > 0.01 ? leftBand : nil, right: insets.right > 0.01 ? rightBand : nil,
                      into: &scratch.leftHits, &scratch.rightHits)
        for edge in Self.sides where insets[edge] > 0.01 {
            let band = edge == .left ? leftBand : rightBand
            let attributed = Coverage.attribute(edge == .left ? scratch.leftHits : scratch.rightHits, edge: edge, band: band, current, screen)
            for k in attributed.indices {
                let position = attributed[k].hit.position, depth = attributed[k].depth
                let detail = current.wordings.detail(.underNotchSide, depth: depth, band: bandNames,
                                                     position: position) {
                    Wordings.depthText(depth, position, " into the ", layout.context.device.sideBandName)
                }
                result.append(side(attributed, k, edge, detail, screen, current.wordings, scratch))
            }
        }
    }

    private static let sides: [Edge] = [.left, .right]

    /// The candidates in the side bands (nil: not on this device), each in the list of the side it
    /// reaches (the left when both), with how deep. The lists are cleared first, keeping their storage.
    private static func sideHits(_ current: LintLayout, left leftBand: Rect?, right rightBand: Rect?,
                                 into leftHits: inout [(hit: Coverage.Hit, depth: Double)],
                                 _ rightHits: inout [(hit: Coverage.Hit, depth: Double)]) {
        Coverage.clear(&leftHits)
        Coverage.clear(&rightHits)
        // Side bands do not move with vertical scrolling: content anywhere along it meets them.
        current.candidates.forEachSideCandidate(left: leftBand, right: rightBand) { i, toLeft, toRight in
            // Put together once for both sides.
            let candidate = current.candidates[i]
            let leftReach = toLeft ? candidate.reach(.left) : nil, rightReach = toRight ? candidate.reach(.right) : nil
            let left = leftBand.flatMap { leftReach?.frame.intersection($0) }
            let right = rightBand.flatMap { rightReach?.frame.intersection($0) }
            let depth = max(left?.width ?? 0, right?.width ?? 0)
            if left != nil, let leftReach {
                leftHits.append((Coverage.Hit(candidate, leftReach), depth))
            } else if right != nil, let rightReach {
                rightHits.append((Coverage.Hit(candidate, rightReach), depth))
            }
        }
    }

    /// The device's kind and whether it is in landscape, which name its bands (`topBandName(_:)`,
    /// `sideBandName`), as a small number.
    private static func bandNumber(_ kind: Device.Kind, _ orientation: Orientation) -> UInt8 {
        let number: UInt8 = switch kind {
        case .rectangularPhone: 0
        case .notchPhone: 1
        case .islandPhone: 2
        case .rectangularPad: 3
        case .faceIDPad: 4
        }
        return orientation.isLandscape ? number + 8 : number
    }

    private static let onlyBackgrounds = "only backgrounds belong under the status bar, notch or Dynamic Island"

    /// The observation of `attributed[k]`, read in place.
    private func top(_ attributed: [Coverage.Attributed], _ k: Int, _ detail: String, _ screen: LintScreen, _ wordings: Wordings,
                     _ scratch: LayoutScratch) -> Observation {
        let spec = screen.spec, c = attributed[k].hit
        if let container = attributed[k].container {
            let w = wordings.wording(.underNotchTop, view: container.index, variant: container.byFrame ? 1 : 0) {
                Coverage.containerWording(
                    container, spec, at: "the top", consequence: "extends above the safe area into the top of the screen",
                    unpin: ("Lay it out with constraints, its top to safeArea, instead of a fixed frame", "Pin its top to safeArea instead of superview"),
                    rest: ", or keep its background under the status bar and lay out its content from its safeArea (e.g. top: safeArea + 8); "
                        + Self.onlyBackgrounds)
            }
            return Observation(view: attributed[k].view, location: attributed[k].location(.top, screen, scratch), summary: w.summary, detail: detail, fix: w.fix,
                               edge: .top, related: attributed[k].related)
        }
        let scrolls = c.scrolls, lastRow = c.usesLastRow
        let w = wordings.wording(.underNotchTop, view: c.index, variant: Wordings.variant(2, c.isItemRow, lastRow, scrolls)) {
            let placement = Coverage.framePlacement(c.index, screen)
            return Wordings.Wording(
                summary: "\(c.name(spec)) extends above the safe area into the top of the screen",
                fix: c.isItemRow
                    ? "Let the collection view inset its content at the top (contentInsetAdjustmentBehavior automatic or always, or a contentInset.top equal to the safe area); \(Self.onlyBackgrounds)"
                    : placement.inScrollView || scrolls
                    ? "Let its scroll view inset its content at the top (contentInsetAdjustmentBehavior automatic or always, or a contentInset.top equal to the safe area); \(Self.onlyBackgrounds)"
                    : placement.byFrame
                    ? "Its frame puts it there on every device with a notch or Dynamic Island: lay it out with constraints to safeArea (e.g. top: safeArea + 8) instead of a fixed frame; \(Self.onlyBackgrounds). \(Coverage.backgroundHint)"
                    : "Constrain its top to safeArea (or margins) instead of superview; \(Self.onlyBackgrounds). \(Coverage.backgroundHint)")
        }
        return Observation(view: c.index, location: c.location(.top, screen, scratch), summary: w.summary, detail: detail, fix: w.fix, edge: .top)
    }

    /// The observation of `attributed[k]`, read in place.
    private func side(_ attributed: [Coverage.Attributed], _ k: Int, _ edge: Edge, _ detail: String, _ screen: LintScreen, _ wordings: Wordings,
                      _ scratch: LayoutScratch) -> Observation {
        let spec = screen.spec, c = attributed[k].hit
        if let container = attributed[k].container {
            let w = wordings.wording(.underNotchSide, view: container.index, variant: Wordings.variant(0, container.byFrame, edge == .left)) {
                Coverage.containerWording(
                    container, spec, at: "the \(edge == .left ? "leading" : "trailing") edge",
                    consequence: "extends past the safe area into the landscape side band",
                    unpin: ("Lay it out with constraints to safeArea instead of a fixed frame",
                            "Pin its leading and trailing edges to safeArea instead of superview"),
                    rest: ", or keep its background at the screen edge and lay out its content from its safeArea or margins; "
                        + "landscape insets are symmetric, so both sides need it")
            }
            return Observation(view: attributed[k].view, location: attributed[k].location(edge, screen, scratch), summary: w.summary, detail: detail, fix: w.fix,
                               edge: edge, related: attributed[k].related)
        }
        // A side band is met along the content, never by a last row: false, as it was read from the left.
        let lastRow = c.usesLastRow
        let w = wordings.wording(.underNotchSide, view: c.index, variant: Wordings.variant(4, c.isItemRow, lastRow)) {
            let placement = Coverage.framePlacement(c.index, screen)
            return Wordings.Wording(
                summary: "\(c.name(spec)) extends past the safe area into the landscape side band",
                fix: c.isItemRow
                    ? "Set the flow layout's sectionInsetReference to fromSafeArea (or fromLayoutMargins) so the section inset is measured from the safe area; landscape insets are symmetric, so both sides need it"
                    : placement.byFrame && !placement.inScrollView
                    ? "Its frame puts it there in landscape: lay it out with constraints to safeArea or margins instead of a fixed frame; landscape insets are symmetric, so both sides need it. \(Coverage.backgroundHint)"
                    : "Constrain leading and trailing to safeArea or margins instead of superview; landscape insets are symmetric, so both sides need it. \(Coverage.backgroundHint)")
        }
        return Observation(view: c.index, location: c.location(edge, screen, scratch), summary: w.summary, detail: detail, fix: w.fix, edge: edge)
    }
}
