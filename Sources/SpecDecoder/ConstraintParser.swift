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
        var scanner = Scanner(Array(text.unicodeScalars))
        return scanner.identifier() != nil && scanner.atEnd
    }

    static func parse(_ text: String) throws(Failure) -> Expression {
        var scanner = Scanner(Array(text.unicodeScalars))
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
            guard let attribute = Attribute(rawValue: attr) else {
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

    private struct Scanner {
        let chars: [Unicode.Scalar]
        var i = 0
        init(_ chars: [Unicode.Scalar]) { self.chars = chars }

        var atEnd: Bool { i >= chars.count }
        var rest: String { String(String.UnicodeScalarView(chars[i...])) }

        mutating func skipSpace() { while i < chars.count, chars[i] == " " || chars[i] == "\t" { i += 1 } }

        mutating func take(_ c: Unicode.Scalar) -> Bool {
            guard i < chars.count, chars[i] == c else { return false }
            i += 1
            return true
        }

        var startsWithSignedNumber: Bool {
            i + 1 < chars.count && (chars[i] == "-" || chars[i] == "+") && (("0"..."9").contains(chars[i + 1]) || chars[i + 1] == ".")
        }

        mutating func sign() -> Double? {
            if take("+") { return 1 }
            if take("-") { return -1 }
            return nil
        }

        /// A view id or target name: a letter or `_`, then letters, digits, `_`, or a `-` that is
        /// followed by a letter (so `safeArea-16` still reads as `safeArea - 16`).
        mutating func identifier() -> String? {
            let start = i
            func isLetter(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic || c == "_" }
            guard i < chars.count, isLetter(chars[i]) else { return nil }
            i += 1
            while i < chars.count {
                let c = chars[i]
                if isLetter(c) || ("0"..."9").contains(c) {
                    i += 1
                } else if c == "-", i + 1 < chars.count, isLetter(chars[i + 1]) {
                    i += 1
                } else {
                    break
                }
            }
            return String(String.UnicodeScalarView(chars[start..<i]))
        }

        /// An unsigned decimal number; a sign belongs to the grammar's `+`/`-`. Nil when there is
        /// none here; an error when there is one but it is out of range (the same cap as other numbers).
        mutating func number() throws(Failure) -> Double? {
            let start = i
            while i < chars.count, ("0"..."9").contains(chars[i]) || chars[i] == "." { i += 1 }
            let text = String(String.UnicodeScalarView(chars[start..<i]))
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
