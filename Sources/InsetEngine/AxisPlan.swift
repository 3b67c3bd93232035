import ScreenModel

/// The numbers a presolved view's constraints can read of its superview's guides (superview,
/// safeArea, margins, readableContent, frameGuide), each guide's eight attribute values, worked out
/// once per superview: a term that names a guide reads its number at a position its `AxisPlan`
/// keeps, where picking the guide and then the attribute cost two jumps and the rectangle's loads
/// per term, per view, per context. Each value is the guide's `Rect.value(of:)`, bit for bit.
enum GuideTable {
    /// 5 guides × 8 values.
    static let count = 40
    /// Not a guide's value: the term reads a sibling, a constant or nothing (`AxisPlan.value`).
    static let none = UInt8.max

    /// Where a constraint's target value sits in the table, or `none`.
    static func position(of c: Constraint) -> UInt8 {
        let guide: UInt8
        switch c.target {
        case .superview: guide = 0
        case .safeArea: guide = 1
        case .margins: guide = 2
        case .readableContent: guide = 3
        case .frameGuide: guide = 4
        case .view, .viewGuide, .selfView, .constant: return none
        }
        let value: UInt8 = switch c.targetAttribute {
        case .leading, .left: 0
        case .trailing, .right: 1
        case .centerX: 2
        case .width: 3
        case .top: 4
        case .bottom: 5
        case .centerY: 6
        case .height: 7
        }
        return guide * 8 + value
    }

    /// Writes the five guides' values, in the order `position(of:)` numbers them.
    @inline(__always) static func fill(_ table: UnsafeMutablePointer<Double>, superview: Rect, safeArea: Rect, margins: Rect,
                                       readableContent: Rect, frameGuide: Rect) {
        write(superview, to: table)
        write(safeArea, to: table + 8)
        write(margins, to: table + 16)
        write(readableContent, to: table + 24)
        write(frameGuide, to: table + 32)
    }

    @inline(__always) private static func write(_ r: Rect, to values: UnsafeMutablePointer<Double>) {
        values[0] = r.value(of: .left)
        values[1] = r.value(of: .right)
        values[2] = r.value(of: .centerX)
        values[3] = r.value(of: .width)
        values[4] = r.value(of: .top)
        values[5] = r.value(of: .bottom)
        values[6] = r.value(of: .centerY)
        values[7] = r.value(of: .height)
    }
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

    /// How the constraints that count place the axis (at most two of them, each on its own anchor,
    /// or one and the intrinsic size), worked out once per spec so that a context only evaluates
    /// them: `termA` is the first of the pair as `Form` names it, `termB` the second (-1: the
    /// intrinsic size), both positions in `ScreenSpec.constraints`.
    private var termA: Int32 = -1
    private var termB: Int32 = -1
    /// The intrinsic size when it fills the axis (`Form` ending in `Size` with `termB` -1).
    private var intrinsicSize = Double.nan
    private var form = Form.none
    /// `termA`'s and `termB`'s positions in the `GuideTable` (`GuideTable.none`: not a guide); kept
    /// here, next to `form`, they fit in the struct's padding.
    private var guideA = GuideTable.none
    private var guideB = GuideTable.none

    /// The anchors the counted constraints name, A before B: one alone leaves the size 0 (or takes
    /// its own value as the size).
    enum Form: UInt8 {
        case none, minimum, center, maximum, size, minMax, minSize, maxSize, centerSize, minCenter, maxCenter
    }

    /// Device-independent problems, in the order they are reported (conflicts, then the ambiguity):
    /// `issueCount` of them from `issueStart` in the plan's `axisIssues`, so this stays a plain value.
    private(set) var issueStart: Int32 = 0
    /// A view has a dozen constraint keys at most, so a few issues per axis at most.
    private(set) var issueCount: UInt16 = 0
    let axis: Attribute.Axis
    private var termCount: UInt8 = 0

