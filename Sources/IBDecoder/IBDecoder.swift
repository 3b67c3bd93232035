import ScreenModel
import XMLReader

/// Reads a `.storyboard` or `.xib` file into screens (FORMAT.md §8): one per view controller scene
/// in each container chain its segues put it in, and one per xib whose File's Owner has a `view`
/// outlet. Pure: bytes in, screens and notes out.
public enum IBDecoder {
    public static func decode(_ bytes: [UInt8], limits: XMLLimits = XMLLimits()) throws(IBError) -> IBFile {
        let tree: XMLTree
        do {
            tree = try XMLReader.read(bytes, limits: limits)
        } catch {
            throw IBError(error.message, at: location(error.mark))
        }
        return try decode(tree)
    }

    public static func decode(_ tree: XMLTree) throws(IBError) -> IBFile {
        var document = try IBDocument(tree)
        return document.file()
    }

    static func location(_ mark: XMLMark) -> SourceLocation { SourceLocation(line: mark.line, column: mark.column) }
}

/// A view controller scene's place among the containers: the navigation controller and tab bar
/// controller around it (element indices), and whether the tab bar is hidden for it
/// (`hidesBottomBarWhenPushed` on it or on a controller pushed before it).
struct ContainerChain: Hashable {
    var navigation: Int?
    var tabBar: Int?
    var bottomBarHidden = false
    /// A column-style split view controller (element index) whose column holds the scene, inside
    /// the navigation controller UIKit creates for that column: no `<navigationController>` in the
    /// file, so `navigation` is nil and the bar is UIKit's default one.
    var splitColumn: Int?

    /// In a navigation controller: one of the file's, or the one a column-style split view
    /// controller creates for its column.
    var hasNavigation: Bool { navigation != nil || splitColumn != nil }

    /// The order screens of one scene are listed in.
    var sortKey: [Int] { [tabBar ?? -1, navigation ?? -1, splitColumn ?? -1, bottomBarHidden ? 1 : 0] }
}

struct IBDocument {
    let tree: XMLTree
    let isStoryboard: Bool
    /// Object id → element, for every element with an `id`.
    var ids: [String: Int] = [:]
    /// Ids that an outlet (or outlet collection) points at: constraints among them may be changed by code.
    var outletTargets: Set<String> = []
    var notes: [IBNote] = []
    /// `<designables>`: the intrinsic content size Interface Builder measured for each
    /// @IBDesignable view, by view id.
    var designables: [String: (width: Double, height: Double)] = [:]

    init(_ tree: XMLTree) throws(IBError) {
        self.tree = tree
        let root = tree[XMLTree.root]
        let at = IBDecoder.location(root.mark)
        if root.name == "archive" {
            throw IBError("this is Interface Builder's pre-Xcode 5 format (<archive>); open the file in a current Xcode and save it to convert it", at: at)
        }
        guard root.name == "document" else {
            throw IBError("not an Interface Builder file: the root element is <\(root.name)>, not <document>", at: at)
        }
        let type = tree.attribute("type", of: XMLTree.root) ?? ""
        if let runtime = tree.attribute("targetRuntime", of: XMLTree.root), !runtime.hasPrefix("iOS") {
            throw IBError("this Interface Builder file targets \(runtime); InsetLint reads iOS (Cocoa Touch) files", at: at)
        }
        isStoryboard = type.contains("Storyboard")
        if let list = tree.child(of: XMLTree.root, named: "designables") {
            for designable in tree.children(of: list) where tree[designable].name == "designable" {
                guard let id = tree.attribute("name", of: designable),
                      let size = tree.child(of: designable, named: "size", key: "intrinsicContentSize"),
                      let width = tree.attribute("width", of: size).flatMap(Double.init), width.isFinite,
                      let height = tree.attribute("height", of: size).flatMap(Double.init), height.isFinite else { continue }
                designables[id] = (width, height)
            }
        }
        for element in tree.elements.indices {
            for attribute in tree.attributes(of: element) {
                if attribute.name == "id" {
                    // The first keeps it: IB never repeats an id, and a broken file must not pick at random.
                    if ids[attribute.value] == nil { ids[attribute.value] = element }
                } else if attribute.name == "destination", tree[element].name == "outlet" || tree[element].name == "outletCollection" {
                    outletTargets.insert(attribute.value)
                }
            }
        }
    }

