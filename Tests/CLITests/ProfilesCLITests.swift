import Foundation
import Testing

/// iOS profiles and the 2025–26 devices from the command line (FORMAT.md §7).
@Suite struct ProfilesCLITests {
    static let newIDs = ["iphone-17", "iphone-17-pro-max", "iphone-air", "ipad-air-11", "ipad-air-13", "ipad-pro-11-m4", "ipad-pro-13-m4"]

    @Test func devicesListsEveryNewIdPerProfileWithItsSources() throws {
        let r = try CLI.run(["devices"])
        #expect(r.status == 0)
        for id in Self.newIDs {
            let rows = r.lines.filter { $0.hasPrefix(id + " ") }
            #expect(rows.count == 3, "\(id): \(rows)")   // iOS 18, 26, 27
            #expect(rows.allSatisfy { $0.contains("SST1046") || $0.contains("XC26") || $0.contains("DIM16") }, "\(id)")
        }
        // The old ids keep their iOS 18 numbers.
        #expect(r.lines.contains { $0.hasPrefix("iphone-x ") && $0.contains(" 18 ") && $0.contains("(44,0,34,0)") && $0.contains("(0,44,21,44)") })
        #expect(r.lines.contains { $0.hasPrefix("iphone-x ") && $0.contains(" 26 ") && $0.contains("(0,44,20,44)") })
        // Status bar and navigation-bar origin are two numbers on a Dynamic Island phone.
        #expect(r.lines.contains { $0.hasPrefix("iphone-15 ") && $0.contains(" 18 ") && $0.contains(" 54 ") && $0.contains(" 53.667 ") })
        #expect(r.stdout.contains("SST1046           swift-snapshot-testing PR #1046"))
        #expect(r.stdout.contains("Not supported: the foldable iPhone"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try CLI.run(["devices", "--format", "json"]).stdout.utf8)) as? [[String: Any]])
        let air = try #require(json.first { $0["id"] as? String == "iphone-air" })
        let profiles = try #require(air["profiles"] as? [[String: Any]])
        #expect(profiles.map { $0["ios"] as? Int } == [18, 26, 27])
        #expect(profiles.allSatisfy { !($0["source"] as? String ?? "").isEmpty })
        let x = try #require(json.first { $0["id"] as? String == "iphone-15" })
        #expect(x["statusBarHeight"] as? Double == 54)
    }

    @Test func everyAliasResolvesInExplain() throws {
        for alias in ["iphone-17-pro", "iphone-18-pro", "iphone-18-pro-max", "iphone-17-air", "iphone-17e", "ipad-10", "ipad-a16",
                      "ipad-air-4", "ipad-air-13-m3", "ipad-pro-11-m5", "ipad-pro-13-m5", "ipad-mini-7"] {
            let r = try CLI.run(["explain", "Examples/login.screen.yaml", "--device", alias, "--orientation", "portrait", "--ios", "26"])
            #expect(r.status == 0, "\(alias): \(r.stderr)")
        }
    }

