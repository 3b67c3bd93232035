import InsetEngine
import ScreenModel
import SpecDecoder
import Testing

/// Invariants over generated screens (issue #3). The generator is seeded, so a failure names a
/// seed that reproduces it.
@Suite struct PropertyTests {
    /// SplitMix64: small, fast, and the same sequence on every platform.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
        mutating func bool() -> Bool { next() & 1 == 1 }
        mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }
    }

    /// A random screen as YAML: containers, bars, additional insets, and a tree of plain views and
    /// scroll views laid out by frames or constraints. Views named `pinned…` are pinned to the safe area.
    static func screen(_ rng: inout Random, symmetricSides: Bool) -> String {
        var lines = ["insetlint: 1", "screen: Generated"]
        if rng.bool() { lines.append("statusBar: hidden") }
        if rng.bool() { lines.append("tabBarController: { tabBar: { translucent: \(rng.bool()) } }") }
        if rng.bool() {
            lines.append("navigationController:")
            lines.append("  navigationBar: { translucent: \(rng.bool()), prefersLargeTitles: \(rng.bool()) }")
            lines.append("  toolbar: { hidden: \(rng.bool()) }")
        }
        lines.append("viewController:")
        let side = rng.int(-10...40)
        lines.append("  additionalSafeAreaInsets: { top: \(rng.int(-30...40)), left: \(side), bottom: \(rng.int(-30...40)), right: \(symmetricSides ? side : rng.int(-10...40)) }")
        lines.append("  extendedLayoutIncludesOpaqueBars: \(rng.bool())")
        lines.append("  view:")
        var counter = 0
        func views(_ indent: String, depth: Int, inScroll: Bool) {
            lines.append(indent + "subviews:")
            for _ in 0..<rng.int(1...3) {
                counter += 1
                let isScroll = depth < 3 && rng.int(0...3) == 0
                let pinned = rng.int(0...3) == 0
                lines.append(indent + "  - id: \(pinned ? "pinned" : "v")\(counter)")
                lines.append(indent + "    class: \(isScroll ? "UIScrollView" : rng.pick(["UIView", "UILabel", "UIButton"]))")
                if !pinned, rng.int(0...5) == 0 {
                    lines.append(indent + "    viewController: { additionalSafeAreaInsets: { top: \(rng.int(0...30)), bottom: \(rng.int(0...30)) } }")
                }
                if pinned {
                    lines.append(indent + "    constraints: { edges: safeArea }")
                } else if rng.bool() {
                    lines.append(indent + "    frame: [\(rng.int(-60...300)), \(rng.int(-60...800)), \(rng.int(0...500)), \(rng.int(0...900))]")
                } else {
                    let target = rng.pick(["superview", "safeArea", "margins"])
                    lines.append(indent + "    constraints: { top: \(target) + \(rng.int(0...40)), leading: \(target), trailing: \(target) - \(rng.int(0...20)), bottom: \(rng.pick(["superview", "safeArea"])) - \(rng.int(0...40)) }")
                }
                if isScroll {
                    lines.append(indent + "    contentInsetAdjustmentBehavior: \(rng.pick(["automatic", "scrollableAxes", "never", "always"]))")
                    lines.append(indent + "    contentInset: { top: \(rng.int(-10...30)), left: \(rng.int(0...20)), bottom: \(rng.int(0...30)), right: \(rng.int(0...20)) }")
                    lines.append(indent + "    contentSize: { height: \(rng.int(100...2000)) }")
                    lines.append(indent + "    alwaysBounceVertical: \(rng.bool())")
                }
                if depth < 3, rng.int(0...2) == 0 || isScroll {
                    views(indent + "    ", depth: depth + 1, inScroll: isScroll)
                }
            }
        }
        views("    ", depth: 0, inScroll: false)
        return lines.joined(separator: "\n") + "\n"
    }

    static func layouts(seed: UInt64, landscape: Bool) throws -> (ScreenSpec, ResolvedLayout, String) {
        var rng = Random(state: seed)
        let yaml = screen(&rng, symmetricSides: landscape)
        let options = DecodeOptions(knownDevices: DeviceCatalog.acceptedNames, knownRules: [])
        let spec = try SpecDecoder.decode(Array(yaml.utf8), options: options)
        let device = rng.pick(DeviceCatalog.all)
        let orientation: Orientation = landscape ? rng.pick([.landscapeLeft, .landscapeRight]) : .portrait
        return (spec, LayoutEngine.resolve(spec, in: LayoutContext(device: device, orientation: orientation)), yaml)
    }

    static let seeds: [UInt64] = Array(1...400)

    @Test(arguments: [false, true])
    func invariantsHoldOnGeneratedScreens(landscape: Bool) throws {
        var pinnedChecked = 0, scrollChecked = 0
        for seed in Self.seeds {
            let (spec, layout, yaml) = try Self.layouts(seed: seed, landscape: landscape)
            let troubled = Set(layout.issues.map(\.view))
            for view in layout.views where view.index != ScreenSpec.rootIndex && !view.isHidden {
                let viewSpec = spec.views[view.index]
                let parent = layout.views[viewSpec.parent!]
                var passed = parent.safeAreaInsets
                for edge in parent.scroll?.consumedEdges ?? [] { passed[edge] = 0 }
                if viewSpec.viewController == nil {
                    // R4: never more than the parent passes down.
                    for edge in Edge.allCases {
                        #expect(view.safeAreaInsets[edge] <= passed[edge] + 0.01, "seed \(seed) \(viewSpec.id) \(edge)\n\(yaml)")
                        #expect(view.safeAreaInsets[edge] >= 0)
                    }
                }
                if viewSpec.id.hasPrefix("pinned"), viewSpec.viewController == nil, !troubled.contains(view.index) {
                    // R5: pinned on all edges to the superview's safe area → no insets.
                    #expect(view.safeAreaInsets == .zero || Edge.allCases.allSatisfy { view.safeAreaInsets[$0] < 0.01 },
                            "seed \(seed) \(viewSpec.id): \(view.safeAreaInsets)\n\(yaml)")
                    pinnedChecked += 1
                }
                if let scroll = view.scroll {
                    scrollChecked += 1
                    switch scroll.behavior {
                    case .never:
                        #expect(scroll.adjustedContentInset == scroll.contentInset, "seed \(seed)")
                    case .always:
                        #expect(scroll.adjustedContentInset == scroll.contentInset + view.safeAreaInsets, "seed \(seed)")
                    case .automatic, .scrollableAxes:
                        for edge in Edge.allCases {
                            let added = scroll.adjustedContentInset[edge] - scroll.contentInset[edge]
                            #expect(abs(added) < 0.01 || abs(added - view.safeAreaInsets[edge]) < 0.01, "seed \(seed)")
                        }
                    }
                }
            }
            if landscape {
                // Landscape side insets are symmetric (UIKIT.md §1 note 1) for the device and the root.
                #expect(layout.deviceInsets.left == layout.deviceInsets.right)
                let root = layout.views[ScreenSpec.rootIndex].safeAreaInsets
                #expect(abs(root.left - root.right) < 0.01, "seed \(seed)\n\(yaml)")
            }
        }
        // The generator must actually exercise the properties.
        #expect(pinnedChecked > 100)
        #expect(scrollChecked > 100)
    }

    @Test func resolvingIsDeterministic() throws {
        for seed in Self.seeds.prefix(50) {
            let (spec, a, _) = try Self.layouts(seed: seed, landscape: seed % 2 == 0)
            let b = LayoutEngine.resolve(spec, in: a.context)
            #expect(a.views.map(\.screenFrame) == b.views.map(\.screenFrame))
            #expect(a.views.map(\.safeAreaInsets) == b.views.map(\.safeAreaInsets))
        }
    }
}
