import ScreenModel

/// The guides a view's constraints can name, in its superview's coordinates.
struct Guides {
    var superview: Rect
    var safeArea: Rect
    var margins: Rect
    var readableContent: Rect
    var frameGuide: Rect
}

/// One axis of a presolved view's constraints (see `AutoLayoutPlan`): two required equalities, or
/// one plus an intrinsic size, against its superview's guides and siblings placed before it — a
/// triangular system, solved by substitution. Prepared once per spec; solving it for a device ×
/// orientation is then a few multiplications without allocation.
struct AxisPlan: Sendable {
    // 24 bytes, two per view, read on every device × orientation. The constraints that count are
    // positions in the spec's `constraints` rather than copies of their numbers (which made a plan
    // 64 bytes); optionals are flags and sentinels here, and what only a rare negative size needs
    // (the view, the constraint to point at) is worked out again from the spec when it happens.

    /// The constraints that count: at most two (`termCount`), in source order, as positions in
    /// `ScreenSpec.constraints`.
    private var firstTerm: Int32 = -1
    private var secondTerm: Int32 = -1
    /// Fills the axis when exactly one constraint counts and it is not a size, like a low-priority
    /// hugging constraint: it never conflicts. NaN when the class has no intrinsic size on this axis.
    private var intrinsicSize = Double.nan
    /// Device-independent problems, in the order they are reported (conflicts, then the ambiguity):
    /// `issueCount` of them from `issueStart` in the plan's `axisIssues`, so this stays a plain value.
    private(set) var issueStart: Int32 = 0
    /// A view has a dozen constraint keys at most, so a few issues per axis at most.
    private(set) var issueCount: UInt16 = 0
    let axis: Attribute.Axis
    private var termCount: UInt8 = 0

    /// `constraints`: the view's, at their positions in `spec.constraints`.
    init(_ axis: Attribute.Axis, _ constraints: ArraySlice<Constraint>, viewID: String, index: Int, intrinsic: Double?,
         layoutLocation: SourceLocation, spec: borrowing ScreenSpec, issues: inout [LayoutIssue]) {
        issueStart = Int32(issues.count)
        self.axis = axis
        if let intrinsic { intrinsicSize = intrinsic }
        let names = axis == .horizontal ? "two of leading, trailing, width, centerX" : "two of top, bottom, height, centerY"
        let axisName = axis == .horizontal ? "horizontal" : "vertical"
        func report(_ kind: LayoutIssue.Kind, _ location: SourceLocation, _ message: String) -> LayoutIssue {
            LayoutIssue(kind: kind, view: index, axis: axis, location: location, message: message)
        }
        let used = Self.counted(axis, constraints) { k, same, used in
            let c = constraints[k]
            if let same {
                let s = constraints[same]
                issues.append(report(.conflict, c.location, "'\(viewID)': \(c.attribute.rawValue): \(spec.text(of: c)) constrains the same \(axisName) anchor as \(s.attribute.rawValue): \(spec.text(of: s)); UIKit will break one of them"))
            } else {
                let a = constraints[used[0]].attribute, b = constraints[used[1]].attribute
                issues.append(report(.conflict, c.location, "'\(viewID)': \(c.attribute.rawValue): \(spec.text(of: c)) over-determines the \(axisName) axis already fixed by \(a.rawValue) and \(b.rawValue); UIKit will break one of them"))
            }
        }
        termCount = UInt8(used.count)
        if let k = used.first { firstTerm = Int32(k) }
        if used.count > 1 { secondTerm = Int32(used[1]) }
        let fillsWithIntrinsic = used.count == 1 && constraints[used[0]].attribute.anchor != .size && intrinsic != nil
        if used.count + (fillsWithIntrinsic ? 1 : 0) < 2 {
            let location = used.first.map { constraints[$0].location } ?? layoutLocation
            let have = used.isEmpty ? "no \(axisName) constraint" : "only \(constraints[used[0]].attribute.rawValue)"
            issues.append(report(.ambiguous, location, "'\(viewID)' has \(have): its \(axisName) position and size need \(names) (or one edge plus an intrinsic size)"))
        }
        issueCount = UInt16(issues.count - Int(issueStart))
    }

