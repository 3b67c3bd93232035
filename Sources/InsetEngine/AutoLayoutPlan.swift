import LayoutSolver
import ScreenModel

/// Auto Layout for the views of a spec that need it (FORMAT.md §6): one linear system over their
/// frames, built once per spec and re-solved per layout with new parameter values.
///
/// **Which views the simplex places.** A view whose constraints are exactly two required
/// equalities per axis (or one edge plus an intrinsic size) against its superview's guides,
/// constants and siblings that are placed the same way is a triangular system: the simplex would
/// find its frame by substitution, without a pivot, so `AxisPlan` computes it by that substitution
/// directly (a presolve; `LayoutPlan(spec, presolve: false)` sends every view through the simplex,
/// and a test holds the two to the same frames). Every other view — inequalities, priorities,
/// lists, targets elsewhere in the hierarchy, `self`, aspect ratios, stack views, too few or too
/// many constraints, a sibling placed by the simplex — has its frame as four solver variables.
///
/// **Parameters.** Whatever the system reads but does not decide is a parameter: the root view's
/// size, a superview's safe-area insets, layout margins and readable-content insets, a scroll
/// view's initial offset and content size, the frames of views placed otherwise. The resolver sets
/// them from a layout pass and re-solves until no parameter moves by more than 0.01 pt
/// (`Resolver.maximumPasses`), which is how UIKit's own layout converges: a guide depends on a
/// frame, and the frame on constraints that use the guide.
struct AutoLayoutPlan: Sendable {
    /// What a parameter stands for, read off a layout pass.
    enum Source: Hashable, Sendable {
        case frame(view: Int32, component: UInt8)          // x, y, width, height in the superview
        case safeArea(view: Int32, edge: Edge)
        case margins(view: Int32, edge: Edge)
        case readable(view: Int32, edge: Edge)             // left/right, from the margins guide
        case shift(view: Int32, axis: UInt8)               // a scroll view's adjustedContentInset left/top
        case contentSize(view: Int32, axis: UInt8)         // a scroll view's content size (not content-sized)
    }

    /// Why a constraint is in the system, for messages and `explain`.
    enum Origin: Sendable {
        /// `spec.constraints[index]`.
        case spec(index: Int32)
        /// `size <= intrinsic @hugging` (`hugging`) or `size >= intrinsic @compression`.
        case intrinsic(view: Int32, axis: Attribute.Axis, hugging: Bool)
        /// A stack view's arrangement: the stack view's index and what the constraint does.
        case stack(view: Int32, what: String)
        /// A content size the content leaves open falling back to the scroll view's bounds.
        case contentSize(view: Int32, axis: Attribute.Axis)
    }

    /// Views the simplex places.
    private(set) var isSolverView: [Bool]
    private(set) var solver = Solver()
    /// Each solver view's x, y, width, height.
    private(set) var variables: [Int32: [Solver.Variable]] = [:]
    /// A content-sized scroll view's content width and height (nil: not content-sized on that axis).
    private(set) var contentVariables: [Int32: [Solver.Variable?]] = [:]
    private(set) var parameters: [(parameter: Solver.Parameter, source: Source)] = []
    private var parameterIndex: [Source: Int] = [:]
    /// A constraint's tag is its index here (a content-size equality has two: its hugging side's,
    /// then its compression-resistance side's).
    private(set) var origins: [Origin] = []
    /// The constraints, in the order they are added: a view's own in document order, then its
    /// intrinsic size's, then a stack view's arrangement. A conflict breaks the one whose addition
    /// found the required constraints unsatisfiable (see `build`).
    private(set) var constraints: [Solver.Constraint] = []
    /// For each variable id: the view and the component (x, y, width, height; 4 and 5 for a scroll
    /// view's content width and height).
    private(set) var variableOwner: [Int32: (view: Int32, component: UInt8)] = [:]
    /// The view that owns each spec constraint (`Origin.spec`), by its index.
    private(set) var constraintOwner: [Int32: Int32] = [:]
    let spec: ScreenSpec

    var isEmpty: Bool { variables.isEmpty }

    /// How many views the simplex places: each has its frame as solver variables.
    var simplexViewCount: Int { variables.count }

    /// `intrinsics`: `intrinsicSizes(spec)`, which `LayoutPlan` reads too.
    init(_ spec: ScreenSpec, presolve: Bool, intrinsics: [(width: Double?, height: Double?)]) {
        self.spec = spec
        isSolverView = Self.solverViews(spec, presolve: presolve, intrinsics: intrinsics)
        guard isSolverView.contains(true) else { return }
        // Variables in document order: a view's are created when its own constraints are, so the
        // newest variable of a row is usually in no other row (see `Solver.chooseSubject`).
        for v in spec.views.indices where isSolverView[v] {
            let vars = (0..<4).map { _ in solver.newVariable() }
            variables[Int32(v)] = vars
            for (k, variable) in vars.enumerated() { variableOwner[variable.id] = (Int32(v), UInt8(k)) }
        }
        for v in spec.views.indices {
            guard let scroll = spec.views[v].scroll else { continue }
            let sized = Self.contentSized(spec, v, scroll: scroll)
            guard sized != (false, false) else { continue }
            let width = sized.0 ? solver.newVariable() : nil, height = sized.1 ? solver.newVariable() : nil
            contentVariables[Int32(v)] = [width, height]
            if let width { variableOwner[width.id] = (Int32(v), 4) }
            if let height { variableOwner[height.id] = (Int32(v), 5) }
        }
        for v in spec.views.indices where isSolverView[v] {
            addOwnConstraints(of: v)
            if let stack = spec.views[v].stack { addStackConstraints(v, stack) }
        }
        // A content size the content leaves open falls back to the scroll view's bounds, as a missing
        // `contentSize` dimension always did (revision 1): the weakest wish in the system, so any
        // size the content does decide wins over it.
        for (v, vars) in contentVariables.sorted(by: { $0.key < $1.key }) {
            for (k, variable) in vars.enumerated() {
                guard let variable else { continue }
                let axis: Attribute.Axis = k == 0 ? .horizontal : .vertical
                append(E(variable) - span(Int(v), axis).size, .equal, priority: 1, .contentSize(view: v, axis: axis))
            }
        }
    }

    /// A solver with this plan's constraints added in order at these parameter values, and the
    /// constraints it had to break: each with the required constraints it contradicts.
    /// `parameters`: the parameters the contradiction involves (`Solver.conflictParameters`).
    func build(values: [Double]) -> (solver: Solver, broken: [Broken]) {
        var s = solver
        for (k, p) in parameters.enumerated() { s.set(p.parameter, to: values[k]) }
        var broken: [Broken] = []
        for c in constraints {
            switch s.add(c) {
            case .added: break
            case .unsatisfiable(let with): broken.append(Broken(tag: c.tag, with: with, parameters: s.conflictParameters))
            case .gaveUp: broken.append(Broken(tag: c.tag, with: [], parameters: []))
            }
        }
        return (s, broken)
    }

    /// A constraint broken to resolve a conflict, with the required constraints it contradicts.
    struct Broken: Sendable {
        let tag: Int
        let with: [Int]
        let parameters: [Solver.Parameter]
    }

