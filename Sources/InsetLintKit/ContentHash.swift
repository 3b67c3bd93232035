/// A 128-bit fingerprint of a file's bytes for the result cache: two independent 64-bit lanes of
/// multiply-rotate mixing over 8-byte words, finished with the length and an avalanche step.
/// Stable across runs and machines (unlike `Hasher`, which is seeded per process); not
/// cryptographic, which a cache that also matches the path does not need.
public struct ContentHash: Hashable, Sendable {
    public let low: UInt64
    public let high: UInt64

    public init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    // Odd 64-bit constants with well-mixed bits (the golden ratio and two primes near 2^64).
    private static let k0: UInt64 = 0x9E37_79B9_7F4A_7C15
    private static let k1: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let k2: UInt64 = 0x1656_67B1_9E37_79F9

    public init(_ bytes: [UInt8]) {
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.add($0) }
        self = hasher.finish()
    }

    /// The hash of a file read in pieces (nil when reading failed: `file.failure` says why), giving
    /// the same value as hashing its bytes whole.
    init?(reading file: SpecFileStream, pieceSize: Int = 1 << 16) {
        file.startHashing()
        guard let hash = file.finishHashing(pieceSize: pieceSize) else { return nil }
        self = hash
    }

    /// The two lanes over 8-byte words, fed in pieces of any size: up to 7 bytes wait in `tail`
    /// for the next piece, and `finish` mixes what is left as the last word.
    struct Hasher {
        var a: UInt64 = ContentHash.k1
        var b: UInt64 = ContentHash.k2
        var tail: UInt64 = 0
        var tailCount = 0
        var length = 0

        mutating func add(_ raw: UnsafeRawBufferPointer) {
            length += raw.count
            var i = 0
            while tailCount > 0, tailCount < 8, i < raw.count {
                tail |= UInt64(raw[i]) << UInt64(8 * tailCount)
                tailCount += 1
                i += 1
            }
            if tailCount == 8 {
                mix(tail)
                tail = 0
                tailCount = 0
            }
            while i + 8 <= raw.count {
                mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
                i += 8
            }
            while i < raw.count {
                tail |= UInt64(raw[i]) << UInt64(8 * tailCount)
                tailCount += 1
                i += 1
            }
        }

        @inline(__always) mutating func mix(_ word: UInt64) {
            a = ContentHash.rotate((a ^ word) &* ContentHash.k0, 29)
            b = ContentHash.rotate(b &+ word &* ContentHash.k1, 31) &* ContentHash.k2
        }

        consuming func finish() -> ContentHash {
            mix(tail)
            let length = UInt64(length)
            let low = ContentHash.avalanche(a ^ length &* ContentHash.k2)
            return ContentHash(low: low, high: ContentHash.avalanche(b ^ ContentHash.rotate(length, 17) ^ low))
        }
    }

    /// 32 hex digits, for file names.
    public var hex: String {
        func digits(_ v: UInt64) -> String {
            let text = String(v, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }
        return digits(high) + digits(low)
    }

    private static func rotate(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }

    /// MurmurHash3's 64-bit finaliser: every input bit affects every output bit.
    private static func avalanche(_ x: UInt64) -> UInt64 {
        var h = x
        h ^= h >> 33
        h = h &* 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        h = h &* 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 33
        return h
    }
}
