import Foundation
import Testing

/// `lint` and `convert` on storyboards and xibs, through the built binary.
@Suite struct InterfaceBuilderTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s01">
                    <objects>
                        <viewController id="vc1" customClass="ProfileViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name1">
                                        <rect key="frame" x="16" y="8" width="200" height="21"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe1"/>
                                <constraints>
                                    <constraint firstItem="name1" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="8" id="c1"/>
                                    <constraint firstItem="name1" firstAttribute="leading" secondItem="safe1" secondAttribute="leading" constant="16" id="c2"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    /// A storyboard is linted beside specs (found by the walk); a broken one is an input error at
    /// its line and column, and the others are still linted.
    @Test func lintReadsStoryboardsAndReportsBrokenOnesWhereTheyBreak() throws {
        let dir = try CLI.directory([
            "Profile.storyboard": Self.storyboard,
            "Broken.xib": "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n    <view id=\"a\">\n  </objects>\n</document>\n",
            "Legacy.xib": "<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"/>\n",
        ])
        let r = try CLI.run(["lint", "."], in: dir)
        #expect(r.status == 2)
        let lines = r.lines.filter { !$0.hasPrefix("    ") }
        #expect(lines.contains("./Broken.xib:5:3: error: </objects> does not close <view> (opened at 4:5)"))
        #expect(lines.contains { $0.hasPrefix("./Legacy.xib:2:1: error: this is Interface Builder's pre-Xcode 5 format (<archive>)") })
        // The label's top is 8 pt below the top of the screen: under the status bar, at its <constraint>.
        #expect(lines.contains { $0.hasPrefix("./Profile.storyboard:16:29: error: 'name1' (UILabel) extends above the safe area") && $0.hasSuffix("[under-notch]") })
        #expect(r.stderr.contains("in 1 screen; 2 files could not be read"))
    }

    @Test func convertPrintsTheScreenSpec() throws {
        let dir = try CLI.directory(["Profile.storyboard": Self.storyboard])
        let r = try CLI.run(["convert", "Profile.storyboard"], in: dir)
        #expect(r.status == 0)
        #expect(r.lines.contains("screen: ProfileViewController"))
        #expect(r.lines.contains("          top: superview + 8  # 16:29"))
        #expect(r.lines.contains("          leading: safeArea + 16  # 17:29"))
        let missing = try CLI.run(["convert", "Profile.storyboard", "--screen", "Nope"], in: dir)
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("no screen named 'Nope'; its screens: ProfileViewController"))
        let scene = try CLI.run(["convert", "Profile.storyboard", "--screen", "s01"], in: dir)
        #expect(scene.stdout == r.stdout)
    }

    /// `explain`, `render` and the HTML report take a storyboard's screens like specs.
    @Test func explainRenderAndTheReportReadStoryboards() throws {
        let dir = try CLI.directory(["Profile.storyboard": Self.storyboard, "Other.screen.yaml": "insetlint: 1\nscreen: Other\nviewController:\n  view: {}\n"])
        let explain = try CLI.run(["explain", "Profile.storyboard", "--screen", "ProfileViewController", "--device", "iphone-15", "--orientation", "portrait"], in: dir)
        #expect(explain.status == 0)
        #expect(explain.lines.first?.hasPrefix("ProfileViewController on iphone-15 portrait") == true)
        #expect(explain.stdout.contains("name1 UILabel [content]"))
        let render = try CLI.run(["render", "Profile.storyboard", "--device", "iphone-15", "--orientation", "portrait"], in: dir)
        #expect(render.status == 0)
        #expect(render.stdout.hasPrefix("<?xml") && render.stdout.contains("name1"))
        let wrong = try CLI.run(["explain", "Other.screen.yaml", "--screen", "Other"], in: dir)
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("--screen picks a screen of a storyboard or xib"))
        let html = try CLI.run(["lint", ".", "--format", "html", "--output", "report.html"], in: dir)
        #expect(html.status == 1)
        let report = try String(contentsOf: dir.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(report.contains("ProfileViewController") && report.contains("Profile.storyboard"))
    }

    /// No output is ever written over a storyboard or xib.
    @Test func outputsRefuseInterfaceBuilderNames() throws {
        let dir = try CLI.directory(["Profile.storyboard": Self.storyboard])
        let report = try CLI.run(["lint", "Profile.storyboard", "--output", "Profile.storyboard"], in: dir)
        #expect(report.status == 64)
        #expect(report.stderr.contains("refusing to write a report to 'Profile.storyboard': it is named like an Interface Builder file"))
        let picture = try CLI.run(["render", "Profile.storyboard", "--output", "Other.xib"], in: dir)
        #expect(picture.status == 64)
        #expect(try String(contentsOf: dir.appendingPathComponent("Profile.storyboard"), encoding: .utf8) == Self.storyboard)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Other.xib").path))
    }

    /// `explain` ends with what the import assumed or left out, located in the file.
    @Test func explainShowsTheImportNotes() throws {
        let dir = try CLI.directory(["Profile.storyboard": Self.storyboard.replacingOccurrences(
            of: "<label text=\"Name\"", with: "<gizmo text=\"Name\"").replacingOccurrences(of: "</label>", with: "</gizmo>")])
        let r = try CLI.run(["explain", "Profile.storyboard", "--device", "iphone-15", "--orientation", "portrait"], in: dir)
        #expect(r.status == 0)
        #expect(r.lines.last == "Profile.storyboard:10:29: note: unknown view element <gizmo>: read as a plain UIView")
    }

    /// `interface_builder:` in the configuration says what the file cannot: here the label is
    /// decoration and the app hides the status bar, so nothing is reported; a disable needs a reason.
    @Test func theConfigurationSaysWhatTheFileCannot() throws {
        let dir = try CLI.directory([
            "Profile.storyboard": Self.storyboard,
            ".insetlint.yml": "interface_builder:\n  screens:\n    ProfileViewController:\n      roles: { name1: background }\n    s01:\n      statusBar: hidden\n      orientations: [portrait]\n",
            "plain.yml": "strict: false\n",
        ])
        let before = try CLI.run(["lint", "--config", "plain.yml", "Profile.storyboard"], in: dir)
        #expect(before.status == 1)
        let r = try CLI.run(["lint", "Profile.storyboard"], in: dir)
        #expect(r.status == 0)
        #expect(r.stderr.contains("0 findings"))
        let config = try CLI.run(["config"], in: dir)
        #expect(config.stdout.contains("interface_builder:\n  screens:\n    \"ProfileViewController\":\n      roles: { \"name1\": background }\n"))
        let explain = try CLI.run(["explain", "Profile.storyboard", "--device", "iphone-x"], in: dir)
        #expect(explain.lines.first?.hasPrefix("ProfileViewController on iphone-x portrait") == true)
        #expect(explain.lines.first?.hasSuffix("375×812 pt, status bar hidden") == true)
        #expect(!explain.stdout.contains("landscape"))
        let noReason = try CLI.directory([".insetlint.yml": "interface_builder:\n  screens:\n    X:\n      disable: [under-notch]\n"])
        let bad = try CLI.run(["lint", "."], in: noReason)
        #expect(bad.status == 2)
        #expect((bad.stdout + bad.stderr).contains(".insetlint.yml:4:7: error: screen 'X' disables rules without a reason"))
    }
}

