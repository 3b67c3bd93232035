/// One decoded `*.screen.yaml` file (FORMAT.md §1). Plain values: no YAML, no I/O.
public struct ScreenSpec: Sendable {
    public var formatVersion: Int
    public var screen: String
    public var screenLocation: SourceLocation
    /// Device ids as written (nil: the configured default set).
    public var devices: [Located<String>]?
    public var orientations: [Orientation]?
    /// iOS profiles as written (nil: the configured default profiles).
    public var ios: [Located<IOSProfile>]?
    public var statusBarHidden: Bool
    public var tabBarController: TabBarController?
    public var navigationController: NavigationController?
    public var viewController: ViewController
    /// Every view of the file in document order; `views[0]` is the root view.
    public var views: [ViewSpec]
    /// Every view's constraints, each view's a run that its `Layout.constraints` names.
    public var constraints: [Constraint]
    /// The texts of constraints spelled `.verbatim`, by the constraint's location (a location's
    /// text is the same wherever an alias repeats it): the few the decoder cannot rebuild.
    public var constraintTexts: [SourceLocation: String]

    public init(formatVersion: Int, screen: String, screenLocation: SourceLocation,
                devices: [Located<String>]? = nil, orientations: [Orientation]? = nil,
                statusBarHidden: Bool = false, tabBarController: TabBarController? = nil,
                navigationController: NavigationController? = nil,
                viewController: ViewController, views: [ViewSpec], constraints: [Constraint] = [],
                constraintTexts: [SourceLocation: String] = [:]) {
        self.formatVersion = formatVersion
        self.screen = screen
        self.screenLocation = screenLocation
        self.devices = devices
        self.orientations = orientations
        self.statusBarHidden = statusBarHidden
        self.tabBarController = tabBarController
        self.navigationController = navigationController
        self.viewController = viewController
        self.views = views
        self.constraints = constraints
        self.constraintTexts = constraintTexts
    }

    /// The constraints of the view at `index` in source order, at their positions in `constraints`
    /// (empty when it has none, or names positions `constraints` does not have).
    public func constraints(of index: Int) -> ArraySlice<Constraint> {
        constraints[constraintPositions(of: index)]
    }

    /// Where `constraints(of: index)` lies in `constraints`: the same constraints as positions, to be
    /// read as `constraints[k]`. A slice holds the array (a retain and a release per slice made,
    /// and per loop over it), where the engine asks for every view's constraints several times.
    @inlinable public func constraintPositions(of index: Int) -> Range<Int> {
        views.indices.contains(index) ? views[index].layout.positions(upTo: constraints.count) : 0..<0
    }

    /// A constraint's expression as the spec wrote it, for messages.
    public func text(of constraint: Constraint) -> String {
        if constraint.spelling.contains(.verbatim), let text = constraintTexts[constraint.location] { return text }
        let name: String
        switch constraint.target {
        case .superview: name = "superview"
        case .safeArea: name = "safeArea"
        case .margins: name = "margins"
        case .readableContent: name = "readableContent"
        case .frameGuide: name = "frameGuide"
        case .view(let index): name = views.indices.contains(index) ? views[index].id : "?"
        case .viewGuide(let index, let guide): name = (views.indices.contains(index) ? views[index].id : "?") + "." + guide.name
        case .selfView: name = "self"
        case .constant: name = ""
        }
        return constraint.rebuiltText(targetName: name)
    }

    public static let rootIndex = 0

    /// The index of the view with `id`, if any (the root answers to `root` too).
    public func index(of id: String) -> Int? {
        if id == "root" { return Self.rootIndex }
        return views.firstIndex { $0.id == id }
    }
}

public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}

public enum Orientation: String, CaseIterable, Hashable, Sendable, Comparable {
    case portrait
    case landscapeLeft = "landscape-left"
    case landscapeRight = "landscape-right"

    public var isLandscape: Bool { self != .portrait }

    public static func < (a: Orientation, b: Orientation) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

public struct Bar: Hashable, Sendable {
    public var hidden: Bool
    public var translucent: Bool

    public init(hidden: Bool, translucent: Bool = true) {
        self.hidden = hidden
        self.translucent = translucent
    }
}

public struct TabBarController: Hashable, Sendable {
    public var tabBar: Bar
    /// `UITabBarController.bottomAccessory` (iOS 26): a view above the tab bar, such as a mini
    /// player, which the safe area makes room for. iOS 18 has no such accessory.
    public var bottomAccessory: Bool

    public init(tabBar: Bar = Bar(hidden: false), bottomAccessory: Bool = false) {
        self.tabBar = tabBar
        self.bottomAccessory = bottomAccessory
    }
}

public struct NavigationController: Hashable, Sendable {
    public var navigationBar: Bar
    public var prefersLargeTitles: Bool
    public var toolbar: Bar

