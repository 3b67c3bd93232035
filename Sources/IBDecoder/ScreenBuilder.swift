import ScreenModel
import XMLReader

/// Builds one screen: the controller's view hierarchy (with embedded child controllers), its
/// settings, its containers, and its constraints normalised and mapped onto the spec model.
struct ScreenBuilder {
    let document: IBDocument
    var tree: XMLTree { document.tree }
    let controller: Int
    let rootView: Int
    let chain: ContainerChain
    let chainCount: Int
    /// The size-class bucket being built, when the layout varies by size class (nil: it does not).
    var sizeClass: IBSizeClass?
    /// In that bucket: constraints a size-class mask installs (true) or removes (false), by id.
    var installed: [String: Bool] = [:]
    /// In that bucket: the subtrees of subviews a size-class mask removes (element ranges).
    var uninstalled: [Range<Int>] = []

    var views: [ViewSpec] = []
    /// The XML element of each view.
    var elements: [Int] = []
    /// XML element → view index, for the views and for their layout guides (with the guide).
    var anchors: [Int: (view: Int, guide: IBAnchor.Guide)] = [:]
    /// Legacy `viewControllerLayoutGuide`s (top, bottom) of the controllers on this screen, by element.
    var legacyGuides: [Int: (root: Int, top: Bool)] = [:]
    /// Arranged subviews of stack views: the stack places them.
    var arranged: Set<Int> = []
    var constraints: [IBConstraint] = []
    /// Placeholder constraints (removed at build time), normalised like the others.
    var placeholders: [IBConstraint] = []
    /// Per view, its constraints in the spec model, in source order.
    var mapped: [[Constraint]] = []
    var notes: [IBNote] = []

    init(document: IBDocument, controller: Int, rootView: Int, chain: ContainerChain, chainCount: Int) {
        self.document = document
        self.controller = controller
        self.rootView = rootView
        self.chain = chain
        self.chainCount = chainCount
    }

    func location(_ element: Int) -> SourceLocation { IBDecoder.location(tree[element].mark) }

    func bool(_ name: String, of element: Int) -> Bool? {
        tree.attribute(name, of: element).map { $0 == "YES" }
    }

    /// A finite number (Double's parser also takes "nan" and "inf", which no layout means).
    func number(_ name: String, of element: Int) -> Double? {
        tree.attribute(name, of: element).flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
    }

    // MARK: Screen

    mutating func build() -> IBScreen {
        if let sizeClass {
            installed = installedConstraints(in: sizeClass)
            uninstalled = uninstalledSubviews(in: sizeClass)
        }
        addHierarchy(root: rootView, controller: controller, parent: nil)
        for index in views.indices { constraintsOf(view: index) }
        // Views a constraint of the file positions or sizes (on either side of it).
        var constrained = Set<Int>()
        for c in constraints {
            if c.first.guide == .none { constrained.insert(c.first.view) }
            if let second = c.second, second.guide == .none { constrained.insert(second.view) }
        }
        for index in views.indices where !arranged.contains(index) && index != ScreenSpec.rootIndex {
            autoresizingConstraints(view: index, constrained: constrained)
        }
        var all: [Constraint] = []
        for index in views.indices where !mapped[index].isEmpty {
            let start = Int32(all.count)
            all += mapped[index]
            views[index].layout = .constraints(start..<Int32(all.count), views[index].location)
        }
        for index in views.indices where views[index].subviews.count > 1 {
            views[index].layoutOrder = layoutOrder(views[index].subviews, all)
        }
        let layouts = views.indices.map(layoutSettings)
        for index in views.indices { applyAutoLayout(layouts[index], to: index) }
        let spec = ScreenSpec(formatVersion: 1, screen: screenName(), screenLocation: location(controller),
                              tabBarController: tabBarController(), navigationController: navigationController(),
                              viewController: viewControllerSettings(controller), views: views, constraints: all)
        var screen = IBScreen(spec: spec, sceneID: sceneID(), controllerID: tree.attribute("id", of: controller) ?? "",
                              constraints: constraints, notes: notes, layouts: layouts, sizeClasses: IBSizeClass.all,
                              viewRespectsSystemMinimumLayoutMargins: bool("viewRespectsSystemMinimumLayoutMargins", of: controller) ?? true)
        screen.placeholders = placeholders
        if chain.navigation == nil, let split = chain.splitColumn {
            screen.splitColumn = (tree.attribute("id", of: split) ?? "", location(split))
        }
        return screen
    }

