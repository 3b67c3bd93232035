import Synchronization

/// The summary and fix of the covering rules' observations, built once per file.
///
/// What a finding says about a view ("'title' (UILabel) extends above the safe area …", and how to
/// fix it) depends on the file — the view, how it is laid out, which bar — never on the device. A
/// findings-heavy file observes the same views in dozens of layouts, and building those sentences
/// in every layout was a fifth of such a run. Each wording is built the first time it is asked for
/// and handed out again after: the same string, which the pass also compares fastest when it groups
/// observations. The layouts of a large spec are observed on several threads, hence the lock.
final class Wordings: Sendable {
    /// What the wording depends on. `variant` is the caller's: every input of its `build` closure
    /// other than the view must be in it.
    struct Key: Hashable {
        let site: Site
        let view: Int
        let variant: Int

        /// One word hashed, not three fields: a key is looked up per observation per layout.
        func hash(into hasher: inout Hasher) {
            hasher.combine(UInt64(truncatingIfNeeded: view) << 16 ^ UInt64(truncatingIfNeeded: variant) << 3 ^ UInt64(site.rawValue))
        }
    }

    /// The place in a rule that words an observation.
    enum Site: UInt8 {
        case underNotchTop, underNotchSide, underBar, underHomeIndicator
    }

    struct Wording: Sendable {
        let summary: String
        let fix: String
    }

    /// A variant made of a small number `base` (a kind of observation) and up to three flags.
    static func variant(_ base: Int, _ a: Bool, _ b: Bool = false, _ c: Bool = false) -> Int {
        base << 3 | (a ? 1 : 0) | (b ? 2 : 0) | (c ? 4 : 0)
    }

    private let table = Mutex<[Key: Wording]>([:])

    /// What a detail depends on: the depth into the band (its bits: equal depths print alike), the
    /// band's name and where scrolling brings the view.
    struct DetailKey: Hashable {
        let site: Site
        let depth: UInt64
        let band: UInt8
        let position: UInt8

        /// One word hashed, as `Key`.
        func hash(into hasher: inout Hasher) {
            hasher.combine(depth ^ UInt64(site.rawValue) << 56 ^ UInt64(band) << 48 ^ UInt64(position) << 40)
        }
    }

    private let details = Mutex<[DetailKey: String]>([:])

    /// A covering rule's detail ("21 pt under the notch when scrolled to the end"), built once per
    /// file for each depth, band and scroll position: the same few depths recur across devices, and
    /// an equal detail handed out again is also the cheapest to compare when messages group them.
    /// `band`: which of the site's band names (0 when it has one).
    func detail(_ site: Site, depth: Double, band: UInt8 = 0, position: Coverage.ScrollPosition?, _ build: () -> String) -> String {
        let key = DetailKey(site: site, depth: depth.bitPattern, band: band, position: position.map(Self.number) ?? 0)
        return details.withLock { details in
            if let known = details[key] { return known }
            let made = build()
            details[key] = made
            return made
        }
    }

    private static func number(_ position: Coverage.ScrollPosition) -> UInt8 {
        switch position {
        case .atRest: 1
        case .scrolledToIt: 2
        case .scrolledToEnd: 3
        }
    }

    func wording(_ site: Site, view: Int, variant: Int, _ build: () -> Wording) -> Wording {
        let key = Key(site: site, view: view, variant: variant)
        return table.withLock { table in
            if let known = table[key] { return known }
            let made = build()
            table[key] = made
            return made
        }
    }
}