    @Test func theHardCodedNavigationBarIsCleanOnIOS18AndUnderTheBarOnIOS26() throws {
        let r = try CLI.run(["lint", "--format", "json", "Examples/hardcoded-nav-bar.screen.yaml"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 1)
        let f = try #require(findings.first)
        #expect(f["rule"] as? String == "under-bar" && f["view"] as? String == "filterControl")
        let contexts = try #require(f["contexts"] as? [[String: Any]])
        #expect(contexts.count == 1)
        #expect(contexts.first?["device"] as? String == "iphone-x" && contexts.first?["ios"] as? Int == 26)
        let text = try CLI.run(["lint", "Examples/hardcoded-nav-bar.screen.yaml"])
        #expect(text.stdout.contains("10 pt on iphone-x portrait (iOS 26)."))
        let old = try CLI.run(["lint", "--ios", "18", "Examples/hardcoded-nav-bar.screen.yaml"])
        #expect(old.status == 0 && old.stdout.isEmpty)
    }

    @Test func explainAndRenderShowTheProfile() throws {
        let explain = try CLI.run(["explain", "Examples/hardcoded-nav-bar.screen.yaml", "--ios", "26", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(explain.stdout.utf8)) as? [String: Any])
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        #expect(layouts.map { $0["ios"] as? Int } == [26])
        let text = try CLI.run(["explain", "Examples/login.screen.yaml", "--device", "iphone-15", "--orientation", "portrait"])
        #expect(text.stdout.contains("LoginViewController on iphone-15 portrait (iOS 18)"))
        #expect(text.stdout.contains("LoginViewController on iphone-15 portrait (iOS 26)"))
        #expect(text.stdout.contains("status bar frame 54 pt; a navigation bar starts at y 53.667 (the status bar's bottom, iOS 18)"))
        let render = try CLI.run(["render", "Examples/login.screen.yaml", "--device", "iphone-15", "--orientation", "portrait"])
        #expect(render.status == 0)
        #expect(render.stdout.contains("<title>LoginViewController on iphone-15 portrait (iOS 26)</title>"))
        #expect(render.stderr.contains("drawing iOS 26"))
        let old = try CLI.run(["render", "Examples/login.screen.yaml", "--device", "iphone-15", "--orientation", "portrait", "--ios", "18"])
        #expect(old.stdout.contains("(iOS 18)</title>") && old.stdout.contains("data-ios=\"18\""))
    }

    @Test func badProfilesOnTheCommandLineAndInTheConfiguration() throws {
        let unknown = try CLI.run(["lint", "--ios", "19", "Examples/login.screen.yaml"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("unknown iOS profile 19; there is no iOS 19"))
        let never = try CLI.run(["explain", "Examples/login.screen.yaml", "--device", "iphone-xs", "--ios", "26"])
        #expect(never.status == 64)
        #expect(never.stderr.contains("iphone-xs never ran iOS 26: the iPhone XS's last iOS is 18"))
        let dir = try CLI.directory([".insetlint.yml": "orientations: [portrait]\nios: [18, 25]\n",
                                     "a.screen.yaml": "insetlint: 1\nscreen: A\nviewController:\n  view: {}\n"])
        let config = try CLI.run(["lint", "a.screen.yaml"], in: dir)
        #expect(config.status == 2)
        #expect(config.stderr.contains(".insetlint.yml:2:11: error: unknown iOS profile 25; there is no iOS 25"))
        let good = try CLI.directory([".insetlint.yml": "ios: [27]\n", "a.screen.yaml": "insetlint: 1\nscreen: A\nviewController:\n  view: {}\n"])
        let configured = try CLI.run(["config"], in: good)
        #expect(configured.stdout.contains("ios: [27]\n"))
    }

    /// A spec of iPhones that stopped at iOS 18 asked about iOS 26 alone (`--ios`, or the
    /// configuration's `ios:`) has no layout: an input error at its devices, never a pass.
    @Test func profilesTheSpecsDevicesNeverRanLeaveNothingToCheckAndFail() throws {
        let spec = """
            insetlint: 1
            screen: Old
            devices: [iphone-8, iphone-xs]
            orientations: [portrait]
            viewController:
              view:
                subviews:
                  - { id: l, class: UILabel, constraints: { top: superview, leading: superview, trailing: superview } }

            """
        let dir = try CLI.directory(["old.screen.yaml": spec])
        let plain = try CLI.run(["lint", "--no-cache", "old.screen.yaml"], in: dir)
        #expect(plain.status == 1 && plain.stdout.contains("[under-notch]"), "\(plain.stdout)")
        let message = "old.screen.yaml:3:11: error: nothing to check: iphone-8, iphone-xs never ran iOS 26 (asked for by --ios)"
        for command in ["lint", "explain", "render"] {
            let r = try CLI.run([command, "--ios", "26", "old.screen.yaml"] + (command == "lint" ? ["--no-cache"] : []), in: dir)
            #expect(r.status == 2, "\(command): \(r.status) \(r.stdout) \(r.stderr)")
            #expect((r.stdout + r.stderr).contains(message), "\(command): \(r.stdout) \(r.stderr)")
        }
        let configured = try CLI.directory([".insetlint.yml": "ios: [26]\n", "old.screen.yaml": spec])
        let r = try CLI.run(["lint", "--no-cache", "old.screen.yaml"], in: configured)
        #expect(r.status == 2)
        #expect(r.stdout.contains("old.screen.yaml:3:11: error: nothing to check: iphone-8, iphone-xs never ran iOS 26 (asked for by the configuration's ios)"), "\(r.stdout)")
        // One device that ran it is enough: the others are left out, as with the default profiles.
        let mixed = try CLI.directory(["mixed.screen.yaml": spec.replacingOccurrences(of: "iphone-xs]", with: "iphone-xs, iphone-17]")])
        let ok = try CLI.run(["lint", "--no-cache", "--ios", "26", "mixed.screen.yaml"], in: mixed)
        #expect(ok.status == 1 && ok.stdout.contains("iphone-17 portrait"), "\(ok.stdout) \(ok.stderr)")
    }

    /// Configuration devices stand for their families, used on the profiles they ran: `all` with
    /// iOS 26 keeps the iPhone 8 Plus on iOS 18 only, and `insetlint config`'s output reads back.
    @Test func configurationDevicesRunOnTheProfilesTheirFamilyRan() throws {
        let spec = "insetlint: 1\nscreen: A\nviewController:\n  view: {}\n"
        let dir = try CLI.directory([".insetlint.yml": "devices: [all]\nios: [18, 26]\n", "a.screen.yaml": spec])
        let printed = try CLI.run(["config"], in: dir)
        #expect(printed.stdout.contains("iphone-8-plus") && printed.stdout.contains("ios: [18, 26]\n"))
        let again = try CLI.directory([".insetlint.yml": printed.stdout, "a.screen.yaml": spec])
        let r = try CLI.run(["explain", "--format", "json", "a.screen.yaml"], in: again)
        #expect(r.status == 0, "\(r.stderr)")
        let layouts = try #require((try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])?["layouts"] as? [[String: Any]])
        let plus = layouts.filter { $0["device"] as? String == "iphone-8-plus" }.compactMap { $0["ios"] as? Int }
        #expect(Set(plus) == [18])
        #expect(layouts.contains { $0["device"] as? String == "iphone-17" && $0["ios"] as? Int == 26 })
    }

    @Test func aThirdPartyNumberThatDecidesAFindingSaysSo() throws {
        // The iOS 26 toolbar (48 pt) is a third-party figure: the label it covers only there says so.
        let dir = try CLI.directory(["t.screen.yaml": """
            insetlint: 1
            screen: Toolbar
            devices: [iphone-17]
            orientations: [portrait]
            navigationController: { toolbar: { hidden: false } }
            viewController:
              view:
                subviews:
                  - id: hint
                    class: UILabel
                    constraints: { bottom: superview - 80, leading: safeArea + 16, trailing: safeArea - 16 }
            """])
        let r = try CLI.run(["lint", "t.screen.yaml"], in: dir)
        #expect(r.stdout.contains("is covered by the toolbar: 2 pt on iphone-17 portrait (iOS 26) (iOS 26 value from third-party measurements)."))
        // Checked on iOS 27 alone there is nothing to compare with: its third-party numbers decide it.
        let only27 = try CLI.run(["lint", "--ios", "27", "t.screen.yaml"], in: dir)
        #expect(only27.stdout.contains("2 pt on iphone-17 portrait (iOS 27 value from third-party measurements)."))
        // A finding on iOS 18 too is not decided by the new numbers.
        let both = try CLI.run(["lint", "--ios", "18,26", "Examples/video-player.screen.yaml"])
        #expect(both.status == 1 && !both.stdout.contains("third-party"))
    }
}