    /// `positions`: the view's constraints, as positions in `spec.constraints` (`constraintPositions(of:)`).
    /// Read through `spec`, borrowed: a slice and an id passed in were retained by the caller and
    /// released here (an initializer owns its arguments), per axis of every view.
    init(_ axis: Attribute.Axis, _ positions: Range<Int>, index: Int, intrinsic: Double?, layoutLocation: SourceLocation,
         spec: borrowing ScreenSpec, issues: inout [LayoutIssue]) {
        issueStart = Int32(issues.count)
        self.axis = axis
        // Words for messages, made only for one: held as strings, they were released per axis of every view.
        var axisName: String { axis == .horizontal ? "horizontal" : "vertical" }
        var names: String { axis == .horizontal ? "two of leading, trailing, width, centerX" : "two of top, bottom, height, centerY" }
        func report(_ kind: LayoutIssue.Kind, _ location: SourceLocation, _ message: String) -> LayoutIssue {
            LayoutIssue(kind: kind, view: index, axis: axis, location: location, message: message)
        }
        let used = Self.counted(axis, spec.constraints, positions) { k, same, used in
            let c = spec.constraints[k]
            let viewID = spec.views[index].id
            if let same {
                let s = spec.constraints[same]
                issues.append(report(.conflict, c.location, "'\(viewID)': \(c.attribute.rawValue): \(spec.text(of: c)) constrains the same \(axisName) anchor as \(s.attribute.rawValue): \(spec.text(of: s)); UIKit will break one of them"))
            } else {
                let a = spec.constraints[used[0]].attribute, b = spec.constraints[used[1]].attribute
                issues.append(report(.conflict, c.location, "'\(viewID)': \(c.attribute.rawValue): \(spec.text(of: c)) over-determines the \(axisName) axis already fixed by \(a.rawValue) and \(b.rawValue); UIKit will break one of them"))
            }
        }
        let fillsWithIntrinsic = used.count == 1 && spec.constraints[used[0]].attribute.anchor != .size && intrinsic != nil
        (form, termA, termB) = Self.form(used, spec.constraints, fillsWithIntrinsic: fillsWithIntrinsic)
        if fillsWithIntrinsic, let intrinsic { intrinsicSize = intrinsic }
        if termA >= 0 { guideA = GuideTable.position(of: spec.constraints[Int(termA)]) }
        if termB >= 0 { guideB = GuideTable.position(of: spec.constraints[Int(termB)]) }
        if used.count + (fillsWithIntrinsic ? 1 : 0) < 2 {
            let location = used.isEmpty ? layoutLocation : spec.constraints[used[0]].location
            let have = used.isEmpty ? "no \(axisName) constraint" : "only \(spec.constraints[used[0]].attribute.rawValue)"
            issues.append(report(.ambiguous, location, "'\(spec.views[index].id)' has \(have): its \(axisName) position and size need \(names) (or one edge plus an intrinsic size)"))
        }
        issueCount = UInt16(issues.count - Int(issueStart))
    }

    /// `this.anchor = target.targetAttribute × multiplier + constant`, on this context's guides
    /// (`guides`, a `GuideTable`, read at `guide` unless it is `GuideTable.none`) and the frames placed so far.
    @inline(__always) static func value(of c: UnsafePointer<Constraint>, guide: UInt8, _ guides: UnsafePointer<Double>,
                                        _ views: UnsafeBufferPointer<ResolvedView>) -> Double {
        if guide != GuideTable.none { return guides[Int(guide)] * c.pointee.multiplier + c.pointee.constant }
        let r: Rect
        switch c.pointee.target {
        case .constant: return c.pointee.constant
        case .view(let sibling): r = sibling >= 0 && sibling < views.count ? views[sibling].frame : .zero
        // The guides have a position in the table; only the simplex places views with the last two
        // targets (`AutoLayoutPlan.isTriangular`).
        case .superview, .safeArea, .margins, .readableContent, .frameGuide, .viewGuide, .selfView: r = .zero
        }
        let raw = r.value(of: c.pointee.targetAttribute)
        return raw * c.pointee.multiplier + c.pointee.constant
    }

    /// The `GuideTable` positions a solve of this axis reads, as bits (position k: bit k), with those
    /// it reads through the views it reads: `through(view, axis)`, the bits of that view's half of
    /// its frame on `axis`.
    func guidesRead(in constraints: [Constraint], through: (Int, Attribute.Axis) -> UInt64) -> UInt64 {
        var bits: UInt64 = 0
        func add(_ term: Int32, _ guide: UInt8) {
            guard term >= 0 else { return }
            if guide != GuideTable.none {
                bits |= 1 << UInt64(guide)
            } else if case .view(let other) = constraints[Int(term)].target {
                bits |= through(other, constraints[Int(term)].targetAttribute.axis)
            }
        }
        add(termA, guideA)
        add(termB, guideB)
        return bits
    }

