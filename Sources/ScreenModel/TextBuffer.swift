/// Text built as UTF-8 bytes and made a `String` once: messages and reports.
///
/// A finding on every context of a findings-heavy file names dozens of places, and its report
/// entry lists them again; appended to a `String` piece by piece, each append checked the string's
/// storage and flags again and cost more than the bytes it copied (messages and the JSON report
/// were a quarter of such a run).
/// Its appends are inlinable: they are called per piece of text, millions of times a run.
public struct TextBuffer {
    @usableFromInline var bytes: [UInt8] = []

    @inlinable public init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    @inlinable public var isEmpty: Bool { bytes.isEmpty }

    @inlinable public mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    @inlinable public mutating func append(bytes more: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: more)
    }

    @inlinable public mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    @inlinable public mutating func append(_ text: Substring) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    /// A number in decimal (an iOS version), as `String(number)` writes it.
    @inlinable public mutating func append(_ number: Int) {
        guard number >= 0 else { return append(String(number)) }
        var divisor = 1
        while number / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(truncatingIfNeeded: 0x30 + number / divisor % 10))
            divisor /= 10
        }
    }

    @inlinable public var string: String { String(decoding: bytes, as: UTF8.self) }
}
