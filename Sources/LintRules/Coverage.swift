import InsetEngine
import ScreenModel

/// Shared geometry for the rules that ask "is this view covered by something?".
enum Coverage {
    /// A view that must stay visible and tappable: content or control, laid out, on screen. Or the
    /// first row of a collection view's items, which stands for its cells (reported on the
    /// collection view, FORMAT.md §4). Plain geometry: its name and location come from the spec
    /// only when a rule reports it.
    struct Candidate: Sendable {
        let index: Int
        /// Where it is on screen at the initial content offset (what the top edges see).
        let initialFrame: Rect
        /// Where it is when its scroll view is scrolled to the end (what the bottom edges see):
        /// content in a vertically scrolling view can move out from under a bottom bar.
        let scrolledFrame: Rect?
        let isItemRow: Bool

        func name(_ spec: ScreenSpec) -> String {
            isItemRow ? "the first row of items in \(Coverage.name(spec.views[index]))" : Coverage.name(spec.views[index])
        }

        /// The constraint that puts the view at `edge`; for items, the collection view's id.
        func location(_ edge: Edge, _ spec: ScreenSpec) -> SourceLocation {
            isItemRow ? spec.views[index].location : Coverage.responsibleLocation(index, in: spec, edge: edge)
        }
    }

    static func candidates(_ screen: LintScreen, _ layout: ResolvedLayout) -> [Candidate] {
        var result: [Candidate] = []
        // Nearly every such view is one (a hidden or off-screen one is not): grown by doubling, the
        // array was reallocated several times per device × orientation.
        result.reserveCapacity(screen.coverageViews.count)
        let spec = screen.spec
        for stored in screen.coverageViews where !layout.views[Int(stored)].isHidden {
            let index = Int(stored)
            if screen.hasFlowLayout[index], let row = itemRow(layout.views[index]) {
                result.append(Candidate(index: index, initialFrame: row.visible,
                                        scrolledFrame: scrolledFrame(row.screen, in: index, fallback: row.visible, screen, layout),
                                        isItemRow: true))
            }
            let role = spec.views[index].role
            guard role == .content || role == .control, let visible = layout.views[index].visibleFrame else { continue }
            result.append(Candidate(index: index, initialFrame: visible,
                                    scrolledFrame: scrolledFrame(layout.views[index].screenFrame, in: Int(screen.parents[index]),
                                                                 fallback: visible, screen, layout),
                                    isItemRow: false))
        }
        return result
    }

    /// A collection view's first row (first item to last item of the row), when the spec describes
    /// its flow layout; clipped to the collection view.
    private static func itemRow(_ view: ResolvedView) -> (screen: Rect, visible: Rect)? {
        guard let flow = view.flowLayout, let clip = view.visibleFrame else { return nil }
        let row = Rect(x: flow.firstItem.minX, y: flow.firstItem.minY,
                       width: flow.lastItemInFirstRow.maxX - flow.firstItem.minX, height: flow.firstItem.height)
        return row.intersection(clip).map { (row, $0) }
    }

    /// `frame` (on screen at the initial offset) at the bottom-most offset of the nearest vertically
    /// scrolling view from `start` up, clipped to it; `fallback` when nothing scrolls it.
    private static func scrolledFrame(_ frame: Rect, in start: Int, fallback: Rect,
                                      _ screen: LintScreen, _ layout: ResolvedLayout) -> Rect? {
        var ancestor = start
        while ancestor >= 0 {
            if screen.isScrollView[ancestor], let scroll = layout.views[ancestor].scroll, scroll.verticallyScrollable {
                let travel = scroll.verticalTravel(boundsHeight: layout.views[ancestor].frame.height)
                guard let clip = layout.views[ancestor].visibleFrame else { return nil }
                return frame.offsetBy(dx: 0, dy: -travel).intersection(clip)
            }
            ancestor = Int(screen.parents[ancestor])
        }
        return fallback
    }

    /// The constraint that pins `edge` of the view to its superview's edge, when that is what puts it there.
    static func responsibleLocation(_ index: Int, in spec: ScreenSpec, edge: Edge) -> SourceLocation {
        let view = spec.views[index]
        guard case .constraints = view.layout else { return view.location }
        let (axis, anchor): (Attribute.Axis, Attribute.Anchor) = switch edge {
        case .top: (.vertical, .minimum)
        case .bottom: (.vertical, .maximum)
        case .left: (.horizontal, .minimum)
        case .right: (.horizontal, .maximum)
        }
        let onEdge = spec.constraints(of: index).filter { $0.attribute.axis == axis && $0.attribute.anchor == anchor }
        // The superview's edge first; else the same edge of another view (aligned with a view that
        // reaches under the band itself, as a full-screen backdrop does). A guide never puts the edge
        // there, and a view placed after another (`top: title.bottom`) is that view's doing.
        let match = onEdge.first { $0.target == .superview || $0.target == .frameGuide }
            ?? onEdge.first { c in
                guard case .view = c.target else { return false }
                return c.targetAttribute.anchor == anchor
            }
        return match?.location ?? view.location
    }

    static func name(_ view: ViewSpec) -> String { "'\(view.id)' (\(view.className))" }

    /// What put candidates past one edge of the screen: a candidate itself, or a container whose
    /// own constraint (or frame) pins that edge to its superview's, with every candidate inside it
    /// that the band reaches (one cause, one finding).
    struct Attributed {
        /// The first candidate hit (for a container: one of the views inside it).
        let candidate: Candidate
        let container: Container?
        /// How far into the band: the deepest of the candidates.
        let depth: Double
        let related: [Observation.Related]

        struct Container {
            let index: Int
            /// The constraint (or `frame:`) that pins its edge to its superview's.
            let location: SourceLocation
            let byFrame: Bool
        }

