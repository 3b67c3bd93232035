import Foundation
@testable import LintRules
import Reporters
import ScreenModel
import Testing

/// Reporters are pure functions; their output is pinned by golden files. Set INSETLINT_UPDATE_GOLDEN=1
/// to rewrite them after an intended change, then review the diff.
@Suite struct ReporterGoldenTests {
    static let report = LintReport(
        findings: [
            Finding(rule: "under-home-indicator", severity: .error, file: "Examples/login.screen.yaml",
                    location: SourceLocation(line: 31, column: 11), screen: "Login", view: "signIn",
                    message: "'signIn' (UIButton) extends below the safe area into the home-indicator area: 26 pt on iphone-x portrait",
                    contexts: [ContextID(device: "iphone-x", orientation: "portrait", ios: 18)],
                    related: [RelatedView(view: "signInLabel", location: SourceLocation(line: 34, column: 15))]),
            Finding(rule: "under-bar", severity: .warning, file: "Examples/article.screen.yaml",
                    location: SourceLocation(line: 12, column: 9), screen: "Article \"Today\"", view: "headline",
                    message: "'headline' (UILabel) is covered by the navigation bar: 38 pt on iphone-x portrait, iphone-15 portrait",
                    contexts: [ContextID(device: "iphone-x", orientation: "portrait", ios: 26), ContextID(device: "iphone-15", orientation: "portrait", ios: 26)]),
            // Markup, percent signs, commas, colons, a space and non-ASCII in the path: every format's escaping.
            Finding(rule: "layout-ambiguous", severity: .warning, file: "Examples/with space/ünï.screen.yaml",
                    location: SourceLocation(line: 7, column: 9), screen: "Ünï, <&> 100%", view: "tag:1",
                    message: "'tag:1' (UIView) has an ambiguous vertical position, <&> \"100%\": add a height",
                    contexts: []),
        ],
        errors: [
            InputError(file: "Examples/broken.screen.yaml", location: SourceLocation(line: 4, column: 3),
                       message: "unknown key 'contraints' in a view; did you mean 'constraints'?",
                       snippet: "  contraints: { top: safeArea }\n  ^"),
        ],
        files: 4, screens: 3)

    /// The run's rules as a configuration left them: layout-ambiguous lowered to a warning.
    static let context = ReportContext(
        toolVersion: "9.8.7",
        rules: [
            RuleDescription(id: "under-home-indicator", name: "Control in the home-indicator band",
                            summary: "Text or a control extends into the home-indicator band.",
                            rationale: "The system's swipe-up gesture owns the bottom band.", severity: .error, examples: []),
            RuleDescription(id: "under-bar", name: "Content under a bar",
                            summary: "Text or a control is covered by a bar.",
                            rationale: "Translucent bars are drawn over the view.", severity: .warning, examples: []),
            RuleDescription(id: "layout-ambiguous", name: "Ambiguous layout",
                            summary: "A view's constraints leave an axis undetermined.",
                            rationale: "Auto Layout picks some frame; nobody knows which.", severity: .error, examples: []),
        ],
        severityOverrides: ["layout-ambiguous": .warning])

    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    func expectGolden(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = Self.goldenDirectory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["INSETLINT_UPDATE_GOLDEN"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, sourceLocation: sourceLocation)
    }

    @Test func text() throws {
        try expectGolden(TextReporter.render(Self.report), "report.txt")
    }

    @Test func textSummary() {
        #expect(TextReporter.summary(Self.report) == "insetlint: 3 findings (1 error, 2 warnings) in 3 screens; 1 file could not be read")
    }

    @Test func json() throws {
        let text = JSONReporter.render(Self.report)
        try expectGolden(text, "report.json")
        // And it is JSON with FORMAT.md §4's shape.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.first?["rule"] as? String == "under-bar")   // sorted by file
        #expect(findings.first?["screen"] as? String == "Article \"Today\"")
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["files": 4, "screens": 3, "findings": 3, "errors": 1, "errorFindings": 1, "warningFindings": 2])
    }

    @Test func sarif() throws {
        try expectGolden(SARIFReporter.render(Self.report, context: Self.context), "report.sarif")
    }

    @Test func junit() throws {
        try expectGolden(JUnitReporter.render(Self.report), "report.junit.xml")
    }

    @Test func github() throws {
        try expectGolden(GitHubReporter.render(Self.report), "report.github.txt")
    }

    @Test func checkstyle() throws {
        try expectGolden(CheckstyleReporter.render(Self.report), "report.checkstyle.xml")
    }

    @Test func pointsPrintWithAtMostThreeDecimals() {
        #expect(formatPoints(97.66666666) == "97.667")
        #expect(formatPoints(44) == "44")
        #expect(formatPoints(-0.5) == "-0.5")
        #expect(formatPoints(16.0 / 3.0) == "5.333")
    }
}
