import Foundation
import InsetEngine
import LintRules
import Rendering
import Reporters
import ScreenModel
import Testing

/// The HTML report: every screen and finding, pictures that parse, hooks for highlighting, and
/// nothing fetched from anywhere.
@Suite struct HTMLReportTests {
    static func examplesReport() throws -> (html: String, screens: [LintedScreen], report: LintReport) {
        let screens = try Fixtures.examples.map { try Fixtures.example($0.lastPathComponent.replacingOccurrences(of: ".screen.yaml", with: "")) }
        let broken = InputError(file: "Examples/broken.screen.yaml", location: SourceLocation(line: 4, column: 3),
                                message: "unknown key 'contraints' in a view; did you mean 'constraints'?",
                                snippet: "  contraints: { top: safeArea }\n  ^")
        let report = LintReport(findings: screens.flatMap(\.findings), errors: [broken], files: screens.count + 1, screens: screens.count)
        return (HTMLReport.render(report, screens: screens, version: "9.9.9"), screens, report)
    }

    /// Every inline `<svg …>…</svg>` of the page (they do not nest).
    static func svgFragments(_ html: String) -> [String] {
        var fragments: [String] = []
        var rest = html[...]
        while let start = rest.range(of: "<svg"), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
            fragments.append(String(rest[start.lowerBound..<end.upperBound]))
            rest = rest[end.upperBound...]
        }
        return fragments
    }

    @Test func listsEveryScreenAndFindingWithPicturesThatParse() throws {
        let (html, screens, report) = try Self.examplesReport()
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.components(separatedBy: "<section class=\"screen\"").count - 1 == screens.count)
        for screen in screens {
            #expect(html.contains(">\(Markup.escape(screen.spec.screen))<"))
            #expect(html.contains(Markup.escape(screen.file)))
        }
        let buttons = html.components(separatedBy: "<button type=\"button\" class=\"finding").count - 1
        #expect(buttons == report.findings.count && buttons > 0)
        for finding in report.findings {
            #expect(html.contains(Markup.escape(finding.message)))
            #expect(html.contains("data-view=\"\(Markup.escape(finding.view))\""))
        }
        let pictures = Self.svgFragments(html).filter { $0.contains("class=\"insetlint-picture\"") }
        #expect(pictures.count == screens.map(\.layouts.count).reduce(0, +))
        for svg in pictures {
            let root = try XMLTree.parse(svg)
            #expect(!root.all("g", class: "view").isEmpty)
        }
        // Ids stay unique across the page's pictures.
        let ids = html.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(ids).count == ids.count)
        #expect(html.contains("Examples/broken.screen.yaml:4:3"))
        #expect(html.contains("  contraints: { top: safeArea }&#10;  ^"))
        #expect(html.contains("9.9.9"))
    }

    @Test func aFindingButtonNamesAViewDrawnInItsScreensPictures() throws {
        let (html, _, _) = try Self.examplesReport()
        let login = try #require(html.components(separatedBy: "<section class=\"screen\"").dropFirst().first { $0.contains("Examples/login.screen.yaml") })
        #expect(login.contains("data-view=\"signInButton\" data-contexts=\"iphone-x portrait (iOS 18)|iphone-x portrait (iOS 26)"
                               + "|iphone-15 portrait (iOS 18)|iphone-15 portrait (iOS 26)\""))
        // A picture per device × profile (the spec names portrait only), each labelled with its profile.
        let pictures = Self.svgFragments(login).filter { $0.contains("insetlint-picture") }
        #expect(pictures.count == 6)
        #expect(login.contains("<b>iphone-se-3 portrait (iOS 26)</b>"))
        for svg in pictures {
            let root = try XMLTree.parse(svg)
            #expect(root.all("g", class: "view").contains { $0["data-view"] == "signInButton" })
        }
    }

    @Test func isSelfContained() throws {
        let (html, _, _) = try Self.examplesReport()
        for external in ["<link", " src=", "@import", "url(http", "url(//", "href=\"http", "href=\"//", "<iframe", "<img"] {
            #expect(!html.contains(external), "\(external)")
        }
        let hrefs = html.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(!hrefs.isEmpty && hrefs.allSatisfy { $0.hasPrefix("#") })
        let urls = html.components(separatedBy: "url(").dropFirst().map { $0.prefix { $0 != ")" } }
        #expect(!urls.isEmpty && urls.allSatisfy { $0.hasPrefix("#") })
    }

    @Test func aCleanRunSaysSo() throws {
        let screen = try Fixtures.example("login-fixed")
        #expect(screen.findings.isEmpty)
        let html = HTMLReport.render(LintReport(findings: [], errors: [], files: 1, screens: 1), screens: [screen], version: "1")
        #expect(html.contains("No findings on any device or orientation."))
        #expect(!html.contains("<button"))
        #expect(html.contains("0 errors"))
    }
}
