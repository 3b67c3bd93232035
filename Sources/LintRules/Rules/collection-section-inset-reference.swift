import InsetEngine
import ScreenModel

/// A flow layout whose section inset is measured from the content inset, so the items reach into a
/// landscape side band.
public struct CollectionSectionInsetReference: Rule {
    public static let description = RuleDescription(
        id: "collection-section-inset-reference",
        name: "Collection items measured from the content inset",
        summary: "A flow layout with sectionInsetReference = fromContentInset puts items into the landscape side bands; fromSafeArea keeps them clear.",
        rationale: """
            UICollectionViewFlowLayout measures sectionInset from the adjusted content inset by default \
            (fromContentInset). A vertically scrolling collection view does not add its left and right safe area \
            to adjustedContentInset (.automatic and .scrollableAxes adjust only the axes that scroll), so in \
            landscape on notch and Dynamic Island phones the first and last item of every row sit under the side \
            bands. iOS 11's sectionInsetReference = fromSafeArea (or fromLayoutMargins) measures the same section \
            inset from the safe area instead (Apple's documentation of \
            UICollectionViewFlowLayout.SectionInsetReference; WWDC18 session 235, "UIKit: Apps for Every Size \
            and Shape") and fixes every row at once.
            """,
        severity: .warning,
        examples: [
            RuleExample("A photo grid with the default reference in landscape", """
                insetlint: 1
                screen: Photos
                devices: [iphone-x, iphone-15]
                orientations: [portrait, landscape]
                viewController:
                  view:
                    subviews:
                      - id: photoGrid
                        class: UICollectionView
                        contentSize: { height: 3000 }
                        constraints: { edges: superview }
                        flowLayout:  # ← finding
                          sectionInset: { top: 2, left: 2, bottom: 2, right: 2 }
                          itemSize: { width: 122, height: 122 }
                """),
            RuleExample("The same grid with fromSafeArea", """
                insetlint: 1
                screen: Photos
                devices: [iphone-x, iphone-15]
                orientations: [portrait, landscape]
                viewController:
                  view:
                    subviews:
                      - id: photoGrid
                        class: UICollectionView
                        contentSize: { height: 3000 }
                        constraints: { edges: superview }
                        flowLayout:
                          sectionInset: { top: 2, left: 2, bottom: 2, right: 2 }
                          sectionInsetReference: fromSafeArea
                          itemSize: { width: 122, height: 122 }
                """),
            RuleExample("fromContentInset is fine when the collection view itself is inside the safe area", """
                insetlint: 1
                screen: Photos
                devices: [iphone-x, iphone-15]
                orientations: [portrait, landscape]
                viewController:
                  view:
                    subviews:
                      - id: photoGrid
                        class: UICollectionView
                        contentSize: { height: 3000 }
                        constraints: { top: superview, bottom: superview, leading: safeArea, trailing: safeArea }
                        flowLayout:
                          sectionInset: { top: 2, left: 2, bottom: 2, right: 2 }
                          itemSize: { width: 122, height: 122 }
                """),
        ])

    public init() {}

    public func observesLayouts(of screen: LintScreen) -> Bool { !screen.flowLayoutViews.isEmpty }

    public func check(_ screen: LintScreen, _ current: LintLayout) -> [Observation] {
        // Before the spec and layout are copied out, which was most of the check in a layout with none.
        guard observesLayouts(of: screen) else { return [] }
        let spec = screen.spec, layout = current.layout
        return screen.flowLayoutViews.compactMap { index in
            let resolved = layout.views[index]
            guard let declared = spec.views[index].flowLayout, declared.sectionInsetReference == .fromContentInset,
                  let flow = resolved.flowLayout, !resolved.isHidden else { return nil }
            // The two sides' depths in two optionals: a dictionary of them was made per collection
            // view per layout.
            func hit(_ edge: Edge, _ item: Rect) -> Double? {
                guard resolved.safeAreaInsets[edge] > 0.01 else { return nil }
                let band = ScrollContent.band(edge, of: resolved.screenFrame, inset: resolved.safeAreaInsets[edge])
                return item.intersection(band)?.width
            }
            let left = hit(.left, flow.firstItem), right = hit(.right, flow.lastItemInFirstRow)
            guard let depth = left.map({ max($0, right ?? $0) }) ?? right else { return nil }
            let which = left != nil && right != nil ? "the first and last item of each row sit" : left != nil ? "the first item of each row sits" : "the last item of each row sits"
            // The summary depends on the spec alone: built once per file (`Wordings`).
            let w = current.wordings.wording(.collectionSectionInset, view: index, variant: 0) {
                Wordings.Wording(
                    summary: "\(Coverage.name(spec.views[index])) measures its section inset from the content inset (sectionInsetReference "
                        + "fromContentInset), which does not include the side safe area, so its items reach past the safe area",
                    fix: "Set sectionInsetReference to fromSafeArea (or fromLayoutMargins) so the section inset is measured from the safe area")
            }
            return Observation(
                view: index, location: declared.location, summary: w.summary,
                detail: "\(which) up to \(Points.text(depth)) into \(Coverage.cover(left != nil ? .left : .right, layout))",
                fix: w.fix,
                edge: left != nil ? .left : .right)
        }
    }
}
