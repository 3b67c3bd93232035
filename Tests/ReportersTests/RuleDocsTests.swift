import Foundation
import LintRules
import Reporters
import Testing

/// Rules/<id>.md and the README's rule table are generated (scripts/generate-docs); they must match.
@Suite struct RuleDocsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func rulesDirectoryMatchesTheRuleSources() throws {
        let directory = Self.root.appendingPathComponent("Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".md") }
        #expect(Set(files) == Set(RuleRegistry.ids.map { "\($0).md" }), "run scripts/generate-docs")
        for rule in RuleRegistry.all {
            let id = rule.description.id
            let onDisk = try? String(contentsOf: directory.appendingPathComponent("\(id).md"), encoding: .utf8)
            #expect(onDisk == RuleDocsReporter.markdown(rule.description), "Rules/\(id).md is out of date: run scripts/generate-docs")
        }
    }

    @Test func readmeRuleTableMatches() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let table = RuleDocsReporter.markdownTable(RuleRegistry.all.map { $0.description })
        #expect(readme.contains("<!-- rules:begin -->\n" + table + "<!-- rules:end -->"), "README rule table is out of date: run scripts/generate-docs")
    }
}
