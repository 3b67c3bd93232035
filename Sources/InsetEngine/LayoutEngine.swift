import LayoutSolver
import ScreenModel

/// The inset engine: pure, deterministic, no I/O. Resolves a screen for one device × orientation.
public enum LayoutEngine {
    /// Every context a spec asks for: its devices (or `defaultDevices`) × its iOS profiles (or
    /// `defaultProfiles`) × its orientations (or both), in that order. A device named in the spec
    /// is used on the profiles that model ran (`DeviceCatalog.names`); a default device on those
    /// some model of its family ran (`Device.runs`).
    public static func contexts(for spec: ScreenSpec, defaultDevices: [Device] = DeviceCatalog.defaultIDs.compactMap(DeviceCatalog.device(named:)),
                                defaultOrientations: [Orientation] = Orientation.allCases,
                                defaultProfiles: [IOSProfile] = IOSProfile.defaults) -> [LayoutContext] {
        let profiles = spec.ios?.map(\.value) ?? defaultProfiles
        let orientations = spec.orientations ?? defaultOrientations
        var result: [LayoutContext] = []
        guard let named = spec.devices else {
            result.reserveCapacity(defaultDevices.count * profiles.count * orientations.count)
            for d in defaultDevices {
                for ios in profiles where d.runs(ios) {
                    for o in orientations { result.append(LayoutContext(device: d, orientation: o, ios: ios)) }
                }
            }
            return result
        }
        // A device named twice (an id and its alias) is one device, on the profiles either name ran.
        var devices: [(device: Device, profiles: [IOSProfile])] = []
        // Sized once: at most one entry per name.
        devices.reserveCapacity(named.count)
        for name in named.map(\.value) {
            guard let d = DeviceCatalog.device(named: name) else { continue }
            let ran = profiles.filter { d.runs($0) && DeviceCatalog.names.ran(name, $0) }
            if let k = devices.firstIndex(where: { $0.device.id == d.id }) {
                devices[k].profiles = profiles.filter { devices[k].profiles.contains($0) || ran.contains($0) }
            } else {
                devices.append((d, ran))
            }
        }
        result.reserveCapacity(devices.reduce(0) { $0 + $1.profiles.count } * orientations.count)
        for (d, ran) in devices {
            for ios in ran {
                for o in orientations { result.append(LayoutContext(device: d, orientation: o, ios: ios)) }
            }
        }
        return result
    }

    /// One device × orientation. Resolving several contexts of one spec? Make a `LayoutPlan` once
    /// and call its `resolve(in:)`.
    public static func resolve(_ spec: ScreenSpec, in context: LayoutContext) -> ResolvedLayout {
        LayoutPlan(spec).resolve(in: context)
    }

    /// Several contexts of one spec: the device-independent plan is built once, not per context.
    public static func resolve(_ spec: ScreenSpec, in contexts: [LayoutContext]) -> [ResolvedLayout] {
        let plan = LayoutPlan(spec)
        return contexts.map { plan.resolve(in: $0) }
    }
}

/// The simplex a `LayoutResolver` keeps from one layout to the next: built on the first, re-solved
/// with new parameter values on the next (usually without a pivot).
struct SolvingState {
    var solver: Solver
    var values: [Double]
    var broken: [AutoLayoutPlan.Broken] = []
    var built = false
    /// `solver.ambiguityCandidates()`, kept while the basis is (a re-solve for the next device
    /// usually keeps it); nil after a rebuild, whose fresh solver may reach the same `basisVersion`
    /// with another basis. Which candidates are ambiguous depends on the constants too, and is
    /// worked out on every layout (`Solver.ambiguities(_:)`).
    var ambiguityCandidates: Solver.AmbiguityCandidates?
}

/// The frames a parent's presolved subviews were solved to on earlier layouts of one plan, kept with
/// the guide values they were solved from (`GuideTable`). Those frames are a function of the values
/// their axes read alone: each subview's constraints read only those and the frames of siblings
/// placed before it (or `.zero` for one not placed yet), when the plan places each view once among
/// its siblings, the siblings are placed by constraints or frames (not by the simplex or a table),
/// and the plan has no simplex at all. One entry per parent for portrait and one for landscape, as
/// layouts alternate between the two; kept only when the last solve of that parent reported no
/// issue, so that there is nothing to report again.
///
/// Each half of a subview's frame, horizontal and vertical, is taken from the entry while the values
/// that half reads, directly or through its siblings (`dependencies`), come out bit for bit as
/// before, and solved again when one of them changes: a card of the same width on another profile
/// takes its subviews' frames whole, a device of the same width under other bars their horizontal
/// halves, and a subview pinned to its superview's top keeps its vertical half when only the safe
/// area's top moves.
struct SolvedFrames {
    /// Entries for portrait and landscape.
    static let slots = 2
    /// The guide values each entry was solved from: per slot, the values `positions` names.
    var guides: [Double] = []
    /// Whether an entry holds the frames of its values (slots × parents).
    var filled: [Bool] = []
    /// By slot, then view.
    var frames: [Rect] = []
    /// The `GuideTable` positions each parent's subviews read, parent after parent (from `start`).
    var positions: [UInt8] = []
    /// By parent (index in `LayoutPlan.parents`): where its positions start; one more at the end.
    var start: [Int32] = []
    /// By parent: whether its subviews are all placed by constraints or a frame.
    var eligible: [Bool] = []
    /// By view, horizontal then vertical: the `GuideTable` positions that half of its frame reads,
    /// directly or through its siblings (`AxisPlan.guidesRead(in:through:)`), as bits, with `always`.
    var dependencies: [UInt64] = []

    /// A bit every half of a frame depends on, past the `GuideTable` positions: set in the changes
    /// of an entry that holds no frames, it has every half solved.
    static let always: UInt64 = 1 << 63

    /// A few megabytes at most: a spec with more views or parents solves every layout afresh.
    static let maximumViews = 16_384
    static let maximumParents = 2_048

