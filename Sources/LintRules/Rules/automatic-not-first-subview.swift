import InsetEngine
import ScreenModel

/// An `.automatic` scroll view that does not get the navigation controller's top inset because it
/// is not on its view controller's first-subview chain and does not scroll vertically.
public struct AutomaticNotFirstSubview: Rule {
    public static let description = RuleDescription(
        id: "automatic-not-first-subview",
        name: "Automatic scroll view off the first-subview chain",
        summary: "An .automatic scroll view that does not scroll vertically and is not its view controller's first-subview scroll view starts under the navigation bar.",
        rationale: """
            contentInsetAdjustmentBehavior = automatic adds the top and bottom safe area even when the content \
            does not scroll vertically, but only for the scroll view UIKit considers its view controller's own: \
            the first scroll view on the chain root, root.subviews[0], root.subviews[0].subviews[0], … of a \
            controller with automaticallyAdjustsScrollViewInsets inside a navigation controller (Apple's \
            documentation of UIScrollView.ContentInsetAdjustmentBehavior.automatic; measured in Ryan Fox's "The \
            automaticallyAdjustsScrollViewInsets Rabbit Hole"). Any other scroll view behaves like .scrollableAxes. \
            A short list or form added after a banner or background view therefore starts under the navigation \
            bar and the status bar or notch, while the same list works as the first subview, or as soon as its \
            content grows taller than the screen — so it breaks on large phones and in empty states. A table view \
            bounces vertically by default (its vertical axis always counts as scrollable), so it is caught only \
            with alwaysBounceVertical turned off; collection and plain scroll views do not bounce by default.
            """,
        severity: .warning,
        examples: [
            RuleExample("A short results grid added after a background view", """
                insetlint: 1
                screen: Search
                devices: [iphone-x]
                orientations: [portrait]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: backdrop
                        class: UIImageView
                        role: background
                        constraints: { edges: superview }
                      - id: results  # ← finding
                        class: UICollectionView
                        constraints: { edges: superview }
                """),
            RuleExample("A short form scroll view nested behind a header in a container", """
                insetlint: 1
                screen: Settings
                devices: [iphone-15]
                orientations: [portrait]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: content
                        class: UIView
                        constraints: { edges: superview }
                        subviews:
                          - id: banner
                            class: UIView
                            constraints: { leading: superview, trailing: superview, bottom: superview, height: 60 }
                          - id: form  # ← finding
                            class: UIScrollView
                            constraints: { edges: superview }
                            subviews:
                              - id: nameField
                                class: UITextField
                                frame: [16, 16, 361, 44]
                """),
            RuleExample("The same table as the root's first subview", """
                insetlint: 1
                screen: Search
                devices: [iphone-x, iphone-15, iphone-se-3]
                orientations: [portrait, landscape]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: results
                        class: UITableView
                        constraints: { edges: superview }
                      - id: backdrop
                        class: UIImageView
                        role: background
                        constraints: { edges: superview }
                """),
            RuleExample("Off the chain but always bouncing vertically", """
                insetlint: 1
                screen: Search
                devices: [iphone-x]
                orientations: [portrait]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: backdrop
                        class: UIImageView
                        role: background
                        constraints: { edges: superview }
                      - id: results
                        class: UICollectionView
                        alwaysBounceVertical: true
                        constraints: { edges: superview }
                """),
            RuleExample("Off the chain but pinned below the bar", """
                insetlint: 1
                screen: Search
                devices: [iphone-x]
                orientations: [portrait]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: backdrop
                        class: UIImageView
                        role: background
                        constraints: { edges: superview }
                      - id: results
                        class: UITableView
                        constraints: { edges: safeArea }
                """),
        ])

    public init() {}

    public func observesLayouts(of screen: LintScreen) -> Bool {
        screen.spec.navigationController != nil && !screen.scrollViews.isEmpty
    }

    public func check(_ screen: LintScreen, _ current: LintLayout) -> [Observation] {
        // Before the spec and layout are copied out, which was most of the check in a layout with none.
        guard observesLayouts(of: screen) else { return [] }
        let spec = screen.spec, layout = current.layout
        return screen.scrollViews.compactMap { index in
            guard let scroll = layout.views[index].scroll, scroll.behavior == .automatic,
                  !scroll.isRelevantScrollView, !scroll.verticallyScrollable else { return nil }
            guard screen.ownerAdjustsInsets[Int(screen.scrollSlots[index])] else { return nil }
            let uncovered = ScrollContent.uncovered(index, screen, current, edges: [.top, .bottom])
            guard !uncovered.isEmpty else { return nil }
            // The summary depends on the spec alone: built once per file, not in every layout the
            // scroll view is seen in (some 60 instructions a byte, and a string per layout).
            let w = current.wordings.wording(.automaticNotFirstSubview, view: index, variant: 0) {
                let owner = ViewControllerHierarchy.owner(of: index, in: spec)
                let chain = ViewControllerHierarchy.firstSubviewChain(from: owner, in: spec)
                var chainText = chain.map { spec.views[$0].id }.joined(separator: " → ")
                if let other = ViewControllerHierarchy.relevantScrollView(of: owner, in: spec) {
                    chainText += ", which makes '\(spec.views[other].id)' the adjusted scroll view"
                }
                return Wordings.Wording(
                    summary: "\(Coverage.name(spec.views[index])) is not on its view controller's first-subview chain (\(chainText)) and does not "
                        + "scroll vertically, so contentInsetAdjustmentBehavior automatic does not add its top and bottom safe area to adjustedContentInset"
                        + ScrollContent.assumedTextLength(index, spec),
                    fix: Self.fix)
            }
            return Observation(view: index, location: spec.views[index].location, summary: w.summary,
                               detail: ScrollContent.describe(uncovered, layout), fix: w.fix)
        }
    }

    private static let fix = "Make it subviews[0] along that chain, set alwaysBounceVertical = true (automatic then adjusts the "
        + "scrollable axis), or set contentInsetAdjustmentBehavior = always"
}
