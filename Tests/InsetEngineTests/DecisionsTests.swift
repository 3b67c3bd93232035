import InsetEngine
import ScreenModel
import Testing

/// UIKIT.md §11 decisions and §2 bar metrics, each on one device in both orientations.
@Suite struct DecisionsTests {
    static func spec(_ containers: String = "", vc: String = "", statusBar: String = "") -> String {
        """
        insetlint: 1
        screen: Decisions
        \(statusBar)
        \(containers)
        viewController:
          \(vc)
          view:
            subviews: []
        """
    }

    @Test func d2_everyCatalogIdResolvesWithItsInsets() throws {
        let expected: [String: (Double, Double)] = [
            "iphone-se-3": (20, 0), "iphone-8-plus": (20, 0), "iphone-x": (44, 34), "iphone-xs-max": (44, 34),
            "iphone-11": (48, 34), "iphone-13-mini": (50, 34), "iphone-14": (47, 34), "iphone-14-plus": (47, 34),
            "iphone-15": (59, 34), "iphone-15-pro-max": (59, 34), "iphone-16-pro": (62, 34), "iphone-16-pro-max": (62, 34),
            "ipad-10-2": (20, 0), "ipad-mini-6": (24, 20), "ipad-pro-11": (24, 20), "ipad-pro-12-9": (24, 20),
            // D19: the 2025–26 devices (CURRENT-IOS.md §1).
            "iphone-17": (62, 34), "iphone-17-pro-max": (62, 34), "iphone-air": (68, 34),
            "ipad-air-11": (24, 20), "ipad-air-13": (24, 20), "ipad-pro-11-m4": (24, 20), "ipad-pro-13-m4": (24, 20),
        ]
        #expect(Set(DeviceCatalog.all.map(\.id)) == Set(expected.keys))
        for (id, (top, bottom)) in expected {
            let r = try Resolved(Self.spec(), id)
            expectInsets(r["root"].safeAreaInsets, top, 0, bottom, 0)
        }
    }

    @Test func d2_landscapeHousingPhonesAreSymmetricAndIPadsKeepTheirInsets() throws {
        expectInsets(try Resolved(Self.spec(), "iphone-15", .landscapeRight)["root"].safeAreaInsets, 0, 59, 21, 59)
        expectInsets(try Resolved(Self.spec(), "iphone-14", .landscapeLeft)["root"].safeAreaInsets, 0, 47, 21, 47)
        expectInsets(try Resolved(Self.spec(), "iphone-se-3", .landscapeLeft)["root"].safeAreaInsets, 0, 0, 0, 0)
        expectInsets(try Resolved(Self.spec(), "ipad-pro-11", .landscapeLeft)["root"].safeAreaInsets, 24, 0, 20, 0)
        expectInsets(try Resolved(Self.spec(), "ipad-10-2", .landscapeLeft)["root"].safeAreaInsets, 20, 0, 0, 0)
    }

    @Test func d3_hiddenStatusBar() throws {
        let hidden = Self.spec(statusBar: "statusBar: hidden")
        expectInsets(try Resolved(hidden, "iphone-se-3")["root"].safeAreaInsets, 0, 0, 0, 0)
        expectInsets(try Resolved(hidden, "iphone-x")["root"].safeAreaInsets, 44, 0, 34, 0)   // R7: the housing stays
        expectInsets(try Resolved(hidden, "iphone-x", .landscapeLeft)["root"].safeAreaInsets, 0, 44, 21, 44)
    }

    @Test func d3_navigationBarForcesTheStatusBarOnHousingPhones() throws {
        let r = try Resolved(Self.spec("navigationController: {}", statusBar: "statusBar: hidden"), "iphone-x")
        #expect(r.layout.statusBarVisible)
        expectInsets(r["root"].safeAreaInsets, 88, 0, 34, 0)
        // A rectangular phone has no housing: the bar moves to the top of the screen.
        let se = try Resolved(Self.spec("navigationController: {}", statusBar: "statusBar: hidden"), "iphone-se-3")
        expectInsets(se["root"].safeAreaInsets, 44, 0, 0, 0)
    }

    @Test func d5_navigationBarHeights() throws {
        let nav = Self.spec("navigationController: {}")
        expectInsets(try Resolved(nav, "iphone-x", .landscapeLeft)["root"].safeAreaInsets, 32, 44, 21, 44)   // compact width: 32
        expectInsets(try Resolved(nav, "iphone-xs-max", .landscapeLeft)["root"].safeAreaInsets, 44, 44, 21, 44)   // regular width: 44
        expectInsets(try Resolved(nav, "ipad-pro-11")["root"].safeAreaInsets, 74, 0, 20, 0)   // 24 + 50
        expectInsets(try Resolved(nav, "ipad-pro-11", .landscapeRight)["root"].safeAreaInsets, 74, 0, 20, 0)
    }

