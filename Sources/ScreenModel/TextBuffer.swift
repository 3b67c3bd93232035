/// Text built as UTF-8 bytes and made a `String` once: messages and reports.
///
/// A finding on every context of a findings-heavy file names dozens of places, and its report
/// entry lists them again; appended to a `String` piece by piece, each append checked the string's
/// storage and flags again and cost more than the bytes it copied (messages and the JSON report
/// were a quarter of such a run).
/// Its appends are inlinable: they are called per piece of text, millions of times a run.
public struct TextBuffer {
    /// The text is `storage[..<count]`. The array is kept at least that long (zero-filled past it,
    /// or holding what it held before `removeAll`; grown by doubling), so that a piece is copied in
    /// place: through `Array.append(contentsOf:)` a piece of a few bytes cost some 90
    /// instructions, and a JSON report is made of such pieces.
    @usableFromInline var storage: [UInt8]
    @usableFromInline var count = 0

    @inlinable public init(capacity: Int = 0) {
        storage = Array(repeating: 0, count: Swift.max(capacity, 16))
    }

    @inlinable public var isEmpty: Bool { count == 0 }

    /// Room for `end` bytes in all.
    @usableFromInline mutating func grow(to end: Int) {
        storage += [UInt8](repeating: 0, count: Swift.max(end, 2 * storage.count) - storage.count)
    }

    @inlinable public mutating func append(byte: UInt8) {
        if count == storage.count { grow(to: count + 1) }
        storage[count] = byte
        count += 1
    }

    @inlinable public mutating func append(bytes more: UnsafeBufferPointer<UInt8>) {
        guard let source = more.baseAddress, !more.isEmpty else { return }
        let start = count, end = count + more.count
        if end > storage.count { grow(to: end) }
        storage.withUnsafeMutableBufferPointer { target in
            // `end` is at most the array's length, checked above.
            (target.baseAddress! + start).update(from: source, count: end - start)
        }
        count = end
    }

    /// `byte`, the bytes, and `byte` again (a JSON string's quotes), room made once.
    @inlinable public mutating func append(bytes more: UnsafeBufferPointer<UInt8>, enclosedIn byte: UInt8) {
        let start = count, end = count + more.count + 2
        if end > storage.count { grow(to: end) }
        storage.withUnsafeMutableBufferPointer { target in
            // `end` is at most the array's length, checked above.
            let base = target.baseAddress! + start
            base.pointee = byte
            if let source = more.baseAddress { (base + 1).update(from: source, count: more.count) }
            base[more.count + 1] = byte
        }
        count = end
    }

    /// A literal: its bytes are there already, with no string to retain or check.
    @inlinable public mutating func append(literal: StaticString) {
        literal.withUTF8Buffer { append(bytes: $0) }
    }

    /// A copy of bytes written before: `range` of what the buffer holds.
    @inlinable public mutating func append(copyOf range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "a range outside the text")
        guard !range.isEmpty else { return }
        let start = count, end = count + range.count
        if end > storage.count { grow(to: end) }
        storage.withUnsafeMutableBufferPointer { target in
            // The two ranges do not overlap: the copy goes after the end of the text.
            (target.baseAddress! + start).update(from: target.baseAddress! + range.lowerBound, count: range.count)
        }
        count = end
    }

    /// How many bytes the text holds.
    @inlinable public var byteCount: Int { count }

    @inlinable public mutating func append(_ text: String) {
        // A native or literal string already is contiguous: its bytes are read where they are.
        // Through `withUTF8` (a mutating call) the string was first copied into a variable, a
        // retain and a release per piece of text.
        if text.utf8.withContiguousStorageIfAvailable({ append(bytes: $0) }) == nil {
            var text = text
            text.withUTF8 { append(bytes: $0) }
        }
    }

    @inlinable public mutating func append(_ text: Substring) {
        var text = text
        text.withUTF8 { append(bytes: $0) }
    }

    /// A number in decimal (an iOS version), as `String(number)` writes it.
    @inlinable public mutating func append(_ number: Int) {
        guard number >= 0 else { return append(String(number)) }
        // Room made once and the digits written from the last: appended one by one, each digit
        // was an append of its own (some 150 instructions for a line number).
        var digits = 1, rest = number
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        let end = count + digits
        if end > storage.count { grow(to: end) }
        storage.withUnsafeMutableBufferPointer { target in
            // `end` is at most the array's length, checked above.
            var n = number, k = end
            repeat {
                k -= 1
                target[k] = UInt8(truncatingIfNeeded: 0x30 + n % 10)
                n /= 10
            } while n > 0
        }
        count = end
    }

    @inlinable public var string: String {
        storage.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[..<count]), as: UTF8.self) }
    }

    /// Empties the buffer, keeping its room for the next text.
    @inlinable public mutating func removeAll() {
        count = 0
    }

    /// The text's bytes, lent to `body`: for a writer of bytes, which need not make (and check)
    /// a `String` only to turn it back into bytes.
    @inlinable public func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
    }
}
