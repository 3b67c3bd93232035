import ScreenModel
import YAMLReader

/// Turns a spec file's bytes into a `ScreenSpec` (FORMAT.md §1), or the first `SpecError` in it.
public enum SpecDecoder {
    /// Views are decoded while libyaml reads the file, each as its mapping ends (`ViewStream`), so
    /// only the spec's top level and the open views' own keys are ever held as YAML nodes.
    public static func decode(_ bytes: [UInt8], options: DecodeOptions,
                              limits: YAMLLimits = YAMLLimits()) throws(SpecError) -> ScreenSpec {
        try decode(options: options, fileSize: bytes.count, source: { bytes }) { (decoder) throws(YAMLStreamError<SpecError>) in
            try YAMLParser.parse(bytes, limits: limits, consumer: &decoder)
        }
    }

    /// The same, with the file's bytes pulled from `stream` while they are parsed: a large spec's
    /// text is never held whole. `byteCount` is the file's size; an error's source line comes from
    /// `stream.wholeInput()`, read again only then.
    public static func decode(streaming stream: some YAMLByteStream, byteCount: Int, options: DecodeOptions,
                              limits: YAMLLimits = YAMLLimits()) throws(SpecError) -> ScreenSpec {
        try decode(options: options, fileSize: byteCount, source: stream.wholeInput) { (decoder) throws(YAMLStreamError<SpecError>) in
            try YAMLParser.parse(streaming: stream, byteCount: byteCount, limits: limits, consumer: &decoder)
        }
    }

    private static func decode(options: DecodeOptions, fileSize: Int, source: () -> [UInt8],
                               parse: (inout Decoder) throws(YAMLStreamError<SpecError>) -> YAMLDocument) throws(SpecError) -> ScreenSpec {
        var decoder = Decoder(options: options, fileSize: fileSize)
        let doc: YAMLDocument
        do {
            doc = try parse(&decoder)
        } catch {
            switch error {
            case .yaml(let error):
                let kind: SpecError.Kind = error.kind == .limit ? .limit : (error.kind == .unsupported ? .unsupported : .yaml)
                throw SpecError(kind: kind, message: error.message,
                                location: SourceLocation(line: error.mark.line, column: error.mark.column),
                                snippet: error.snippet)
            case .consumer(let error):
                throw withSnippet(error, source())
            }
        }
        decoder.reader = NodeReader(doc: doc)
        do {
            return try decoder.decodeSpec()
        } catch {
            throw withSnippet(error, source())
        }
    }

    private static func withSnippet(_ error: SpecError, _ bytes: [UInt8]) -> SpecError {
        var result = error
        result.snippet = bytes.withUnsafeBufferPointer {
            sourceSnippet($0, at: YAMLMark(line: error.location.line, column: error.location.column))
        }
        return result
    }
}

struct Decoder {
    /// The nodes being decoded: a view's, while the file is read (see `ViewStream`), then the top level.
    var reader = NodeReader(doc: YAMLDocument())
    let options: DecodeOptions
    /// In document order of their mappings' starts: a view comes before its subviews.
    var views: [ViewSpec] = []
    /// id → (view index, where its `id:` key and its value are).
    var ids = IDTable()
    /// Constraints whose sibling target still has to be found (or checked), in the order found.
    var pendingSiblings: [PendingSibling] = []
    /// The UTF-8 of the names `pendingSiblings` wrote and no sibling was found for yet, one after another.
    var pendingNames: [UInt8] = []
    /// Every view's constraints, a run per view (`ScreenSpec.constraints`).
    var constraints: [Constraint] = []
    /// The constraint texts `Constraint.rebuiltText` would not give back (`ScreenSpec.constraintTexts`).
    var constraintTexts: [SourceLocation: String] = [:]
    /// What each open collection is to a screen spec, innermost last (see `ViewStream`).
    var frames: [Frame] = []
    /// The index kept for a table's `cell:` content view, by the table's index.
    var cellContentViews: [Int: Int] = [:]
    /// Each view that failed while the file was read, by its mapping's position (see `ViewStream`).
    var failedViews: [SourceLocation: SpecError] = [:]
    /// Image views without `role:`: a full-bleed one is a background (`ScreenSpec.isFullBleedImage`),
    /// decided once every view's constraints and child view controllers are known.
    var implicitImages: [Int] = []

    /// `fileSize`: the file's bytes, from which the views and constraints are sized once. Grown by
    /// doubling, each held its old and new storage at once while it grew (25 MB of the benchmark's
    /// 20 MB spec's peak). A view takes 180 to 290 bytes of a spec and a constraint 50 to 100 (the
    /// benchmark corpus, the examples); room left over is given back when decoding ends (`trimmed`).
    init(options: DecodeOptions, fileSize: Int = 0) {
        self.options = options
        self.fileSize = fileSize
    }

    /// The file's size in bytes (0: unknown), for `reserveView`'s first call.
    let fileSize: Int

    // Key lists as `KeyNames`, laid out once rather than per spec (or per view, for the small
    // mappings inside views).
    static let topKeys = KeyNames(["insetlint", "screen", "devices", "orientations", "ios", "statusBar",
                          "tabBarController", "navigationController", "viewController"])

    mutating func decodeSpec() throws(SpecError) -> ScreenSpec {
        let root = reader.doc.root
        guard reader.doc.kind(root) == .mapping else {
            throw reader.fail(.wrongType, "a screen spec must be a mapping with insetlint, screen and viewController, found \(reader.describe(root))", at: root)
        }
        let top = try reader.mapping(root, "the screen spec", allowed: Self.topKeys)
        guard let version = top["insetlint"] else {
            throw reader.fail(.missingKey, "missing required key 'insetlint' (the format version: insetlint: 1)", at: root)
        }
        let formatVersion = try reader.number(version.value, "insetlint (the format version)")
        guard formatVersion == 1 else {
            // A well-formed number this tool does not read (yet): unsupported, not a bad value.
            throw reader.fail(.unsupported, "unsupported format version \(reader.describe(version.value)); this InsetLint reads format 1", at: version.value)
        }
        guard let screen = top["screen"] else {
            throw reader.fail(.missingKey, "missing required key 'screen' (the name used in reports)", at: root)
        }
        guard let vc = top["viewController"] else {
            throw reader.fail(.missingKey, "missing required key 'viewController' (the screen's view controller and its view)", at: root)
        }
        let screenName = try reader.string(screen.value, "screen")
        guard !NodeReader.isBlank(screenName) else {
            throw reader.fail(.badValue, "screen is empty; reports name the screen by it", at: screen.value)
        }
        var spec = ScreenSpec(formatVersion: 1, screen: screenName,
                              screenLocation: reader.location(screen.value),
                              viewController: ViewController(location: reader.location(vc.key)), views: [])
        if let devices = top["devices"] { spec.devices = try decodeDevices(devices.value) }
        if let orientations = top["orientations"] { spec.orientations = try decodeOrientations(orientations.value) }
        if let ios = top["ios"] {
            let profiles = try decodeProfiles(ios.value)
            spec.ios = profiles
            if let devices = spec.devices { try checkProfiles(devices, profiles.map(\.value), options.deviceNames) }
        }
        if let statusBar = top["statusBar"] {
            let text = try reader.string(statusBar.value, "statusBar")
            guard text == "visible" || text == "hidden" else {
                throw reader.fail(.badValue, "statusBar must be visible or hidden, found '\(text)'", at: statusBar.value)
            }
            spec.statusBarHidden = text == "hidden"
        }
        if let tab = top["tabBarController"] { spec.tabBarController = try decodeTabBarController(tab.value) }
        if let nav = top["navigationController"] { spec.navigationController = try decodeNavigationController(nav.value) }
        spec.viewController = try decodeViewController(vc.value, keyLocation: reader.location(vc.key))
        // Views ended (and were decoded) subviews first; a top-down reader met their references
        // in view order.
        pendingSiblings.sort { ($0.view, $0.constraint) < ($1.view, $1.constraint) }
        try resolveSiblings()
        // By index: a view copied out per iteration retained (and released) its strings and arrays.
        for index in views.indices where views[index].hasAutoLayoutSettings && !views[index].autoLayout.arranged {
            let view = views[index]
            if view.parent.map({ views[$0].className }) != "UIStackView" {
                throw SpecError(kind: .badValue, message: "'\(view.id)' has arranged: false, which applies only to a subview of a UIStackView (a plain subview rather than an arranged one)", location: view.location)
            }
        }
        if let child = spec.viewController.childForHomeIndicatorAutoHidden { try checkChildForHomeIndicator(child) }
        // Done with: dropped before the copies below, which would otherwise add to the peak.
        ids = IDTable()
        pendingSiblings = []
        pendingNames = []
        spec.views = Self.trimmed(&views)
        spec.constraints = Self.trimmed(&constraints)
        spec.constraintTexts = constraintTexts
        for index in implicitImages where spec.isFullBleedImage(index) { spec.views[index].role = .background }
        return spec
    }

