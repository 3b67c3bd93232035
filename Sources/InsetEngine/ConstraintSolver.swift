import ScreenModel

/// The guides a view's constraints can name, in its superview's coordinates.
struct Guides {
    var superview: Rect
    var safeArea: Rect
    var margins: Rect
    var readableContent: Rect
    var frameGuide: Rect
}

/// Solves one view's frame from its constraints, one axis at a time (FORMAT.md §1 "Constraints").
struct ConstraintSolver {
    let view: ViewSpec
    let viewIndex: Int
    let guides: Guides
    /// Frames of the siblings placed so far (the decoder's `layoutOrder` places referenced ones first).
    let siblingFrames: [Int: Rect]
    private(set) var issues: [LayoutIssue] = []

    init(view: ViewSpec, index: Int, guides: Guides, siblingFrames: [Int: Rect]) {
        self.view = view
        self.viewIndex = index
        self.guides = guides
        self.siblingFrames = siblingFrames
    }

    mutating func solve(_ constraints: [Constraint], layoutLocation: SourceLocation) -> Rect {
        let intrinsic = KnownClass.intrinsicSize(className: view.className)
        let h = solveAxis(.horizontal, constraints.filter { $0.attribute.axis == .horizontal }, intrinsic: intrinsic.width, at: layoutLocation)
        let v = solveAxis(.vertical, constraints.filter { $0.attribute.axis == .vertical }, intrinsic: intrinsic.height, at: layoutLocation)
        return Rect(x: h.origin, y: v.origin, width: h.size, height: v.size)
    }

    private func targetRect(_ target: ConstraintTarget) -> Rect {
        switch target {
        case .superview, .constant: guides.superview
        case .safeArea: guides.safeArea
        case .margins: guides.margins
        case .readableContent: guides.readableContent
        case .frameGuide: guides.frameGuide
        case .sibling(_, let index): siblingFrames[index] ?? .zero
        }
    }

    private func value(of c: Constraint) -> Double {
        if c.target == .constant { return c.constant }
        let r = targetRect(c.target)
        let raw: Double
        switch (c.targetAttribute.axis, c.targetAttribute.anchor) {
        case (.horizontal, .minimum): raw = r.minX
        case (.horizontal, .maximum): raw = r.maxX
        case (.horizontal, .center): raw = r.midX
        case (.vertical, .minimum): raw = r.minY
        case (.vertical, .maximum): raw = r.maxY
        case (.vertical, .center): raw = r.midY
        case (_, .size): raw = c.targetAttribute == .width ? r.width : r.height
        }
        return raw * c.multiplier + c.constant
    }

    private mutating func solveAxis(_ axis: Attribute.Axis, _ list: [Constraint], intrinsic: Double?,
                                    at layoutLocation: SourceLocation) -> (origin: Double, size: Double) {
        let names = axis == .horizontal ? "two of leading, trailing, width, centerX" : "two of top, bottom, height, centerY"
        let axisName = axis == .horizontal ? "horizontal" : "vertical"
        var used: [Constraint] = []
        for c in list {
            if let same = used.first(where: { $0.attribute.anchor == c.attribute.anchor }) {
                report(.conflict, axis, c.location, "'\(view.id)': \(c.attribute.rawValue): \(c.text) constrains the same \(axisName) anchor as \(same.attribute.rawValue): \(same.text); UIKit will break one of them")
            } else if used.count == 2 {
                report(.conflict, axis, c.location, "'\(view.id)': \(c.attribute.rawValue): \(c.text) over-determines the \(axisName) axis already fixed by \(used[0].attribute.rawValue) and \(used[1].attribute.rawValue); UIKit will break one of them")
            } else {
                used.append(c)
            }
        }
        var values: [Attribute.Anchor: Double] = [:]
        for c in used { values[c.attribute.anchor] = value(of: c) }
        if used.count == 1, values[.size] == nil, let intrinsic { values[.size] = intrinsic }
        guard values.count >= 2 else {
            let location = used.first?.location ?? layoutLocation
            let have = used.isEmpty ? "no \(axisName) constraint" : "only \(used[0].attribute.rawValue)"
            report(.ambiguous, axis, location, "'\(view.id)' has \(have): its \(axisName) position and size need \(names) (or one edge plus an intrinsic size)")
            return (values[.minimum] ?? values[.center].map { $0 - (values[.size] ?? 0) / 2 } ?? values[.maximum].map { $0 - (values[.size] ?? 0) } ?? 0,
                    max(0, values[.size] ?? 0))
        }
        var origin: Double
        var size: Double
        switch (values[.minimum], values[.maximum], values[.center], values[.size]) {
        case let (min?, max?, _, _): origin = min; size = max - min
        case let (min?, _, _, s?): origin = min; size = s
        case let (_, max?, _, s?): origin = max - s; size = s
        case let (_, _, c?, s?): origin = c - s / 2; size = s
        case let (min?, _, c?, _): origin = min; size = 2 * (c - min)
        case let (_, max?, c?, _): size = 2 * (max - c); origin = max - size
        default: origin = 0; size = 0
        }
        if size < -0.01 {
            let last = used.last!
            report(.conflict, axis, last.location, "'\(view.id)': its \(axisName) constraints give it a negative \(axis == .horizontal ? "width" : "height"); UIKit will break one of them")
            size = 0
        }
        return (origin, max(0, size))
    }

    private mutating func report(_ kind: LayoutIssue.Kind, _ axis: Attribute.Axis, _ location: SourceLocation, _ message: String) {
        issues.append(LayoutIssue(kind: kind, view: viewIndex, axis: axis, location: location, message: message))
    }
}
