#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One pass over valid UTF-8 (`UTF8Check` ran first) that builds an `XMLTree`. No recursion: open
/// elements are a stack, so nesting costs memory, bounded by `XMLLimits.maxDepth`, never call depth.
struct XMLScanner {
    private let p: UnsafeBufferPointer<UInt8>
    private let limits: XMLLimits
    private var i = 0
    /// Line of `i`, and the offset where that line starts; kept up to date by every loop that
    /// steps over a line break, so a mark is always on the current line.
    private var line = 1
    private var lineStart = 0
    /// The last column worked out, at `columnOffset` on line `columnLine`: the next one on the same
    /// line counts on from there, so a file written on one long line still costs one pass.
    private var columnLine = 0
    private var columnOffset = 0
    private var column = 1

    private var elements: [XMLTree.Element] = []
    private var attributes: [XMLAttribute] = []
    private var names = NameTable()
    private var scratch: [UInt8] = []

    /// An open element: its index, its name's bytes (for the end tag), its last child so far.
    private struct Open {
        var element: Int32
        var nameStart: Int
        var nameCount: Int
        var lastChild: Int32
        /// With `keepText`: where its character data starts in `textBuffer`, and the position of
        /// its first character (nil while it has none).
        var textBase: Int = 0
        var textMark: XMLMark? = nil
    }
    private var open: [Open] = []

    /// Character data is kept (a property list's values are text) rather than checked and dropped.
    private let keepText: Bool
    /// The character data of the open elements, innermost last: an element's child takes what it
    /// added when it closes, so the parent's text before and after the child stays contiguous.
    private var textBuffer: [UInt8] = []
    private var texts: [Int32: XMLText] = [:]

    /// The file is all ASCII: a column is the offset from the line's start, no counting needed.
    private let ascii: Bool

    /// A DOCTYPE that only names an external DTD is accepted (and the DTD never read); one with an
    /// internal subset, where entities would be declared, is still refused.
    private let externalDoctype: Bool
    private var sawDoctype = false

    init(_ bytes: UnsafeBufferPointer<UInt8>, limits: XMLLimits, ascii: Bool, keepText: Bool = false, externalDoctype: Bool = false) {
        p = bytes
        self.limits = limits
        self.ascii = ascii
        self.keepText = keepText
        self.externalDoctype = externalDoctype
        elements.reserveCapacity(bytes.count / 64)
        attributes.reserveCapacity(bytes.count / 32)
    }

    // MARK: Positions

    private mutating func mark(at offset: Int) -> XMLMark {
        // A BOM (3 bytes, no column) makes the file non-ASCII, so this never miscounts it.
        if ascii { return XMLMark(line: line, column: offset - lineStart + 1) }
        if columnLine != line || columnOffset < lineStart || columnOffset > offset {
            columnLine = line
            columnOffset = lineStart
            column = 1
        }
        var k = columnOffset
        var c = column
        while k < offset {
            if p[k] & 0xC0 != 0x80 { c += 1 }
            k += 1
        }
        columnOffset = offset
        column = c
        return XMLMark(line: line, column: c)
    }

    /// Steps over the byte at `i`, counting a line break (LF, CR LF, or a lone CR: XML 1.0 §2.11).
    @inline(__always) private mutating func step() {
        let b = p[i]
        i += 1
        if b == 0x0A || (b == 0x0D && (i >= p.count || p[i] != 0x0A)) {
            line += 1
            lineStart = i
        }
    }

    private mutating func failure(_ message: String, at offset: Int? = nil) -> XMLError {
        failure(.syntax, message, at: offset)
    }

    private mutating func failure(_ kind: XMLError.Kind, _ message: String, at offset: Int? = nil) -> XMLError {
        let offset = min(offset ?? i, p.count)
        // A construct that began on an earlier line (an attribute name before a multi-line value): recount.
        let mark = offset >= lineStart ? mark(at: offset) : UTF8Check.mark(p, at: offset)
        return XMLError(kind: kind, message: message, mark: mark)
    }

    // MARK: Byte tests

    @inline(__always) private func byte(_ k: Int) -> UInt8 { k < p.count ? p[k] : 0 }

