import InsetEngine
import ScreenModel

/// Runs rules over a screen's resolved layouts and groups what they observe into findings.
public struct Linter: Sendable {
    public let rules: [any Rule]
    public let severities: [String: Severity]

    public init(rules: [any Rule] = RuleRegistry.all.map { $0.init() }, severities: [String: Severity] = [:]) {
        self.rules = rules
        self.severities = severities
    }

    public func lint(_ spec: ScreenSpec, file: String, layouts: [ResolvedLayout]) -> [Finding] {
        var findings: [Finding] = []
        for rule in rules {
            let description = type(of: rule).description
            var groups: [GroupKey: [(context: ContextID?, detail: String)]] = [:]
            var order: [GroupKey] = []
            func collect(_ observations: [Observation], _ context: ContextID?) {
                for o in observations where !isSuppressed(description.id, view: o.view, in: spec) {
                    let key = GroupKey(view: o.view, location: o.location, summary: o.summary, fix: o.fix)
                    if groups[key] == nil { order.append(key) }
                    groups[key, default: []].append((context, o.detail))
                }
            }
            collect(rule.check(spec), nil)
            for layout in layouts { collect(rule.check(spec, layout), ContextID(layout.context)) }
            for key in order {
                let seen = groups[key]!
                let contexts = seen.compactMap(\.context)
                findings.append(Finding(rule: description.id, severity: severities[description.id] ?? description.severity,
                                        file: file, location: key.location, screen: spec.screen,
                                        view: spec.views[key.view].id, message: Self.message(key, seen), contexts: contexts))
            }
        }
        return findings.sorted(by: Finding.ordered)
    }

    private struct GroupKey: Hashable {
        let view: Int
        let location: SourceLocation
        let summary: String
        let fix: String
    }

    /// "summary: 44 pt under the notch on iphone-x portrait; 59 pt … on iphone-15 portrait. fix"
    private static func message(_ key: GroupKey, _ seen: [(context: ContextID?, detail: String)]) -> String {
        var text = key.summary
        var details: [String] = []
        var contextsByDetail: [String: [String]] = [:]
        for (context, detail) in seen where !detail.isEmpty {
            if contextsByDetail[detail] == nil { details.append(detail) }
            if let context { contextsByDetail[detail, default: []].append(context.label) }
        }
        if !details.isEmpty {
            text += ": " + details.map { detail in
                let where_ = contextsByDetail[detail] ?? []
                return where_.isEmpty ? detail : "\(detail) on \(where_.joined(separator: ", "))"
            }.joined(separator: "; ")
        }
        if !key.fix.isEmpty { text += ". " + key.fix }
        return text
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
