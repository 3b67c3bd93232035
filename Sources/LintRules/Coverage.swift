import InsetEngine
import ScreenModel

/// Shared geometry for the rules that ask "is this view covered by something?".
enum Coverage {
    /// A view that must stay visible and tappable: content or control, laid out, on screen. Or the
    /// first row of a collection view's items, which stands for its cells (reported on the
    /// collection view, FORMAT.md §4).
    struct Candidate {
        let index: Int
        let spec: ViewSpec
        /// Where it is on screen at the initial content offset (what the top edges see).
        let initialFrame: Rect
        /// Where it is when its scroll view is scrolled to the end (what the bottom edges see):
        /// content in a vertically scrolling view can move out from under a bottom bar.
        let scrolledFrame: Rect?
        let isItemRow: Bool

        var name: String { isItemRow ? "the first row of items in \(Coverage.name(spec))" : Coverage.name(spec) }

        /// The constraint that puts the view at `edge`; for items, the collection view's id.
        func location(_ edge: Edge) -> SourceLocation {
            isItemRow ? spec.location : Coverage.responsibleLocation(spec, edge: edge)
        }
    }

    static func candidates(_ spec: ScreenSpec, _ layout: ResolvedLayout) -> [Candidate] {
        var result: [Candidate] = []
        for resolved in layout.views where !resolved.isHidden {
            let view = spec.views[resolved.index]
            if let row = itemRow(resolved, view) {
                result.append(Candidate(index: resolved.index, spec: view, initialFrame: row.visible,
                                        scrolledFrame: scrolledFrame(row.screen, in: resolved.index, fallback: row.visible, spec, layout),
                                        isItemRow: true))
            }
            guard view.role == .content || view.role == .control, let visible = resolved.visibleFrame else { continue }
            result.append(Candidate(index: resolved.index, spec: view, initialFrame: visible,
                                    scrolledFrame: scrolledFrame(resolved.screenFrame, in: view.parent, fallback: visible, spec, layout),
                                    isItemRow: false))
        }
        return result
    }

    /// A collection view's first row (first item to last item of the row), when the spec describes
    /// its flow layout; clipped to the collection view.
    private static func itemRow(_ view: ResolvedView, _ spec: ViewSpec) -> (screen: Rect, visible: Rect)? {
        guard spec.flowLayout != nil, let flow = view.flowLayout, let clip = view.visibleFrame else { return nil }
        let row = Rect(x: flow.firstItem.minX, y: flow.firstItem.minY,
                       width: flow.lastItemInFirstRow.maxX - flow.firstItem.minX, height: flow.firstItem.height)
        return row.intersection(clip).map { (row, $0) }
    }

    /// `frame` (on screen at the initial offset) at the bottom-most offset of the nearest vertically
    /// scrolling view from `start` up, clipped to it; `fallback` when nothing scrolls it.
    private static func scrolledFrame(_ frame: Rect, in start: Int?, fallback: Rect,
                                      _ spec: ScreenSpec, _ layout: ResolvedLayout) -> Rect? {
        var ancestor = start
        while let a = ancestor {
            let resolved = layout.views[a]
            if let scroll = resolved.scroll, scroll.verticallyScrollable {
                let travel = scroll.verticalTravel(boundsHeight: resolved.frame.height)
                guard let clip = resolved.visibleFrame else { return nil }
                return frame.offsetBy(dx: 0, dy: -travel).intersection(clip)
            }
            ancestor = spec.views[a].parent
        }
        return fallback
    }

    /// The constraint that pins `edge` of the view to its superview's edge, when that is what puts it there.
    static func responsibleLocation(_ view: ViewSpec, edge: Edge) -> SourceLocation {
        guard case .constraints(let list, _) = view.layout else { return view.location }
        let (axis, anchor): (Attribute.Axis, Attribute.Anchor) = switch edge {
        case .top: (.vertical, .minimum)
        case .bottom: (.vertical, .maximum)
        case .left: (.horizontal, .minimum)
        case .right: (.horizontal, .maximum)
        }
        let match = list.first {
            $0.attribute.axis == axis && $0.attribute.anchor == anchor && ($0.target == .superview || $0.target == .frameGuide)
        }
        return match?.location ?? view.location
    }

    static func name(_ view: ViewSpec) -> String { "'\(view.id)' (\(view.className))" }

    /// What covers `edge` of the screen on this device: "the navigation bar and notch", "the tab bar
    /// and home indicator", "the notch side" — for messages that say what the user sees.
    static func cover(_ edge: Edge, _ layout: ResolvedLayout) -> String {
        let device = layout.context.device
        var parts: [String] = []
        switch edge {
        case .top:
            if layout.bars.contains(where: { $0.kind == .navigationBar }) { parts.append("navigation bar") }
            if layout.deviceInsets.top > 0.01 { parts.append(device.topBandName) }
        case .bottom:
            parts += layout.bars.filter { $0.kind != .navigationBar }.map(\.kind.rawValue)
            if layout.deviceInsets.bottom > 0.01 { parts.append("home indicator") }
        case .left, .right:
            if layout.deviceInsets[edge] > 0.01 { parts.append(device.sideBandName) }
        }
        return parts.isEmpty ? "the \(edge.rawValue) of its superview's unsafe area" : "the " + parts.joined(separator: " and ")
    }

    static func points(_ value: Double) -> String { Points.text(value) }
}
