import InsetEngine
import ScreenModel

/// Cell content that reaches into a landscape side band because the table no longer insets its
/// cells' content views to the safe area.
public struct TableContentNotInset: Rule {
    public static let description = RuleDescription(
        id: "table-content-not-inset",
        name: "Table cell content not inset to the safe area",
        summary: "A table with insetsContentViewsToSafeArea = false lets cell text or controls reach into the landscape side bands.",
        rationale: """
            By default UITableView insets the content view of every cell, header and footer to the safe area on \
            the leading and trailing sides, while the cell's background still spans the row (Apple's \
            documentation of UITableView.insetsContentViewsToSafeArea; WWDC18 session 235). Turning \
            insetsContentViewsToSafeArea off — usually for edge-to-edge cell artwork — makes the content views as \
            wide as the rows, so labels and switches pinned to the content view's edges land under the notch or \
            Dynamic Island side band in landscape (44 pt on iPhone X, 59 pt on iPhone 15) and look fine in \
            portrait. Content pinned to the content view's margins or safe area stays clear.
            """,
        severity: .error,
        examples: [
            RuleExample("A settings row whose title and switch hug the content view's edges", """
                insetlint: 1
                screen: Settings
                devices: [iphone-x]
                orientations: [landscape]
                viewController:
                  view:
                    class: UITableView
                    insetsContentViewsToSafeArea: false
                    contentSize: { height: 1200 }
                    cell:
                      subviews:
                        - id: optionTitle
                          class: UILabel
                          constraints:
                            leading: superview + 16  # ← finding
                            centerY: superview
                            width: 240
                        - id: optionSwitch
                          class: UISwitch
                          constraints:
                            trailing: superview - 16  # ← finding
                            centerY: superview
                """),
            RuleExample("The same row pinned to the content view's layout margins", """
                insetlint: 1
                screen: Settings
                devices: [iphone-x, iphone-15]
                orientations: [portrait, landscape]
                viewController:
                  view:
                    class: UITableView
                    insetsContentViewsToSafeArea: false
                    contentSize: { height: 1200 }
                    cell:
                      subviews:
                        - id: optionTitle
                          class: UILabel
                          constraints: { leading: margins + 8, centerY: superview, width: 240 }
                        - id: optionSwitch
                          class: UISwitch
                          constraints: { trailing: margins - 8, centerY: superview }
                """),
            RuleExample("The default: content views inset to the safe area", """
                insetlint: 1
                screen: Settings
                devices: [iphone-x]
                orientations: [landscape]
                viewController:
                  view:
                    class: UITableView
                    contentSize: { height: 1200 }
                    cell:
                      subviews:
                        - id: optionTitle
                          class: UILabel
                          constraints: { leading: superview + 16, centerY: superview, width: 240 }
                """),
        ])

    public init() {}

    public func observesLayouts(of screen: LintScreen) -> Bool { !screen.tables.isEmpty }

    public func check(_ screen: LintScreen, _ current: LintLayout) -> [Observation] {
        // Before the spec and layout are copied out, which was most of the check in a layout with none.
        guard observesLayouts(of: screen) else { return [] }
        let spec = screen.spec, layout = current.layout
        var result: [Observation] = []
        for table in screen.tables {
            guard let settings = spec.views[table].table, !settings.insetsContentViewsToSafeArea,
                  let contentView = settings.cellContentView, !layout.views[table].isHidden else { continue }
            let resolved = layout.views[table]
            // By position: a copy of every candidate per table and layout cost more than the check.
            for i in current.candidates.indices where !current.candidates.isItemRow(i)
                && ScrollContent.isDescendant(current.candidates.index(i), of: contentView, spec) {
                let c = current.candidates[i]
                for edge in [Edge.left, .right] where resolved.safeAreaInsets[edge] > 0.01 {
                    let band = ScrollContent.band(edge, of: resolved.screenFrame, inset: resolved.safeAreaInsets[edge])
                    guard let reach = c.reach(edge), let hit = reach.frame.intersection(band) else { continue }
                    result.append(Observation(
                        view: c.index, location: c.location(edge, spec),
                        summary: "\(c.name(spec)) in the cells of \(Coverage.name(spec.views[table])) reaches past the safe area on the "
                            + "\(edge.rawValue) because insetsContentViewsToSafeArea is false and the content view spans the row",
                        detail: "\(Points.text(hit.width)) into \(Coverage.cover(edge, layout))\(reach.position.phrase)",
                        fix: "Set insetsContentViewsToSafeArea back to true (backgrounds still span the row), or pin the cell's "
                            + "content to the content view's margins or safeArea instead of its edges",
                        edge: edge))
                }
            }
        }
        return result
    }
}
