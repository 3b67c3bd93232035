import ScreenModel

/// A bar drawn over the screen's content, in screen coordinates.
public struct BarFrame: Hashable, Sendable {
    public enum Kind: String, Sendable {
        case navigationBar = "navigation bar"
        case toolbar
        case tabBar = "tab bar"
        /// iOS 26's `UITabBarController.bottomAccessory`, above the tab bar.
        case bottomAccessory = "tab bar's bottom accessory"
    }

    public let kind: Kind
    /// The screen edge the bar is drawn along: a navigation bar (and an iPad's tab bar, D18) on
    /// top, the others at the bottom.
    public let edge: Edge
    public let frame: Rect
    public let translucent: Bool
}

/// A container view controller's root view and its safe area.
public struct ContainerInsets: Hashable, Sendable {
    public let name: String
    public let safeAreaInsets: Insets
}

/// Status bar, device bands and bars for one device × orientation × iOS profile: UIKIT.md §11
/// D3–D8, CURRENT-IOS.md D16–D18. The profile changes only these inputs; the plan is the same.
public struct SystemBars: Sendable {
    public let statusBarVisible: Bool
    /// The window's safe area: status bar / housing and home indicator, before any bar (§1, D3).
    public let deviceInsets: Insets
    public let bars: [BarFrame]
    /// Top and bottom of the screen that the bars (with status bar and home indicator) cover.
    public let coveredInsets: Insets
    /// The screen view controller's root view frame (D8, R8).
    public let rootFrame: Rect
    /// The container controllers' own root views, outermost first.
    public let containers: [ContainerInsets]
    /// Whether a number of an iOS 26/27 profile that only third parties report (not measured)
    /// went into these bars or insets: findings it decides say so.
    public let usesThirdPartyNumbers: Bool

    /// Whether the resolver starts from the same numbers with `other` (everything but
    /// `usesThirdPartyNumbers`): then it places every view the same on both.
    func sameInputs(as other: SystemBars) -> Bool {
        statusBarVisible == other.statusBarVisible && deviceInsets == other.deviceInsets && bars == other.bars
            && coveredInsets == other.coveredInsets && rootFrame == other.rootFrame && containers == other.containers
    }

