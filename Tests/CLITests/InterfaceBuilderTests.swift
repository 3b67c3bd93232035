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
