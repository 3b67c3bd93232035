import ScreenModel
import YAMLReader

/// Parses one constraint expression of FORMAT.md §6:
/// `[relation] (number | target ['.' attr] ['*' number] [('+'|'-') number]) [@ priority]`,
/// multiplier and constant in either order.
struct ConstraintParser {
    enum Failure: Error { case bad(String) }

    /// A parsed right-hand side; a sibling target is kept by name until siblings are known.
    /// Plain values only (no string): an expression is passed and copied a few times per constraint,
    /// and a `String` in it was retained and released each time.
    struct Expression {
        /// Where the target's name is in the text, in UTF-8 bytes; nil for a bare number (possibly signed).
        var target: Range<Int>?
        /// The target when its name is one of `namedTargets`; nil for a sibling's id.
        var guide: ConstraintTarget?
        var attribute: Attribute?
        var multiplier: Double = 1
        var constant: Double = 0
        /// What the text spelled out (`.attribute`, `.multiplier`, `.constant`), and `.verbatim` when
        /// `Constraint.rebuiltText` would not give these exact bytes back.
        var spelling: Constraint.Spelling = []
        var relation: ConstraintRelation = .equal
        /// `@ priority`, nil when not written (required).
        var priority: UInt16?
        /// `ID.safeArea`, `ID.margins`, `ID.readableContent`.
        var viewGuide: ConstraintTarget.ViewGuide?
    }

    /// UIKit's named priorities (`UILayoutPriority`): required 1000, defaultHigh 750, defaultLow 250,
    /// fittingSizeLevel 50.
    static let namedPriorities: [(name: String, value: UInt16)] = [("required", 1000), ("high", 750), ("low", 250), ("fittingSize", 50)]

    /// The bits of `byteClasses`.
    enum ByteClass {
        /// An ASCII letter or `_`: what an identifier starts with.
        static let letter: UInt8 = 1
        static let digit: UInt8 = 2
        static let word: UInt8 = letter | digit
        static let pastASCII: UInt8 = 4
    }

