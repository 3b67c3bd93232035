import ScreenModel
import XMLReader

/// What an app's `Info.plist` says about the contexts its screens are seen in: the interface
/// orientations it supports (`UISupportedInterfaceOrientations`, and its `~iphone` / `~ipad`
/// variants, which win on that kind of device). A portrait-only app is never laid out in
/// landscape, so its screens get no landscape findings.
///
/// Only XML property lists are read (what Xcode writes for a target's Info.plist); a binary one is
/// refused with a located error that says how to convert it.
public struct InfoPlist: Sendable, Equatable {
    /// `UISupportedInterfaceOrientations`, located at its `<array>`.
    public var orientations: Located<[Orientation]>?
    /// `UISupportedInterfaceOrientations~iphone`.
    public var phoneOrientations: Located<[Orientation]>?
    /// `UISupportedInterfaceOrientations~ipad`.
    public var padOrientations: Located<[Orientation]>?

    public init(orientations: Located<[Orientation]>? = nil, phoneOrientations: Located<[Orientation]>? = nil,
                padOrientations: Located<[Orientation]>? = nil) {
        self.orientations = orientations
        self.phoneOrientations = phoneOrientations
        self.padOrientations = padOrientations
    }

    /// The orientations the app supports on an iPhone (`pad` false) or an iPad, where the file
    /// says: the device-specific key first, as iOS reads it.
    public func orientations(pad: Bool) -> Located<[Orientation]>? {
        (pad ? padOrientations : phoneOrientations) ?? orientations
    }

    /// The key, and the interface orientations InsetLint checks for each value iOS defines
    /// (`UIInterfaceOrientation`). Upside-down portrait has portrait's safe area (the interface
    /// turns with the device), so it stands for portrait.
    public static let key = "UISupportedInterfaceOrientations"
    static let values: [String: Orientation] = [
        "UIInterfaceOrientationPortrait": .portrait,
        "UIInterfaceOrientationPortraitUpsideDown": .portrait,
        "UIInterfaceOrientationLandscapeLeft": .landscapeLeft,
        "UIInterfaceOrientationLandscapeRight": .landscapeRight,
    ]

    public static func decode(_ bytes: [UInt8]) throws(IBError) -> InfoPlist {
        let start = SourceLocation(line: 1, column: 1)
        if bytes.starts(with: Array("bplist".utf8)) {
            throw IBError("this is a binary property list; InsetLint reads XML property lists (convert it with `plutil -convert xml1 FILE`, as Xcode keeps a target's Info.plist)", at: start)
        }
        let tree: XMLTree
        do {
            tree = try XMLReader.read(bytes, keepingText: true, allowingExternalDoctype: true)
        } catch {
            throw IBError(error.message, at: IBDecoder.location(error.mark))
        }
        let root = tree[XMLTree.root]
        guard root.name == "plist" else {
            throw IBError("not a property list: the root element is <\(root.name)>, not <plist>", at: IBDecoder.location(root.mark))
        }
        guard let dict = tree.children(of: XMLTree.root).first(where: { _ in true }), tree[dict].name == "dict" else {
            throw IBError("an Info.plist holds a <dict> in its <plist>", at: IBDecoder.location(root.mark))
        }
        var plist = InfoPlist()
        var seen: [String: SourceLocation] = [:]
        var pending: (key: String, at: SourceLocation)?
        for child in tree.children(of: dict) {
            let at = IBDecoder.location(tree[child].mark)
            if let key = pending {
                pending = nil
                guard tree[child].name != "key" else { throw IBError("the key '\(key.key)' has no value", at: key.at) }
                switch key.key {
                case Self.key: plist.orientations = try orientations(tree, child, key.key)
                case Self.key + "~iphone": plist.phoneOrientations = try orientations(tree, child, key.key)
                case Self.key + "~ipad": plist.padOrientations = try orientations(tree, child, key.key)
                default: break
                }
                continue
            }
            guard tree[child].name == "key" else { throw IBError("expected a <key> in the <dict>, found <\(tree[child].name)>", at: at) }
            let name = tree.text(of: child)?.value ?? ""
            if let first = seen[name] { throw IBError("the key '\(name)' appears twice (first at \(first))", at: at) }
            seen[name] = at
            pending = (name, at)
        }
        if let key = pending { throw IBError("the key '\(key.key)' has no value", at: key.at) }
        return plist
    }

    private static func orientations(_ tree: XMLTree, _ array: Int, _ key: String) throws(IBError) -> Located<[Orientation]> {
        let at = IBDecoder.location(tree[array].mark)
        guard tree[array].name == "array" else { throw IBError("\(key) must be an <array> of orientation names, found <\(tree[array].name)>", at: at) }
        var result: [Orientation] = []
        for item in tree.children(of: array) {
            let itemAt = IBDecoder.location(tree[item].mark)
            guard tree[item].name == "string" else { throw IBError("\(key) lists <string> orientation names, found <\(tree[item].name)>", at: itemAt) }
            let text = tree.text(of: item)
            let name = (text?.value ?? "").trimmingWhitespace
            guard let orientation = values[name] else {
                let names = values.keys.sorted().joined(separator: ", ")
                throw IBError("unknown interface orientation '\(name)' in \(key); iOS knows \(names)", at: text.map { IBDecoder.location($0.mark) } ?? itemAt)
            }
            if !result.contains(orientation) { result.append(orientation) }
        }
        guard !result.isEmpty else { throw IBError("\(key) is empty: an app must support at least one orientation", at: at) }
        return Located(result.sorted(), at: at)
    }
}

private extension String {
    /// Without the spaces, tabs and line breaks a hand-edited plist may put around a value.
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