    /// Nil when the plan does not promise what the frames depend on, or is too large to keep them.
    /// `plan` borrowed: an initializer owns its arguments, and the plan was copied (all its arrays
    /// and its spec's retained) to be handed over.
    init?(_ plan: borrowing LayoutPlan) {
        guard plan.autoLayout.isEmpty, plan.placesEachViewOnceAmongSiblings, plan.views.count <= Self.maximumViews,
              plan.parents.count <= Self.maximumParents else { return nil }
        var dependencies = [UInt64](repeating: 0, count: 2 * plan.views.count)
        // The subviews of the parent at hand placed so far. A sibling not placed yet reads as `.zero`,
        // but counts as reading every value (a spec's own order, rare); one placed by its frame reads none.
        var placed = [Bool](repeating: false, count: plan.views.count)
        for parent in plan.parents {
            var read: UInt64 = 0
            var eligible = true
            let children = Int(plan.views[parent].childStart)..<Int(plan.views[parent].childStart) + Int(plan.views[parent].childCount)
            for k in children {
                let child = Int(plan.order[k])
                switch plan.views[child].placement {
                case .frame: break
                case .solver, .tableRow: eligible = false
                case .constraints(let axis):
                    for half in 0..<2 {
                        let bits = plan.axes[Int(axis) + half].guidesRead(in: plan.spec.constraints) { view, axis in
                            guard placed.indices.contains(view), placed[view] else { return UInt64.max }
                            return dependencies[2 * view + (axis == .horizontal ? 0 : 1)]
                        }
                        dependencies[2 * child + half] = bits | Self.always
                        read |= bits
                    }
                }
                placed[child] = true
            }
            for k in children { placed[Int(plan.order[k])] = false }
            start.append(Int32(truncatingIfNeeded: positions.count))   // below 2,048 parents × 40 positions
            self.eligible.append(eligible)
            if eligible { for k in 0..<GuideTable.count where read & 1 << UInt64(k) != 0 { positions.append(UInt8(k)) } }
        }
        start.append(Int32(truncatingIfNeeded: positions.count))
        self.dependencies = dependencies
        guides = [Double](repeating: 0, count: Self.slots * positions.count)
        filled = [Bool](repeating: false, count: Self.slots * plan.parents.count)
        frames = [Rect](repeating: .zero, count: Self.slots * plan.views.count)
    }

    /// The entries' storage for one layout pass, read and written in place (each write to the arrays
    /// checked them for uniqueness, per subview).
    struct Buffers {
        let guides: UnsafeMutableBufferPointer<Double>
        let filled: UnsafeMutableBufferPointer<Bool>
        let frames: UnsafeMutableBufferPointer<Rect>
        let positions: UnsafeBufferPointer<UInt8>
        let start: UnsafeBufferPointer<Int32>
        /// Empty when nothing is kept (no `SolvedFrames`).
        let eligible: UnsafeBufferPointer<Bool>
        let dependencies: UnsafeBufferPointer<UInt64>

        /// The positions among those `positions[range]` names whose values in `table` differ from
        /// those at `kept` (compared bit for bit: -0 and +0 place views alike but are not the same
        /// number to every later step), as bits; the values that differ are stored there, to be the
        /// entry's values from now on.
        func changes(_ table: UnsafePointer<Double>, _ range: Range<Int>, at kept: Int) -> UInt64 {
            // A parent whose subviews read no guide: nothing to compare (and an empty array need not have storage).
            guard !range.isEmpty else { return 0 }
            let values = guides.baseAddress.unsafelyUnwrapped + kept
            var changed: UInt64 = 0
            for (k, p) in range.enumerated() {
                let position = positions[p]
                let value = table[Int(position)]
                if values[k].bitPattern != value.bitPattern {
                    changed |= 1 << UInt64(position)
                    values[k] = value
                }
            }
            return changed
        }
    }

