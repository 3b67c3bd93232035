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

    public static func resolve(_ spec: ScreenSpec, in context: LayoutContext) -> ResolvedLayout {
        var resolver = Resolver(spec: spec, context: context)
        resolver.run()
        return ResolvedLayout(context: context, screenSize: context.device.screenSize(context.orientation),
                              statusBarVisible: resolver.system.statusBarVisible, deviceInsets: resolver.system.deviceInsets,
                              bars: resolver.system.bars, containers: resolver.system.containers, views: resolver.views.map { $0! }, issues: resolver.issues)
    }
}

private struct Resolver {
    let spec: ScreenSpec
    let context: LayoutContext
    let system: SystemBars
    var views: [ResolvedView?]
    var issues: [LayoutIssue] = []
    /// Scroll views that are their view controller's first on the first-subview chain (D10).
    let relevantScrollViews: Set<Int>

    init(spec: ScreenSpec, context: LayoutContext) {
        self.spec = spec
        self.context = context
        system = SystemBars(device: context.device, orientation: context.orientation, spec: spec)
        views = Array(repeating: nil, count: spec.views.count)
        relevantScrollViews = Self.firstSubviewChainScrollViews(spec)
    }

    /// D10: for each view controller root, the first scroll view on its first-subview chain.
    static func firstSubviewChainScrollViews(_ spec: ScreenSpec) -> Set<Int> {
        let roots = [ScreenSpec.rootIndex] + spec.views.indices.filter { spec.views[$0].viewController != nil }
        return Set(roots.compactMap { ViewControllerHierarchy.relevantScrollView(of: $0, in: spec) })
    }

    mutating func run() {
        let device = context.device
        let screen = device.screenSize(context.orientation)
        let rootSpec = spec.views[ScreenSpec.rootIndex]
        let rootFrame = system.rootFrame
        // The root's superview is the container's full-screen view, whose insets are the bars' (D8).
        let computedRootSA = addingAdditional(overlapInsets(frame: rootFrame, parent: system.coveredInsets, parentSize: screen),
                                              spec.viewController.additionalSafeAreaInsets)
        // D9/R9: a transformed view gets zero insets, the root included.
        let rootSA = rootSpec.transform ? .zero : computedRootSA
        var root = ResolvedView(index: ScreenSpec.rootIndex, frame: rootFrame, screenFrame: rootFrame,
                                visibleFrame: rootFrame.intersection(Rect(x: 0, y: 0, width: screen.width, height: screen.height)),
                                safeAreaInsets: rootSA,
                                layoutMargins: rootViewMargins(safeArea: rootSA, device: device, orientation: context.orientation),
                                scroll: nil, isHidden: false)
        if rootSpec.isScrollView {
            root.scroll = scrollInsets(ScreenSpec.rootIndex, bounds: rootFrame.size, safeArea: rootSA, superviewSafeArea: system.coveredInsets)
        }
        if rootSpec.transform { root.safeAreaInsetsWithheldByTransform = computedRootSA }
        decorate(&root, rootSpec)
        views[ScreenSpec.rootIndex] = root

        // Pre-order with an explicit stack: a parent is resolved before its subviews.
        var stack = [ScreenSpec.rootIndex]
        while let parent = stack.popLast() {
            layoutSubviews(of: parent)
            stack.append(contentsOf: spec.views[parent].subviews.reversed())
        }
    }

    func scrollInsets(_ index: Int, bounds: Size, safeArea: Insets, superviewSafeArea: Insets) -> ResolvedScroll {
        let ownerIndex = ViewControllerHierarchy.owner(of: index, in: spec)
        let adjusts = ownerIndex == ScreenSpec.rootIndex
            ? spec.viewController.automaticallyAdjustsScrollViewInsets
            : spec.views[ownerIndex].viewController?.automaticallyAdjustsScrollViewInsets ?? true
        return resolveScroll(view: spec.views[index], bounds: bounds, safeArea: safeArea, superviewSafeArea: superviewSafeArea,
                             isRelevant: relevantScrollViews.contains(index), ownerAdjusts: adjusts,
                             inNavigationController: spec.navigationController != nil)
    }

    /// Class-specific results that need the view's own resolved insets.
    func decorate(_ view: inout ResolvedView, _ spec: ViewSpec) {
        if spec.className == "UICollectionView", let scroll = view.scroll {
            view.flowLayout = FlowLayoutItems.resolve(spec.flowLayout, screenFrame: view.screenFrame,
                                                      adjustedContentInset: scroll.adjustedContentInset,
                                                      safeArea: view.safeAreaInsets, margins: view.layoutMargins)
        }
        if spec.className == "WKWebView" {
            // W4: the page sees the web view's safe area only when it declared viewport-fit=cover.
            view.webSafeAreaEnv = spec.page?.viewportFit == .cover ? view.safeAreaInsets : .zero
        }
    }

