import ScreenModel

/// What the engine needs from a spec, worked out once per file: the order views are placed in,
/// each view's constraints per axis with their device-independent problems, the first-subview
/// chain and the view-controller owners. Resolving a device × orientation then only does the
/// geometry (`resolve(in:)`), so linting a file on 48 contexts does the spec work once, not 48 times.
public struct LayoutPlan: Sendable {
    public let spec: ScreenSpec

    enum Placement: Sendable {
        /// Index in `frameRects`.
        case frame(Int32)
        /// Index of the horizontal `AxisPlan` in `axes`; the vertical one follows it.
        case constraints(Int32)
        /// A table's cell content view, the first row (§4.4), or its header or footer view: index in `tableRows`.
        case tableRow(Int32)
        /// Placed by the simplex (`AutoLayoutPlan`).
        case solver
    }

    /// The per-view facts the resolver reads on every context, as small plain values (24 bytes, the
    /// yes/no facts as bits): what few views have (a frame, a table row, a child view controller's or
    /// an override's insets) sits in side tables, so that a spec of 100,000 views keeps its plan in cache.
    struct View: Sendable {
        /// `viewController:` (the root view of a child view controller): index in `childInsets`, else -1.
        var childController: Int32
        /// `safeAreaInsetsOverride`: index in `overrides`, else -1.
        var override: Int32
        /// Subviews in layout order: a range of `order`.
        var childStart: Int32
        var childCount: Int32
        var placement: Placement
        /// Bit `Edge.mask` set: `safeAreaInsetsOverride` names that edge.
        var overrideEdges: UInt8
        private var facts: UInt8
        /// `ViewSpec.hasAutoLayoutSettings`, kept here: read through the spec, it was two cache
        /// misses per scroll view per context (the view, then its boxed extras), most of placing the
        /// 10,000 text views of a large spec.
        let hasAutoLayoutSettings: Bool
        /// A scroll view's index in `scrollSources` (-1: not a scroll view).
        var scrollSource: Int32 = -1
        /// A subview's constraints name a view not placed before it among them, which must read as
        /// `.zero` (`Resolver.clearFrames`); nearly always false, as subviews are ordered after the
        /// siblings they name (`AutoLayoutPlan.presolveOrder`).
        var subviewsReadUnplacedViews = true

        private enum Fact {
            static let hidden: UInt8 = 1, transform: UInt8 = 2, isScrollView: UInt8 = 4, isCollectionView: UInt8 = 8
            static let isWebView: UInt8 = 16, isRelevantScrollView: UInt8 = 32, ownerAdjustsScrollInsets: UInt8 = 64
            static let plain: UInt8 = 128
        }

        init(placement: Placement, hidden: Bool, transform: Bool, isScrollView: Bool, isCollectionView: Bool, isWebView: Bool,
             overrideEdges: UInt8, isRelevantScrollView: Bool, ownerAdjustsScrollInsets: Bool, childController: Int32,
             override: Int32, childStart: Int32, childCount: Int32, hasAutoLayoutSettings: Bool) {
            self.placement = placement
            self.overrideEdges = overrideEdges
            self.childController = childController
            self.override = override
            self.childStart = childStart
            self.childCount = childCount
            self.hasAutoLayoutSettings = hasAutoLayoutSettings
            facts = (hidden ? Fact.hidden : 0) | (transform ? Fact.transform : 0) | (isScrollView ? Fact.isScrollView : 0)
                | (isCollectionView ? Fact.isCollectionView : 0) | (isWebView ? Fact.isWebView : 0)
                | (isRelevantScrollView ? Fact.isRelevantScrollView : 0) | (ownerAdjustsScrollInsets ? Fact.ownerAdjustsScrollInsets : 0)
            let plain = !transform && childController < 0 && overrideEdges == 0 && !hasAutoLayoutSettings && !isScrollView
                && !isCollectionView && !isWebView
            if plain { facts |= Fact.plain }
        }

