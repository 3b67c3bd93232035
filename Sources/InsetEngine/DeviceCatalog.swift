import ScreenModel

/// The devices InsetLint knows (UIKIT.md §11 D2 ids and §1 numbers; CURRENT-IOS.md §1 and D17,
/// D19 for the 2025–26 devices and the iOS 26/27 profiles). Every number carries its source keys
/// (`sources`) and a confidence: MEAS measured and published, 3P a third-party figure, INF inferred.
public enum DeviceCatalog {
    // 16/3 pt: the Dynamic Island status bar ends this far above the safe-area top (D5; KOUKI, SO-97).
    static let islandStatusBarGap = 16.0 / 3.0

    public static let all: [Device] = [
        phone("iphone-se-3", "iPhone SE (2nd/3rd gen), 8, 7, 6s", aliases: ["iphone-se-2", "iphone-se", "iphone-8", "iphone-7", "iphone-6s"],
              .rectangularPhone, 375, 667, top: 20, margin: 16, statusBar: 20, source: "DIM (SE 3, 8: iOS 16.2), SST iPhone8, HIG-L", confidence: "MEAS",
              ios26: unchangedRectangular, ios27: unchangedRectangular),
        phone("iphone-8-plus", "iPhone 8 Plus, 7 Plus", aliases: ["iphone-7-plus"],
              .rectangularPhone, 414, 736, top: 20, regular: true, margin: 20, statusBar: 20, source: "DIM, SST", confidence: "MEAS",
              ios26: nil, ios27: nil),
        phone("iphone-x", "iPhone X, XS, 11 Pro", aliases: ["iphone-xs", "iphone-11-pro"],
              .notchPhone, 375, 812, top: 44, margin: 16, statusBar: 44, source: "DIM (11 Pro, iOS 14.4 & 15.0), UYL-X, QIITA, CSDN", confidence: "MEAS"),
        phone("iphone-xs-max", "iPhone XS Max, 11 Pro Max", aliases: ["iphone-11-pro-max"],
              .notchPhone, 414, 896, top: 44, regular: true, margin: 20, statusBar: 44, source: "DIM (11 Pro Max, iOS 14.4/15.0), DF, CSDN", confidence: "MEAS"),
        phone("iphone-11", "iPhone 11, XR", aliases: ["iphone-xr"],
              .notchPhone, 414, 896, top: 48, regular: true, margin: 20, statusBar: 48, source: "DIM (iPhone 11, iOS 14.4 & 15.0), CSDN", confidence: "MEAS"),
        phone("iphone-13-mini", "iPhone 12 mini, 13 mini", aliases: ["iphone-12-mini"],
              .notchPhone, 375, 812, top: 50, margin: 16, statusBar: 50, source: "DIM (iOS 14.4, 15.0, 16.2), SST iPhone13Mini, CSDN", confidence: "MEAS"),
        // The 16e and 17e: CURRENT-IOS.md §1 (SAI lists the 16e at (47,0,34,0), landscape bottom 20 on iOS 26/27).
        phone("iphone-14", "iPhone 12, 12 Pro, 13, 13 Pro, 14, 16e, 17e", aliases: ["iphone-12", "iphone-12-pro", "iphone-13", "iphone-13-pro", "iphone-16e", "iphone-17e"],
              .notchPhone, 390, 844, top: 47, margin: 16, statusBar: 47, source: "DIM (12, 12 Pro, 13, 13 Pro, 14 @ iOS 16.2), SST, CSDN; 16e and 17e: SAI", confidence: "MEAS"),
        phone("iphone-14-plus", "iPhone 12 Pro Max, 13 Pro Max, 14 Plus", aliases: ["iphone-12-pro-max", "iphone-13-pro-max"],
              .notchPhone, 428, 926, top: 47, regular: true, margin: 20, statusBar: 47, source: "DIM (12 Pro Max, 13 Pro Max, 14 Plus @ iOS 16.2), SST, CSDN", confidence: "MEAS"),
        // Status bar frame 54 on the 59-pt phones (GKS41, WRN201); the navigation bar starts at 53.667 (D5).
        phone("iphone-15", "iPhone 14 Pro, 15, 15 Pro, 16", aliases: ["iphone-14-pro", "iphone-15-pro", "iphone-16"],
              .islandPhone, 393, 852, top: 59, margin: 16, statusBar: 54, source: "DIM (14 Pro @ iOS 16.2), DF (15 Pro, 16), CSDN, ZW", confidence: "MEAS"),
        phone("iphone-15-pro-max", "iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus", aliases: ["iphone-14-pro-max", "iphone-15-plus", "iphone-16-plus"],
              .islandPhone, 430, 932, top: 59, regular: true, margin: 20, statusBar: 54, source: "DIM (14 Pro Max), DF (15 Pro Max, 16 Plus), CSDN", confidence: "MEAS"),
        // 402 pt wide: not in §1c's table; below the 414-pt width where the minimum becomes 20 (INF).
        // The 2024 panels report a 20-pt top in landscape on iOS 26 (SST1046).
        phone("iphone-16-pro", "iPhone 16 Pro", aliases: [],
              .islandPhone, 402, 874, top: 62, margin: 16, statusBar: nil,
              source: "DF, useyourloaf via a ViewImageConfig extension; landscape bottom unverified", confidence: "3P",
              ios26: newPanel26(62), ios27: faceID27(62)),
        phone("iphone-16-pro-max", "iPhone 16 Pro Max", aliases: [],
              .islandPhone, 440, 956, top: 62, regular: true, margin: 20, statusBar: nil,
              source: "DF, flutterware 0.7.0 (catalogs conflict on top 59/62, landscape bottom 20/21)", confidence: "3P",
              ios26: newPanel26(62), ios27: faceID27(62)),
        // The 2025 phones shipped with iOS 26: on profile 18 they run an app in compatibility mode
        // (D15) on iOS 26, whose landscape insets they keep (INF).
        phone("iphone-17", "iPhone 17, 17 Pro, 18 Pro", aliases: ["iphone-17-pro", "iphone-18-pro"],
              .islandPhone, 402, 874, top: 62, margin: 16, statusBar: nil,
              source: "SST1046, XC26, SAI; the iPhone 16 Pro's panel", confidence: "3P",
              ios18: compatibility(Insets(top: 20, left: 62, bottom: 20, right: 62)), ios26: newPanel26(62), ios27: faceID27(62)),
        phone("iphone-17-pro-max", "iPhone 17 Pro Max, 18 Pro Max", aliases: ["iphone-18-pro-max"],
              .islandPhone, 440, 956, top: 62, regular: true, margin: 20, statusBar: nil,
              source: "SST1046, XC26, SAI", confidence: "3P",
              ios18: compatibility(Insets(top: 20, left: 62, bottom: 20, right: 62)), ios26: newPanel26(62), ios27: faceID27(62)),
        // GK47's iOS 26 code puts the Air's status-bar bottom at 62.333 (68 − 5.667).
        phone("iphone-air", "iPhone Air", aliases: ["iphone-17-air"],
              .islandPhone, 420, 912, top: 68, regular: true, margin: 20, statusBar: nil, legacyNavigationBarY: 62 + 1.0 / 3.0,
              source: "SST1046, SAI; navigation-bar origin GK47", confidence: "3P",
              ios18: compatibility(Insets(top: 20, left: 68, bottom: 29, right: 68)),
              ios26: (Insets(top: 20, left: 68, bottom: 29, right: 68), "SST1046 (landscape bottom 29)", "3P"), ios27: faceID27(68)),
        pad("ipad-10-2", "iPad (9th gen) 10.2\"", aliases: ["ipad-9"], .rectangularPad, 810, 1080, top: 20, bottom: 0, source: "DIM, SST", confidence: "MEAS"),
        pad("ipad-mini-6", "iPad mini (6th gen), mini (A17 Pro)", aliases: ["ipad-mini-7"], .faceIDPad, 744, 1133,
            source: "DIM (iOS 15.0, 16.2); mini (A17 Pro): same size (3P)", confidence: "MEAS"),
        pad("ipad-pro-11", "iPad Pro 11\" (gen 1–4)", aliases: [], .faceIDPad, 834, 1194, source: "DIM (3rd gen iOS 15.0, 4th gen iOS 16.2)", confidence: "MEAS"),
        pad("ipad-pro-12-9", "iPad Pro 12.9\" (gen 3–6)", aliases: [], .faceIDPad, 1024, 1366, source: "DIM (5th gen iOS 15.0, 6th gen iOS 16.2)", confidence: "MEAS"),
        pad("ipad-air-11", "iPad (10th gen, A16), iPad Air 10.9\" (4th, 5th gen), iPad Air 11\" (M2, M3)",
            aliases: ["ipad-10", "ipad-11", "ipad-a16", "ipad-air-4", "ipad-air-5", "ipad-air-11-m2", "ipad-air-11-m3"], .faceIDPad, 820, 1180,
            source: "DIM16 (iPad 10th gen, Air 4/5 @ iOS 16.2); A16 and Air 11\": same size (XC26)", confidence: "MEAS"),
        pad("ipad-air-13", "iPad Air 13\" (M2, M3)", aliases: ["ipad-air-13-m2", "ipad-air-13-m3"], .faceIDPad, 1024, 1366,
            source: "XC26 (the iPad Pro 12.9\"'s size and insets)", confidence: "3P"),
        // DF lists (0,24,20,24) in landscape for the M4 Pros; every Face ID iPad measured keeps (24,0,20,0) (DIM).
        pad("ipad-pro-11-m4", "iPad Pro 11\" (M4, M5)", aliases: ["ipad-pro-11-m5"], .faceIDPad, 834, 1210,
            source: "XC26; landscape: DF disagrees (0,24,20,24), the measured Face ID iPads' (24,0,20,0) kept", confidence: "3P"),
        pad("ipad-pro-13-m4", "iPad Pro 13\" (M4, M5)", aliases: ["ipad-pro-13-m5"], .faceIDPad, 1032, 1376,
            source: "XC26; landscape: DF disagrees (0,24,20,24), the measured Face ID iPads' (24,0,20,0) kept", confidence: "3P"),
    ]

