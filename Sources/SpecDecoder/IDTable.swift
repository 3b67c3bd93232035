import ScreenModel

/// The decoder's id → (view index, where its `id:` key and its value are), with a dictionary's
/// meaning: keys equal as strings are one key.
///
/// Every view's id is stored and most are looked up once more, and a `String` key was hashed with
/// the seeded hasher each time. Ids are nearly always ASCII, where equal strings are equal bytes:
/// those are kept in an open-addressed table hashed on their bytes. The first id past ASCII (which
/// may be canonically equivalent to an ASCII one: the Kelvin sign and `K`) moves the whole table
/// to a `Dictionary`, which then decides every question as before.
struct IDTable {
    typealias Entry = (index: Int, location: SourceLocation, value: SourceLocation)

    private var keyList: [String] = []
    private var entries: [Entry] = []
    /// Positions in `keyList` plus one (0: empty), linear probing; a power of two long, at most half full.
    private var slots: [Int32] = []
    /// Set once an id past ASCII was stored or looked up; then the only store.
    private var dictionary: [String: Entry]?

    /// The stored ids, in no particular order (as a dictionary's).
    var keys: [String] { dictionary.map { Array($0.keys) } ?? keyList }

    mutating func reserveCapacity(_ n: Int) {
        if dictionary != nil { return }
        keyList.reserveCapacity(n)
        entries.reserveCapacity(n)
        grow(to: n)
    }

    /// Mutating to read: an id past ASCII moves the table to a `Dictionary` when looked up too, not
    /// only when stored. Compared with every stored id instead, a spec naming siblings by such
    /// spellings (the Kelvin sign for `K`) took time growing with its views times its references.
    subscript(id: String) -> Entry? {
        mutating get {
            if dictionary == nil, let h = Self.asciiHash(id) { return find(id, h).entry.map { entries[$0] } }
            moveToDictionary()
            return dictionary.unsafelyUnwrapped[id]
        }
        set {
            guard let newValue else { preconditionFailure("an id is never removed") }
            updateValue(newValue, forKey: id)
        }
    }

    /// As `Dictionary.updateValue(_:forKey:)`: the entry stored before, or nil.
    @discardableResult
    mutating func updateValue(_ entry: Entry, forKey id: String) -> Entry? {
        if dictionary == nil, let h = Self.asciiHash(id) {
            if slots.count < 2 * (keyList.count + 1) { grow(to: keyList.count + 1) }
            let (slot, found) = find(id, h)
            if let found {
                defer { entries[found] = entry }
                return entries[found]
            }
            slots[slot] = Int32(keyList.count + 1)
            keyList.append(id)
            entries.append(entry)
            return nil
        }
        moveToDictionary()
        return dictionary!.updateValue(entry, forKey: id)
    }

    /// From here on the ids are kept in a `Dictionary` (once an id past ASCII is met).
    private mutating func moveToDictionary() {
        guard dictionary == nil else { return }
        var moved = [String: Entry](minimumCapacity: keyList.count + 1)
        for k in keyList.indices { moved[keyList[k]] = entries[k] }
        dictionary = moved
        keyList = []
        entries = []
        slots = []
    }

    /// FNV-1a over `id`'s bytes, or nil when one is past ASCII (or the bytes are not contiguous).
    /// Only where an id sits in the table depends on it, never an output.
    private static func asciiHash(_ id: String) -> Int? {
        let hash = id.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var h: UInt64 = 0xCBF2_9CE4_8422_2325
            var all: UInt8 = 0
            for b in bytes {
                all |= b
                h = (h ^ UInt64(b)) &* 0x100_0000_01B3
            }
            return all < 0x80 ? Int(truncatingIfNeeded: h ^ h >> 29) : nil
        }
        return hash ?? nil
    }

    /// The slot holding `id` with its position in `keyList`, or the empty slot where it would go.
    private func find(_ id: String, _ h: Int) -> (slot: Int, entry: Int?) {
        guard !slots.isEmpty else { return (0, nil) }
        let mask = slots.count - 1
        var s = h & mask
        while true {
            let k = Int(slots[s])
            if k == 0 { return (s, nil) }
            if keyList[k - 1] == id { return (s, k - 1) }
            s = (s + 1) & mask
        }
    }

    /// Room for `n` ids at most half full, the stored ones placed again.
    private mutating func grow(to n: Int) {
        var size = 16
        while size < 2 * n { size *= 2 }
        guard size > slots.count else { return }
        slots = [Int32](repeating: 0, count: size)
        let mask = size - 1
        for k in keyList.indices {
            var s = Self.asciiHash(keyList[k]).unsafelyUnwrapped & mask
            while slots[s] != 0 { s = (s + 1) & mask }
            slots[s] = Int32(k + 1)
        }
    }
}
