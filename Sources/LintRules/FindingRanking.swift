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

    /// Rules that name a scroll view whose content UIKit does not inset at the top or bottom
    /// (`.never` without a matching contentInset, `.automatic` off the first-subview chain or with
    /// nothing to scroll outside a navigation controller), and the rules that would otherwise
    /// report each of its subviews under the same band: the scroll view's setting is the one cause,
    /// and the subviews become its finding's related views.
    static let scrollCauses = ["never-without-safe-inset", "automatic-not-first-subview", "automatic-outside-navigation-controller"]
    static let contentUnderBands = ["under-notch", "under-bar", "under-home-indicator"]

    /// A top or bottom finding on a view inside a scroll view that a scroll-cause rule reports,
    /// in no context that finding does not cover, joins it (with the view as related). So does one
    /// on the scroll view itself (a collection view's first or last row of items, which rules
    /// report on the collection view): the same setting puts its items there. A scroll view that
    /// is content itself (a text view, whose text the covering rules check) joins on every edge:
    /// its own content can only be moved by its insets, and never-without-safe-inset checks the
    /// sides as well.
    static func applyScrollCauses(to groups: inout [[LintPass.GroupKey: LintPass.Group]], _ orders: inout [[LintPass.GroupKey]],
                                  ids: [String], spec: ScreenSpec) {
        let winners = scrollCauses.compactMap { ids.firstIndex(of: $0) }.filter { !orders[$0].isEmpty }
        guard !winners.isEmpty else { return }
        func enclosing(_ view: Int, _ scroll: Int) -> Bool {
            var current = spec.views[view].parent ?? spec.views[view].cellOf
            while let v = current {
                if v == scroll { return true }
                current = spec.views[v].parent ?? spec.views[v].cellOf
            }
            return false
        }
        for loserID in contentUnderBands {
            guard let l = ids.firstIndex(of: loserID) else { continue }
            var kept: [LintPass.GroupKey] = []
            for key in orders[l] {
                let side = key.edge == .sides
                let ownContent = spec.views[key.view].isScrollView && (spec.views[key.view].role == .content || spec.views[key.view].role == .control)
                guard key.edge == .top || key.edge == .bottom || side && ownContent, let loser = groups[l][key] else { kept.append(key); continue }
                let contexts = loser.contexts
                var target: (rule: Int, key: LintPass.GroupKey)?
                // Only never-without-safe-inset checks the sides; the automatic rules name the top and bottom.
                for w in winners where !side || ids[w] == "never-without-safe-inset" {
                    if let found = orders[w].first(where: { (key.view == $0.view || !side && enclosing(key.view, $0.view))
                                                            && contexts.isSubset(of: groups[w][$0]!.contexts) }) {
                        target = (w, found)
                        break
                    }
                }
                guard let target else { kept.append(key); continue }
                let itself = key.view == target.key.view
                let moved = LintPass.Group(related: (itself ? [] : [Observation.Related(view: key.view, location: key.location)]) + loser.related,
                                           absorbedRules: [l])
                groups[target.rule][target.key]!.absorb(moved)
                groups[l][key] = nil
            }
            orders[l] = kept
        }
    }

    /// Moves each outranked group into the first group of its winner at the same view and edge:
    /// contexts the winner already reports are dropped, the rest keep their own wording.
    /// `contexts`: how many context numbers there are. The winner's are marked, not put in a set:
    /// hashing each was most of the ranking's cost.
    static func apply(to groups: inout [[LintPass.GroupKey: LintPass.Group]], _ orders: inout [[LintPass.GroupKey]], ids: [String],
                      contexts: Int) {
        var reported = ContextMarks(count: contexts)
        for pair in pairs {
            guard let w = ids.firstIndex(of: pair.winner), let l = ids.firstIndex(of: pair.loser), !orders[w].isEmpty else { continue }
            var kept: [LintPass.GroupKey] = []
            for key in orders[l] {
                guard key.edge != .none, let loser = groups[l][key],
                      let target = orders[w].first(where: { $0.view == key.view && $0.edge == key.edge }) else {
                    kept.append(key)
                    continue
                }
                reported.reset()
                for part in groups[w][target]!.parts { for entry in part.seen where entry.context >= 0 { _ = reported.insert(entry.context) } }
                var moved = LintPass.Group(related: loser.related, absorbedRules: [l])
                for part in loser.parts {
                    let rest = part.seen.filter { $0.context >= 0 && !reported.contains($0.context) }
                    if !rest.isEmpty {
                        moved.parts.append(.init(summary: part.summary, fix: part.fix, rule: part.rule, seen: rest, details: part.details,
                                                 placesAt: part.placesAt))
                    }
                }
                groups[w][target]!.absorb(moved)
                groups[l][key] = nil
            }
            orders[l] = kept
        }
    }
}