    func sceneID() -> String? {
        guard document.isStoryboard else { return nil }
        var e = tree[controller].parent
        while let element = e {
            if tree[element].name == "scene" { return tree.attribute("sceneID", of: element) }
            e = tree[element].parent
        }
        return nil
    }

    /// FORMAT.md §8: the custom class, else the storyboard identifier, else the class; with the
    /// containers when one scene is reached through several chains.
    func screenName() -> String {
        let base = tree.attribute("customClass", of: controller)
            ?? tree.attribute("storyboardIdentifier", of: controller)
            ?? Self.controllerClasses[tree[controller].name] ?? "UIViewController"
        guard chainCount > 1 else { return base }
        var parts: [String] = []
        if let tab = chain.tabBar { parts.append("tab bar controller \(tree.attribute("id", of: tab) ?? "?")") }
        if let nav = chain.navigation { parts.append("navigation controller \(tree.attribute("id", of: nav) ?? "?")") }
        if let split = chain.splitColumn { parts.append("a column of split view controller \(tree.attribute("id", of: split) ?? "?")") }
        return parts.isEmpty ? "\(base) (presented alone)" : "\(base) (in \(parts.joined(separator: ", ")))"
    }

    static let controllerClasses: [String: String] = [
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController", "placeholder": "UIViewController",
    ]

    func viewControllerSettings(_ element: Int) -> ViewController {
        var vc = ViewController(location: location(element))
        if let value = bool("automaticallyAdjustsScrollViewInsets", of: element) { vc.automaticallyAdjustsScrollViewInsets = value }
        if let value = bool("extendedLayoutIncludesOpaqueBars", of: element) { vc.extendedLayoutIncludesOpaqueBars = value }
        // Present only when not all edges: then it lists the edges that are.
        if let edges = tree.child(of: element, named: "extendedEdge", key: "edgesForExtendedLayout") {
            vc.edgesForExtendedLayout = Set(Edge.allCases.filter { bool($0.rawValue, of: edges) == true })
        }
        if let value = bool("viewRespectsSystemMinimumLayoutMargins", of: element) { vc.viewRespectsSystemMinimumLayoutMargins = value }
        return vc
    }

    func tabBarController() -> TabBarController? {
        guard let tab = chain.tabBar else { return nil }
        var bar = Bar(hidden: chain.bottomBarHidden)
        if let element = tree.child(of: tab, named: "tabBar", key: "tabBar"), let translucent = bool("translucent", of: element) {
            bar.translucent = translucent
        }
        return TabBarController(tabBar: bar)
    }

    func navigationController() -> NavigationController? {
        guard chain.hasNavigation else { return nil }
        // The navigation controller a column-style split view controller makes for a column is not
        // in the file: UIKit's defaults (a visible, translucent, standard-height bar, no toolbar).
        var controller = NavigationController()
        if let nav = chain.navigation {
            controller = NavigationController(navigationBar: Bar(hidden: bool("navigationBarHidden", of: nav) ?? false),
                                              toolbar: Bar(hidden: !(bool("toolbarHidden", of: nav) == false)))
            if let bar = tree.child(of: nav, named: "navigationBar", key: "navigationBar") {
                if let translucent = bool("translucent", of: bar) { controller.navigationBar.translucent = translucent }
                controller.prefersLargeTitles = bool("largeTitles", of: bar) ?? false
            }
            if let bar = tree.child(of: nav, named: "toolbar", key: "toolbar"), let translucent = bool("translucent", of: bar) {
                controller.toolbar.translucent = translucent
            }
        }
        // The screen's own navigation item may turn large titles off (or on) for it.
        if let item = tree.child(of: self.controller, named: "navigationItem", key: "navigationItem") {
            switch tree.attribute("largeTitleDisplayMode", of: item) {
            case "never": controller.prefersLargeTitles = false
            case "always": controller.prefersLargeTitles = true
            default: break
            }
        }
        return controller
    }

    // MARK: Views

