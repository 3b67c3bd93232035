import ScreenModel

/// One mistake, one finding: when two rules see the same view past the same screen edge in a
/// layout, the rule that names the more specific cause reports it, and the other's observations
/// of that view and edge join its finding (docs/rules.md, "One cause, one finding").
enum FindingRanking {
    /// (more specific, less specific), applied in this order.
    /// - A table whose content views span the row (`insetsContentViewsToSafeArea: false`) and a
    ///   flow layout measured from the content inset are why their content reaches a side band.
    /// - Content under both the status bar (or notch) and a navigation bar is past the whole top
    ///   safe area, and content under a tab bar and the home indicator past the whole bottom one:
    ///   one constraint to the superview instead of the safe area, reported as the deeper band.
    static let pairs: [(winner: String, loser: String)] = [
        ("table-content-not-inset", "under-notch"),
        ("collection-section-inset-reference", "under-notch"),
        ("under-notch", "under-bar"),
        ("under-home-indicator", "under-bar"),
    ]

    /// Moves each outranked group into the first group of its winner at the same view and edge:
    /// contexts the winner already reports are dropped, the rest keep their own wording.
    static func apply(to groups: inout [[LintPass.GroupKey: LintPass.Group]], _ orders: inout [[LintPass.GroupKey]], ids: [String]) {
        for pair in pairs {
            guard let w = ids.firstIndex(of: pair.winner), let l = ids.firstIndex(of: pair.loser), !orders[w].isEmpty else { continue }
            var kept: [LintPass.GroupKey] = []
            for key in orders[l] {
                guard key.edge != .none, let loser = groups[l][key],
                      let target = orders[w].first(where: { $0.view == key.view && $0.edge == key.edge }) else {
                    kept.append(key)
                    continue
                }
                let reported = groups[w][target]!.contexts
                var moved = LintPass.Group(related: loser.related, absorbedRules: [l])
                for part in loser.parts {
                    let rest = part.seen.filter { $0.context.map { !reported.contains($0) } ?? false }
                    if !rest.isEmpty { moved.parts.append(.init(summary: part.summary, fix: part.fix, rule: part.rule, seen: rest)) }
                }
                groups[w][target]!.absorb(moved)
                groups[l][key] = nil
            }
            orders[l] = kept
        }
    }
}