/// What the app's Info.plist and the configuration say about screens a file cannot describe.
@Suite struct InterfaceBuilderSettingsTests {
    /// Profile's label sits on the safe area at the top but on the superview at the side: under
    /// the notch in landscape only.
    static let landscapeOnlyProblem = InterfaceBuilderTests.storyboard
        .replacingOccurrences(of: "secondItem=\"root1\" secondAttribute=\"top\" constant=\"8\" id=\"c1\"", with: "secondItem=\"safe1\" secondAttribute=\"top\" constant=\"8\" id=\"c1\"")
        .replacingOccurrences(of: "secondItem=\"safe1\" secondAttribute=\"leading\" constant=\"16\" id=\"c2\"", with: "secondItem=\"root1\" secondAttribute=\"leading\" constant=\"16\" id=\"c2\"")

    /// A directory of files, some in subdirectories.
    static func directory(_ files: [String: String]) throws -> URL {
        let dir = try CLI.directory([:])
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return dir
    }

    static func plist(_ orientations: [String], key: String = "UISupportedInterfaceOrientations") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>\(key)</key>
        \t<array>
        \(orientations.map { "\t\t<string>UIInterfaceOrientation\($0)</string>" }.joined(separator: "\n"))
        \t</array>
        </dict>
        </plist>