    /// UIKit class and default role by element name. Classes the spec format knows take its roles;
    /// bars used as subviews are backgrounds here (they lay their items out inside their own safe
    /// area, so only their fill can reach under the notch), indicators are content.
    static let viewClasses: [String: (className: String, role: Role?)] = [
        "view": ("UIView", nil), "label": ("UILabel", nil), "button": ("UIButton", nil),
        "imageView": ("UIImageView", nil), "textField": ("UITextField", nil), "textView": ("UITextView", nil),
        "switch": ("UISwitch", nil), "slider": ("UISlider", nil), "segmentedControl": ("UISegmentedControl", nil),
        "stackView": ("UIStackView", nil), "scrollView": ("UIScrollView", nil), "tableView": ("UITableView", nil),
        "collectionView": ("UICollectionView", nil), "wkWebView": ("WKWebView", nil),
        "visualEffectView": ("UIVisualEffectView", nil), "containerView": ("UIView", .container),
        "activityIndicatorView": ("UIActivityIndicatorView", .content), "progressView": ("UIProgressView", .content),
        "pageControl": ("UIPageControl", .control), "stepper": ("UIStepper", .control),
        "datePicker": ("UIDatePicker", .control), "pickerView": ("UIPickerView", .control),
        "searchBar": ("UISearchBar", .control), "navigationBar": ("UINavigationBar", .background),
        "toolbar": ("UIToolbar", .background), "tabBar": ("UITabBar", .background),
        "mapView": ("MKMapView", .background), "webView": ("UIWebView", .content),
        "imageButton": ("UIButton", .control), "textInputView": ("UIView", .control),
        "arscnView": ("ARSCNView", .background), "arskView": ("ARSKView", .background),
        "sceneKitView": ("SCNView", .background), "skView": ("SKView", .background),
        "mtkView": ("MTKView", .background), "glkView": ("GLKView", .background),
    ]

    /// Adds the hierarchy under `root` (depth first, in document order, no recursion); embedded
    /// child controllers' views become subviews of their container views.
    mutating func addHierarchy(root: Int, controller: Int, parent: Int?) {
        var embeddedControllers: Set<Int> = [controller]
        var work: [(element: Int, parent: Int?, controller: Int?, arranged: Bool, cellOf: Int?)] = [(root, parent, controller, false, nil)]
        while let item = work.popLast() {
            let index = addView(item.element, parent: item.parent, controller: item.controller, cellOf: item.cellOf)
            if item.arranged { arranged.insert(index) }
            if let parent = item.parent { views[parent].subviews.append(index) }
            var children: [(Int, Bool)] = []
            let isStack = tree[item.element].name == "stackView"
            for child in tree.children(of: item.element) {
                switch tree[child].name {
                case "subviews":
                    for sub in tree.children(of: child) where isView(sub) && !isUninstalled(sub) { children.append((sub, isStack)) }
                case "view" where tree.attribute("key", of: child) == "contentView":
                    children.append((child, false))   // a visual effect view's content view
                case "viewLayoutGuide":
                    switch tree.attribute("key", of: child) {
                    case "safeArea": anchors[child] = (index, .safeArea)
                    case "contentLayoutGuide": anchors[child] = (index, .contentLayout)
                    case "frameLayoutGuide": anchors[child] = (index, .frameLayout)
                    default: break
                    }
                default: break
                }
            }
            // A container view shows the controller its embed segue names, filling it.
            if tree[item.element].name == "containerView", let connections = tree.child(of: item.element, named: "connections") {
                for segue in tree.children(of: connections) where tree[segue].name == "segue" && tree.attribute("kind", of: segue) == "embed" {
                    guard let id = tree.attribute("destination", of: segue), let child = document.ids[id],
                          !embeddedControllers.contains(child), let childView = document.rootView(of: child) else { continue }
                    embeddedControllers.insert(child)
                    work.append((childView, index, child, false, item.cellOf))
                }
            }
            // A table's first cell (prototype or static) is its `cell:` template, after its subviews.
            if views[index].table != nil, let content = firstCellContentView(of: item.element) {
                work.append((content, index, nil, false, index))
            }
            for child in children.reversed() { work.append((child.0, index, nil, child.1, item.cellOf)) }
        }
    }

    /// The content view of a table's first cell: prototypes first, else the first static section's.
    func firstCellContentView(of table: Int) -> Int? {
        firstCell(of: table).flatMap { tree.child(of: $0, named: "tableViewCellContentView", key: "contentView") }
    }

