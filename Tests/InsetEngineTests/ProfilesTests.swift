import InsetEngine
import ScreenModel
import SpecDecoder
import Testing

/// CURRENT-IOS.md D15–D19: the iOS 18, 26 and 27 profiles and the 2025–26 devices, pinned on at
/// least one device per profile in both orientations, with the published measurements as anchors.
@Suite struct ProfilesTests {
    static func spec(_ top: String = "") -> String {
        """
        insetlint: 1
        screen: S
        \(top)
        viewController:
          view:
            subviews: []
        """
    }

    static let nav = spec("navigationController: {}")

    /// The root view's safe area on `device` × `orientation` × `ios`.
    static func root(_ yaml: String, _ device: String, _ orientation: Orientation = .portrait, _ ios: IOSProfile,
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ResolvedLayout {
        let options = DecodeOptions(knownDevices: DeviceCatalog.acceptedNames, knownRules: [], deviceNames: DeviceCatalog.names)
        let spec = try SpecDecoder.decode(Array(yaml.utf8), options: options)
        let d = try #require(DeviceCatalog.device(named: device), sourceLocation: sourceLocation)
        return LayoutEngine.resolve(spec, in: LayoutContext(device: d, orientation: orientation, ios: ios))
    }

    // MARK: D15 — a layout is device × orientation × profile

    @Test func d15_defaultProfilesAre18And26AndEachDeviceOnlyOnWhatItRan() throws {
        let options = DecodeOptions(knownDevices: DeviceCatalog.acceptedNames, knownRules: [], deviceNames: DeviceCatalog.names)
        let plain = try SpecDecoder.decode(Array(Self.spec("orientations: [portrait]").utf8), options: options)
        #expect(LayoutEngine.contexts(for: plain).map(\.profileLabel) == [
            "iphone-se-3 portrait (iOS 18)", "iphone-se-3 portrait (iOS 26)", "iphone-x portrait (iOS 18)", "iphone-x portrait (iOS 26)",
            "iphone-15 portrait (iOS 18)", "iphone-15 portrait (iOS 26)", "iphone-15-pro-max portrait (iOS 18)", "iphone-15-pro-max portrait (iOS 26)",
        ])
        // The 8 Plus family never ran iOS 26; the iPhone XS (an alias of the X family) stopped at 18,
        // while the family id runs it as the iPhone 11 Pro.
        let named = try SpecDecoder.decode(Array(Self.spec("orientations: [portrait]\ndevices: [iphone-8-plus, iphone-xs, iphone-11-pro, iphone-17]").utf8),
                                           options: options)
        #expect(LayoutEngine.contexts(for: named).map(\.profileLabel) == [
            "iphone-8-plus portrait (iOS 18)", "iphone-x portrait (iOS 18)", "iphone-x portrait (iOS 26)",
            "iphone-17 portrait (iOS 18)", "iphone-17 portrait (iOS 26)",
        ])
        let only27 = try SpecDecoder.decode(Array(Self.spec("orientations: [landscape]\ndevices: [iphone-17]\nios: [27]").utf8), options: options)
        #expect(LayoutEngine.contexts(for: only27).map(\.profileLabel) == ["iphone-17 landscape-left (iOS 27)", "iphone-17 landscape-right (iOS 27)"])
    }

    @Test func d15_profilesNeverShareALayoutButLandscapeSidesDo() throws {
        let x = try #require(DeviceCatalog.device(named: "iphone-x"))
        let contexts = [LayoutContext(device: x, orientation: .landscapeLeft, ios: .ios18), LayoutContext(device: x, orientation: .landscapeRight, ios: .ios18),
                        LayoutContext(device: x, orientation: .landscapeLeft, ios: .ios26), LayoutContext(device: x, orientation: .landscapeRight, ios: .ios26)]
        #expect(LayoutContext.firstSharingGeometry(contexts) == [0, 0, 2, 2])
    }

    @Test func d15_profilesShareALayoutOnlyWhereTheirBarsAndInsetsAgree() throws {
        let options = DecodeOptions(knownDevices: DeviceCatalog.acceptedNames, knownRules: [], deviceNames: DeviceCatalog.names)
        func contexts(_ device: String, _ orientation: Orientation) throws -> [LayoutContext] {
            let d = try #require(DeviceCatalog.device(named: device))
            return [LayoutContext(device: d, orientation: orientation, ios: .ios18), LayoutContext(device: d, orientation: orientation, ios: .ios26)]
        }
        let plain = LayoutPlan(try SpecDecoder.decode(Array(Self.spec().utf8), options: options))
        let nav = LayoutPlan(try SpecDecoder.decode(Array(Self.nav.utf8), options: options))
        // No bar, portrait: iOS 26 changes nothing on the X; in landscape its bottom inset is 20, not 21.
        let portrait = try contexts("iphone-x", .portrait)
        #expect(plain.sharedLayouts(portrait).map(\.first) == [0, 0])
        let a = plain.resolve(in: portrait[0]), b = plain.resolve(in: portrait[1])
        #expect(a.views.map(\.frame) == b.views.map(\.frame) && a.views.map(\.safeAreaInsets) == b.views.map(\.safeAreaInsets))
        let landscape = try plain.sharedLayouts(contexts("iphone-x", .landscapeLeft))
        #expect(landscape.map(\.first) == [0, 1])
        #expect(landscape.map(\.usesThirdPartyNumbers) == [false, true])
        // A navigation bar is 44 pt on iOS 18 and 54 on iOS 26 on a phone, 50 on both on an iPad.
        #expect(try nav.sharedLayouts(contexts("iphone-x", .portrait)).map(\.first) == [0, 1])
        #expect(try nav.sharedLayouts(contexts("ipad-pro-11", .portrait)).map(\.first) == [0, 0])
        // The simplex starts each solve from the last one's basis: a plan with an inequality (a view
        // the simplex places) shares geometry only.
        let simplex = LayoutPlan(try SpecDecoder.decode(Array("""
            insetlint: 1
            screen: S
            viewController:
              view:
                subviews:
                  - { id: a, class: UIView, constraints: { top: ">= superview + 8", leading: superview, width: 10, height: 10 } }
            """.utf8), options: options))
        #expect(simplex.sharedLayouts(portrait).map(\.first) == [0, 1])
    }

    @Test func d15_profile18IsTheEngineOfIOS18() throws {
        // D5 on a Dynamic Island phone: the bar starts at the status bar's bottom, 16/3 above the safe top.
        let portrait = try Self.root(Self.nav, "iphone-15", .portrait, .ios18)
        #expect(abs(portrait.views[0].safeAreaInsets.top - 97.667) < 0.01)
        expectInsets(try Self.root(Self.nav, "iphone-15", .landscapeLeft, .ios18).views[0].safeAreaInsets, 32, 59, 21, 59)
        #expect(!portrait.usesThirdPartyNumbers)
    }

    // MARK: D16 — iOS 26 phone bars

    @Test func d16_navigationBarIs54FromTheSafeAreaTop() throws {
        // SPINE377 (measured, iOS 26.4, iPhone 17): content top 116 = 62 + 54.
        let r = try Self.root(Self.nav, "iphone-17", .portrait, .ios26)
        let bar = try #require(r.bars.first { $0.kind == .navigationBar })
        expectRect(bar.frame, 0, 62, 402, 54)
        expectInsets(r.views[0].safeAreaInsets, 116, 0, 34, 0)
        // Every phone: safe top + 54 (113 on a 59-pt phone, 101 on a 47-pt one, 98 on the X's 44).
        #expect(abs(try Self.root(Self.nav, "iphone-15", .portrait, .ios26).views[0].safeAreaInsets.top - 113) < 0.01)
        #expect(abs(try Self.root(Self.nav, "iphone-14", .portrait, .ios26).views[0].safeAreaInsets.top - 101) < 0.01)
        #expect(abs(try Self.root(Self.nav, "iphone-x", .portrait, .ios26).views[0].safeAreaInsets.top - 98) < 0.01)
        // iOS 27 at rest keeps it.
        expectInsets(try Self.root(Self.nav, "iphone-17", .portrait, .ios27).views[0].safeAreaInsets, 116, 0, 34, 0)
    }

    @Test func d16_largeTitleBarIs106() throws {
        let r = try Self.root(Self.spec("navigationController:\n  navigationBar: { prefersLargeTitles: true }"), "iphone-17", .portrait, .ios26)
        let bar = try #require(r.bars.first { $0.kind == .navigationBar })
        #expect(abs(bar.frame.height - 106) < 0.01)   // SPINE377: 54 + 52
        expectInsets(r.views[0].safeAreaInsets, 168, 0, 34, 0)
    }

    @Test func d16_landscapeNavigationBarStartsAt24() throws {
        // 32 on a compact-width phone, 54 on a regular-width one, from y 24 (third-party figures).
        let compact = try Self.root(Self.nav, "iphone-17", .landscapeLeft, .ios26)
        expectRect(try #require(compact.bars.first).frame, 0, 24, 874, 32)
        expectInsets(compact.views[0].safeAreaInsets, 56, 62, 20, 62)
        #expect(compact.usesThirdPartyNumbers)
        let regular = try Self.root(Self.nav, "iphone-17-pro-max", .landscapeRight, .ios26)
        expectRect(try #require(regular.bars.first).frame, 0, 24, 956, 54)
        expectInsets(try Self.root(Self.nav, "iphone-17", .landscapeLeft, .ios27).views[0].safeAreaInsets, 56, 62, 20, 62)
    }

    @Test func d16_tabBar83AndWithABottomAccessory139() throws {
        // CODE640: 49 + 34 = 83 on a portrait Face ID iPhone; BOARD3973: 34 + 49 + 56 = 139 (iPhone 17 Pro).
        let tab = Self.spec("tabBarController: {}")
        expectInsets(try Self.root(tab, "iphone-17", .portrait, .ios26).views[0].safeAreaInsets, 62, 0, 83, 0)
        expectInsets(try Self.root(tab, "iphone-15", .portrait, .ios18).views[0].safeAreaInsets, 59, 0, 83, 0)
        let accessory = Self.spec("tabBarController: { bottomAccessory: true }")
        let r = try Self.root(accessory, "iphone-17-pro", .portrait, .ios26)
        expectInsets(r.views[0].safeAreaInsets, 62, 0, 139, 0)
        #expect(r.bars.map(\.kind) == [.tabBar, .bottomAccessory])
        // iOS 18 has no bottom accessory.
        expectInsets(try Self.root(accessory, "iphone-17-pro", .portrait, .ios18).views[0].safeAreaInsets, 62, 0, 83, 0)
        // Landscape: 32 + 20 on a compact-width phone.
        expectInsets(try Self.root(tab, "iphone-17", .landscapeLeft, .ios26).views[0].safeAreaInsets, 20, 62, 52, 62)
    }

    @Test func d16_toolbarIs48() throws {
        let toolbar = Self.spec("navigationController:\n  toolbar: { hidden: false }")
        let r = try Self.root(toolbar, "iphone-17", .portrait, .ios26)
        expectInsets(r.views[0].safeAreaInsets, 116, 0, 82, 0)   // SKP459: 48 + 34
        #expect(r.usesThirdPartyNumbers)
        expectInsets(try Self.root(toolbar, "iphone-x", .portrait, .ios18).views[0].safeAreaInsets, 88, 0, 78, 0)
    }

    // MARK: D17 — landscape insets per profile

    @Test func d17_landscapeInsetsPerProfile() throws {
        let bare = Self.spec()
        func landscape(_ device: String, _ ios: IOSProfile) throws -> Insets {
            try Self.root(bare, device, .landscapeLeft, ios).views[0].safeAreaInsets
        }
        expectInsets(try landscape("iphone-x", .ios18), 0, 44, 21, 44)
        expectInsets(try landscape("iphone-x", .ios26), 0, 44, 20, 44)
        expectInsets(try landscape("iphone-15", .ios27), 0, 59, 20, 59)
        expectInsets(try landscape("iphone-16-pro", .ios18), 0, 62, 21, 62)
        expectInsets(try landscape("iphone-16-pro", .ios26), 20, 62, 20, 62)
        expectInsets(try landscape("iphone-17", .ios26), 20, 62, 20, 62)
        expectInsets(try landscape("iphone-17", .ios27), 0, 62, 20, 62)
        expectInsets(try landscape("iphone-air", .ios26), 20, 68, 29, 68)
        expectInsets(try landscape("iphone-se-3", .ios26), 0, 0, 0, 0)
        // Portrait insets do not change with the profile.
        for ios in IOSProfile.allCases {
            expectInsets(try Self.root(bare, "iphone-17", .portrait, ios).views[0].safeAreaInsets, 62, 0, 34, 0)
            expectInsets(try Self.root(bare, "iphone-air", .portrait, ios).views[0].safeAreaInsets, 68, 0, 34, 0)
        }
    }

    // MARK: D18 — the iPad tab bar at the top in regular width

    @Test func d18_iPadTabBarIsOnTopInBothOrientationsOnEveryProfile() throws {
        let tab = Self.spec("tabBarController: {}")
        for ios in IOSProfile.allCases {
            for orientation in [Orientation.portrait, .landscapeLeft] {
                let r = try Self.root(tab, "ipad-air-11", orientation, ios)
                let bar = try #require(r.bars.first)
                #expect(bar.kind == .tabBar && bar.edge == .top)
                expectRect(bar.frame, 0, 24, orientation.isLandscape ? 1180 : 820, 50)
                expectInsets(r.views[0].safeAreaInsets, 74, 0, 20, 0)
            }
        }
        // A navigation bar inside it sits below the tab bar; the navigation controller's view sees the tab bar.
        let both = try Self.root(Self.spec("tabBarController: {}\nnavigationController: {}"), "ipad-pro-11", .portrait, .ios26)
        expectInsets(both.views[0].safeAreaInsets, 124, 0, 20, 0)
        expectInsets(try #require(both.containers.last).safeAreaInsets, 74, 0, 20, 0)
        // Compact width (every phone) keeps the bottom bar.
        #expect(try Self.root(tab, "iphone-17", .portrait, .ios26).bars.first?.edge == .bottom)
    }

    // MARK: D19 — the devices

    @Test func d19_newIdsAndEveryAliasResolve() throws {
        let expected: [String: (id: String, width: Double, height: Double)] = [
            "iphone-17": ("iphone-17", 402, 874), "iphone-17-pro": ("iphone-17", 402, 874), "iphone-18-pro": ("iphone-17", 402, 874),
            "iphone-17-pro-max": ("iphone-17-pro-max", 440, 956), "iphone-18-pro-max": ("iphone-17-pro-max", 440, 956),
            "iphone-air": ("iphone-air", 420, 912), "iphone-16e": ("iphone-14", 390, 844), "iphone-17e": ("iphone-14", 390, 844),
            "ipad-air-11": ("ipad-air-11", 820, 1180), "ipad-10": ("ipad-air-11", 820, 1180), "ipad-a16": ("ipad-air-11", 820, 1180),
            "ipad-air-4": ("ipad-air-11", 820, 1180), "ipad-air-5": ("ipad-air-11", 820, 1180), "ipad-air-11-m3": ("ipad-air-11", 820, 1180),
            "ipad-air-13": ("ipad-air-13", 1024, 1366), "ipad-air-13-m3": ("ipad-air-13", 1024, 1366),
            "ipad-pro-11-m4": ("ipad-pro-11-m4", 834, 1210), "ipad-pro-11-m5": ("ipad-pro-11-m4", 834, 1210),
            "ipad-pro-13-m4": ("ipad-pro-13-m4", 1032, 1376), "ipad-pro-13-m5": ("ipad-pro-13-m4", 1032, 1376),
            "ipad-mini-7": ("ipad-mini-6", 744, 1133),
        ]
        for (name, want) in expected {
            let d = try #require(DeviceCatalog.device(named: name), "\(name)")
            #expect(d.id == want.id && d.size == Size(width: want.width, height: want.height), "\(name)")
        }
        for device in DeviceCatalog.all {
            for alias in device.aliases { #expect(DeviceCatalog.device(named: alias)?.id == device.id, "\(alias)") }
            #expect(!device.source.isEmpty && device.profiles.allSatisfy { !$0.source.isEmpty && ["MEAS", "3P", "INF"].contains($0.confidence) })
        }
        #expect(Set(DeviceCatalog.all.map(\.id)).count == DeviceCatalog.all.count)
        #expect(DeviceCatalog.acceptedNames.count == DeviceCatalog.all.reduce(0) { $0 + 1 + $1.aliases.count })
    }

    @Test func d19_suggestionsStayInTheFamilyAndGeneration() {
        let names = DeviceCatalog.names
        #expect(names.suggestion(for: "iphone-17-pro-mx") == "iphone-17-pro-max")
        #expect(names.suggestion(for: "iphone17") == "iphone-17")
        #expect(names.suggestion(for: "iphone-71") == "iphone-17")
        #expect(names.suggestion(for: "iphon-17-pro") == "iphone-17-pro")
        #expect(names.suggestion(for: "ipad-air-11-m4") == "ipad-air-11-m2")
        // A number the catalog does not have suggests nothing rather than another generation.
        #expect(names.suggestion(for: "iphone-19") == nil)
        #expect(names.suggestion(for: "iphone-20") == nil)
        // An iPhone 17 typo never lands on an iPhone 11.
        for typo in ["iphone-17-pr", "iphone-17-pro-maxx", "iphone-17e-", "iphone-17-air", "iphone-17s", "iphone-17-plus"] {
            let s = names.suggestion(for: typo)
            #expect(s.map { $0.hasPrefix("iphone-17") } ?? false, "\(typo) → \(s ?? "nil")")
        }
        #expect(names.unknown("iphone-fold").hasPrefix("'iphone-fold' is not supported: InsetLint does not model the foldable iPhone"))
        #expect(names.unknown("iphone-18-foldable").contains("not published"))
    }
}