        """
    }

    /// A portrait-only app (its Info.plist beside the storyboard's `.lproj` folder, or the one the
    /// configuration names) gets no landscape findings, and the report says why.
    @Test func aPortraitOnlyAppGetsNoLandscapeFindings() throws {
        let dir = try Self.directory(["App/Base.lproj/Main.storyboard": Self.landscapeOnlyProblem])
        let before = try CLI.run(["lint", "."], in: dir)
        #expect(before.status == 1)
        #expect(before.stdout.contains("./App/Base.lproj/Main.storyboard:17:29: error: 'name1' (UILabel) extends past the safe area into the landscape side band"))

        try Self.plist(["Portrait"]).write(to: dir.appendingPathComponent("App/Info.plist"), atomically: true, encoding: .utf8)
        let after = try CLI.run(["lint", "."], in: dir)
        #expect(after.status == 0)
        #expect(after.lines == ["./App/Info.plist:6:2: note: UISupportedInterfaceOrientations: the app supports portrait on every device; its storyboards and xibs are checked in that orientation only"])
        #expect(after.stderr.contains("0 findings (0 errors, 0 warnings) in 1 screen; 1 note"))
        let explain = try CLI.run(["explain", "App/Base.lproj/Main.storyboard"], in: dir)
        #expect(explain.status == 0)
        #expect(!explain.stdout.contains("landscape-left") && explain.stdout.contains("portrait"))

        // iPads read the ~ipad key; an iPhone-only run is unaffected by it.
        try Self.plist(["LandscapeLeft", "LandscapeRight"], key: "UISupportedInterfaceOrientations~ipad")
            .write(to: dir.appendingPathComponent("App/Info.plist"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["lint", "."], in: dir).status == 1)

        // The configuration names another file; its path is relative to the configuration.
        try Self.plist(["Portrait", "PortraitUpsideDown"]).write(to: dir.appendingPathComponent("Portrait.plist"), atomically: true, encoding: .utf8)
        try "interface_builder:\n  info_plist: Portrait.plist\n".write(to: dir.appendingPathComponent(".insetlint.yml"), atomically: true, encoding: .utf8)
        let configured = try CLI.run(["lint", "App"], in: dir)
        #expect(configured.status == 0)
        #expect(configured.stdout == "Portrait.plist:6:2: note: UISupportedInterfaceOrientations: the app supports portrait on every device; its storyboards and xibs are checked in that orientation only\n")
        #expect(try CLI.run(["config"], in: dir).stdout.contains("interface_builder:\n  info_plist: \"\(dir.path)/Portrait.plist\"\n"))
    }

    /// A plist that cannot be read is an input error at its line (exit 2); the storyboard is still
    /// linted, in every orientation.
    @Test func aBadInfoPlistIsALocatedError() throws {
        let dir = try Self.directory([
            "App/Base.lproj/Main.storyboard": Self.landscapeOnlyProblem,
            "App/Info.plist": Self.plist(["Portrait", "Sideways"]),
            "Binary/Main.storyboard": Self.landscapeOnlyProblem,
            "Binary/Info.plist": "bplist00\u{1}",
        ])
        let r = try CLI.run(["lint", "."], in: dir)
        #expect(r.status == 2)
        #expect(r.stdout.contains("./App/Info.plist:8:11: error: unknown interface orientation 'UIInterfaceOrientationSideways' in UISupportedInterfaceOrientations"))
        #expect(r.stdout.contains("./Binary/Info.plist:1:1: error: this is a binary property list; InsetLint reads XML property lists (convert it with `plutil -convert xml1 FILE`"))
        #expect(r.stdout.contains("./App/Base.lproj/Main.storyboard:17:29: error: 'name1' (UILabel) extends past the safe area"))
        #expect(r.stdout.contains("./Binary/Main.storyboard:17:29: error: 'name1' (UILabel) extends past the safe area"))
        let explain = try CLI.run(["explain", "Binary/Main.storyboard"], in: dir)
        #expect(explain.status == 2)
        #expect(explain.stderr.contains("Binary/Info.plist:1:1: error: this is a binary property list"))
        try "interface_builder:\n  info_plist: Missing.plist\n".write(to: dir.appendingPathComponent(".insetlint.yml"), atomically: true, encoding: .utf8)
        let missing = try CLI.run(["lint", "Binary"], in: dir)
        #expect(missing.status == 2)
        #expect(missing.stdout.contains("Missing.plist"))
    }

    static let webScreen = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s02">
                    <objects>
                        <viewController id="vc2" customClass="HelpViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root2">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title2">
                                        <rect key="frame" x="16" y="100" width="200" height="21"/>
                                    </label>
                                    <wkWebView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="web2">
                                        <rect key="frame" x="0.0" y="130" width="393" height="722"/>
                                    </wkWebView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe2"/>
                                <constraints>
                                    <constraint firstItem="title2" firstAttribute="top" secondItem="root2" secondAttribute="top" constant="100" id="d1"/>
                                    <constraint firstItem="title2" firstAttribute="leading" secondItem="safe2" secondAttribute="leading" constant="16" id="d2"/>
                                    <constraint firstItem="web2" firstAttribute="top" secondItem="title2" secondAttribute="bottom" constant="9" id="d3"/>
                                    <constraint firstItem="web2" firstAttribute="leading" secondItem="root2" secondAttribute="leading" id="d4"/>
                                    <constraint firstItem="web2" firstAttribute="trailing" secondItem="root2" secondAttribute="trailing" id="d5"/>
                                    <constraint firstItem="web2" firstAttribute="bottom" secondItem="root2" secondAttribute="bottom" id="d6"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    /// A controller shown from code in a navigation controller, with a page that declares
    /// viewport-fit=cover: the configuration says both; a view id the screen lacks is a note.
    @Test func presentationAndPagesComeFromTheConfiguration() throws {
        let dir = try CLI.directory(["Help.storyboard": Self.webScreen])
        let plain = try CLI.run(["lint", "Help.storyboard"], in: dir)
        #expect(plain.status == 0 && plain.stdout.isEmpty)
        try """
        interface_builder:
          screens:
            HelpViewController:
              presentation:
                navigationController: {}
              pages:
                web2: { viewportFit: cover }
                nope: { header: true }

