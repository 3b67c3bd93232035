#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import YAMLReader

/// Whole-file reads, spec files read in pieces, and atomic writes, with errno turned into messages.
public enum FileIO {
    public struct Failure: Error, Sendable {
        public let message: String
    }

    /// The name of a directory entry `readdir` returned, read in place up to its terminating NUL.
    /// A record holds only as many bytes of `d_name` as the name needs: copying the whole 256-byte
    /// field (`entry.pointee.d_name`) read past the end of the directory buffer at its last entry,
    /// which AddressSanitizer caught on a directory of 605 specs.
    static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        return String(cString: UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self))
    }

    /// The entry's `d_type`: `DT_UNKNOWN` where the file system does not fill it in.
    static func entryType(_ entry: UnsafeMutablePointer<dirent>) -> UInt8 {
        entry.pointee.d_type
    }

    static let regularFileEntry = UInt8(DT_REG)

    /// Larger files are refused before reading: no screen spec comes near it.
    public static let maxFileSize = 64 * 1024 * 1024

    public static func read(_ path: String) throws(Failure) -> [UInt8] {
        let (fd, size) = try openSpec(path)
        defer { close(fd) }
        guard let bytes = readWhole(fd, size: size) else {
            throw Failure(message: "cannot read '\(path)': \(String(cString: strerror(errno)))")
        }
        return bytes
    }

    /// The first `size` bytes of `fd`, fewer if the file shrank; nil when reading failed (errno set).
    static func readWhole(_ fd: Int32, size: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: size)
        let filled = bytes.withUnsafeMutableBytes { readFully(fd, into: $0, from: 0) }
        guard filled >= 0 else { return nil }
        if filled < size { bytes.removeLast(size - filled) }
        return bytes
    }

    /// Opens a spec file for reading: a descriptor and the file's size, after the checks every
    /// read makes (a regular file, no larger than `maxFileSize`).
    static func openSpec(_ path: String) throws(Failure) -> (fd: Int32, size: Int) {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever; the
        // regular-file check below turns it (and devices, sockets) into an error instead.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(message: "cannot read '\(path)': \(String(cString: strerror(errno)))") }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let message = String(cString: strerror(errno))
            close(fd)
            throw Failure(message: "cannot read '\(path)': \(message)")
        }
        // open(2) succeeds on a directory; read(2) would fail later (SWIFT-NOTES).
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            throw Failure(message: "cannot read '\(path)': not a regular file")
        }
        guard Int(info.st_size) <= maxFileSize else {
            close(fd)
            throw Failure(message: "'\(path)' is \(Int(info.st_size) / 1_048_576) MB; InsetLint reads spec files up to \(maxFileSize / 1_048_576) MB")
        }
        return (fd, Int(info.st_size))
    }

    /// Reads from `offset` until `buffer` is full or the file ends: the bytes read, or -1 (errno set).
    static func readFully(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, from offset: Int) -> Int {
        var filled = 0
        while filled < buffer.count {
            let n = pread(fd, buffer.baseAddress! + filled, buffer.count - filled, off_t(offset + filled))
            if n < 0 {
                if errno == EINTR { continue }
                return -1
            }
            if n == 0 { break }
            filled += n
        }
        return filled
    }

    /// Writes one file the way `FileWrites` writes a set of them (see there).
    public static func writeAtomically(_ text: String, to path: String) throws(Failure) {
        try writeAtomically(Array(text.utf8), to: path)
    }

    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(Failure) {
        var writes = FileWrites()
        writes.add(bytes, to: path)
        try writes.commit()
    }

    /// What follows a path in the name of its temporary file (then 16 random hex digits).
    public static let temporarySuffix = ".insetlint-tmp-"

    static func errorText() -> String { String(cString: strerror(errno)) }
}

/// A spec file read as libyaml parses it, a piece at a time, so that a large spec's text is never
/// held whole (a 20 MB spec was 20 MB of the peak). Reads stop at the size the file had when it
/// was opened, as a whole-file read does.
public final class SpecFileStream: YAMLByteStream {
    public let path: String
    /// The file's size when it was opened.
    public let size: Int
    private let fd: Int32
    private var offset = 0
    /// Hashes what `read` hands out, from `startHashing` on.
    private var hasher: ContentHash.Hasher?
    /// Why a read failed, once one has.
    public private(set) var failure: FileIO.Failure?

    public init(path: String) throws(FileIO.Failure) {
        self.path = path
        (fd, size) = try FileIO.openSpec(path)
    }

    deinit { close(fd) }

    /// Fills all of `buffer` unless the file ends first, as libyaml's own in-memory input does: libyaml
    /// decodes everything it is handed before parsing it, so handing it less could change which of two
    /// mistakes it reports first (a bad byte, or a syntax error before it).
    public func read(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        let wanted = min(buffer.count, size - offset)
        guard wanted > 0 else { return 0 }
        let count = FileIO.readFully(fd, into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<wanted]), from: offset)
        guard count >= 0 else {
            failure = FileIO.Failure(message: "cannot read '\(path)': \(String(cString: strerror(errno)))")
            return nil
        }
        offset += count
        if hasher != nil { hasher!.add(UnsafeRawBufferPointer(rebasing: buffer[..<count])) }
        return count
    }

    /// From now on, hash the bytes `read` hands out (see `finishHashing`).
    func startHashing() {
        hasher = ContentHash.Hasher()
    }

    /// The hash of the bytes handed out since `startHashing`, the rest of the file read first if the
    /// parse stopped before its end; nil when reading failed. What a parse read, for the cache: a
    /// file rewritten between the hashing pass and the parse would otherwise have the new content's
    /// findings cached under the old content's hash.
    func finishHashing(pieceSize: Int = 1 << 16) -> ContentHash? {
        let piece = UnsafeMutableRawBufferPointer.allocate(byteCount: pieceSize, alignment: 8)
        defer { piece.deallocate() }
        while true {
            guard let count = read(into: piece) else { return nil }
            if count == 0 { break }
        }
        defer { hasher = nil }
        return hasher?.finish()
    }

    /// Starts again from the first byte (after hashing the file for the cache).
    public func rewind() {
        offset = 0
    }

    public func wholeInput() -> [UInt8] {
        FileIO.readWhole(fd, size: size) ?? []
    }
}