    /// Used when neither the spec nor the configuration names devices: one of each kind of top edge
    /// (status bar, notch, Dynamic Island) and a regular-width-in-landscape phone.
    public static let defaultIDs = ["iphone-se-3", "iphone-x", "iphone-15", "iphone-15-pro-max"]

    /// Ids and aliases, for the decoder's checks.
    public static let acceptedNames: Set<String> = Set(all.flatMap { [$0.id] + $0.aliases })

    private static let byName: [String: Device] = {
        var map: [String: Device] = [:]
        for device in all {
            map[device.id] = device
            for alias in device.aliases { map[alias] = device }
        }
        return map
    }()

    /// The device for an id or alias.
    public static func device(named name: String) -> Device? { byName[name] }

    /// Aliases of models that stopped before iOS 26 (Apple's iOS 26 list starts at the iPhone 11 and
    /// the iPhone SE 2nd generation; iOS 27's keeps every iPhone iOS 26 ran on, as reported after
    /// WWDC 2026), and the one family none of whose models ran it. Profile 18 covers iOS 15–18,
    /// which each of them ran. A family id stands for its family's screen: `iphone-x` (X, XS, 11 Pro)
    /// runs iOS 26 and 27 as the iPhone 11 Pro, which is how reports name that screen.
    public static let modelsBefore26: [String: String] = [
        "iphone-xs": "the iPhone XS's last iOS is 18; the iPhone 11 Pro has the same screen and runs iOS 26 and 27: write iphone-x or iphone-11-pro",
        "iphone-xr": "the iPhone XR's last iOS is 18; the iPhone 11 has the same screen and runs iOS 26 and 27: write iphone-11",
        "iphone-8": "the iPhone 8's last iOS is 16; the iPhone SE (2nd/3rd gen) has the same screen and runs iOS 26 and 27: write iphone-se-3",
        "iphone-7": "the iPhone 7's last iOS is 15; the iPhone SE (2nd/3rd gen) has the same screen and runs iOS 26 and 27: write iphone-se-3",
        "iphone-6s": "the iPhone 6s's last iOS is 15; the iPhone SE (2nd/3rd gen) has the same screen and runs iOS 26 and 27: write iphone-se-3",
        "iphone-8-plus": "the iPhone 8 Plus's last iOS is 16, and no iPhone of its size runs iOS 26 or 27",
        "iphone-7-plus": "the iPhone 7 Plus's last iOS is 15, and no iPhone of its size runs iOS 26 or 27",
    ]

