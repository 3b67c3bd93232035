import CCrypto

/// A SHA-256 digest (OpenSSL's libcrypto): the result cache's identity of a file's bytes and of
/// everything else that decides its findings. A cryptographic hash, so that no two inputs a cache
/// can be shown share one identity (a 128-bit multiply-rotate hash had collisions found in
/// minutes, and a planted twin of a clean spec was reported clean).
public struct ContentHash: Hashable, Sendable {
    /// The 32 bytes of the digest.
    public let bytes: [UInt8]

    public init?(digest: some Collection<UInt8>) {
        guard digest.count == 32 else { return nil }
        bytes = Array(digest)
    }

    public init(_ bytes: [UInt8]) {
        let hasher = Hasher()
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

    /// SHA-256 fed in pieces of any size.
    final class Hasher {
        private var context = SHA256_CTX()

        init() {
            SHA256_Init(&context)
        }

        func add(_ raw: UnsafeRawBufferPointer) {
            guard let base = raw.baseAddress, raw.count > 0 else { return }
            SHA256_Update(&context, base, raw.count)
        }

        func add(_ bytes: [UInt8]) {
            bytes.withUnsafeBytes { add($0) }
        }

        /// A length-prefixed field, so that fields in sequence cannot be re-cut ("ab","c" vs "a","bc").
        func addField(_ bytes: some Collection<UInt8>) {
            var length = UInt64(bytes.count).littleEndian
            withUnsafeBytes(of: &length) { add($0) }
            add(Array(bytes))
        }

        func finish() -> ContentHash {
            var digest = [UInt8](repeating: 0, count: 32)
            SHA256_Final(&digest, &context)
            return ContentHash(digest: digest)!
        }
    }

    /// HMAC-SHA-256 of `message` under `key` (RFC 2104; a key of at most 64 bytes): an entry's
    /// seal, which only someone who can read the cache's key can make.
    public static func authentication(_ message: UnsafeRawBufferPointer, key: [UInt8]) -> ContentHash {
        precondition(key.count <= 64)
        let padded = key + [UInt8](repeating: 0, count: 64 - key.count)
        let inner = Hasher()
        inner.add(padded.map { $0 ^ 0x36 })
        inner.add(message)
        let outer = Hasher()
        outer.add(padded.map { $0 ^ 0x5C })
        outer.add(inner.finish().bytes)
        return outer.finish()
    }

    /// 64 hex digits, for file names.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(64)
        for b in bytes {
            out.append(digits[Int(b >> 4)])
            out.append(digits[Int(b & 15)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