    /// The spec constraints behind the parameters of a conflict: where a parameter is the frame of
    /// a view placed by the presolve (two equalities per axis, outside the simplex), the constraints
    /// of that view that decide the part of its frame the conflict reads, and through constraints
    /// to siblings placed the same way, theirs; as `describe` names them, in the order met. Guides
    /// (a safe area, margins) are UIKit's, not constraints the spec wrote: they are not listed.
    func presolvedConstraints(behind conflict: [Solver.Parameter]) -> [String] {
        var byID: [Int32: Source] = [:]
        for p in parameters { byID[p.parameter.id] = p.source }
        var result: [String] = []
        var seen = Set<Int>()   // view × component
        var work: [(view: Int, component: Int)] = []
        for p in conflict {
            if case .frame(let v, let k)? = byID[p.id] { work.append((Int(v), Int(k))) }
        }
        while !work.isEmpty {
            let (v, k) = work.removeFirst()
            guard v != ScreenSpec.rootIndex, spec.views.indices.contains(v), !isSolverView[v],
                  seen.insert(v * 4 + k).inserted, case .constraints = spec.views[v].layout else { continue }
            let axis: Attribute.Axis = k % 2 == 0 ? .horizontal : .vertical
            let list = spec.constraints(of: v).filter { $0.attribute.axis == axis }
            // The origin follows from a leading (top) edge alone, the size from a size alone; any
            // other pair decides both together.
            let wantsSize = k >= 2
            let deciding = list.filter { $0.attribute.anchor == (wantsSize ? .size : .minimum) }
            // One edge and an intrinsic size: the size is the content's.
            if wantsSize && deciding.isEmpty && list.count < 2 { continue }
            for c in deciding.isEmpty ? list : deciding {
                let text = "'\(spec.views[v].id).\(c.keyName): \(spec.text(of: c))'"
                if !result.contains(text) { result.append(text) }
                // A sibling's edge, centre or size: the parts of its frame that give it.
                if let t = c.targetView, t != v, spec.views.indices.contains(t), !isSolverView[t] {
                    let base = c.targetAttribute.axis == .horizontal ? 0 : 1
                    switch c.targetAttribute.anchor {
                    case .minimum: work.append((t, base))
                    case .size: work.append((t, base + 2))
                    case .maximum, .center: work.append((t, base)); work.append((t, base + 2))
                    }
                }
            }
        }
        return result
    }

    /// A parameter's value off a layout pass.
    static func value(of source: Source, _ views: UnsafeMutableBufferPointer<ResolvedView>, readableCapsWidth: Bool) -> Double {
        switch source {
        case .frame(let v, let k):
            let f = views[Int(v)].frame
            return [f.x, f.y, f.width, f.height][Int(k)]
        case .safeArea(let v, let edge):
            return views[Int(v)].safeAreaInsets[edge]
        case .margins(let v, let edge):
            return views[Int(v)].layoutMargins[edge]
        case .readable(let v, let edge):
            let view = views[Int(v)]
            let m = view.layoutMargins
            let marginsGuide = Rect(x: m.left, y: 0, width: view.frame.width - m.left - m.right, height: 1)
            let g = ReadableContent.guide(margins: marginsGuide, capsWidth: readableCapsWidth)
            return edge == .left ? g.minX - marginsGuide.minX : marginsGuide.maxX - g.maxX
        case .shift(let v, let axis):
            let inset = views[Int(v)].scroll?.adjustedContentInset ?? .zero
            return axis == 0 ? inset.left : inset.top
        case .contentSize(let v, let axis):
            let view = views[Int(v)]
            let size = view.scroll?.contentSize ?? view.frame.size
            return axis == 0 ? size.width : size.height
        }
    }

    /// A constraint of the system as a person would name it.
    func describe(tag: Int) -> String {
        guard origins.indices.contains(tag) else { return "a constraint" }
        switch origins[tag] {
        case .spec(let index):
            let c = spec.constraints[Int(index)]
            let owner = constraintOwner[index].map { spec.views[Int($0)].id } ?? "?"
            return "'\(owner).\(c.keyName): \(spec.text(of: c))'"
        case .intrinsic(let v, let axis, let hugging):
            let view = spec.views[Int(v)]
            let size = axis == .horizontal ? Self.intrinsic(view).width : Self.intrinsic(view).height
            let name = axis == .horizontal ? "width" : "height"
            let priority = view.autoLayout.contentPriority(hugging: hugging, axis)
            return "'\(view.id)' \(hugging ? "content hugging" : "compression resistance") (\(name) \(hugging ? "<=" : ">=") intrinsic \(Constraint.number(size ?? 0)) @ \(priority))"
        case .stack(let v, let what):
            return "'\(spec.views[Int(v)].id)' stack view: \(what)"
        case .contentSize(let v, let axis):
            return "'\(spec.views[Int(v)].id)' content \(axis == .horizontal ? "width" : "height") equal to its bounds where the content leaves it open"
        }
    }

    /// The view a constraint belongs to, and where it is written.
    func owner(tag: Int) -> (view: Int, location: SourceLocation, axis: Attribute.Axis) {
        guard origins.indices.contains(tag) else { return (0, spec.views[0].location, .horizontal) }
        switch origins[tag] {
        case .spec(let index):
            let c = spec.constraints[Int(index)]
            return (Int(constraintOwner[index] ?? 0), c.location, c.attribute.axis)
        case .intrinsic(let v, let axis, _):
            let view = spec.views[Int(v)]
            return (Int(v), view.hasAutoLayoutSettings ? view.autoLayout.location ?? view.location : view.location, axis)
        case .stack(let v, _):
            return (Int(v), spec.views[Int(v)].location, spec.views[Int(v)].stack?.axis ?? .horizontal)
        case .contentSize(let v, let axis):
            return (Int(v), spec.views[Int(v)].location, axis)
        }
    }

    // MARK: Which views the simplex places

    /// A view the presolve can place: its axes are each exactly determined by required equalities
    /// to its superview's guides, constants and siblings, as revision 1 of the format required.
    private static func isTriangular(_ spec: ScreenSpec, _ v: Int, intrinsic: IntrinsicAxes) -> Bool {
        // The views read in place and the anchors seen as bits: a copy of the view and an array of
        // anchors per axis cost more than the test, on every view of every spec.
        spec.views.withUnsafeBufferPointer { views in
            let view = views.baseAddress.unsafelyUnwrapped + v
            guard case .constraints = view.pointee.layout, view.pointee.stack == nil else { return false }
            if let parent = view.pointee.parent, views[parent].stack != nil, view.pointee.autoLayout.arranged { return false }
            // Positions, not a slice: looping over a slice retained and released the array per axis.
            let positions = spec.constraintPositions(of: v)
            let settings = view.pointee.autoLayout
            // Both axes by one function rather than a loop over an array of the two, and the
            // constraints read in place, not copied out of the array one by one.
            return spec.constraints.withUnsafeBufferPointer { constraints in
                func isTriangular(_ axis: Attribute.Axis) -> Bool {
                    var anchors: UInt8 = 0
                    var count = 0
                    var first = Attribute.Anchor.size
                    for k in positions where constraints[k].attribute.axis == axis {
                        let c = constraints.baseAddress.unsafelyUnwrapped + k
                        let bit: UInt8 = switch c.pointee.attribute.anchor {
                        case .minimum: 1
                        case .maximum: 2
                        case .center: 4
                        case .size: 8
                        }
                        guard c.pointee.relation == .equal, c.pointee.isRequired, anchors & bit == 0 else { return false }
                        switch c.pointee.target {
                        case .superview, .safeArea, .margins, .readableContent, .frameGuide, .constant: break
                        case .view(let t):
                            guard t != v, views.indices.contains(t), views[t].parent == view.pointee.parent,
                                  c.pointee.targetAttribute.axis == axis else { return false }
                        case .viewGuide, .selfView: return false
                        }
                        if count == 0 { first = c.pointee.attribute.anchor }
                        anchors |= bit
                        count += 1
                    }
                    let size = intrinsic.has(axis)
                    let hugging = axis == .horizontal ? settings.huggingHorizontal : settings.huggingVertical
                    let compression = axis == .horizontal ? settings.compressionHorizontal : settings.compressionVertical
                    // Content-size constraints at 1000 are required and can conflict: the simplex decides.
                    if size && (hugging >= Constraint.required || compression >= Constraint.required) { return false }
                    let fillsWithIntrinsic = count == 1 && first != .size && size
                    return count == 2 || fillsWithIntrinsic
                }
                return isTriangular(.horizontal) && isTriangular(.vertical)
            }
        }
    }

