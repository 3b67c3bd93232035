import ScreenModel

/// The inset engine: pure, deterministic, no I/O. Resolves a screen for one device × orientation.
public enum LayoutEngine {
    /// Every context a spec asks for: its devices (or `defaultDevices`) × its orientations (or both).
    public static func contexts(for spec: ScreenSpec, defaultDevices: [Device] = DeviceCatalog.defaultIDs.compactMap(DeviceCatalog.device(named:)),
                                defaultOrientations: [Orientation] = Orientation.allCases) -> [LayoutContext] {
        var devices: [Device] = []
        for name in spec.devices?.map(\.value) ?? [] {
            if let d = DeviceCatalog.device(named: name), !devices.contains(d) { devices.append(d) }
        }
        if spec.devices == nil { devices = defaultDevices }
        let orientations = spec.orientations ?? defaultOrientations
        return devices.flatMap { d in orientations.map { LayoutContext(device: d, orientation: $0) } }
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
/// Views are placed parent first, not in index order, so their geometry is kept in plain arrays
/// while placing and turned into `ResolvedView`s once at the end.
struct Resolver {
    let plan: LayoutPlan
    let context: LayoutContext
    let system: SystemBars
    /// A placed view's geometry; `.zero` frames until placed (what a sibling constraint sees before it).
    struct Slot {
        var frame = Rect.zero
        var screenFrame = Rect.zero
        var visibleFrame: Rect?
        var safeAreaInsets = Insets.zero
        var layoutMargins = Insets.zero
        var isHidden = false
    }
    var slots: [Slot]
    var frames: [Rect]
    var scrolls: [ResolvedScroll?]
    /// The few views with a flow layout, a web page's env() values or withheld insets.
    var extras: [(index: Int, flowLayout: ResolvedFlowLayout?, webSafeAreaEnv: Insets?, withheld: Insets?)] = []
    var issues: [LayoutIssue] = []

    /// `scratch` holds the arrays of an earlier context of the same plan, reused so that a large
    /// spec's contexts do not each allocate (and page in) fresh ones.
    init(plan: LayoutPlan, context: LayoutContext, scratch: consuming Scratch = Scratch()) {
        self.plan = plan
        self.context = context
        system = SystemBars(device: context.device, orientation: context.orientation, spec: plan.spec)
        let count = plan.views.count
        var scratch = scratch
        if scratch.slots.count == count {
            for i in 0..<count { scratch.slots[i] = Slot(); scratch.frames[i] = .zero; scratch.scrolls[i] = nil }
        } else {
            scratch = Scratch(slots: Array(repeating: Slot(), count: count), frames: Array(repeating: .zero, count: count),
                              scrolls: Array(repeating: nil, count: count))
        }
        slots = scratch.slots
        frames = scratch.frames
        scrolls = scratch.scrolls
    }

    struct Scratch {
        var slots: [Slot] = []
        var frames: [Rect] = []
        var scrolls: [ResolvedScroll?] = []
    }

    /// The arrays, for the next context.
    mutating func takeScratch() -> Scratch {
        let scratch = Scratch(slots: slots, frames: frames, scrolls: scrolls)
        slots = []
        frames = []
        scrolls = []
        return scratch
    }

    /// Every view of the spec, in index order.
    var views: [ResolvedView] {
        var views = slots.indices.map { i in
            ResolvedView(index: i, frame: slots[i].frame, screenFrame: slots[i].screenFrame, visibleFrame: slots[i].visibleFrame,
                         safeAreaInsets: slots[i].safeAreaInsets, layoutMargins: slots[i].layoutMargins, scroll: scrolls[i],
                         isHidden: slots[i].isHidden)
        }
        for extra in extras {
            if let flow = extra.flowLayout { views[extra.index].flowLayout = flow }
            if let env = extra.webSafeAreaEnv { views[extra.index].webSafeAreaEnv = env }
            if let withheld = extra.withheld { views[extra.index].safeAreaInsetsWithheldByTransform = withheld }
        }
        return views
    }

    mutating func run() {
        let spec = plan.spec
        let device = context.device
        let screen = device.screenSize(context.orientation)
        let rootPlan = plan.views[ScreenSpec.rootIndex]
        let rootFrame = system.rootFrame
        // The root's superview is the container's full-screen view, whose insets are the bars' (D8).
        let computedRootSA = addingAdditional(overlapInsets(frame: rootFrame, parent: system.coveredInsets, parentSize: screen),
                                              spec.viewController.additionalSafeAreaInsets)
        // D9/R9: a transformed view gets zero insets, the root included.
        let rootSA = rootPlan.transform ? .zero : computedRootSA
        let root = Slot(frame: rootFrame, screenFrame: rootFrame,
                        visibleFrame: rootFrame.intersection(Rect(x: 0, y: 0, width: screen.width, height: screen.height)),
                        safeAreaInsets: rootSA,
                        layoutMargins: rootViewMargins(safeArea: rootSA, device: device, orientation: context.orientation))
        if rootPlan.isScrollView {
            scrolls[ScreenSpec.rootIndex] = scrollInsets(ScreenSpec.rootIndex, bounds: rootFrame.size, safeArea: rootSA,
                                                         superviewSafeArea: system.coveredInsets)
        }
        slots[ScreenSpec.rootIndex] = root
        frames[ScreenSpec.rootIndex] = rootFrame
        decorate(ScreenSpec.rootIndex, withheld: rootPlan.transform ? computedRootSA : nil)

        // Through pointers: the per-view plans are read field by field, not copied whole per view.
        let plan = self.plan
        plan.views.withUnsafeBufferPointer { views in
            plan.axes.withUnsafeBufferPointer { axes in
                for parent in plan.parents { layoutSubviews(of: parent, views, axes) }
            }
        }
    }

    func scrollInsets(_ index: Int, bounds: Size, safeArea: Insets, superviewSafeArea: Insets) -> ResolvedScroll {
        let view = plan.views[index]
        return resolveScroll(view: plan.spec.views[index], bounds: bounds, safeArea: safeArea, superviewSafeArea: superviewSafeArea,
                             isRelevant: view.isRelevantScrollView, ownerAdjusts: view.ownerAdjustsScrollInsets,
                             inNavigationController: plan.spec.navigationController != nil)
    }

    /// Class-specific results that need the view's own resolved insets.
    mutating func decorate(_ index: Int, withheld: Insets?) {
        let view = plan.views[index]
        guard view.isCollectionView || view.isWebView || withheld != nil else { return }
        let slot = slots[index]
        var flow: ResolvedFlowLayout?
        var env: Insets?
        if view.isCollectionView, let scroll = scrolls[index] {
            flow = FlowLayoutItems.resolve(plan.spec.views[index].flowLayout, screenFrame: slot.screenFrame,
                                           adjustedContentInset: scroll.adjustedContentInset,
                                           safeArea: slot.safeAreaInsets, margins: slot.layoutMargins)
        }
        if view.isWebView {
            // W4: the page sees the web view's safe area only when it declared viewport-fit=cover.
            env = plan.spec.views[index].page?.viewportFit == .cover ? slot.safeAreaInsets : .zero
        }
        extras.append((index, flow, env, withheld))
    }

    mutating func layoutSubviews(of parentIndex: Int, _ views: UnsafeBufferPointer<LayoutPlan.View>,
                                 _ axes: UnsafeBufferPointer<AxisPlan>) {
        let parentPlan = views[parentIndex]
        let parent = slots[parentIndex]
        let bounds = Rect(x: 0, y: 0, width: parent.frame.width, height: parent.frame.height)
        let scroll = scrolls[parentIndex]
        // §4.3: a scroll view's subviews live in content coordinates and see its safe area minus consumed edges.
        let shift: (x: Double, y: Double) = scroll.map { ($0.adjustedContentInset.left, $0.adjustedContentInset.top) } ?? (0, 0)
        let frameGuide = bounds.offsetBy(dx: -shift.x, dy: -shift.y)
        var passed = parent.safeAreaInsets
        if let scroll { for edge in Edge.allCases where scroll.consumes(edge) { passed[edge] = 0 } }
        if parentPlan.transform { passed = .zero }   // R9 (D9): no propagation into transformed views
        let clip = scroll != nil ? parent.visibleFrame.flatMap { $0.intersection(parent.screenFrame) } : parent.visibleFrame
        let marginsGuide = frameGuide.inset(by: parent.layoutMargins)
        let guides = Guides(
            superview: scroll.map { Rect(x: 0, y: 0, width: $0.contentSize.width, height: $0.contentSize.height) } ?? bounds,
            safeArea: frameGuide.inset(by: parent.safeAreaInsets),
            margins: marginsGuide,
            readableContent: ReadableContent.guide(margins: marginsGuide, device: context.device, orientation: context.orientation),
            frameGuide: frameGuide)

        for k in parentPlan.childStart..<parentPlan.childStart + parentPlan.childCount {
            let child = plan.order[k]
            let childPlan = views[child]
            var frame: Rect
            switch childPlan.placement {
            case .frame(let rect):
                frame = rect
            case .constraints(let axis):
                frame = solve(axes[axis], axes[axis + 1], guides)
            case .tableRow(let insetToSafeArea, let rowHeight):
                // §4.4: the first row spans the table; its content view is inset to the safe area on the sides.
                let inset = insetToSafeArea ? (passed.left, passed.right) : (0, 0)
                frame = Rect(x: inset.0, y: 0, width: max(0, bounds.width - inset.0 - inset.1), height: rowHeight)
            }
            let visibleBoundsFrame = frame.offsetBy(dx: shift.x, dy: shift.y)
            let screenFrame = visibleBoundsFrame.offsetBy(dx: parent.screenFrame.x, dy: parent.screenFrame.y)
            let hidden = parent.isHidden || childPlan.hidden
            var sa = overlapInsets(frame: visibleBoundsFrame, parent: passed, parentSize: bounds.size)
            if let additional = childPlan.childAdditionalInsets { sa = addingAdditional(sa, additional) }
            if childPlan.overrideEdges != 0 {
                for (bit, edge) in Edge.allCases.enumerated() where childPlan.overrideEdges & (1 << bit) != 0 {
                    sa[edge] = childPlan.overrideInsets[edge]
                }
            }
            let withheld = childPlan.transform && !hidden ? sa : nil
            if hidden || childPlan.transform { sa = .zero }   // D9: hidden and transformed views get zero insets
            let margins = childPlan.childAdditionalInsets != nil
                ? rootViewMargins(safeArea: sa, device: context.device, orientation: context.orientation)
                : plainViewMargins(safeArea: sa)
            slots[child] = Slot(frame: frame, screenFrame: screenFrame, visibleFrame: clip.flatMap { screenFrame.intersection($0) },
                                safeAreaInsets: sa, layoutMargins: margins, isHidden: hidden)
            frames[child] = frame
            if childPlan.isScrollView {
                scrolls[child] = scrollInsets(child, bounds: frame.size, safeArea: sa, superviewSafeArea: parent.safeAreaInsets)
            }
            decorate(child, withheld: withheld)
        }
    }

    /// A view's frame from its two axis plans, with their issues in the order the solver finds them.
    mutating func solve(_ horizontal: borrowing AxisPlan, _ vertical: borrowing AxisPlan, _ guides: Guides) -> Rect {
        let h = horizontal.solve(guides, frames)
        report(horizontal, negative: h.negative)
        let v = vertical.solve(guides, frames)
        report(vertical, negative: v.negative)
        return Rect(x: h.origin, y: v.origin, width: h.size, height: v.size)
    }

    private mutating func report(_ axis: borrowing AxisPlan, negative: Bool) {
        if axis.issueCount > 0 { issues += plan.axisIssues[axis.issueStart..<axis.issueStart + axis.issueCount] }
        if negative { issues.append(axis.negativeSize(viewID: plan.spec.views[axis.view].id)) }
    }
}
