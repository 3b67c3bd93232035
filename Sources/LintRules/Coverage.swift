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
            isItemRow ? "the first row of items in \(Coverage.name(index, spec))" : Coverage.name(index, spec)
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
        for stored in screen.coverageViews where !layout.views[Int(stored)].isHidden {
            let index = Int(stored)
            if screen.hasFlowLayout[index], let row = itemRow(layout.views[index]) {
                result.append(Candidate(index: index, initialFrame: row.visible,
                                        scrolledFrame: scrolledFrame(row.screen, in: index, fallback: row.visible, screen, layout),
                                        isItemRow: true))
            }
            guard screen.isContentOrControl[index], let visible = layout.views[index].visibleFrame else { continue }
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
        // Fields read in place: a copy of the view retained and released all of its own.
        guard case .constraints = spec.views[index].layout else { return spec.views[index].location }
        let (axis, anchor): (Attribute.Axis, Attribute.Anchor) = switch edge {
        case .top: (.vertical, .minimum)
        case .bottom: (.vertical, .maximum)
        case .left: (.horizontal, .minimum)
        case .right: (.horizontal, .maximum)
        }
        // Searched in place (asked per finding per context): no array of the edge's constraints.
        let onEdge = spec.constraints(of: index).lazy.filter { $0.attribute.axis == axis && $0.attribute.anchor == anchor }
        // The superview's edge first; else the same edge of another view (aligned with a view that
        // reaches under the band itself, as a full-screen backdrop does). A guide never puts the edge
        // there, and a view placed after another (`top: title.bottom`) is that view's doing.
        let match = onEdge.first { $0.target == .superview || $0.target == .frameGuide }
            ?? onEdge.first { c in
                guard case .view = c.target else { return false }
                return c.targetAttribute.anchor == anchor
            }
        return match?.location ?? spec.views[index].location
    }

    static func name(_ view: ViewSpec) -> String { "'\(view.id)' (\(view.className))" }

    /// `name(spec.views[index])`, without copying the view.
    static func name(_ index: Int, _ spec: ScreenSpec) -> String { "'\(spec.views[index].id)' (\(spec.views[index].className))" }

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
}
