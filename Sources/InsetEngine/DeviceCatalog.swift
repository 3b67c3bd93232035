import ScreenModel

/// The devices InsetLint knows (UIKIT.md §11 D2 ids; §1 numbers and sources).
public enum DeviceCatalog {
    // 16/3 pt: the Dynamic Island status bar ends this far above the safe-area top (D5; KOUKI, SO-97).
    static let islandStatusBarGap = 16.0 / 3.0

    public static let all: [Device] = [
        Device(id: "iphone-se-3", name: "iPhone SE (2nd/3rd gen), 8, 7, 6s", aliases: ["iphone-se-2", "iphone-se", "iphone-8", "iphone-7", "iphone-6s"],
               kind: .rectangularPhone, size: Size(width: 375, height: 667), top: 20, bottom: 0, landscapeBottom: 0,
               regularWidthInLandscape: false, portraitSideMargin: 16, source: "DIM (SE 3, 8: iOS 16.2), SST iPhone8, HIG-L", confidence: "MEAS"),
        Device(id: "iphone-8-plus", name: "iPhone 8 Plus, 7 Plus", aliases: ["iphone-7-plus"],
               kind: .rectangularPhone, size: Size(width: 414, height: 736), top: 20, bottom: 0, landscapeBottom: 0,
               regularWidthInLandscape: true, portraitSideMargin: 20, source: "DIM, SST", confidence: "MEAS"),
        Device(id: "iphone-x", name: "iPhone X, XS, 11 Pro", aliases: ["iphone-xs", "iphone-11-pro"],
               kind: .notchPhone, size: Size(width: 375, height: 812), top: 44, bottom: 34, landscapeBottom: 21,
               regularWidthInLandscape: false, portraitSideMargin: 16, source: "DIM (11 Pro, iOS 14.4 & 15.0), UYL-X, QIITA, CSDN", confidence: "MEAS"),
        Device(id: "iphone-xs-max", name: "iPhone XS Max, 11 Pro Max", aliases: ["iphone-11-pro-max"],
               kind: .notchPhone, size: Size(width: 414, height: 896), top: 44, bottom: 34, landscapeBottom: 21,
               regularWidthInLandscape: true, portraitSideMargin: 20, source: "DIM (11 Pro Max, iOS 14.4/15.0), DF, CSDN", confidence: "MEAS"),
        Device(id: "iphone-11", name: "iPhone 11, XR", aliases: ["iphone-xr"],
               kind: .notchPhone, size: Size(width: 414, height: 896), top: 48, bottom: 34, landscapeBottom: 21,
               regularWidthInLandscape: true, portraitSideMargin: 20, source: "DIM (iPhone 11, iOS 14.4 & 15.0), CSDN", confidence: "MEAS"),
        Device(id: "iphone-13-mini", name: "iPhone 12 mini, 13 mini", aliases: ["iphone-12-mini"],
               kind: .notchPhone, size: Size(width: 375, height: 812), top: 50, bottom: 34, landscapeBottom: 21,
               regularWidthInLandscape: false, portraitSideMargin: 16, source: "DIM (iOS 14.4, 15.0, 16.2), SST iPhone13Mini, CSDN", confidence: "MEAS"),
        Device(id: "iphone-14", name: "iPhone 12, 12 Pro, 13, 13 Pro, 14, 16e", aliases: ["iphone-12", "iphone-12-pro", "iphone-13", "iphone-13-pro", "iphone-16e"],
               kind: .notchPhone, size: Size(width: 390, height: 844), top: 47, bottom: 34, landscapeBottom: 21,
               regularWidthInLandscape: false, portraitSideMargin: 16, source: "DIM (12, 12 Pro, 13, 13 Pro, 14 @ iOS 16.2), SST, CSDN; 16e insets 3P", confidence: "MEAS"),
        Device(id: "iphone-14-plus", name: "iPhone 12 Pro Max, 13 Pro Max, 14 Plus", aliases: ["iphone-12-pro-max", "iphone-13-pro-max"],
               kind: .notchPhone, size: Size(width: 428, height: 926), top: 47, bottom: 34, landscapeBottom: 21,
               regularWidthInLandscape: true, portraitSideMargin: 20, source: "DIM (12 Pro Max, 13 Pro Max, 14 Plus @ iOS 16.2), SST, CSDN", confidence: "MEAS"),
        Device(id: "iphone-15", name: "iPhone 14 Pro, 15, 15 Pro, 16", aliases: ["iphone-14-pro", "iphone-15-pro", "iphone-16"],
               kind: .islandPhone, size: Size(width: 393, height: 852), top: 59, bottom: 34, landscapeBottom: 21,
               regularWidthInLandscape: false, portraitSideMargin: 16, source: "DIM (14 Pro @ iOS 16.2), DF (15 Pro, 16), CSDN, ZW", confidence: "MEAS"),
        Device(id: "iphone-15-pro-max", name: "iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus", aliases: ["iphone-14-pro-max", "iphone-15-plus", "iphone-16-plus"],
               kind: .islandPhone, size: Size(width: 430, height: 932), top: 59, bottom: 34, landscapeBottom: 21,
               regularWidthInLandscape: true, portraitSideMargin: 20, source: "DIM (14 Pro Max), DF (15 Pro Max, 16 Plus), CSDN", confidence: "MEAS"),
        // 402 pt wide: not in §1c's table; below the 414-pt width where the minimum becomes 20 (INF).
        Device(id: "iphone-16-pro", name: "iPhone 16 Pro", aliases: [],
               kind: .islandPhone, size: Size(width: 402, height: 874), top: 62, bottom: 34, landscapeBottom: 21,
               regularWidthInLandscape: false, portraitSideMargin: 16, source: "DF, useyourloaf via a ViewImageConfig extension; landscape bottom unverified", confidence: "3P"),
        Device(id: "iphone-16-pro-max", name: "iPhone 16 Pro Max", aliases: [],
               kind: .islandPhone, size: Size(width: 440, height: 956), top: 62, bottom: 34, landscapeBottom: 21,
               regularWidthInLandscape: true, portraitSideMargin: 20, source: "DF, flutterware 0.7.0 (catalogs conflict on top 59/62, landscape bottom 20/21)", confidence: "3P"),
        Device(id: "ipad-10-2", name: "iPad (9th gen) 10.2\"", aliases: ["ipad-9"],
               kind: .rectangularPad, size: Size(width: 810, height: 1080), top: 20, bottom: 0, landscapeBottom: 0,
               regularWidthInLandscape: true, portraitSideMargin: 20, source: "DIM, SST", confidence: "MEAS"),
        Device(id: "ipad-mini-6", name: "iPad mini (6th gen)", aliases: [],
               kind: .faceIDPad, size: Size(width: 744, height: 1133), top: 24, bottom: 20, landscapeBottom: 20,
               regularWidthInLandscape: true, portraitSideMargin: 20, source: "DIM (iOS 15.0, 16.2)", confidence: "MEAS"),
        Device(id: "ipad-pro-11", name: "iPad Pro 11\" (gen 1–4)", aliases: [],
               kind: .faceIDPad, size: Size(width: 834, height: 1194), top: 24, bottom: 20, landscapeBottom: 20,
               regularWidthInLandscape: true, portraitSideMargin: 20, source: "DIM (3rd gen iOS 15.0, 4th gen iOS 16.2)", confidence: "MEAS"),
        Device(id: "ipad-pro-12-9", name: "iPad Pro 12.9\" (gen 3–6)", aliases: [],
               kind: .faceIDPad, size: Size(width: 1024, height: 1366), top: 24, bottom: 20, landscapeBottom: 20,
               regularWidthInLandscape: true, portraitSideMargin: 20, source: "DIM (5th gen iOS 15.0, 6th gen iOS 16.2)", confidence: "MEAS"),
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
}