    @inline(__always) private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }

    /// XML 1.0 §2.3 NameStartChar for ASCII; every non-ASCII character is taken as a name character
    /// (IB writes ASCII names; a stricter check would only reject files no tool writes).
    @inline(__always) private static func isNameStart(_ b: UInt8) -> Bool {
        (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b == 0x5F || b == 0x3A || b >= 0x80
    }

    /// Name bytes among the ASCII ones, a bit each (letters, digits, `_ : - .`); every byte from
    /// 0x80 up is one too. One test per byte in the loops that scan names.
    private static let nameBits: (UInt64, UInt64) = {
        var low: UInt64 = 0, high: UInt64 = 0
        for b in 0..<128 where isNameStart(UInt8(b)) || (0x30...0x39).contains(b) || b == 0x2D || b == 0x2E {
            if b < 64 { low |= 1 << UInt64(b) } else { high |= 1 << UInt64(b - 64) }
        }
        return (low, high)
    }()

    @inline(__always) private static func isNameByte(_ b: UInt8, _ bits: (UInt64, UInt64)) -> Bool {
        b >= 0x80 || (b < 64 ? bits.0 >> UInt64(b) : bits.1 >> UInt64(b &- 64)) & 1 != 0
    }

    @inline(__always) private static func isNameByte(_ b: UInt8) -> Bool { isNameByte(b, nameBits) }

    /// Steps over a name's bytes from `i`, with their hash for `NameTable`.
    @inline(__always) private mutating func scanName() -> UInt32 {
        let bits = Self.nameBits
        var hash: UInt32 = NameTable.seed
        while i < p.count {
            let b = p[i]
            guard Self.isNameByte(b, bits) else { break }
            hash = (hash ^ UInt32(b)) &* 16_777_619
            i += 1
        }
        return hash
    }

    private func starts(with literal: StaticString, at offset: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= p.count else { return false }
        let bytes = literal.utf8Start
        for k in 0..<count where p[offset + k] != bytes[k] { return false }
        return true
    }

    private mutating func skipSpace() {
        while i < p.count {
            let b = p[i]
            if b == 0x20 { i += 1; continue }
            guard Self.isSpace(b) else { return }
            step()
        }
    }

    // MARK: Document

    mutating func document() throws(XMLError) -> XMLTree {
        if starts(with: "\u{FEFF}", at: 0) { i = 3; lineStart = 3; columnOffset = 3; columnLine = 1 }
        if starts(with: "<?xml", at: i), Self.isSpace(byte(i + 5)) || byte(i + 5) == UInt8(ascii: "?") {
            try processingInstruction()
        }
        try misc(beforeRoot: true)
        guard i < p.count else {
            throw failure(p.isEmpty ? "the file is empty: an XML document needs a root element" : "the file has no root element")
        }
        try content()
        try misc(beforeRoot: false)
        if i < p.count {
            throw failure("only comments and processing instructions may follow the root element")
        }
        return XMLTree(elements: elements, attributes: attributes, texts: texts)
    }

    /// Whitespace, comments and processing instructions around the root element. Before it, stops
    /// at the root's `<`; a DOCTYPE is refused there.
    private mutating func misc(beforeRoot: Bool) throws(XMLError) {
        while true {
            skipSpace()
            guard i < p.count else { return }
            guard p[i] == UInt8(ascii: "<") else {
                throw failure(beforeRoot ? "expected the root element, found text" : "only comments and processing instructions may follow the root element")
            }
            if starts(with: "<!--", at: i) {
                try comment()
            } else if byte(i + 1) == UInt8(ascii: "?") {
                try processingInstruction()
            } else if starts(with: "<!DOCTYPE", at: i) {
                guard externalDoctype, beforeRoot, !sawDoctype else {
                    throw failure(.unsupported, "a DOCTYPE is not allowed: Interface Builder never writes one, and InsetLint does not read DTDs or expand their entities")
                }
                try doctype()
            } else if beforeRoot, Self.isNameStart(byte(i + 1)) {
                return
            } else {
                throw failure(beforeRoot ? "expected the root element" : "only comments and processing instructions may follow the root element")
            }
        }
    }

    /// `<!DOCTYPE name SYSTEM "uri">` or `<!DOCTYPE name PUBLIC "id" "uri">` (what Xcode writes at
    /// the top of a property list): checked and skipped; the DTD is never fetched, so it declares
    /// nothing. An internal subset (`[...]`) is refused.
    private mutating func doctype() throws(XMLError) {
        let start = i
        sawDoctype = true
        i += 9
        guard Self.isSpace(byte(i)) else { throw failure("expected a name after <!DOCTYPE") }
        skipSpace()
        guard i < p.count, Self.isNameStart(p[i]) else { throw failure("expected a name after <!DOCTYPE") }
        _ = scanName()
        var literals = 0
        var keyword: String?
        while true {
            skipSpace()
            guard i < p.count else { throw failure("the file ends inside the DOCTYPE that starts at \(markDescription(start))") }
            let b = p[i]
            if b == UInt8(ascii: ">") {
                guard keyword == nil || literals == (keyword == "PUBLIC" ? 2 : 1) else { throw failure("the DOCTYPE's \(keyword!) needs \(keyword == "PUBLIC" ? "two quoted literals" : "a quoted literal")") }
                i += 1
                return
            }
            if b == UInt8(ascii: "[") {
                throw failure(.unsupported, "a DOCTYPE with an internal subset is not allowed: InsetLint does not read DTDs or expand their entities")
            }
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                guard keyword != nil, literals < (keyword == "PUBLIC" ? 2 : 1) else { throw failure("unexpected quoted literal in the DOCTYPE") }
                i += 1
                while i < p.count, p[i] != b { step() }
                guard i < p.count else { throw failure("the file ends inside the DOCTYPE that starts at \(markDescription(start))") }
                i += 1
                literals += 1
                continue
            }
            let wordStart = i
            while i < p.count, Self.isNameByte(p[i]) { i += 1 }
            let word = String(decoding: UnsafeBufferPointer(rebasing: p[wordStart..<i]), as: UTF8.self)
            guard keyword == nil, word == "SYSTEM" || word == "PUBLIC" else {
                throw failure("expected SYSTEM, PUBLIC or \">\" in the DOCTYPE", at: wordStart)
            }
            keyword = word
        }
    }

    private mutating func comment() throws(XMLError) {
        let start = i
        i += 4
        while i < p.count {
            if p[i] == UInt8(ascii: "-"), byte(i + 1) == UInt8(ascii: "-") {
                guard byte(i + 2) == UInt8(ascii: ">") else { throw failure("\"--\" is not allowed inside a comment") }
                i += 3
                return
            }
            step()
        }
        throw failure("the file ends inside the comment that starts at \(markDescription(start))")
    }

    private mutating func processingInstruction() throws(XMLError) {
        let start = i
        let declaration = start == 0 || (start == 3 && starts(with: "\u{FEFF}", at: 0))
        i += 2
        let nameStart = i
        while i < p.count, Self.isNameByte(p[i]) { i += 1 }
        guard i > nameStart else { throw failure("a processing instruction needs a target name", at: nameStart) }
        if i - nameStart == 3, p[nameStart] | 0x20 == 0x78, p[nameStart + 1] | 0x20 == 0x6D, p[nameStart + 2] | 0x20 == 0x6C, !declaration {
            throw failure("the XML declaration may only stand at the very start of the file", at: start)
        }
        while i < p.count {
            if p[i] == UInt8(ascii: "?"), byte(i + 1) == UInt8(ascii: ">") {
                i += 2
                return
            }
            step()
        }
        throw failure("the file ends inside the processing instruction that starts at \(markDescription(start))")
    }

    private mutating func markDescription(_ offset: Int) -> String {
        // Only for messages about a construct that started on an earlier line: recount from the start.
        UTF8Check.mark(p, at: offset).description
    }

    // MARK: Elements

    /// The root element and everything inside it; `i` is at the root's `<`.
    private mutating func content() throws(XMLError) {
        try startTag()
        while !open.isEmpty {
            guard i < p.count else {
                let innermost = open[open.count - 1]
                let e = elements[Int(innermost.element)]
                throw failure("the file ends inside <\(e.name)> (opened at \(e.mark)): the XML is truncated")
            }
            if p[i] != UInt8(ascii: "<") {
                try text()
                continue
            }
            switch byte(i + 1) {
            case UInt8(ascii: "/"): try endTag()
            case UInt8(ascii: "?"): try processingInstruction()
            case UInt8(ascii: "!"):
                if starts(with: "<!--", at: i) {
                    try comment()
                } else if starts(with: "<![CDATA[", at: i) {
                    try cdata()
                } else if starts(with: "<!DOCTYPE", at: i) {
                    throw failure(.unsupported, "a DOCTYPE is not allowed: Interface Builder never writes one, and InsetLint does not read DTDs or expand their entities")
                } else {
                    throw failure("\"<!\" starts neither a comment nor a CDATA section")
                }
            default: try startTag()
            }
        }
    }

    private mutating func startTag() throws(XMLError) {
        let start = i
        let tagMark = mark(at: start)
        i += 1
        guard i < p.count, Self.isNameStart(p[i]) else {
            throw failure(i < p.count ? "\"<\" must start a tag name (write &lt; for a literal <)" : "the file ends after \"<\"")
        }
        let nameStart = i
        let hash = scanName()
        let nameCount = i - nameStart
        let name = names.string(p, start: nameStart, count: nameCount, hash: hash)
        guard open.count < limits.maxDepth else {
            throw XMLError(kind: .limit, message: "elements nest more than \(limits.maxDepth) deep", mark: tagMark)
        }
        guard elements.count < limits.maxElements else {
            throw XMLError(kind: .limit, message: "the file has more than \(limits.maxElements) elements", mark: tagMark)
        }
        let index = Int32(elements.count)
        let attributeStart = attributes.count
        let parent = open.last?.element ?? -1
        try attributeList(of: name, at: tagMark)
        elements.append(XMLTree.Element(name: name, mark: tagMark, parentIndex: parent, firstChildIndex: -1, nextSiblingIndex: -1,
                                        attributeStart: Int32(attributeStart), attributeCount: Int32(attributes.count - attributeStart)))
        if !open.isEmpty {
            let last = open[open.count - 1].lastChild
            if last < 0 { elements[Int(parent)].firstChildIndex = index } else { elements[Int(last)].nextSiblingIndex = index }
            open[open.count - 1].lastChild = index
        }
        // `attributeList` stopped at `>` or `/>`.
        if p[i] == UInt8(ascii: "/") {
            i += 2
        } else {
            i += 1
            open.append(Open(element: index, nameStart: nameStart, nameCount: nameCount, lastChild: -1, textBase: textBuffer.count))
        }
    }

    /// Attributes up to the tag's `>` or `/>`, where it leaves `i`.
    private mutating func attributeList(of element: String, at tagMark: XMLMark) throws(XMLError) {
        let first = attributes.count
        while true {
            let before = i
            skipSpace()
            guard i < p.count else { throw failure("the file ends inside the start tag of <\(element)> (opened at \(tagMark))") }
            let b = p[i]
            if b == UInt8(ascii: ">") { return }
            if b == UInt8(ascii: "/") {
                guard byte(i + 1) == UInt8(ascii: ">") else { throw failure("expected \"/>\" to close <\(element)>") }
                return
            }
            guard Self.isNameStart(b) else { throw failure("expected an attribute name, \">\" or \"/>\" in <\(element)>") }
            guard i > before else { throw failure("attributes must be separated by whitespace") }
            let nameOffset = i
            let nameMark = mark(at: nameOffset)
            let hash = scanName()
            let name = names.string(p, start: nameOffset, count: i - nameOffset, hash: hash)
            skipSpace()
            guard byte(i) == UInt8(ascii: "=") else {
                throw failure(i < p.count ? "expected \"=\" after the attribute \(name)" : "the file ends inside the start tag of <\(element)> (opened at \(tagMark))")
            }
            i += 1
            skipSpace()
            let quote = byte(i)
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw failure(i < p.count ? "the value of \(name) must be in quotes" : "the file ends inside the start tag of <\(element)> (opened at \(tagMark))")
            }
            i += 1
            let value = try attributeValue(quote: quote, element: element, tagMark: tagMark)
            if attributes.count - first >= limits.maxAttributes {
                throw XMLError(kind: .limit, message: "<\(element)> has more than \(limits.maxAttributes) attributes", mark: nameMark)
            }
            // Interned names of one length share a prefix check; String == only settles a real repeat.
            for k in first..<attributes.count where attributes[k].name.utf8.count == name.utf8.count && attributes[k].name == name {
                throw XMLError(kind: .syntax, message: "the attribute \(name) appears twice in <\(element)>", mark: nameMark)
            }
            attributes.append(XMLAttribute(name: name, value: value, mark: nameMark))
        }
    }

    /// The value up to the closing quote (consumed), references decoded and each literal tab, line
    /// feed, carriage return (a CR LF pair counting once) read as a space (XML 1.0 §3.3.3).
    private mutating func attributeValue(quote: UInt8, element: String, tagMark: XMLMark) throws(XMLError) -> String {
        let start = i
        while i < p.count {
            let b = p[i]
            if b == quote {
                let value = String(decoding: UnsafeBufferPointer(rebasing: p[start..<i]), as: UTF8.self)
                i += 1
                return value
            }
            if b == UInt8(ascii: "<") { throw failure("\"<\" is not allowed in an attribute value (write &lt;)") }
            if b == UInt8(ascii: "&") || b == 0x09 || b == 0x0A || b == 0x0D { break }
            i += 1
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: p[start..<i]))
        while i < p.count {
            let b = p[i]
            if b == quote {
                i += 1
                return String(decoding: scratch, as: UTF8.self)
            }
            switch b {
            case UInt8(ascii: "<"): throw failure("\"<\" is not allowed in an attribute value (write &lt;)")
            case UInt8(ascii: "&"): Self.appendUTF8(try reference(), to: &scratch)
            case 0x0D where byte(i + 1) == 0x0A: step()
            case 0x09, 0x0A, 0x0D: scratch.append(0x20); step()
            default: scratch.append(b); i += 1
            }
        }
        throw failure("the file ends inside an attribute value of <\(element)> (opened at \(tagMark))")
    }

    /// `&name;` or `&#…;` at `i`: the five predefined entities and character references, decoded
    /// to the character they stand for. There is no DTD, so any other name is undefined.
    private mutating func reference() throws(XMLError) -> UInt32 {
        let start = i
        i += 1
        if byte(i) == UInt8(ascii: "#") {
            i += 1
            let hex = byte(i) == UInt8(ascii: "x")
            if hex { i += 1 }
            var value: UInt32 = 0
            var digits = 0
            while i < p.count {
                let b = p[i]
                let digit: UInt32
                switch b {
                case 0x30...0x39: digit = UInt32(b - 0x30)
                case 0x61...0x66 where hex: digit = UInt32(b - 0x61 + 10)
                case 0x41...0x46 where hex: digit = UInt32(b - 0x41 + 10)
                default: digit = 99
                }
                if digit == 99 { break }
                // Past U+10FFFF it is invalid whatever follows: stop growing (no overflow).
                if value <= 0x10FFFF { value = value * (hex ? 16 : 10) + digit }
                digits += 1
                i += 1
            }
            guard digits > 0, byte(i) == UInt8(ascii: ";") else {
                throw failure(.reference, "a character reference is &#digits; or &#xhex;", at: start)
            }
            i += 1
            guard value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value)
                    || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value) else {
                throw failure(.reference, "the character reference names a character XML does not allow", at: start)
            }
            return value
        }
        let nameStart = i
        while i < p.count, Self.isNameByte(p[i]) { i += 1 }
        guard i > nameStart, byte(i) == UInt8(ascii: ";") else {
            throw failure(.reference, "\"&\" must start a reference such as &amp; (write &amp; for a literal &)", at: start)
        }
        let name = UnsafeBufferPointer(rebasing: p[nameStart..<i])
        i += 1
        let decoded: Character
        switch (name.count, name[0]) {
        case (2, UInt8(ascii: "l")) where name[1] == UInt8(ascii: "t"): decoded = "<"
        case (2, UInt8(ascii: "g")) where name[1] == UInt8(ascii: "t"): decoded = ">"
        case (3, UInt8(ascii: "a")) where name[1] == UInt8(ascii: "m") && name[2] == UInt8(ascii: "p"): decoded = "&"
        case (4, UInt8(ascii: "a")) where starts(with: "apos", at: nameStart): decoded = "'"
        case (4, UInt8(ascii: "q")) where starts(with: "quot", at: nameStart): decoded = "\""
        default:
            let text = String(decoding: name, as: UTF8.self)
            throw failure(.reference, "undefined entity &\(text);: XML without a DTD defines only &lt; &gt; &amp; &apos; &quot;", at: start)
        }
        return UInt32(decoded.asciiValue!)
    }

    static func appendUTF8(_ value: UInt32, to out: inout [UInt8]) {
        switch value {
        case 0..<0x80: out.append(UInt8(value))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | value >> 6)); out.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | value >> 12)); out.append(UInt8(0x80 | value >> 6 & 0x3F)); out.append(UInt8(0x80 | value & 0x3F))
        default:
            out.append(UInt8(0xF0 | value >> 18)); out.append(UInt8(0x80 | value >> 12 & 0x3F))
            out.append(UInt8(0x80 | value >> 6 & 0x3F)); out.append(UInt8(0x80 | value & 0x3F))
        }
    }

    private mutating func endTag() throws(XMLError) {
        let start = i
        i += 2
        let nameStart = i
        while i < p.count, Self.isNameByte(p[i]) { i += 1 }
        let current = open[open.count - 1]
        let opened = elements[Int(current.element)]
        let matches = i - nameStart == current.nameCount
            && (0..<current.nameCount).allSatisfy { p[nameStart + $0] == p[current.nameStart + $0] }
        guard matches else {
            let found = String(decoding: UnsafeBufferPointer(rebasing: p[nameStart..<i]), as: UTF8.self)
            throw failure("</\(found)> does not close <\(opened.name)> (opened at \(opened.mark))", at: start)
        }
        skipSpace()
        guard byte(i) == UInt8(ascii: ">") else {
            throw failure(i < p.count ? "expected \">\" to end </\(opened.name)>" : "the file ends inside </\(opened.name)>")
        }
        i += 1
        let closed = open.removeLast()
        if keepText, let mark = closed.textMark {
            texts[closed.element] = XMLText(value: String(decoding: textBuffer[closed.textBase...], as: UTF8.self), mark: mark)
        }
        if keepText { textBuffer.removeSubrange(closed.textBase...) }
    }

    /// Character data, checked (references must decode, no `]]>`) and dropped, or kept.
    private mutating func text() throws(XMLError) {
        if keepText { return try keptText() }
        while i < p.count {
            let b = p[i]
            // Indentation is most of a storyboard's text: spaces need no other test.
            if b == 0x20 { i += 1; continue }
            if b == UInt8(ascii: "<") { return }
            if b == UInt8(ascii: "&") {
                _ = try reference()
            } else if b == UInt8(ascii: "]"), starts(with: "]]>", at: i) {
                throw failure("\"]]>\" is not allowed in text outside a CDATA section")
            } else {
                step()
            }
        }
    }

    /// Character data into `textBuffer`, references decoded and line breaks read as one line feed
    /// (XML 1.0 §2.11: CR LF and a lone CR are LF to the application).
    private mutating func keptText() throws(XMLError) {
        noteTextStart()
        while i < p.count {
            let b = p[i]
            switch b {
            case UInt8(ascii: "<"): return
            case UInt8(ascii: "&"): Self.appendUTF8(try reference(), to: &textBuffer)
            case UInt8(ascii: "]") where starts(with: "]]>", at: i):
                throw failure("\"]]>\" is not allowed in text outside a CDATA section")
            case 0x0D:
                textBuffer.append(0x0A)
                if byte(i + 1) == 0x0A { i += 1 }
                step()
            default:
                textBuffer.append(b)
                step()
            }
        }
    }

    /// The innermost open element's text starts here, unless it has begun already.
    private mutating func noteTextStart() {
        guard open[open.count - 1].textMark == nil else { return }
        open[open.count - 1].textMark = mark(at: i)
    }

    private mutating func cdata() throws(XMLError) {
        let start = i
        if keepText { noteTextStart() }
        i += 9
        while i < p.count {
            if p[i] == UInt8(ascii: "]"), starts(with: "]]>", at: i) {
                i += 3
                return
            }
            if keepText { textBuffer.append(p[i] == 0x0D ? 0x0A : p[i]) }
            if keepText, p[i] == 0x0D, byte(i + 1) == 0x0A { i += 1 }
            step()
        }
        throw failure("the file ends inside the CDATA section that starts at \(markDescription(start))")
    }
}

