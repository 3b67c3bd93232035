import InsetEngine
import ScreenModel

/// One file going through the rules: what they observe in each layout, grouped per rule by view,
/// location and text in the order it first occurs; a group becomes one finding listing its contexts.
///
/// Observing a layout does not change the pass, so the layouts of a large spec can be observed on
/// several threads; adding their observations in context order keeps the findings identical.
public struct LintPass: Sendable {
    let linter: Linter
    let screen: LintScreen
    var spec: ScreenSpec { screen.spec }
    let anySuppression: Bool
    var groups: [[GroupKey: [(context: ContextID?, detail: String)]]]
    var orders: [[GroupKey]]

    public init(linter: Linter, spec: ScreenSpec) {
        self.linter = linter
        screen = LintScreen(spec)
        anySuppression = spec.views.contains { $0.suppression != nil }
        groups = Array(repeating: [:], count: linter.rules.count)
        orders = Array(repeating: [], count: linter.rules.count)
        for (r, rule) in linter.rules.enumerated() { collect(r, rule.check(screen), nil) }
    }

    /// What every rule sees in one layout, not yet grouped.
    public struct LayoutObservations: Sendable {
        let context: ContextID
        let perRule: [[Observation]]

        /// The same observations for a context that shares this one's geometry
        /// (`LayoutContext.sharesGeometry`): rules read the device, never the landscape side.
        public func relabeled(_ context: LayoutContext) -> LayoutObservations {
            LayoutObservations(context: ContextID(context), perRule: perRule)
        }
    }

    public func observe(_ layout: ResolvedLayout) -> LayoutObservations {
        let facts = LintLayout(layout, screen: screen)
        return LayoutObservations(context: ContextID(layout.context), perRule: linter.rules.map { $0.check(screen, facts) })
    }

    public mutating func add(_ observations: LayoutObservations) {
        for (r, list) in observations.perRule.enumerated() { collect(r, list, observations.context) }
    }

    mutating func collect(_ r: Int, _ observations: [Observation], _ context: ContextID?) {
        guard !observations.isEmpty else { return }
        let id = type(of: linter.rules[r]).description.id
        for o in observations where !(anySuppression && linter.isSuppressed(id, view: o.view, in: spec)) {
            let key = GroupKey(view: o.view, location: o.location, summary: o.summary, fix: o.fix)
            if groups[r][key] == nil { orders[r].append(key) }
            groups[r][key, default: []].append((context, o.detail))
        }
    }

    public func findings(file: String) -> [Finding] {
        var findings: [Finding] = []
        for (r, rule) in linter.rules.enumerated() {
            let description = type(of: rule).description
            for key in orders[r] {
                let seen = groups[r][key]!
                let contexts = seen.compactMap(\.context)
                findings.append(Finding(rule: description.id, severity: linter.severities[description.id] ?? description.severity,
                                        file: file, location: key.location, screen: spec.screen,
                                        view: spec.views[key.view].id, message: Self.message(key, seen), contexts: contexts))
            }
        }
        return findings.sorted(by: Finding.ordered)
    }

    struct GroupKey: Hashable {
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
}