    /// Whether the presolve places `v` on `axis` from one constraint and its intrinsic size.
    static func fillsWithIntrinsic(_ spec: ScreenSpec, _ v: Int, _ axis: Attribute.Axis) -> Bool {
        let size = axis == .horizontal ? intrinsic(spec.views[v]).width : intrinsic(spec.views[v]).height
        guard size != nil else { return false }
        var anchors = 0
        for k in spec.constraintPositions(of: v) where spec.constraints[k].attribute.axis == axis { anchors += 1 }
        return anchors == 1
    }

    /// The class's intrinsic size with the spec's `intrinsicContentSize` over it.
    static func intrinsic(_ view: ViewSpec) -> (width: Double?, height: Double?) {
        withUnsafePointer(to: view) { intrinsic($0) }
    }

    /// `intrinsic` of a view read in place: the plan asks it of every view, and a view passed by value
    /// was copied whole (its strings and arrays retained and released) per call.
    static func intrinsic(_ view: UnsafePointer<ViewSpec>) -> (width: Double?, height: Double?) {
        let classSize = KnownClass.intrinsicSize(className: view.pointee.className)
        func metric(_ m: IntrinsicMetric, _ fallback: Double?) -> Double? {
            switch m {
            case .classDefault: fallback
            case .none: nil
            case .points(let p): p
            }
        }
        guard view.pointee.hasAutoLayoutSettings else { return classSize }
        let settings = view.pointee.autoLayout
        return (metric(settings.intrinsicWidth, classSize.width), metric(settings.intrinsicHeight, classSize.height))
    }

    /// Every view's `intrinsic` size, in view order: looked up once per plan (the class by name, its
    /// name retained and released per lookup) for the simplex's choice and the plan's axes. 32 bytes
    /// a view while the plan is built (3 MB for a 100,000-view spec), dropped with the plan's build.
    static func intrinsicSizes(_ spec: ScreenSpec) -> [(width: Double?, height: Double?)] {
        spec.views.withUnsafeBufferPointer { views in
            views.indices.map { intrinsic(views.baseAddress.unsafelyUnwrapped + $0) }
        }
    }

    static func solverViews(_ spec: ScreenSpec, presolve: Bool) -> [Bool] {
        solverViews(spec, presolve: presolve, intrinsics: intrinsicSizes(spec))
    }

    /// `intrinsics`: `intrinsicSizes(spec)`.
    static func solverViews(_ spec: ScreenSpec, presolve: Bool, intrinsics: [(width: Double?, height: Double?)]) -> [Bool] {
        var solver = [Bool](repeating: false, count: spec.views.count)
        var contentSizedParents: [Int: Bool] = [:]
        for v in spec.views.indices where v != ScreenSpec.rootIndex {
            switch spec.views[v].layout {
            case .frame: continue
            case .none:
                // A cell template's content view, a table's header and footer are placed by the table;
                // any other view without constraints is left to the solver, which finds it ambiguous.
                if LayoutPlan.placingTable(of: v, spec) != nil { continue }
                solver[v] = true
            case .constraints:
                solver[v] = !presolve || !isTriangular(spec, v, intrinsic: IntrinsicAxes(intrinsics[v]))
            }
            // A scroll view sized by its content: its content's constraints decide a variable.
            if let parent = spec.views[v].parent, spec.views[parent].scroll != nil,
               spec.constraintPositions(of: v).contains(where: { spec.constraints[$0].target == .superview }) {
                if contentSizedParents[parent] == nil {
                    contentSizedParents[parent] = contentSized(spec, parent, scroll: spec.views[parent].scroll!) != (false, false)
                }
                if contentSizedParents[parent] == true { solver[v] = true }
            }
        }
        // A view held at its intrinsic size by the presolve gives way in Auto Layout where another
        // view's preference pulls on it: a presolved view whose size on that axis follows from it
        // (no size constraint of its own) but which wants its own intrinsic size there. Such a pair
        // is the simplex's to trade off.
        for r in spec.views.indices where !solver[r] {
            guard case .constraints = spec.views[r].layout else { continue }
            let size = IntrinsicAxes(intrinsics[r])
            for axis in [Attribute.Axis.horizontal, .vertical] where size.has(axis) {
                // Its size follows from its two edges only when it has two and no size of its own;
                // with one edge it simply takes its intrinsic size.
                var count = 0, hasSize = false
                let positions = spec.constraintPositions(of: r)
                for k in positions where spec.constraints[k].attribute.axis == axis {
                    count += 1
                    if spec.constraints[k].attribute.anchor == .size { hasSize = true }
                }
                guard count >= 2, !hasSize else { continue }
                for k in positions where spec.constraints[k].attribute.axis == axis {
                    let c = spec.constraints[k]
                    if let u = c.targetView, spec.views.indices.contains(u), u != r, !solver[u],
                       fillsWithIntrinsic(spec, u, c.targetAttribute.axis) {
                        solver[u] = true
                    }
                }
            }
        }
        // A child's intrinsic size pulls on its parent's: a view whose size on an axis follows its
        // superview's (an edge or size to the superview's far edge, centre or size, or a guide's) while
        // its content wants its own size there, inside a presolved parent whose size on that axis is
        // held by a preference of its own (its intrinsic size, or an edge to a sibling the presolve
        // holds at its intrinsic size). Auto Layout sizes the whole hierarchy from one set of
        // constraints ("Auto Layout dynamically calculates the size and position of all the views in
        // your view hierarchy", Auto Layout Guide, Understanding Auto Layout) and "attempts to satisfy
        // all the constraints in priority order from highest to lowest" (Anatomy of a Constraint), so
        // the child's compression resistance (750 by default) weighs against the sibling's hugging
        // (250): the presolve, holding the sibling first and sizing the child inside the result
        // (the parent's frame a parameter of the simplex when the child is in it), would compress the
        // child instead (scripts/autolayout-diff --seed 23, 589-cross-axis). The parent joins the
        // simplex, and with it (below) its children and the sibling it names. A parent the simplex
        // places already has its children in it; a parent whose size required constraints alone fix
        // leaves the child nothing to pull on. One level only, as the rules above: a grandparent's or
        // a sibling's sibling's preference is not followed.
        //
        // Parent first: a parent held by a preference is rare, and its test reads its own few
        // constraints once for both axes; the children's are read only then. The views and flags are
        // read in place, and the parents collected and marked after, so the loop neither copies a
        // view nor checks exclusive access to `solver` per view.
        var pulled: [Int] = []
        solver.withUnsafeBufferPointer { isSolver in
            spec.views.withUnsafeBufferPointer { views in
                let base = views.baseAddress.unsafelyUnwrapped
                for p in views.indices where p != ScreenSpec.rootIndex && !isSolver[p] && !base[p].subviews.isEmpty {
                    guard case .constraints = base[p].layout else { continue }
                    let held = axesHeldByPreference(spec, p, intrinsics: intrinsics, solver: isSolver)
                    guard held != 0 else { continue }
                    for c in base[p].subviews {
                        guard case .constraints = base[c].layout else { continue }
                        let size = IntrinsicAxes(intrinsics[c])
                        if (held & 1 != 0 && size.has(.horizontal) && followsParentSize(spec, c, p, .horizontal))
                            || (held & 2 != 0 && size.has(.vertical) && followsParentSize(spec, c, p, .vertical)) {
                            pulled.append(p)
                            break
                        }
                    }
                }
            }
        }
        for p in pulled { solver[p] = true }
        // Loops among presolved siblings: views that cannot be ordered after the views they name.
        var rank = [Int32](repeating: 0, count: spec.views.count)
        for parent in spec.views.indices where spec.views[parent].subviews.count > 1 {
            let order = presolveOrder(spec, children: spec.views[parent].subviews, solver: solver, rank: &rank)
            // Counted in a loop: a closure over `solver` (a lazy filter's escapes) made every access to
            // it in this function a checked exclusive access.
            var presolved = 0
            for child in spec.views[parent].subviews where !solver[child] { presolved += 1 }
            guard order.count < presolved else { continue }
            let ordered = Set(order)
            for child in spec.views[parent].subviews where !solver[child] && !ordered.contains(child) { solver[child] = true }
        }
        guard solver.contains(true) else { return solver }
        // A presolved view must not read a view the simplex places: such a view joins the simplex,
        // and so, in turn, does any presolved view that reads it (a worklist over who names whom).
        var namedBy = [[Int32]](repeating: [], count: spec.views.count)
        for v in spec.views.indices {
            guard case .constraints = spec.views[v].layout else { continue }
            for k in spec.constraintPositions(of: v) {
                if let t = spec.constraints[k].targetView, spec.views.indices.contains(t), t != v { namedBy[t].append(Int32(v)) }
            }
        }
        // Children of a view the simplex places join it too: its size may be left to them (a view
        // sized by its subviews), which a presolve from its guides could not see.
        var work = spec.views.indices.filter { solver[$0] }
        while let t = work.popLast() {
            for reader in namedBy[t] where !solver[Int(reader)] {
                solver[Int(reader)] = true
                work.append(Int(reader))
            }
            // A view the presolve would hold at its intrinsic size on an axis only holds it there with
            // hugging and compression resistance: a simplex view naming that axis can stretch or
            // compress it, so it joins too.
            for k in spec.constraintPositions(of: t) {
                let c = spec.constraints[k]
                guard let u = c.targetView, spec.views.indices.contains(u), !solver[u],
                      fillsWithIntrinsic(spec, u, c.targetAttribute.axis) else { continue }
                solver[u] = true
                work.append(u)
            }
            for child in spec.views[t].subviews where !solver[child] {
                guard case .constraints = spec.views[child].layout else { continue }
                solver[child] = true
                work.append(child)
            }
        }
        return solver
    }