    /// `array` at its size, taken out of it (so its storage is freed before the next copy). Grown by
    /// doubling, a large spec's views and constraints held up to twice the memory they need: 6 MB
    /// of the benchmark's 20 MB spec, held while every layout is resolved. Below 1 MB of slack the
    /// copy is not worth it. Taken out either way: still shared with the decoder, the spec's array
    /// was copied whole when a view was changed in it (an image view found to be a background).
    static func trimmed<Element>(_ array: inout [Element]) -> [Element] {
        guard (array.capacity - array.count) * MemoryLayout<Element>.stride > 1 << 20 else {
            defer { array = [] }
            return array
        }
        var exact: [Element] = []
        exact.reserveCapacity(array.count)
        exact.append(contentsOf: array)
        array = []
        return exact
    }

    // MARK: top level

    func decodeDevices(_ node: Int) throws(SpecError) -> [Located<String>] {
        var result: [Located<String>] = []
        for item in try reader.sequence(node, "devices") {
            let id = try reader.string(item, "a device id")
            guard options.knownDevices.contains(id) else {
                throw reader.fail(.unknownDevice, "\(options.deviceNames.unknown(id)) (`insetlint devices` lists them)", at: item)
            }
            result.append(Located(id, at: reader.location(item)))
        }
        if result.isEmpty { throw reader.fail(.badValue, "devices is empty; name at least one device or leave the key out", at: node) }
        return result
    }

    /// `ios: [18, 26]` (FORMAT.md §7): profiles by their major version, in order, each once.
    func decodeProfiles(_ node: Int) throws(SpecError) -> [Located<IOSProfile>] {
        var result: [Located<IOSProfile>] = []
        for item in try reader.sequence(node, "ios") {
            let value = try reader.number(item, "an iOS profile")
            guard value == value.rounded(.towardZero) else {
                let major = IOSProfile(rawValue: Int(value)).map { "; did you mean \($0.rawValue)?" } ?? " (18, 26 or 27)"
                throw reader.fail(.badValue, "an iOS profile is a major version, found \(reader.describe(item))\(major)", at: item)
            }
            guard let profile = IOSProfile(rawValue: Int(value)) else {
                throw reader.fail(.badValue, "unknown iOS profile \(Int(value)); \(IOSProfile.problem(with: Int(value)))", at: item)
            }
            if !result.contains(where: { $0.value == profile }) { result.append(Located(profile, at: reader.location(item))) }
        }
        if result.isEmpty { throw reader.fail(.badValue, "ios is empty; name at least one profile (18, 26 or 27) or leave the key out", at: node) }
        return result.sorted { $0.value < $1.value }
    }

    /// A device named next to profiles it never ran (the iPhone XS on iOS 26) is an error at the
    /// device's name; without `ios:` such a pair is left out of the default profiles instead.
    func checkProfiles(_ devices: [Located<String>], _ profiles: [IOSProfile], _ names: DeviceNames) throws(SpecError) {
        for device in devices {
            guard let limit = names.limits[device.value] else { continue }
            let never = profiles.filter { !limit.profiles.contains($0) }
            if !never.isEmpty {
                throw SpecError(kind: .unknownDevice, message: "\(device.value) never ran \(never.map(\.label).joined(separator: " or ")): \(limit.why)",
                                location: device.location)
            }
        }
    }

    func decodeOrientations(_ node: Int) throws(SpecError) -> [Orientation] {
        var result: [Orientation] = []
        for item in try reader.sequence(node, "orientations") {
            let text = try reader.string(item, "an orientation")
            let expanded: [Orientation]
            if text == "landscape" {
                expanded = [.landscapeLeft, .landscapeRight]
            } else if let o = Orientation(rawValue: text) {
                expanded = [o]
            } else {
                let names = ["portrait", "landscape", "landscape-left", "landscape-right"]
                throw reader.fail(.badValue, "unknown orientation '\(text)'; use \(names.joined(separator: ", "))\(Suggestion.phrase(for: text, in: names))", at: item)
            }
            for o in expanded where !result.contains(o) { result.append(o) }
        }
        if result.isEmpty { throw reader.fail(.badValue, "orientations is empty; name at least one or leave the key out", at: node) }
        return result.sorted()
    }

    static let barKeys = KeyNames(["hidden", "translucent"])
    static let navigationBarKeys = KeyNames(barKeys.names + ["prefersLargeTitles"])
    static let tabBarControllerKeys = KeyNames(["tabBar", "bottomAccessory"])
    static let navigationControllerKeys = KeyNames(["navigationBar", "toolbar"])
    static let childViewControllerKeys = KeyNames(["additionalSafeAreaInsets", "prefersHomeIndicatorAutoHidden",
                                                   "automaticallyAdjustsScrollViewInsets", "viewRespectsSystemMinimumLayoutMargins"])
    static let sizeKeys = KeyNames(["width", "height"])
    static let axisKeys = KeyNames(["horizontal", "vertical"])
    static let cellKeys = KeyNames(["subviews", "class", "id"])
    static let transformKeys = KeyNames(["scaleX", "scaleY"])
    static let directionalEdgeKeys = KeyNames(["top", "leading", "bottom", "trailing"])
    static let suppressionKeys = KeyNames(["disable", "reason"])
    static let flowLayoutKeys = KeyNames(["sectionInset", "sectionInsetReference", "itemSize"])
    static let pageKeys = KeyNames(["viewportFit", "usesSafeAreaInsetTop", "usesSafeAreaInsetBottom", "usesSafeAreaInsetLeft",
                                    "usesSafeAreaInsetRight", "header", "footer"])

    func decodeBar(_ node: Int, _ what: String, hiddenByDefault: Bool, allowed: KeyNames = barKeys) throws(SpecError) -> (Bar, MappingEntries) {
        var bar = Bar(hidden: hiddenByDefault)
        if reader.isNull(node) { return (bar, MappingEntries()) }
        let map = try reader.mapping(node, what, allowed: allowed)
        if let v = map["hidden"] { bar.hidden = try reader.bool(v.value, "\(what).hidden") }
        if let v = map["translucent"] { bar.translucent = try reader.bool(v.value, "\(what).translucent") }
        return (bar, map)
    }