    /// Each byte's `ByteClass` bits, one load per byte where identifiers (and ids) are scanned:
    /// testing the ranges of a letter, `_` and a digit in turn took more instructions. Made once and
    /// never freed, so that reading it counts no reference (files are decoded on several threads);
    /// written only by its initializer, hence `nonisolated(unsafe)`.
    nonisolated(unsafe) static let byteClasses: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for b in 0..<256 {
            let byte = UInt8(b)
            table[b] = byte >= 0x80 ? ByteClass.pastASCII
                : (byte | 0x20) &- 0x61 < 26 || byte == 0x5F ? ByteClass.letter
                : byte &- 0x30 < 10 ? ByteClass.digit : 0
        }
        return UnsafePointer(table)
    }()

    static let namedTargets = ["superview", "safeArea", "margins", "readableContent", "frameGuide"]

    /// Whether a constraint would read all of `text` as one target name. An id must pass, or a
    /// sibling could not name it: `item-2` reads as `item - 2`.
    static func isIdentifier(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = Scanner(bytes: bytes)
            return scanner.identifier() != nil && scanner.atEnd
        }
    }

    /// `text`'s expression, read from its UTF-8 bytes (the YAML reader's, without making a string).
    static func parse(utf8 text: UnsafeBufferPointer<UInt8>) -> Result<Expression, Failure> {
        if let expression = quickParse(text) { return .success(expression) }
        do throws(Failure) { return .success(try parse(bytes: text)) } catch { return .failure(error) }
    }

    /// The expression of the shapes most constraints have, read in one pass: a whole number (`50`),
    /// a target with or without an attribute (`superview`, `title.bottom`), and either with a whole
    /// constant (`safeArea + 16`); ASCII, spelled the one way `Constraint` rebuilds (one space around
    /// the operator, no leading zero), so nothing is verbatim. The same expression `parse(bytes:)`
    /// reads from these bytes; nil for any other text, which it reads (and explains the errors of).
    /// Through the scanner, the few bytes of such an expression cost several hundred instructions.
    static func quickParse(_ bytes: UnsafeBufferPointer<UInt8>) -> Expression? {
        let n = bytes.count
        guard n > 0 else { return nil }
        func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }
        let classes = byteClasses
        // Digits to the end, without a leading zero, at most five: within `NodeReader.maxMagnitude`.
        func wholeNumber(from start: Int) -> Double? {
            guard n - start >= 1, n - start <= 5, bytes[start] != 0x30 || n - start == 1 else { return nil }
            var whole = 0
            for k in start..<n {
                guard isDigit(bytes[k]) else { return nil }
                whole = whole * 10 + Int(bytes[k] &- 0x30)
            }
            return Double(whole)
        }
        // The end of the identifier from `start` (as `Scanner.identifier`), or nil at a byte past
        // ASCII, which may continue it.
        func identifierEnd(from start: Int) -> Int? {
            guard start < n else { return start }
            let first = classes[Int(bytes[start])]
            guard first & ByteClass.letter != 0 else { return first & ByteClass.pastASCII != 0 ? nil : start }
            var i = start + 1
            while i < n {
                let c = classes[Int(bytes[i])]
                if c & ByteClass.word != 0 {
                    i &+= 1
                    continue
                }
                if c & ByteClass.pastASCII != 0 { return nil }
                if bytes[i] == 0x2D, i + 1 < n {
                    let next = classes[Int(bytes[i + 1])]
                    if next & ByteClass.pastASCII != 0 { return nil }
                    if next & ByteClass.letter != 0 {
                        i &+= 1
                        continue
                    }
                }
                break
            }
            return i
        }
        var e = Expression()
        if isDigit(bytes[0]) {
            guard let number = wholeNumber(from: 0) else { return nil }
            e.constant = number
            return e
        }
        guard let nameEnd = identifierEnd(from: 0), nameEnd > 0 else { return nil }
        e.target = 0..<nameEnd
        e.guide = guide(UnsafeBufferPointer(rebasing: bytes[0..<nameEnd]))
        var i = nameEnd
        if i < n, bytes[i] == UInt8(ascii: ".") {
            // An attribute; a view's guide (`ID.safeArea`) is none, and is left to `parse(bytes:)`.
            guard let attributeEnd = identifierEnd(from: i + 1), attributeEnd > i + 1,
                  let attribute = Attribute(utf8: UnsafeBufferPointer(rebasing: bytes[i + 1..<attributeEnd])) else { return nil }
            e.attribute = attribute
            e.spelling.insert(.attribute)
            i = attributeEnd
        }
        if i == n { return e }
        // " + 16" or " - 16" to the end.
        guard n - i >= 4, bytes[i] == 0x20, bytes[i + 2] == 0x20, bytes[i + 1] == UInt8(ascii: "+") || bytes[i + 1] == UInt8(ascii: "-"),
              let number = wholeNumber(from: i + 3) else { return nil }
        let sign: Double = bytes[i + 1] == UInt8(ascii: "+") ? 1 : -1
        e.constant = sign * number
        e.spelling.insert(.constant)
        return e
    }

    /// The named target spelled by exactly `bytes`, compared byte for byte: most targets are named
    /// ones, and no `String` is made for them.
    static func guide(_ bytes: UnsafeBufferPointer<UInt8>) -> ConstraintTarget? {
        switch bytes.count {
        case 9: return spells(bytes, "superview") ? .superview : nil
        case 8: return spells(bytes, "safeArea") ? .safeArea : nil
        case 7: return spells(bytes, "margins") ? .margins : nil
        case 15: return spells(bytes, "readableContent") ? .readableContent : nil
        case 10: return spells(bytes, "frameGuide") ? .frameGuide : nil
        default: return nil
        }
    }

    private static func spells(_ bytes: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        YAMLDocument.sameBytes(bytes, UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    static func parse(bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> Expression {
        var scanner = Scanner(bytes: bytes)
        // Rebuildable: no space but the one around each operator, nothing after the last token.
        var rebuildable = !scanner.skipSpace()
        let relation = scanner.relation()
        if relation != nil { scanner.skipSpace() }
        // A leading sign is only meaningful on a bare number; `makeConstraint` then explains why
        // `top: -12` or `width: -20` is wrong in terms of the attribute, which is not known here.
        let signed = scanner.startsWithSignedNumber
        let sign = signed ? scanner.sign()! : 1
        if let number = try scanner.number() {
            let trailingSpace = scanner.skipSpace()
            rebuildable = rebuildable && !signed && scanner.numberIsPlain && !trailingSpace
            let priority = try scanner.priority()
            guard scanner.atEnd else {
                // `0.5 * superview`, `8 + safeArea`: the grammar puts the target first.
                throw .bad("unexpected '\(scanner.rest)' after the number; a bare number is a fixed width or height, "
                           + "and a target comes first (e.g. superview * 0.5, safeArea + 8)")
            }
            var e = Expression()
            e.constant = sign * number
            e.relation = relation ?? .equal
            e.priority = priority
            if !rebuildable || relation != nil || priority != nil { e.spelling.insert(.verbatim) }
            return e
        }
        guard let name = scanner.identifier() else {
            throw .bad("expected a number or a target (\(namedTargets.joined(separator: ", ")), self or a view's id)")
        }
        var e = Expression(target: name, guide: guide(UnsafeBufferPointer(rebasing: bytes[name])))
        e.relation = relation ?? .equal
        if relation != nil { rebuildable = false }
        if scanner.take(".") {
            guard var attrRange = scanner.identifier() else { throw .bad("expected an attribute after '\(scanner.text(name)).'") }
            // `ID.safeArea`, `ID.margins`, `ID.readableContent`: a guide of the named view.
            if e.guide == nil, let viewGuide = Self.viewGuide(UnsafeBufferPointer(rebasing: bytes[attrRange])) {
                e.viewGuide = viewGuide
                rebuildable = false
                if !scanner.take(".") { attrRange = attrRange.upperBound..<attrRange.upperBound }
                else {
                    guard let next = scanner.identifier() else { throw .bad("expected an attribute after '\(scanner.text(name)).\(viewGuide.name).'") }
                    attrRange = next
                }
            }
            guard attrRange.isEmpty || Attribute(utf8: UnsafeBufferPointer(rebasing: bytes[attrRange])) != nil else {
                let attr = scanner.text(attrRange)
                throw .bad("unknown attribute '\(attr)'\(Suggestion.phrase(for: attr, in: Attribute.allCases.map(\.rawValue)))")
            }
            if !attrRange.isEmpty, let attribute = Attribute(utf8: UnsafeBufferPointer(rebasing: bytes[attrRange])) {
                e.attribute = attribute
                e.spelling.insert(.attribute)
            }
        }
        // Siblings are found by id with String's ==, which takes Unicode-equivalent spellings as
        // equal: only an ASCII name is sure to be the bytes of the id it finds.
        rebuildable = rebuildable && scanner.sawOnlyASCII
        var sawMultiplier = false, sawConstant = false
        while true {
            let spaceBefore = scanner.spaceRun()
            if scanner.atEnd {
                rebuildable = rebuildable && spaceBefore == 0
                break
            }
            if scanner.take("*") {
                guard !sawMultiplier else { throw .bad("more than one multiplier; write one '* number'") }
                // The form rebuilt puts the multiplier before the constant.
                let spaceAfter = scanner.spaceRun()
                rebuildable = rebuildable && !sawConstant && spaceBefore == 1 && spaceAfter == 1
                guard let m = try scanner.number() else { throw .bad("expected a number after '*'") }
                rebuildable = rebuildable && scanner.numberIsPlain
                e.multiplier = m
                sawMultiplier = true
                e.spelling.insert(.multiplier)
            } else if let sign = scanner.sign() {
                guard !sawConstant else { throw .bad("more than one constant; add them up into one '+ number' or '- number'") }
                let spaceAfter = scanner.spaceRun()
                rebuildable = rebuildable && spaceBefore == 1 && spaceAfter == 1
                guard let c = try scanner.number() else { throw .bad("expected a number after '\(sign > 0 ? "+" : "-")'") }
                rebuildable = rebuildable && scanner.numberIsPlain
                e.constant = sign * c
                sawConstant = true
                e.spelling.insert(.constant)
            } else if scanner.peek("@") {
                e.priority = try scanner.priority()
                rebuildable = false
                guard scanner.atEnd else { throw .bad("unexpected '\(scanner.rest)' after the priority") }
                break
            } else {
                throw .bad("unexpected '\(scanner.rest)'")
            }
        }
        if !rebuildable { e.spelling.insert(.verbatim) }
        return e
    }

    /// The guide of a view named by exactly `bytes` (`ID.safeArea`), compared as literals: the
    /// cases' names were strings made (and `allCases` an array) per expression with a dot.
    static func viewGuide(_ bytes: UnsafeBufferPointer<UInt8>) -> ConstraintTarget.ViewGuide? {
        switch bytes.count {
        case 8: return spells(bytes, "safeArea") ? .safeArea : nil
        case 7: return spells(bytes, "margins") ? .margins : nil
        case 15: return spells(bytes, "readableContent") ? .readableContent : nil
        default: return nil
        }
    }

    /// A priority's text (`750`, `high`): its value, or nil when it is none of them.
    static func priority(named text: String) -> UInt16? {
        if let named = namedPriorities.first(where: { $0.name == text }) { return named.value }
        return nil
    }

    /// Reads UTF-8 bytes: every token but an identifier is ASCII, and a multi-byte character is
    /// only decoded where an identifier may continue, so the usual all-ASCII expression costs no
    /// Unicode lookups.
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var i = 0

        var atEnd: Bool { i >= bytes.count }
        var rest: String { String(decoding: bytes[i...], as: UTF8.self) }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

        /// Whether the last number read was digits only, without a leading zero, as `Constraint`
        /// writes a whole number back.
        private(set) var numberIsPlain = false
        /// Whether every identifier so far was ASCII.
        private(set) var sawOnlyASCII = true

        /// Skips blanks; whether there were any.
        @discardableResult
        mutating func skipSpace() -> Bool { spaceRun() > 0 }

        /// Skips blanks: how many, a tab counting as two (the rebuilt form has single spaces).
        mutating func spaceRun() -> Int {
            var run = 0
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 {
                run += bytes[i] == 0x20 ? 1 : 2
                i += 1
            }
            return run
        }

        func peek(_ c: Unicode.Scalar) -> Bool { i < bytes.count && UInt32(bytes[i]) == c.value }

        /// `==`, `>=`, `<=`, `≥` or `≤` at the start.
        mutating func relation() -> ConstraintRelation? {
            // Most expressions start with a target or a number: one byte settles it, without the
            // literal arrays below.
            guard i < bytes.count, bytes[i] == 0x3D || bytes[i] == 0x3E || bytes[i] == 0x3C || bytes[i] == 0xE2 else { return nil }
            func starts(_ literal: [UInt8]) -> Bool {
                guard i + literal.count <= bytes.count else { return false }
                for k in literal.indices where bytes[i + k] != literal[k] { return false }
                i += literal.count
                return true
            }
            if starts([0x3D, 0x3D]) { return .equal }
            if starts([0x3E, 0x3D]) || starts([0xE2, 0x89, 0xA5]) { return .greaterOrEqual }
            if starts([0x3C, 0x3D]) || starts([0xE2, 0x89, 0xA4]) { return .lessOrEqual }
            return nil
        }

        /// `@ priority` if it is here (`@` with or without spaces): 1...1000 or a name.
        mutating func priority() throws(Failure) -> UInt16? {
            guard take("@") else { return nil }
            skipSpace()
            let names = ConstraintParser.namedPriorities.map(\.name).joined(separator: ", ")
            if let range = identifier() {
                let word = text(range)
                guard let value = ConstraintParser.priority(named: word) else {
                    let suggestion = Suggestion.closest(to: word, in: ConstraintParser.namedPriorities.map(\.name))
                    throw .bad("unknown priority '\(word)'\(suggestion.map { " (did you mean '\($0)'?)" } ?? ""); a priority is 1 to 1000 or one of \(names)")
                }
                skipSpace()
                return value
            }
            let start = i
            guard let value = try number() else { throw .bad("expected a priority after '@': 1 to 1000 or one of \(names)") }
            skipSpace()
            guard value == value.rounded(), value >= 1, value <= 1000 else {
                throw .bad("priority \(text(start..<i).trimmedSpaces) is out of range; UIKit priorities are whole numbers from 1 to 1000 (or \(names))")
            }
            return UInt16(value)
        }

        mutating func take(_ c: Unicode.Scalar) -> Bool {
            guard i < bytes.count, UInt32(bytes[i]) == c.value else { return false }
            i += 1
            return true
        }

        static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

        var startsWithSignedNumber: Bool {
            i + 1 < bytes.count && (bytes[i] == 0x2D || bytes[i] == 0x2B) && (Self.isDigit(bytes[i + 1]) || bytes[i + 1] == 0x2E)
        }

        mutating func sign() -> Double? {
            if take("+") { return 1 }
            if take("-") { return -1 }
            return nil
        }

        /// The length in bytes of the letter (a Unicode alphabetic character or `_`) at `k`, or 0.
        @inline(__always) func letterLength(at k: Int) -> Int {
            guard k < bytes.count else { return 0 }
            let b = bytes[k]
            if b < 0x80 { return ConstraintParser.byteClasses[Int(b)] & ByteClass.letter != 0 ? 1 : 0 }
            return Self.nonASCIILetterLength(bytes, at: k)
        }

        static func nonASCIILetterLength(_ bytes: UnsafeBufferPointer<UInt8>, at k: Int) -> Int {
            var iterator = bytes[k...].makeIterator()
            var decoder = UTF8()
            guard case .scalarValue(let scalar) = decoder.decode(&iterator), scalar.properties.isAlphabetic else { return 0 }
            return UTF8.width(scalar)
        }

        /// Where a view id or target name is: a letter or `_`, then letters, digits, `_`, or a `-`
        /// that is followed by a letter (so `safeArea-16` still reads as `safeArea - 16`).
        mutating func identifier() -> Range<Int>? {
            let start = i
            let first = letterLength(at: i)
            guard first > 0 else { return nil }
            i += first
            if first > 1 { sawOnlyASCII = false }
            while i < bytes.count {
                // An ASCII letter, digit or `_`, which is nearly every byte of a name, in one test.
                let b = bytes[i]
                if ConstraintParser.byteClasses[Int(b)] & ByteClass.word != 0 {
                    i += 1
                    continue
                }
                let letter = letterLength(at: i)
                if letter > 0 {
                    if letter > 1 { sawOnlyASCII = false }
                    i += letter
                } else if b == 0x2D, letterLength(at: i + 1) > 0 {
                    i += 1
                } else {
                    break
                }
            }
            return start..<i
        }

        /// An unsigned decimal number; a sign belongs to the grammar's `+`/`-`. Nil when there is
        /// none here; an error when there is one but it is out of range (the same cap as other numbers).
        mutating func number() throws(Failure) -> Double? {
            let start = i
            var whole = 0, isWhole = true
            while i < bytes.count, Self.isDigit(bytes[i]) || bytes[i] == 0x2E {
                if bytes[i] == 0x2E || i - start >= 15 { isWhole = false } else { whole = whole * 10 + Int(bytes[i] - 0x30) }
                i += 1
            }
            numberIsPlain = isWhole && i > start && (bytes[start] != 0x30 || i - start == 1)
            // Most constants are small whole numbers, exact as a Double: no text to convert.
            if isWhole, i > start {
                let value = Double(whole)
                guard value <= NodeReader.maxMagnitude else {
                    throw .bad("\(String(decoding: bytes[start..<i], as: UTF8.self)) is out of range; numbers in a constraint are points no larger than \(Int(NodeReader.maxMagnitude))")
                }
                return value
            }
            guard i > start else { return nil }
            let text = String(decoding: bytes[start..<i], as: UTF8.self)
            guard let value = Double(text) else {
                i = start
                return nil
            }
            guard value.isFinite, value <= NodeReader.maxMagnitude else {
                throw .bad("\(text) is out of range; numbers in a constraint are points no larger than \(Int(NodeReader.maxMagnitude))")
            }
            return value
        }
    }
}