    mutating func layoutSubviews(of parentIndex: Int) {
        let parentSpec = spec.views[parentIndex]
        guard !parentSpec.subviews.isEmpty, let parent = views[parentIndex] else { return }
        let bounds = Rect(x: 0, y: 0, width: parent.frame.width, height: parent.frame.height)
        let scroll = parent.scroll
        // §4.3: a scroll view's subviews live in content coordinates and see its safe area minus consumed edges.
        let shift: (x: Double, y: Double) = scroll.map { ($0.adjustedContentInset.left, $0.adjustedContentInset.top) } ?? (0, 0)
        let frameGuide = bounds.offsetBy(dx: -shift.x, dy: -shift.y)
        var passed = parent.safeAreaInsets
        for edge in scroll?.consumedEdges ?? [] { passed[edge] = 0 }
        if parentSpec.transform { passed = .zero }   // R9 (D9): no propagation into transformed views
        let clip = scroll != nil ? parent.visibleFrame.flatMap { $0.intersection(parent.screenFrame) } : parent.visibleFrame
        let marginsGuide = frameGuide.inset(by: parent.layoutMargins)
        let guides = Guides(
            superview: scroll.map { Rect(x: 0, y: 0, width: $0.contentSize.width, height: $0.contentSize.height) } ?? bounds,
            safeArea: frameGuide.inset(by: parent.safeAreaInsets),
            margins: marginsGuide,
            readableContent: ReadableContent.guide(margins: marginsGuide, device: context.device, orientation: context.orientation),
            frameGuide: frameGuide)
        var placed: [Int: Rect] = [:]

        for child in parentSpec.layoutOrder {
            let childSpec = spec.views[child]
            var frame: Rect
            switch childSpec.layout {
            case .frame(let rect, _):
                frame = rect
            case .constraints(let list, let location):
                var solver = ConstraintSolver(view: childSpec, index: child, guides: guides, siblingFrames: placed)
                frame = solver.solve(list, layoutLocation: location)
                issues += solver.issues
            case .none:
                if childSpec.cellOf == parentIndex, let table = parentSpec.table {
                    // §4.4: the first row spans the table; its content view is inset to the safe area on the sides.
                    let inset = table.insetsContentViewsToSafeArea ? (passed.left, passed.right) : (0, 0)
                    frame = Rect(x: inset.0, y: 0, width: max(0, bounds.width - inset.0 - inset.1), height: table.rowHeight)
                } else {
                    var solver = ConstraintSolver(view: childSpec, index: child, guides: guides, siblingFrames: placed)
                    frame = solver.solve([], layoutLocation: childSpec.location)
                    issues += solver.issues
                }
            }
            let visibleBoundsFrame = frame.offsetBy(dx: shift.x, dy: shift.y)
            let screenFrame = visibleBoundsFrame.offsetBy(dx: parent.screenFrame.x, dy: parent.screenFrame.y)
            let hidden = parent.isHidden || childSpec.hidden
            var sa = overlapInsets(frame: visibleBoundsFrame, parent: passed, parentSize: bounds.size)
            if let vc = childSpec.viewController { sa = addingAdditional(sa, vc.additionalSafeAreaInsets) }
            if let override = childSpec.safeAreaInsetsOverride { for (edge, value) in override { sa[edge] = value } }
            let withheld = childSpec.transform && !hidden ? sa : nil
            if hidden || childSpec.transform { sa = .zero }   // D9: hidden and transformed views get zero insets
            let margins = childSpec.viewController != nil
                ? rootViewMargins(safeArea: sa, device: context.device, orientation: context.orientation)
                : plainViewMargins(safeArea: sa)
            var resolved = ResolvedView(index: child, frame: frame, screenFrame: screenFrame,
                                        visibleFrame: clip.flatMap { screenFrame.intersection($0) },
                                        safeAreaInsets: sa, layoutMargins: margins, scroll: nil, isHidden: hidden)
            resolved.safeAreaInsetsWithheldByTransform = withheld
            if childSpec.isScrollView {
                resolved.scroll = scrollInsets(child, bounds: frame.size, safeArea: sa, superviewSafeArea: parent.safeAreaInsets)
            }
            decorate(&resolved, childSpec)
            views[child] = resolved
            placed[child] = frame
        }
    }
}
