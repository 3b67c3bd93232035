import ArgumentParser
import LintRules
import Reporters
import ScreenModel

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules, or explain one with its examples.",
        discussion: """
            The list says whether the configuration (the nearest .insetlint.yml, or --config) runs each rule \
            and at which severity. `insetlint rules ID --format markdown` is how Rules/ID.md is generated.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
    }

    @Argument(help: "A rule id.")
    var ruleID: String?

    @Option(help: "text, json or markdown.")
    var format: Format = .text

    @OptionGroup var config: ConfigOption

    func validate() throws {
        if let ruleID, RuleRegistry.rule(id: ruleID) == nil {
            throw ValidationError("unknown rule '\(ruleID)'\(Suggestion.phrase(for: ruleID, in: RuleRegistry.ids))")
        }
    }

    func run() throws {
        let all = RuleRegistry.all.map { $0.description }
        let text: String
        if let ruleID, let rule = RuleRegistry.rule(id: ruleID) {
            switch format {
            case .text: text = RuleDocsReporter.text(rule.description)
            case .json: text = RuleDocsReporter.json([rule.description])
            case .markdown: text = RuleDocsReporter.markdown(rule.description)
            }
        } else {
            switch format {
            case .text:
                let configuration = try configurationOrExit(config)
                text = RuleDocsReporter.list(all, enabled: Set(configuration.rules), severities: configuration.severities)
            case .json: text = RuleDocsReporter.json(all)
            case .markdown: text = RuleDocsReporter.markdownTable(all)
            }
        }
        try printOutput(text)
    }
}
