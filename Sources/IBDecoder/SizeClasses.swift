import ScreenModel
import XMLReader

/// A size-class bucket of the lint matrix (UIKit's trait collection; Apple's Human Interface
/// Guidelines, "Layout", list the size classes of each device and orientation): an iPhone in
/// portrait is compact width, regular height; in landscape compact height, and compact width
/// except the large (Plus/Max) phones, which are regular width; an iPad full screen is regular both ways.
public struct IBSizeClass: Hashable, Sendable, Comparable, CustomStringConvertible {
    public enum Class: String, Hashable, Sendable { case compact, regular }

    public var width: Class
    public var height: Class

    public static let phonePortrait = IBSizeClass(width: .compact, height: .regular)
    public static let phoneLandscape = IBSizeClass(width: .compact, height: .compact)
    public static let largePhoneLandscape = IBSizeClass(width: .regular, height: .compact)
    public static let pad = IBSizeClass(width: .regular, height: .regular)
    public static let all: [IBSizeClass] = [.phonePortrait, .phoneLandscape, .largePhoneLandscape, .pad]

    public static func < (a: IBSizeClass, b: IBSizeClass) -> Bool {
        all.firstIndex(of: a)! < all.firstIndex(of: b)!
    }

    /// The devices and orientations of the bucket, for screen names.
    public var description: String {
        switch (width, height) {
        case (.compact, .regular): "iPhone portrait"
        case (.compact, .compact): "iPhone landscape"
        case (.regular, .compact): "Plus/Max iPhone landscape"
        case (.regular, .regular): "iPad"
        }
    }

    /// Whether IB's variation key (`default`, `heightClass=compact`,
    /// `heightClass=compact-widthClass=regular`) applies here, and how many traits it names.
    static func matching(_ key: String, _ bucket: IBSizeClass) -> Int? {
        if key == "default" { return 0 }
        var named = 0
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2, let value = Class(rawValue: String(pair[1])) else { return nil }
            switch pair[0] {
            case "widthClass": guard value == bucket.width else { return nil }
            case "heightClass": guard value == bucket.height else { return nil }
            default: return nil
            }
            named += 1
        }
        return named
    }
}

extension ScreenBuilder {
    /// Whether the hierarchy under the screen's root view has size-class variations.
    func hasVariations() -> Bool {
        (rootView + 1..<tree.subtreeEnd(of: rootView)).contains { tree[$0].name == "variation" }
    }

    /// For `bucket`: the constraints a view's `<variation>` masks install or remove there (most
    /// specific key last, as IB applies them), by constraint id; a constraint absent is installed.
    func installedConstraints(in bucket: IBSizeClass) -> [String: Bool] { installed("constraints", in: bucket) }

    /// For `bucket`: the subviews a view's `<variation>` masks remove there (IB's "Installed"
    /// checkbox per size class: `<mask key="subviews">`), as the element ranges of their subtrees.
    func uninstalledSubviews(in bucket: IBSizeClass) -> [Range<Int>] {
        installed("subviews", in: bucket).compactMap { id, include in
            guard !include, let element = document.ids[id] else { return nil }
            return element..<tree.subtreeEnd(of: element)
        }
    }

    /// The objects `<mask key="KEY">` entries install or remove in `bucket`, by id.
    private func installed(_ maskKey: String, in bucket: IBSizeClass) -> [String: Bool] {
        var decided: [String: (Int, Bool)] = [:]
        for element in rootView + 1..<tree.subtreeEnd(of: rootView) where tree[element].name == "variation" {
            guard let key = tree.attribute("key", of: element), let rank = IBSizeClass.matching(key, bucket) else { continue }
            for mask in tree.children(of: element) where tree[mask].name == "mask" && tree.attribute("key", of: mask) == maskKey {
                for entry in tree.children(of: mask) {
                    guard let id = tree.attribute("reference", of: entry) else { continue }
                    let include = tree[entry].name == "include"
                    guard include || tree[entry].name == "exclude" else { continue }
                    if let previous = decided[id], previous.0 > rank { continue }
                    decided[id] = (rank, include)
                }
            }
        }
        return decided.mapValues(\.1)
    }

    /// The value of `name` on a constraint in `bucket`: its most specific matching `<variation>`'s,
    /// else its own.
    func constraintAttribute(_ name: String, of element: Int) -> String? {
        var value = tree.attribute(name, of: element)
        guard let bucket = sizeClass else { return value }
        var best = -1
        for variation in tree.children(of: element) where tree[variation].name == "variation" {
            guard let key = tree.attribute("key", of: variation), let rank = IBSizeClass.matching(key, bucket), rank > best,
                  let own = tree.attribute(name, of: variation) else { continue }
            value = own
            best = rank
        }
        return value
    }
}

extension IBDocument {
    /// The screens of one controller in one container chain: one when its layout does not vary by
    /// size class, else one per group of buckets that share a layout (named after the buckets,
    /// limited to their orientations where the buckets say).
    func screens(controller: Int, rootView: Int, chain: ContainerChain, chainCount: Int) -> [IBScreen] {
        var builder = ScreenBuilder(document: self, controller: controller, rootView: rootView, chain: chain, chainCount: chainCount)
        guard builder.hasVariations() else { return [builder.build()] }
        var groups: [(buckets: [IBSizeClass], screen: IBScreen)] = []
        for bucket in IBSizeClass.all {
            var variant = ScreenBuilder(document: self, controller: controller, rootView: rootView, chain: chain, chainCount: chainCount)
            variant.sizeClass = bucket
            let screen = variant.build()
            let sameLayout = { (other: IBScreen) in
                other.constraints == screen.constraints && other.spec.views.map(\.id) == screen.spec.views.map(\.id)
            }
            if let k = groups.firstIndex(where: { sameLayout($0.screen) }) {
                groups[k].buckets.append(bucket)
            } else {
                groups.append(([bucket], screen))
            }
        }
        if groups.count == 1 {
            var screen = groups[0].screen
            screen.sizeClasses = IBSizeClass.all
            return [screen]
        }
        return groups.map { group in
            var screen = group.screen
            screen.sizeClasses = group.buckets
            screen.variantOf = screen.spec.screen
            screen.spec.screen += " (" + group.buckets.map(\.description).joined(separator: ", ") + ")"
            if group.buckets == [.phonePortrait] {
                screen.spec.orientations = [.portrait]
            } else if !group.buckets.contains(.phonePortrait), !group.buckets.contains(.pad) {
                screen.spec.orientations = [.landscapeLeft, .landscapeRight]
            }
            return screen
        }
    }
}
