import ScreenModel
import YAMLReader

/// A mapping's entries in source order, looked up by name. A spec's mappings hold a handful of keys
/// (at most one of each allowed key, or `mapping` fails first), so scanning small strings beats
/// hashing them into a dictionary, and iteration follows the file.
///
/// The first eight entries are held inline, as positions in the allowed names: an array of
/// (name, entry) was an allocation per mapping (each view's keys among them) and a retain per name.
struct MappingEntries: Sequence {
    typealias Element = (name: String, entry: (key: Int, value: Int))

    /// An entry: its name's position in `names`, its key node and its value node (node indices are
    /// 32-bit in the document's child lists).
    private struct Slot {
        var name: Int32
        var key: Int32
        var value: Int32
    }

    private static let inlineCount = 8
    private static let noSlot = Slot(name: -1, key: 0, value: 0)

    /// The allowed names the entries' positions refer to.
    private let keys: KeyNames
    private var inline = (noSlot, noSlot, noSlot, noSlot, noSlot, noSlot, noSlot, noSlot)
    /// Entries past the first eight.
    private var overflow: [Slot] = []
    private(set) var count = 0
    /// The UTF-8 lengths of the names present, one bit each (63: that long or longer). A decoder
    /// asks a view for some thirty keys and the view has a handful: most names are not there, and
    /// their length says so without looking at the entries.
    private var lengths: UInt64 = 0

    init(keys: KeyNames = .empty) { self.keys = keys }

    /// Adds the entry named `names[name]`.
    mutating func append(name: Int, key: Int32, value: Int32) {
        lengths |= 1 << UInt64(Swift.min(keys.utf8Count(name), 63))
        // `name` is a position in a list of allowed keys (a few dozen at most).
        let slot = Slot(name: Int32(truncatingIfNeeded: name), key: key, value: value)
        if count < Self.inlineCount {
            withUnsafeMutableBytes(of: &inline) { $0.storeBytes(of: slot, toByteOffset: count * MemoryLayout<Slot>.stride, as: Slot.self) }
        } else {
            overflow.append(slot)
        }
        count += 1
    }

    private func slot(_ k: Int) -> Slot {
        guard k < Self.inlineCount else { return overflow[k - Self.inlineCount] }
        return withUnsafeBytes(of: inline) { $0.load(fromByteOffset: k * MemoryLayout<Slot>.stride, as: Slot.self) }
    }

    /// False when no entry has a name of any length in `lengthBits` (`KeyNames.lengthBits`): then
    /// none of those names is here, told without looking at one.
    func mayHold(lengthBits: UInt64) -> Bool {
        lengths & lengthBits != 0
    }

    /// The entry named `names[name]`, if there is one.
    func entry(name: Int) -> (key: Int, value: Int)? {
        for k in 0..<count where slot(k).name == name { return (Int(slot(k).key), Int(slot(k).value)) }
        return nil
    }

    // Inlined where the name is a literal, so that its length is a constant.
    @inline(__always) subscript(name: String) -> (key: Int, value: Int)? {
        let length = name.utf8.count
        guard lengths & 1 << UInt64(Swift.min(length, 63)) != 0 else { return nil }
        for k in 0..<count {
            let entry = slot(k)
            if keys.utf8Count(Int(entry.name)) == length && keys.name(Int(entry.name), is: name) { return (Int(entry.key), Int(entry.value)) }
        }
        return nil
    }

    struct Iterator: IteratorProtocol {
        let entries: MappingEntries
        var position = 0

        mutating func next() -> Element? {
            guard position < entries.count else { return nil }
            let slot = entries.slot(position)
            position += 1
            return (entries.keys.name(Int(slot.name)), (Int(slot.key), Int(slot.value)))
        }
    }

    func makeIterator() -> Iterator { Iterator(entries: self) }
}

