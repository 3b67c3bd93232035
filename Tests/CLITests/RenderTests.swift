import Foundation
import Testing

/// `insetlint render` and `lint --format html` from the command line.
@Suite struct RenderTests {
    @Test func oneContextGoesToStandardOutput() throws {
        let r = try CLI.run(["render", "Examples/login.screen.yaml", "--device", "iphone-15", "--orientation", "portrait"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("<?xml"))
        #expect(r.stdout.contains("class=\"housing island\""))
        #expect(r.stdout.contains("data-view=\"signInButton\" data-rule=\"under-home-indicator\""))
    }

    @Test func severalContextsGoToADirectory() throws {
        let dir = try CLI.directory([:])
        let out = dir.appendingPathComponent("pictures").path
        let r = try CLI.run(["render", "Examples/settings-landscape.screen.yaml", "--output", out])
        #expect(r.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        // iphone-x, iphone-15, iphone-se-3 × portrait, landscape-left, landscape-right × iOS 18, 26.
        #expect(files.count == 18)
        #expect(files.contains("settings-landscape.iphone-15.landscape-left.ios18.svg"))
        #expect(files.contains("settings-landscape.iphone-15.landscape-left.ios26.svg"))
        #expect(r.stderr.contains("wrote 18 pictures"))
        let one = try String(contentsOfFile: out + "/settings-landscape.iphone-x.landscape-right.ios26.svg", encoding: .utf8)
        #expect(one.contains("class=\"housing notch\""))
        #expect(one.contains("<title>SettingsTableViewController on iphone-x landscape-right (iOS 26)</title>"))
    }

    @Test func oneContextToAnSVGFile() throws {
        let dir = try CLI.directory([:])
        let file = dir.appendingPathComponent("x.svg").path
        let r = try CLI.run(["render", "Examples/feed.screen.yaml", "--device", "ipad-pro-11", "--orientation", "landscape-left", "--output", file])
        #expect(r.status == 0 && r.stdout.isEmpty)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("data-device=\"ipad-pro-11\""))
    }

    @Test func ambiguousOutputIsAUsageError() throws {
        let many = try CLI.run(["render", "Examples/login.screen.yaml"])
        #expect(many.status == 64)
        #expect(many.stderr.contains("6 pictures (device × orientation × iOS profile)"))
        let file = try CLI.run(["render", "Examples/login.screen.yaml", "--output", "/tmp/insetlint-never.svg"])
        #expect(file.status == 64)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/insetlint-never.svg"))
        #expect(try CLI.run(["render", "Examples/login.screen.yaml", "--device", "iphone-99"]).status == 64)
        #expect(try CLI.run(["render", "Examples/login.screen.yaml", "--output", "x.screen.yaml"]).status == 64)
    }

    @Test func aBrokenSpecIsAnInputError() throws {
        let dir = try CLI.directory(["bad.screen.yaml": "insetlint: 1\nscreen: X\nviewController:\n  view:\n    subviewz: []\n"])
        let r = try CLI.run(["render", "bad.screen.yaml", "--device", "iphone-x", "--orientation", "portrait"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains("bad.screen.yaml:5:5:"))
        #expect(r.stdout.isEmpty)
    }

    @Test func lintWritesAnHTMLReport() throws {
        let dir = try CLI.directory([:])
        let file = dir.appendingPathComponent("report.html").path
        let r = try CLI.run(["lint", "Examples", "--format", "html", "--output", file])
        #expect(r.status == 1)
        let html = try String(contentsOfFile: file, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        let examples = try FileManager.default.subpathsOfDirectory(atPath: CLI.packageRoot.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".screen.yaml") }
        #expect(examples.count >= 8)
        #expect(html.components(separatedBy: "<section class=\"screen\"").count - 1 == examples.count)
        #expect(html.contains("Examples/login.screen.yaml:30:11"))
    }
}
