import ScreenModel

/// How each constraint of a view fared in a resolved layout, for `explain` (FORMAT.md §6): worked
/// out again from the frames, in screen coordinates, so it says what the layout is, not what the
/// solver meant it to be.
public struct ConstraintStatus: Sendable {
    public enum State: Sendable, Equatable {
        /// An equality that holds, or an inequality with room to spare.
        case satisfied
        /// An inequality at its limit: it decides the frame.
        case active
        /// An optional constraint its priority lost: the frame misses it by this many points.
        case unsatisfied(by: Double)
        /// A required constraint broken to resolve a conflict.
        case broken
    }

    /// `key: expression` as the spec wrote it.
    public let text: String
    public let priority: Int
    public let state: State
    public let location: SourceLocation
}

/// A view's intrinsic size on one axis against its frame.
public struct IntrinsicStatus: Sendable {
    public let axis: Attribute.Axis
    public let intrinsic: Double
    public let actual: Double
    public let hugging: Int
    public let compression: Int
}

public enum ConstraintReport {
    /// The views the simplex places (the others are fixed by two equalities per axis).
    public static func simplexPlacedViews(_ spec: ScreenSpec) -> [Bool] {
        AutoLayoutPlan.solverViews(spec, presolve: true)
    }

    /// The constraints of `view` and how each fared.
    public static func statuses(of view: Int, spec: ScreenSpec, layout: ResolvedLayout) -> [ConstraintStatus] {
        let broken = Set(layout.issues.filter { $0.kind == .conflict && $0.view == view }.map(\.location))
        return spec.constraints(of: view).map { c in
            let text = "\(c.keyName): \(spec.text(of: c))"
            if broken.contains(c.location) {
                return ConstraintStatus(text: text, priority: Int(c.priority), state: .broken, location: c.location)
            }
            guard let difference = difference(c, view: view, spec: spec, layout: layout) else {
                return ConstraintStatus(text: text, priority: Int(c.priority), state: .satisfied, location: c.location)
            }
            let tolerance = 0.01
            let state: ConstraintStatus.State
            switch c.relation {
            case .equal:
                state = abs(difference) <= tolerance ? .satisfied : .unsatisfied(by: abs(difference))
            case .greaterOrEqual:
                state = difference < -tolerance ? .unsatisfied(by: -difference) : abs(difference) <= tolerance ? .active : .satisfied
            case .lessOrEqual:
                state = difference > tolerance ? .unsatisfied(by: difference) : abs(difference) <= tolerance ? .active : .satisfied
            }
            return ConstraintStatus(text: text, priority: Int(c.priority), state: state, location: c.location)
        }
    }

    /// The axes on which `view` has an intrinsic size, against its frame.
    public static func intrinsic(of view: Int, spec: ScreenSpec, layout: ResolvedLayout) -> [IntrinsicStatus] {
        let v = spec.views[view]
        let size = AutoLayoutPlan.intrinsic(v)
        let frame = layout.views[view].frame
        let s = v.autoLayout
        var result: [IntrinsicStatus] = []
        if let w = size.width {
            result.append(IntrinsicStatus(axis: .horizontal, intrinsic: w, actual: frame.width,
                                          hugging: Int(s.huggingHorizontal), compression: Int(s.compressionHorizontal)))
        }
        if let h = size.height {
            result.append(IntrinsicStatus(axis: .vertical, intrinsic: h, actual: frame.height,
                                          hugging: Int(s.huggingVertical), compression: Int(s.compressionVertical)))
        }
        return result
    }

    /// `lhs - (rhs × multiplier + constant)` on the resolved frames, or nil when a target is missing.
    static func difference(_ c: Constraint, view: Int, spec: ScreenSpec, layout: ResolvedLayout) -> Double? {
        let own = layout.views[view].screenFrame
        let lhs = own.value(of: c.attribute)
        let rhs: Double
        switch c.target {
        case .constant:
            rhs = 0
        case .selfView:
            rhs = own.value(of: c.targetAttribute)
        case .superview, .safeArea, .margins, .readableContent, .frameGuide:
            guard let parent = spec.views[view].parent else { return nil }
            rhs = guide(of: parent, c.target, spec: spec, layout: layout).value(of: c.targetAttribute)
        case .view(let t):
            guard layout.views.indices.contains(t) else { return nil }
            let isAncestor = sequence(first: view, next: { spec.views[$0].parent }).dropFirst().contains(t)
            // A scroll view's edges are its content area, its sizes and centres its frame (as the engine).
            let frameSide = c.targetAttribute.anchor == .size || c.targetAttribute.anchor == .center
            let r = isAncestor && !frameSide ? guide(of: t, .superview, spec: spec, layout: layout) : layout.views[t].screenFrame
            rhs = r.value(of: c.targetAttribute)
        case .viewGuide(let t, let g):
            guard layout.views.indices.contains(t) else { return nil }
            let target: ConstraintTarget = g == .safeArea ? .safeArea : g == .margins ? .margins : .readableContent
            rhs = guide(of: t, target, spec: spec, layout: layout).value(of: c.targetAttribute)
        }
        return lhs - (rhs * c.multiplier + c.constant)
    }

    /// A guide of `p`, in screen coordinates at the initial content offset.
    static func guide(of p: Int, _ target: ConstraintTarget, spec: ScreenSpec, layout: ResolvedLayout) -> Rect {
        let v = layout.views[p]
        let frame = v.screenFrame
        switch target {
        case .superview:
            guard let scroll = v.scroll else { return frame }
            return Rect(x: frame.x + scroll.adjustedContentInset.left, y: frame.y + scroll.adjustedContentInset.top,
                        width: scroll.contentSize.width, height: scroll.contentSize.height)
        case .safeArea: return frame.inset(by: v.safeAreaInsets)
        case .margins: return frame.inset(by: v.layoutMargins)
        case .readableContent:
            let capped = ReadableContent.capsWidth(device: layout.context.device, orientation: layout.context.orientation)
            return ReadableContent.guide(margins: frame.inset(by: v.layoutMargins), capsWidth: capped)
        default: return frame
        }
    }
}