    /// Whether `v`'s size on `axis` follows its superview `parent`'s size: it has two constraints or
    /// more there (one edge alone leaves it at its intrinsic size), one of them names a part of the
    /// superview or its guides that moves with the superview's size (its far edge, centre or size;
    /// a near edge is the superview's origin or a guide's inset, a parameter of the solve), and no
    /// size of its own set otherwise (a constant, `self`, a sibling).
    private static func followsParentSize(_ spec: ScreenSpec, _ v: Int, _ parent: Int, _ axis: Attribute.Axis) -> Bool {
        var count = 0, follows = false
        for k in spec.constraintPositions(of: v) where spec.constraints[k].attribute.axis == axis {
            let c = spec.constraints[k]
            count += 1
            let namesParent: Bool = switch c.target {
            case .superview, .safeArea, .margins, .readableContent, .frameGuide: true
            case .view(let t), .viewGuide(let t, _): t == parent
            case .selfView, .constant: false
            }
            if namesParent && c.targetAttribute.axis == axis && c.targetAttribute.anchor != .minimum { follows = true }
            if c.attribute.anchor == .size && !namesParent { return false }
        }
        return count >= 2 && follows
    }

    /// The axes (bit 1 horizontal, bit 2 vertical) on which the presolve holds presolved `v`'s size
    /// where a preference put it rather than where required constraints fix it: `v` takes its own
    /// intrinsic size there (one edge), or its size follows a sibling's edge, centre or size that
    /// the sibling's intrinsic size decides (a presolved sibling with one edge on that axis and an
    /// intrinsic size; when that edge is the near one, the sibling's near edge stays put). A size of
    /// its own set otherwise (a constant, its superview) holds it.
    private static func axesHeldByPreference(_ spec: ScreenSpec, _ v: Int, intrinsics: [(width: Double?, height: Double?)],
                                             solver: UnsafeBufferPointer<Bool>) -> UInt8 {
        var count: (Int, Int) = (0, 0)
        var pulls: UInt8 = 0, fixed: UInt8 = 0
        for k in spec.constraintPositions(of: v) {
            let c = spec.constraints[k]
            let bit: UInt8 = c.attribute.axis == .horizontal ? 1 : 2
            if bit == 1 { count.0 += 1 } else { count.1 += 1 }
            var pulled = false
            if case .view(let s) = c.target, s != v, spec.views.indices.contains(s), !solver[s] {
                let axis = c.targetAttribute.axis
                var edges = 0, nearEdge = false
                for q in spec.constraintPositions(of: s) where spec.constraints[q].attribute.axis == axis {
                    edges += 1
                    if spec.constraints[q].attribute.anchor == .minimum { nearEdge = true }
                }
                pulled = edges == 1 && IntrinsicAxes(intrinsics[s]).has(axis) && !(nearEdge && c.targetAttribute.anchor == .minimum)
            }
            if pulled { pulls |= bit } else if c.attribute.anchor == .size { fixed |= bit }
        }
        let own = IntrinsicAxes(intrinsics[v])
        var held = pulls & ~fixed
        if count.0 == 1 && own.has(.horizontal) { held |= 1 }
        if count.1 == 1 && own.has(.vertical) { held |= 2 }
        return held
    }

    /// The presolved children in an order where each comes after the siblings it names (Kahn's
    /// algorithm, the earliest ready first, so unrelated views keep document order); views caught
    /// in a loop are left out.
    static func presolveOrder(_ spec: ScreenSpec, children: [Int], solver: [Bool], rank: inout [Int32]) -> [Int] {
        // Sized once: filtered, the list grew by doubling, per parent, twice per spec.
        var placed: [Int] = []
        placed.reserveCapacity(children.count)
        for v in children where !solver[v] { placed.append(v) }
        // `rank`: a presolved view's position in `placed` plus one, 0 for any other (a buffer the
        // caller reuses across parents, cleared again before returning): where a table by view cost
        // a dictionary per parent, twice per spec.
        for (k, v) in placed.enumerated() { rank[v] = Int32(k + 1) }
        defer { for v in placed { rank[v] = 0 } }
        // The position in `placed` of a sibling a constraint names, if it is one.
        func position(_ t: Int) -> Int? { rank.indices.contains(t) && rank[t] > 0 ? Int(rank[t]) - 1 : nil }
        // Nearly always each view already follows the siblings it names: nothing to reorder.
        var inOrder = true
        // Positions, not slices: each slice made and looped over was a retain and a release, per view.
        check: for (k, v) in placed.enumerated() {
            for p in spec.constraintPositions(of: v) {
                if let t = spec.constraints[p].targetView, t != v, let q = position(t), q > k { inOrder = false; break check }
            }
        }
        if inOrder { return placed }
        var dependents = [[Int]](repeating: [], count: placed.count)
        var waiting = [Int](repeating: 0, count: placed.count)
        for (k, v) in placed.enumerated() {
            for q in spec.constraintPositions(of: v) {
                // A sibling named twice counts once: `k` is appended to its dependents last, if at all.
                guard let t = spec.constraints[q].targetView, t != v, let p = position(t), dependents[p].last != k else { continue }
                dependents[p].append(k)
                waiting[k] += 1
            }
        }
        var ready = MinHeap()
        for k in placed.indices where waiting[k] == 0 { ready.insert(k) }
        var order: [Int] = []
        order.reserveCapacity(placed.count)
        while let k = ready.popMin() {
            order.append(placed[k])
            for d in dependents[k] {
                waiting[d] -= 1
                if waiting[d] == 0 { ready.insert(d) }
            }
        }
        return order
    }

