import LintRules

/// What a report needs besides the findings: the tool's version and the rules the run checked.
public struct ReportContext: Sendable {
    public var toolVersion: String
    /// The rules this run checked, with their built-in default severities (SARIF's rule metadata).
    public var rules: [RuleDescription]
    /// Severities the configuration changed from the rules' defaults, by rule id.
    public var severityOverrides: [String: Severity]

    public init(toolVersion: String, rules: [RuleDescription], severityOverrides: [String: Severity] = [:]) {
        self.toolVersion = toolVersion
        self.rules = rules
        self.severityOverrides = severityOverrides
    }
}