/// The key names a mapping allows, with their UTF-8 laid out once: each key of a view is matched
/// against a dozen or more names, and the bytes of a `String` are not free to reach.
///
/// Every list is a static of a decoder, made once and kept for the life of the process, so a
/// `KeyNames` is a plain pointer to its table, never counted. Counted, the lists were the one thing
/// two files decoded at once wrote to in common: each view's mapping retained and released its
/// list (and the list's arrays), and the counter's cache line went back and forth between the
/// cores, about 270 times per file of the findings-heavy benchmark.
struct KeyNames: Sendable {
    private final class Table: Sendable {
        let names: [String]
        let bytes: [UInt8]
        /// Where each name's bytes end in `bytes`.
        let ends: [Int]

        init(_ names: [String]) {
            self.names = names
            bytes = names.flatMap { Array($0.utf8) }
            var end = 0
            ends = names.map { end += $0.utf8.count; return end }
        }
    }

    private let table: Unmanaged<Table>

    /// Made only for a static list: the table is never freed.
    init(_ names: [String]) {
        table = .passRetained(Table(names))
    }

    /// `top`, `left`, `bottom`, `right`: the keys of every insets mapping.
    static let edges = KeyNames(Edge.allCases.map(\.rawValue))
    static let empty = KeyNames([])

    var names: [String] { table._withUnsafeGuaranteedRef { $0.names } }

    /// The name at `k`, read in place.
    func name(_ k: Int) -> String { table._withUnsafeGuaranteedRef { $0.names[k] } }

    /// The UTF-8 length of the name at `k`.
    func utf8Count(_ k: Int) -> Int {
        table._withUnsafeGuaranteedRef { $0.ends[k] - (k == 0 ? 0 : $0.ends[k - 1]) }
    }

    /// The position in `names` of the name spelled by exactly `key`.
    func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        table._withUnsafeGuaranteedRef { table in
            table.bytes.withUnsafeBufferPointer { all in
                var start = 0
                for k in table.ends.indices {
                    let end = table.ends[k]
                    defer { start = end }
                    if end - start == key.count, YAMLDocument.sameBytes(UnsafeBufferPointer(rebasing: all[start..<end]), key) { return k }
                }
                return nil
            }
        }
    }

    /// Whether the name at `k` is `name`, compared in place.
    func name(_ k: Int, is name: String) -> Bool {
        table._withUnsafeGuaranteedRef { $0.names[k] == name }
    }

    /// The UTF-8 lengths of `names`, one bit each as `MappingEntries` keeps them.
    static func lengthBits(_ names: [String]) -> UInt64 {
        names.reduce(0) { $0 | 1 << UInt64(Swift.min($1.utf8.count, 63)) }
    }
}

/// Typed access to a `YAMLDocument`'s nodes; every failure is a `SpecError` at the node's location.
struct NodeReader {
    /// A variable only so that the decoder can swap a document in and out (`swapDocument`).
    private(set) var doc: YAMLDocument

    /// Exchanges the document read with `other`: the streaming decoder lends the reader the
    /// reader's document for a view and takes it back after (`ViewStream`).
    mutating func swapDocument(with other: inout YAMLDocument) {
        swap(&doc, &other)
    }

    func location(_ node: Int) -> SourceLocation {
        let mark = doc.mark(node)
        return SourceLocation(line: mark.line, column: mark.column)
    }

    func fail(_ kind: SpecError.Kind, _ message: String, at node: Int) -> SpecError {
        SpecError(kind: kind, message: message, location: location(node))
    }

    /// `head`, a "did you mean" phrase (maybe empty), then `tail`. The phrase ends in "?", so
    /// after it `tail` starts a new sentence instead of reading "…?; a custom class…".
    static func message(_ head: String, suggestion: String, then tail: String) -> String {
        guard !suggestion.isEmpty else { return "\(head); \(tail)" }
        return "\(head)\(suggestion) \(tail.prefix(1).uppercased())\(tail.dropFirst())"
    }