    /// The foldable iPhone (2026) is refused, not guessed (D19).
    public static let foldableReason = "InsetLint does not model the foldable iPhone yet: its safe area is not symmetric "
        + "(the status bar sits in a strip along one side) and its inner screen size in points is not published"

    /// What the decoders check device names against.
    public static let names = DeviceNames(
        accepted: acceptedNames,
        limits: modelsBefore26.mapValues { (profiles: [IOSProfile.ios18], why: $0) },
        refusals: [(fragment: "fold", reason: foldableReason)])

    // MARK: building the entries

    typealias ProfileNumbers = (landscape: Insets, source: String, confidence: String)

    /// Notch and island phones on iOS 26: landscape bottom 20 instead of 21 (SST1046; SAI for the 16e).
    static func faceID26(_ t: Double) -> ProfileNumbers {
        (Insets(top: 0, left: t, bottom: 20, right: t), "SST1046 (landscape bottom 20 on iOS 26), SAI", "3P")
    }

    /// The 2024+ panels on iOS 26 also report a 20-pt top in landscape (SST1046).
    static func newPanel26(_ t: Double) -> ProfileNumbers {
        (Insets(top: 20, left: t, bottom: 20, right: t), "SST1046 (landscape top 20, bottom 20 on iOS 26)", "3P")
    }