    func decodeTabBarController(_ node: Int) throws(SpecError) -> TabBarController {
        var result = TabBarController()
        if reader.isNull(node) { return result }
        let map = try reader.mapping(node, "tabBarController", allowed: Self.tabBarControllerKeys)
        if let v = map["tabBar"] { result.tabBar = try decodeBar(v.value, "tabBar", hiddenByDefault: false).0 }
        if let v = map["bottomAccessory"] { result.bottomAccessory = try reader.bool(v.value, "tabBarController.bottomAccessory") }
        return result
    }

    func decodeNavigationController(_ node: Int) throws(SpecError) -> NavigationController {
        var result = NavigationController()
        if reader.isNull(node) { return result }
        let map = try reader.mapping(node, "navigationController", allowed: Self.navigationControllerKeys)
        if let v = map["navigationBar"] {
            let (bar, entries) = try decodeBar(v.value, "navigationBar", hiddenByDefault: false, allowed: Self.navigationBarKeys)
            result.navigationBar = bar
            if let large = entries["prefersLargeTitles"] {
                result.prefersLargeTitles = try reader.bool(large.value, "navigationBar.prefersLargeTitles")
            }
        }
        if let v = map["toolbar"] { result.toolbar = try decodeBar(v.value, "toolbar", hiddenByDefault: true).0 }
        return result
    }

    static let viewControllerKeys = KeyNames(["automaticallyAdjustsScrollViewInsets", "edgesForExtendedLayout",
                                     "extendedLayoutIncludesOpaqueBars", "additionalSafeAreaInsets",
                                     "prefersHomeIndicatorAutoHidden", "childForHomeIndicatorAutoHidden",
                                     "preferredScreenEdgesDeferringSystemGestures", "viewRespectsSystemMinimumLayoutMargins", "view"])

    mutating func decodeViewController(_ node: Int, keyLocation: SourceLocation) throws(SpecError) -> ViewController {
        let map = try reader.mapping(node, "viewController", allowed: Self.viewControllerKeys)
        var vc = ViewController(location: keyLocation)
        if let v = map["automaticallyAdjustsScrollViewInsets"] {
            vc.automaticallyAdjustsScrollViewInsets = try reader.bool(v.value, "automaticallyAdjustsScrollViewInsets")
        }
        if let v = map["edgesForExtendedLayout"] { vc.edgesForExtendedLayout = try reader.edges(v.value, "edgesForExtendedLayout") }
        if let v = map["extendedLayoutIncludesOpaqueBars"] {
            vc.extendedLayoutIncludesOpaqueBars = try reader.bool(v.value, "extendedLayoutIncludesOpaqueBars")
        }
        if let v = map["additionalSafeAreaInsets"] { vc.additionalSafeAreaInsets = try reader.insets(v.value, "additionalSafeAreaInsets") }
        if let v = map["prefersHomeIndicatorAutoHidden"] {
            vc.prefersHomeIndicatorAutoHidden = try reader.bool(v.value, "prefersHomeIndicatorAutoHidden")
        }
        if let v = map["childForHomeIndicatorAutoHidden"] {
            vc.childForHomeIndicatorAutoHidden = Located(try reader.string(v.value, "childForHomeIndicatorAutoHidden"),
                                                         at: reader.location(v.value))
        }
        if let v = map["preferredScreenEdgesDeferringSystemGestures"] {
            vc.preferredScreenEdgesDeferringSystemGestures = try reader.edges(v.value, "preferredScreenEdgesDeferringSystemGestures")
        }
        if let v = map["viewRespectsSystemMinimumLayoutMargins"] {
            vc.viewRespectsSystemMinimumLayoutMargins = try reader.bool(v.value, "viewRespectsSystemMinimumLayoutMargins")
        }
        guard let view = map["view"] else {
            throw reader.fail(.missingKey, "viewController is missing required key 'view' (the root view)", at: node)
        }
        // A mapping was decoded as the file was read; anything else is refused here.
        if reader.doc.kind(view.value) != .detached {
            if let failed = failedViews[reader.location(view.value)] { throw failed }
            let index = reserveView(parent: nil, cellOf: nil, location: reader.location(view.key))
            try decodeView(view.value, index: index, isRoot: true, keyLocation: reader.location(view.key))
        }
        return vc
    }

    /// `childForHomeIndicatorAutoHidden` names a view by id; a dangling name would otherwise silently
    /// mean "nil". Naming a view that is not a child controller's is legal YAML and a real mistake
    /// UIKit ignores: the `home-indicator-child-ignored` rule reports it, so it is not an error here.
    mutating func checkChildForHomeIndicator(_ child: Located<String>) throws(SpecError) {
        let fail = { (message: String) in SpecError(kind: .unknownReference, message: message, location: child.location) }
        guard ids[child.value] != nil else {
            let children = views.filter { $0.viewController != nil }.map(\.id)
            throw fail(NodeReader.message("childForHomeIndicatorAutoHidden names unknown view '\(child.value)'",
                                          suggestion: Suggestion.phrase(for: child.value, in: children),
                                          then: "it takes the id of a view that has 'viewController:'"))
        }
    }

    // MARK: views

    static let commonViewKeys = ["id", "class", "role", "backgroundColor", "hidden", "transform", "gestures",
                                 "frame", "constraints", "subviews", "viewController", "insetlint"] + autoLayoutKeys
    /// FORMAT.md §6: every view's Auto Layout settings.
    static let autoLayoutKeys = ["intrinsicContentSize", "contentHuggingPriority", "contentCompressionResistancePriority",
                                 "layoutMargins", "directionalLayoutMargins", "insetsLayoutMarginsFromSafeArea",
                                 "preservesSuperviewLayoutMargins", "arranged", "numberOfLines"]
    static let autoLayoutKeyLengths = KeyNames.lengthBits(autoLayoutKeys)
    static let stackKeys = ["axis", "spacing", "alignment", "distribution", "isLayoutMarginsRelativeArrangement"]
    static let scrollKeys = ["contentInsetAdjustmentBehavior", "contentInset", "contentSize", "alwaysBounceVertical",
                             "alwaysBounceHorizontal", "automaticallyAdjustsScrollIndicatorInsets"]
    static let tableKeys = ["insetsContentViewsToSafeArea", "rowHeight", "cell", "numberOfRows", "tableHeaderView", "tableFooterView"]
    static let webKeys = ["page", "safeAreaInsetsOverride"]

    /// Keys every other view takes but the root view refuses, and why.
    static let refusedOnRoot = [
        "frame": "it fills the space its containers give it",
        "constraints": "it fills the space its containers give it",
        "hidden": "it is the screen itself; hide its subviews instead",
        "viewController": "it already is the view of the top-level viewController; set those keys there",
    ]

