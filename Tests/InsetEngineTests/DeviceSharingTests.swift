@testable import InsetEngine
import ScreenModel
import SpecDecoder
import Testing

/// Two devices share one layout on a profile (`Device.resolvesAlike`, `LayoutPlan.sharing`) only
/// where the engine and the rules read the same of both: the layout is resolved on the first and its
/// observations relabelled for the second.
struct DeviceSharingTests {
    static let options = DecodeOptions(knownDevices: DeviceCatalog.acceptedNames, knownRules: [], deviceNames: DeviceCatalog.names)

    /// Bars at the top and the bottom, a large title, a scroll view and views pinned to the safe
    /// area, the margins and the readable content guide: every part of the engine that reads the device.
    static let barsAndGuides = """
        insetlint: 1
        screen: S
        tabBarController:
          tabBar: { hidden: false, translucent: true }
        navigationController:
          navigationBar: { hidden: false, translucent: true, prefersLargeTitles: true }
        viewController:
          view:
            subviews:
              - { id: title, class: UILabel, constraints: { top: safeArea + 8, leading: margins, trailing: margins, height: 20 } }
              - { id: body, class: UILabel, constraints: { top: title.bottom + 8, leading: readableContent, trailing: readableContent, height: 40 } }
              - id: list
                class: UIScrollView
                contentSize: { height: 2400 }
                constraints: { top: body.bottom, leading: superview, trailing: superview, bottom: superview }
                subviews:
                  - { id: row, class: UIView, constraints: { top: safeArea, leading: safeArea + 16, trailing: safeArea - 16, height: 44 } }
        """