    init(device: Device, orientation: Orientation, ios: IOSProfile, spec: borrowing ScreenSpec) {
        let screen = device.screenSize(orientation)
        let landscapePhone = device.isPhone && orientation.isLandscape
        let metrics = BarMetrics.values(ios)
        var thirdParty = false
        func use(_ number: BarMetrics.Values.Value) -> Double {
            if number.isThirdParty { thirdParty = true }
            return number.value
        }
        // D4: landscape phones are compact height; some are regular width.
        let compactHeight = landscapePhone
        let compactWidthLandscape = landscapePhone && !device.regularWidthInLandscape

        let nav = spec.navigationController
        let navBarShown = nav.map { !$0.navigationBar.hidden } ?? false
        // D3 + R7: hidden in landscape on phones; a visible navigation bar forces it on housing phones.
        var statusBarVisible = !landscapePhone && !spec.statusBarHidden
        if !landscapePhone, spec.statusBarHidden, navBarShown, device.hasHousing { statusBarVisible = true }
        self.statusBarVisible = statusBarVisible

        // §1 / D2 / D3 / D17: the device's own insets on this profile; a hidden status bar removes
        // only the 20 pt of a rectangular device (R7: a housing keeps its inset).
        let own = device.insets(ios, landscape: orientation.isLandscape)
        var insets = own.insets
        if ios.hasNewDesign, orientation.isLandscape, own.thirdParty { thirdParty = true }
        if !statusBarVisible, device.kind == .rectangularPhone || device.kind == .rectangularPad { insets.top = 0 }
        // Not covered by a source for a Face ID iPad with a hidden status bar: it keeps its 24 pt like a housing (INF).
        deviceInsets = insets
        let bottom = insets.bottom

        // Sized once for what the spec can show (a tab bar and its accessory, a navigation bar, a
        // toolbar; two containers): grown by appending, each array was allocated twice per context.
        var bars: [BarFrame] = []
        var covered = insets
        var containers: [ContainerInsets] = []
        if spec.tabBarController != nil || nav != nil {
            bars.reserveCapacity(4)
            containers.reserveCapacity(2)
        }
        var topEdge = 0.0
        // D18: iPadOS 18 and later put a regular-width tab bar controller's bar at the top, below
        // the status bar; compact width (every phone here) keeps it at the bottom.
        let tab = spec.tabBarController.flatMap { $0.tabBar.hidden ? nil : $0 }
        let tabOnTop = tab != nil && !device.isPhone && device.isRegularWidth(orientation)
        if let tab, tabOnTop {
            let frame = Rect(x: 0, y: insets.top, width: screen.width, height: use(metrics.padTopTabBar))
            bars.append(BarFrame(kind: .tabBar, edge: .top, frame: frame, translucent: tab.tabBar.translucent))
            topEdge = frame.maxY
            covered.top = max(covered.top, frame.maxY)
        }
        if let nav, navBarShown {
            // D5 (iOS 18): 44; 32 in landscape on compact-width phones; 50 on iPad; at the status bar's bottom.
            // D16 (iOS 26/27): 54 from the safe-area top; in landscape 32 or 54 from y 24.
            var height: Double
            var y: Double
            if !device.isPhone {
                height = use(metrics.padNavigationBar)
                y = statusBarVisible ? device.navigationBarY(ios) : 0
            } else if landscapePhone {
                height = use(compactWidthLandscape ? metrics.compactLandscapeNavigationBar : metrics.regularLandscapeNavigationBar)
                y = metrics.landscapeNavigationBarY.map(use) ?? 0
            } else {
                height = use(metrics.navigationBar)
                y = statusBarVisible ? device.navigationBarY(ios) : 0
            }
            if nav.prefersLargeTitles, !compactHeight { height += use(metrics.largeTitle) }
            let frame = Rect(x: 0, y: max(y, topEdge), width: screen.width, height: height)
            bars.append(BarFrame(kind: .navigationBar, edge: .top, frame: frame, translucent: nav.navigationBar.translucent))
            covered.top = max(covered.top, frame.maxY)
        }
        // D6/D7: visible height; the lowest bar also runs under the home indicator.
        func barHeight(compact: BarMetrics.Values.Value, regular: BarMetrics.Values.Value) -> Double {
            switch device.kind {
            case .rectangularPad: return use(metrics.homeButtonPadBar)
            case .faceIDPad: return use(metrics.faceIDPadBar)   // 65 total with the 20-pt indicator (D6, D7)
            default: return use(compactWidthLandscape ? compact : regular)
            }
        }
        var bottomEdge = screen.height
        if let tab, !tabOnTop {
            let height = barHeight(compact: metrics.compactLandscapeTabBar, regular: metrics.tabBar) + bottom
            let frame = Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
            bars.append(BarFrame(kind: .tabBar, edge: .bottom, frame: frame, translucent: tab.tabBar.translucent))
            bottomEdge = frame.minY
            // D16: iOS 26's bottom accessory sits above the tab bar, inside the safe area's bottom.
            if tab.bottomAccessory, let accessory = metrics.bottomAccessory {
                let frame = Rect(x: 0, y: bottomEdge - use(accessory), width: screen.width, height: accessory.value)
                bars.append(BarFrame(kind: .bottomAccessory, edge: .bottom, frame: frame, translucent: tab.tabBar.translucent))
                bottomEdge = frame.minY
            }
        }
        // WWDC18 t=1670–1708: the tab bar controller's view sees only the window's insets; the
        // navigation controller inside it also sees the tab bar (§7 #10).
        if spec.tabBarController != nil { containers.append(ContainerInsets(name: "UITabBarController", safeAreaInsets: insets)) }
        if nav != nil {
            var navInsets = insets
            navInsets.top = max(insets.top, topEdge)
            navInsets.bottom = max(bottom, screen.height - bottomEdge)
            containers.append(ContainerInsets(name: "UINavigationController", safeAreaInsets: navInsets))
        }
        if let nav, !nav.toolbar.hidden {
            // D7 (44; 32 compact landscape) / D16 (48); above a tab bar it does not cover the indicator again.
            var height = barHeight(compact: metrics.compactLandscapeToolbar, regular: metrics.toolbar)
            if bottomEdge == screen.height { height += bottom }
            let frame = Rect(x: 0, y: bottomEdge - height, width: screen.width, height: height)
            bars.append(BarFrame(kind: .toolbar, edge: .bottom, frame: frame, translucent: nav.toolbar.translucent))
            bottomEdge = frame.minY
        }
        covered.bottom = max(covered.bottom, screen.height - bottomEdge)
        coveredInsets = covered
        usesThirdPartyNumbers = ios.hasNewDesign && thirdParty

        // D8/R8: the content view runs under a bar only if the bar is translucent (or opaque bars are
        // included) and the edge is in edgesForExtendedLayout. The view controller's settings read
        // in place, and the bars by index, with the arrays stored last: a copy of the view controller
        // and the loop over `bars` while `self` held it too were two retains and releases per layout.
        var rootTop = 0.0
        var rootBottom = screen.height
        for k in bars.indices {
            let bar = bars[k]
            let extends = spec.viewController.edgesForExtendedLayout.contains(bar.edge == .top ? .top : .bottom)
                && (bar.translucent || spec.viewController.extendedLayoutIncludesOpaqueBars)
            if bar.edge == .top {
                if !extends { rootTop = max(rootTop, bar.frame.maxY) }
            } else if !extends {
                rootBottom = min(rootBottom, bar.frame.minY)
            }
        }
        rootFrame = Rect(x: 0, y: rootTop, width: screen.width, height: rootBottom - rootTop)
        self.bars = bars
        self.containers = containers
    }
}