    /// A table's first cell (a `<tableViewCell>` with a content view): prototypes first, else the
    /// first static section's.
    func firstCell(of table: Int) -> Int? {
        for child in tree.children(of: table) {
            var cells: [Int] = []
            switch tree[child].name {
            case "prototypes": cells = tree.children(of: child).filter { tree[$0].name == "tableViewCell" }
            case "sections":
                for section in tree.children(of: child) where tree[section].name == "tableViewSection" {
                    if let list = tree.child(of: section, named: "cells") { cells += tree.children(of: list).filter { tree[$0].name == "tableViewCell" } }
                }
            default: continue
            }
            if let cell = cells.first, tree.child(of: cell, named: "tableViewCellContentView", key: "contentView") != nil {
                return cell
            }
        }
        return nil
    }

    /// Whether a size-class mask removes `element` (or a view around it) in the bucket being built.
    func isUninstalled(_ element: Int) -> Bool {
        uninstalled.contains { $0.contains(element) }
    }

    func isView(_ element: Int) -> Bool {
        tree.attribute("id", of: element) != nil && tree.child(of: element, named: "rect", key: "frame") != nil
    }

    /// One view; `controller` is set on a controller's root view.
    mutating func addView(_ element: Int, parent: Int?, controller: Int?, cellOf: Int?) -> Int {
        let index = views.count
        let name = tree[element].name
        let known = name == "tableViewCellContentView" ? ("UITableViewCellContentView", Role.container) : Self.viewClasses[name]
        if known == nil {
            notes.append(IBNote("unknown view element <\(name)>: read as a plain UIView", at: location(element)))
        }
        // A UIKit class set as the custom class (a <view> whose class is UIScrollView) is that class.
        var className = known?.className ?? "UIView"
        if let custom = tree.attribute("customClass", of: element), tree.attribute("customModule", of: element) == nil,
           custom != className, KnownClass.names.contains(custom) {
            className = custom
        }
        let hasSubviews = tree.child(of: element, named: "subviews").map { tree.children(of: $0).contains { isView($0) } } ?? false
            || tree.child(of: element, named: "view", key: "contentView") != nil
        let role = (className == known?.className ? known?.role : nil) ?? KnownClass.defaultRole(className: className, hasSubviews: hasSubviews) ?? .background
        let id = tree.attribute("id", of: element) ?? "view-\(index)"
        var view = ViewSpec(id: id, location: location(element), className: className, role: role,
                            hidden: bool("hidden", of: element) ?? false, parent: parent, cellOf: cellOf)
        if name == "tableViewCellContentView", let table = parent { views[table].table?.cellContentView = index }
        // A text view with scrolling off (IB's "Scrolling Enabled" unchecked, scrollEnabled="NO")
        // sizes to its text and is a plain content view; any other is a scroll view.
        if KnownClass.scrollViewClasses.contains(className), className != "UITextView" || bool("scrollEnabled", of: element) != false {
            view.scroll = scrollSettings(element)
        }
        if className == "UITableView" { view.table = tableSettings(element) }
        if className == "UICollectionView" { view.flowLayout = flowLayout(element) }
        if className == "UICollectionView", let note = sectionHeaderNote(element) { notes.append(note) }
        if className == "WKWebView" { view.page = WebPage() }
        if let controller, parent != nil {
            var child = ChildViewController(location: location(controller))
            if let value = bool("automaticallyAdjustsScrollViewInsets", of: controller) { child.automaticallyAdjustsScrollViewInsets = value }
            if let value = bool("viewRespectsSystemMinimumLayoutMargins", of: controller) { child.viewRespectsSystemMinimumLayoutMargins = value }
            view.viewController = child
        }
        views.append(view)
        elements.append(element)
        mapped.append([])
        anchors[element] = (index, .none)
        if let controller {
            for guides in tree.children(of: controller) where tree[guides].name == "layoutGuides" {
                for guide in tree.children(of: guides) where tree[guide].name == "viewControllerLayoutGuide" {
                    legacyGuides[guide] = (index, tree.attribute("type", of: guide) == "top")
                }
            }
            if parent != nil {
                // UIKit sizes an embedded controller's view to its container view.
                for attribute in [Attribute.top, .leading, .bottom, .trailing] {
                    mapped[index].append(Constraint(attribute: attribute, target: .superview, targetAttribute: attribute, location: location(element)))
                }
            }
        }
        return index
    }