        var hidden: Bool { facts & Fact.hidden != 0 }
        var transform: Bool { facts & Fact.transform != 0 }
        var isScrollView: Bool { facts & Fact.isScrollView != 0 }
        var isCollectionView: Bool { facts & Fact.isCollectionView != 0 }
        var isWebView: Bool { facts & Fact.isWebView != 0 }
        /// D10: the first scroll view on its view controller's first-subview chain.
        var isRelevantScrollView: Bool { facts & Fact.isRelevantScrollView != 0 }
        /// The owning view controller's automaticallyAdjustsScrollViewInsets.
        var ownerAdjustsScrollInsets: Bool { facts & Fact.ownerAdjustsScrollInsets != 0 }
        /// None of a view controller's root, an override, a transform, layout-margin settings, or a
        /// scroll, collection or web view: its safe area is its overlap and its margins follow from
        /// it, as for nearly every view of a screen (`Resolver.layoutSubviews`).
        var plain: Bool { facts & Fact.plain != 0 }
    }

    var views: [View] = []
    var frameRects: [Rect] = []
    /// What a table places: the first row's content view (inset to the safe area on the sides when
    /// the table says so), its header view at the top of the content, its footer after the rows (at
    /// `y`, or `height` above the end of the content when the rows are not counted).
    var tableRows: [(insetToSafeArea: Bool, y: Double, height: Double, fromEnd: Bool)] = []
    /// A child view controller's `additionalSafeAreaInsets`.
    var childInsets: [Insets] = []
    /// `safeAreaInsetsOverride`, the edges it does not name left 0.
    var overrides: [Insets] = []
    /// What the resolver reads of each scroll view's spec, taken out once: read through the spec on
    /// every context, a large spec's 10,000 text views cost two cache misses each.
    var scrollSources: [ScrollSource] = []
    var axes: [AxisPlan] = []
    /// Every axis's device-independent issues: an axis's `issueCount` of them from its `issueStart`.
    var axisIssues: [LayoutIssue] = []
    /// Every parent's subviews in layout order, one run each (`View.childStart`); 32-bit indices.
    var order: [Int32] = []
    /// The resolver places every view it reaches exactly once, under the superview whose `subviews`
    /// list it, and each sibling constraint it solves names a view placed under the same superview, as
    /// the decoder guarantees: a recycled array then needs only the frames of the views about to be
    /// placed cleared (`Resolver.clearFrames`). A hand-built spec may break this, and has every view
    /// reset to a placeholder by `LayoutResolver` instead.
    var placesEachViewOnceAmongSiblings = true
    /// Parents in the resolver's pre-order (a parent before its subviews).
    var parents: [Int] = []

    /// The views the simplex places, and their system.
    let autoLayout: AutoLayoutPlan

    /// How many views the simplex places (the others are presolved, framed or placed by a table).
    public var simplexViewCount: Int { autoLayout.simplexViewCount }

