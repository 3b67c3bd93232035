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
    /// The profiles each device × orientation was checked on (by `ContextID.place`), so a message
    /// names a profile only where a finding does not occur on all of them (FORMAT.md §7).
    var checkedProfiles: [String: [Int]] = [:]
    /// Contexts whose bars or insets use an iOS 26/27 number only third parties report.
    var thirdPartyContexts: Set<ContextID> = []

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
        let usesThirdPartyNumbers: Bool

        /// The same observations for a context that shares this one's geometry
        /// (`LayoutContext.sharesGeometry`): rules read the device, never the landscape side.
        public func relabeled(_ context: LayoutContext) -> LayoutObservations {
            LayoutObservations(context: ContextID(context), perRule: perRule, usesThirdPartyNumbers: usesThirdPartyNumbers)
        }
    }

    public func observe(_ layout: ResolvedLayout) -> LayoutObservations {
        let facts = LintLayout(layout, screen: screen)
        return LayoutObservations(context: ContextID(layout.context), perRule: linter.rules.map { $0.check(screen, facts) },
                                  usesThirdPartyNumbers: layout.usesThirdPartyNumbers)
    }

    public mutating func add(_ observations: LayoutObservations) {
        let context = observations.context
        if !(checkedProfiles[context.place]?.contains(context.ios) ?? false) { checkedProfiles[context.place, default: []].append(context.ios) }
        if observations.usesThirdPartyNumbers { thirdPartyContexts.insert(context) }
        for (r, list) in observations.perRule.enumerated() { collect(r, list, context) }
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
                                        view: spec.views[key.view].id, message: message(key, seen), contexts: contexts))
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

    /// "summary: 44 pt under the notch on iphone-x portrait; 54 pt … on iphone-15 portrait (iOS 26). fix"
    /// A place (device × orientation) is named with its profiles only where the detail does not
    /// occur on every profile it was checked on; a finding that an iOS 26/27 number reported only
    /// by third parties decides says so once.
    private func message(_ key: GroupKey, _ seen: [(context: ContextID?, detail: String)]) -> String {
        var text = key.summary
        var details: [String] = []
        var contextsByDetail: [String: [ContextID]] = [:]
        for (context, detail) in seen where !detail.isEmpty {
            if contextsByDetail[detail] == nil { details.append(detail) }
            if let context { contextsByDetail[detail, default: []].append(context) }
        }
        if !details.isEmpty {
            text += ": " + details.map { detail in
                let where_ = places(contextsByDetail[detail] ?? [])
                return where_.isEmpty ? detail : "\(detail) on \(where_.joined(separator: ", "))"
            }.joined(separator: "; ")
        }
        let thirdParty = profilesDecidedByThirdPartyNumbers(seen.compactMap(\.context))
        if !thirdParty.isEmpty {
            let plural = thirdParty.count > 1
            text += " (iOS \(thirdParty.map(String.init).joined(separator: " and ")) value\(plural ? "s" : "") from third-party measurements)"
        }
        if !key.fix.isEmpty { text += ". " + key.fix }
        return text
    }

    /// "iphone-x portrait" where every checked profile is among `contexts`, else
    /// "iphone-x portrait (iOS 26)" (or "(iOS 26, 27)"), in first-seen order.
    private func places(_ contexts: [ContextID]) -> [String] {
        var order: [String] = []
        var profiles: [String: [Int]] = [:]
        for c in contexts {
            if profiles[c.place] == nil { order.append(c.place) }
            profiles[c.place, default: []].append(c.ios)
        }
        return order.map { place in
            let here = profiles[place]!
            let checked = checkedProfiles[place] ?? here
            if checked.allSatisfy(here.contains) { return place }
            return "\(place) (\(here.map { "iOS \($0)" }.joined(separator: ", ")))"
        }
    }

    /// The profiles of the finding's contexts that use a third-party iOS 26/27 number where the
    /// finding does not occur on the same device × orientation on every profile (so the profile
    /// decides it), in order.
    private func profilesDecidedByThirdPartyNumbers(_ contexts: [ContextID]) -> [Int] {
        var result: Set<Int> = []
        for c in contexts where thirdPartyContexts.contains(c) {
            let checked = checkedProfiles[c.place] ?? []
            if !checked.allSatisfy({ ios in contexts.contains { $0.place == c.place && $0.ios == ios } }) { result.insert(c.ios) }
        }
        return result.sorted()
    }
}