    mutating func file() -> IBFile {
        var screens: [IBScreen] = []
        if isStoryboard {
            screens = storyboardScreens()
        } else {
            screens = xibScreens()
        }
        return IBFile(screens: screens, notes: notes)
    }

    func location(_ element: Int) -> SourceLocation { IBDecoder.location(tree[element].mark) }

    // MARK: Storyboards

    /// Controller element names that contain other controllers rather than a screen of their own.
    static let containerControllers: Set<String> = [
        "navigationController", "tabBarController", "splitViewController", "pageViewController",
    ]

    /// The element of the controller's root view (`<view key="view">`, `<tableView key="view">`...).
    func rootView(of controller: Int) -> Int? {
        tree.children(of: controller).first { tree.attribute("key", of: $0) == "view" }
    }

    mutating func storyboardScreens() -> [IBScreen] {
        var controllers: [Int] = []
        for element in tree.elements.indices where tree.attribute("sceneMemberID", of: element) == "viewController" {
            if tree[element].name == "viewControllerPlaceholder" {
                let name = tree.attribute("storyboardName", of: element) ?? "another storyboard"
                let scene = tree.attribute("referencedIdentifier", of: element).map { "scene '\($0)' of " } ?? "the initial scene of "
                notes.append(IBNote("a storyboard reference: \(scene)\(name).storyboard is linted with that file", at: location(element)))
                continue
            }
            controllers.append(element)
        }
        // Segues anywhere inside a controller (on it, or on a button of its view) start from it.
        var segues: [(source: Int, kind: String, relationship: String?, destination: Int)] = []
        var embedded: Set<Int> = []
        for controller in controllers {
            for element in controller + 1..<tree.subtreeEnd(of: controller) where tree[element].name == "segue" {
                guard let id = tree.attribute("destination", of: element) else { continue }
                guard let destination = ids[id] else {
                    notes.append(IBNote("a segue names object '\(id)', which is not in this file", at: location(element)))
                    continue
                }
                let kind = tree.attribute("kind", of: element) ?? ""
                segues.append((controller, kind, tree.attribute("relationship", of: element), destination))
                if kind == "embed" { embedded.insert(destination) }
                if kind == "presentation", let note = sheetNote(segue: element, destination: destination) { notes.append(note) }
            }
        }
        let chains = containerChains(controllers: controllers, segues: segues)
        var screens: [IBScreen] = []
        for controller in controllers where !Self.containerControllers.contains(tree[controller].name) {
            // An embedded controller is linted inside the screen that embeds it.
            if embedded.contains(controller) { continue }
            guard let view = rootView(of: controller) else { continue }
            let found = chains[controller] ?? []
            let list = found.isEmpty ? [ContainerChain()] : found.sorted { $0.sortKey.lexicographicallyPrecedes($1.sortKey) }
            for chain in list {
                screens += self.screens(controller: controller, rootView: view, chain: chain, chainCount: list.count)
            }
        }
        return screens
    }

    /// Styles that show the presented controller over the whole screen; any other (the default,
    /// `automatic`, a page or form sheet, a popover) shows it as a sheet or card on iPhone and iPad.
    static let fullScreenStyles: Set<String> = ["fullScreen", "overFullScreen", "currentContext", "overCurrentContext", "custom"]

