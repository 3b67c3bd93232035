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
    /// Every context observed, in order, and whether its bars or insets use an iOS 26/27 number
    /// only third parties report: a message names a profile only where a finding does not occur
    /// on all those its device × orientation was checked on (FORMAT.md §7). Kept as a list and
    /// sorted out once per file when findings are made (`ProfileIndex`): a dictionary keyed by
    /// place cost a string and a hash per context.
    var observed: [(context: ContextID, thirdParty: Bool)] = []

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
        observed.append((observations.context, observations.usesThirdPartyNumbers))
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
        let index = ProfileIndex(observed)
        for (r, rule) in linter.rules.enumerated() {
            let description = type(of: rule).description
            for key in orders[r] {
                let seen = groups[r][key]!
                let contexts = seen.compactMap(\.context)
                findings.append(Finding(rule: description.id, severity: linter.severities[description.id] ?? description.severity,
                                        file: file, location: key.location, screen: spec.screen,
                                        view: spec.views[key.view].id, message: Self.message(key, seen, index), contexts: contexts))
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
    private static func message(_ key: GroupKey, _ seen: [(context: ContextID?, detail: String)], _ index: ProfileIndex) -> String {
        var text = key.summary
        var details: [String] = []
        var contextsByDetail: [String: [ContextID]] = [:]
        for (context, detail) in seen where !detail.isEmpty {
            if contextsByDetail[detail] == nil { details.append(detail) }
            if let context { contextsByDetail[detail, default: []].append(context) }
        }
        if !details.isEmpty {
            text += ": " + details.map { detail in
                let where_ = index.places(contextsByDetail[detail] ?? [])
                return where_.isEmpty ? detail : "\(detail) on \(where_.joined(separator: ", "))"
            }.joined(separator: "; ")
        }
        let thirdParty = index.profilesDecidedByThirdPartyNumbers(seen.compactMap(\.context))
        if !thirdParty.isEmpty {
            let plural = thirdParty.count > 1
            text += " (iOS \(thirdParty.map(String.init).joined(separator: " and ")) value\(plural ? "s" : "") from third-party measurements)"
        }
        if !key.fix.isEmpty { text += ". " + key.fix }
        return text
    }

}

/// Which profiles each device × orientation of a file was checked on, and which contexts used a
/// third-party iOS 26/27 number, for the messages. Looked up by scanning the file's contexts (a few
/// dozen, compared as short strings): no string is built or hashed unless a message needs it.
struct ProfileIndex {
    let observed: [(context: ContextID, thirdParty: Bool)]

    init(_ observed: [(context: ContextID, thirdParty: Bool)]) {
        self.observed = observed
    }

    /// The profiles `place`'s device × orientation was checked on, in order.
    func checked(_ place: ContextID) -> [Int] {
        var result: [Int] = []
        for (c, _) in observed where c.device == place.device && c.orientation == place.orientation && !result.contains(c.ios) {
            result.append(c.ios)
        }
        return result
    }

    /// "iphone-x portrait" where every checked profile is among `contexts`, else
    /// "iphone-x portrait (iOS 26)" (or "(iOS 26, 27)"), in first-seen order.
    func places(_ contexts: [ContextID]) -> [String] {
        var order: [ContextID] = []
        for c in contexts where !order.contains(where: { $0.device == c.device && $0.orientation == c.orientation }) { order.append(c) }
        return order.map { place in
            let here = contexts.filter { $0.device == place.device && $0.orientation == place.orientation }.map(\.ios)
            if checked(place).allSatisfy(here.contains) { return place.place }
            return "\(place.place) (\(here.map { "iOS \($0)" }.joined(separator: ", ")))"
        }
    }

    /// The profiles of the finding's contexts that use a third-party iOS 26/27 number where the
    /// finding does not occur on the same device × orientation on every profile, or where iOS 18
    /// was not checked to compare with (so the profile's numbers decide it), in order.
    func profilesDecidedByThirdPartyNumbers(_ contexts: [ContextID]) -> [Int] {
        var result: [Int] = []
        for (c, flagged) in observed where flagged && contexts.contains(c) && !result.contains(c.ios) {
            let here = contexts.filter { $0.device == c.device && $0.orientation == c.orientation }.map(\.ios)
            let profiles = checked(c)
            if !profiles.contains(18) || !profiles.allSatisfy(here.contains) { result.append(c.ios) }
        }
        return result.sorted()
    }
}