/// Element and attribute names, made into strings once each: a storyboard repeats a few dozen
/// names hundreds of thousands of times, and a name longer than 15 bytes costs an allocation.
struct NameTable {
    private struct Slot {
        var hash: UInt32
        var start: Int
        var count: Int
        var string: String
    }
    private var slots: [Slot?] = Array(repeating: nil, count: 256)
    private var used = 0
    static let capacity = 4096

    /// FNV-1a's offset basis; the scanner hashes a name's bytes as it steps over them.
    static let seed: UInt32 = 2_166_136_261

    mutating func string(_ p: UnsafeBufferPointer<UInt8>, start: Int, count: Int, hash: UInt32) -> String {
        var slot = Int(hash) & (slots.count - 1)
        while let entry = slots[slot] {
            if entry.hash == hash, entry.count == count,
               memcmp(p.baseAddress! + entry.start, p.baseAddress! + start, count) == 0 {
                return entry.string
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        let string = String(decoding: UnsafeBufferPointer(rebasing: p[start..<start + count]), as: UTF8.self)
        // Bounded, so a file of endless distinct (or deliberately colliding) names stays linear.
        guard used < Self.capacity else { return string }
        slots[slot] = Slot(hash: hash, start: start, count: count, string: string)
        used += 1
        if used * 2 > slots.count { grow() }
        return string
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: nil, count: old.count * 2)
        for case let entry? in old {
            var slot = Int(entry.hash) & (slots.count - 1)
            while slots[slot] != nil { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = entry
        }
    }
}