    @Test func d5_dynamicIslandBarStartsInsideTheSafeArea() throws {
        let nav = Self.spec("navigationController: {}")
        let r = try Resolved(nav, "iphone-15")
        #expect(abs(r["root"].safeAreaInsets.top - (59 - 16.0 / 3 + 44)) < 0.01)
        #expect(abs(r["root"].safeAreaInsets.top - 97.667) < 0.01)
        expectInsets(try Resolved(nav, "iphone-15", .landscapeLeft)["root"].safeAreaInsets, 32, 59, 21, 59)
    }

    @Test func d5_largeTitlesOnlyInRegularHeight() throws {
        let large = Self.spec("navigationController:\n  navigationBar: { prefersLargeTitles: true }")
        expectInsets(try Resolved(large, "iphone-x")["root"].safeAreaInsets, 140, 0, 34, 0)   // QIITA: 140 on iPhone X
        expectInsets(try Resolved(large, "iphone-se-3")["root"].safeAreaInsets, 116, 0, 0, 0)   // HACK12: 116 with a 20-pt status bar
        expectInsets(try Resolved(large, "iphone-x", .landscapeLeft)["root"].safeAreaInsets, 32, 44, 21, 44)
    }

    @Test func d6_tabBarHeights() throws {
        let tab = Self.spec("tabBarController: {}")
        expectInsets(try Resolved(tab, "iphone-se-3")["root"].safeAreaInsets, 20, 0, 49, 0)
        expectInsets(try Resolved(tab, "iphone-se-3", .landscapeLeft)["root"].safeAreaInsets, 0, 0, 32, 0)
        expectInsets(try Resolved(tab, "iphone-x")["root"].safeAreaInsets, 44, 0, 83, 0)
        expectInsets(try Resolved(tab, "iphone-x", .landscapeLeft)["root"].safeAreaInsets, 0, 44, 53, 44)
        expectInsets(try Resolved(tab, "iphone-xs-max", .landscapeRight)["root"].safeAreaInsets, 0, 44, 70, 44)   // QMUI: 70
        // D18 (iPadOS 18 and later): a regular-width iPad shows its tab bar at the top, 50 pt below the status bar.
        expectInsets(try Resolved(tab, "ipad-pro-11")["root"].safeAreaInsets, 74, 0, 20, 0)
        expectInsets(try Resolved(tab, "ipad-10-2", .landscapeLeft)["root"].safeAreaInsets, 70, 0, 0, 0)
    }

    @Test func d7_toolbarHeights() throws {
        let toolbar = Self.spec("navigationController:\n  toolbar: { hidden: false }")
        expectInsets(try Resolved(toolbar, "iphone-x")["root"].safeAreaInsets, 88, 0, 78, 0)   // QMUI: 44 + 34
        expectInsets(try Resolved(toolbar, "iphone-x", .landscapeLeft)["root"].safeAreaInsets, 32, 44, 53, 44)
        expectInsets(try Resolved(toolbar, "iphone-xs-max", .landscapeLeft)["root"].safeAreaInsets, 44, 44, 65, 44)   // QMUI: 65
    }

    @Test func d8_opaqueBarsAndExtendedLayoutShrinkTheRootInstead() throws {
        let opaque = Self.spec("navigationController:\n  navigationBar: { translucent: false }")
        let r = try Resolved(opaque, "iphone-x")
        expectRect(r["root"].frame, 0, 88, 375, 724)
        expectInsets(r["root"].safeAreaInsets, 0, 0, 34, 0)
        let included = try Resolved(Self.spec("navigationController:\n  navigationBar: { translucent: false }", vc: "extendedLayoutIncludesOpaqueBars: true"), "iphone-x")
        expectInsets(included["root"].safeAreaInsets, 88, 0, 34, 0)
        let edges = try Resolved(Self.spec("tabBarController: {}\nnavigationController: {}", vc: "edgesForExtendedLayout: [top]"), "iphone-x", .landscapeLeft)
        expectRect(edges["root"].frame, 0, 0, 812, 322)   // stops at the 53-pt tab bar
        expectInsets(edges["root"].safeAreaInsets, 32, 44, 0, 44)
    }

    @Test func d9_negativeAdditionalInsetsClampAtZero() throws {
        let r = try Resolved(Self.spec(vc: "additionalSafeAreaInsets: { top: -44, bottom: -50 }"), "iphone-x")
        expectInsets(r["root"].safeAreaInsets, 0, 0, 0, 0)
        let l = try Resolved(Self.spec(vc: "additionalSafeAreaInsets: { top: 20, left: 20, bottom: 20, right: 20 }"), "iphone-x", .landscapeLeft)
        expectInsets(l["root"].safeAreaInsets, 20, 64, 41, 64)
    }

