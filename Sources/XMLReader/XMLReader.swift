/// Reads the XML that Interface Builder writes: UTF-8, elements and attributes, with the exact
/// line and column of every element's `<`.
///
/// A small byte-level reader rather than libxml2 or Foundation's `XMLParser`: both report a
/// position at the end of a start tag rather than at its `<`, and `XMLParser` expands entities
/// declared in a DTD and accepts truncated input. This one is well-formedness checking XML 1.0
/// without a DTD: a DOCTYPE is refused (so no entity can be declared, let alone expanded), the five
/// predefined entities and character references are decoded, comments, CDATA sections and
/// processing instructions are checked and skipped. Every error carries the line and column where
/// the input went wrong; no input makes it crash, recurse or loop (the caps are `XMLLimits`).
public enum XMLReader {
    /// `keepingText`: keep each element's character data (`XMLTree.text(of:)`), as a property list
    /// needs; Interface Builder files say nothing in text, so by default it is checked and dropped.
    /// `allowingExternalDoctype`: accept a DOCTYPE that only names an external DTD (Xcode writes one
    /// at the top of every property list); the DTD is never read, so nothing is declared or
    /// expanded, and a DOCTYPE with an internal subset is refused all the same.
    public static func read(_ bytes: [UInt8], limits: XMLLimits = XMLLimits(), keepingText: Bool = false,
                            allowingExternalDoctype: Bool = false) throws(XMLError) -> XMLTree {
        try bytes.withUnsafeBufferPointer { (buffer) throws(XMLError) -> XMLTree in
            try read(buffer, limits: limits, keepingText: keepingText, allowingExternalDoctype: allowingExternalDoctype)
        }
    }

    public static func read(_ bytes: UnsafeBufferPointer<UInt8>, limits: XMLLimits = XMLLimits(), keepingText: Bool = false,
                            allowingExternalDoctype: Bool = false) throws(XMLError) -> XMLTree {
        if bytes.count > limits.maxBytes {
            throw XMLError(kind: .limit, message: "the file is \(megabytes(bytes.count)); InsetLint reads XML files up to \(megabytes(limits.maxBytes))",
                           mark: XMLMark(line: 1, column: 1))
        }
        let ascii = try UTF8Check.validate(bytes)
        var scanner = XMLScanner(bytes, limits: limits, ascii: ascii, keepText: keepingText, externalDoctype: allowingExternalDoctype)
        return try scanner.document()
    }

    static func megabytes(_ count: Int) -> String {
        let tenths = (count * 10 + (1 << 19)) >> 20
        return "\(tenths / 10).\(tenths % 10) MiB"
    }
}

/// The whole file is checked once before parsing, so the scanner can then take bytes as they come:
/// well-formed UTF-8 (no overlong forms, surrogates or values past U+10FFFF) of characters XML 1.0
/// allows (§2.2: no C0 controls but tab, line feed and carriage return; no U+FFFE, U+FFFF).
enum UTF8Check {
    /// Whether the file is all ASCII (then a column is a byte offset within the line).
    @discardableResult
    static func validate(_ p: UnsafeBufferPointer<UInt8>) throws(XMLError) -> Bool {
        var i = 0
        let n = p.count
        var ascii = true
        if n >= 2, (p[0] == 0xFE && p[1] == 0xFF) || (p[0] == 0xFF && p[1] == 0xFE) {
            throw XMLError(kind: .encoding, message: "the file is UTF-16; Interface Builder files are UTF-8", mark: XMLMark(line: 1, column: 1))
        }
        let base = UnsafeRawPointer(p.baseAddress)
        while i < n {
            // Eight bytes at a time while they are printable ASCII (no high bit, none below 0x20).
            if let base, i + 8 <= n {
                let word = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let high: UInt64 = 0x8080_8080_8080_8080
                if word & high == 0, (word &- 0x2020_2020_2020_2020) & ~word & high == 0 {
                    i += 8
                    continue
                }
            }
            let b = p[i]
            if b >= 0x20 && b < 0x80 { i += 1; continue }
            if b < 0x20 {
                if b == 0x09 || b == 0x0A || b == 0x0D { i += 1; continue }
                throw failure(p, at: i, "control character U+\(hex(UInt32(b))) is not allowed in XML")
            }
            ascii = false
            let length: Int, minimum: UInt32
            var value: UInt32
            switch b {
            case 0xC2...0xDF: length = 2; value = UInt32(b & 0x1F); minimum = 0x80
            case 0xE0...0xEF: length = 3; value = UInt32(b & 0x0F); minimum = 0x800
            case 0xF0...0xF4: length = 4; value = UInt32(b & 0x07); minimum = 0x10000
            default: throw failure(p, at: i, "invalid UTF-8 byte 0x\(hex(UInt32(b)))")
            }
            guard i + length <= n else { throw failure(p, at: i, "the file ends inside a UTF-8 sequence") }
            for k in 1..<length {
                let c = p[i + k]
                guard c & 0xC0 == 0x80 else { throw failure(p, at: i, "invalid UTF-8 sequence") }
                value = value << 6 | UInt32(c & 0x3F)
            }
            guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else {
                throw failure(p, at: i, "invalid UTF-8 sequence")
            }
            guard value != 0xFFFE, value != 0xFFFF else { throw failure(p, at: i, "character U+\(hex(value)) is not allowed in XML") }
            i += length
        }
        return ascii
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Only on an error: the line and column of `offset`, counting from the start. Continuation
    /// bytes never start a character; the bytes before `offset` are valid UTF-8 by now.
    static func mark(_ p: UnsafeBufferPointer<UInt8>, at offset: Int) -> XMLMark {
        var line = 1, column = 1
        var k = 0
        while k < offset {
            let b = p[k]
            if b == 0x0A || (b == 0x0D && (k + 1 >= p.count || p[k + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80, b != 0x0D {
                column += 1
            }
            k += 1
        }
        return XMLMark(line: line, column: column)
    }

    private static func failure(_ p: UnsafeBufferPointer<UInt8>, at offset: Int, _ message: String) -> XMLError {
        XMLError(kind: .encoding, message: message, mark: mark(p, at: offset))
    }
}
