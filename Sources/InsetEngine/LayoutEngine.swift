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
        // Built in place: an array of (device, profiles) pairs first copied each device's fields twice per spec.
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
        for name in named.map(\.value) {
            guard let d = DeviceCatalog.device(named: name) else { continue }
            let ran = profiles.filter { d.runs($0) && DeviceCatalog.names.ran(name, $0) }
            if let k = devices.firstIndex(where: { $0.device.id == d.id }) {
                devices[k].profiles = profiles.filter { devices[k].profiles.contains($0) || ran.contains($0) }
            } else {
                devices.append((d, ran))
            }
        }
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
    let context: LayoutContext
    let system: SystemBars
    /// M5 on this context (`ReadableContent.capsWidth`), asked for every superview.
    let readableCapsWidth: Bool
    /// The layout's views, written in place; `LayoutResolver` owns the array.
    let views: UnsafeMutableBufferPointer<ResolvedView>
    var issues: [LayoutIssue] = []

    /// `plan` must outlive the resolver.
    init(plan: UnsafePointer<LayoutPlan>, context: LayoutContext, views: UnsafeMutableBufferPointer<ResolvedView>) {
        planPointer = plan
        self.context = context
        self.views = views
        system = SystemBars(device: context.device, orientation: context.orientation, ios: context.ios, spec: plan.pointee.spec)
        readableCapsWidth = ReadableContent.capsWidth(device: context.device, orientation: context.orientation)
    }

    mutating func run() {
        let device = context.device
        let screen = device.screenSize(context.orientation)
        let rootPlan = plan.views[ScreenSpec.rootIndex]
        let rootFrame = system.rootFrame
        // The root's superview is the container's full-screen view, whose insets are the bars' (D8).
        let computedRootSA = addingAdditional(overlapInsets(frame: rootFrame, parent: system.coveredInsets, parentSize: screen),
                                              plan.spec.viewController.additionalSafeAreaInsets)
        // D9/R9: a transformed view gets zero insets, the root included.
        let rootSA = rootPlan.transform ? .zero : computedRootSA
        let scroll = rootPlan.isScrollView
            ? scrollInsets(ScreenSpec.rootIndex, bounds: rootFrame.size, safeArea: rootSA, superviewSafeArea: system.coveredInsets)
            : nil
        let onScreen = rootFrame.intersection(Rect(x: 0, y: 0, width: screen.width, height: screen.height))
        place(ScreenSpec.rootIndex, isCollectionView: rootPlan.isCollectionView, isWebView: rootPlan.isWebView,
              frame: rootFrame, screenFrame: rootFrame, visibleFrame: onScreen,
              safeArea: rootSA, rootMargins: rootViewMargins(safeArea: rootSA, device: device, orientation: context.orientation),
              hidden: false, scroll: scroll, withheld: rootPlan.transform ? computedRootSA : nil)

        // Through pointers: the per-view plans are read field by field, not copied whole per view.
        let plan = planPointer
        plan.pointee.views.withUnsafeBufferPointer { views in
            plan.pointee.axes.withUnsafeBufferPointer { axes in
                plan.pointee.spec.constraints.withUnsafeBufferPointer { constraints in
                    for parent in plan.pointee.parents { layoutSubviews(of: parent, views, axes, constraints) }
                }
            }
        }
    }

    /// A recycled array holds the frames of an earlier context. Before a parent's subviews are placed
    /// their frames are set to `.zero`, so a sibling constraint naming one not placed yet sees what
    /// it would on a fresh array. When the plan cannot promise that (`placesEachViewOnceAmongSiblings`;
    /// only a hand-built spec breaks it) `LayoutResolver` has reset every view to a placeholder instead.
    private func clearFrames(ofSubviewsOf parent: LayoutPlan.View) {
        guard plan.placesEachViewOnceAmongSiblings else { return }
        for k in Int(parent.childStart)..<Int(parent.childStart) + Int(parent.childCount) { views[Int(plan.order[k])].clearFrame() }
    }

    /// Writes view `index`'s geometry, with what only collection views, web views and view-controller
    /// roots (`rootMargins`; any other view's margins follow from its safe area) add.
    private mutating func place(_ index: Int, isCollectionView: Bool, isWebView: Bool, frame: Rect, screenFrame: Rect, visibleFrame: Rect?,
                                safeArea: Insets, rootMargins: Insets?, hidden: Bool, scroll: ResolvedScroll?, withheld: Insets?) {
        var flow: ResolvedFlowLayout?
        var env: Insets?
        if isCollectionView, let scroll {
            flow = FlowLayoutItems.resolve(plan.spec.views[index].flowLayout, screenFrame: screenFrame,
                                           adjustedContentInset: scroll.adjustedContentInset, safeArea: safeArea,
                                           margins: rootMargins ?? plainViewMargins(safeArea: safeArea))
        }
        if isWebView {
            // W4: the page sees the web view's safe area only when it declared viewport-fit=cover.
            env = plan.spec.views[index].page?.viewportFit == .cover ? safeArea : .zero
        }
        place(index, frame: frame, screenFrame: screenFrame, visibleFrame: visibleFrame, safeArea: safeArea, hidden: hidden,
              extras: .make(scroll: scroll, flowLayout: flow, webSafeAreaEnv: env, withheld: withheld, rootMargins: rootMargins))
    }

    /// A view's numbers, assigned in place: building a `ResolvedView` and copying it into the array
    /// cost a copy per view.
    private mutating func place(_ index: Int, frame: Rect, screenFrame: Rect, visibleFrame: Rect?, safeArea: Insets,
                                hidden: Bool, extras: ResolvedView.Extras?) {
        views[index].place(frame: frame, screenFrame: screenFrame, visibleFrame: visibleFrame, safeAreaInsets: safeArea,
                           isHidden: hidden, extras: extras)
    }

    func scrollInsets(_ index: Int, bounds: Size, safeArea: Insets, superviewSafeArea: Insets) -> ResolvedScroll {
        let view = plan.views[index]
        return resolveScroll(view: plan.spec.views[index], bounds: bounds, safeArea: safeArea, superviewSafeArea: superviewSafeArea,
                             isRelevant: view.isRelevantScrollView, ownerAdjusts: view.ownerAdjustsScrollInsets,
                             inNavigationController: plan.spec.navigationController != nil)
    }

    mutating func layoutSubviews(of parentIndex: Int, _ plans: UnsafeBufferPointer<LayoutPlan.View>,
                                 _ axes: UnsafeBufferPointer<AxisPlan>, _ constraints: UnsafeBufferPointer<Constraint>) {
        let parentPlan = plans[parentIndex]
        let parent = views[parentIndex]
        let bounds = Rect(x: 0, y: 0, width: parent.frame.width, height: parent.frame.height)
        // §4.3: a scroll view's subviews live in content coordinates and see its safe area minus consumed edges.
        // What the subviews need of the parent's scroll values is taken out here: a `ResolvedScroll`
        // kept in scope was copied (136 bytes) on every pass of the loop below.
        var shift: (x: Double, y: Double) = (0, 0)
        var passed = parent.safeAreaInsets
        var superviewGuide = bounds
        var isScrollView = false
        if let scroll = parent.scroll {
            isScrollView = true
            shift = (scroll.adjustedContentInset.left, scroll.adjustedContentInset.top)
            for edge in Edge.allCases where scroll.consumes(edge) { passed[edge] = 0 }
            superviewGuide = Rect(x: 0, y: 0, width: scroll.contentSize.width, height: scroll.contentSize.height)
        }
        let frameGuide = bounds.offsetBy(dx: -shift.x, dy: -shift.y)
        if parentPlan.transform { passed = .zero }   // R9 (D9): no propagation into transformed views
        let clip = isScrollView ? parent.visibleFrame.flatMap { $0.intersection(parent.screenFrame) } : parent.visibleFrame
        let marginsGuide = frameGuide.inset(by: parent.layoutMargins)
        let guides = Guides(
            superview: superviewGuide,
            safeArea: frameGuide.inset(by: parent.safeAreaInsets),
            margins: marginsGuide,
            readableContent: ReadableContent.guide(margins: marginsGuide, capsWidth: readableCapsWidth),
            frameGuide: frameGuide)

        clearFrames(ofSubviewsOf: parentPlan)
        for k in Int(parentPlan.childStart)..<Int(parentPlan.childStart) + Int(parentPlan.childCount) {
            let child = Int(plan.order[k])
            let childPlan = plans[child]   // 32 bytes: a copy is cheap
            var frame: Rect
            switch childPlan.placement {
            case .frame(let rect):
                frame = plan.frameRects[Int(rect)]
            case .constraints(let axis):
                let horizontal = axes.baseAddress.unsafelyUnwrapped + Int(axis)
                frame = solve(horizontal, constraints, view: child, guides)
            case .tableRow(let row):
                // §4.4: the first row spans the table; its content view is inset to the safe area on the sides.
                let (insetToSafeArea, rowHeight) = plan.tableRows[Int(row)]
                let inset = insetToSafeArea ? (passed.left, passed.right) : (0, 0)
                frame = Rect(x: inset.0, y: 0, width: max(0, bounds.width - inset.0 - inset.1), height: rowHeight)
            }
            let visibleBoundsFrame = frame.offsetBy(dx: shift.x, dy: shift.y)
            let screenFrame = visibleBoundsFrame.offsetBy(dx: parent.screenFrame.x, dy: parent.screenFrame.y)
            let hidden = parent.isHidden || childPlan.hidden
            var sa = overlapInsets(frame: visibleBoundsFrame, parent: passed, parentSize: bounds.size)
            let isChildController = childPlan.childController >= 0
            if isChildController { sa = addingAdditional(sa, plan.childInsets[Int(childPlan.childController)]) }
            if childPlan.overrideEdges != 0 {
                let override = plan.overrides[Int(childPlan.override)]
                for edge in Edge.allCases where childPlan.overrideEdges & edge.mask != 0 { sa[edge] = override[edge] }
            }
            let withheld = childPlan.transform && !hidden ? sa : nil
            if hidden || childPlan.transform { sa = .zero }   // D9: hidden and transformed views get zero insets
            let rootMargins = isChildController
                ? rootViewMargins(safeArea: sa, device: context.device, orientation: context.orientation)
                : nil
            let visibleFrame = clip.flatMap { screenFrame.intersection($0) }
            guard childPlan.isScrollView || childPlan.isCollectionView || childPlan.isWebView || withheld != nil || isChildController else {
                // Most views: no scroll, flow-layout, page, withheld or root-view values to work out (or to copy around).
                place(child, frame: frame, screenFrame: screenFrame, visibleFrame: visibleFrame, safeArea: sa, hidden: hidden, extras: nil)
                continue
            }
            let childScroll = childPlan.isScrollView
                ? scrollInsets(child, bounds: frame.size, safeArea: sa, superviewSafeArea: parent.safeAreaInsets)
                : nil
            place(child, isCollectionView: childPlan.isCollectionView, isWebView: childPlan.isWebView, frame: frame, screenFrame: screenFrame,
                  visibleFrame: visibleFrame, safeArea: sa, rootMargins: rootMargins, hidden: hidden, scroll: childScroll, withheld: withheld)
        }
    }

    /// A view's frame from its two axis plans, with their issues in the order the solver finds them.
    /// The plans are read through pointers: passed by value, each was copied per view per context.
    mutating func solve(_ horizontal: UnsafePointer<AxisPlan>, _ constraints: UnsafeBufferPointer<Constraint>,
                        view: Int, _ guides: Guides) -> Rect {
        let vertical = horizontal + 1
        let h = horizontal.pointee.solve(guides, UnsafeBufferPointer(views), constraints)
        report(horizontal, view: view, negative: h.negative)
        let v = vertical.pointee.solve(guides, UnsafeBufferPointer(views), constraints)
        report(vertical, view: view, negative: v.negative)
        return Rect(x: h.origin, y: v.origin, width: h.size, height: v.size)
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