    /// `presolve: false` sends every view through the simplex (a test compares the two).
    public init(_ spec: ScreenSpec, presolve: Bool = true) {
        self.spec = spec
        let intrinsics = AutoLayoutPlan.intrinsicSizes(spec)
        autoLayout = AutoLayoutPlan(spec, presolve: presolve, intrinsics: intrinsics)
        // The resolver's traversal: pre-order over `subviews`, a parent before its children.
        var stack = [ScreenSpec.rootIndex]
        // Sized once for a tree's views (each pushed once): grown by appending, it was reallocated.
        stack.reserveCapacity(spec.views.count)
        while let parent = stack.popLast() {
            // Pushed by index, last first: `reversed()` held the subviews array (a retain and a release per view).
            let count = spec.views[parent].subviews.count
            if count > 0 { parents.append(parent) }
            for k in stride(from: count - 1, through: 0, by: -1) { stack.append(spec.views[parent].subviews[k]) }
        }
        let placedUnder = Self.placedUnder(spec, parents: parents)
        placesEachViewOnceAmongSiblings = placedUnder != nil
        let relevant = Self.firstSubviewChainScrollViews(spec)
        views.reserveCapacity(spec.views.count)
        // Sized once: grown by doubling, a 100,000-view spec's axes overshot by megabytes.
        let framed = spec.views.reduce(0) { if case .frame = $1.layout { $0 + 1 } else { $0 } }
        axes.reserveCapacity(2 * (spec.views.count - framed))
        order.reserveCapacity(spec.views.count)
        var rank = [Int32](repeating: 0, count: spec.views.count)
        // Field by field through a pointer: a copy of each `ViewSpec` would retain all its arrays.
        spec.views.withUnsafeBufferPointer { specViews in
            for index in specViews.indices {
                let view = specViews.baseAddress.unsafelyUnwrapped + index
                let placement: Placement
                switch view.pointee.layout {
                case .frame(let rect, _):
                    placement = .frame(Int32(frameRects.count))
                    frameRects.append(rect)
                case _ where autoLayout.isSolverView[index]:
                    placement = .solver
                case .constraints(_, let location):
                    let positions = spec.constraintPositions(of: index)
                    if let placedUnder, !Self.siblingsPlacedTogether(spec.constraints, positions, index: index, placedUnder) {
                        placesEachViewOnceAmongSiblings = false
                    }
                    placement = .constraints(addAxes(positions, of: spec, index: index, intrinsic: intrinsics[index], layoutLocation: location))
                case .none:
                    if let part = Self.placingTable(of: index, spec), let table = spec.views[index].parent.flatMap({ spec.views[$0].table }) {
                        placement = .tableRow(Int32(tableRows.count))
                        switch part {
                        case .row: tableRows.append((table.insetsContentViewsToSafeArea, table.firstRowY, table.rowHeight, false))
                        case .header: tableRows.append((false, 0, table.headerHeight, false))
                        case .footer:
                            // After the counted rows, else ending the content (`fromEnd`), never above the header.
                            let counted = table.numberOfRows != nil
                            tableRows.append((false, counted ? table.footerY(contentHeight: 0) : table.headerHeight, table.footerHeight, !counted))
                        }
                    } else {
                        placement = .constraints(addAxes(0..<0, of: spec, index: index, intrinsic: intrinsics[index],
                                                         layoutLocation: view.pointee.location))
                    }
                }
                var override: Int32 = -1
                var overrideEdges: UInt8 = 0
                if let edges = view.pointee.safeAreaInsetsOverride {
                    var insets = Insets.zero
                    for edge in Edge.allCases {
                        if let value = edges[edge] { insets[edge] = value; overrideEdges |= edge.mask }
                    }
                    override = Int32(overrides.count)
                    overrides.append(insets)
                }
                var childController: Int32 = -1
                if let controller = view.pointee.viewController {
                    childController = Int32(childInsets.count)
                    childInsets.append(controller.additionalSafeAreaInsets)
                }
                let adjusts = view.pointee.isScrollView ? ViewControllerHierarchy.ownerAdjustsScrollViewInsets(index, in: spec) : true
                let childStart = Int32(order.count)
                if placedUnder != nil {
                    // The simplex places its views before the pass; the presolved ones follow the
                    // siblings they name.
                    let children = view.pointee.layoutOrder
                    if children.count > 1 {
                        for child in children where autoLayout.isSolverView[child] { order.append(Int32(truncatingIfNeeded: child)) }
                        for child in AutoLayoutPlan.presolveOrder(spec, children: children, solver: autoLayout.isSolverView, rank: &rank) {
                            order.append(Int32(truncatingIfNeeded: child))
                        }
                    } else {
                        for child in children { order.append(Int32(truncatingIfNeeded: child)) }
                    }
                } else {
                    // A hand-built `layoutOrder` may name a view that does not exist, and the resolver
                    // reads the views it names through unchecked pointers.
                    for child in view.pointee.layoutOrder where specViews.indices.contains(child) { order.append(Int32(child)) }
                }
                // The names' lengths first: a comparison that fails is a call, two per view. A string
                // equal to "WKWebView" may spell its K as the Kelvin sign, two bytes longer.
                let nameLength = view.pointee.className.utf8.count
                let isCollectionView = nameLength == 16 && view.pointee.className == "UICollectionView"
                let isWebView = (nameLength == 9 || nameLength == 11) && view.pointee.className == "WKWebView"
                var planned = View(placement: placement, hidden: view.pointee.hidden, transform: view.pointee.transform,
                                  isScrollView: view.pointee.isScrollView, isCollectionView: isCollectionView,
                                  isWebView: isWebView, overrideEdges: overrideEdges,
                                  isRelevantScrollView: relevant.contains(index), ownerAdjustsScrollInsets: adjusts,
                                  childController: childController, override: override,
                                  childStart: childStart, childCount: Int32(order.count) - childStart,
                                  hasAutoLayoutSettings: view.pointee.hasAutoLayoutSettings)
                if view.pointee.isScrollView {
                    planned.scrollSource = Int32(truncatingIfNeeded: scrollSources.count)
                    scrollSources.append(ScrollSource(view))
                }
                views.append(planned)
            }
        }
        if placesEachViewOnceAmongSiblings { markSubviewsReadingUnplacedViews() }
    }

