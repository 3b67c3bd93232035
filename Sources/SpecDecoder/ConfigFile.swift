import ScreenModel

/// `.insetlint.yml` as written: names are checked, not yet resolved (device sets expand and rule
/// selections apply in the driver, which knows the catalog and the rules).
public struct ConfigFile: Sendable, Equatable {
    /// Device ids, aliases or set names (`all`, `notched`, ...), in the file's order.
    public var devices: [Located<String>]?
    public var orientations: [Orientation]?
    /// iOS profiles (FORMAT.md §7), sorted, each once.
    public var ios: [Located<IOSProfile>]?
    public var disabledRules: [Located<String>] = []
    public var onlyRules: [Located<String>]?
    public var severities: [SeverityOverride] = []
    /// Glob patterns relative to the configuration file's directory.
    public var included: [Located<String>] = []
    public var excluded: [Located<String>] = []
    public var strict: Bool?
    public var reporter: Located<String>?
    /// `interface_builder: { screens: { NAME: {...} } }`: what a storyboard or xib cannot say.
    public var interfaceBuilderScreens: [InterfaceBuilderScreenOverride] = []
    /// `interface_builder: { info_plist: PATH }`: the app's Info.plist, relative to the
    /// configuration's directory (else one is looked for beside each storyboard or xib).
    public var interfaceBuilderInfoPlist: Located<String>?

    public init() {}

    /// The keys a configuration file may hold, in the order `insetlint config` prints them.
    public static let keys = ["devices", "orientations", "ios", "disabled_rules", "only_rules", "severity",
                              "included", "excluded", "strict", "reporter", "interface_builder"]
}

/// Settings for the screens of storyboards and xibs that the file cannot hold (FORMAT.md §8), for
/// the screens a name, scene id or view controller id picks.
public struct InterfaceBuilderScreenOverride: Sendable, Equatable {
    public struct RoleOverride: Sendable, Equatable {
        public var view: Located<String>
        public var role: Role

        public init(view: Located<String>, role: Role) {
            self.view = view
            self.role = role
        }
    }

    /// How code shows a controller the file gives no container (or other containers than the
    /// app uses): the containers as a screen spec names them. Neither: shown on its own, full screen.
    public struct Presentation: Sendable, Equatable {
        public var tabBarController: TabBarController?
        public var navigationController: NavigationController?
        public var location: SourceLocation

        public init(tabBarController: TabBarController? = nil, navigationController: NavigationController? = nil, location: SourceLocation) {
            self.tabBarController = tabBarController
            self.navigationController = navigationController
            self.location = location
        }
    }

    /// The page a `WKWebView` of the screen shows (by view id), as a spec's `page:` says it.
    public struct PageOverride: Sendable, Equatable {
        public var view: Located<String>
        public var page: WebPage

        public init(view: Located<String>, page: WebPage) {
            self.view = view
            self.page = page
        }
    }

    public var screen: Located<String>
    public var presentation: Presentation?
    public var pages: [PageOverride] = []
    /// `statusBar: hidden` (prefersStatusBarHidden in code).
    public var statusBarHidden: Bool?
    public var orientations: [Orientation]?
    /// A view's role where its class says otherwise (a custom view that draws content).
    public var roles: [RoleOverride] = []
    /// Rules not checked on the screen, and why (required with them).
    public var disabledRules: [Located<String>] = []
    public var reason: String?

    public static let keys = ["presentation", "statusBar", "orientations", "roles", "pages", "disable", "reason"]

    public init(screen: Located<String>) { self.screen = screen }
}

public struct SeverityOverride: Sendable, Equatable {
    public var rule: Located<String>
    /// One of `ConfigDecodeOptions.severities`.
    public var severity: String

    public init(rule: Located<String>, severity: String) {
        self.rule = rule
        self.severity = severity
    }
}

/// The names a configuration may use; the driver fills it from the catalog, the rule registry and
/// the report formats.
public struct ConfigDecodeOptions: Sendable {
    public var knownDevices: Set<String>
    /// The iOS profiles each device name ran, names refused on purpose, and suggestions.
    public var deviceNames: DeviceNames
    public var deviceSets: [String]
    public var knownRules: [String]
    public var severities: [String]
    public var reporters: [String]

    public init(knownDevices: Set<String>, deviceSets: [String], knownRules: [String], severities: [String], reporters: [String],
                deviceNames: DeviceNames? = nil) {
        self.knownDevices = knownDevices
        self.deviceNames = deviceNames ?? DeviceNames(accepted: knownDevices)
        self.deviceSets = deviceSets
        self.knownRules = knownRules
        self.severities = severities
        self.reporters = reporters
    }
}
