import ScreenModel

/// A bar drawn over the screen's content, in screen coordinates.
public struct BarFrame: Hashable, Sendable {
    public enum Kind: String, Sendable {
        case navigationBar = "navigation bar"
        case toolbar
        case tabBar = "tab bar"
    }

    public let kind: Kind
    public let frame: Rect
    public let translucent: Bool
}

/// A container view controller's root view and its safe area.
public struct ContainerInsets: Hashable, Sendable {
    public let name: String
    public let safeAreaInsets: Insets
}

/// Status bar, device bands and bars for one device × orientation: UIKIT.md §11 D3–D8.
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

    init(device: borrowing Device, orientation: Orientation, spec: borrowing ScreenSpec) {
        let screen = device.screenSize(orientation)
        let landscapePhone = device.isPhone && orientation.isLandscape
        // D4: landscape phones are compact height; some are regular width.
        let compactHeight = landscapePhone
        let compactWidthLandscape = landscapePhone && !device.regularWidthInLandscape

        let nav = spec.navigationController
        let navBarShown = nav.map { !$0.navigationBar.hidden } ?? false
        // D3 + R7: hidden in landscape on phones; a visible navigation bar forces it on housing phones.
        var statusBarVisible = !landscapePhone && !spec.statusBarHidden
        if !landscapePhone, spec.statusBarHidden, navBarShown, device.hasHousing { statusBarVisible = true }
        self.statusBarVisible = statusBarVisible

        // §1 / D2 / D3: the device's own insets; a hidden status bar removes only the 20 pt of a
        // rectangular device (R7: a housing keeps its inset).
        var insets = device.safeAreaInsets(orientation)
        if !statusBarVisible, device.kind == .rectangularPhone || device.kind == .rectangularPad { insets.top = 0 }
        // Not covered by a source for a Face ID iPad with a hidden status bar: it keeps its 24 pt like a housing (INF).
        let statusBarBottom = statusBarVisible ? device.statusBarHeight : 0
        deviceInsets = insets
        let bottom = insets.bottom

        var bars: [BarFrame] = []
        var covered = insets
        var containers: [ContainerInsets] = []
        if let nav, navBarShown {
            // D5: 44; 32 in landscape on compact-width phones; 50 on iPad; +52 for large titles in regular height.
            var height = device.isPhone ? (compactWidthLandscape ? 32.0 : 44.0) : 50.0
            if nav.prefersLargeTitles, !compactHeight { height += 52 }
            let frame = Rect(x: 0, y: statusBarBottom, width: screen.width, height: height)
            bars.append(BarFrame(kind: .navigationBar, frame: frame, translucent: nav.navigationBar.translucent))
            covered.top = max(covered.top, frame.maxY)
        }
        // D6/D7: visible height; the lowest bar also runs under the home indicator.
        func barHeight() -> Double {
            switch device.kind {
            case .rectangularPad: return 50
            case .faceIDPad: return 45   // 65 total with the 20-pt indicator (D6, D7)
            default: return compactWidthLandscape ? 32 : 49
            }
        }
        var bottomEdge = screen.height
        if let tab = spec.tabBarController, !tab.tabBar.hidden {
            let height = barHeight() + bottom
            let frame = Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
            bars.append(BarFrame(kind: .tabBar, frame: frame, translucent: tab.tabBar.translucent))
            bottomEdge = frame.minY
        }
        // WWDC18 t=1670–1708: the tab bar controller's view sees only the window's insets; the
        // navigation controller inside it also sees the tab bar (§7 #10).
        if spec.tabBarController != nil { containers.append(ContainerInsets(name: "UITabBarController", safeAreaInsets: insets)) }
        if nav != nil {
            var navInsets = insets
            navInsets.bottom = max(bottom, screen.height - bottomEdge)
            containers.append(ContainerInsets(name: "UINavigationController", safeAreaInsets: navInsets))
        }
        if let nav, !nav.toolbar.hidden {
            // D7: 44 (32 compact landscape) on phones; above a tab bar it does not cover the indicator again.
            var height = device.isPhone ? (compactWidthLandscape ? 32.0 : 44.0) : barHeight()
            if bottomEdge == screen.height { height += bottom }
            let frame = Rect(x: 0, y: bottomEdge - height, width: screen.width, height: height)
            bars.append(BarFrame(kind: .toolbar, frame: frame, translucent: nav.toolbar.translucent))
            bottomEdge = frame.minY
        }
        covered.bottom = max(covered.bottom, screen.height - bottomEdge)
        self.bars = bars
        self.containers = containers
        coveredInsets = covered

        // D8/R8: the content view runs under a bar only if the bar is translucent (or opaque bars are
        // included) and the edge is in edgesForExtendedLayout.
        let vc = spec.viewController
        func extends(_ bar: BarFrame, _ edge: Edge) -> Bool {
            vc.edgesForExtendedLayout.contains(edge) && (bar.translucent || vc.extendedLayoutIncludesOpaqueBars)
        }
        var rootTop = 0.0
        var rootBottom = screen.height
        for bar in bars {
            if bar.kind == .navigationBar {
                if !extends(bar, .top) { rootTop = bar.frame.maxY }
            } else if !extends(bar, .bottom) {
                rootBottom = min(rootBottom, bar.frame.minY)
            }
        }
        rootFrame = Rect(x: 0, y: rootTop, width: screen.width, height: rootBottom - rootTop)
    }
}