    /// Sets `View.subviewsReadUnplacedViews` of each parent from the constraints its presolved subviews
    /// read, in the order they are placed: with none naming a view not placed before it, a recycled
    /// layout's frames need no clearing for that parent's subviews.
    private mutating func markSubviewsReadingUnplacedViews() {
        let reading = Self.subviewsReadingUnplacedViews(views, order, axes, parents, spec.constraints)
        for (p, parent) in parents.enumerated() { views[parent].subviewsReadUnplacedViews = reading[p] }
    }

    /// For each of `parents`, whether its subviews read a view not placed before them. Static, on the
    /// plan's arrays passed in: reached through `self` from inside the closure, every read of them and
    /// of `placed` was checked for exclusive access.
    private static func subviewsReadingUnplacedViews(_ views: [View], _ order: [Int32], _ axes: [AxisPlan], _ parents: [Int],
                                                     _ constraints: [Constraint]) -> [Bool] {
        var placed = [Bool](repeating: false, count: views.count)
        var reading = [Bool](repeating: false, count: parents.count)
        constraints.withUnsafeBufferPointer { constraints in
            for (p, parent) in parents.enumerated() {
                let children = Int(views[parent].childStart)..<Int(views[parent].childStart) + Int(views[parent].childCount)
                var reads = false
                for k in children {
                    let child = Int(order[k])
                    if !reads, case .constraints(let axis) = views[child].placement {
                        reads = axes[Int(axis)].readsView(in: constraints, where: { placed.indices.contains($0) && !placed[$0] })
                            || axes[Int(axis) + 1].readsView(in: constraints, where: { placed.indices.contains($0) && !placed[$0] })
                    }
                    placed[child] = true
                }
                for k in children { placed[Int(order[k])] = false }
                reading[p] = reads
            }
        }
        return reading
    }

    /// For each view, the superview it is placed under (-1: the root, or a view never placed), or
    /// nil when some view is listed under two superviews or the root under any, or a superview's
    /// `layoutOrder` is not a permutation of its `subviews`.
    private static func placedUnder(_ spec: ScreenSpec, parents: [Int]) -> [Int32]? {
        spec.views.withUnsafeBufferPointer { views -> [Int32]? in
            var listedUnder = [Int32](repeating: -1, count: views.count)
            // The lists read by index, and `layoutOrder` (a computed array) taken once per parent:
            // each loop over an array and each `layoutOrder` read retained and released it.
            for parent in parents {
                for k in views[parent].subviews.indices {
                    let child = views[parent].subviews[k]
                    guard child != ScreenSpec.rootIndex, listedUnder[child] == -1 else { return nil }
                    listedUnder[child] = Int32(parent)
                }
            }
            // `layoutOrder` must be a permutation of `subviews`: as many, each listed there, none twice
            // (a child seen is marked `~parent` until its parent's list is done).
            for parent in parents {
                let view = views.baseAddress.unsafelyUnwrapped + parent
                let layoutOrder = view.pointee.layoutOrder
                guard layoutOrder.count == view.pointee.subviews.count else { return nil }
                for k in layoutOrder.indices {
                    let child = layoutOrder[k]
                    guard views.indices.contains(child), listedUnder[child] == Int32(parent) else { return nil }
                    listedUnder[child] = ~Int32(parent)
                }
                for k in layoutOrder.indices { listedUnder[layoutOrder[k]] = Int32(parent) }
            }
            return listedUnder
        }
    }

