import InsetEngine
import ScreenModel

/// Shared geometry for the rules that ask "is this view covered by something?".
enum Coverage {
    /// A view that must stay visible and tappable: content or control, laid out, on screen.
    struct Candidate {
        let index: Int
        let spec: ViewSpec
        /// Where it is on screen at the initial content offset (what the top edges see).
        let initialFrame: Rect
        /// Where it is when its scroll view is scrolled to the end (what the bottom edges see):
        /// content in a vertically scrolling view can move out from under a bottom bar.
        let scrolledFrame: Rect?
    }

    static func candidates(_ spec: ScreenSpec, _ layout: ResolvedLayout) -> [Candidate] {
        var result: [Candidate] = []
        for resolved in layout.views where !resolved.isHidden {
            let view = spec.views[resolved.index]
            guard view.role == .content || view.role == .control, let visible = resolved.visibleFrame else { continue }
            result.append(Candidate(index: resolved.index, spec: view, initialFrame: visible,
                                    scrolledFrame: scrolledFrame(resolved, spec, layout)))
        }
        return result
    }

    private static func scrolledFrame(_ view: ResolvedView, _ spec: ScreenSpec, _ layout: ResolvedLayout) -> Rect? {
        var ancestor = spec.views[view.index].parent
        while let a = ancestor {
            let resolved = layout.views[a]
            if let scroll = resolved.scroll, scroll.verticallyScrollable {
                let travel = scroll.verticalTravel(boundsHeight: resolved.frame.height)
                guard let clip = resolved.visibleFrame else { return nil }
                return view.screenFrame.offsetBy(dx: 0, dy: -travel).intersection(clip)
            }
            ancestor = spec.views[a].parent
        }
        return view.visibleFrame
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

    static func points(_ value: Double) -> String { Points.text(value) }
}