    /// `this.anchor = target.targetAttribute × multiplier + constant`, on this context's guides and
    /// the frames placed so far.
    @inline(__always) static func value(of c: UnsafePointer<Constraint>, _ guides: Guides,
                                        _ views: UnsafeBufferPointer<ResolvedView>) -> Double {
        let r: Rect
        switch c.pointee.target {
        case .constant: return c.pointee.constant
        case .superview: r = guides.superview
        case .safeArea: r = guides.safeArea
        case .margins: r = guides.margins
        case .readableContent: r = guides.readableContent
        case .frameGuide: r = guides.frameGuide
        case .view(let sibling): r = sibling >= 0 && sibling < views.count ? views[sibling].frame : .zero
        // Only the simplex places views with these targets (`AutoLayoutPlan.isTriangular`).
        case .viewGuide, .selfView: r = .zero
        }
        let raw = r.value(of: c.pointee.targetAttribute)
        return raw * c.pointee.multiplier + c.pointee.constant
    }

    /// Positions in `constraints` of those that count on `axis`: the first of each anchor, at most two, in source order. `rejected` hears of
    /// each other one with the counted constraint of its anchor, or nil when two already fix the axis.
    static func counted(_ axis: Attribute.Axis, _ constraints: ArraySlice<Constraint>,
                        rejected: (_ position: Int, _ sameAnchor: Int?, _ used: Counted) -> Void = { _, _, _ in }) -> Counted {
        var used = Counted()
        for k in constraints.indices where constraints[k].attribute.axis == axis {
            let anchor = constraints[k].attribute.anchor
            if let same = used.first(where: { constraints[$0].attribute.anchor == anchor }) {
                rejected(k, same, used)
            } else if used.count == 2 {
                rejected(k, nil, used)
            } else {
                used.append(k)
            }
        }
        return used
    }

    /// Up to two positions, without an array's allocation: `counted` runs twice per view.
    struct Counted: RandomAccessCollection {
        private var positions = (0, 0)
        private(set) var endIndex = 0
        var startIndex: Int { 0 }

        subscript(i: Int) -> Int {
            precondition(i >= 0 && i < endIndex, "index out of range")
            return i == 0 ? positions.0 : positions.1
        }

        mutating func append(_ position: Int) {
            precondition(endIndex < 2, "at most two constraints count on an axis")
            if endIndex == 0 { positions.0 = position } else { positions.1 = position }
            endIndex += 1
        }
    }

    /// The issue when the counted constraints of `view` give a negative size, pointing at the last of
    /// them; built only then, since most views never need it.
    func negativeSize(view: Int, in spec: ScreenSpec) -> LayoutIssue {
        let axisName = axis == .horizontal ? "horizontal" : "vertical"
        var location = SourceLocation(line: 1, column: 1)
        let list = spec.constraints(of: view)
        if let last = Self.counted(axis, list).last {
            location = list[last].location
        }
        return LayoutIssue(kind: .conflict, view: view, axis: axis, location: location,
                           message: "'\(spec.views[view].id)': its \(axisName) constraints give it a negative \(axis == .horizontal ? "width" : "height"); UIKit will break one of them")
    }

    /// Origin and size on this axis; `negative` when the constraints asked for a size below zero
    /// (the size is then 0 and `negativeSize(view:in:)` is the issue to report).
    @inline(__always) func solve(_ guides: Guides, _ views: UnsafeBufferPointer<ResolvedView>,
                                 _ constraints: UnsafeBufferPointer<Constraint>) -> (origin: Double, size: Double, negative: Bool) {
        var minimum: Double?, maximum: Double?, center: Double?, size: Double?
        var count = 0
        func take(_ position: Int32) {
            let c = constraints.baseAddress.unsafelyUnwrapped + Int(position)
            let value = Self.value(of: c, guides, views)
            switch c.pointee.attribute.anchor {
            case .minimum: minimum = value
            case .maximum: maximum = value
            case .center: center = value
            case .size: size = value
            }
            count += 1
        }
        if termCount > 0 { take(firstTerm) }
        if termCount > 1 { take(secondTerm) }
        if count == 1, size == nil, !intrinsicSize.isNaN { size = intrinsicSize; count += 1 }
        guard count >= 2 else {
            return (minimum ?? center.map { $0 - (size ?? 0) / 2 } ?? maximum.map { $0 - (size ?? 0) } ?? 0, max(0, size ?? 0), false)
        }
        var origin: Double
        var length: Double
        switch (minimum, maximum, center, size) {
        case let (min?, max?, _, _): origin = min; length = max - min
        case let (min?, _, _, s?): origin = min; length = s
        case let (_, max?, _, s?): origin = max - s; length = s
        case let (_, _, c?, s?): origin = c - s / 2; length = s
        case let (min?, _, c?, _): origin = min; length = 2 * (c - min)
        case let (_, max?, c?, _): length = 2 * (max - c); origin = max - length
        default: origin = 0; length = 0
        }
        let negative = length < -0.01
        if negative { length = 0 }
        return (origin, max(0, length), negative)
    }
}
