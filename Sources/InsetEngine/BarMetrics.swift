import ScreenModel

/// The bar numbers of one iOS profile, each with its source keys (`DeviceCatalog.sources`) and
/// confidence, as the device catalog keeps the insets (UIKIT.md §2, D5–D7; CURRENT-IOS.md §2,
/// D16, D18). `SystemBars` reads them; `insetlint devices` and the README print them.
public struct BarMetrics: Sendable {
    /// One number and where it comes from.
    public struct Number: Sendable {
        public let value: Double
        public let source: String
        /// MEAS, 3P or INF (see `DeviceProfile.confidence`).
        public let confidence: String
        public var isThirdParty: Bool { confidence == "3P" }
    }

    public let ios: IOSProfile
    /// Phone navigation bar in portrait and in landscape on regular-width phones.
    public let navigationBar: Number
    /// Phone navigation bar in landscape on compact-width phones.
    public let compactLandscapeNavigationBar: Number
    /// Phone navigation bar in landscape on regular-width phones.
    public let regularLandscapeNavigationBar: Number
    /// Where the phone navigation bar starts in landscape (nil: at the status bar's bottom, 0 there).
    public let landscapeNavigationBarY: Number?
    /// Added by a large title, in regular height.
    public let largeTitle: Number
    /// Phone tab bar above the home indicator (portrait; landscape on regular-width phones).
    public let tabBar: Number
    /// Phone tab bar in landscape on compact-width phones.
    public let compactLandscapeTabBar: Number
    /// `UITabBarController.bottomAccessory` above the tab bar (nil: no such accessory).
    public let bottomAccessory: Number?
    /// Phone toolbar above the home indicator.
    public let toolbar: Number
    /// Phone toolbar in landscape on compact-width phones.
    public let compactLandscapeToolbar: Number
    /// iPad navigation bar.
    public let padNavigationBar: Number
    /// iPad tab bar and toolbar above the home indicator on Face ID iPads (65 with the 20-pt indicator).
    public let faceIDPadBar: Number
    /// iPad tab bar and toolbar on home-button iPads.
    public let homeButtonPadBar: Number
    /// iPad tab bar at the top in regular width (iPadOS 18 and later; D18).
    public let padTopTabBar: Number

    public static func of(_ ios: IOSProfile) -> BarMetrics {
        switch ios {
        case .ios18: legacy
        case .ios26: glass26
        case .ios27: glass27
        }
    }

    /// The numbers alone, for `SystemBars`, which is built for every context of every spec: a copy of
    /// the metrics retained and released their thirty strings each time.
    struct Values: Sendable {
        struct Value: Sendable {
            let value: Double
            let isThirdParty: Bool
            init(_ number: Number) { value = number.value; isThirdParty = number.isThirdParty }
        }

        let navigationBar, compactLandscapeNavigationBar, regularLandscapeNavigationBar: Value
        let landscapeNavigationBarY: Value?
        let largeTitle, tabBar, compactLandscapeTabBar: Value
        let bottomAccessory: Value?
        let toolbar, compactLandscapeToolbar, padNavigationBar, faceIDPadBar, homeButtonPadBar, padTopTabBar: Value

        init(_ m: BarMetrics) {
            navigationBar = Value(m.navigationBar)
            compactLandscapeNavigationBar = Value(m.compactLandscapeNavigationBar)
            regularLandscapeNavigationBar = Value(m.regularLandscapeNavigationBar)
            landscapeNavigationBarY = m.landscapeNavigationBarY.map(Value.init)
            largeTitle = Value(m.largeTitle)
            tabBar = Value(m.tabBar)
            compactLandscapeTabBar = Value(m.compactLandscapeTabBar)
            bottomAccessory = m.bottomAccessory.map(Value.init)
            toolbar = Value(m.toolbar)
            compactLandscapeToolbar = Value(m.compactLandscapeToolbar)
            padNavigationBar = Value(m.padNavigationBar)
            faceIDPadBar = Value(m.faceIDPadBar)
            homeButtonPadBar = Value(m.homeButtonPadBar)
            padTopTabBar = Value(m.padTopTabBar)
        }

        static let legacy = Values(BarMetrics.legacy), glass26 = Values(BarMetrics.glass26), glass27 = Values(BarMetrics.glass27)
    }

    /// `of(ios)`'s numbers without their sources.
    static func values(_ ios: IOSProfile) -> Values {
        switch ios {
        case .ios18: Values.legacy
        case .ios26: Values.glass26
        case .ios27: Values.glass27
        }
    }

