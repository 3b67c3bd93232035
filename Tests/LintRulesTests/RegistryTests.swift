import Foundation
import LintRules
import Testing

/// One file per rule, named after its id, and every such file registered.
@Suite struct RegistryTests {
    static let rulesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/LintRules/Rules")

    @Test func everyRuleFileIsRegisteredUnderItsFileName() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.rulesDirectory.path)
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }
        #expect(Set(files) == Set(RuleRegistry.ids))
        for id in files {
            let source = try String(contentsOf: Self.rulesDirectory.appendingPathComponent("\(id).swift"), encoding: .utf8)
            #expect(source.contains("id: \"\(id)\""), "\(id).swift does not declare the rule \(id)")
        }
    }
}
