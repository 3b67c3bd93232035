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
    /// Per rule, each group's observations: the context as its number in `index` (-1: observed once
    /// per file, not per context) and the detail.
    var groups: [[GroupKey: [(context: Int32, detail: String)]]]
    var orders: [[GroupKey]]
    /// Every context observed, in order, and whether its bars or insets use an iOS 26/27 number
    /// only third parties report: a message names a profile only where a finding does not occur
    /// on all those its device × orientation was checked on (FORMAT.md §7). Contexts are numbered
    /// as they are added and grouped by place once, there: comparing the contexts of every finding
    /// with every context of the file, as strings, cost a third of a findings-heavy run.
    var index = ProfileIndex()

    public init(linter: Linter, spec: ScreenSpec) {
        self.linter = linter
        screen = LintScreen(spec)
        anySuppression = spec.views.contains { $0.suppression != nil }
        groups = Array(repeating: [:], count: linter.rules.count)
        orders = Array(repeating: [], count: linter.rules.count)
        for (r, rule) in linter.rules.enumerated() { collect(r, rule.check(screen), -1) }
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
        let context = index.add(observations.context, thirdParty: observations.usesThirdPartyNumbers)
        for (r, list) in observations.perRule.enumerated() { collect(r, list, context) }
    }

    mutating func collect(_ r: Int, _ observations: [Observation], _ context: Int32) {
        guard !observations.isEmpty else { return }
        // The rule's description (a copy of all its strings) only when a suppression could apply.
        let id = anySuppression ? type(of: linter.rules[r]).description.id : ""
        for o in observations where !(anySuppression && linter.isSuppressed(id, view: o.view, in: spec)) {
            let key = GroupKey(view: o.view, location: o.location, summary: o.summary, fix: o.fix)
            // One lookup: the key is hashed and compared once per observation.
            if let k = groups[r].index(forKey: key) {
                groups[r].values[k].append((context, o.detail))
            } else {
                groups[r][key] = [(context, o.detail)]
                orders[r].append(key)
            }
        }
    }

    public func findings(file: String) -> [Finding] {
        var findings: [Finding] = []
        for (r, rule) in linter.rules.enumerated() {
            let description = type(of: rule).description
            for key in orders[r] {
                let seen = groups[r][key]!
                let contexts = seen.compactMap { $0.context < 0 ? nil : index.observed[Int($0.context)].context }
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

        /// The view and location only: keys that differ only in text are rare (one view, one
        /// constraint, two messages), and hashing every observation's summary and fix cost more
        /// than comparing them when they meet.
        func hash(into hasher: inout Hasher) {
            hasher.combine(view)
            hasher.combine(location)
        }
    }

    /// "summary: 44 pt under the notch on iphone-x portrait; 54 pt … on iphone-15 portrait (iOS 26). fix"
    /// A place (device × orientation) is named with its profiles only where the detail does not
    /// occur on every profile it was checked on; a finding that an iOS 26/27 number reported only
    /// by third parties decides says so once.
    private static func message(_ key: GroupKey, _ seen: [(context: Int32, detail: String)], _ index: ProfileIndex) -> String {
        var text = key.summary
        // Each detail with its contexts, in first-seen order. A group has a few details, found by
        // comparing: hashing every observation's detail cost more.
        var details: [(detail: String, contexts: [Int32])] = []
        for (context, detail) in seen where !detail.isEmpty {
            let k: Int
            if let known = details.firstIndex(where: { $0.detail == detail }) { k = known } else { k = details.count; details.append((detail, [])) }
            if context >= 0 { details[k].contexts.append(context) }
        }
        // Appended piece by piece into one string: a finding on every context of a file lists dozens
        // of places, and joining lists of interpolated strings copied each of them several times.
        for (k, entry) in details.enumerated() {
            text += k == 0 ? ": " : "; "
            text += entry.detail
            index.appendPlaces(entry.contexts, to: &text)
        }
        let thirdParty = index.profilesDecidedByThirdPartyNumbers(seen.compactMap { $0.context < 0 ? nil : $0.context })
        if !thirdParty.isEmpty {
            let plural = thirdParty.count > 1
            text += " (iOS \(thirdParty.map(String.init).joined(separator: " and ")) value\(plural ? "s" : "") from third-party measurements)"
        }
        if !key.fix.isEmpty { text += ". " + key.fix }
        return text
    }

}

/// Which profiles each device × orientation (place) of a file was checked on, and which contexts
/// used a third-party iOS 26/27 number, for the messages. A context is known by its number (the
/// order it was added in); its place and the first context equal to it are worked out once, when
/// it is added, so a message compares small integers, not device names.
struct ProfileIndex {
    private(set) var observed: [(context: ContextID, thirdParty: Bool)] = []
    /// For each context: its place, an index in `places`.
    private var placeOf: [Int32] = []
    /// For each context: the first one equal to it (a context observed twice is one context).
    private var canonical: [Int32] = []
    /// For each context: its profile's position in its place's `profiles` (there are three profiles).
    private var slot: [UInt8] = []
    /// Each place's first context, its "iphone-x portrait", and the profiles it was checked on, in order.
    private var places: [(first: Int32, name: String, profiles: [Int])] = []

    /// Numbers the next context observed.
    mutating func add(_ context: ContextID, thirdParty: Bool) -> Int32 {
        let number = Int32(observed.count)
        var canonicalNumber = number
        let place: Int
        var profileSlot = 0
        // Orientations first: they are short strings, stored inline and compared as two words.
        if let known = places.firstIndex(where: { observed[Int($0.first)].context.orientation == context.orientation
                                                  && observed[Int($0.first)].context.device == context.device }) {
            place = known
            if let k = places[place].profiles.firstIndex(of: context.ios) {
                canonicalNumber = Int32(observed.indices.first { placeOf[$0] == Int32(place) && observed[$0].context.ios == context.ios }!)
                profileSlot = k
            } else {
                profileSlot = places[place].profiles.count
                places[place].profiles.append(context.ios)
            }
        } else {
            place = places.count
            places.append((number, context.place, [context.ios]))
        }
        observed.append((context, thirdParty))
        placeOf.append(Int32(place))
        canonical.append(canonicalNumber)
        slot.append(UInt8(profileSlot))
        return number
    }

    /// " on iphone-x portrait, iphone-15 portrait (iOS 26)" appended to `text`, nothing for no
    /// contexts: a place named alone where every checked profile is among `contexts`, else with
    /// those it is among them on ("(iOS 26)", "(iOS 26, iOS 27)"), in first-seen order.
    func appendPlaces(_ contexts: [Int32], to text: inout String) {
        // One pass: the places in first-seen order, and per place the bits of the profiles seen
        // there (`slot`); the profiles are listed only for a place not seen on all of them.
        var order: [Int32] = []
        var seen = [UInt32](repeating: 0, count: places.count)
        for c in contexts {
            let place = Int(placeOf[Int(c)])
            if seen[place] == 0 { order.append(Int32(place)) }
            seen[place] |= 1 << UInt32(slot[Int(c)])
        }
        for (k, place) in order.enumerated() {
            let entry = places[Int(place)]
            text += k == 0 ? " on " : ", "
            text += entry.name
            guard seen[Int(place)] != Self.allSlots(entry.profiles.count) else { continue }
            var first = true
            for c in contexts where placeOf[Int(c)] == place {
                text += first ? " (iOS " : ", iOS "
                text += String(observed[Int(c)].context.ios)
                first = false
            }
            text += ")"
        }
    }

    /// The profiles of the finding's contexts that use a third-party iOS 26/27 number where the
    /// finding does not occur on the same device × orientation on every profile, or where iOS 18
    /// was not checked to compare with (so the profile's numbers decide it), in order.
    func profilesDecidedByThirdPartyNumbers(_ contexts: [Int32]) -> [Int] {
        guard observed.contains(where: \.thirdParty) else { return [] }
        var inFinding = [Bool](repeating: false, count: observed.count)
        var seen = [UInt32](repeating: 0, count: places.count)
        for c in contexts {
            inFinding[Int(canonical[Int(c)])] = true
            seen[Int(placeOf[Int(c)])] |= 1 << UInt32(slot[Int(c)])
        }
        var result: [Int] = []
        for (i, (c, flagged)) in observed.enumerated() where flagged && inFinding[Int(canonical[i])] && !result.contains(c.ios) {
            let place = Int(placeOf[i])
            let profiles = places[place].profiles
            if !profiles.contains(18) || seen[place] != Self.allSlots(profiles.count) { result.append(c.ios) }
        }
        return result.sorted()
    }

    /// The bits of a place's first `count` profile slots.
    private static func allSlots(_ count: Int) -> UInt32 {
        count >= 32 ? .max : (1 << UInt32(count)) - 1
    }
}