    static func contexts(_ ids: [(String, Orientation)], _ ios: IOSProfile) throws -> [LayoutContext] {
        try ids.map { LayoutContext(device: try #require(DeviceCatalog.device(named: $0.0)), orientation: $0.1, ios: ios) }
    }

    @Test func catalogDevicesThatResolveAlikeAgreeOnEverythingReadOfThem() throws {
        let plan = LayoutPlan(try SpecDecoder.decode(Array(Self.barsAndGuides.utf8), options: Self.options))
        var pairs: [String] = []
        for ios in IOSProfile.allCases {
            let devices = DeviceCatalog.all.filter { $0.runs(ios) }
            for (k, a) in devices.enumerated() {
                for b in devices[(k + 1)...] where a.resolvesAlike(b, on: ios) {
                    pairs.append("\(a.id) \(b.id) \(ios.rawValue)")
                    // What the rules read of a device: the band names.
                    #expect(a.topBandName == b.topBandName && a.sideBandName == b.sideBandName)
                    for orientation in Orientation.allCases {
                        #expect(a.screenSize(orientation) == b.screenSize(orientation))
                        #expect(a.safeAreaInsets(orientation, ios: ios) == b.safeAreaInsets(orientation, ios: ios))
                        #expect(a.isRegularWidth(orientation) == b.isRegularWidth(orientation))
                        Self.expectSameLayout(plan, a, b, orientation, ios)
                    }
                }
            }
        }
        // The 2024 and 2025 Pro panels are the same on the profiles the 2025 phones shipped with; on
        // iOS 18 the 2025 phones run in compatibility mode, with other landscape insets.
        #expect(pairs.contains("iphone-16-pro iphone-17 26") && pairs.contains("iphone-16-pro-max iphone-17-pro-max 27"))
        #expect(!pairs.contains("iphone-16-pro iphone-17 18"))
    }

    /// Alike in one orientation only: the layouts in that orientation agree on everything, and so
    /// does what the rules read of the devices there.
    @Test func devicesAlikeInOneOrientationAgreeOnEverythingReadOfThemThere() throws {
        let plan = LayoutPlan(try SpecDecoder.decode(Array(Self.barsAndGuides.utf8), options: Self.options))
        var pairs: [String] = []
        for ios in IOSProfile.allCases {
            let devices = DeviceCatalog.all.filter { $0.runs(ios) }
            for (k, a) in devices.enumerated() {
                for b in devices[(k + 1)...] {
                    for landscape in [false, true] where a.resolvesAlike(b, on: ios, landscape: landscape) {
                        pairs.append("\(a.id) \(b.id) \(ios.rawValue) \(landscape ? "landscape" : "portrait")")
                        #expect(a.topBandName == b.topBandName && a.sideBandName == b.sideBandName)
                        for orientation in Orientation.allCases where orientation.isLandscape == landscape {
                            #expect(a.screenSize(orientation) == b.screenSize(orientation))
                            #expect(a.safeAreaInsets(orientation, ios: ios) == b.safeAreaInsets(orientation, ios: ios))
                            #expect(a.topBandName(orientation) == b.topBandName(orientation))
                            Self.expectSameLayout(plan, a, b, orientation, ios)
                        }
                    }
                }
            }
        }
        // On iOS 18 the 2025 phones keep their compatibility mode's landscape insets: alike with the
        // 2024 Pro panels in portrait only.
        #expect(pairs.contains("iphone-16-pro iphone-17 18 portrait") && !pairs.contains("iphone-16-pro iphone-17 18 landscape"))
        #expect(pairs.contains("iphone-16-pro-max iphone-17-pro-max 18 portrait"))
        let on18 = try Self.contexts([("iphone-16-pro", .portrait), ("iphone-16-pro", .landscapeLeft), ("iphone-17", .portrait),
                                      ("iphone-17", .landscapeLeft)], .ios18)
        #expect(plan.sharedLayouts(on18).map(\.first) == [0, 1, 0, 3])
    }

    /// `plan` places every view alike on `a` and `b`, with the same bars and insets around them.
    static func expectSameLayout(_ plan: LayoutPlan, _ a: Device, _ b: Device, _ orientation: Orientation, _ ios: IOSProfile,
                                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let one = plan.resolve(in: LayoutContext(device: a, orientation: orientation, ios: ios))
        let other = plan.resolve(in: LayoutContext(device: b, orientation: orientation, ios: ios))
        let context = Comment(rawValue: "\(a.id) and \(b.id), \(orientation) on iOS \(ios.rawValue)")
        #expect(one.views.map(\.frame) == other.views.map(\.frame), context, sourceLocation: sourceLocation)
        #expect(one.views.map(\.screenFrame) == other.views.map(\.screenFrame), context, sourceLocation: sourceLocation)
        #expect(one.views.map(\.visibleFrame) == other.views.map(\.visibleFrame), context, sourceLocation: sourceLocation)
        #expect(one.views.map(\.safeAreaInsets) == other.views.map(\.safeAreaInsets), context, sourceLocation: sourceLocation)
        #expect(one.views.map(\.layoutMargins) == other.views.map(\.layoutMargins), context, sourceLocation: sourceLocation)
        #expect(one.views.map(\.scroll) == other.views.map(\.scroll), context, sourceLocation: sourceLocation)
        #expect(one.bars == other.bars && one.containers == other.containers && one.deviceInsets == other.deviceInsets, context,
                sourceLocation: sourceLocation)
        #expect(one.statusBarVisible == other.statusBarVisible && one.usesThirdPartyNumbers == other.usesThirdPartyNumbers, context,
                sourceLocation: sourceLocation)
    }

    /// `base` with one thing changed.
    static func device(_ base: Device, id: String = "twin", kind: Device.Kind? = nil, size: Size? = nil, top: Double? = nil,
                       bottom: Double? = nil, regularWidthInLandscape: Bool? = nil, portraitSideMargin: Double? = nil,
                       statusBarFrameHeight: Double?? = nil, legacyNavigationBarY: Double? = nil, profiles: [DeviceProfile]? = nil) -> Device {
        Device(id: id, name: "Twin", aliases: [], kind: kind ?? base.kind, size: size ?? base.size, top: top ?? base.top,
               bottom: bottom ?? base.bottom, regularWidthInLandscape: regularWidthInLandscape ?? base.regularWidthInLandscape,
               portraitSideMargin: portraitSideMargin ?? base.portraitSideMargin,
               statusBarFrameHeight: statusBarFrameHeight ?? base.statusBarFrameHeight,
               legacyNavigationBarY: legacyNavigationBarY ?? base.legacyNavigationBarY,
               source: "another source", confidence: "INF", profiles: profiles ?? base.profiles)
    }