        """.write(to: dir.appendingPathComponent(".insetlint.yml"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["lint", "Help.storyboard", "--format", "json"], in: dir)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let rules = (json["findings"] as? [[String: Any]] ?? []).map { "\($0["rule"]!) \($0["view"]!) \($0["line"]!):\($0["column"]!)" }
        #expect(rules.contains("under-bar title2 19:29"))
        #expect(rules.contains { $0.hasPrefix("webview-cover-") && $0.hasSuffix(" web2 13:29") })
        let notes = json["notes"] as? [[String: Any]] ?? []
        #expect(notes.count == 1)
        #expect(notes.first?["file"] as? String == ".insetlint.yml" && notes.first?["line"] as? Int == 8 && notes.first?["column"] as? Int == 9)
        #expect(notes.first?["severity"] as? String == "note" && notes.first?["screen"] as? String == "HelpViewController")
        #expect(notes.first?["message"] as? String == "screen 'HelpViewController' has no view 'nope'")
        #expect((json["summary"] as? [String: Any])?["notes"] as? Int == 1)
        let config = try CLI.run(["config"], in: dir)
        #expect(config.stdout.contains("""
                "HelpViewController":
                  presentation: { navigationController: { navigationBar: { hidden: false, translucent: true, prefersLargeTitles: false }, toolbar: { hidden: true, translucent: true } } }
                  pages:
                    "web2": { viewportFit: cover, usesSafeAreaInsetTop: false, usesSafeAreaInsetBottom: false, header: false }
            """))
        // `presentation: {}` is a controller shown full screen on its own: no bar covers the title.
        try "interface_builder:\n  screens:\n    s02:\n      presentation: {}\n".write(to: dir.appendingPathComponent(".insetlint.yml"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["lint", "Help.storyboard"], in: dir).stdout.isEmpty)
        let bad = try CLI.run(["lint", "Help.storyboard"], in: CLI.directory([
            "Help.storyboard": Self.webScreen, ".insetlint.yml": "interface_builder:\n  screens:\n    X:\n      presentation: { sheet: {} }\n"]))
        #expect(bad.status == 2)
        #expect((bad.stdout + bad.stderr).contains(".insetlint.yml:4:23: error: unknown key 'sheet' in presentation"))
    }

    /// Every kind of note reaches the lint report: the file's (an unknown element), the screen's
    /// (constraints read but not applied), in text, SARIF, GitHub and Checkstyle alike.
    @Test func importNotesAppearInLintReports() throws {
        let storyboard = InterfaceBuilderTests.storyboard.replacingOccurrences(of: "<label text=\"Name\"", with: "<gizmo text=\"Name\"")
            .replacingOccurrences(of: "</label>", with: "</gizmo>")
        let dir = try CLI.directory(["Profile.storyboard": storyboard])
        let text = try CLI.run(["lint", "Profile.storyboard"], in: dir)
        #expect(text.lines.contains("Profile.storyboard:10:29: note: unknown view element <gizmo>: read as a plain UIView"))
        let sarif = try CLI.run(["lint", "Profile.storyboard", "--format", "sarif"], in: dir)
        #expect(sarif.stdout.contains("\"level\": \"note\""))
        #expect(sarif.stdout.contains("unknown view element <gizmo>: read as a plain UIView"))
        let github = try CLI.run(["lint", "Profile.storyboard", "--format", "github"], in: dir)
        #expect(github.lines.contains("::notice file=Profile.storyboard,line=10,col=29,title=insetlint%3A note::unknown view element <gizmo>: read as a plain UIView"))
        let checkstyle = try CLI.run(["lint", "Profile.storyboard", "--format", "checkstyle"], in: dir)
        #expect(checkstyle.stdout.contains("severity=\"info\" message=\"unknown view element &lt;gizmo&gt;: read as a plain UIView\" source=\"insetlint.note\""))
    }

    /// A scene whose layout varies by size class is linted per group of buckets, but a view a rule
    /// sees in several of them is one finding, under the scene's name, over all their devices.
    @Test func sizeClassVariantsOfOneSceneShareTheirFindings() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
              <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PlayerViewController">
                  <connections><outlet property="view" destination="r" id="o1"/></connections>
                </placeholder>
                <view id="r">
                  <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                  <subviews>
                    <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                      <rect key="frame" x="20" y="8" width="200" height="21"/>
                    </label>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="g"/>
                  <constraints>
                    <constraint firstItem="title" firstAttribute="top" secondItem="r" secondAttribute="top" constant="8" id="top"/>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="g" secondAttribute="leading" constant="20" id="lead">
                      <variation key="widthClass=regular" constant="40"/>
                    </constraint>
                  </constraints>
                </view>
              </objects>
            </document>

            """
        let dir = try CLI.directory(["Player.xib": xib, ".insetlint.yml": "devices: [iphone-15, ipad-pro-11-m4]\norientations: [portrait]\nios: [18]\n"])
        let r = try CLI.run(["lint", "Player.xib", "--no-cache", "--format", "json"], in: dir)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], "\(r.stderr)")
        let findings = try #require(report["findings"] as? [[String: Any]])
        let underNotch = findings.filter { $0["rule"] as? String == "under-notch" }
        // Under the Dynamic Island on the iPhone and under the status bar on the iPad: one finding.
        #expect(underNotch.count == 1, "\(findings)")
        let finding = try #require(underNotch.first)
        #expect(finding["screen"] as? String == "PlayerViewController")
        let contexts = finding["contexts"] as? [[String: Any]] ?? []
        let devices = Set(contexts.compactMap { $0["device"] as? String })
        #expect(devices == ["iphone-15", "ipad-pro-11-m4"], "\(findings)")
    }
}
