import InsetEngine
import ScreenModel

/// Runs rules over a screen's resolved layouts and groups what they observe into findings.
public struct Linter: Sendable {
    public let rules: [any Rule]
    public let severities: [String: Severity]
    /// Each rule's id, and the severity it reports with here: read per file, a rule's description
    /// was copied (all its strings retained) for each.
    let ids: [String]
    let ruleSeverities: [Severity]

    public init(rules: [any Rule] = RuleRegistry.all.map { $0.init() }, severities: [String: Severity] = [:]) {
        self.rules = rules
        self.severities = severities
        ids = rules.map { type(of: $0).description.id }
        ruleSeverities = rules.map { rule in
            let description = type(of: rule).description
            return severities[description.id] ?? description.severity
        }
    }

    public func lint(_ spec: ScreenSpec, file: String, layouts: [ResolvedLayout]) -> [Finding] {
        var pass = LintPass(linter: self, spec: spec)
        let scratch = LayoutScratch()
        pass.expect(contexts: layouts.count)
        for layout in layouts { pass.add(pass.observe(layout, scratch: scratch)) }
        return pass.findings(file: file)
    }

    /// The same findings, resolving one context at a time: only one layout of the file is alive at
    /// once, which keeps a large spec linted on many devices within a small memory budget.
    public func lint(_ spec: ScreenSpec, file: String, contexts: [LayoutContext],
                     resolve: (LayoutContext) -> ResolvedLayout) -> [Finding] {
        var pass = LintPass(linter: self, spec: spec)
        let scratch = LayoutScratch()
        pass.expect(contexts: contexts.count)
        for context in contexts { pass.add(pass.observe(resolve(context), scratch: scratch)) }
        return pass.findings(file: file)
    }

    /// FORMAT.md §1: a view's `insetlint: { disable }` covers it and its subtree; the root's, the screen.
    func isSuppressed(_ rule: String, view: Int, in spec: ScreenSpec) -> Bool {
        if rule == SuppressionWithoutReason.description.id { return false }
        var current: Int? = view
        while let c = current {
            if spec.views[c].suppression?.rules.contains(where: { $0.value == rule }) == true { return true }
            current = spec.views[c].parent
        }
        return false
    }
}
