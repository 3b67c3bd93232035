import Foundation
import InsetEngine
import LintRules
import Rendering
import Reporters
import ScreenModel
import Testing

/// The HTML report stays a page a browser opens: screens too large to draw, and pictures past the
/// size cap, are listed with a note saying why and how to draw them instead.
@Suite struct HTMLLimitsTests {
    static func manyViews(_ count: Int) -> String {
        var text = "insetlint: 1\nscreen: Catalog\ndevices: [iphone-15]\norientations: [portrait]\nviewController:\n  view:\n    subviews:\n"
        for i in 0..<count {
            text += "      - { id: cell\(i), class: UILabel, frame: [0, \(i % 800), 100, 20] }\n"
        }
        return text
    }

    @Test func aScreenWithMoreViewsThanTheCapIsListedButNotDrawn() throws {
        let screen = try Fixtures.screen(Self.manyViews(HTMLReport.maxPictureViews + 1), file: "catalog.screen.yaml")
        let report = LintReport(findings: screen.findings, errors: [], files: 1, screens: 1)
        let html = HTMLReport.render(report, screens: [screen], version: "9.9.9")
        #expect(!html.contains("<svg class=\"insetlint-picture"))
        #expect(html.contains("Pictures left out: this screen has 2002 views, and the report draws screens of up to 2000."))
        #expect(html.utf8.count < 1 << 20)
    }

    @Test func picturesStopAtTheSizeCap() throws {
        let screens = try ["login", "feed", "photo-grid"].map { try Fixtures.example($0) }
        let report = LintReport(findings: screens.flatMap(\.findings), errors: [], files: 3, screens: 3)
        let whole = HTMLReport.render(report, screens: screens, version: "9.9.9")
        let capped = HTMLReport.render(report, screens: screens, version: "9.9.9", maxBytes: 80_000)
        #expect(whole.utf8.count > 150_000)
        #expect(capped.utf8.count < 120_000)   // the cap, then at most one picture and the rest of the page
        #expect(capped.contains("Pictures left out from here on: the report reached"))
        #expect(capped.contains("Examples/photo-grid.screen.yaml"))   // every screen is still listed
    }
}