    /// `positions`: the view's constraints in `constraints`.
    private static func siblingsPlacedTogether(_ constraints: [Constraint], _ positions: Range<Int>, index: Int, _ placedUnder: [Int32]) -> Bool {
        for k in positions {
            if case .view(let other) = constraints[k].target, placedUnder.indices.contains(other),
               placedUnder[other] != placedUnder[index] {
                return false
            }
        }
        return true
    }

    /// `spec` is `init`'s own: `self.spec`, read while `self` is being changed, was copied per call.
    /// `positions`: the view's constraints in `spec.constraints`; `intrinsic`: its `AutoLayoutPlan.intrinsic` size.
    private mutating func addAxes(_ positions: Range<Int>, of spec: ScreenSpec, index: Int, intrinsic: (width: Double?, height: Double?),
                                  layoutLocation: SourceLocation) -> Int32 {
        axes.append(AxisPlan(.horizontal, positions, index: index, intrinsic: intrinsic.width, layoutLocation: layoutLocation,
                             spec: spec, issues: &axisIssues))
        axes.append(AxisPlan(.vertical, positions, index: index, intrinsic: intrinsic.height, layoutLocation: layoutLocation,
                             spec: spec, issues: &axisIssues))
        return Int32(axes.count - 2)
    }

    enum TablePart { case row, header, footer }

    /// What a table places of its own accord: its cell template's content view (the first row), its
    /// header and its footer view. Their frames are the table's, not their constraints'.
    static func placingTable(of index: Int, _ spec: ScreenSpec) -> TablePart? {
        guard let parent = spec.views[index].parent, let table = spec.views[parent].table else { return nil }
        if spec.views[index].cellOf == parent { return .row }
        if table.headerView == index { return .header }
        if table.footerView == index { return .footer }
        return nil
    }

    /// D10: for each view controller root, the first scroll view on its first-subview chain.
    static func firstSubviewChainScrollViews(_ spec: ScreenSpec) -> Set<Int> {
        let roots = [ScreenSpec.rootIndex] + spec.views.indices.filter { spec.views[$0].viewController != nil }
        return Set(roots.compactMap { ViewControllerHierarchy.relevantScrollView(of: $0, in: spec) })
    }

    /// For each of `contexts`, the first one this plan resolves to the same layout (itself when none
    /// before it does), and whether its own bars and insets use an iOS 26/27 number only third
    /// parties report. Alike are contexts that share geometry (`LayoutContext.sharesGeometry`);
    /// two devices that resolve alike on a profile in portrait, or in landscape, both in that
    /// orientation (`Device.resolvesAlike(_:on:landscape:)`); and one device and orientation on two profiles whose bars and insets come
    /// out the same for this spec (an iPad's; a phone's without a navigation bar or toolbar, in
    /// portrait): the profile reaches the resolver only through those (`SystemBars`), so it places
    /// every view the same. The last two only for a plan without simplex views: the simplex is
    /// re-solved from the last context's basis, and a context left out would change where an
    /// ambiguous layout's next solve starts.
    public func sharedLayouts(_ contexts: [LayoutContext]) -> [(first: Int, usesThirdPartyNumbers: Bool)] {
        sharing(contexts).map { ($0.first, $0.usesThirdPartyNumbers) }
    }