    @Test func devicesThatDifferInAnythingReadOfThemAreNotShared() throws {
        let pro = try #require(DeviceCatalog.device(named: "iphone-16-pro"))
        let mini = try #require(DeviceCatalog.device(named: "ipad-mini-6"))
        // Another id, name and source alone: alike.
        #expect(pro.resolvesAlike(Self.device(pro), on: .ios26))
        #expect(!mini.resolvesAlike(Self.device(mini), on: .ios26), "the readable width of the iPad mini is measured by its id")
        let landscape = pro.profiles.map {
            DeviceProfile(ios: $0.ios, portrait: $0.portrait, landscape: Insets(top: 0, left: 1, bottom: 2, right: 3), source: $0.source, confidence: $0.confidence)
        }
        let confidence = pro.profiles.map {
            DeviceProfile(ios: $0.ios, portrait: $0.portrait, landscape: $0.landscape, source: $0.source, confidence: $0.confidence == "3P" ? "MEAS" : "3P")
        }
        let portrait = pro.profiles.map {
            DeviceProfile(ios: $0.ios, portrait: Insets(top: 1, left: 2, bottom: 3, right: 4), landscape: $0.landscape, source: $0.source, confidence: $0.confidence)
        }
        // What each change leaves alike: nothing, or one orientation (a portrait layout reads no
        // landscape inset, and the confidence only in landscape).
        let changed: [(what: String, device: Device, alikeInPortrait: Bool, alikeInLandscape: Bool)] = [
            ("kind (the band names)", Self.device(pro, kind: .notchPhone), false, false),
            ("size", Self.device(pro, size: Size(width: 403, height: 874)), false, false),
            ("top", Self.device(pro, top: 61), false, false),
            ("bottom", Self.device(pro, bottom: 21), false, false),
            ("width class in landscape", Self.device(pro, regularWidthInLandscape: true), false, false),
            ("side margin", Self.device(pro, portraitSideMargin: 20), false, false),
            ("status bar height", Self.device(pro, statusBarFrameHeight: .some(54)), false, false),
            ("navigation bar origin", Self.device(pro, legacyNavigationBarY: 50), false, false),
            ("portrait insets", Self.device(pro, profiles: portrait), false, true),
            ("landscape insets", Self.device(pro, profiles: landscape), true, false),
            ("confidence", Self.device(pro, profiles: confidence), true, false),
        ]
        for (what, other, alikeInPortrait, alikeInLandscape) in changed {
            for ios in IOSProfile.allCases {
                // The navigation bar of iOS 26 and 27 starts at the safe-area top: the legacy origin counts on 18 only.
                let onlyOn18 = what == "navigation bar origin" && ios != .ios18
                for (landscape, alike) in [(false, alikeInPortrait), (true, alikeInLandscape)] {
                    #expect(pro.resolvesAlike(other, on: ios, landscape: landscape) == (alike || onlyOn18), "\(what), iOS \(ios), landscape \(landscape)")
                    #expect(other.resolvesAlike(pro, on: ios, landscape: landscape) == (alike || onlyOn18), "\(what), iOS \(ios), landscape \(landscape)")
                }
                #expect(pro.resolvesAlike(other, on: ios) == (alikeInPortrait && alikeInLandscape || onlyOn18), "\(what), iOS \(ios)")
            }
        }
    }

    @Test func aTwinDeviceSharesTheLayoutOfTheFirstInTheSameOrientationClass() throws {
        let plan = LayoutPlan(try SpecDecoder.decode(Array(Self.barsAndGuides.utf8), options: Self.options))
        let on26 = try Self.contexts([("iphone-16-pro", .portrait), ("iphone-17", .portrait), ("iphone-16-pro", .landscapeLeft),
                                      ("iphone-17", .landscapeRight), ("iphone-15", .portrait)], .ios26)
        #expect(plan.sharedLayouts(on26).map(\.first) == [0, 0, 2, 2, 4])
        let on18 = try Self.contexts([("iphone-16-pro", .landscapeLeft), ("iphone-17", .landscapeLeft)], .ios18)
        #expect(plan.sharedLayouts(on18).map(\.first) == [0, 1])
        // The simplex is re-solved from the last context's basis: a plan with simplex views shares no device.
        let simplex = LayoutPlan(try SpecDecoder.decode(Array("""
            insetlint: 1
            screen: S
            viewController:
              view:
                subviews:
                  - { id: a, class: UIView, constraints: { top: ">= superview + 8", leading: superview, width: 10, height: 10 } }
            """.utf8), options: Self.options))
        #expect(simplex.sharedLayouts(on26).map(\.first) == [0, 1, 2, 3, 4])
    }
}
