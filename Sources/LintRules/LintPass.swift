import InsetEngine
import ScreenModel

/// One file going through the rules: what they observe in each layout, grouped per rule by view,
/// location and edge in the order it first occurs; a group becomes one finding listing its contexts.
///
/// Observing a layout does not change the pass, so the layouts of a large spec can be observed on
/// several threads; adding their observations in context order keeps the findings identical.
public struct LintPass: Sendable {
    let linter: Linter
    let screen: LintScreen
    var spec: ScreenSpec { screen.spec }
    let anySuppression: Bool
    var groups: [[GroupKey: Group]]
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

        /// The same observations for a context the engine resolves to the same layout on another
        /// profile (`LayoutPlan.sharedLayouts`): rules read the layout, never the profile; whether
        /// third-party numbers went into it is the context's own.
        public func relabeled(_ context: LayoutContext, usesThirdPartyNumbers: Bool) -> LayoutObservations {
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
            let key = GroupKey(view: o.view, location: o.location, edge: EdgeClass(o.edge))
            if groups[r][key] == nil { orders[r].append(key) }
            groups[r][key, default: Group()].add(o, rule: r, context)
        }
    }

    public func findings(file: String) -> [Finding] {
        var groups = groups, orders = orders
        let ids = linter.rules.map { type(of: $0).description.id }
        FindingRanking.apply(to: &groups, &orders, ids: ids)
        FindingRanking.applyScrollCauses(to: &groups, &orders, ids: ids, spec: spec)
        let index = ProfileIndex(observed)
        var checked: [ContextID] = []
        for (context, _) in observed where !checked.contains(context) { checked.append(context) }
        var findings: [Finding] = []
        for r in linter.rules.indices {
            // FORMAT.md §4: one finding per rule, view and location. Groups that differ only in the
            // edge (a view placed by one `frame:` past two edges) or in their wording become one.
            var merged: [Place: Group] = [:]
            var places: [Place] = []
            for key in orders[r] {
                guard let group = groups[r][key] else { continue }
                let place = Place(view: key.view, location: key.location)
                if merged[place] == nil { places.append(place) }
                merged[place, default: Group()].absorb(group)
            }
            for place in places {
                findings.append(finding(merged[place]!, at: place, rule: r, file: file, index: index, checked: checked))
            }
        }
        return findings.sorted(by: Finding.ordered)
    }

    private func finding(_ group: Group, at place: Place, rule r: Int, file: String, index: ProfileIndex, checked: [ContextID]) -> Finding {
        var contexts: [ContextID] = []
        for part in group.parts {
            for (context, _) in part.seen { if let context, !contexts.contains(context) { contexts.append(context) } }
        }
        // A device-independent finding (a view controller's preferences) holds on every context checked.
        let independent = group.parts.allSatisfy { $0.seen.allSatisfy { $0.context == nil } }
        // A finding that absorbed another rule's observations fails the run as either would have.
        let severity = Set(group.parts.map(\.rule) + group.absorbedRules + [r]).map(severity(ofRule:)).max() ?? severity(ofRule: r)
        return Finding(rule: type(of: linter.rules[r]).description.id, severity: severity, file: file, location: place.location,
                       screen: spec.screen, view: spec.views[place.view].id, message: message(group, rule: r, index),
                       contexts: independent ? checked : contexts,
                       related: group.related.map { RelatedView(view: spec.views[$0.view].id, location: $0.location) })
    }

    private func severity(ofRule r: Int) -> Severity {
        let description = type(of: linter.rules[r]).description
        return linter.severities[description.id] ?? description.severity
    }

    struct GroupKey: Hashable {
        let view: Int
        let location: SourceLocation
        let edge: EdgeClass
    }

    struct Place: Hashable {
        let view: Int
        let location: SourceLocation
    }

    /// The screen edge a covering rule saw a view past, with the two landscape sides as one: they
    /// are symmetric, and one constraint's fix covers both.
    enum EdgeClass: UInt8, Hashable {
        case none, top, bottom, sides

        init(_ edge: Edge?) {
            switch edge {
            case nil: self = .none
            case .top: self = .top
            case .bottom: self = .bottom
            case .left, .right: self = .sides
            }
        }
    }

    /// What one rule (or, after ranking, a rule and those it outranks) saw at one view, location
    /// and edge: a part per wording, each with its contexts and details, and the related views.
    struct Group: Sendable {
        var parts: [Part] = []
        var related: [Observation.Related] = []
        /// Outranked rules whose observations joined this group, even where all their contexts were
        /// already reported: the finding keeps the higher of their severities.
        var absorbedRules: [Int] = []

        struct Part: Sendable {
            let summary: String
            let fix: String
            /// The rule that observed it (its index in the linter's rules).
            let rule: Int
            var seen: [(context: ContextID?, detail: String)]
        }

        mutating func add(_ o: Observation, rule: Int, _ context: ContextID?) {
            if let p = parts.firstIndex(where: { $0.rule == rule && $0.summary == o.summary && $0.fix == o.fix }) {
                parts[p].seen.append((context, o.detail))
            } else {
                parts.append(Part(summary: o.summary, fix: o.fix, rule: rule, seen: [(context, o.detail)]))
            }
            for r in o.related where !related.contains(r) { related.append(r) }
        }

        mutating func absorb(_ other: Group) {
            for part in other.parts {
                if let p = parts.firstIndex(where: { $0.rule == part.rule && $0.summary == part.summary && $0.fix == part.fix }) {
                    parts[p].seen += part.seen
                } else {
                    parts.append(part)
                }
            }
            for r in other.related where !related.contains(r) { related.append(r) }
            for r in other.absorbedRules where !absorbedRules.contains(r) { absorbedRules.append(r) }
        }

        /// Every context any part was seen in.
        var contexts: Set<ContextID> { Set(parts.flatMap { $0.seen.compactMap(\.context) }) }
    }

    /// "summary: 44 pt under the notch on iphone-x portrait; 54 pt … on iphone-15 portrait (iOS 26). fix"
    /// A place (device × orientation) is named with its profiles only where the detail does not
    /// occur on every profile it was checked on; a finding that an iOS 26/27 number reported only
    /// by third parties decides says so once. Parts absorbed from an outranked rule add their
    /// sentence but not their fix: the finding's own fix addresses the same cause.
    private func message(_ group: Group, rule r: Int, _ index: ProfileIndex) -> String {
        var sentences: [String] = []
        for part in group.parts {
            var text = part.summary
            var details: [String] = []
            var contextsByDetail: [String: [ContextID]] = [:]
            for (context, detail) in part.seen where !detail.isEmpty {
                if contextsByDetail[detail] == nil { details.append(detail) }
                if let context, contextsByDetail[detail]?.contains(context) != true { contextsByDetail[detail, default: []].append(context) }
            }
            if !details.isEmpty {
                text += ": " + details.map { detail in
                    let where_ = index.places(contextsByDetail[detail] ?? [])
                    return where_.isEmpty ? detail : "\(detail) on \(where_.joined(separator: ", "))"
                }.joined(separator: "; ")
            }
            sentences.append(text)
        }
        var text = sentences.joined(separator: ". ")
        let thirdParty = index.profilesDecidedByThirdPartyNumbers(group.parts.flatMap { $0.seen.compactMap(\.context) })
        if !thirdParty.isEmpty {
            let plural = thirdParty.count > 1
            text += " (iOS \(thirdParty.map(String.init).joined(separator: " and ")) value\(plural ? "s" : "") from third-party measurements)"
        }
        if !group.related.isEmpty {
            text += ". Affected views inside it: " + group.related.map { Coverage.name(spec.views[$0.view]) }.joined(separator: ", ")
        }
        // Sentence by sentence: two edges' fixes share their advice about backgrounds.
        var fixes: [Substring] = []
        for part in group.parts where part.rule == r {
            for sentence in part.fix.split(separator: ". ") where !fixes.contains(sentence) { fixes.append(sentence) }
        }
        if !fixes.isEmpty { text += ". " + fixes.joined(separator: ". ") }
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