    /// As UIKit's contentLayoutGuide: the content decides the size on an axis where it is pinned to
    /// both of the guide's edges (FORMAT.md §6) — and where something of it can push: a view pinned
    /// only edge to edge, with no size of its own on that axis, stretches to any content size, so the
    /// content leaves the size open and it is the bounds, exactly as the solver's fallback would make it.
    static func contentSized(_ spec: ScreenSpec, _ v: Int, scroll: ScrollSettings) -> (Bool, Bool) {
        guard spec.views[v].table == nil else { return (false, false) }
        return (scroll.contentWidth == nil && subviewsSpan(v, .horizontal, in: spec),
                scroll.contentHeight == nil && subviewsSpan(v, .vertical, in: spec))
    }

    /// Whether the views inside `parent` hold its two edges on `axis` apart, so that Auto Layout sizes
    /// it (or a scroll view's content) from them: a path of constraints from its minimum edge to its
    /// maximum edge, crossing views that each have a size of their own on that axis (`canPush`). One
    /// subview pinned to both edges is the shortest such path; the usual one in a scroll view is a
    /// column of subviews, the first pinned to the top, each next one's top to the bottom of the one
    /// above, the last one's bottom to the bottom (Apple, "Working with Scroll Views", Auto Layout
    /// Guide). The path may run at any depth: a view inside a subview whose edges its own subviews
    /// hold apart carries it across, and a view deeper than a direct subview can be pinned to
    /// `parent` by its id — Interface Builder's `scrollView.bottom == stack.bottom` with the stack in
    /// the scroll view's content view. "Constraints between the edges or margins of the scroll view
    /// and its content attach to the scroll view's content area" (the same guide), whatever the
    /// content's depth, so that constraint is on the path and the stack sizes the content.
    /// A scroll view's content is its `superview` (the content layout guide), and named by its id its
    /// edges are too; any other view's margins, safe area and readable content guides are a fixed
    /// inset from its edges. A nested scroll view's subviews are not followed: they are in its
    /// content, which does not size its frame.
    static func subviewsSpan(_ parent: Int, _ axis: Attribute.Axis, in spec: ScreenSpec) -> Bool {
        guard !spec.views[parent].subviews.isEmpty else { return false }
        // The views inside `parent`, each before its subviews (breadth first).
        var inside = spec.views[parent].subviews
        var next = 0
        while next < inside.count {
            let u = inside[next]
            next += 1
            // By index: appended whole, each view's list was retained and released, leaves' too.
            if !spec.views[u].isScrollView { for k in spec.views[u].subviews.indices { inside.append(spec.views[u].subviews[k]) } }
        }
        // A view's position in `inside`: looked up along the list for the few most scroll views
        // have, through a table for many. The table is indexed by view over the indices `inside`
        // spans, which in a decoded spec are about as many as it holds (a view's descendants follow
        // it); hashed only where they spread much wider, as a hand-built spec's may.
        var low = Int.max, high = Int.min
        if inside.count > 16 { for u in inside { low = Swift.min(low, u); high = Swift.max(high, u) } }
        var spanned: [Int] = []
        if inside.count > 16, high - low < 4 * inside.count {
            spanned = [Int](repeating: -1, count: high - low + 1)
            for (k, u) in inside.enumerated() { spanned[u - low] = k }
        }
        let table: [Int: Int]? = inside.count > 16 && spanned.isEmpty ? Dictionary(uniqueKeysWithValues: inside.enumerated().map { ($1, $0) }) : nil
        func position(_ u: Int) -> Int? {
            if !spanned.isEmpty {
                guard u >= low, u <= high else { return nil }
                let k = spanned[u - low]
                return k < 0 ? nil : k
            }
            return table.map { $0[u] } ?? inside.firstIndex(of: u)
        }
        // Anchors joined into sets (union-find): 0 and 1 the parent's minimum and maximum edges,
        // then each view's minimum, maximum and center, all in `parent`'s bounds (a constraint
        // between two of them fixes their distance, whichever views they belong to).
        var sets = UnionFind(count: 2 + 3 * inside.count)
        // The anchors a constraint ties to another, the view's own or one from outside it: only a
        // view held at two of them can carry the path across itself. A constraint its own subviews
        // (or theirs) write to its edges does not hold it: they are on the path through it
        // themselves, where they can push.
        var held = [Bool](repeating: false, count: 2 + 3 * inside.count)
        func node(_ k: Int?, _ anchor: Attribute.Anchor) -> Int? {
            guard let k else {
                // `parent`: its center is between its edges and holds neither apart.
                switch anchor {
                case .minimum: return 0
                case .maximum: return 1
                case .center, .size: return nil
                }
            }
            switch anchor {
            case .minimum: return 2 + 3 * k
            case .maximum: return 3 + 3 * k
            case .center: return 4 + 3 * k
            case .size: return nil
            }
        }
        /// Whether `a`, inside `parent`, is an ancestor of `v`.
        func contains(_ a: Int, _ v: Int) -> Bool {
            var p = spec.views[v].parent
            while let q = p, q != parent {
                if q == a { return true }
                p = spec.views[q].parent
            }
            return false
        }
        let isScroll = spec.views[parent].isScrollView
        for (k, s) in inside.enumerated() {
            let superview = spec.views[s].parent ?? parent
            // The superview's place in `inside`; nil for `parent` itself.
            let superviewPosition = superview == parent ? nil : position(superview)
            for p in spec.constraintPositions(of: s) {
                let c = spec.constraints[p]
                guard c.attribute.axis == axis && c.targetAttribute.axis == axis else { continue }
                guard let from = node(k, c.attribute.anchor) else { continue }
                var to: Int?, ancestor = true
                switch c.target {
                case .superview:
                    to = node(superviewPosition, c.targetAttribute.anchor)
                case .margins, .safeArea, .readableContent, .frameGuide:
                    // A scroll view's guides are on its frame, not its content; elsewhere a fixed
                    // inset from the view's edges (`frameGuide` the same as `superview`).
                    guard superview != parent || !isScroll else { continue }
                    to = node(superviewPosition, c.targetAttribute.anchor)
                case .view(let t), .viewGuide(let t, _):
                    if t == parent {
                        // Named by its id: its content area's edges (a scroll view's guides and its
                        // centre are on its frame).
                        if isScroll, case .viewGuide = c.target { continue }
                        to = node(nil, c.targetAttribute.anchor)
                    } else if let k2 = position(t) {
                        to = node(k2, c.targetAttribute.anchor)
                        ancestor = t == superview || contains(t, s)
                    }
                case .selfView, .constant:
                    continue
                }
                guard let to else { continue }
                held[from] = true
                if !ancestor { held[to] = true }
                sets.join(from, to)
            }
        }
        // A view with a size of its own carries one edge's position to the other: asked only of one
        // whose two ends are both held by others.
        for (k, s) in inside.enumerated() {
            if sets.same(0, 1) { return true }
            let lo = 2 + 3 * k, hi = 3 + 3 * k, mid = 4 + 3 * k
            let count = (held[lo] ? 1 : 0) + (held[hi] ? 1 : 0) + (held[mid] ? 1 : 0)
            guard count >= 2, !sets.same(lo, hi) || !sets.same(lo, mid) else { continue }
            if canPush(s, axis, in: spec) {
                sets.join(lo, hi)
                sets.join(lo, mid)
            }
        }
        return sets.same(0, 1)
    }