    public init(navigationBar: Bar = Bar(hidden: false), prefersLargeTitles: Bool = false,
                toolbar: Bar = Bar(hidden: true)) {
        self.navigationBar = navigationBar
        self.prefersLargeTitles = prefersLargeTitles
        self.toolbar = toolbar
    }
}

/// The screen's UIViewController (FORMAT.md §1 `viewController:`).
public struct ViewController: Sendable {
    public var automaticallyAdjustsScrollViewInsets: Bool
    public var edgesForExtendedLayout: Set<Edge>
    public var extendedLayoutIncludesOpaqueBars: Bool
    public var additionalSafeAreaInsets: Insets
    public var prefersHomeIndicatorAutoHidden: Bool
    public var childForHomeIndicatorAutoHidden: Located<String>?
    public var preferredScreenEdgesDeferringSystemGestures: Set<Edge>
    /// `viewRespectsSystemMinimumLayoutMargins` (default true): the root view's margins are at least
    /// the system minimum.
    public var viewRespectsSystemMinimumLayoutMargins = true
    public var location: SourceLocation

    public init(automaticallyAdjustsScrollViewInsets: Bool = true,
                edgesForExtendedLayout: Set<Edge> = Set(Edge.allCases),
                extendedLayoutIncludesOpaqueBars: Bool = false,
                additionalSafeAreaInsets: Insets = .zero,
                prefersHomeIndicatorAutoHidden: Bool = false,
                childForHomeIndicatorAutoHidden: Located<String>? = nil,
                preferredScreenEdgesDeferringSystemGestures: Set<Edge> = [],
                location: SourceLocation) {
        self.automaticallyAdjustsScrollViewInsets = automaticallyAdjustsScrollViewInsets
        self.edgesForExtendedLayout = edgesForExtendedLayout
        self.extendedLayoutIncludesOpaqueBars = extendedLayoutIncludesOpaqueBars
        self.additionalSafeAreaInsets = additionalSafeAreaInsets
        self.prefersHomeIndicatorAutoHidden = prefersHomeIndicatorAutoHidden
        self.childForHomeIndicatorAutoHidden = childForHomeIndicatorAutoHidden
        self.preferredScreenEdgesDeferringSystemGestures = preferredScreenEdgesDeferringSystemGestures
        self.location = location
    }
}

/// `viewController:` on a view: that view is a child view controller's root view (UIKIT.md R2, R6).
public struct ChildViewController: Hashable, Sendable {
    public var additionalSafeAreaInsets: Insets
    public var prefersHomeIndicatorAutoHidden: Bool
    public var automaticallyAdjustsScrollViewInsets: Bool
    public var viewRespectsSystemMinimumLayoutMargins = true
    public var location: SourceLocation

    public init(additionalSafeAreaInsets: Insets = .zero, prefersHomeIndicatorAutoHidden: Bool = false,
                automaticallyAdjustsScrollViewInsets: Bool = true, location: SourceLocation) {
        self.additionalSafeAreaInsets = additionalSafeAreaInsets
        self.prefersHomeIndicatorAutoHidden = prefersHomeIndicatorAutoHidden
        self.automaticallyAdjustsScrollViewInsets = automaticallyAdjustsScrollViewInsets
        self.location = location
    }
}

extension ScreenSpec {
    /// A full-bleed image: a `UIImageView` whose constraints pin all four edges to a view
    /// controller's root view (the screen's or a child's) with no constant, so it fills that view
    /// edge to edge on every layout. Such an image is a backdrop (a wallpaper, a blurred cover, a
    /// photo under a player's controls): where the spec does not give its role, it is background,
    /// which may run under the bars, the notch and the home indicator (docs/format.md, "Roles").
    public func isFullBleedImage(_ index: Int) -> Bool {
        guard views.indices.contains(index), views[index].className == "UIImageView", let parent = views[index].parent,
              parent == Self.rootIndex || views[parent].viewController != nil else { return false }
        let pins = constraints(of: index).filter { c in
            c.isRequired && c.relation == .equal && c.target == .superview && c.multiplier == 1 && c.constant == 0
                && c.attribute.anchor == c.targetAttribute.anchor && c.attribute.axis == c.targetAttribute.axis
        }
        return [(Attribute.Axis.vertical, Attribute.Anchor.minimum), (.vertical, .maximum), (.horizontal, .minimum), (.horizontal, .maximum)]
            .allSatisfy { axis, anchor in pins.contains { $0.attribute.axis == axis && $0.attribute.anchor == anchor } }
    }
}