    static func n(_ value: Double, _ source: String, _ confidence: String) -> Number {
        Number(value: value, source: source, confidence: confidence)
    }

    /// iOS 15–18 (UIKIT.md §2, D5–D7), plus the iPad tab bar at the top (D18).
    static let legacy = BarMetrics(
        ios: .ios18,
        navigationBar: n(44, "UYL-X, QMUI", "MEAS"),
        compactLandscapeNavigationBar: n(32, "UYL-X, QMUI, FLUENT", "MEAS"),
        regularLandscapeNavigationBar: n(44, "QMUI, FLUENT", "MEAS"),
        landscapeNavigationBarY: nil,
        largeTitle: n(52, "HACK12, QIITA, FLUT", "MEAS"),
        tabBar: n(49, "QMUI, openradar 36192254", "MEAS"),
        compactLandscapeTabBar: n(32, "ESTB, QMUI", "3P"),
        bottomAccessory: nil,
        toolbar: n(44, "QMUI", "MEAS"),
        compactLandscapeToolbar: n(32, "QMUI", "MEAS"),
        padNavigationBar: n(50, "HACK12, QMUI", "MEAS"),
        faceIDPadBar: n(45, "QMUI, FLUT (65 with the indicator)", "MEAS"),
        homeButtonPadBar: n(50, "QMUI, HACK12", "MEAS"),
        padTopTabBar: n(50, "TABTOP (placement); height not published", "INF"))

    /// iOS 26's design (D16): bars start at the safe-area top; 54-pt navigation bars, 48-pt toolbars.
    static let glass26 = BarMetrics(
        ios: .ios26,
        navigationBar: n(54, "SPINE377 (iOS 26.4 simulator, iPhone 17), GK47", "MEAS"),
        compactLandscapeNavigationBar: n(32, "SIGNAL, GK47", "3P"),
        regularLandscapeNavigationBar: n(54, "SIGNAL, GK47", "3P"),
        landscapeNavigationBarY: n(24, "SIGNAL", "3P"),
        largeTitle: n(52, "SPINE377 (bar 106 at rest)", "MEAS"),
        tabBar: n(49, "CODE640 (83 with the indicator on a portrait Face ID iPhone)", "MEAS"),
        compactLandscapeTabBar: n(32, "iOS 18's number; none reported for iOS 26", "INF"),
        bottomAccessory: n(56, "BOARD3973 (139 = 34 + 49 + 56 on an iPhone 17 Pro)", "MEAS"),
        toolbar: n(48, "SKP459 (iOS 26.0)", "3P"),
        compactLandscapeToolbar: n(48, "SKP459 (no landscape figure reported)", "3P"),
        padNavigationBar: n(50, "iOS 18's number; none reported for iPadOS 26", "INF"),
        faceIDPadBar: n(45, "iOS 18's number; none reported for iPadOS 26", "INF"),
        homeButtonPadBar: n(50, "iOS 18's number; none reported for iPadOS 26", "INF"),
        padTopTabBar: n(50, "TABTOP (placement); height not published", "INF"))

    /// iOS 27 at rest (bars expanded, initial content offset; WWDC26-278): iOS 26's bars.
    static let glass27 = BarMetrics(
        ios: .ios27,
        navigationBar: n(54, "iOS 26's (SPINE377); none reported for iOS 27", "3P"),
        compactLandscapeNavigationBar: n(32, "iOS 26's (SIGNAL, GK47)", "3P"),
        regularLandscapeNavigationBar: n(54, "iOS 26's (SIGNAL, GK47)", "3P"),
        landscapeNavigationBarY: n(24, "iOS 26's (SIGNAL)", "3P"),
        largeTitle: n(52, "iOS 26's (SPINE377)", "3P"),
        tabBar: n(49, "iOS 26's (CODE640)", "3P"),
        compactLandscapeTabBar: n(32, "iOS 18's number; none reported for iOS 27", "INF"),
        bottomAccessory: n(56, "iOS 26's (BOARD3973)", "3P"),
        toolbar: n(48, "iOS 26's (SKP459)", "3P"),
        compactLandscapeToolbar: n(48, "iOS 26's (SKP459)", "3P"),
        padNavigationBar: n(50, "iOS 18's number; none reported for iPadOS 27", "INF"),
        faceIDPadBar: n(45, "iOS 18's number; none reported for iPadOS 27", "INF"),
        homeButtonPadBar: n(50, "iOS 18's number; none reported for iPadOS 27", "INF"),
        padTopTabBar: n(50, "TABTOP (placement); height not published", "INF"))
}
