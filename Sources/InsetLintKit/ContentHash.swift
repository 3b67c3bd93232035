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
        var a: UInt64 = Self.k1
        var b: UInt64 = Self.k2
        bytes.withUnsafeBytes { raw in
            var i = 0
            while i + 8 <= raw.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                a = Self.rotate((a ^ word) &* Self.k0, 29)
                b = Self.rotate(b &+ word &* Self.k1, 31) &* Self.k2
                i += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while i < raw.count {
                tail |= UInt64(raw[i]) << shift
                shift += 8
                i += 1
            }
            a = Self.rotate((a ^ tail) &* Self.k0, 29)
            b = Self.rotate(b &+ tail &* Self.k1, 31) &* Self.k2
        }
        let length = UInt64(bytes.count)
        low = Self.avalanche(a ^ length &* Self.k2)
        high = Self.avalanche(b ^ Self.rotate(length, 17) ^ low)
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