    /// Whether a constraint that counts reads the frame of a view for which `unplaced` holds.
    func readsView(in constraints: UnsafeBufferPointer<Constraint>, where unplaced: (Int) -> Bool) -> Bool {
        func reads(_ term: Int32) -> Bool {
            guard term >= 0, case .view(let other) = constraints[Int(term)].target else { return false }
            return unplaced(other)
        }
        return reads(termA) || reads(termB)
    }

    /// Positions in `constraints` of those at `positions` that count on `axis`: the first of each anchor, at most two, in source order. `rejected` hears of
    /// each other one with the counted constraint of its anchor, or nil when two already fix the axis.
    static func counted(_ axis: Attribute.Axis, _ constraints: [Constraint], _ positions: Range<Int>,
                        rejected: (_ position: Int, _ sameAnchor: Int?, _ used: Counted) -> Void = { _, _, _ in }) -> Counted {
        var used = Counted()
        for k in positions where constraints[k].attribute.axis == axis {
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
        if let last = Self.counted(axis, spec.constraints, spec.constraintPositions(of: view)).last {
            location = spec.constraints[last].location
        }
        return LayoutIssue(kind: .conflict, view: view, axis: axis, location: location,
                           message: "'\(spec.views[view].id)': its \(axisName) constraints give it a negative \(axis == .horizontal ? "width" : "height"); UIKit will break one of them")
    }

    /// The form of the counted constraints `used` (on distinct anchors), with their positions in the
    /// order the form names them (-1 for the intrinsic size).
    static func form(_ used: Counted, _ constraints: [Constraint], fillsWithIntrinsic: Bool) -> (Form, Int32, Int32) {
        var min: Int32?, max: Int32?, center: Int32?, size: Int32? = fillsWithIntrinsic ? -1 : nil
        for position in used {
            switch constraints[position].attribute.anchor {
            case .minimum: min = Int32(position)
            case .maximum: max = Int32(position)
            case .center: center = Int32(position)
            case .size: size = Int32(position)
            }
        }
        switch (min, max, center, size) {
        case let (a?, b?, _, _): return (.minMax, a, b)
        case let (a?, _, _, b?): return (.minSize, a, b)
        case let (_, a?, _, b?): return (.maxSize, a, b)
        case let (_, _, a?, b?): return (.centerSize, a, b)
        case let (a?, _, b?, _): return (.minCenter, a, b)
        case let (_, a?, b?, _): return (.maxCenter, a, b)
        case let (a?, nil, nil, nil): return (.minimum, a, -1)
        case let (nil, nil, a?, nil): return (.center, a, -1)
        case let (nil, a?, nil, nil): return (.maximum, a, -1)
        case let (nil, nil, nil, a?): return (.size, a, -1)
        default: return (.none, -1, -1)
        }
    }

    /// Origin and size on this axis; `negative` when the constraints asked for a size below zero
    /// (the size is then 0 and `negativeSize(view:in:)` is the issue to report).
    @inline(__always) func solve(_ guides: UnsafePointer<Double>, _ views: UnsafeBufferPointer<ResolvedView>,
                                 _ constraints: UnsafeBufferPointer<Constraint>) -> (origin: Double, size: Double, negative: Bool) {
        let base = constraints.baseAddress.unsafelyUnwrapped
        guard form != .none else { return (0, 0, false) }
        let a = Self.value(of: base + Int(termA), guide: guideA, guides, views)
        var origin: Double
        var length: Double
        switch form {
        // One constraint: an edge or centre with no size (a size 0 there), or a size at 0.
        case .minimum, .center, .maximum: return (a, 0, false)
        case .size: return (0, max(0, a), false)
        default: break
        }
        let b = termB >= 0 ? Self.value(of: base + Int(termB), guide: guideB, guides, views) : intrinsicSize
        switch form {
        case .minMax: origin = a; length = b - a
        case .minSize: origin = a; length = b
        case .maxSize: origin = a - b; length = b
        case .centerSize: origin = a - b / 2; length = b
        case .minCenter: origin = a; length = 2 * (b - a)
        case .maxCenter: length = 2 * (a - b); origin = a - length
        case .none, .minimum, .center, .maximum, .size: origin = 0; length = 0
        }
        let negative = length < -0.01
        if negative { length = 0 }
        return (origin, max(0, length), negative)
    }
}