    /// One context's part in `sharing`.
    public struct SharedLayout: Sendable {
        /// The first context resolved to the same layout (`sharedLayouts`).
        public let first: Int
        public let usesThirdPartyNumbers: Bool
        /// For a context that is its own `first`: the bars and insets its layout starts from, worked
        /// out here to compare profiles and handed to `LayoutResolver.resolve(in:system:)`, so that
        /// they are built once per layout, not twice.
        public let system: SystemBars?
    }

    /// `sharedLayouts`, with the bars and insets of each layout to resolve.
    public func sharing(_ contexts: [LayoutContext]) -> [SharedLayout] {
        contexts.withUnsafeBufferPointer { all in
            let device = LayoutContext.deviceNumbers(all)
            // Two devices that resolve alike share a layout like two landscape orientations of one
            // device; not with simplex views, for the reason profiles do not.
            let first = LayoutContext.firstSharingGeometry(all, device: autoLayout.isEmpty ? LayoutContext.alikeNumbers(all, device: device) : device)
            var result: [SharedLayout] = []
            result.reserveCapacity(all.count)
            // The contexts resolved to a layout of their own so far, chained by device and orientation
            // in context order (`ownLayouts`): a new context is compared with those of its own device and
            // orientation only, where every earlier context was tried in turn.
            var ownLayouts = OwnLayouts(count: all.count, devices: Int(device.max() ?? -1) + 1)
            for i in all.indices {
                guard first[i] == i else {
                    // Its geometry's twin, or that one's own twin on another profile.
                    result.append(SharedLayout(first: result[first[i]].first, usesThirdPartyNumbers: result[first[i]].usesThirdPartyNumbers,
                                               system: nil))
                    continue
                }
                let context = all.baseAddress.unsafelyUnwrapped + i
                let system = SystemBars(device: context.pointee.device, orientation: context.pointee.orientation, ios: context.pointee.ios,
                                        spec: spec)
                var twin = i
                let key = OwnLayouts.key(device: device[i], context.pointee.orientation)
                if autoLayout.isEmpty {
                    var j = ownLayouts.first(key)
                    while j >= 0 {
                        // Its own layout's bars, kept in `result` (a list of them besides cost a copy per context).
                        if result[j].system?.sameInputs(as: system) == true { twin = j; break }
                        j = ownLayouts.next(after: j)
                    }
                }
                if twin == i { ownLayouts.append(i, key) }
                result.append(SharedLayout(first: twin, usesThirdPartyNumbers: system.usesThirdPartyNumbers, system: twin == i ? system : nil))
            }
            return result
        }
    }

    /// Contexts chained by key (a device number and an orientation), each chain in the order they
    /// were appended, without an array per key.
    private struct OwnLayouts {
        private var head: [Int]
        private var tail: [Int]
        private var link: [Int]
        /// Portrait, landscape-left, landscape-right: the orientations `key` numbers.
        private static let orientations = Orientation.allCases.count

        init(count: Int, devices: Int) {
            head = [Int](repeating: -1, count: devices * Self.orientations)
            tail = head
            link = [Int](repeating: -1, count: count)
        }

        static func key(device: Int32, _ orientation: Orientation) -> Int {
            let o = switch orientation {
            case .portrait: 0
            case .landscapeLeft: 1
            case .landscapeRight: 2
            }
            return Int(device) * orientations + o
        }

        /// The first context chained under `key`, or -1.
        func first(_ key: Int) -> Int { head[key] }

        /// The context chained after `context` under its key, or -1.
        func next(after context: Int) -> Int { link[context] }

        mutating func append(_ context: Int, _ key: Int) {
            if tail[key] < 0 { head[key] = context } else { link[tail[key]] = context }
            tail[key] = context
        }
    }

    /// The screen on one device × orientation.
    public func resolve(in context: LayoutContext) -> ResolvedLayout {
        var resolver = LayoutResolver(self)
        return resolver.resolve(in: context)
    }
}

