import InsetEngine
import ScreenModel

/// `insetlint devices`: the catalog per iOS profile, with each number's source and confidence
/// (UIKIT.md §1, §11 D2; CURRENT-IOS.md §1, D15–D19).
public enum DeviceReporter {
    public static func text(_ devices: [Device]) -> String {
        var rows = [["id", "iOS", "points", "portrait insets", "landscape insets", "status bar", "nav bar y", "landscape width", "kind",
                     "confidence", "also", "source"]]
        for d in devices {
            for p in d.profiles {
                rows.append([
                    d.id,
                    "\(p.ios.rawValue)\(p.ios.isProvisional ? "*" : "")",
                    "\(formatPoints(d.size.width))×\(formatPoints(d.size.height))",
                    compact(p.portrait),
                    compact(p.landscape),
                    d.statusBarFrameHeight.map(formatPoints) ?? "?",
                    formatPoints(d.navigationBarY(p.ios)),
                    d.isRegularWidth(.landscapeLeft) ? "regular" : "compact",
                    d.kind.rawValue,
                    p.confidence,
                    d.aliases.joined(separator: ","),
                    p.ios == .ios18 || p.source == d.source ? d.source : "\(d.source); \(p.ios.label): \(p.source)",
                ])
            }
        }
        let widths = (0..<rows[0].count - 1).map { col in rows.map { $0[col].count }.max()! }
        var out = rows.map { row in
            row.enumerated().map { i, cell in i < widths.count ? cell.padding(widths[i]) : cell }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
        out += """

            iOS: the UIKit profile (18 = iOS 15–18, and iOS 26 apps in compatibility mode; 26 = the iOS 26 design; \
            27* = iOS 27 at rest, provisional). A row per profile some model of the family ran.
            status bar: the status bar's frame height in portrait ("?": not published); on Dynamic Island phones it is not \
            the safe-area top (54 against 59).
            nav bar y: where a navigation bar starts in portrait: the status bar's bottom on iOS 18 (53.667 on a 59-pt \
            Dynamic Island phone), the safe-area top on iOS 26 and 27.
            Confidence: MEAS measured and published; 3P a third-party figure without a published measurement; INF inferred.

            """
        out += "Models that never ran iOS 26 or 27 (a spec that names one with those profiles is an error):\n"
        for (name, why) in DeviceCatalog.modelsBefore26.sorted(by: { $0.key < $1.key }) { out += "  \(name): \(why)\n" }
        out += "Not supported: the foldable iPhone (\(DeviceCatalog.foldableReason)).\n\n"
        out += "Bars per profile (points; phones unless marked iPad):\n"
        for ios in IOSProfile.allCases {
            out += "  \(ios.label)\(ios.isProvisional ? " (provisional)" : ""):\n"
            for (what, number) in barRows(BarMetrics.of(ios)) {
                out += "    \(what.padding(38)) \(formatPoints(number.value).padding(5)) [\(number.confidence)] \(number.source)\n"
            }
        }
        out += "\nSources:\n"
        for (key, source) in SourceKeys.all { out += "  \(key.padding(17)) \(source)\n" }
        return out
    }

    /// The bar numbers of a profile, named as the text table names them.
    static func barRows(_ m: BarMetrics) -> [(String, BarMetrics.Number)] {
        var rows: [(String, BarMetrics.Number)] = [
            ("navigation bar", m.navigationBar),
            ("navigation bar, landscape compact", m.compactLandscapeNavigationBar),
            ("navigation bar, landscape regular", m.regularLandscapeNavigationBar),
        ]
        if let y = m.landscapeNavigationBarY { rows.append(("navigation bar y, landscape", y)) }
        rows += [
            ("large title (added)", m.largeTitle),
            ("tab bar (+ home indicator)", m.tabBar),
            ("tab bar, landscape compact", m.compactLandscapeTabBar),
        ]
        if let accessory = m.bottomAccessory { rows.append(("tab bar bottom accessory (added)", accessory)) }
        rows += [
            ("toolbar (+ home indicator)", m.toolbar),
            ("toolbar, landscape compact", m.compactLandscapeToolbar),
            ("iPad navigation bar", m.padNavigationBar),
            ("iPad tab bar at the top", m.padTopTabBar),
            ("iPad toolbar, Face ID (+ indicator)", m.faceIDPadBar),
            ("iPad toolbar, home button", m.homeButtonPadBar),
        ]
        return rows
    }

    static func compact(_ i: Insets) -> String {
        "(\(formatPoints(i.top)),\(formatPoints(i.left)),\(formatPoints(i.bottom)),\(formatPoints(i.right)))"
    }

    /// "status bar 54 pt; navigation bar from y 53.667 (the status bar's bottom)": two numbers on a
    /// Dynamic Island phone, for `explain`.
    public static func statusBarAndNavigationBar(_ d: Device, _ ios: IOSProfile) -> String {
        let frame = d.statusBarFrameHeight.map { "status bar frame \(formatPoints($0)) pt" } ?? "status bar frame not published"
        let from = ios.hasNewDesign && d.isPhone ? "the safe-area top" : "the status bar's bottom"
        return "\(frame); a navigation bar starts at y \(formatPoints(d.navigationBarY(ios))) (\(from), \(ios.label))"
    }

    public static func json(_ devices: [Device]) -> String {
        JSON.array(devices.map { d in
            let legacy = d.profile(.ios18)
            return .object([
                ("id", .string(d.id)),
                ("name", .string(d.name)),
                ("aliases", .array(d.aliases.map(JSON.string))),
                ("kind", .string(d.kind.rawValue)),
                ("width", .number(d.size.width)),
                ("height", .number(d.size.height)),
                ("portraitInsets", ExplainReporter.insets(legacy.portrait)),
                ("landscapeInsets", ExplainReporter.insets(legacy.landscape)),
                ("statusBarHeight", d.statusBarFrameHeight.map(JSON.number) ?? .null),
                ("navigationBarY", .number(d.navigationBarY(.ios18))),
                ("regularWidthInLandscape", .bool(d.regularWidthInLandscape)),
                ("source", .string(d.source)),
                ("confidence", .string(d.confidence)),
                ("profiles", .array(d.profiles.map { p in
                    .object([
                        ("ios", .number(Double(p.ios.rawValue))),
                        ("portraitInsets", ExplainReporter.insets(p.portrait)),
                        ("landscapeInsets", ExplainReporter.insets(p.landscape)),
                        ("navigationBarY", .number(d.navigationBarY(p.ios))),
                        ("source", .string(p.source)),
                        ("confidence", .string(p.confidence)),
                    ])
                })),
            ])
        }).rendered()
    }
}