    func describe(_ node: Int) -> String {
        let n = doc[node]
        switch n.kind {
        case .mapping: return "a mapping"
        // Taken over while reading (`ViewStream`): only views are, and they are mappings.
        case .detached: return "a mapping"
        case .sequence: return "a list"
        case .scalar:
            if isNull(node) { return "nothing (null)" }
            let text = n.scalar.count > 40 ? String(n.scalar.prefix(40)) + "…" : n.scalar
            // A quoted `"true"` or `"1"` is text, not a bool or number: say so, or the message
            // reads "must be true or false, found 'true'".
            return n.quoted ? "the quoted text \"\(text)\"" : "'\(text)'"
        }
    }

    /// Empty or only whitespace. A visible ASCII character settles it without the Unicode lookups
    /// `Character.isWhitespace` does per character (measurable when asked once per view).
    static func isBlank(_ text: String) -> Bool {
        // A visible first byte settles it for nearly every text (a class or id asked per view).
        if let first = text.utf8.first, first > 0x20, first < 0x7F { return false }
        if text.utf8.contains(where: { $0 > 0x20 && $0 < 0x7F }) { return false }
        return text.allSatisfy(\.isWhitespace)
    }

    func isNull(_ node: Int) -> Bool {
        Self.isNullScalar(node, in: doc)
    }

    static func isNullScalar(_ node: Int, in doc: YAMLDocument) -> Bool {
        guard doc.kind(node) == .scalar, !doc.isQuoted(node) else { return false }
        // Asked of every constraint's value: compared as bytes, most values by their length alone.
        switch doc.scalarByteCount(node) {
        case 0: return true
        case 1: return doc.scalar(node, is: "~")
        case 4: return doc.scalar(node, is: "null") || doc.scalar(node, is: "Null") || doc.scalar(node, is: "NULL")
        default: return false
        }
    }

    /// A mapping's entries, rejecting duplicate keys, merge keys and keys outside `allowed`.
    func mapping(_ node: Int, _ what: String, allowed: KeyNames) throws(SpecError) -> MappingEntries {
        guard doc.kind(node) == .mapping else {
            throw fail(.wrongType, "\(what) must be a mapping, found \(describe(node))", at: node)
        }
        var entries = MappingEntries(keys: allowed)
        // Children read by position: a slice of the child list was a retain and a release per mapping.
        for k in stride(from: 0, to: doc.childCount(of: node) - 1, by: 2) {
            let key = doc.child(k, of: node)
            guard doc.kind(key) == .scalar else {
                throw fail(.wrongType, "keys in \(what) must be plain names, found \(describe(key))", at: key)
            }
            if doc.scalar(key, is: "<<"), !doc.isQuoted(key) {
                throw fail(.unsupported, "merge keys (<<) are not supported in screen specs; write the keys out", at: key)
            }
            // Matched as bytes, and the entry named by the allowed name itself (the same bytes): no
            // string is made for a key that is fine. A closure, not `allowed.index(of:)`: that
            // method reference boxed `allowed` on the heap per mapping.
            guard let known = doc.withScalarBytes(key, { allowed.index(of: $0) }) else {
                let name = doc.scalar(key)
                throw fail(.unknownKey, "unknown key '\(name)' in \(what)\(Suggestion.phrase(for: name, in: allowed.names))", at: key)
            }
            if let first = entries.entry(name: known) {
                throw fail(.duplicateKey, "duplicate key '\(allowed.name(known))' in \(what) (first at \(location(first.key)))", at: key)
            }
            // Node indices come from the document's 32-bit child lists, so they convert back exactly.
            entries.append(name: known, key: Int32(key), value: Int32(doc.child(k + 1, of: node)))
        }
        // Consumed: returned plainly, the entries were copied out (their key list and overflow
        // retained) and the original destroyed, per mapping.
        return consume entries
    }

    func sequence(_ node: Int, _ what: String) throws(SpecError) -> [Int] {
        try items(node, what).map(Int.init)
    }

