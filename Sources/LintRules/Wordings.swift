import Synchronization
import ScreenModel

/// The summary and fix of the rules' observations whose wording depends on the spec alone (the
/// covering rules', automatic-not-first-subview's, the cover web views' and the flow layouts'),
/// built once per file.
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
    struct Key: WordTableKey {
        let site: Site
        let view: Int
        let variant: Int

        var word: UInt64 { UInt64(truncatingIfNeeded: view) << 16 ^ UInt64(truncatingIfNeeded: variant) << 3 ^ UInt64(site.rawValue) }
    }

    /// The place in a rule that words an observation.
    enum Site: UInt8 {
        case underNotchTop, underNotchSide, underBar, underHomeIndicator, automaticNotFirstSubview
        case webviewCoverTop, webviewCoverSide, collectionSectionInset
    }

    struct Wording: Sendable {
        let summary: String
        let fix: String
    }

    /// A variant made of a small number `base` (a kind of observation) and up to three flags.
    static func variant(_ base: Int, _ a: Bool, _ b: Bool = false, _ c: Bool = false) -> Int {
        base << 3 | (a ? 1 : 0) | (b ? 2 : 0) | (c ? 4 : 0)
    }

    private let table = Mutex(WordTable<Key, Wording>())

    /// What a detail depends on: the depth into the band (its bits: equal depths print alike), the
    /// band's name and where scrolling brings the view.
    struct DetailKey: WordTableKey {
        let site: Site
        let depth: UInt64
        let band: UInt8
        let position: UInt8

        var word: UInt64 { depth ^ UInt64(site.rawValue) << 56 ^ UInt64(band) << 48 ^ UInt64(position) << 40 }
    }

    private let details = Mutex(WordTable<DetailKey, String>())

    /// A covering rule's detail ("21 pt under the notch when scrolled to the end"), built once per
    /// file for each depth, band and scroll position: the same few depths recur across devices, and
    /// an equal detail handed out again is also the cheapest to compare when messages group them.
    /// `band`: which of the site's band names (0 when it has one).
    func detail(_ site: Site, depth: Double, band: UInt8 = 0, position: Coverage.ScrollPosition?, _ build: () -> String) -> String {
        let key = DetailKey(site: site, depth: depth.bitPattern, band: band, position: position.map(Self.number) ?? 0)
        return details.withLock { details in
            if let known = details.find(key) { return known }
            let made = build()
            details.add(key, made)
            return made
        }
    }

    /// A covering rule's detail: `Points.text(depth)`, then `between` and `band` (" under the ",
    /// "notch"), then `position.phrase`. Copied into one string made at its size: interpolated and
    /// added with `+`, a detail's string grew a few times, some 2,000 instructions per detail built
    /// (a findings-heavy file builds dozens).
    static func depthText(_ depth: Double, _ position: Coverage.ScrollPosition, _ between: StaticString = "",
                          _ band: String = "") -> String {
        var number = Points.number(depth), band = band, phrase = position.phrase
        let unit: StaticString = " pt"
        return number.withUTF8 { number in
            band.withUTF8 { band in
                phrase.withUTF8 { phrase in
                    let unitBytes = UnsafeBufferPointer(start: unit.utf8Start, count: unit.utf8CodeUnitCount)
                    let betweenBytes = UnsafeBufferPointer(start: between.utf8Start, count: between.utf8CodeUnitCount)
                    return String(joining: number, unitBytes, betweenBytes, band, phrase)
                }
            }
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
            if let known = table.find(key) { return known }
            let made = build()
            table.add(key, made)
            return made
        }
    }
}

/// A key of a `WordTable`: its fields folded into one word, which equal keys share.
protocol WordTableKey: Equatable {
    var word: UInt64 { get }
}

/// The wordings' tables: open addressing over a power-of-two array of slots, a key's slot found
/// from its word by one multiplication. Looked up per covered view per layout, a dictionary hashed
/// each key with SipHash, most of the cost of a look-up.
struct WordTable<Key: WordTableKey, Value> {
    private var keys: [Key] = []
    private var values: [Value] = []
    /// Each slot's entry in `keys` and `values`, -1 when free; at most half are taken. Room for
    /// the few dozen a findings-heavy file words from the first (`init`): from 16 slots and empty
    /// lists, the table was rehashed twice and its lists reallocated some ten times per file.
    private var slots = [Int32](repeating: -1, count: 64)
    /// 64 minus the bits of a slot's position.
    private var shift: UInt64 = 58

    init() {
        keys.reserveCapacity(32)
        values.reserveCapacity(32)
    }

    /// The top bits of the word's product with 2⁶⁴/φ: every bit of the word reaches them (a
    /// detail's word has its depth's bits at the top, and low bits all zero).
    private func start(_ key: Key) -> Int {
        Int((key.word &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    func find(_ key: Key) -> Value? {
        var i = start(key)
        while slots[i] >= 0 {
            if keys[Int(slots[i])] == key { return values[Int(slots[i])] }
            i = (i + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Adds a key not in the table.
    mutating func add(_ key: Key, _ value: Value) {
        keys.append(key)
        values.append(value)
        if keys.count * 2 > slots.count {
            slots = [Int32](repeating: -1, count: slots.count * 2)
            shift -= 1
            for k in keys.indices { place(k) }
        } else {
            place(keys.count - 1)
        }
    }

    private mutating func place(_ entry: Int) {
        var i = start(keys[entry])
        while slots[i] >= 0 { i = (i + 1) & (slots.count - 1) }
        slots[i] = Int32(entry)
    }
}

extension String {
    /// One string made at its size from UTF-8 pieces: interpolated and added with `+`, a message's
    /// string grew a few times, some 1,500–2,000 instructions per name or detail built.
    init(joining parts: UnsafeBufferPointer<UInt8>...) {
        let count = parts.reduce(0) { $0 + $1.count }
        self.init(unsafeUninitializedCapacity: count) { out in
            var end = 0
            for part in parts {
                guard let from = part.baseAddress, !part.isEmpty else { continue }
                (out.baseAddress.unsafelyUnwrapped + end).update(from: from, count: part.count)
                end += part.count
            }
            return end
        }
    }
}
