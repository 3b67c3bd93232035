import InsetEngine
import ScreenModel

/// Subviews laid out from the safe area (or margins) of a view that has a scale or rotation
/// transform, which UIKit gives no safe area.
public struct TransformedViewSafeArea: Rule {
    public static let description = RuleDescription(
        id: "transformed-view-safe-area",
        name: "Safe area of a transformed view",
        summary: "A subview is pinned to the safe area or margins of a view with a transform, which UIKit gives no safe-area insets.",
        rationale: """
            UIKit does not propagate the safe area into a view with a scale or rotation transform: Apple's answer \
            to a bug report (Apple Developer Forums, thread 671541) calls it unsupported, and a view scaled to \
            0.5 reports safeAreaInsets of zero. A stretchy header scaled while the user pulls down, or a card \
            container shrunk for a transition, therefore hands its subviews a safe area of 0 even where it runs \
            under the notch, a bar or the home indicator, and subviews pinned to its safeArea, margins or \
            readableContent guide are laid out as if nothing covered them. The rule fires where the transform \
            actually withholds a non-zero inset on an edge the constraint uses; pin such subviews to a guide of \
            an untransformed ancestor, or apply the transform to a wrapper inside the safe area. A transformed \
            table (a chat table turned upside down with scaleY -1) no longer insets its cells' content views \
            to the side safe area either, so the cell template's views placed from the content view's sides \
            are reported too, in landscape where the table runs under the side bands.
            """,
        severity: .warning,
        examples: [
            RuleExample("A stretchy header scaled on pull-down, its title pinned to the header's safe area", """
                insetlint: 1
                screen: Artist
                devices: [iphone-x, iphone-15]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: header
                        class: UIImageView
                        role: container
                        transform: true
                        constraints: { top: superview, leading: superview, trailing: superview, height: 300 }
                        subviews:
                          - id: artistName
                            class: UILabel
                            constraints:
                              top: safeArea + 8  # ← finding
                              leading: safeArea + 16
                              trailing: safeArea - 16
                """),
            RuleExample("A bottom panel that scales in, its button pinned to the panel's layout margins", """
                insetlint: 1
                screen: Share
                devices: [iphone-x]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: panel
                        class: UIVisualEffectView
                        role: container
                        transform: true
                        constraints: { leading: superview, trailing: superview, bottom: superview, height: 160 }
                        subviews:
                          - id: copyLinkButton
                            class: UIButton
                            constraints: { leading: margins, trailing: margins, bottom: margins, height: 50 }  # ← finding
                """),
            RuleExample("An upside-down chat table in landscape: its cells' content views are not inset to the side bands", """
                insetlint: 1
                screen: Chat
                devices: [iphone-x]
                orientations: [landscape]
                viewController:
                  view:
                    subviews:
                      - id: messages
                        class: UITableView
                        transform: { scaleX: 1, scaleY: -1 }
                        contentSize: { height: 3000 }
                        constraints: { edges: superview }
                        cell:
                          subviews:
                            - id: bubbleText
                              class: UILabel
                              constraints:
                                leading: superview + 16  # ← finding
                                trailing: superview - 16
                                centerY: superview
                """),
            RuleExample("A scaled card that sits inside the safe area loses nothing", """
                insetlint: 1
                screen: Wallet
                devices: [iphone-x, iphone-15]
                orientations: [portrait, landscape]
                viewController:
                  view:
                    subviews:
                      - id: card
                        class: UIView
                        transform: true
                        constraints: { top: safeArea + 20, leading: safeArea + 20, trailing: safeArea - 20, height: 200 }
                        subviews:
                          - id: cardTitle
                            class: UILabel
                            constraints: { top: safeArea + 16, leading: margins, trailing: margins }
                """),
            RuleExample("The header's title is pinned to the root's safe area through a sibling, not to the header", """
                insetlint: 1
                screen: Artist
                devices: [iphone-x, iphone-15]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: header
                        class: UIImageView
                        role: background
                        transform: true
                        constraints: { top: superview, leading: superview, trailing: superview, height: 300 }
                      - id: artistName
                        class: UILabel
                        constraints: { top: safeArea + 8, leading: safeArea + 16, trailing: safeArea - 16 }
                """),
            RuleExample("The same table pinned inside the safe area on the sides", """
                insetlint: 1
                screen: Chat
                devices: [iphone-x, iphone-15]
                orientations: [portrait, landscape]
                viewController:
                  view:
                    subviews:
                      - id: messages
                        class: UITableView
                        transform: { scaleX: 1, scaleY: -1 }
                        contentSize: { height: 3000 }
                        constraints: { top: superview, bottom: superview, leading: safeArea, trailing: safeArea }
                        cell:
                          subviews:
                            - id: bubbleText
                              class: UILabel
                              constraints: { leading: superview + 16, trailing: superview - 16, centerY: superview }
                """),
        ])

