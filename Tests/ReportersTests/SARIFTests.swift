import Foundation
@testable import LintRules
@testable import Reporters
import ScreenModel
import Testing

/// The SARIF report is checked against the official 2.1.0 schema (Fixtures/, copied from
/// shared/reference) by python3's jsonschema. A machine that cannot run the check fails the test.
enum SARIFSchema {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Schema violations, one per line; empty when the log is valid.
    static func violations(_ sarif: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", fixtures.appendingPathComponent("validate-sarif.py").path,
                             fixtures.appendingPathComponent("sarif-schema-2.1.0.json").path]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        input.fileHandleForWriting.write(Data(sarif.utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return []
        case 1: return text.split(separator: "\n").map(String.init)
        default: throw ValidationUnavailable(status: process.terminationStatus, output: text)
        }
    }

    struct ValidationUnavailable: Error, CustomStringConvertible {
        let status: Int32
        let output: String
        var description: String { "SARIF schema validation could not run (exit \(status)): \(output)" }
    }
}

@Suite struct SARIFTests {
    static let report = ReporterGoldenTests.report
    static let context = ReporterGoldenTests.context

    func log() throws -> [String: Any] {
        let text = SARIFReporter.render(Self.report, context: Self.context)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func validAgainstTheOfficialSchema() throws {
        let violations = try SARIFSchema.violations(SARIFReporter.render(Self.report, context: Self.context))
        #expect(violations == [])
    }

    @Test func theValidatorRejectsABrokenLog() throws {
        // Guards against a validator that passes everything: a result without a message is invalid.
        let broken = #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"ruleId": "r"}]}]}"#
        let violations = try SARIFSchema.violations(broken)
        #expect(violations.contains { $0.contains("'message' is a required property") }, "\(violations)")
    }

    @Test func rulesCarryIdSummaryHelpAndDefaultLevel() throws {
        let run = try #require((try log()["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "insetlint")
        #expect(driver["version"] as? String == "9.8.7")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == ["under-home-indicator", "under-bar", "layout-ambiguous"])
        for (rule, description) in zip(rules, Self.context.rules) {
            #expect((rule["shortDescription"] as? [String: String])?["text"] == description.summary)
            #expect(((rule["help"] as? [String: String])?["text"])?.contains(description.rationale) == true)
            // The built-in default; the configuration's change is an override on the invocation.
            #expect((rule["defaultConfiguration"] as? [String: String])?["level"] == description.severity.rawValue)
        }
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        let overrides = try #require(invocation["ruleConfigurationOverrides"] as? [[String: Any]])
        #expect(overrides.count == 1)
        #expect((overrides.first?["descriptor"] as? [String: Any])?["id"] as? String == "layout-ambiguous")
        #expect((overrides.first?["configuration"] as? [String: String])?["level"] == "warning")
        #expect(invocation["executionSuccessful"] as? Bool == false)   // one input could not be read
    }

    @Test func everyResultHasARegionWithLineAndColumn() throws {
        let run = try #require((try log()["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == Self.report.findings.count)
        for (result, finding) in zip(results, Self.report.findings) {
            #expect(result["ruleId"] as? String == finding.rule)
            #expect(result["level"] as? String == finding.severity.rawValue)
            let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            let region = try #require(physical["region"] as? [String: Int])
            #expect(region == ["startLine": finding.location.line, "startColumn": finding.location.column])
            let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(URL(string: uri) != nil, "\(uri) is not a URI reference")
            #expect(uri.removingPercentEncoding == finding.file)
        }
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
    }

    @Test func pathsBecomeURIReferences() {
        #expect(SARIFReporter.uri("./Examples/a b/ünï.screen.yaml") == "Examples/a%20b/%C3%BCn%C3%AF.screen.yaml")
        #expect(SARIFReporter.uri("/abs/x:y.screen.yaml") == "file:///abs/x%3Ay.screen.yaml")
        #expect(SARIFReporter.uri("100%.screen.yaml") == "100%25.screen.yaml")
    }
}