    /// Whether a view pinned edge to edge on `axis` can still push those edges apart by a size of its
    /// own there: a constraint besides the two edges, an intrinsic size, a stack view's content. One
    /// that cannot stretches to whatever size it is given — unless its subviews hold its edges apart,
    /// which `subviewsSpan` sees as a path through them (a scroll view's subviews size its content,
    /// not its frame, and are not on it).
    static func canPush(_ view: Int, _ axis: Attribute.Axis, in spec: ScreenSpec) -> Bool {
        if spec.views[view].stack != nil { return true }
        var count = 0
        // Positions, not slices: each loop over a slice retained and released the array.
        let positions = spec.constraintPositions(of: view)
        for k in positions where spec.constraints[k].attribute.axis == axis {
            let c = spec.constraints[k]
            guard c.isRequired && c.relation == .equal && c.attribute.anchor != .size else { return true }
            count += 1
        }
        if count != 2 { return true }
        // A ratio to its own size on this axis, written on the other (`aspectRatio`, which is a
        // width; `height: self.width * 0.4` for a row): the other axis's size decides this one.
        for k in positions {
            let c = spec.constraints[k]
            if c.attribute.axis != axis && c.attribute.anchor == .size && c.target == .selfView && c.targetAttribute.axis == axis { return true }
        }
        // Read in place: a copy of the view retained and released its strings and arrays.
        let size = spec.views.withUnsafeBufferPointer { intrinsic($0.baseAddress.unsafelyUnwrapped + view) }
        return (axis == .horizontal ? size.width : size.height) != nil
    }

    // MARK: Parameters

    private mutating func parameter(_ source: Source) -> Solver.Parameter {
        if let k = parameterIndex[source] { return parameters[k].parameter }
        let p = solver.newParameter(0)
        parameterIndex[source] = parameters.count
        parameters.append((p, source))
        return p
    }

    // MARK: Expressions

    typealias E = Solver.Expression

    /// x (0), y (1), width (2) or height (3) of `v`'s frame in its superview's coordinates.
    private mutating func frame(_ v: Int, _ component: Int) -> E {
        if let vars = variables[Int32(v)] { return E(vars[component]) }
        if v == ScreenSpec.rootIndex && component < 2 { return E(0) }
        var e = E()
        e.add(parameter(.frame(view: Int32(v), component: UInt8(component))))
        return e
    }

    /// `v`'s (origin, size) on `axis`, in its superview's coordinates.
    private mutating func span(_ v: Int, _ axis: Attribute.Axis) -> (min: E, size: E) {
        axis == .horizontal ? (frame(v, 0), frame(v, 2)) : (frame(v, 1), frame(v, 3))
    }

    private func axisIndex(_ axis: Attribute.Axis) -> UInt8 { axis == .horizontal ? 0 : 1 }

    /// What is added to a point in `a`'s bounds to have it in `a`'s superview's coordinates.
    private mutating func boundsToSuperview(_ a: Int, _ axis: Attribute.Axis) -> E {
        var e = span(a, axis).min
        if spec.views[a].isScrollView { e.add(parameter(.shift(view: Int32(a), axis: axisIndex(axis)))) }
        return e
    }

    /// A guide of `p` (FORMAT.md targets) on `axis`, in `p`'s bounds coordinates.
    private mutating func guide(_ p: Int, _ target: ConstraintTarget, _ axis: Attribute.Axis) -> (min: E, size: E) {
        let size = span(p, axis).size
        let isScroll = spec.views[p].isScrollView
        var frameMin = E(0)
        if isScroll { frameMin.add(parameter(.shift(view: Int32(p), axis: axisIndex(axis))), -1) }
        let (low, high): (Edge, Edge) = axis == .horizontal ? (.left, .right) : (.top, .bottom)
        func inset(_ r: (min: E, size: E), _ lowParam: Solver.Parameter, _ highParam: Solver.Parameter) -> (min: E, size: E) {
            var m = r.min, s = r.size
            m.add(lowParam)
            s.add(lowParam, -1)
            s.add(highParam, -1)
            return (m, s)
        }
        switch target {
        case .superview, .view:
            guard isScroll else { return (E(0), size) }
            if let v = contentVariables[Int32(p)]?[Int(axisIndex(axis))] { return (E(0), E(v)) }
            var content = E()
            content.add(parameter(.contentSize(view: Int32(p), axis: axisIndex(axis))))
            return (E(0), content)
        case .frameGuide:
            return (frameMin, size)
        case .safeArea, .viewGuide(_, .safeArea):
            return inset((frameMin, size), parameter(.safeArea(view: Int32(p), edge: low)), parameter(.safeArea(view: Int32(p), edge: high)))
        case .margins, .viewGuide(_, .margins):
            return inset((frameMin, size), parameter(.margins(view: Int32(p), edge: low)), parameter(.margins(view: Int32(p), edge: high)))
        case .readableContent, .viewGuide(_, .readableContent):
            let margins = inset((frameMin, size), parameter(.margins(view: Int32(p), edge: low)), parameter(.margins(view: Int32(p), edge: high)))
            guard axis == .horizontal else { return margins }
            return inset(margins, parameter(.readable(view: Int32(p), edge: .left)), parameter(.readable(view: Int32(p), edge: .right)))
        case .selfView, .constant:
            return (E(0), size)
        }
    }

    private func ancestors(_ v: Int) -> [Int] {
        var chain: [Int] = []
        var a = spec.views[v].parent
        while let p = a { chain.append(p); a = spec.views[p].parent }
        return chain
    }

    /// `r` (in `from`'s superview's coordinates) moved up to `to`'s bounds coordinates.
    private mutating func lift(_ r: (min: E, size: E), from: Int, to: Int, _ axis: Attribute.Axis) -> (min: E, size: E) {
        var m = r.min
        var a = spec.views[from].parent
        while let p = a, p != to {
            m = m + boundsToSuperview(p, axis)
            a = spec.views[p].parent
        }
        return (m, r.size)
    }

    private static func value(_ r: (min: E, size: E), _ anchor: Attribute.Anchor) -> E {
        switch anchor {
        case .minimum: r.min
        case .maximum: r.min + r.size
        case .center: r.min + r.size * 0.5
        case .size: r.size
        }
    }