    /// A list's items in place: `sequence` copies them into an array.
    func items(_ node: Int, _ what: String) throws(SpecError) -> ArraySlice<Int32> {
        _ = try itemCount(node, what)
        return doc.children(of: node)
    }

    /// How many items a list has, to be read by position (`doc.child(_:of:)`): no slice of the
    /// child list to retain and release.
    func itemCount(_ node: Int, _ what: String) throws(SpecError) -> Int {
        guard doc.kind(node) == .sequence else {
            throw fail(.wrongType, "\(what) must be a list, found \(describe(node))", at: node)
        }
        return doc.childCount(of: node)
    }

    func string(_ node: Int, _ what: String) throws(SpecError) -> String {
        guard doc.kind(node) == .scalar, !isNull(node) else {
            throw fail(.wrongType, "\(what) must be text, found \(describe(node))", at: node)
        }
        return doc.scalar(node)
    }

    func bool(_ node: Int, _ what: String) throws(SpecError) -> Bool {
        if doc.kind(node) == .scalar, !doc.isQuoted(node) {
            switch doc.scalar(node) {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        throw fail(.wrongType, "\(what) must be true or false, found \(describe(node))", at: node)
    }

    /// No screen is this large; a bigger number is a typo, and capping it keeps the solver's
    /// arithmetic far from overflow and precision loss.
    static let maxMagnitude: Double = 100_000

    /// A finite number of points; `nonNegative` for sizes.
    func number(_ node: Int, _ what: String, nonNegative: Bool = false) throws(SpecError) -> Double {
        let isPlain = doc.kind(node) == .scalar && !doc.isQuoted(node)
        guard isPlain, let value = Double(doc.scalar(node)) else {
            // YAML spells these in any case (.nan, .NaN, .NAN, -.Inf, ...).
            if isPlain, [".nan", ".inf", "+.inf", "-.inf"].contains(doc.scalar(node).lowercased()) {
                throw fail(.badValue, "\(what) must be a finite number of points, found \(describe(node))", at: node)
            }
            throw fail(.wrongType, "\(what) must be a number, found \(describe(node))", at: node)
        }
        guard value.isFinite, abs(value) <= Self.maxMagnitude else {
            throw fail(.badValue, "\(what) must be a finite number of points no larger than \(Int(Self.maxMagnitude)), found \(describe(node))", at: node)
        }
        if nonNegative, value < 0 {
            throw fail(.badValue, "\(what) cannot be negative, found \(describe(node))", at: node)
        }
        return value
    }

    func choice<T: RawRepresentable & CaseIterable>(_ node: Int, _ what: String, as: T.Type) throws(SpecError) -> T where T.RawValue == String {
        let text = try string(node, what)
        guard let value = T(rawValue: text) else {
            let names = T.allCases.map(\.rawValue)
            throw fail(.badValue, "\(what) must be one of \(names.joined(separator: ", ")), found '\(text)'\(Suggestion.phrase(for: text, in: names))", at: node)
        }
        return value
    }

    /// `{top, left, bottom, right}`, any subset; missing edges are 0.
    func insets(_ node: Int, _ what: String) throws(SpecError) -> Insets {
        var result = Insets.zero
        for (name, entry) in try mapping(node, what, allowed: KeyNames.edges) {
            result[Edge(rawValue: name)!] = try number(entry.value, "\(what).\(name)")
        }
        return result
    }

    /// `all`, `none`, or a list of edges.
    func edges(_ node: Int, _ what: String) throws(SpecError) -> Set<Edge> {
        if doc.kind(node) == .scalar {
            switch doc.scalar(node) {
            case "all": return Set(Edge.allCases)
            case "none": return []
            default: throw fail(.badValue, "\(what) must be all, none or a list of edges (top, left, bottom, right), found \(describe(node))", at: node)
            }
        }
        var result: Set<Edge> = []
        for item in try sequence(node, what) {
            result.insert(try choice(item, "an edge in \(what)", as: Edge.self))
        }
        return result
    }
}