    /// `body` with `frames`' storage (empty buffers for nil).
    static func withBuffers<R>(_ frames: inout SolvedFrames?, _ body: (Buffers) -> R) -> R {
        // Moved out (not copied: its arrays are not shared while written in place, nor retained).
        guard var kept = frames.take() else {
            return body(Buffers(guides: UnsafeMutableBufferPointer(start: nil, count: 0), filled: UnsafeMutableBufferPointer(start: nil, count: 0),
                                frames: UnsafeMutableBufferPointer(start: nil, count: 0), positions: UnsafeBufferPointer(start: nil, count: 0),
                                start: UnsafeBufferPointer(start: nil, count: 0), eligible: UnsafeBufferPointer(start: nil, count: 0),
                                dependencies: UnsafeBufferPointer(start: nil, count: 0)))
        }
        defer { frames = kept }
        // The read-only arrays too through their mutable buffers (which are never written): read-only,
        // each was retained and released around the pass, as the closures could have changed `kept`.
        // An array `kept` shares with another value (a caller's copy of `solvedFrames`) is copied
        // here, not written: the copy is `kept`'s own.
        return kept.guides.withUnsafeMutableBufferPointer { guides in
            kept.filled.withUnsafeMutableBufferPointer { filled in
                kept.frames.withUnsafeMutableBufferPointer { rects in
                    kept.positions.withUnsafeMutableBufferPointer { positions in
                        kept.start.withUnsafeMutableBufferPointer { start in
                            kept.eligible.withUnsafeMutableBufferPointer { eligible in
                                kept.dependencies.withUnsafeMutableBufferPointer { dependencies in
                                    body(Buffers(guides: guides, filled: filled, frames: rects, positions: UnsafeBufferPointer(positions),
                                                 start: UnsafeBufferPointer(start), eligible: UnsafeBufferPointer(eligible),
                                                 dependencies: UnsafeBufferPointer(dependencies)))
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Resolves a `LayoutPlan` on one context: only the geometry that depends on the device.
///
/// Views are placed parent first, not in index order, each written once, straight into the
/// `ResolvedView` storage the layout hands out. A sibling constraint reads the sibling's frame
/// there: a view's frame is `.zero` until it is placed on this context (see `clearFrames`).
struct Resolver {
    /// The plan, read in place for the one context: a copy per context retained the spec's arrays
    /// and the plan's own, and released them all again.
    private let planPointer: UnsafePointer<LayoutPlan>
    var plan: LayoutPlan { _read { yield planPointer.pointee } }
    /// The one thing the resolver reads of the context besides the device's numbers below.
    let isLandscape: Bool
    /// What the resolver reads of this context's `SystemBars`, as plain values: a copy of the bars
    /// retained and released their two arrays, per layout.
    let rootFrame: Rect
    let coveredInsets: Insets
    /// The device's numbers the resolver reads, taken out once rather than looked up in the
    /// device's table per view.
    let screenSize: Size
    /// `systemMinimumSideMargin` of the device in this orientation, for view controllers' roots.
    let rootMarginMinimum: Double
    /// M5 on this context (`ReadableContent.capsWidth`), asked for every superview.
    let readableCapsWidth: Bool
    /// The layout's views, written in place; `LayoutResolver` owns the array.
    let views: UnsafeMutableBufferPointer<ResolvedView>
    var issues: [LayoutIssue] = []

    /// `plan` must outlive the resolver. `device`: the context's device.
    init(plan: UnsafePointer<LayoutPlan>, orientation: Orientation, device: Device, system: borrowing SystemBars,
         views: UnsafeMutableBufferPointer<ResolvedView>) {
        planPointer = plan
        isLandscape = orientation.isLandscape
        self.views = views
        rootFrame = system.rootFrame
        coveredInsets = system.coveredInsets
        readableCapsWidth = ReadableContent.capsWidth(device: device, orientation: orientation)
        screenSize = device.screenSize(orientation)
        rootMarginMinimum = systemMinimumSideMargin(device: device, orientation: orientation)
    }

    /// The issues found, moved out (a copy was retained, and released again with the resolver).
    mutating func takeIssues() -> [LayoutIssue] {
        var taken: [LayoutIssue] = []
        swap(&taken, &issues)
        return taken
    }

    /// Layout passes before a layout that has not settled is reported (FORMAT.md §6 "safe-area
    /// feedback"). Each pass places views from the last pass's guides; a guide depends on frames
    /// only through clamped overlaps with fixed bands, so real layouts settle in two or three.
    /// FORMAT.md §6 asks for a documented cap; 16 is [INF]: four times the most the kiwisolver
    /// differential test's nested safe areas needed, and room for a guide that chases its own view
    /// (see `Drift`) to double its step from 0.5 pt up to a 62-pt band and come back (about 12).
    static let maximumPasses = 16

    /// Frames the simplex found on this pass, by view (unused for the others).
    private var solverFrames: [Rect] = []
    /// Content sizes of scroll views sized by their content, per axis: nil on an axis the content
    /// does not size (the spec's `contentSize` there, else the bounds, as for any scroll view).
    private var solvedContentSizes: [Int: SolvedContentSize] = [:]

    /// `kept`: frames of earlier layouts by the guides they were solved from (`SolvedFrames`), which
    /// `LayoutResolver` keeps; nil for a plan with a simplex.
    /// `borrowedPlan`: the plan `planPointer` points to, borrowed for the layout passes (see `layoutPass`).
    mutating func run(_ borrowedPlan: borrowing LayoutPlan, solving state: inout SolvingState?, kept: inout SolvedFrames?) {
        let autoLayout = plan.autoLayout
        guard !autoLayout.isEmpty else { layoutPass(borrowedPlan, kept: &kept); return }
        var none: SolvedFrames?
        var current = state ?? SolvingState(solver: autoLayout.solver, values: [Double](repeating: 0, count: autoLayout.parameters.count))
        // Known before any pass: the root view's size.
        for (k, p) in autoLayout.parameters.enumerated() {
            if case .frame(0, let component) = p.source, component >= 2 {
                current.values[k] = component == 2 ? rootFrame.width : rootFrame.height
            }
        }
        solverFrames = [Rect](repeating: .zero, count: plan.spec.views.count)
        var drift = Drift(count: autoLayout.parameters.count)
        var pass = 0
        while true {
            pass += 1
            if !current.built || !current.broken.isEmpty {
                (current.solver, current.broken) = autoLayout.build(values: current.values)
                current.built = true
                current.ambiguityCandidates = nil
            } else {
                for (k, p) in autoLayout.parameters.enumerated() { current.solver.set(p.parameter, to: current.values[k]) }
                if current.solver.solve() == .infeasible {
                    (current.solver, current.broken) = autoLayout.build(values: current.values)
                    current.ambiguityCandidates = nil
                }
            }
            for (v, vars) in autoLayout.variables {
                let values = vars.map { current.solver.value(of: $0) }
                solverFrames[Int(v)] = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
            }
            for (v, vars) in autoLayout.contentVariables {
                // An axis without a variable is not the content's to size: 0 there made the content
                // as narrow as nothing and every view pinned across it negative.
                solvedContentSizes[Int(v)] = SolvedContentSize(width: vars[0].map { current.solver.value(of: $0) },
                                                               height: vars[1].map { current.solver.value(of: $0) })
            }
            issues.removeAll(keepingCapacity: true)
            layoutPass(borrowedPlan, kept: &none)
            var moved = 0.0
            for (k, p) in autoLayout.parameters.enumerated() {
                let value = AutoLayoutPlan.value(of: p.source, views, readableCapsWidth: readableCapsWidth)
                moved = max(moved, abs(value - current.values[k]))
                current.values[k] = drift.extrapolated(k, from: current.values[k], to: value)
            }
            // FORMAT.md §6 "safe-area feedback": settled when no guide moves by more than 0.01 pt
            // (also UIKIT.md D13's tolerance for comparing points).
            if moved <= 0.01 { break }
            if pass >= Self.maximumPasses {
                issues.append(LayoutIssue(kind: .ambiguous, view: ScreenSpec.rootIndex, axis: .vertical, location: plan.spec.views[0].location,
                                          message: "the layout did not settle after \(Self.maximumPasses) passes: a safe area, margin or scroll inset moves the views that decide it (\(Constraint.number((moved * 100).rounded() / 100)) pt on the last pass)"))
                break
            }
        }
        if current.ambiguityCandidates?.basisVersion != current.solver.basisVersion {
            current.ambiguityCandidates = current.solver.ambiguityCandidates()
        }
        // Worked out per layout, not kept with the candidates: an inequality that is tight on one
        // device (decided) has room on a wider one with the same basis (ambiguous), and two labels
        // that exactly fill one screen must stretch on the next, which Auto Layout cannot share out
        // between equal hugging priorities (Auto Layout Guide, "Ambiguous Layouts").
        let ambiguous = current.solver.ambiguities(current.ambiguityCandidates!)
        reportSolverIssues(current, ambiguous: ambiguous)
        state = current
    }

    /// A guide that chases its own view moves by the same amount on every pass: a view sized by
    /// its subviews' margins grows into a band, its safe-area inset (the overlap) grows by as much,
    /// so its margin does, and so its size, until the overlap reaches its clamp at the parent's
    /// inset (WWDC18 "UIKit: Apps for Every Size and Shape": a safe area is never larger than what
    /// the parent provides). UIKit's repeated layout passes get there one step at a time; a parameter
    /// that moved by the same step twice in a row is moved 2, 4, 8… steps at once instead. The map
    /// from guides to guides is monotone and flat past the clamp, so a step past it comes back to
    /// the same fixed point on the next pass.
    struct Drift {
        private var lastStep: [Double]
        private var streak: [Int]

        init(count: Int) {
            lastStep = [Double](repeating: 0, count: count)
            streak = [Int](repeating: 0, count: count)
        }

        mutating func extrapolated(_ k: Int, from old: Double, to new: Double) -> Double {
            let step = new - old
            defer { lastStep[k] = step }
            // 0.01 pt: the settle tolerance above.
            guard abs(step) > 0.01, abs(step - lastStep[k]) <= 0.01 else { streak[k] = 0; return new }
            streak[k] = min(streak[k] + 1, 10)
            return new + step * Double((1 << streak[k]) - 1)
        }
    }

    /// Conflicts (the constraints broken, with the ones kept), ambiguities and negative sizes of
    /// the views the simplex placed.
    private mutating func reportSolverIssues(_ state: SolvingState, ambiguous: [Int32: Solver.Ambiguity]) {
        let autoLayout = plan.autoLayout
        // One cause, one finding: a view and axis caught in a conflict gets no ambiguity or negative
        // size on top of it (both are what breaking a constraint leaves behind).
        var inConflict = Set<Int>()
        for broken in state.broken {
            for tag in [broken.tag] + broken.with {
                let owner = autoLayout.owner(tag: tag)
                inConflict.insert(owner.view * 2 + (owner.axis == .horizontal ? 0 : 1))
            }
        }
        for broken in state.broken {
            let owner = autoLayout.owner(tag: broken.tag)
            // The whole unsatisfiable set: the required constraints in the simplex, then those that
            // placed the views it reads as fixed numbers (`presolvedConstraints`).
            var kept = broken.with.map { autoLayout.describe(tag: $0) }
            for text in autoLayout.presolvedConstraints(behind: broken.parameters) where !kept.contains(text) { kept.append(text) }
            let keptText = kept.isEmpty ? "the required constraints before it" : kept.joined(separator: ", ")
            let set = "\(autoLayout.describe(tag: broken.tag)) cannot hold together with \(keptText)"
            issues.append(LayoutIssue(kind: .conflict, view: owner.view, axis: owner.axis, location: owner.location,
                                      message: "\(set); UIKit breaks \(autoLayout.describe(tag: broken.tag)) and keeps the others",
                                      placesAt: set.utf8.count))
        }
        reportAmbiguities(ambiguous, inConflict: inConflict)
        for (v, _) in autoLayout.variables.sorted(by: { $0.key < $1.key }) where !plan.spec.views[Int(v)].hidden {
            let f = solverFrames[Int(v)]
            for (axis, size) in [(Attribute.Axis.horizontal, f.width), (.vertical, f.height)]
            where size < -0.01 && !inConflict.contains(Int(v) * 2 + (axis == .horizontal ? 0 : 1)) {
                let location = plan.spec.constraints(of: Int(v)).last { $0.attribute.axis == axis }?.location ?? plan.spec.views[Int(v)].location
                let what = "'\(plan.spec.views[Int(v)].id)': its constraints give it a negative \(axis == .horizontal ? "width" : "height") (\(Constraint.number((size * 100).rounded() / 100)) pt)"
                issues.append(LayoutIssue(kind: .conflict, view: Int(v), axis: axis, location: location,
                                          message: "\(what); UIKit will break one of them", placesAt: what.utf8.count))
            }
        }
    }

    /// What one view leaves open on one axis: which of its frame's parts move, and what moves them.
    private struct OpenAxis {
        let view: Int
        let axis: Attribute.Axis
        /// The first component met (x, y, width, height; 4 and 5 a scroll view's content size).
        let first: UInt8
        var position = false
        var size = false
        var free = false
        var tags: [Int] = []
    }

    /// One `layout-ambiguous` issue per view and axis the simplex leaves open, saying what is open
    /// (its position, its size, or both) and what would decide it: a missing constraint, or, where
    /// views with equal content hugging or compression resistance must stretch or shrink, which of
    /// them does.
    private mutating func reportAmbiguities(_ ambiguous: [Int32: Solver.Ambiguity], inConflict: Set<Int>) {
        let autoLayout = plan.autoLayout
        let spec = plan.spec
        var open: [OpenAxis] = []
        var slot: [Int: Int] = [:]
        for variable in ambiguous.keys.sorted() {
            guard let owner = autoLayout.variableOwner[variable] else { continue }
            let view = Int(owner.view)
            let axis: Attribute.Axis = owner.component % 2 == 0 ? .horizontal : .vertical
            let key = view * 2 + (axis == .horizontal ? 0 : 1)
            guard !inConflict.contains(key), !spec.views[view].hidden else { continue }
            if slot[key] == nil {
                slot[key] = open.count
                open.append(OpenAxis(view: view, axis: axis, first: owner.component))
            }
            let k = slot[key]!
            switch owner.component {
            case 0, 1: open[k].position = true
            case 2, 3: open[k].size = true
            default: break
            }
            let why = ambiguous[variable]!
            if why.free { open[k].free = true }
            for tag in why.tags where !open[k].tags.contains(tag) { open[k].tags.append(tag) }
        }
        // Views moved by the same optional constraints are caught in one tie (union-find over
        // views and the tags that move them).
        var sets = UnionFind(count: open.count)
        var byTag: [Int: Int] = [:]
        for (k, entry) in open.enumerated() {
            for tag in entry.tags {
                if let other = byTag[tag] { sets.join(k, other) } else { byTag[tag] = k }
            }
        }
        let tieOf = sets.roots()
        for (k, entry) in open.enumerated() {
            let view = entry.view, axis = entry.axis
            let list = spec.constraints(of: view).filter { $0.attribute.axis == axis }
            let location: SourceLocation
            if let last = list.last { location = last.location }
            else if case .constraints(_, let at) = spec.views[view].layout { location = at }
            else { location = spec.views[view].location }
            let tie = tieMessage(k, open, tieOf)
            let message = "'\(spec.views[view].id)': \(tie ?? missingMessage(entry, list: list))"
            // A tie or an inequality with room can be open on one screen and decided on another
            // (two labels that just fit on the narrowest phone): the devices it is open on go at
            // the end of what is open, before the advice.
            let advice = message.utf8.firstRange(of: "; ".utf8)?.lowerBound ?? message.utf8.endIndex
            issues.append(LayoutIssue(kind: .ambiguous, view: view, axis: axis, location: location, message: message,
                                      isPriorityTie: tie != nil, placesAt: message.utf8.distance(from: message.utf8.startIndex, to: advice)))
        }
    }

    /// Equal content hugging (or compression resistance) on views that must stretch (or shrink):
    /// Auto Layout cannot tell which one does, and nothing is missing but a priority ("With fill,
    /// the arranged view with the lowest hugging priority stretches", docs/auto-layout.md). Nil
    /// when the view is not held by such a tie.
    /// `tieOf`: each open axis's tie, as a representative from `reportAmbiguities`' union-find.
    private func tieMessage(_ k: Int, _ open: [OpenAxis], _ tieOf: [Int]) -> String? {
        let autoLayout = plan.autoLayout
        let spec = plan.spec
        let entry = open[k]
        guard !entry.free else { return nil }
        // The tie's kind and priority: what the views caught in it do, stretched past their intrinsic
        // size (content hugging) or squeezed below it (compression resistance), as Auto Layout trades
        // off the content-size constraints it cannot keep ("Views with Intrinsic Content Size", Auto
        // Layout Guide). Which constraints the simplex finds moving the tie depends on its basis, which
        // a re-solve keeps from the device before: two labels that just fit one screen and must shrink
        // on the next can be moved there by a hugging constraint, at rest. With no view stretched or
        // squeezed, the first content-size constraint among what moves this view.
        var first: (hugging: Bool, priority: Int)?
        var views: [Int] = []
        for tag in entry.tags {
            guard autoLayout.origins.indices.contains(tag), case .intrinsic(let u, let axis, let hugging) = autoLayout.origins[tag],
                  axis == entry.axis else { continue }
            if first == nil { first = (hugging, Int(spec.views[Int(u)].autoLayout.contentPriority(hugging: hugging, axis))) }
            views.append(Int(u))
        }
        guard first != nil else { return nil }
        for (j, other) in open.enumerated() where tieOf[j] == tieOf[k] && other.axis == entry.axis && other.size { views.append(other.view) }
        let horizontal = entry.axis == .horizontal
        var tie: (hugging: Bool, priority: Int)?
        for u in views {
            let view = spec.views[u]
            guard let intrinsic = horizontal ? AutoLayoutPlan.intrinsic(view).width : AutoLayoutPlan.intrinsic(view).height else { continue }
            let size = horizontal ? solverFrames[u].width : solverFrames[u].height
            // 0.01 pt: the tolerance for comparing points.
            guard abs(size - intrinsic) > 0.01 else { continue }
            let hugging = size > intrinsic
            tie = (hugging, Int(view.autoLayout.contentPriority(hugging: hugging, entry.axis)))
            break
        }
        guard let tie = tie ?? first else { return nil }
        // Those that stretch (shrink): in the same tie, their size open, with a content size at that priority.
        var members: [Int] = []
        for (j, other) in open.enumerated() where tieOf[j] == tieOf[k] && other.axis == entry.axis && other.size {
            let v = spec.views[other.view]
            let size = entry.axis == .horizontal ? AutoLayoutPlan.intrinsic(v).width : AutoLayoutPlan.intrinsic(v).height
            if size != nil && Int(v.autoLayout.contentPriority(hugging: tie.hugging, entry.axis)) == tie.priority { members.append(other.view) }
        }
        guard members.count >= 2 else { return nil }
        let axisName = horizontal ? "horizontal" : "vertical"
        let sizeName = horizontal ? "width" : "height"
        let quoted = members.map { "'\(spec.views[$0].id)'" }
        let names = quoted.count == 2 ? "\(quoted[0]) and \(quoted[1])"
            : quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
        let kind = tie.hugging ? "content hugging" : "compression resistance"
        let property = tie.hugging ? "contentHuggingPriority" : "contentCompressionResistancePriority"
        let verb = tie.hugging ? "stretches" : "shrinks"
        let parents = Set(members.map { spec.views[$0].parent ?? -1 })
        var stackView: String?
        if parents.count == 1, let p = parents.first, p >= 0, let stack = spec.views[p].stack, stack.axis == entry.axis,
           members.allSatisfy({ spec.views[$0].autoLayout.arranged }) {
            stackView = "the stack view '\(spec.views[p].id)'"
        }
        let purpose = tie.hugging ? "to fill \(stackView ?? "the space")" : "to fit" + (stackView.map { " into \($0)" } ?? "")
        let cause = "\(names) have the same \(axisName) \(kind) priority (\(tie.priority)), so Auto Layout cannot tell which of them \(verb) \(purpose)"
        // The example priority stays within 1...1000 (UILayoutPriority's range): two wrapping labels
        // tie at a written 1000 (it counts as 999: see `AutoLayoutPlan.addOwnConstraints`), where
        // "raise one to 1001" would be no advice at all.
        let fix: String
        let action = tie.hugging ? "stretch" : "shrink"
        if members.count == 2 {
            fix = tie.priority < Solver.required
                ? "raise one view's \(axisName) \(property) (e.g. to \(tie.priority + 1)) so the other one \(verb), or give one of them a \(sizeName)"
                : "lower one view's \(axisName) \(property) (e.g. to \(tie.priority - 1)) so that one \(verb), or give one of them a \(sizeName)"
        } else {
            fix = tie.priority > 1
                ? "give the one that should \(action) a lower \(axisName) \(property) than the others (e.g. \(tie.priority - 1)), or give all but one of them a \(sizeName)"
                : "give all but the one that should \(action) a higher \(axisName) \(property) (e.g. \(tie.priority + 1)), or give all but one of them a \(sizeName)"
        }
        if members.contains(entry.view) { return "\(cause); \(fix)" }
        let what = horizontal ? "horizontal position" : "vertical position"
        return "its \(what) depends on which of \(names) \(verb): they have the same \(axisName) \(kind) priority (\(tie.priority)); \(fix)"
    }

    /// Too few constraints, or optional ones of equal priority pulling apart: what is open (its
    /// position, its size or both; an edge or centre held by a required equality fixes the
    /// position, and only the size is open) and the anchors that would decide it, without those
    /// it already has.
    private func missingMessage(_ entry: OpenAxis, list: [Constraint]) -> String {
        let horizontal = entry.axis == .horizontal
        let axisName = horizontal ? "horizontal" : "vertical"
        var pinned: Set<Attribute.Anchor> = []
        for c in list where c.isRequired && c.relation == .equal { pinned.insert(c.attribute.anchor) }
        let what: String
        switch (entry.position, entry.size) {
        case (false, false): what = entry.first == 4 ? "content width" : "content height"
        case (true, false): what = "\(axisName) position"
        case (false, true): what = horizontal ? "width" : "height"
        case (true, true):
            let size = horizontal ? "width" : "height"
            what = pinned.isDisjoint(with: [.minimum, .maximum, .center]) ? "\(axisName) position and \(size)" : size
        }
        let anchors: [(String, Attribute.Anchor)] = horizontal
            ? [("leading", .minimum), ("trailing", .maximum), ("width", .size), ("centerX", .center)]
            : [("top", .minimum), ("bottom", .maximum), ("height", .size), ("centerY", .center)]
        var missing = anchors.filter { !pinned.contains($0.1) }.map(\.0)
        if missing.isEmpty { missing = anchors.map(\.0) }
        let names = missing.count == 1 ? missing[0] : missing.dropLast().joined(separator: ", ") + " or " + missing.last!
        var keys: [String] = []
        for c in list where !keys.contains(c.keyName) { keys.append(c.keyName) }
        let have = keys.isEmpty ? "it has no \(axisName) constraint" : "its \(axisName) constraints (\(keys.joined(separator: ", "))) leave its \(what) open"
        // Required inequalities with room between them (a width of at least 335 where the edges allow
        // more) leave the view anywhere in that room: Xcode's "ambiguous layout" (Auto Layout Guide,
        // "Ambiguous Layouts"). What decides it is an equality, not a priority.
        var inequalities: [String] = []
        for c in list where c.isRequired && c.relation != .equal && !inequalities.contains(c.keyName) { inequalities.append(c.keyName) }
        let advice: String
        if list.contains(where: { !$0.isRequired }) {
            advice = "pin it with \(names), or make one of its optional constraints win (a higher priority than the others)"
        } else if !inequalities.isEmpty {
            let which = inequalities.count == 1 ? "its inequality (\(inequalities[0]))" : "one of its inequalities (\(inequalities.joined(separator: ", ")))"
            advice = "pin it with \(names), or make \(which) an equality"
        } else {
            advice = "add \(names)"
        }
        return "\(have); \(advice)"
    }

    /// `borrowedPlan`: the plan `planPointer` points to, borrowed. Its arrays' buffers are taken from
    /// it rather than through `planPointer`: read through the pointer, each array was retained and
    /// released around its use, ten per layout.
    private mutating func layoutPass(_ borrowedPlan: borrowing LayoutPlan, kept: inout SolvedFrames?) {
        // The scroll views' sources are read through a buffer taken once per pass: taken per scroll
        // view, the array was retained and released for each one.
        borrowedPlan.scrollSources.withUnsafeBufferPointer { scrollSources in
            placeRoot(scrollSources)
            // Through pointers: the per-view plans are read field by field, not copied whole per view.
            borrowedPlan.views.withUnsafeBufferPointer { views in
                borrowedPlan.axes.withUnsafeBufferPointer { axes in
                    borrowedPlan.spec.constraints.withUnsafeBufferPointer { constraints in
                        borrowedPlan.spec.views.withUnsafeBufferPointer { specViews in
                            borrowedPlan.order.withUnsafeBufferPointer { order in
                                // One table, refilled for each parent's subviews in turn (`GuideTable`).
                                withUnsafeTemporaryAllocation(of: Double.self, capacity: GuideTable.count) { table in
                                    let guides = table.baseAddress.unsafelyUnwrapped
                                    SolvedFrames.withBuffers(&kept) { kept in
                                        for position in borrowedPlan.parents.indices {
                                            layoutSubviews(of: borrowedPlan.parents[position], at: position, views, axes, constraints, specViews, order,
                                                           scrollSources, guides: guides, kept: kept)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The root view: the screen view controller's, framed by the bars (D8).
    private mutating func placeRoot(_ scrollSources: UnsafeBufferPointer<ScrollSource>) {
        let screen = screenSize
        let rootPlan = plan.views[ScreenSpec.rootIndex]
        // The root's superview is the container's full-screen view, whose insets are the bars' (D8).
        let computedRootSA = addingAdditional(overlapInsets(frame: rootFrame, parent: coveredInsets, parentSize: screen),
                                              plan.spec.viewController.additionalSafeAreaInsets)
        // D9/R9: a transformed view gets zero insets, the root included.
        let rootSA = rootPlan.transform ? .zero : computedRootSA
        let onScreen = rootFrame.intersection(Rect(x: 0, y: 0, width: screen.width, height: screen.height))
        let rootMirror = rootPlan.transform ? plan.spec.views[ScreenSpec.rootIndex].transformFlips.rawValue : 0
        placeOutOfLine(ScreenSpec.rootIndex, rootPlan, frame: rootFrame, screenFrame: rootFrame, visibleFrame: onScreen, mirror: rootMirror,
                       safeArea: rootSA, superviewSafeArea: coveredInsets,
                       rootMargins: rootViewMargins(safeArea: rootSA, minimum: rootMarginMinimum,
                                                    settings: plan.spec.views[0].hasAutoLayoutSettings ? plan.spec.views[0].autoLayout : nil,
                                                    respectsSystemMinimum: plan.spec.viewController.viewRespectsSystemMinimumLayoutMargins),
                       hidden: false, withheld: rootPlan.transform ? computedRootSA : nil, scrollSources)
    }

    /// A recycled array holds the frames of an earlier context. Before a parent's subviews are placed
    /// their frames are set to `.zero`, so a sibling constraint naming one not placed yet sees what
    /// it would on a fresh array (asked only for a parent with such a constraint among its subviews,
    /// `LayoutPlan.View.subviewsReadUnplacedViews`). When the plan cannot promise that (`placesEachViewOnceAmongSiblings`;
    /// only a hand-built spec breaks it) `LayoutResolver` has reset every view to a placeholder instead.
    private func clearFrames(_ order: UnsafeBufferPointer<Int32>, _ children: Range<Int>) {
        guard plan.placesEachViewOnceAmongSiblings else { return }
        for k in children { views[Int(order[k])].clearFrame() }
    }

    /// Writes view `index`'s geometry, with what only scroll views (their insets; a collection view's
    /// first row), web views, transformed views and view-controller roots (`rootMargins`; any other
    /// view's margins follow from its safe area) add. A scroll view's insets go from where they are
    /// worked out straight to the view's box, never wrapped in an optional on the way.
    private mutating func placeOutOfLine(_ index: Int, _ viewPlan: LayoutPlan.View, frame: Rect, screenFrame: Rect, visibleFrame: Rect?,
                                         mirror: UInt8, safeArea: Insets, superviewSafeArea: Insets, rootMargins: Insets?, hidden: Bool,
                                         withheld: Insets?, _ scrollSources: UnsafeBufferPointer<ScrollSource>) {
        var env: Insets?
        if viewPlan.isWebView {
            // W4: the page sees the web view's safe area only when it declared viewport-fit=cover.
            env = plan.spec.views[index].page?.viewportFit == .cover ? safeArea : .zero
        }
        guard viewPlan.isScrollView else {
            views[index].place(frame: frame, screenFrame: screenFrame, visibleFrame: visibleFrame, safeAreaInsets: safeArea, isHidden: hidden,
                               mirror: mirror, webSafeAreaEnv: env, withheld: withheld, rootMargins: rootMargins)
            return
        }
        // Read here, not through a method: called from this mutating one, a method had the whole resolver copied.
        let solved = solvedContentSizes.isEmpty ? nil : solvedContentSizes[index]
        let scroll = Self.scrollInsets(planPointer, scrollSources, solved: solved, index, bounds: frame.size, safeArea: safeArea,
                                       superviewSafeArea: superviewSafeArea)
        var flow: ResolvedFlowLayout?
        if viewPlan.isCollectionView {
            flow = FlowLayoutItems.resolve(plan.spec.views[index].flowLayout, screenFrame: screenFrame,
                                           adjustedContentInset: scroll.adjustedContentInset, safeArea: safeArea,
                                           margins: rootMargins ?? plainViewMargins(safeArea: safeArea),
                                           contentHeight: plan.spec.views[index].scroll?.contentHeight, mirror: TransformFlips(rawValue: mirror))
        }
        views[index].place(frame: frame, screenFrame: screenFrame, visibleFrame: visibleFrame, safeAreaInsets: safeArea, isHidden: hidden,
                           mirror: mirror, scroll: scroll, flowLayout: flow, webSafeAreaEnv: env, withheld: withheld, rootMargins: rootMargins)
    }

    /// A scroll view's insets. Static, given what it reads: called from the mutating `place`, a method
    /// had the whole resolver copied (344 bytes) per scroll view per context.
    static func scrollInsets(_ plan: UnsafePointer<LayoutPlan>, _ scrollSources: UnsafeBufferPointer<ScrollSource>, solved: SolvedContentSize?,
                             _ index: Int, bounds: Size, safeArea: Insets, superviewSafeArea: Insets) -> ResolvedScroll {
        let view = plan.pointee.views[index]
        let inNavigationController = plan.pointee.spec.navigationController != nil
        // What it reads of the spec, from the plan, in place: the plan takes out a source for every
        // scroll view (`LayoutPlan.scrollSources`, here `scrollSources`), and only scroll views are asked here.
        let source = Int(view.scrollSource)
        precondition(source >= 0 && source < scrollSources.count, "a scroll view's source is in its plan")
        return resolveScroll(scrollSources.baseAddress.unsafelyUnwrapped + source, bounds: bounds, safeArea: safeArea,
                             superviewSafeArea: superviewSafeArea, solvedContentSize: solved, isRelevant: view.isRelevantScrollView,
                             ownerAdjusts: view.ownerAdjustsScrollInsets, inNavigationController: inNavigationController)
    }

    /// What a superview hands each of its subviews, worked out once for all of them.
    struct Superview {
        let bounds: Rect
        /// A scroll view's subviews live in content coordinates, moved by its adjusted content inset.
        let shift: (x: Double, y: Double)
        /// The safe area the subviews' overlaps are measured against (§4.3).
        let passed: Insets
        let screenFrame: Rect
        /// What clips the subviews: the superview's visible frame (for a scroll view, within its own frame).
        let clip: Rect?
        let mirror: UInt8
        let isHidden: Bool
        let safeAreaInsets: Insets
        let layoutMargins: Insets
    }

    /// The halves of a subview's frame taken from `SolvedFrames`.
    enum Reuse {
        static let horizontal: UInt8 = 1, vertical: UInt8 = 2, both: UInt8 = 3
    }

    /// `position`: the parent's place in `LayoutPlan.parents`.
    mutating func layoutSubviews(of parentIndex: Int, at position: Int, _ plans: UnsafeBufferPointer<LayoutPlan.View>,
                                 _ axes: UnsafeBufferPointer<AxisPlan>, _ constraints: UnsafeBufferPointer<Constraint>,
                                 _ specViews: UnsafeBufferPointer<ViewSpec>, _ order: UnsafeBufferPointer<Int32>,
                                 _ scrollSources: UnsafeBufferPointer<ScrollSource>, guides: UnsafeMutablePointer<Double>,
                                 kept: SolvedFrames.Buffers) {
        let parentPlan = plans[parentIndex]
        // Read in place: a copy retained and released its extras.
        let parent = UnsafePointer(views.baseAddress.unsafelyUnwrapped + parentIndex)
        let bounds = Rect(x: 0, y: 0, width: parent.pointee.frame.width, height: parent.pointee.frame.height)
        // §4.3: a scroll view's subviews live in content coordinates and see its safe area minus consumed edges.
        // What the subviews need of the parent's scroll values is taken out here: a `ResolvedScroll`
        // kept in scope was copied (136 bytes) on every pass of the loop below.
        var shift: (x: Double, y: Double) = (0, 0)
        var passed = parent.pointee.safeAreaInsets
        var superviewGuide = bounds
        var isScrollView = false
        if let scroll = parent.pointee.scroll {
            isScrollView = true
            shift = (scroll.adjustedContentInset.left, scroll.adjustedContentInset.top)
            for edge in Edge.allCases where scroll.consumes(edge) { passed[edge] = 0 }
            superviewGuide = Rect(x: 0, y: 0, width: scroll.contentSize.width, height: scroll.contentSize.height)
        }
        let frameGuide = bounds.offsetBy(dx: -shift.x, dy: -shift.y)
        if parentPlan.transform { passed = .zero }   // R9 (D9): no propagation into transformed views
        let layoutMargins = parent.pointee.layoutMargins
        let superview = Superview(
            bounds: bounds, shift: shift, passed: passed, screenFrame: parent.pointee.screenFrame,
            clip: isScrollView ? parent.pointee.visibleFrame.flatMap { $0.intersection(parent.pointee.screenFrame) } : parent.pointee.visibleFrame,
            mirror: parent.pointee.mirrorsSubviews.rawValue, isHidden: parent.pointee.isHidden, safeAreaInsets: parent.pointee.safeAreaInsets,
            layoutMargins: layoutMargins)
        let marginsGuide = frameGuide.inset(by: layoutMargins)
        GuideTable.fill(guides, superview: superviewGuide, safeArea: frameGuide.inset(by: parent.pointee.safeAreaInsets),
                        margins: marginsGuide, readableContent: ReadableContent.guide(margins: marginsGuide, capsWidth: readableCapsWidth),
                        frameGuide: frameGuide)

        let children = Int(parentPlan.childStart)..<Int(parentPlan.childStart) + Int(parentPlan.childCount)
        if parentPlan.subviewsReadUnplacedViews { clearFrames(order, children) }
        // An entry of `solvedFrames` for this parent and orientation (-1: none): a subview's half
        // (horizontal or vertical) of a frame kept there is this layout's when none of the values
        // that half reads changed, else this layout's solve replaces that half. `changed`: the
        // values that changed since the entry's frames were solved, as bits (all of them, and
        // `SolvedFrames.always`, when it holds none).
        var entry = -1, frameBase = 0, changed = UInt64.max
        let issuesBefore = issues.count
        if position < kept.eligible.count, kept.eligible[position] {
            let slot = isLandscape ? 1 : 0
            entry = slot * kept.eligible.count + position
            frameBase = slot * plans.count
            let range = Int(kept.start[position])..<Int(kept.start[position + 1])
            let values = slot * kept.positions.count + range.lowerBound
            let differ = kept.changes(UnsafePointer(guides), range, at: values)
            if kept.filled[entry] { changed = differ }
        }
        for k in children {
            let child = Int(order[k])
            let childPlan = plans[child]   // 32 bytes: a copy is cheap
            let frame: Rect
            switch childPlan.placement {
            case .frame(let rect):
                frame = plan.frameRects[Int(rect)]
            case .constraints(let axis):
                let horizontal = axes.baseAddress.unsafelyUnwrapped + Int(axis)
                // The halves of its frame whose values have not changed, `Reuse` bits.
                var reuse: UInt8 = 0
                if entry >= 0 {
                    if kept.dependencies[2 * child] & changed == 0 { reuse = Reuse.horizontal }
                    if kept.dependencies[2 * child + 1] & changed == 0 { reuse |= Reuse.vertical }
                }
                switch reuse {
                case Reuse.both:
                    frame = kept.frames[frameBase + child]
                case 0:
                    frame = solve(horizontal, constraints, view: child, UnsafePointer(guides))
                    if entry >= 0 { kept.frames[frameBase + child] = frame }
                default:
                    frame = solve(horizontal, constraints, view: child, UnsafePointer(guides), keeping: kept.frames[frameBase + child],
                                  horizontalKept: reuse == Reuse.horizontal)
                    kept.frames[frameBase + child] = frame
                }
            case .solver:
                let f = solverFrames[child]
                frame = Rect(x: f.x, y: f.y, width: max(0, f.width), height: max(0, f.height))
            case .tableRow(let row):
                // §4.4: the first row spans the table; its content view is inset to the safe area on the
                // sides. The header and footer views span the table too (FORMAT.md §9).
                let part = plan.tableRows[Int(row)]
                let inset = part.insetToSafeArea ? (passed.left, passed.right) : (0, 0)
                let y = part.fromEnd ? max(part.y, superviewGuide.height - part.height) : part.y
                frame = Rect(x: inset.0, y: y, width: max(0, bounds.width - inset.0 - inset.1), height: part.height)
            }
            guard childPlan.plain else {
                place(child, childPlan, frame: frame, in: superview, specViews, scrollSources)
                continue
            }
            // Nearly every view: its safe area is its overlap with the superview's (D9: none when
            // hidden), its margins follow from that, and it has no scroll, flow-layout, page,
            // withheld or root-view values to work out (or to copy around).
            let visibleBoundsFrame = frame.offsetBy(dx: shift.x, dy: shift.y)
            var screenFrame = visibleBoundsFrame.offsetBy(dx: superview.screenFrame.x, dy: superview.screenFrame.y)
            // A negative scale (a chat table turned upside down) shows the subviews mirrored within it.
            if superview.mirror != 0 { screenFrame = screenFrame.mirrored(in: superview.screenFrame, TransformFlips(rawValue: superview.mirror)) }
            let hidden = superview.isHidden || childPlan.hidden
            let sa = hidden ? .zero : overlapInsets(frame: visibleBoundsFrame, parent: passed, parentSize: bounds.size)
            let visibleFrame = superview.clip.flatMap { screenFrame.intersection($0) }
            views[child].place(frame: frame, screenFrame: screenFrame, visibleFrame: visibleFrame, safeAreaInsets: sa, isHidden: hidden,
                               mirror: superview.mirror)
        }
        // Kept only without issues: a layout that takes the frames reports none.
        if entry >= 0 { kept.filled[entry] = issues.count == issuesBefore }
    }

    /// A subview that is not `plain`: a transformed, overridden or hidden-and-transformed view, a
    /// child view controller's root, a view with its own margin settings, a scroll, collection or
    /// web view. Out of line, so that the loop over the plain ones stays small.
    @inline(never)
    private mutating func place(_ child: Int, _ childPlan: LayoutPlan.View, frame: Rect, in superview: borrowing Superview,
                                _ specViews: UnsafeBufferPointer<ViewSpec>, _ scrollSources: UnsafeBufferPointer<ScrollSource>) {
        let bounds = superview.bounds
        let mirror = superview.mirror
        let visibleBoundsFrame = frame.offsetBy(dx: superview.shift.x, dy: superview.shift.y)
        var screenFrame = visibleBoundsFrame.offsetBy(dx: superview.screenFrame.x, dy: superview.screenFrame.y)
        if mirror != 0 { screenFrame = screenFrame.mirrored(in: superview.screenFrame, TransformFlips(rawValue: mirror)) }
        let childMirror = childPlan.transform ? mirror ^ plan.spec.views[child].transformFlips.rawValue : mirror
        let hidden = superview.isHidden || childPlan.hidden
        var sa = overlapInsets(frame: visibleBoundsFrame, parent: superview.passed, parentSize: bounds.size)
        let isChildController = childPlan.childController >= 0
        if isChildController { sa = addingAdditional(sa, plan.childInsets[Int(childPlan.childController)]) }
        if childPlan.overrideEdges != 0 {
            let override = plan.overrides[Int(childPlan.override)]
            for edge in Edge.allCases where childPlan.overrideEdges & edge.mask != 0 { sa[edge] = override[edge] }
        }
        let withheld = childPlan.transform && !hidden ? sa : nil
        if hidden || childPlan.transform { sa = .zero }   // D9: hidden and transformed views get zero insets
        // Read in place: a copy of the child's `ViewSpec` retained and released its strings and arrays, per view per context.
        let childSpec = specViews.baseAddress.unsafelyUnwrapped + child
        let rootMargins: Insets?
        if isChildController {
            rootMargins = rootViewMargins(safeArea: sa, minimum: rootMarginMinimum,
                                          settings: childPlan.hasAutoLayoutSettings ? childSpec.pointee.autoLayout : nil,
                                          respectsSystemMinimum: childSpec.pointee.viewController?.viewRespectsSystemMinimumLayoutMargins ?? true)
        } else if childPlan.hasAutoLayoutSettings {
            rootMargins = viewMargins(safeArea: sa, settings: childSpec.pointee.autoLayout, frame: visibleBoundsFrame,
                                      superviewMargins: superview.layoutMargins, superviewSize: bounds.size)
        } else {
            rootMargins = nil
        }
        let visibleFrame = superview.clip.flatMap { screenFrame.intersection($0) }
        guard childPlan.isScrollView || childPlan.isCollectionView || childPlan.isWebView || withheld.isSome || rootMargins.isSome else {
            views[child].place(frame: frame, screenFrame: screenFrame, visibleFrame: visibleFrame, safeAreaInsets: sa, isHidden: hidden,
                               mirror: childMirror)
            return
        }
        placeOutOfLine(child, childPlan, frame: frame, screenFrame: screenFrame, visibleFrame: visibleFrame, mirror: childMirror, safeArea: sa,
                       superviewSafeArea: superview.safeAreaInsets, rootMargins: rootMargins, hidden: hidden, withheld: withheld, scrollSources)
    }

    /// A view's frame from its two axis plans, with their issues in the order the solver finds them.
    /// The plans are read through pointers: passed by value, each was copied per view per context.
    mutating func solve(_ horizontal: UnsafePointer<AxisPlan>, _ constraints: UnsafeBufferPointer<Constraint>,
                        view: Int, _ guides: UnsafePointer<Double>) -> Rect {
        let vertical = horizontal + 1
        let h = horizontal.pointee.solve(guides, UnsafeBufferPointer(views), constraints)
        let v = vertical.pointee.solve(guides, UnsafeBufferPointer(views), constraints)
        if h.negative || v.negative || horizontal.pointee.issueCount > 0 || vertical.pointee.issueCount > 0 {
            reportIssues(horizontal, view: view, negative: (h.negative, v.negative))
        }
        return Rect(x: h.origin, y: v.origin, width: h.size, height: v.size)
    }

    /// A view's frame with one half taken from `kept`, solved from the same values on an earlier
    /// layout without an issue (`SolvedFrames`), and the other half solved, with its issues.
    mutating func solve(_ horizontal: UnsafePointer<AxisPlan>, _ constraints: UnsafeBufferPointer<Constraint>,
                        view: Int, _ guides: UnsafePointer<Double>, keeping kept: Rect, horizontalKept: Bool) -> Rect {
        let axis = horizontalKept ? horizontal + 1 : horizontal
        let s = axis.pointee.solve(guides, UnsafeBufferPointer(views), constraints)
        if s.negative || axis.pointee.issueCount > 0 { reportIssues(axis, view: view, negative: s.negative) }
        return horizontalKept ? Rect(x: kept.x, y: s.origin, width: kept.width, height: s.size)
                              : Rect(x: s.origin, y: kept.y, width: s.size, height: kept.height)
    }

    /// The issues of one axis of a view. Out of line: few views have any.
    @inline(never)
    private mutating func reportIssues(_ axis: UnsafePointer<AxisPlan>, view: Int, negative: Bool) {
        report(axis, view: view, negative: negative)
    }

    /// The issues of a view's axes, horizontal then vertical. Out of line: few views have any.
    @inline(never)
    private mutating func reportIssues(_ horizontal: UnsafePointer<AxisPlan>, view: Int, negative: (Bool, Bool)) {
        report(horizontal, view: view, negative: negative.0)
        report(horizontal + 1, view: view, negative: negative.1)
    }

    /// An axis's device-independent issues (most axes have none), then a negative size if it has one.
    @inline(__always) private mutating func report(_ axis: UnsafePointer<AxisPlan>, view: Int, negative: Bool) {
        if axis.pointee.issueCount > 0 {
            let start = Int(axis.pointee.issueStart)
            issues += plan.axisIssues[start..<start + Int(axis.pointee.issueCount)]
        }
        if negative { issues.append(axis.pointee.negativeSize(view: view, in: plan.spec)) }
    }
}