    /// `lhs relation rhs × multiplier + constant` for a spec constraint of view `v`.
    private mutating func expression(of c: Constraint, view v: Int) -> E? {
        let axis = c.attribute.axis
        let parent = spec.views[v].parent ?? ScreenSpec.rootIndex
        var lhs: E, rhs: E
        switch c.target {
        case .constant:
            lhs = span(v, axis).size
            rhs = E(c.constant)
            return lhs - rhs
        case .selfView:
            lhs = span(v, axis).size
            rhs = span(v, c.targetAttribute.axis).size
        case .superview, .safeArea, .margins, .readableContent, .frameGuide:
            lhs = Self.value(span(v, axis), c.attribute.anchor)
            rhs = Self.value(guide(parent, c.target, c.targetAttribute.axis), c.targetAttribute.anchor)
        case .view(let t), .viewGuide(let t, _):
            guard spec.views.indices.contains(t) else { return nil }
            // An ancestor named by its id: its bounds, except that a scroll view's edges are its
            // content area and its sizes and centres its frame ("Constraints between the height,
            // width, or centers attach to the scroll view's frame", Apple, Auto Layout Guide,
            // "Working with Scroll Views").
            var target = c.target
            if case .view = c.target, spec.views[t].isScrollView, c.targetAttribute.anchor == .size || c.targetAttribute.anchor == .center {
                target = .frameGuide
            }
            if c.attribute.isSize {
                lhs = span(v, axis).size
                if case .view = c.target, t != parent, !ancestors(v).contains(t) {
                    rhs = span(t, c.targetAttribute.axis).size
                } else {
                    rhs = guide(t, target, c.targetAttribute.axis).size
                }
                break
            }
            let chainV = ancestors(v), chainT = ancestors(t)
            // The nearest common ancestor: where both sides are compared (UIKit converts both items
            // into it). An ancestor named as a view is its bounds (a scroll view's, its content).
            if chainV.contains(t) {
                lhs = Self.value(lift(span(v, axis), from: v, to: t, axis), c.attribute.anchor)
                rhs = Self.value(guide(t, target, axis), c.targetAttribute.anchor)
            } else if chainT.contains(v) {
                lhs = Self.value(guide(v, .superview, axis), c.attribute.anchor)
                let r: (min: E, size: E)
                if case .viewGuide = c.target {
                    let g = guide(t, c.target, axis)
                    r = lift((g.min + boundsToSuperview(t, axis), g.size), from: t, to: v, axis)
                } else {
                    r = lift(span(t, axis), from: t, to: v, axis)
                }
                rhs = Self.value(r, c.targetAttribute.anchor)
            } else {
                guard let common = chainV.first(where: { chainT.contains($0) }) else { return nil }
                lhs = Self.value(lift(span(v, axis), from: v, to: common, axis), c.attribute.anchor)
                let r: (min: E, size: E)
                if case .viewGuide = c.target {
                    let g = guide(t, c.target, axis)
                    r = lift((g.min + boundsToSuperview(t, axis), g.size), from: t, to: common, axis)
                } else {
                    r = lift(span(t, axis), from: t, to: common, axis)
                }
                rhs = Self.value(r, c.targetAttribute.anchor)
            }
        }
        return lhs - rhs * c.multiplier + (-c.constant)
    }

    private static func relation(_ r: ConstraintRelation) -> Solver.Relation {
        switch r {
        case .equal: .equal
        case .greaterOrEqual: .greaterOrEqual
        case .lessOrEqual: .lessOrEqual
        }
    }

    private mutating func append(_ e: E, _ relation: Solver.Relation, priority: Int, _ origin: Origin) {
        constraints.append(Solver.Constraint(e, relation, priority: priority, tag: origins.count))
        origins.append(origin)
    }

    private mutating func addOwnConstraints(of v: Int) {
        if case .constraints(let range, _) = spec.views[v].layout {
            for k in Int(range.lowerBound)..<Int(range.upperBound) where k < spec.constraints.count {
                let c = spec.constraints[k]
                constraintOwner[Int32(k)] = Int32(v)
                guard let e = expression(of: c, view: v) else { continue }
                append(e, Self.relation(c.relation), priority: Int(c.priority), .spec(index: Int32(k)))
            }
        }
        // UIKit's content-size constraints (NSContentSizeLayoutConstraint): hugging keeps the view
        // from growing past its intrinsic size, compression resistance from shrinking below it.
        let view = spec.views[v]
        let intrinsic = Self.intrinsic(view)
        let settings = view.autoLayout
        for (axis, size, hugging, compression) in [(Attribute.Axis.horizontal, intrinsic.width, settings.huggingHorizontal, settings.compressionHorizontal),
                                                   (.vertical, intrinsic.height, settings.huggingVertical, settings.compressionVertical)] {
            guard let size else { continue }
            let s = span(v, axis).size + (-size)
            // A label of more than one line wraps to the width it is given (UIKit sets its
            // preferredMaxLayoutWidth from its width on the second layout pass, and the text takes
            // more lines), so its width never makes the layout unsatisfiable: its horizontal
            // resistance is below required whatever it says (Interface Builder files carry 1000 on
            // such labels, where UIKit logs no conflict).
            let wraps = axis == .horizontal && view.className == "UILabel" && view.hasAutoLayoutSettings && settings.numberOfLines != 1
            let resistance = wraps ? min(Int(compression), Solver.required - 1) : Int(compression)
            let huggingOrigin = Origin.intrinsic(view: Int32(v), axis: axis, hugging: true)
            let resistanceOrigin = Origin.intrinsic(view: Int32(v), axis: axis, hugging: false)
            guard Int(hugging) < Solver.required && resistance < Solver.required else {
                append(s, .lessOrEqual, priority: Int(hugging), huggingOrigin)
                append(s, .greaterOrEqual, priority: resistance, resistanceOrigin)
                continue
            }
            // Both optional (nearly always): one equality whose excess costs at the hugging priority
            // and whose shortfall at the resistance priority, the same solutions as the two
            // inequalities without the simplex steps a lower wish takes through their slacks
            // (`Solver.Constraint.init(_:equalTo:tag:shortfallPriority:shortfallTag:)`). Each side
            // keeps its tag, so conflicts, ties and `explain` name the same constraints.
            let huggingTag = origins.count
            origins.append(huggingOrigin)
            origins.append(resistanceOrigin)
            constraints.append(Solver.Constraint(s, equalTo: Int(hugging), tag: huggingTag,
                                                 shortfallPriority: resistance, shortfallTag: huggingTag + 1))
        }
    }

    // MARK: Stack views