    func scrollSettings(_ element: Int) -> ScrollSettings {
        var scroll = ScrollSettings()
        // Located at the attribute: a finding about the setting points at it.
        if let setting = tree.located("contentInsetAdjustmentBehavior", of: element),
           let behavior = ContentInsetAdjustmentBehavior(rawValue: setting.value) {
            scroll.contentInsetAdjustmentBehavior = Located(behavior, at: IBDecoder.location(setting.mark))
        }
        scroll.alwaysBounceVertical = bool("alwaysBounceVertical", of: element) ?? false
        scroll.alwaysBounceHorizontal = bool("alwaysBounceHorizontal", of: element) ?? false
        if let inset = tree.child(of: element, named: "inset", key: "contentInset") {
            for (edge, name) in [(Edge.top, "minY"), (.left, "minX"), (.bottom, "maxY"), (.right, "maxX")] {
                if let value = number(name, of: inset), value != 0 { scroll.contentInset[edge] = .points(value) }
            }
        }
        return scroll
    }

    func tableSettings(_ element: Int) -> TableSettings {
        var table = TableSettings()
        if let value = bool("insetsContentViewsToSafeArea", of: element) { table.insetsContentViewsToSafeArea = value }
        // IB writes -1 for an automatic row height (UITableView.automaticDimension: self-sizing rows,
        // "the table view ... choose[s] an appropriate height based on your cell's content", Apple's
        // UITableView.rowHeight). The engine gives a table one row height, so an automatic (or
        // unwritten) one is the first cell's design height when the cell has one (`rowHeight` on
        // the <tableViewCell>, Xcode's "Row Height: Custom": the height Interface Builder lays the
        // cell out at and, the same page says, the one the table takes from IB unless code sets
        // automaticDimension); else the spec's default, 44 pt, UIKit's standard row.
        let rowHeight = number("rowHeight", of: element)
        if let height = rowHeight, height > 0 { table.rowHeight = height }
        else if let cell = firstCell(of: element), let height = number("rowHeight", of: cell), height > 0 { table.rowHeight = height }
        // Only IB's explicit Automatic: an older file leaves out a table's 44 pt default.
        table.selfSizingRows = rowHeight == -1
        return table
    }

    func flowLayout(_ element: Int) -> FlowLayout? {
        guard let layout = tree.child(of: element, named: "collectionViewFlowLayout", key: "collectionViewLayout") else { return nil }
        var flow = FlowLayout(location: location(layout))
        switch tree.attribute("sectionInsetReference", of: layout) {
        case "safeArea": flow.sectionInsetReference = .fromSafeArea
        case "layoutMargins": flow.sectionInsetReference = .fromLayoutMargins
        default: break
        }
        if let inset = tree.child(of: layout, named: "inset", key: "sectionInset") {
            flow.sectionInset = Insets(top: number("minY", of: inset) ?? 0, left: number("minX", of: inset) ?? 0,
                                       bottom: number("maxY", of: inset) ?? 0, right: number("maxX", of: inset) ?? 0)
        }
        if let size = tree.child(of: layout, named: "size", key: "itemSize"),
           let width = number("width", of: size), let height = number("height", of: size) {
            flow.itemSize = Size(width: width, height: height)
        }
        return flow
    }

    /// A flow layout's `headerReferenceSize`: each section's header, which the screen model has no
    /// place for (FlowLayout is the section inset, its reference and the item size). UIKit uses only
    /// the dimension along the scroll direction (the height when scrolling vertically) and puts the
    /// header above the section's first row; the import lays the rows out as if there were none, so
    /// it says so rather than drop the size silently.
    func sectionHeaderNote(_ element: Int) -> IBNote? {
        guard let layout = tree.child(of: element, named: "collectionViewFlowLayout", key: "collectionViewLayout"),
              let size = tree.child(of: layout, named: "size", key: "headerReferenceSize") else { return nil }
        let horizontal = tree.attribute("scrollDirection", of: layout) == "horizontal"
        guard let extent = number(horizontal ? "width" : "height", of: size), extent > 0 else { return nil }
        let points = Constraint.number(extent)
        let placed = horizontal ? "its first column of items is laid out at the section's leading edge as if it had no header (UIKit places it \(points) pt further along)"
            : "its first row of items is laid out at the section's top as if it had no header (UIKit places it \(points) pt lower)"
        return IBNote("headerReferenceSize: each section has a \(points) pt header, which is not modelled: \(placed)", at: location(size))
    }