        var view: Int { container?.index ?? candidate.index }

        func location(_ edge: Edge, _ spec: ScreenSpec) -> SourceLocation { container?.location ?? candidate.location(edge, spec) }
    }

    /// Groups candidates past `edge` (each with how far) by what put them there, in first-seen order.
    /// A container is at fault when it is itself in `band`, pins `edge` to its superview's edge by its
    /// own constraint or frame, does not span the screen on that axis (a full-screen wrapper's
    /// subviews are laid out wrongly themselves) and is not laid out from a safe area on that axis (a
    /// header that grows by the safe area means to reach under the band). The search stops at a
    /// view controller's root view, a scroll view or a table cell: their content is placed by UIKit.
    static func attribute(_ hits: [(Candidate, Double)], edge: Edge, band: Rect,
                          _ screen: LintScreen, _ layout: ResolvedLayout) -> [Attributed] {
        var result: [Attributed] = []
        var byContainer: [Int: Int] = [:]
        for (c, depth) in hits {
            guard let container = c.isItemRow ? nil : container(of: c.index, edge: edge, band: band, screen, layout) else {
                result.append(Attributed(candidate: c, container: nil, depth: depth, related: []))
                continue
            }
            let leaf = Observation.Related(view: c.index, location: c.location(edge, screen.spec))
            if let i = byContainer[container.index] {
                let old = result[i]
                result[i] = Attributed(candidate: old.candidate, container: container, depth: max(old.depth, depth), related: old.related + [leaf])
            } else {
                byContainer[container.index] = result.count
                result.append(Attributed(candidate: c, container: container, depth: depth, related: [leaf]))
            }
        }
        return result
    }

    private static func container(of index: Int, edge: Edge, band: Rect, _ screen: LintScreen, _ layout: ResolvedLayout) -> Attributed.Container? {
        let spec = screen.spec
        guard spec.views[index].cellOf == nil else { return nil }
        let size = layout.screenSize
        var found: Attributed.Container?
        var current = index
        let axis: Attribute.Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
        // A view laid out from a safe area on this axis follows the guide, not its container's edge.
        while !isGuided(current, axis, spec) {
            let parent = Int(screen.parents[current])
            guard parent > ScreenSpec.rootIndex, spec.views[parent].viewController == nil, !screen.isScrollView[parent],
                  !layout.views[parent].isHidden, layout.views[parent].screenFrame.intersection(band) != nil else { break }
            current = parent
            let frame = layout.views[parent].screenFrame
            let spans = edge == .top || edge == .bottom
                ? frame.minY <= 0.5 && frame.maxY >= size.height - 0.5
                : frame.minX <= 0.5 && frame.maxX >= size.width - 0.5
            if !spans, let pin = pinnedEdge(of: parent, edge, spec) { found = pin }
        }
        return found
    }

    /// The constraint or frame that puts `edge` of the view on its superview's edge, unless the view
    /// is laid out from a safe area, margins or readable-content guide on that axis.
    private static func pinnedEdge(of index: Int, _ edge: Edge, _ spec: ScreenSpec) -> Attributed.Container? {
        switch spec.views[index].layout {
        case .frame(_, let location):
            return Attributed.Container(index: index, location: location, byFrame: true)
        case .constraints:
            let axis: Attribute.Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
            let location = responsibleLocation(index, in: spec, edge: edge)
            guard !isGuided(index, axis, spec), location != spec.views[index].location else { return nil }
            return Attributed.Container(index: index, location: location, byFrame: false)
        case .none:
            return nil
        }
    }

    /// Whether one of the view's constraints on `axis` names a safe-area, margins or readable-content guide.
    private static func isGuided(_ index: Int, _ axis: Attribute.Axis, _ spec: ScreenSpec) -> Bool {
        spec.constraints(of: index).contains { c in
            guard c.attribute.axis == axis else { return false }
            switch c.target {
            case .safeArea, .margins, .readableContent, .viewGuide: return true
            default: return false
            }
        }
    }

    /// Whether the view is placed by `frame:`, and whether inside a scroll view (whose content
    /// inset, not the frame, decides where it shows).
    static func framePlacement(_ index: Int, _ screen: LintScreen) -> (byFrame: Bool, inScrollView: Bool) {
        guard case .frame = screen.spec.views[index].layout else { return (false, false) }
        var ancestor = Int(screen.parents[index])
        while ancestor >= 0 {
            if screen.isScrollView[ancestor] { return (true, true) }
            ancestor = Int(screen.parents[ancestor])
        }
        return (true, false)
    }

    /// What covers `edge` of the screen on this device: "the navigation bar and notch", "the tab bar
    /// and home indicator", "the notch side" — for messages that say what the user sees.
    static func cover(_ edge: Edge, _ layout: ResolvedLayout) -> String {
        let device = layout.context.device
        var parts: [String] = []
        switch edge {
        case .top:
            parts += layout.bars.filter { $0.edge == .top }.map(\.kind.rawValue)
            if layout.deviceInsets.top > 0.01 { parts.append(device.topBandName) }
        case .bottom:
            parts += layout.bars.filter { $0.edge == .bottom }.map(\.kind.rawValue)
            if layout.deviceInsets.bottom > 0.01 { parts.append("home indicator") }
        case .left, .right:
            if layout.deviceInsets[edge] > 0.01 { parts.append(device.sideBandName) }
        }
        return parts.isEmpty ? "the \(edge.rawValue) of its superview's unsafe area" : "the " + parts.joined(separator: " and ")
    }

    static func points(_ value: Double) -> String { Points.text(value) }

    /// How a spec says a view is decoration, which may run under every band.
    static let backgroundHint = "If it is decoration (a backdrop or full-bleed image), mark it role: background"
}