    /// The constraints UIKit's UIStackView documents for its configuration ("UIStackView",
    /// Apple Developer Documentation: distribution and alignment), on its arranged subviews.
    private mutating func addStackConstraints(_ s: Int, _ stack: StackSettings) {
        let arranged = spec.views[s].subviews.filter { spec.views[$0].autoLayout.arranged && isSolverView[$0] }
        let visible = arranged.filter { !spec.views[$0].hidden }
        let along = stack.axis
        let across: Attribute.Axis = along == .horizontal ? .vertical : .horizontal
        let edgeGuide: ConstraintTarget = stack.isLayoutMarginsRelativeArrangement ? .margins : .superview
        let mainEdges = guide(s, edgeGuide, along)
        let crossEdges = guide(s, edgeGuide, across)
        let origin = { (what: String) in Origin.stack(view: Int32(s), what: what) }
        // A hidden arranged view collapses to nothing along the axis and leaves the spacing chain.
        for h in arranged where spec.views[h].hidden {
            append(span(h, along).size, .equal, priority: Solver.required, origin("hidden '\(spec.views[h].id)' takes no space"))
        }
        guard let first = visible.first, let last = visible.last else { return }
        append(span(first, along).min - mainEdges.min, .equal, priority: Solver.required, origin("first arranged view at the leading edge"))
        append(Self.value(span(last, along), .maximum) - Self.value(mainEdges, .maximum), .equal, priority: Solver.required,
               origin("last arranged view at the trailing edge"))
        for (a, b) in zip(visible, visible.dropFirst()) {
            let gap = span(b, along).min - Self.value(span(a, along), .maximum) + (-stack.spacing)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                append(gap, .equal, priority: Solver.required, origin("spacing"))
            case .equalSpacing, .equalCentering:
                append(gap, .greaterOrEqual, priority: Solver.required, origin("at least the spacing"))
            }
        }
        switch stack.distribution {
        case .fill: break
        case .fillEqually:
            for b in visible.dropFirst() {
                append(span(b, along).size - span(first, along).size, .equal, priority: Solver.required, origin("equal sizes"))
            }
        case .fillProportionally:
            // Each view's length is its share of the stack's: its intrinsic length over the sum of
            // the visible views' intrinsic lengths and the spacing, a multiplier on the stack's
            // length (on its margins with isLayoutMarginsRelativeArrangement). UIKit asks for these
            // below required, at 999 for the first arranged view and one less for each next one:
            // the view debugger lists them as 'UISV-fill-proportionally' "Subview0.width ==
            // 0.571429*StackView.width priority:999", then 998, 997 (A. Grebenyuk, "Let's Build
            // UIStackView", kean.blog, 2017, constraint dumps from UIKit). So a view's own required
            // size (an aspect ratio, a width) wins over its proportion instead of conflicting with
            // it, and on a stack longer or shorter than its content the spacing, which does not
            // scale, falls to the last views. A multiplier of 1 (a single view) is required.
            let lengths = visible.map { v -> Double? in
                let size = along == .horizontal ? Self.intrinsic(spec.views[v]).width : Self.intrinsic(spec.views[v]).height
                return size.flatMap { $0 > 0 ? $0 : nil }
            }
            let priority = { (v: Int) in max(999 - (arranged.firstIndex(of: v) ?? 0), 751) }
            let origin = origin("sizes in proportion to their intrinsic sizes")
            if lengths.allSatisfy({ $0 != nil }) {
                let total = lengths.reduce(stack.spacing * Double(visible.count - 1)) { $0 + $1! }
                for (v, length) in zip(visible, lengths) {
                    let share = length! / total
                    append(span(v, along).size - mainEdges.size * share, .equal,
                           priority: share == 1 ? Solver.required : priority(v), origin)
                }
            } else if let base = lengths.firstIndex(where: { $0 != nil }) {
                // What UIKit takes as the length of a view without an intrinsic one (a plain view
                // with a height constraint, a nested stack) is not documented, so no share of the
                // stack is made up for it: the views that have a length keep their proportions to
                // each other, at the same priorities, and the others keep the fill behaviour.
                for (v, length) in zip(visible, lengths).dropFirst(base + 1) {
                    guard let length else { continue }
                    append(span(v, along).size - span(visible[base], along).size * (length / lengths[base]!), .equal,
                           priority: priority(v), origin)
                }
            }
        case .equalSpacing:
            let gaps = zip(visible, visible.dropFirst()).map { span($0.1, along).min - Self.value(span($0.0, along), .maximum) }
            for g in gaps.dropFirst() { append(g - gaps[0], .equal, priority: Solver.required, origin("equal spacing")) }
        case .equalCentering:
            let centers = visible.map { Self.value(span($0, along), .center) }
            let steps = zip(centers, centers.dropFirst()).map { $0.1 - $0.0 }
            for d in steps.dropFirst() { append(d - steps[0], .equal, priority: Solver.required, origin("equal distance between centres")) }
        }
        if stack.distribution == .equalSpacing || stack.distribution == .equalCentering {
            // The spacing is only a minimum here, so a stack that nothing outside sizes along its
            // axis (only centred, or pinned at one end) would be free to grow. UIKit adds the
            // stack's own length == 0 at priority 49 for these two distributions ('UISV-canvas-fit'
            // in its constraint logs; kean's Arranged, the UIStackView replacement rebuilt from
            // UIKit's constraint dumps, adds the same at 49, "Let's Build UIStackView", kean.blog):
            // the stack hugs its content and the gaps come out at `spacing`. It is below any
            // hugging, compression resistance or constraint a spec writes, so it decides nothing
            // that anything else decides.
            append(span(s, along).size, .equal, priority: 49, origin("as short as its content along the axis"))
        }
        if along == .horizontal {
            // Labels of more than one line side by side could each take any width (a wrapped
            // label is as content with any width), so UIKit shares the width among them
            // ('UISV-text-width-disambiguation' in the view debugger, rdar://39275811). Since iOS 15
            // the constraint caps each multi-line label at an equal share of the stack's width among
            // the multi-line labels only, less their spacing, at priority 950 (before, each view
            // was pulled to width / count at the label's hugging or resistance + 10, which also
            // squeezed a switch beside a single label: useyourloaf.com, "Stack View Changes In
            // iOS 15"); the iOS 18, 26 and 27 profiles all have the iOS 15 form.
            let multiline = visible.filter { spec.views[$0].hasAutoLayoutSettings && spec.views[$0].autoLayout.numberOfLines != 1 }
            let count = Double(multiline.count)
            for v in multiline where multiline.count > 1 {
                append(span(v, along).size - (mainEdges.size * (1 / count) + -(stack.spacing * (count - 1) / count)), .lessOrEqual,
                       priority: 950, origin("labels of more than one line share its width"))
            }
        }
        // Across the axis. Alignment names follow UIKit's equivalences: leading = top and
        // trailing = bottom; baselines are taken as top and bottom (single-line content).
        let alignment: StackSettings.Alignment
        switch stack.alignment {
        case .top, .firstBaseline: alignment = .leading
        case .bottom, .lastBaseline: alignment = .trailing
        default: alignment = stack.alignment
        }
        for v in visible {
            let r = span(v, across)
            let low = r.min - crossEdges.min
            let high = Self.value(crossEdges, .maximum) - Self.value(r, .maximum)
            switch alignment {
            case .fill:
                append(low, .equal, priority: Solver.required, origin("fills across the axis"))
                append(high, .equal, priority: Solver.required, origin("fills across the axis"))
            case .leading:
                append(low, .equal, priority: Solver.required, origin("aligned to the leading edge"))
                append(high, .greaterOrEqual, priority: Solver.required, origin("inside the stack"))
            case .trailing:
                append(high, .equal, priority: Solver.required, origin("aligned to the trailing edge"))
                append(low, .greaterOrEqual, priority: Solver.required, origin("inside the stack"))
            default:
                append(Self.value(r, .center) - Self.value(crossEdges, .center), .equal, priority: Solver.required, origin("centred"))
                append(low, .greaterOrEqual, priority: Solver.required, origin("inside the stack"))
            }
            if alignment != .fill {
                // Only one edge (or the centre) is aligned, so a view with no size of its own across
                // the axis (a plain UIView spacer) would be free. UIKit gives every arranged view of
                // a stack not aligned to fill a size of 0 across the axis at priority 25
                // ('UISV-ambiguity-suppression' "Subview0.height == 0 priority:25" in the view
                // debugger's constraint dumps, A. Grebenyuk, "Let's Build UIStackView", kean.blog,
                // 2017): such a view is 0 pt across, not ambiguous, and anything that sizes it
                // (an intrinsic size, a constraint) wins.
                append(r.size, .equal, priority: 25, origin("0 pt across the axis unless something sizes '\(spec.views[v].id)'"))
            }
        }
        if alignment != .fill {
            // The stack hugs its largest arranged view across the axis unless something sizes it
            // (UIKit's low-priority "spanning fit" constraint, at fittingSizeLevel).
            append(crossEdges.size, .equal, priority: 50, origin("fits its content across the axis"))
        }
    }
}

/// The smallest-first queue for `presolveOrder`: O(log n) per step, so thousands of siblings stay cheap.
struct MinHeap {
    private var items: [Int] = []

    mutating func insert(_ value: Int) {
        items.append(value)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popMin() -> Int? {
        guard let last = items.popLast() else { return nil }
        guard !items.isEmpty else { return last }
        let min = items[0]
        items[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < items.count, items[left] < items[smallest] { smallest = left }
            if right < items.count, items[right] < items[smallest] { smallest = right }
            guard smallest != parent else { return min }
            items.swapAt(parent, smallest)
            parent = smallest
        }
    }
}

/// Whether a view has an intrinsic size on each axis, in one byte.
struct IntrinsicAxes {
    private let bits: UInt8
    init(_ size: (width: Double?, height: Double?)) {
        bits = (size.width != nil ? 1 : 0) | (size.height != nil ? 2 : 0)
    }
    func has(_ axis: Attribute.Axis) -> Bool { bits & (axis == .horizontal ? 1 : 2) != 0 }
}