    func frame(of view: Int) -> Rect? {
        guard let rect = tree.child(of: elements[view], named: "rect", key: "frame"),
              let x = number("x", of: rect), let y = number("y", of: rect),
              let width = number("width", of: rect), let height = number("height", of: rect) else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The view's settings the engine's stack-view, margins and intrinsic-size parts read.
    func layoutSettings(_ view: Int) -> IBViewLayout {
        let element = elements[view]
        var layout = IBViewLayout(designFrame: frame(of: view),
                                  translatesAutoresizingMaskIntoConstraints: bool("translatesAutoresizingMaskIntoConstraints", of: element) ?? true)
        if tree[element].name == "stackView" {
            layout.stack = IBStack(axis: tree.attribute("axis", of: element) == "vertical" ? .vertical : .horizontal,
                                   alignment: tree.attribute("alignment", of: element) ?? "fill",
                                   distribution: tree.attribute("distribution", of: element) ?? "fill",
                                   spacing: stackSpacing(element),
                                   isLayoutMarginsRelativeArrangement: bool("layoutMarginsRelativeArrangement", of: element) ?? false,
                                   arranged: views[view].subviews.filter { arranged.contains($0) })
        }
        if let margins = tree.child(of: element, named: "edgeInsets", key: "layoutMargins") {
            layout.layoutMargins = Insets(top: number("top", of: margins) ?? 0, left: number("left", of: margins) ?? 0,
                                          bottom: number("bottom", of: margins) ?? 0, right: number("right", of: margins) ?? 0)
        } else if let margins = tree.child(of: element, named: "directionalEdgeInsets", key: "directionalLayoutMargins") {
            layout.layoutMargins = Insets(top: number("top", of: margins) ?? 0, left: number("leading", of: margins) ?? 0,
                                          bottom: number("bottom", of: margins) ?? 0, right: number("trailing", of: margins) ?? 0)
        }
        if let value = bool("insetsLayoutMarginsFromSafeArea", of: element) { layout.insetsLayoutMarginsFromSafeArea = value }
        if let value = bool("preservesSuperviewLayoutMargins", of: element) { layout.preservesSuperviewLayoutMargins = value }
        layout.hugging = (number("horizontalHuggingPriority", of: element) ?? 250, number("verticalHuggingPriority", of: element) ?? 250)
        layout.compressionResistance = (number("horizontalCompressionResistancePriority", of: element) ?? 750,
                                        number("verticalCompressionResistancePriority", of: element) ?? 750)
        return layout
    }

    /// A stack view's `spacing`. Xcode's "Use Standard Value" writes `spacingType="standard"` (and no
    /// `spacing`): UIStackView.spacingUseSystem, the system spacing between neighbouring arranged
    /// views, which between plain views is Auto Layout's standard spacing of 8 pt (Apple's Auto
    /// Layout Guide, "Visual Format Language": `[button]-[textField]` is a standard space; the
    /// constraints `constraint(equalToSystemSpacingAfter:multiplier:)` makes). Between text UIKit
    /// derives it from the fonts' baselines; 8 pt stands for it too (the importer reads baselines as
    /// edges), as Interface Builder's design frames show for two 17 pt labels (20.5 pt tall, 28.5 pt apart).
    func stackSpacing(_ element: Int) -> Double {
        if tree.attribute("spacingType", of: element) == "standard" { return Self.standardSpacing }
        return number("spacing", of: element) ?? 0
    }

    static let standardSpacing = 8.0

    /// Classes whose intrinsic content size UIKit computes from their content (text, image, the
    /// control's own metrics), which IB resolves and writes into the frame.
    static let intrinsicClasses: Set<String> = [
        "UILabel", "UIButton", "UITextField", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper",
        "UIActivityIndicatorView", "UIPageControl", "UIProgressView", "UISearchBar", "UIToolbar", "UINavigationBar", "UITabBar",
        "UIPickerView", "UIDatePicker",
    ]

    /// The stack arrangement, margins, priorities and intrinsic size, into the spec's view. The
    /// intrinsic size is the design frame's for classes sized by their content (IB computes it from
    /// the text, image or control and lays the frame out with it); an image view has one only with
    /// an image; the engine's class defaults are not used for imported views.
    mutating func applyAutoLayout(_ layout: IBViewLayout, to index: Int) {
        let element = elements[index]
        if let stack = layout.stack {
            let alignment = StackSettings.Alignment(rawValue: stack.alignment)
            let distribution = StackSettings.Distribution(rawValue: stack.distribution)
            if alignment == nil || distribution == nil {
                notes.append(IBNote("stack alignment '\(stack.alignment)' or distribution '\(stack.distribution)' is not one UIKit documents: fill is used", at: views[index].location))
            }
            views[index].stack = StackSettings(axis: stack.axis, spacing: stack.spacing, alignment: alignment ?? .fill,
                                               distribution: distribution ?? .fill,
                                               isLayoutMarginsRelativeArrangement: stack.isLayoutMarginsRelativeArrangement,
                                               location: views[index].location)
        }
        var auto = AutoLayoutSettings()
        auto.huggingHorizontal = Self.priority(layout.hugging.horizontal)
        auto.huggingVertical = Self.priority(layout.hugging.vertical)
        auto.compressionHorizontal = Self.priority(layout.compressionResistance.horizontal)
        auto.compressionVertical = Self.priority(layout.compressionResistance.vertical)
        auto.layoutMargins = layout.layoutMargins
        auto.insetsLayoutMarginsFromSafeArea = layout.insetsLayoutMarginsFromSafeArea
        auto.preservesSuperviewLayoutMargins = layout.preservesSuperviewLayoutMargins
        if tree[element].name == "label", let lines = number("numberOfLines", of: element), lines >= 0, lines == lines.rounded(), lines <= Double(Int32.max) {
            auto.numberOfLines = Int(lines)
        }
        let className = views[index].className
        let sized = Self.intrinsicClasses.contains(className) || (className == "UIImageView" && tree.attribute("image", of: element) != nil)
        if let id = tree.attribute("id", of: element), let designed = document.designables[id] {
            // An @IBDesignable view's intrinsicContentSize as Interface Builder ran it (`<designables>`);
            // UIView.noIntrinsicMetric (-1) on an axis is no size there.
            auto.intrinsicWidth = designed.width >= 0 ? .points(designed.width) : .none
            auto.intrinsicHeight = designed.height >= 0 ? .points(designed.height) : .none
            auto.location = views[index].location
        } else if sized, let frame = layout.designFrame {
            auto.intrinsicWidth = .points(max(0, frame.width))
            auto.intrinsicHeight = .points(max(0, frame.height))
            auto.location = views[index].location
        } else if !sized {
            auto.intrinsicWidth = .none
            auto.intrinsicHeight = .none
        }
        // Interface Builder's "Intrinsic Size: Placeholder" (Size inspector): the size the view has at
        // run time, which IB cannot know (the custom class's intrinsicContentSize, or content added in
        // code) and lays the view out with; "infinite" is none on that axis (UIView.noIntrinsicMetric).
        // It stands in for what IB would measure, a designable's size included.
        for (name, horizontal) in [("placeholderIntrinsicWidth", true), ("placeholderIntrinsicHeight", false)] {
            guard let text = tree.attribute(name, of: element) else { continue }
            let metric: IntrinsicMetric
            if text == "infinite" { metric = .none }
            else if let value = number(name, of: element), value >= 0 { metric = .points(value) }
            else { continue }
            if horizontal { auto.intrinsicWidth = metric } else { auto.intrinsicHeight = metric }
            auto.location = views[index].location
        }
        views[index].autoLayout = auto
    }

    static func priority(_ value: Double) -> UInt16 { UInt16(min(1000, max(1, value.rounded()))) }

    // MARK: Layout order

    /// Siblings ordered so that each comes after the siblings its constraints name, otherwise in
    /// document order (what the engine expects); a loop among siblings keeps document order.
    func layoutOrder(_ siblings: [Int], _ all: [Constraint]) -> [Int] {
        let position = Dictionary(uniqueKeysWithValues: siblings.enumerated().map { ($1, $0) })
        var state = [UInt8](repeating: 0, count: siblings.count)   // 0 new, 1 on the path, 2 placed
        var order: [Int] = []
        order.reserveCapacity(siblings.count)
        for start in siblings.indices where state[start] == 0 {
            var stack: [(Int, [Int])] = [(start, targets(of: siblings[start], all).compactMap { position[$0] })]
            state[start] = 1
            while !stack.isEmpty {
                if let next = stack[stack.count - 1].1.popLast() {
                    if state[next] == 0 {
                        state[next] = 1
                        stack.append((next, targets(of: siblings[next], all).compactMap { position[$0] }))
                    }
                } else {
                    let (done, _) = stack.removeLast()
                    state[done] = 2
                    order.append(siblings[done])
                }
            }
        }
        return order
    }

    func targets(of view: Int, _ all: [Constraint]) -> [Int] {
        views[view].layout.constraints(in: all).compactMap(\.targetView).reversed()
    }
}
