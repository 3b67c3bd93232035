import ScreenModel

/// Parses one constraint expression of FORMAT.md §1:
/// `number | target ['.' attr] ['*' number] [('+'|'-') number]`, multiplier and constant in either order.
struct ConstraintParser {
    enum Failure: Error { case bad(String) }

    /// A parsed right-hand side; a sibling target is kept by name until siblings are known.
    struct Expression {
        var target: String?      // nil: a bare number
        var attribute: Attribute?
        var multiplier: Double = 1
        var constant: Double = 0
    }

    static let namedTargets = ["superview", "safeArea", "margins", "readableContent", "frameGuide"]

    static func parse(_ text: String) throws(Failure) -> Expression {
        var scanner = Scanner(Array(text.unicodeScalars))
        scanner.skipSpace()
        if let number = scanner.number() {
            scanner.skipSpace()
            guard scanner.atEnd else { throw .bad("unexpected '\(scanner.rest)' after the number") }
            var e = Expression()
            e.constant = number
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
                scanner.skipSpace()
                guard !sawMultiplier, let m = scanner.number() else { throw .bad("expected one number after '*'") }
                e.multiplier = m
                sawMultiplier = true
            } else if let sign = scanner.sign() {
                scanner.skipSpace()
                guard !sawConstant, let c = scanner.number() else { throw .bad("expected one number after '\(sign > 0 ? "+" : "-")'") }
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

        /// An unsigned, finite decimal number; a sign belongs to the grammar's `+`/`-`.
        mutating func number() -> Double? {
            let start = i
            while i < chars.count, ("0"..."9").contains(chars[i]) || chars[i] == "." { i += 1 }
            guard i > start, let value = Double(String(String.UnicodeScalarView(chars[start..<i]))), value.isFinite else {
                i = start
                return nil
            }
            return value
        }
    }
}
