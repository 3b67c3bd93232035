import Foundation
import Testing

@Suite struct CLITests {
    static let good = """
        insetlint: 1
        screen: Good
        devices: [iphone-x]
        viewController:
          view:
            subviews:
              - id: title
                class: UILabel
                constraints: { top: safeArea + 8, leading: safeArea + 16, trailing: safeArea - 16 }
        """

    static let underNotch = """
        insetlint: 1
        screen: Bad
        devices: [iphone-x]
        orientations: [portrait]
        viewController:
          view:
            subviews:
              - id: title
                class: UILabel
                frame: [16, 10, 343, 21]
        """

    @Test func versionAndHelp() throws {
        let version = try CLI.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.split(separator: ".").count == 3)
        let help = try CLI.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("insetlint lint Examples"))
        #expect(help.stdout.contains("explain"))
    }

    @Test func cleanSpecExitsZeroWithNoOutput() throws {
        let dir = try CLI.directory(["good.screen.yaml": Self.good])
        let r = try CLI.run(["lint", "good.screen.yaml"], in: dir)
        #expect(r.status == 0)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("0 findings"))
    }

    @Test func errorFindingExitsOneInTheEditorFormat() throws {
        let dir = try CLI.directory(["bad.screen.yaml": Self.underNotch])
        let r = try CLI.run(["lint", "bad.screen.yaml"], in: dir)
        #expect(r.status == 1)
        #expect(r.lines.count == 1)
        #expect(r.lines.first?.hasPrefix("bad.screen.yaml:8:9: error: 'title' (UILabel) extends above the safe area") == true)
        #expect(r.lines.first?.hasSuffix("[under-notch]") == true)
    }

    @Test func strictFailsOnWarnings() throws {
        let warningOnly = """
            insetlint: 1
            screen: W
            devices: [iphone-se-3]
            orientations: [portrait]
            navigationController: {}
            viewController:
              view:
                subviews:
                  - id: note
                    class: UILabel
                    frame: [16, 50, 343, 21]
            """
        let dir = try CLI.directory(["w.screen.yaml": warningOnly])
        #expect(try CLI.run(["lint", "w.screen.yaml"], in: dir).status == 0)
        let strict = try CLI.run(["lint", "--strict", "w.screen.yaml"], in: dir)
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("warning: 'note' (UILabel) is covered by the navigation bar: 14 pt"))
    }

    /// One run, several broken files and a good one: every error is reported with file:line:col,
    /// the good file is still linted, and the exit code is 2.
    @Test func badInputsAreReportedAndOthersStillLinted() throws {
        let dir = try CLI.directory([
            "a-unknown-key.screen.yaml": "insetlint: 1\nscreen: A\nviewController:\n  view:\n    subviews:\n      - id: x\n        class: UILabel\n        contraints: { top: safeArea }\n",
            "b-tab.screen.yaml": "insetlint: 1\nscreen: B\nviewController:\n\tview: {}\n",
            "c-device.screen.yaml": "insetlint: 1\nscreen: C\ndevices: [iphone-x, iphone-15-pro-maxx]\nviewController:\n  view: {}\n",
            "d-shorthand.screen.yaml": "insetlint: 1\nscreen: D\nviewController:\n  view:\n    subviews:\n      - id: a\n        class: UIView\n        constraints: { edges: \"<= safeArea\" }\n",
            "e-empty.screen.yaml": "",
            "z-bad.screen.yaml": Self.underNotch,
        ])
        let r = try CLI.run(["lint", "."], in: dir)
        #expect(r.status == 2)
        let lines = r.lines.filter { !$0.hasPrefix("    ") }
        #expect(lines.contains { $0.hasPrefix("./a-unknown-key.screen.yaml:8:9: error: unknown key 'contraints'") && $0.contains("did you mean 'constraints'?") })
        #expect(lines.contains { $0.hasPrefix("./b-tab.screen.yaml:4:1: error: ") && $0.contains("tab") })
        #expect(lines.contains { $0.hasPrefix("./c-device.screen.yaml:3:21: error: unknown device 'iphone-15-pro-maxx'; did you mean 'iphone-15-pro-max'?") })
        #expect(lines.contains { $0.hasPrefix("./d-shorthand.screen.yaml:8:31: error: 'edges' pins all its edges to one target; a relation needs each edge written on its own") })
        #expect(lines.contains("./e-empty.screen.yaml:1:1: error: the file is empty; expected a screen spec"))
        #expect(lines.contains { $0.hasPrefix("./z-bad.screen.yaml:8:9: error: 'title' (UILabel)") && $0.hasSuffix("[under-notch]") })
        // The text format shows the offending line with a caret under the column.
        #expect(r.stdout.contains("    \tview: {}\n    ^\n"))
    }

    @Test func missingPathIsAnInputError() throws {
        let r = try CLI.run(["lint", "no/such/dir"])
        #expect(r.status == 2)
        #expect(r.stdout.contains("no/such/dir:1:1: error: cannot read 'no/such/dir': No such file or directory"))
    }

    @Test func badUsageExits64() throws {
        #expect(try CLI.run(["lint", "--format", "yaml"]).status == 64)
        #expect(try CLI.run(["explain", "Examples/feed.screen.yaml", "--device", "iphone-99"]).status == 64)
        #expect(try CLI.run(["rules", "under-noch"]).stderr.contains("did you mean 'under-notch'?"))
        #expect(try CLI.run(["lint", "--output", "x.screen.yaml"]).status == 64)
    }

    @Test func jsonFormatFollowsTheContract() throws {
        let dir = try CLI.directory(["bad.screen.yaml": Self.underNotch, "broken.screen.yaml": "insetlint: 2\n"])
        let r = try CLI.run(["lint", "--format", "json", "."], in: dir)
        #expect(r.status == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let finding = try #require((object["findings"] as? [[String: Any]])?.first)
        #expect(finding["rule"] as? String == "under-notch")
        #expect(finding["view"] as? String == "title")
        #expect(finding["line"] as? Int == 8 && finding["column"] as? Int == 9)
        #expect((finding["contexts"] as? [[String: String]]) == [["device": "iphone-x", "orientation": "portrait"]])
        let error = try #require((object["errors"] as? [[String: Any]])?.first)
        #expect(error["file"] as? String == "./broken.screen.yaml")
        #expect(error["line"] as? Int == 1 && error["column"] as? Int == 12)
        // `errors` counts the unreadable file; findings are counted by severity apart.
        #expect(object["summary"] as? [String: Int] == ["files": 2, "screens": 1, "findings": 1, "errors": 1,
                                                        "errorFindings": 1, "warningFindings": 0])
    }

    @Test func outputFileIsWrittenAndStdoutStaysEmpty() throws {
        let dir = try CLI.directory(["bad.screen.yaml": Self.underNotch])
        let r = try CLI.run(["lint", "--format", "json", "--output", "report.json", "."], in: dir)
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        let written = try String(contentsOf: dir.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(written.contains("\"rule\": \"under-notch\""))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains("tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func rulesAndDevicesCommands() throws {
        let list = try CLI.run(["rules"])
        #expect(list.status == 0)
        #expect(list.lines.contains { $0.hasPrefix("under-notch") && $0.contains("error") })
        let one = try CLI.run(["rules", "under-bar"])
        #expect(one.stdout.contains("Triggers: "))
        #expect(one.stdout.contains("Does not trigger: "))
        let devices = try CLI.run(["devices", "--format", "json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(devices.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 16)
        #expect(array.first { $0["id"] as? String == "iphone-15" }?["source"] as? String != nil)
    }
}