    /// The key lists, built once: a root, any other plain view, and each class with keys of its own,
    /// which are the scroll view classes (tables, collection and web views among them).
    static let rootKeys = KeyNames(keys(className: "UIView", isRoot: true))
    static let plainKeys = KeyNames(keys(className: "UIView", isRoot: false))
    /// The classes with keys of their own, their key lists by position, and their positions by name.
    static let classesWithKeys = KnownClass.scrollViewClasses + ["UIStackView"]
    static let classRootKeys = classesWithKeys.map { KeyNames(keys(className: $0, isRoot: true)) }
    static let classOtherKeys = classesWithKeys.map { KeyNames(keys(className: $0, isRoot: false)) }
    static let classKeysIndex = Dictionary(uniqueKeysWithValues: classesWithKeys.enumerated().map { ($1, $0) })
    /// The lengths of those class names in UTF-8, one bit each: most views are not scroll views, and
    /// their name's length settles it without hashing the name. A name equal to one of them as a
    /// string may spell a K as the Kelvin sign (U+212A, canonically the same letter, two bytes
    /// longer): WKWebView is 9 or 11 bytes.
    static let classKeyLengths: UInt64 = classesWithKeys.reduce(0) { lengths, name in
        let ks = name.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "K") ? 1 : 0) }
        return (0...ks).reduce(lengths) { $0 | 1 << UInt64(name.utf8.count + 2 * $1) }
    }

    /// The position in `classesWithKeys` of `className`, a class with keys of its own (the scroll
    /// view classes, UIStackView), or nil.
    static func ownKeysIndex(_ className: String) -> Int? {
        let count = className.utf8.count
        guard count < 64, classKeyLengths & 1 << UInt64(count) != 0 else { return nil }
        return classKeysIndex[className]
    }

    /// The keys a view takes (a root view or any other), given its class's `ownKeysIndex`.
    static func allowedKeys(_ ownKeysIndex: Int?, isRoot: Bool) -> KeyNames {
        guard let k = ownKeysIndex else { return isRoot ? rootKeys : plainKeys }
        return isRoot ? classRootKeys[k] : classOtherKeys[k]
    }

    private static func keys(className: String, isRoot: Bool) -> [String] {
        var keys = commonViewKeys
        if isRoot { keys.removeAll { refusedOnRoot[$0] != nil } }
        if KnownClass.scrollViewClasses.contains(className) { keys += scrollKeys }
        switch className {
        case "UITableView": keys += tableKeys
        case "UICollectionView": keys += ["flowLayout"]
        case "WKWebView": keys += webKeys
        case "UITextView": keys.append("scrollEnabled")
        case "UIStackView": keys += stackKeys
        default: break
        }
        return keys
    }

    /// Keys that exist for some class but not this one, with the classes that take them.
    static func keyOwner(_ key: String) -> String? {
        if scrollKeys.contains(key) { return "scroll views (\(KnownClass.scrollViewClasses.sorted().joined(separator: ", ")))" }
        if tableKeys.contains(key) { return "UITableView" }
        if key == "flowLayout" { return "UICollectionView" }
        if webKeys.contains(key) { return "WKWebView" }
        if key == "scrollEnabled" { return "UITextView" }
        if stackKeys.contains(key) { return "UIStackView (a stack view's arrangement)" }
        return nil
    }

    /// Decodes the view at `node` into `views[index]`, kept for it by `reserveView`. Its subviews
    /// were decoded before it (their mappings end first) and appear as `.detached` nodes.
    mutating func decodeView(_ node: Int, index: Int, isRoot: Bool, keyLocation: SourceLocation) throws(SpecError) {
        // Two fields read in place: `views[index].parent` copied the whole view out first.
        let (parent, cellOf) = views.withUnsafeBufferPointer { ($0[index].parent, $0[index].cellOf) }
        guard reader.doc.kind(node) == .mapping else {
            throw reader.fail(.wrongType, "a view must be a mapping with id and class, found \(reader.describe(node))", at: node)
        }
        // Keys read by position: a slice of the child list was a retain and a release per view.
        let keys = stride(from: 0, to: reader.doc.childCount(of: node) - 1, by: 2)
        // A merged view would hide where its keys came from; say so before judging its keys.
        for k in keys where reader.doc.scalar(reader.doc.child(k, of: node), is: "<<") && !reader.doc.isQuoted(reader.doc.child(k, of: node)) {
            throw reader.fail(.unsupported, "merge keys (<<) are not supported in screen specs; write the keys out", at: reader.doc.child(k, of: node))
        }
        // Read the class first: it decides which keys are allowed.
        var className = "UIView"
        var classNode: Int?
        for k in keys where reader.doc.scalar(reader.doc.child(k, of: node), is: "class") {
            let value = reader.doc.child(k + 1, of: node)
            className = try reader.string(value, "class")
            classNode = value
            if NodeReader.isBlank(className) {
                throw reader.fail(.badValue, "class is empty; name a UIKit class such as UIView or UILabel", at: value)
            }
        }
        // Past 15 bytes a name is a heap string per view (UISegmentedControl, UICollectionView): a
        // known class shares the catalog's constant instead.
        if className.utf8.count > 15, let known = KnownClass.names.firstIndex(of: className) {
            className = KnownClass.names[known]
        }
        // Only the root view may leave `class` out (it is then a plain UIView). Checked before the
        // keys, which would otherwise be judged against a class the user never wrote.
        if classNode == nil, !isRoot {
            let id = reader.doc.pairs(of: node).first { reader.doc.scalar($0.key) == "id" }.map { reader.doc.scalar($0.value) }.flatMap { $0.isEmpty ? nil : $0 }
            throw reader.fail(.missingKey, "\(id.map { "view '\($0)'" } ?? "a view") needs a 'class' (a UIKit class name such as UIView or UILabel)", at: node)
        }
        let ownKeysIndex = Self.ownKeysIndex(className)
        let map: MappingEntries
        do {
            // Looked up again for a refused key: held past the call, the list was retained and
            // released per view.
            map = try reader.mapping(node, isRoot ? "the root view" : "a view", allowed: Self.allowedKeys(ownKeysIndex, isRoot: isRoot))
        } catch where error.kind == .unknownKey {
            let allowed = Self.allowedKeys(ownKeysIndex, isRoot: isRoot)
            // Say why a real UIKit key is refused here rather than guessing a typo.
            for (key, _) in reader.doc.pairs(of: node) {
                let name = reader.doc.scalar(key)
                guard !allowed.names.contains(name) else { continue }
                if let owner = Self.keyOwner(name) {
                    throw reader.fail(.unknownKey, "'\(name)' applies to \(owner), not \(className)", at: key)
                }
                if isRoot, let why = Self.refusedOnRoot[name] {
                    throw reader.fail(.unknownKey, "the root view cannot have '\(name)': \(why)", at: key)
                }
            }
            throw error
        }

        var id = "root"
        var location = isRoot ? keyLocation : reader.location(node)
        if let v = map["id"] {
            id = try reader.string(v.value, "id")
            location = reader.location(v.key)
            try checkID(id, at: v.value, key: v.key, isRoot: isRoot, view: node, index: index)
        } else if !isRoot {
            throw reader.fail(.missingKey, "a view needs an 'id' (findings name views by id)", at: node)
        }

        let hasSubviews = map["subviews"].map { reader.doc.kind($0.value) == .sequence && reader.doc.childCount(of: $0.value) > 0 } ?? false
        var role: Role
        if let v = map["role"] {
            role = try reader.choice(v.value, "role", as: Role.self)
        } else if let defaultRole = KnownClass.defaultRole(className: className, hasSubviews: hasSubviews) {
            role = defaultRole
        } else {
            let message = NodeReader.message("unknown class '\(className)'", suggestion: Suggestion.phrase(for: className, in: KnownClass.names.sorted()),
                                             then: "a custom class needs 'role:' (content, control, background or container)")
            throw reader.fail(.unknownClass, message, at: classNode ?? node)
        }
        if cellOf != nil, map["role"] == nil, role == .container, className.utf8.count == 6, className == "UIView", !hasSubviews { role = .background }
        // The length first, here and below: a comparison that fails is a call, several per view.
        if map["role"] == nil, className.utf8.count == 11, className == "UIImageView" { implicitImages.append(index) }

        // Built here and appended once: writing it back into `views` field by field would copy it.
        var view = ViewSpec(id: id, location: location, className: className, role: role, parent: parent, cellOf: cellOf)
        if let v = map["backgroundColor"] { view.backgroundColor = try reader.bool(v.value, "backgroundColor") }
        if let v = map["hidden"] { view.hidden = try reader.bool(v.value, "hidden") }
        if let v = map["transform"] {
            if reader.doc.kind(v.value) == .mapping {
                view.transform = true
                view.transformFlips = try decodeTransformScale(v.value)
            } else {
                do {
                    view.transform = try reader.bool(v.value, "transform")
                } catch {
                    throw reader.fail(.wrongType, "transform must be true, false or a scale such as { scaleX: 1, scaleY: -1 }, found \(reader.describe(v.value))", at: v.value)
                }
            }
        }
        if let v = map["gestures"] {
            view.gestures = try reader.sequence(v.value, "gestures").map { (item) throws(SpecError) in
                let name = try reader.string(item, "a gesture")
                // A misspelt direction would silently become a pan in any direction.
                let lower = name.lowercased()
                if lower.hasPrefix("panh") || lower.hasPrefix("panv"), !GestureMotion.panNames.contains(where: { $0.lowercased() == lower }) {
                    throw reader.fail(.badValue, NodeReader.message(
                        "unknown pan gesture '\(name)'", suggestion: Suggestion.phrase(for: name, in: GestureMotion.panNames),
                        then: "a pan is pan (any direction), panHorizontal or panVertical"), at: item)
                }
                return name
            }
        }
        // Looked up once: every view has a `class` key, as long as `frame`, and a comparison of the
        // two names that fails is a call.
        let frame = map["frame"]
        if frame != nil, let constraints = map["constraints"] {
            throw reader.fail(.badValue, "a view takes either frame or constraints, not both", at: constraints.key)
        }
        if let v = frame { view.layout = .frame(try decodeFrame(v.value), reader.location(v.key)) }
        if let v = map["viewController"] { view.viewController = try decodeChildViewController(v.value, keyLocation: reader.location(v.key)) }
        if let v = map["insetlint"] { view.suppression = try decodeSuppression(v.value, keyLocation: reader.location(v.key)) }
        if ownKeysIndex != nil, className != "UIStackView", try scrolls(map, className: className) {   // a scroll view class
            view.scroll = try decodeScroll(map, className: className)
        }
        // These three classes have keys of their own (`classesWithKeys`).
        if ownKeysIndex != nil, className == "UITableView" { view.table = try decodeTable(map) }
        if let v = map["flowLayout"] { view.flowLayout = try decodeFlowLayout(v.value, keyLocation: reader.location(v.key)) }
        if let v = map["page"] { view.page = try decodePage(v.value) }
        if ownKeysIndex != nil, className == "WKWebView", view.page == nil { view.page = WebPage() }
        // A stack view arranges its subviews once the spec declares the arrangement; one without any
        // of these keys (every spec written before stack views were modelled) keeps its subviews
        // where their own constraints put them.
        if ownKeysIndex != nil, className == "UIStackView", Self.stackKeys.contains(where: { map[$0] != nil }) {
            view.stack = try decodeStack(map, location: location)
        }
        if let settings = try decodeAutoLayout(map) { view.autoLayout = settings }
        if let v = map["safeAreaInsetsOverride"] {
            var edges: [Edge: Double] = [:]
            for (name, entry) in try reader.mapping(v.value, "safeAreaInsetsOverride", allowed: KeyNames.edges) {
                edges[Edge(rawValue: name)!] = try reader.number(entry.value, "safeAreaInsetsOverride.\(name)")
            }
            view.safeAreaInsetsOverride = edges
        }
        // Swapped with the placeholder `reserveView` left: an assignment copied the view (retaining
        // its strings) and then destroyed the original.
        swap(&views[index], &view)

        if let v = map["constraints"] {
            views[index].layout = .constraints(try decodeConstraints(v.value, view: index), reader.location(v.key))
        }
        // Sized once: grown item by item, the array was reallocated at the second, third and fifth.
        var subviews: [Int] = []
        if let v = map["subviews"] {
            let count = try reader.itemCount(v.value, "subviews")
            subviews.reserveCapacity(count)
            for k in 0..<count { subviews.append(try subview(reader.doc.child(k, of: v.value), of: index, cellOf: nil)) }
        }
        // Not read as the file streams (`ViewStream` leaves them to the table): decoded here, top down.
        // Looked for first: the pairs below are an array made per view (and an empty one, released per view).
        if map["tableHeaderView"] != nil || map["tableFooterView"] != nil {
            for (key, isHeader) in [("tableHeaderView", true), ("tableFooterView", false)] {
                guard let v = map[key] else { continue }
                let child = try subview(v.value, of: index, cellOf: nil)
                let height = try tableAccessoryHeight(child, key: key)
                if isHeader {
                    views[index].table?.headerView = child
                    views[index].table?.headerHeight = height
                } else {
                    views[index].table?.footerView = child
                    views[index].table?.footerHeight = height
                }
                subviews.append(child)
            }
        }
        if let cell = map["cell"] {
            subviews.append(try decodeCellTemplate(cell.value, table: index, keyNode: cell.key))
        }
        // Consumed: assigned plainly, the list was retained for the view and released with the local.
        views[index].subviews = consume subviews
        // `numberOfRows` first: `views[index].table` copies the whole view out to read it.
        if let rows = map["numberOfRows"], let table = views[index].table, let height = table.contentHeight, height > NodeReader.maxMagnitude {
            throw reader.fail(.badValue, "numberOfRows \(table.numberOfRows ?? 0) at rowHeight \(Points.text(table.rowHeight)) makes the content \(Points.text(height)) tall; InsetLint takes content up to \(Int(NodeReader.maxMagnitude)) pt", at: rows.value)
        }
    }

    /// A table header or footer view's height: UITableView sets its origin and width and keeps the
    /// height it was given, so that is all the spec may say about its place (a frame's height, or a
    /// `height:` constraint). Its layout is then the table's (`LayoutPlan`).
    mutating func tableAccessoryHeight(_ view: Int, key: String) throws(SpecError) -> Double {
        let how = "the table places it at the \(key == "tableHeaderView" ? "top of its content" : "end of its rows") as wide as itself; "
            + "give it only a height: frame: [0, 0, 0, 120] or constraints: { height: 120 }"
        switch views[view].layout {
        case .frame(let rect, _):
            views[view].layout = .none
            return rect.height
        case .constraints(_, let location):
            let list = views[view].layout.constraints(in: constraints)
            for c in list where !(c.attribute == .height && c.target == .constant && c.relation == .equal && c.isRequired) {
                throw SpecError(kind: .badConstraint, message: "\(key) '\(views[view].id)' cannot be constrained with '\(c.attribute.rawValue)' here: \(how)",
                                location: c.location)
            }
            guard list.count == 1, let height = list.first?.constant else {
                throw SpecError(kind: .badConstraint, message: "\(key) '\(views[view].id)' needs exactly one height; \(how)", location: location)
            }
            views[view].layout = .none
            return height
        case .none:
            throw SpecError(kind: .missingKey, message: "\(key) '\(views[view].id)' needs a height: \(how)", location: views[view].location)
        }
    }

    /// `transform: { scaleX: 1, scaleY: -1 }`: only the signs change the layout (a negative scale
    /// mirrors the view's subviews); any transform withholds the safe area.
    func decodeTransformScale(_ node: Int) throws(SpecError) -> TransformFlips {
        let map = try reader.mapping(node, "transform", allowed: Self.transformKeys)
        var flips: TransformFlips = []
        for (key, flip) in [("scaleX", TransformFlips.horizontal), ("scaleY", .vertical)] {
            guard let v = map[key] else { continue }
            let scale = try reader.number(v.value, "transform.\(key)")
            if scale == 0 { throw reader.fail(.badValue, "transform.\(key) cannot be 0 (the view would collapse to nothing)", at: v.value) }
            if scale < 0 { flips.insert(flip) }
        }
        return flips
    }

    /// The view index for an item of `parent`'s subviews: decoded already unless it is not a mapping.
    mutating func subview(_ item: Int, of parent: Int, cellOf: Int?) throws(SpecError) -> Int {
        guard reader.doc.kind(item) == .detached else {
            if let failed = failedViews[reader.location(item)] { throw failed }
            let child = reserveView(parent: parent, cellOf: cellOf, location: reader.location(item))
            try decodeView(item, index: child, isRoot: false, keyLocation: reader.location(item))
            return child
        }
        let child = reader.doc.token(item)
        // A copy of views made by an alias holds the originals, whose parent is another view. The
        // copy would repeat their ids, which is what UIKit-minded readers are told.
        guard views[child].parent == parent else {
            throw reader.fail(.duplicateID, "duplicate id '\(views[child].id)': this alias repeats the view at \(views[child].location), and ids are unique within a file; write the view out with its own id", at: item)
        }
        return child
    }

    /// Keeps the next index for a view whose mapping starts here, so that a view's index comes
    /// before its subviews' although it is decoded after them.
    mutating func reserveView(parent: Int?, cellOf: Int?, location: SourceLocation) -> Int {
        // Sized at the first view, not in `init`: a file that fails before its first view reserves nothing.
        if views.isEmpty {
            views.reserveCapacity(fileSize / 160)
            constraints.reserveCapacity(fileSize / 45)
            // Grown by doubling, the id table was rehashed a dozen times for a 100-view spec.
            ids.reserveCapacity(fileSize / 160)
        }
        views.append(ViewSpec(id: "", location: location, className: "", role: .container, parent: parent, cellOf: cellOf))
        return views.count - 1
    }

    /// Checks `id` and records it for view `index` (declared at `key`), unless `ViewStream`
    /// registered it when the view's subviews began.
    mutating func checkID(_ id: String, at node: Int, key: Int, isRoot: Bool, view: Int, index: Int) throws(SpecError) {
        if let problem = Self.idProblem(id, isRoot: isRoot) { throw reader.fail(.badValue, problem, at: node) }
        guard let first = ids.updateValue((index, reader.location(key), reader.location(node)), forKey: id) else { return }
        if first.index == index { return }
        ids[id] = first   // the first use stays the one later repeats are measured against
        // An alias (`- *card`) copies a view with the anchor's positions inside it, so its id sits
        // "at" the original's: point at the alias instead, and say why the copy cannot work.
        if first.location == reader.location(key) {
            throw reader.fail(.duplicateID, "duplicate id '\(id)': this alias repeats the view at \(first.location), and ids are unique within a file; write the view out with its own id", at: view)
        }
        // Only the root can be decoded after a subview that repeats its id (`ViewStream` registers
        // every other view's id before its subviews): the root's `id:` still comes first in the file.
        if isRoot {
            throw SpecError(kind: .duplicateID, message: "duplicate id '\(id)' (first used at \(reader.location(key))); ids are unique within a file",
                            location: first.value)
        }
        throw reader.fail(.duplicateID, "duplicate id '\(id)' (first used at \(first.location)); ids are unique within a file", at: node)
    }

    /// Why `id` cannot name a view, or nil (repeats aside): `checkID` reports it, and `ViewStream`
    /// registers only ids without one.
    static func idProblem(_ id: String, isRoot: Bool) -> String? {
        if isPlainID(id) { return nil }
        guard isValidID(id) else {
            return "id '\(id)' must start with a letter and hold only letters, digits, '_' and '-'"
        }
        guard ConstraintParser.isIdentifier(id) else {
            return "id '\(id)': a '-' in an id must be followed by a letter, since in a constraint a '-' before a digit or at the end means minus; use '_' instead"
        }
        // `self` names the constrained view itself (`width: self.height`): a view called that could
        // never be named by another.
        if ConstraintParser.namedTargets.contains(where: { sameBytes($0, id) }) || (!isRoot && sameBytes(id, "root")) || sameBytes(id, "self") {
            return "'\(id)' is a reserved name in constraints; pick another id"
        }
        return nil
    }

    /// The lengths of the reserved names (the named targets, `root` and `self`), one bit each, and 0.
    static let reservedLengths: UInt64 = (ConstraintParser.namedTargets + ["root", "self"]).reduce(1) { $0 | 1 << UInt64($1.utf8.count) }

    /// Whether `id` is certainly fine, in one pass over its bytes: ASCII letters, digits, `_` and a
    /// `-` before a letter, starting with a letter or `_`, and not a reserved name. False
    /// leaves the verdict (and the message) to the checks of `idProblem`, which every id ran before.
    static func isPlainID(_ id: String) -> Bool {
        // Read in place: a `var` copy for `withUTF8` retained and released the id. A string whose
        // bytes are not contiguous (none on this platform) is left to `idProblem`'s checks.
        id.utf8.withContiguousStorageIfAvailable { bytes in
            // An id as long as a reserved name (`dateLabel` is as long as `superview`) is fine unless it is one.
            if bytes.count < 64, reservedLengths & 1 << UInt64(bytes.count) != 0 {
                guard !bytes.isEmpty, ConstraintParser.guide(bytes) == nil,
                      !(bytes.count == 4 && bytes[0] == 0x72 && bytes[1] == 0x6F && bytes[2] == 0x6F && bytes[3] == 0x74),   // "root"
                      !(bytes.count == 4 && bytes[0] == 0x73 && bytes[1] == 0x65 && bytes[2] == 0x6C && bytes[3] == 0x66)    // "self"
                else { return false }
            }
            typealias Class = ConstraintParser.ByteClass
            let classes = ConstraintParser.byteClasses
            guard classes[Int(bytes[0])] & Class.letter != 0 else { return false }
            for k in 1..<bytes.count {
                let b = bytes[k]
                if classes[Int(b)] & Class.word != 0 { continue }
                guard b == 0x2D, k + 1 < bytes.count, classes[Int(bytes[k + 1])] & Class.letter != 0 else { return false }
            }
            return true
        } ?? false
    }

    /// A letter or `_`, then letters, digits, `_` and `-`; all-ASCII ids (nearly all) skip the
    /// Unicode property lookups.
    static func isValidID(_ id: String) -> Bool {
        if id.utf8.allSatisfy({ $0 < 0x80 }) {
            func letter(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F }
            guard let first = id.utf8.first, letter(first) else { return false }
            return id.utf8.allSatisfy { letter($0) || $0 == 0x2D || ($0 >= 0x30 && $0 <= 0x39) }
        }
        let scalars = Array(id.unicodeScalars)
        return !scalars.isEmpty && (scalars[0].properties.isAlphabetic || scalars[0] == "_")
            && scalars.allSatisfy { $0.properties.isAlphabetic || $0 == "_" || $0 == "-" || ("0"..."9").contains($0) }
    }

    /// `cell: { subviews: [...] }`: a synthetic content view standing for the first row's.
    mutating func decodeCellTemplate(_ node: Int, table: Int, keyNode: Int) throws(SpecError) -> Int {
        let map = try reader.mapping(node, "cell", allowed: Self.cellKeys)
        // Kept when the `cell:` mapping started (`ViewStream`), before its subviews.
        let index = cellContentViews[table] ?? reserveView(parent: table, cellOf: table, location: reader.location(keyNode))
        // The template's `id` names its content view (findings and `explain` use it); without one the
        // content view is "<table>.cell", which no id can collide with.
        var id = "\(views[table].id).cell"
        if let v = map["id"] {
            id = try reader.string(v.value, "cell.id")
            try checkID(id, at: v.value, key: v.key, isRoot: false, view: node, index: index)
        }
        views[index] = ViewSpec(id: id, location: reader.location(keyNode),
                                className: "UITableViewCellContentView", role: .container, parent: table, cellOf: table)
        views[table].table?.cellContentView = index
        if let v = map["class"] {
            let name = try reader.string(v.value, "cell.class")
            if NodeReader.isBlank(name) { throw reader.fail(.badValue, "cell.class is empty; name the cell's class or leave the key out", at: v.value) }
            views[table].table?.cellClass = name
        }
        var subviews: [Int] = []
        if let v = map["subviews"] {
            let count = try reader.itemCount(v.value, "cell.subviews")
            subviews.reserveCapacity(count)
            for k in 0..<count { subviews.append(try subview(reader.doc.child(k, of: v.value), of: index, cellOf: table)) }
        }
        views[index].subviews = consume subviews
        return index
    }

    func decodeFrame(_ node: Int) throws(SpecError) -> Rect {
        let items = try reader.sequence(node, "frame")
        guard items.count == 4 else {
            throw reader.fail(.wrongType, "frame must be [x, y, width, height], found \(items.count) value\(items.count == 1 ? "" : "s")", at: node)
        }
        return Rect(x: try reader.number(items[0], "frame x"), y: try reader.number(items[1], "frame y"),
                    width: try reader.number(items[2], "frame width", nonNegative: true),
                    height: try reader.number(items[3], "frame height", nonNegative: true))
    }

    func decodeStack(_ map: MappingEntries, location: SourceLocation) throws(SpecError) -> StackSettings {
        var stack = StackSettings(location: location)
        if let v = map["axis"] {
            let text = try reader.string(v.value, "axis")
            switch text {
            case "horizontal": stack.axis = .horizontal
            case "vertical": stack.axis = .vertical
            default:
                throw reader.fail(.badValue, "axis must be horizontal or vertical, found '\(text)'\(Suggestion.phrase(for: text, in: ["horizontal", "vertical"]))", at: v.value)
            }
        }
        if let v = map["spacing"] { stack.spacing = try reader.number(v.value, "spacing") }
        if let v = map["alignment"] { stack.alignment = try reader.choice(v.value, "alignment", as: StackSettings.Alignment.self) }
        if let v = map["distribution"] { stack.distribution = try reader.choice(v.value, "distribution", as: StackSettings.Distribution.self) }
        if let v = map["isLayoutMarginsRelativeArrangement"] {
            stack.isLayoutMarginsRelativeArrangement = try reader.bool(v.value, "isLayoutMarginsRelativeArrangement")
        }
        return stack
    }

    /// A priority key's value: 1...1000 or one of UIKit's names.
    func priority(_ node: Int, _ what: String) throws(SpecError) -> UInt16 {
        if reader.doc.kind(node) == .scalar, let named = ConstraintParser.priority(named: reader.doc.scalar(node)) { return named }
        let value = try reader.number(node, what)
        guard value == value.rounded(), value >= 1, value <= 1000 else {
            throw reader.fail(.badValue, "\(what) must be a priority from 1 to 1000 (or required, high, low, fittingSize), found \(reader.describe(node))", at: node)
        }
        return UInt16(value)
    }

    /// FORMAT.md §6's per-view keys; nil when the view writes none of them.
    func decodeAutoLayout(_ map: MappingEntries) throws(SpecError) -> AutoLayoutSettings? {
        // Most views write none of them, which the keys' lengths tell at once.
        guard map.mayHold(lengthBits: Self.autoLayoutKeyLengths), Self.autoLayoutKeys.contains(where: { map[$0] != nil }) else { return nil }
        var settings = AutoLayoutSettings()
        if let v = map["intrinsicContentSize"] {
            settings.location = reader.location(v.key)
            if reader.doc.kind(v.value) == .scalar, reader.doc.scalar(v.value) == "none" {
                settings.intrinsicWidth = .none
                settings.intrinsicHeight = .none
            } else {
                for (name, entry) in try reader.mapping(v.value, "intrinsicContentSize", allowed: Self.sizeKeys) {
                    let metric: IntrinsicMetric
                    if reader.doc.kind(entry.value) == .scalar, reader.doc.scalar(entry.value) == "none" {
                        metric = .none
                    } else {
                        metric = .points(try reader.number(entry.value, "intrinsicContentSize.\(name)", nonNegative: true))
                    }
                    if name == "width" { settings.intrinsicWidth = metric } else { settings.intrinsicHeight = metric }
                }
            }
        }
        for (key, isHugging) in [("contentHuggingPriority", true), ("contentCompressionResistancePriority", false)] {
            guard let v = map[key] else { continue }
            for (name, entry) in try reader.mapping(v.value, key, allowed: Self.axisKeys) {
                let p = try priority(entry.value, "\(key).\(name)")
                switch (isHugging, name == "horizontal") {
                case (true, true): settings.huggingHorizontal = p
                case (true, false): settings.huggingVertical = p
                case (false, true): settings.compressionHorizontal = p
                case (false, false): settings.compressionVertical = p
                }
            }
        }
        if let v = map["layoutMargins"], let d = map["directionalLayoutMargins"] {
            _ = v
            throw reader.fail(.badValue, "a view takes layoutMargins or directionalLayoutMargins, not both (they are one setting)", at: d.key)
        }
        if let v = map["layoutMargins"] { settings.layoutMargins = try reader.insets(v.value, "layoutMargins") }
        if let v = map["directionalLayoutMargins"] {
            var margins = Insets.zero
            // Left-to-right layout: leading is left, trailing is right.
            for (name, entry) in try reader.mapping(v.value, "directionalLayoutMargins", allowed: Self.directionalEdgeKeys) {
                let value = try reader.number(entry.value, "directionalLayoutMargins.\(name)")
                switch name {
                case "top": margins.top = value
                case "bottom": margins.bottom = value
                case "leading": margins.left = value
                default: margins.right = value
                }
            }
            settings.layoutMargins = margins
        }
        if let v = map["insetsLayoutMarginsFromSafeArea"] {
            settings.insetsLayoutMarginsFromSafeArea = try reader.bool(v.value, "insetsLayoutMarginsFromSafeArea")
        }
        if let v = map["preservesSuperviewLayoutMargins"] {
            settings.preservesSuperviewLayoutMargins = try reader.bool(v.value, "preservesSuperviewLayoutMargins")
        }
        if let v = map["arranged"] { settings.arranged = try reader.bool(v.value, "arranged") }
        if let v = map["numberOfLines"] {
            let lines = try reader.number(v.value, "numberOfLines", nonNegative: true)
            guard lines == lines.rounded(), lines <= Double(Int32.max) else {
                throw reader.fail(.badValue, "numberOfLines must be a whole number (0 for as many lines as the text needs), found \(reader.describe(v.value))", at: v.value)
            }
            settings.numberOfLines = Int(lines)
        }
        return settings
    }

    func decodeChildViewController(_ node: Int, keyLocation: SourceLocation) throws(SpecError) -> ChildViewController {
        var child = ChildViewController(location: keyLocation)
        if reader.isNull(node) { return child }
        let map = try reader.mapping(node, "viewController", allowed: Self.childViewControllerKeys)
        if let v = map["viewRespectsSystemMinimumLayoutMargins"] {
            child.viewRespectsSystemMinimumLayoutMargins = try reader.bool(v.value, "viewRespectsSystemMinimumLayoutMargins")
        }
        if let v = map["additionalSafeAreaInsets"] { child.additionalSafeAreaInsets = try reader.insets(v.value, "additionalSafeAreaInsets") }
        if let v = map["prefersHomeIndicatorAutoHidden"] { child.prefersHomeIndicatorAutoHidden = try reader.bool(v.value, "prefersHomeIndicatorAutoHidden") }
        if let v = map["automaticallyAdjustsScrollViewInsets"] {
            child.automaticallyAdjustsScrollViewInsets = try reader.bool(v.value, "automaticallyAdjustsScrollViewInsets")
        }
        return child
    }

    func decodeSuppression(_ node: Int, keyLocation: SourceLocation) throws(SpecError) -> Suppression {
        let map = try reader.mapping(node, "insetlint (a suppression)", allowed: Self.suppressionKeys)
        guard let disable = map["disable"] else {
            throw reader.fail(.missingKey, "a suppression needs 'disable: [rule-id, ...]'", at: node)
        }
        var rules: [Located<String>] = []
        for item in try reader.sequence(disable.value, "disable") {
            let id = try reader.string(item, "a rule id")
            guard options.knownRules.contains(id) else {
                throw reader.fail(.unknownRule, "unknown rule '\(id)'\(Suggestion.phrase(for: id, in: options.knownRules.sorted())) (`insetlint rules` lists them)", at: item)
            }
            rules.append(Located(id, at: reader.location(item)))
        }
        var reason: String?
        if let v = map["reason"] {
            let text = try reader.string(v.value, "reason")
            reason = NodeReader.isBlank(text) ? nil : text
        }
        return Suppression(rules: rules, reason: reason, location: keyLocation)
    }

    /// Whether a view of a scroll view class scrolls: all do but a UITextView with
    /// `scrollEnabled: false`: with scrolling off a text view reports its text's size as its
    /// intrinsicContentSize and Auto Layout grows it to fit, so it is a plain content view (the spec
    /// checks its frame) and the scroll keys would mean nothing on it.
    func scrolls(_ map: MappingEntries, className: String) throws(SpecError) -> Bool {
        guard className == "UITextView", let v = map["scrollEnabled"], try !reader.bool(v.value, "scrollEnabled") else { return true }
        if let key = Self.scrollKeys.first(where: { map[$0] != nil }), let entry = map[key] {
            throw reader.fail(.badValue, "'\(key)' has no effect on a text view with scrollEnabled: false, which sizes to its text "
                              + "and is laid out as a plain view; remove one of the two", at: entry.key)
        }
        return false
    }

    func decodeScroll(_ map: MappingEntries, className: String) throws(SpecError) -> ScrollSettings {
        var scroll = ScrollSettings()
        if let v = map["contentInsetAdjustmentBehavior"] {
            scroll.contentInsetAdjustmentBehavior = Located(
                try reader.choice(v.value, "contentInsetAdjustmentBehavior", as: ContentInsetAdjustmentBehavior.self),
                at: reader.location(v.key))
        }
        if let v = map["contentInset"] {
            for (name, entry) in try reader.mapping(v.value, "contentInset", allowed: KeyNames.edges) {
                let edge = Edge(rawValue: name)!
                let text = reader.doc.scalar(entry.value)
                if reader.doc.kind(entry.value) == .scalar, text.hasPrefix("superview.safeAreaInsets.") {
                    guard let source = Edge(rawValue: String(text.dropFirst("superview.safeAreaInsets.".count))) else {
                        throw reader.fail(.badValue, "contentInset.\(name) must be a number or superview.safeAreaInsets.<top|left|bottom|right>, found '\(text)'", at: entry.value)
                    }
                    scroll.contentInset[edge] = .superviewSafeArea(source)
                } else {
                    scroll.contentInset[edge] = .points(try reader.number(entry.value, "contentInset.\(name)"))
                }
            }
        }
        if let v = map["contentSize"] {
            let size = try reader.mapping(v.value, "contentSize", allowed: Self.sizeKeys)
            if let w = size["width"] { scroll.contentWidth = try reader.number(w.value, "contentSize.width", nonNegative: true) }
            if let h = size["height"] { scroll.contentHeight = try reader.number(h.value, "contentSize.height", nonNegative: true) }
        }
        // A table view bounces vertically by default, a scroll or collection view does not: so a
        // short table still scrolls vertically and `.automatic` insets it. (Interface Builder writes
        // alwaysBounceVertical="YES" on every table view it creates; published observations: a
        // table with one row can be pulled to refresh where a collection view needs the flag set.)
        scroll.alwaysBounceVertical = className == "UITableView"
        if let v = map["alwaysBounceVertical"] { scroll.alwaysBounceVertical = try reader.bool(v.value, "alwaysBounceVertical") }
        if let v = map["alwaysBounceHorizontal"] { scroll.alwaysBounceHorizontal = try reader.bool(v.value, "alwaysBounceHorizontal") }
        if let v = map["automaticallyAdjustsScrollIndicatorInsets"] {
            scroll.automaticallyAdjustsScrollIndicatorInsets = try reader.bool(v.value, "automaticallyAdjustsScrollIndicatorInsets")
        }
        return scroll
    }

    func decodeTable(_ map: MappingEntries) throws(SpecError) -> TableSettings {
        var table = TableSettings()
        if let v = map["insetsContentViewsToSafeArea"] {
            table.insetsContentViewsToSafeArea = try reader.bool(v.value, "insetsContentViewsToSafeArea")
        }
        if let v = map["rowHeight"] { table.rowHeight = try reader.number(v.value, "rowHeight", nonNegative: true) }
        if let v = map["numberOfRows"] {
            let rows = try reader.number(v.value, "numberOfRows", nonNegative: true)
            guard rows == rows.rounded(.towardZero) else {
                throw reader.fail(.badValue, "numberOfRows must be a whole number of rows, found \(reader.describe(v.value))", at: v.value)
            }
            table.numberOfRows = Int(rows)   // `number` caps it far below Int's range
        }
        return table
    }

    func decodeFlowLayout(_ node: Int, keyLocation: SourceLocation) throws(SpecError) -> FlowLayout {
        var flow = FlowLayout(location: keyLocation)
        let map = try reader.mapping(node, "flowLayout", allowed: Self.flowLayoutKeys)
        if let v = map["sectionInset"] { flow.sectionInset = try reader.insets(v.value, "sectionInset") }
        if let v = map["sectionInsetReference"] {
            flow.sectionInsetReference = try reader.choice(v.value, "sectionInsetReference", as: SectionInsetReference.self)
        }
        if let v = map["itemSize"] {
            let size = try reader.mapping(v.value, "itemSize", allowed: Self.sizeKeys)
            guard let w = size["width"], let h = size["height"] else {
                throw reader.fail(.missingKey, "itemSize needs both width and height", at: v.value)
            }
            flow.itemSize = Size(width: try reader.number(w.value, "itemSize.width", nonNegative: true),
                                 height: try reader.number(h.value, "itemSize.height", nonNegative: true))
        }
        return flow
    }

    func decodePage(_ node: Int) throws(SpecError) -> WebPage {
        var page = WebPage()
        let map = try reader.mapping(node, "page", allowed: Self.pageKeys)
        if let v = map["viewportFit"] { page.viewportFit = try reader.choice(v.value, "viewportFit", as: ViewportFit.self) }
        if let v = map["usesSafeAreaInsetTop"] { page.usesSafeAreaInsetTop = try reader.bool(v.value, "usesSafeAreaInsetTop") }
        if let v = map["usesSafeAreaInsetBottom"] { page.usesSafeAreaInsetBottom = try reader.bool(v.value, "usesSafeAreaInsetBottom") }
        if let v = map["usesSafeAreaInsetLeft"] { page.usesSafeAreaInsetLeft = try reader.bool(v.value, "usesSafeAreaInsetLeft") }
        if let v = map["usesSafeAreaInsetRight"] { page.usesSafeAreaInsetRight = try reader.bool(v.value, "usesSafeAreaInsetRight") }
        if let v = map["header"] { page.header = try reader.bool(v.value, "header") }
        if let v = map["footer"] { page.footer = try reader.bool(v.value, "footer") }
        return page
    }
}