/// Resolves one plan on context after context. Hand each layout back with `recycle` once you are
/// done with it, and the next context is written into its array instead of a freshly allocated one:
/// for a spec of 100,000 views that is megabytes not paged in again per context.
public struct LayoutResolver {
    public let plan: LayoutPlan
    private var recycled: [ResolvedView] = []
    private var solving: SolvingState?
    /// Internal, not private: a test marks the kept frames to see them taken.
    var solvedFrames: SolvedFrames?

    public init(_ plan: LayoutPlan) {
        // The frames first, so that the plan is moved in last: stored first, it was copied (all its
        // arrays retained), and the argument released.
        solvedFrames = SolvedFrames(plan)
        self.plan = plan
    }

    public mutating func resolve(in context: LayoutContext) -> ResolvedLayout {
        resolve(in: context, system: SystemBars(device: context.device, orientation: context.orientation, ios: context.ios, spec: plan.spec))
    }

    /// `system`: this context's bars and insets for this plan's spec (`LayoutPlan.sharing`).
    public mutating func resolve(in context: LayoutContext, system: SystemBars) -> ResolvedLayout {
        // Taken with `swap`, not copied: the array stays uniquely referenced and is written in place.
        var views: [ResolvedView] = []
        swap(&views, &recycled)
        // The resolver writes every view it reaches from the root on every context, and one it does
        // not reach (only a hand-built spec has any) is never written, so it keeps its placeholder: a
        // recycled array of this plan needs no clearing beyond the frames the resolver clears itself
        // (`Resolver.clearFrames`). A fresh one starts from placeholders, and so does a recycled one
        // when the plan cannot promise that (`placesEachViewOnceAmongSiblings`).
        if views.count != plan.views.count {
            views = (0..<plan.views.count).map { ResolvedView(placeholder: $0) }
        } else if !plan.placesEachViewOnceAmongSiblings {
            for i in views.indices { views[i] = ResolvedView(placeholder: i) }
        }
        // Moved out and back, not copied: a copy of the solver's arrays would be retained and released.
        var solving: SolvingState? = nil
        swap(&solving, &self.solving)
        var solvedFrames = self.solvedFrames.take()
        let issues = Self.resolve(plan, in: context, system: system, views: &views, solving: &solving, kept: &solvedFrames)
        self.solving = solving
        self.solvedFrames = solvedFrames.take()
        return ResolvedLayout(context: context, screenSize: context.device.screenSize(context.orientation),
                              statusBarVisible: system.statusBarVisible, deviceInsets: system.deviceInsets,
                              bars: system.bars, containers: system.containers, views: views, issues: issues,
                              usesThirdPartyNumbers: system.usesThirdPartyNumbers)
    }

    /// The issues of `plan` on `context`, its views written into `views`. Static, with the plan
    /// borrowed: the resolver's layout passes take the plan's buffers from it (`Resolver.layoutPass`).
    /// `planPointer` and the borrowed `plan` are the same plan: the resolver reads small things
    /// through the one and takes the buffers of its passes from the other. The bars are not
    /// copied, nor the issues: see `Resolver`.
    private static func resolve(_ plan: borrowing LayoutPlan, in context: LayoutContext, system: borrowing SystemBars,
                                views: inout [ResolvedView], solving: inout SolvingState?, kept: inout SolvedFrames?) -> [LayoutIssue] {
        withUnsafePointer(to: plan) { planPointer in
            views.withUnsafeMutableBufferPointer { buffer in
                var resolver = Resolver(plan: planPointer, orientation: context.orientation, device: context.device, system: system, views: buffer)
                resolver.run(plan, solving: &solving, kept: &kept)
                return resolver.takeIssues()
            }
        }
    }

    /// Takes back a layout this resolver made (not one of another plan: its views would be taken
    /// as this plan's), to reuse its storage for the next context.
    public mutating func recycle(_ layout: consuming ResolvedLayout) {
        guard layout.views.count == plan.views.count else { return }
        // Swapped out, not copied: a copy was retained before the layout was released.
        swap(&recycled, &layout.views)
    }
}
