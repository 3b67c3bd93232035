/// Eight bytes of text tested at once, for the scans that copy kilobytes of plain ASCII message
/// text and look closer only where a byte needs it. The usual word tricks: a byte below n sets its
/// top bit in `(x - n·ones) & ~x`, a byte equal to c is a zero byte of `x ^ c·ones`, and the
/// answer is exact for the word as a whole (a borrow only starts at a byte that matched).
public enum ByteWords {
    // Computed and inlinable, not stored: read from another module, a stored constant is reached
    // through its accessor rather than folded into the caller.
    @inlinable public static var ones: UInt64 { 0x0101_0101_0101_0101 }
    @inlinable public static var high: UInt64 { 0x8080_8080_8080_8080 }

    /// Whether any byte of `word` is below `n` (n ≤ 0x80).
    @inlinable @inline(__always)
    public static func anyBelow(_ n: UInt8, _ word: UInt64) -> Bool {
        (word &- UInt64(n) &* ones) & ~word & high != 0
    }

    /// Whether any byte of `word` is `byte`.
    @inlinable @inline(__always)
    public static func any(_ byte: UInt8, _ word: UInt64) -> Bool {
        anyBelow(1, word ^ UInt64(byte) &* ones)
    }

    /// Whether any byte of `word` is 0x80 or above (part of a multi-byte character).
    @inlinable @inline(__always)
    public static func anyHigh(_ word: UInt64) -> Bool {
        word & high != 0
    }

    /// `plain(word)` for each whole eight-byte word of `bytes` from `start`, while it returns true:
    /// the offset of the first word it was false for, or of the bytes left after the last whole word.
    @inlinable @inline(__always)
    public static func skip(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, while plain: (UInt64) -> Bool) -> Int {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return start }
        var i = start
        while bytes.count - i >= 8, plain(base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) { i += 8 }
        return i
    }
}