    /// A presentation segue with the default style (`automatic`, a page sheet since the iOS 13 SDK,
    /// Apple's UIModalPresentationStyle.automatic), unless the segue or the presented controller
    /// says otherwise: the import lays the presented screen out full screen, which in portrait on
    /// iPhone puts its top under the status bar, where a page sheet's top is below it. Said once,
    /// at the segue, so that a finding at the top of that screen can be read for what it assumes.
    func sheetNote(segue: Int, destination: Int) -> IBNote? {
        let style = tree.attribute("modalPresentationStyle", of: segue) ?? tree.attribute("modalPresentationStyle", of: destination)
        if let style, Self.fullScreenStyles.contains(style) { return nil }
        let named = tree.attribute("customClass", of: destination) ?? tree.attribute("storyboardIdentifier", of: destination)
            ?? tree.attribute("id", of: destination) ?? tree[destination].name
        let shown = switch style {
        case "pageSheet": "a page sheet"
        case "formSheet": "a form sheet"
        case "popover": "a popover"
        default: "the default style, a page sheet"
        }
        return IBNote("this segue presents '\(named)' as \(shown): on iPhone in portrait "
                      + "a sheet's top is below the status bar, but InsetLint lays the screen out full screen, so what it reports at "
                      + "the top of that screen holds only if the app presents it full screen (set the segue's Presentation to Full "
                      + "Screen, or turn those rules off for the screen in the configuration)", at: location(segue))
    }

    /// Relationship segues put a controller in a tab bar or navigation controller, or in a column of
    /// a column-style split view controller (and so in the navigation controller UIKit makes for
    /// it); a show (push) segue puts its destination in the source's navigation controller. Worked
    /// out to a fixed point: the chains are tuples of containers, finitely many, so it ends.
    func containerChains(controllers: [Int], segues: [(source: Int, kind: String, relationship: String?, destination: Int)]) -> [Int: Set<ContainerChain>] {
        let columnStyle = Set(segues.lazy.filter { self.tree[$0.source].name == "splitViewController" }.map(\.source)
            .filter { split in isColumnStyleSplit(split, segues: segues) })
        var chains: [Int: Set<ContainerChain>] = [:]
        var changed = true
        var passes = 0
        while changed, passes < 64 {
            changed = false
            passes += 1
            for segue in segues {
                let sourceName = tree[segue.source].name
                let sourceChains = chains[segue.source] ?? [ContainerChain()]
                var add: [ContainerChain] = []
                switch (segue.kind, sourceName) {
                case ("relationship", "tabBarController"):
                    add = [ContainerChain(navigation: nil, tabBar: segue.source)]
                case ("relationship", "navigationController"):
                    add = sourceChains.map { ContainerChain(navigation: segue.source, tabBar: $0.tabBar) }
                case ("relationship", "splitViewController"):
                    // UIKit's UISplitViewController.h (iOS 14 SDK), on -setViewController:forColumn:,
                    // which a column-style split view controller's `viewControllers` go through: "If
                    // the vc is not a UINavigationController, one will be created, except for
                    // UISplitViewControllerColumnCompact." A classic split view controller (style
                    // unspecified) shows its children as they are, so they stay outside any.
                    // A navigation controller child is used as it is: its root's chain comes from
                    // its own relationship segue (the tab bar, if any, is carried to it here).
                    guard columnStyle.contains(segue.source), segue.relationship != "compactViewController" else { continue }
                    add = sourceChains.map { ContainerChain(navigation: nil, tabBar: $0.tabBar, splitColumn: segue.source) }
                case ("show", _), ("push", _):
                    add = sourceChains.filter(\.hasNavigation)
                case ("presentation", _), ("popoverPresentation", _), ("modal", _), ("popover", _):
                    add = [ContainerChain()]   // presented on its own, outside the source's containers
                default:
                    continue
                }
                let hides = tree.attribute("hidesBottomBarWhenPushed", of: segue.destination) == "YES"
                for var chain in add {
                    if hides, chain.tabBar != nil, chain.hasNavigation { chain.bottomBarHidden = true }
                    if chains[segue.destination, default: []].insert(chain).inserted { changed = true }
                }
            }
        }
        return chains
    }

