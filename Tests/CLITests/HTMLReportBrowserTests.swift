import Foundation
import Rendering
import Testing

/// Opens `insetlint lint --format html` in a real headless Chromium, takes screenshots and reads
/// their pixels (scripts/png-colors): the page must paint its pictures and findings, and selecting
/// a finding must highlight its view. Fails — does not skip — without a browser: CI installs
/// Debian's `chromium` (.ci/run); locally `apt-get install -y chromium`, or set INSETLINT_CHROMIUM.
@Suite(.serialized) struct HTMLReportBrowserTests {
    static func browser() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["INSETLINT_CHROMIUM"], !path.isEmpty { return path }
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for dir in directories where FileManager.default.isExecutableFile(atPath: dir + "/" + name) {
                return dir + "/" + name
            }
        }
        return nil
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, stdout: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Headless flags: root in CI needs --no-sandbox; no GPU on the machines.
    static func headless(_ extra: [String]) -> [String] {
        ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1"] + extra
    }

    struct Pixels: Decodable {
        let width: Int
        let height: Int
        let distinct: Int
        let counts: [String: Int]
    }

    static func screenshot(_ browser: String, _ url: String, to png: URL, size: String, colours: [String]) throws -> Pixels {
        let shot = try run(browser, headless(["--window-size=\(size)", "--screenshot=\(png.path)", url]))
        #expect(shot.status == 0, "chromium --screenshot exited \(shot.status)")
        let script = CLI.packageRoot.appendingPathComponent("scripts/png-colors").path
        let decoded = try run("/usr/bin/env", ["python3", script, png.path] + colours)
        #expect(decoded.status == 0, "scripts/png-colors failed: \(decoded.stdout)")
        return try JSONDecoder().decode(Pixels.self, from: Data(decoded.stdout.utf8))
    }

    @Test func theReportPaintsItsPicturesAndFindingsAndHighlightsASelectedView() throws {
        let started = Date()
        let browser = try #require(Self.browser(), "no Chromium found: apt-get install -y chromium (or set INSETLINT_CHROMIUM)")
        let dir = try CLI.directory([:])
        let colours = [Palette.findingError, Palette.deviceBody, Palette.highlight]

        // Every example with a problem (Examples/clean's screens, first in path order, have none):
        // the top of the page, as a reviewer opens it.
        let full = dir.appendingPathComponent("examples.html")
        let broken = try FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".screen.yaml") }.sorted().map { "Examples/" + $0 }
        #expect(try CLI.run(["lint"] + broken + ["--format", "html", "--output", full.path]).status == 1)
        let page = try Self.screenshot(browser, full.absoluteString, to: dir.appendingPathComponent("examples.png"),
                                       size: "1280,1600", colours: colours)
        #expect(page.width == 1280 && page.height == 1600)
        #expect(page.distinct > 500, "a blank or flat screenshot: \(page.distinct) colours")
        #expect(page.counts[Palette.deviceBody, default: 0] > 20_000, "device pictures not painted: \(page.counts)")
        #expect(page.counts[Palette.findingError, default: 0] > 2_000, "findings not painted: \(page.counts)")
        #expect(page.counts[Palette.highlight, default: 0] == 0, "something is highlighted before any selection")

        // One screen whose page fits the window (a scrolled headless screenshot comes out blank),
        // with its finding selected through the URL fragment the page keeps for a selection.
        let login = dir.appendingPathComponent("login.html")
        #expect(try CLI.run(["lint", "Examples/login.screen.yaml", "--format", "html", "--output", login.path]).status == 1)
        let html = try String(contentsOf: login, encoding: .utf8)
        #expect(html.contains("id=\"finding-1\" data-view=\"signInButton\""))
        let selected = try Self.screenshot(browser, login.absoluteString + "#finding-1", to: dir.appendingPathComponent("login.png"),
                                           size: "1280,1600", colours: colours)
        #expect(selected.counts[Palette.highlight, default: 0] > 1_000, "the selected finding's view is not highlighted: \(selected.counts)")
        #expect(selected.counts[Palette.deviceBody, default: 0] > 20_000)

        // The DOM after the page's script ran: the view is marked in each of the six pictures (three
        // devices on iOS 18 and 26), and only the pictures where the finding occurs are marked as such.
        let dom = try Self.run(browser, Self.headless(["--dump-dom", login.absoluteString + "#finding-1"])).stdout
        #expect(dom.contains("id=\"finding-1\"") && dom.contains("class=\"finding severity-error selected\""))
        #expect(dom.components(separatedBy: "class=\"view role-control selected\" data-view=\"signInButton\"").count - 1 == 6)
        #expect(dom.components(separatedBy: "class=\"picture occurs\"").count - 1 == 4)

        let seconds = Date().timeIntervalSince(started)
        print("HTMLReportBrowserTests: \(String(format: "%.1f", seconds)) s in a headless browser")
        #expect(seconds < 120)
    }
}