    public init() {}

    public func observesLayouts(of screen: LintScreen) -> Bool { !screen.transformedViews.isEmpty }

    /// The guide edges a constraint reads: the ones whose inset changes where it puts the view.
    static func edges(_ attribute: Attribute) -> [Edge] {
        switch attribute {
        case .top: [.top]
        case .bottom: [.bottom]
        case .leading, .left: [.left]
        case .trailing, .right: [.right]
        case .centerX, .width: [.left, .right]
        case .centerY, .height: [.top, .bottom]
        }
    }

    public func check(_ screen: LintScreen, _ current: LintLayout) -> [Observation] {
        // Before the spec and layout are copied out, which was most of the check in a layout with none.
        guard observesLayouts(of: screen) else { return [] }
        let spec = screen.spec, layout = current.layout
        var result: [Observation] = []
        for parent in screen.transformedViews {
            guard let withheld = layout.views[parent].safeAreaInsetsWithheldByTransform else { continue }
            for child in spec.views[parent].subviews where !layout.views[child].isHidden {
                let list = spec.constraints(of: child)
                var byLocation: [SourceLocation: Set<Edge>] = [:]
                for c in list where [.safeArea, .margins, .readableContent].contains(c.target) {
                    let lost = Self.edges(c.targetAttribute).filter { withheld[$0] > 0.01 }
                    if !lost.isEmpty { byLocation[c.location, default: []].formUnion(lost) }
                }
                for (location, edges) in byLocation.sorted(by: { $0.key < $1.key }) {
                    let lost = Edge.allCases.filter(edges.contains).map { "\(Points.text(withheld[$0])) \($0.rawValue)" }
                    result.append(Observation(
                        view: child, location: location,
                        summary: "\(Coverage.name(spec.views[child])) is laid out from the safe area or margins of "
                            + "\(Coverage.name(spec.views[parent])), which has a transform, and UIKit gives a transformed view no safe area",
                        detail: "'\(spec.views[parent].id)' loses its \(lost.joined(separator: " and ")) inset, so this constraint ignores what covers it",
                        fix: "Pin it to the safeArea of an untransformed ancestor, or move the transform to a wrapper view that sits inside the safe area"))
                }
            }
            result += cellContent(of: parent, withheld: withheld, screen)
        }
        return result
    }

    /// A transformed table's cells: their content views are inset to the table's safe area on the
    /// sides (insetsContentViewsToSafeArea), which the transform leaves at zero, so the template's
    /// views placed from the content view's sides (its edges, margins or safe area) lose the table's
    /// side insets, as a chat table turned upside down does in landscape.
    private func cellContent(of table: Int, withheld: Insets, _ screen: LintScreen) -> [Observation] {
        let spec = screen.spec
        guard let settings = spec.views[table].table, settings.insetsContentViewsToSafeArea,
              let contentView = settings.cellContentView, withheld.left > 0.01 || withheld.right > 0.01 else { return [] }
        var result: [Observation] = []
        for child in spec.views[contentView].subviews where !spec.views[child].hidden {
            var lost: Set<Edge> = []
            var location = spec.views[child].location
            switch spec.views[child].layout {
            case .frame(_, let at):
                if withheld.left > 0.01 { lost.insert(.left); location = at }
            case .constraints:
                for c in spec.constraints(of: child) where c.attribute.axis == .horizontal
                    && [.superview, .safeArea, .margins, .readableContent, .frameGuide].contains(c.target) {
                    let edges = Self.edges(c.targetAttribute).filter { ($0 == .left || $0 == .right) && withheld[$0] > 0.01 }
                    if !edges.isEmpty, lost.isEmpty { location = c.location }
                    lost.formUnion(edges)
                }
            case .none:
                break
            }
            guard !lost.isEmpty else { continue }
            let sides = Edge.allCases.filter(lost.contains).map { "\(Points.text(withheld[$0])) \($0.rawValue)" }
            result.append(Observation(
                view: child, location: location,
                summary: "\(Coverage.name(spec.views[child])) is laid out in the cells of \(Coverage.name(spec.views[table])), which has a "
                    + "transform: UIKit gives a transformed view no safe area, so its cells' content views are not inset to it",
                detail: "the content view loses the table's \(sides.joined(separator: " and ")) inset",
                fix: "Apply the transform to a view inside the safe area rather than to the table (or flip each cell back and pin "
                    + "the table inside the safe area), or pin the cell's content to the content view's margins with "
                    + "insets that cover the side band"))
        }
        return result
    }
}