    /// Whether a `<splitViewController>` is column-style (UIKit's `init(style:)` with
    /// `.doubleColumn` or `.tripleColumn`, iOS 14) rather than classic (`.unspecified`): Interface
    /// Builder writes `allowDoubleColumnStyle="YES"` (or a `style` naming the columns) on it, and a
    /// supplementary column exists only in the triple-column style.
    func isColumnStyleSplit(_ split: Int, segues: [(source: Int, kind: String, relationship: String?, destination: Int)]) -> Bool {
        switch tree.attribute("style", of: split) {
        case "doubleColumn", "tripleColumn": return true
        case "unspecified": return false
        default: break
        }
        if tree.attribute("allowDoubleColumnStyle", of: split) == "YES" { return true }
        return segues.contains { $0.source == split && $0.kind == "relationship" && $0.relationship == "supplementaryViewController" }
    }

    // MARK: Xibs

    /// A xib's view designed at a freeform size smaller than any phone's screen (a panel of 414 × 356
    /// pt, say) is most likely shown in a sheet, a popover or a container, which the file cannot say.
    /// A view controller's view takes the size of what shows it, so the import lays it out full
    /// screen like any other; a note at the view says what its findings at the screen's edges assume.
    func smallFreeformNote(rootView: Int) -> IBNote? {
        guard tree.children(of: rootView).contains(where: { tree[$0].name == "freeformSimulatedSizeMetrics" }),
              let frame = tree.children(of: rootView).first(where: { tree[$0].name == "rect" && tree.attribute("key", of: $0) == "frame" }),
              let width = tree.attribute("width", of: frame).flatMap(Double.init), let height = tree.attribute("height", of: frame).flatMap(Double.init),
              width.isFinite, height.isFinite, width < Self.smallestPhone.width || height < Self.smallestPhone.height else { return nil }
        return IBNote("the view is designed at \(Constraint.number(width)) × \(Constraint.number(height)) pt (freeform), smaller than a phone's "
                      + "screen (as a sheet, popover or child panel often is): InsetLint lays it out full screen, as UIKit does when it is presented "
                      + "that way, so what it reports at the screen's edges assumes that (say how it is shown in the configuration's "
                      + "interface_builder screens)", at: location(rootView))
    }

    /// The smallest portrait screen the device catalog holds: the iPhone SE (2nd and 3rd
    /// generation), 375 × 667 pt (Apple, Human Interface Guidelines, "Layout": device screen sizes).
    static let smallestPhone = (width: 375.0, height: 667.0)

    mutating func xibScreens() -> [IBScreen] {
        guard let objects = tree.child(of: XMLTree.root, named: "objects") else { return [] }
        var owner: Int?
        var viewID: String?
        for object in tree.children(of: objects) where tree.attribute("placeholderIdentifier", of: object) == "IBFilesOwner" {
            owner = object
            if let connections = tree.child(of: object, named: "connections") {
                for outlet in tree.children(of: connections) where tree[outlet].name == "outlet" && tree.attribute("property", of: outlet) == "view" {
                    viewID = tree.attribute("destination", of: outlet)
                }
            }
        }
        var screens: [IBScreen] = []
        for object in tree.children(of: objects) {
            let name = tree[object].name
            guard name != "placeholder" else { continue }
            if let owner, let viewID, tree.attribute("id", of: object) == viewID {
                screens += self.screens(controller: owner, rootView: object, chain: ContainerChain(), chainCount: 1)
                if let note = smallFreeformNote(rootView: object) { notes.append(note) }
            } else if ScreenBuilder.viewClasses[name] != nil || name.hasSuffix("Cell") || name == "collectionReusableView" {
                notes.append(IBNote("top-level <\(name)> is not a screen (no File's Owner 'view' outlet names it): not linted", at: location(object)))
            }
        }
        if screens.isEmpty, viewID != nil {
            notes.append(IBNote("File's Owner's 'view' outlet names an object that is not a top-level view", at: location(owner!)))
        }
        return screens
    }
}