    /// iOS 27: every Face ID iPhone reports (0, T, 20, T) in landscape (SAI).
    static func faceID27(_ t: Double) -> ProfileNumbers {
        (Insets(top: 0, left: t, bottom: 20, right: t), "SAI (iOS 27 simulator)", "3P")
    }

    static let unchangedRectangular: ProfileNumbers = (.zero, "no change reported; iOS 18's numbers", "INF")

    /// A phone that shipped with iOS 26, on profile 18: an app in compatibility mode on iOS 26.
    static func compatibility(_ landscape: Insets) -> ProfileNumbers {
        (landscape, "iOS 26's numbers (the phone shipped with iOS 26; profile 18 is an app in compatibility mode)", "INF")
    }

    /// A phone; `ios18` nil: UIKIT.md's numbers (landscape (0, T, 21, T), 0 on a rectangular phone).
    /// `ios26` / `ios27` nil where no model of the family ran that version.
    static func phone(_ id: String, _ name: String, aliases: [String], _ kind: Device.Kind, _ width: Double, _ height: Double,
                      top: Double, regular: Bool = false, margin: Double, statusBar: Double?, legacyNavigationBarY: Double? = nil,
                      source: String, confidence: String, ios18: ProfileNumbers? = nil,
                      ios26: ProfileNumbers?? = .some(nil), ios27: ProfileNumbers?? = .some(nil)) -> Device {
        let housing = kind != .rectangularPhone
        let bottom = housing ? 34.0 : 0
        let portrait = Insets(top: top, left: 0, bottom: bottom, right: 0)
        let side = housing ? top : 0
        let legacy: ProfileNumbers = ios18
            ?? (Insets(top: 0, left: side, bottom: housing ? 21 : 0, right: side), source, confidence)
        var profiles = [DeviceProfile(ios: .ios18, portrait: portrait, landscape: legacy.landscape, source: legacy.source, confidence: legacy.confidence)]
        // `.some(nil)`: the default for a housing phone; `nil`: the family never ran it.
        for (ios, given, fallback) in [(IOSProfile.ios26, ios26, faceID26(side)), (.ios27, ios27, faceID27(side))] {
            guard case .some(let numbers) = given else { continue }
            let n = numbers ?? fallback
            profiles.append(DeviceProfile(ios: ios, portrait: portrait, landscape: n.landscape, source: n.source, confidence: n.confidence))
        }
        return Device(id: id, name: name, aliases: aliases, kind: kind, size: Size(width: width, height: height), top: top, bottom: bottom,
                      regularWidthInLandscape: regular, portraitSideMargin: margin, statusBarFrameHeight: statusBar,
                      legacyNavigationBarY: legacyNavigationBarY ?? (kind == .islandPhone ? top - islandStatusBarGap : top),
                      source: source, confidence: confidence, profiles: profiles)
    }

    /// An iPad: the same insets in both orientations (D2) and on every profile (no source reports a
    /// change on iPadOS 26 or 27; the window controls of iPadOS 26 are not in plain safe-area insets
    /// as far as reported).
    static func pad(_ id: String, _ name: String, aliases: [String], _ kind: Device.Kind, _ width: Double, _ height: Double,
                    top: Double = 24, bottom: Double = 20, source: String, confidence: String) -> Device {
        let insets = Insets(top: top, left: 0, bottom: bottom, right: 0)
        let profiles = IOSProfile.allCases.map { ios in
            ios == .ios18
                ? DeviceProfile(ios: ios, portrait: insets, landscape: insets, source: source, confidence: confidence)
                : DeviceProfile(ios: ios, portrait: insets, landscape: insets, source: "no change reported; iOS 18's numbers", confidence: "INF")
        }
        return Device(id: id, name: name, aliases: aliases, kind: kind, size: Size(width: width, height: height), top: top, bottom: bottom,
                      regularWidthInLandscape: true, portraitSideMargin: 20, statusBarFrameHeight: top, legacyNavigationBarY: top,
                      source: source, confidence: confidence, profiles: profiles)
    }
}