    @Test func d12_rootMarginsFollowTheTable() throws {
        // §1c rows: (device, orientation, expected side margin).
        let rows: [(String, Orientation, Double)] = [
            ("iphone-se-3", .portrait, 16), ("iphone-se-3", .landscapeLeft, 20), ("iphone-8-plus", .portrait, 20),
            ("iphone-x", .portrait, 16), ("iphone-x", .landscapeLeft, 60), ("iphone-xs-max", .portrait, 20),
            ("iphone-11", .landscapeRight, 64), ("iphone-13-mini", .landscapeLeft, 66), ("iphone-14", .landscapeLeft, 63),
            ("iphone-14-plus", .portrait, 20), ("iphone-15", .landscapeLeft, 75), ("iphone-15-pro-max", .portrait, 20),
            ("ipad-pro-11", .portrait, 20), ("ipad-pro-11", .landscapeLeft, 20),
        ]
        for (device, orientation, side) in rows {
            let r = try Resolved(Self.spec(), device, orientation)
            let m = r["root"].layoutMargins
            #expect(abs(m.left - side) < 0.01 && abs(m.right - side) < 0.01, "\(device) \(orientation): \(m)")
            #expect(abs(m.top - r["root"].safeAreaInsets.top) < 0.01 && abs(m.bottom - r["root"].safeAreaInsets.bottom) < 0.01)
        }
    }
}

/// Constraint solving (FORMAT.md §1 grammar) beyond the worked examples.
@Suite struct ConstraintLayoutTests {
    @Test func siblingReferencesUseTheSiblingsResolvedFrame() throws {
        // Declared before its target on purpose: layout order, not document order, places `avatar` first.
        let r = try Resolved("""
            insetlint: 1
            screen: Profile
            viewController:
              view:
                subviews:
                  - id: name
                    class: UILabel
                    constraints: { top: avatar.top, leading: avatar.trailing + 12, trailing: safeArea - 8 }
                  - id: avatar
                    class: UIImageView
                    constraints: { leading: safeArea + 8, top: safeArea + 16, width: 56, height: 56 }
                  - id: bio
                    class: UILabel
                    constraints: { top: avatar.bottom + 8, leading: avatar, width: superview * 0.5 }
            """, "iphone-x")
        expectRect(r["avatar"].frame, 8, 60, 56, 56)
        expectRect(r["name"].frame, 76, 60, 291, 21)
        expectRect(r["bio"].frame, 8, 124, 187.5, 21)
    }

    @Test func centersMultipliersAndIntrinsicSizes() throws {
        let r = try Resolved("""
            insetlint: 1
            screen: Center
            viewController:
              view:
                subviews:
                  - id: toggle
                    class: UISwitch
                    constraints: { centerX: superview, centerY: safeArea }
                  - id: half
                    class: UIView
                    constraints: { leading: superview, width: superview.height * 0.25, bottom: safeArea, top: safeArea.centerY }
            """, "iphone-x")
        // UISwitch: 51×31 intrinsic; centered on the safe area's vertical middle (44 + 734/2 = 411).
        expectRect(r["toggle"].frame, 162, 395.5, 51, 31)
        expectRect(r["half"].frame, 0, 411, 203, 367)
    }

    @Test func ambiguousAndConflictingAxesAreReportedOnce() throws {
        let r = try Resolved("""
            insetlint: 1
            screen: Issues
            viewController:
              view:
                subviews:
                  - id: price
                    class: UILabel
                    constraints: { top: safeArea, leading: safeArea }
                  - id: pay
                    class: UIButton
                    constraints:
                      leading: safeArea + 16
                      left: superview
                      trailing: safeArea - 16
                      bottom: safeArea
            """, "iphone-x")
        let issues = r.layout.issues.map { ($0.kind, r.spec.views[$0.view].id, $0.axis, $0.location.line) }
        #expect(issues.count == 2)
        #expect(issues.contains { $0 == (.ambiguous, "price", .horizontal, 8) })
        #expect(issues.contains { $0 == (.conflict, "pay", .horizontal, 13) })
        // The kept constraints still place the button: leading and trailing.
        expectRect(r["pay"].frame, 16, 744, 343, 34)
    }

    @Test func negativeSizeIsAConflict() throws {
        let r = try Resolved("""
            insetlint: 1
            screen: Negative
            viewController:
              view:
                subviews:
                  - id: bar
                    class: UIView
                    constraints: { leading: superview + 300, trailing: superview.leading + 100, top: superview, height: 4 }
            """, "iphone-se-3")
        #expect(r.layout.issues.map(\.kind) == [.conflict])
        #expect(r["bar"].frame.width == 0)
    }
}
