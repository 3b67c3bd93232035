import InsetEngine
import LintRules
import ScreenModel
import SpecDecoder
import Testing

/// Every rule's documented examples are tests: a triggering example yields findings exactly on its
/// marked lines, a non-triggering one yields none.
@Suite struct RuleExamplesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let rule: any Rule.Type
        let example: RuleExample
        var testDescription: String { "\(rule.description.id): \(example.title)" }
    }

    static let cases: [Case] = RuleRegistry.all.flatMap { rule in rule.description.examples.map { Case(rule: rule, example: $0) } }

    @Test(arguments: cases)
    func exampleBehavesAsDocumented(_ c: Case) throws {
        let options = DecodeOptions(knownDevices: DeviceCatalog.acceptedNames, knownRules: Set(RuleRegistry.ids))
        let spec = try SpecDecoder.decode(Array(c.example.yaml.utf8), options: options)
        let layouts = LayoutEngine.contexts(for: spec).map { LayoutEngine.resolve(spec, in: $0) }
        // Every rule runs, as in `insetlint lint`: where a more specific rule reports the same
        // mistake, the example shows the rule staying silent.
        let findings = Linter().lint(spec, file: "example.screen.yaml", layouts: layouts).filter { $0.rule == c.rule.description.id }
        let lines = Set(findings.map(\.location.line))
        #expect(lines == Set(c.example.markedLines), "findings: \(findings.map { "\($0.location): \($0.message)" })")
        // A finding that absorbed an outranked rule's keeps the higher severity of the two.
        #expect(findings.allSatisfy { $0.severity >= c.rule.description.severity })
    }

    @Test func everyRuleHasBothKindsOfExample() {
        for rule in RuleRegistry.all {
            let examples = rule.description.examples
            #expect(examples.contains { $0.triggers }, "\(rule.description.id) has no triggering example")
            #expect(examples.contains { !$0.triggers }, "\(rule.description.id) has no non-triggering example")
        }
    }

    @Test func ruleIdsAreTheContractsAndUnique() {
        let contract: Set<String> = [
            "under-notch", "under-home-indicator", "under-bar", "never-without-safe-inset", "automatic-not-first-subview",
            "webview-cover-top-inset", "webview-double-inset", "table-content-not-inset", "collection-section-inset-reference",
            "double-content-inset", "edge-gesture-conflict", "home-indicator-hidden-interactive", "home-indicator-child-ignored",
            "transformed-view-safe-area", "layout-ambiguous", "layout-conflict", "suppression-without-reason",
        ]
        #expect(Set(RuleRegistry.ids).count == RuleRegistry.ids.count)
        // Every contracted id is implemented; anything else is a declared extension, never a renamed id.
        #expect(Set(RuleRegistry.ids).subtracting(RuleRegistry.extensionIDs) == contract)
        #expect(RuleRegistry.extensionIDs.isDisjoint(with: contract))
        #expect(RuleRegistry.extensionIDs.isSubset(of: Set(RuleRegistry.ids)))
    }
}
