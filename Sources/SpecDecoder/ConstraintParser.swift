import ScreenModel

/// Parses one constraint expression of FORMAT.md §1:
/// `number | target ['.' attr] ['*' number] [('+'|'-') number]`, multiplier and constant in either order.
struct ConstraintParser {
    enum Failure: Error { case bad(String) }

    /// A parsed right-hand side; a sibling target is kept by name until siblings are known.
    struct Expression {
        var target: String?      // nil: a bare number, possibly signed
        var attribute: Attribute?
        var multiplier: Double = 1
        var constant: Double = 0
    }

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

    static func parse(_ text: String) throws(Failure) -> Expression {
        // Scanned in place: a copy of the bytes per constraint was a measurable share of decoding.
        var text = text
        return try text.withUTF8 { bytes in Result { () throws(Failure) in try parse(bytes: bytes) } }.get()
    }

    private static func parse(bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> Expression {
        var scanner = Scanner(bytes: bytes)
        scanner.skipSpace()
        // A leading sign is only meaningful on a bare number; `makeConstraint` then explains why
        // `top: -12` or `width: -20` is wrong in terms of the attribute, which is not known here.
        let sign = scanner.startsWithSignedNumber ? scanner.sign()! : 1
        if let number = try scanner.number() {
            scanner.skipSpace()
            guard scanner.atEnd else {
                // `0.5 * superview`, `8 + safeArea`: the grammar puts the target first.
                throw .bad("unexpected '\(scanner.rest)' after the number; a bare number is a fixed width or height, "
                           + "and a target comes first (e.g. superview * 0.5, safeArea + 8)")
            }
            var e = Expression()
            e.constant = sign * number
            return e
        }
        guard let name = scanner.identifier() else {
            throw .bad("expected a number or a target (\(namedTargets.joined(separator: ", ")) or a sibling's id)")
        }
        var e = Expression(target: name)
        if scanner.take(".") {
            guard let attr = scanner.identifier() else { throw .bad("expected an attribute after '\(name).'") }
            guard let attribute = Attribute(name: attr) else {
                throw .bad("unknown attribute '\(attr)'\(Suggestion.phrase(for: attr, in: Attribute.allCases.map(\.rawValue)))")
            }
            e.attribute = attribute
        }
        var sawMultiplier = false, sawConstant = false
        while true {
            scanner.skipSpace()
            if scanner.atEnd { break }
            if scanner.take("*") {
                guard !sawMultiplier else { throw .bad("more than one multiplier; write one '* number'") }
                scanner.skipSpace()
                guard let m = try scanner.number() else { throw .bad("expected a number after '*'") }
                e.multiplier = m
                sawMultiplier = true
            } else if let sign = scanner.sign() {
                guard !sawConstant else { throw .bad("more than one constant; add them up into one '+ number' or '- number'") }
                scanner.skipSpace()
                guard let c = try scanner.number() else { throw .bad("expected a number after '\(sign > 0 ? "+" : "-")'") }
                e.constant = sign * c
                sawConstant = true
            } else {
                throw .bad("unexpected '\(scanner.rest)'")
            }
        }
        return e
    }

    /// Reads UTF-8 bytes: every token but an identifier is ASCII, and a multi-byte character is
    /// only decoded where an identifier may continue, so the usual all-ASCII expression costs no
    /// Unicode lookups.
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var i = 0

        var atEnd: Bool { i >= bytes.count }
        var rest: String { String(decoding: bytes[i...], as: UTF8.self) }

        mutating func skipSpace() { while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 } }

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
            if b < 0x80 {
                return (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F ? 1 : 0
            }
            return Self.nonASCIILetterLength(bytes, at: k)
        }

        static func nonASCIILetterLength(_ bytes: UnsafeBufferPointer<UInt8>, at k: Int) -> Int {
            var iterator = bytes[k...].makeIterator()
            var decoder = UTF8()
            guard case .scalarValue(let scalar) = decoder.decode(&iterator), scalar.properties.isAlphabetic else { return 0 }
            return UTF8.width(scalar)
        }

        /// A view id or target name: a letter or `_`, then letters, digits, `_`, or a `-` that is
        /// followed by a letter (so `safeArea-16` still reads as `safeArea - 16`).
        mutating func identifier() -> String? {
            let start = i
            let first = letterLength(at: i)
            guard first > 0 else { return nil }
            i += first
            while i < bytes.count {
                let letter = letterLength(at: i)
                if letter > 0 {
                    i += letter
                } else if Self.isDigit(bytes[i]) {
                    i += 1
                } else if bytes[i] == 0x2D, letterLength(at: i + 1) > 0 {
                    i += 1
                } else {
                    break
                }
            }
            return String(decoding: bytes[start..<i], as: UTF8.self)
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
            // Most constants are small whole numbers, exact as a Double: no text to convert.
            if isWhole, i > start {
                let value = Double(whole)
                guard value <= NodeReader.maxMagnitude else {
                    throw .bad("\(String(decoding: bytes[start..<i], as: UTF8.self)) is out of range; numbers in a constraint are points no larger than \(Int(NodeReader.maxMagnitude))")
                }
                return value
            }
            let text = String(decoding: bytes[start..<i], as: UTF8.self)
            guard i > start, let value = Double(text) else {
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
