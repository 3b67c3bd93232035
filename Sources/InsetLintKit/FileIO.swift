#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads and atomic writes, with errno turned into messages.
public enum FileIO {
    public struct Failure: Error, Sendable {
        public let message: String
    }

    /// Larger files are refused before reading: no screen spec comes near it.
    public static let maxFileSize = 64 * 1024 * 1024

    public static func read(_ path: String) throws(Failure) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever; the
        // regular-file check below turns it (and devices, sockets) into an error instead.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(message: "cannot read '\(path)': \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(message: "cannot read '\(path)': \(String(cString: strerror(errno)))") }
        // open(2) succeeds on a directory; read(2) would fail later (SWIFT-NOTES).
        guard info.st_mode & S_IFMT == S_IFREG else { throw Failure(message: "cannot read '\(path)': not a regular file") }
        guard Int(info.st_size) <= maxFileSize else {
            throw Failure(message: "'\(path)' is \(Int(info.st_size) / 1_048_576) MB; InsetLint reads spec files up to \(maxFileSize / 1_048_576) MB")
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(message: "cannot read '\(path)': \(String(cString: strerror(errno)))")
            }
            if n == 0 { bytes.removeLast(bytes.count - filled); break }   // the file shrank while reading
            filled += n
        }
        return bytes
    }

    /// Writes to a temporary file beside `path`, then renames it over: readers never see half a file.
    public static func writeAtomically(_ text: String, to path: String) throws(Failure) {
        try writeAtomically(Array(text.utf8), to: path)
    }

    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(Failure) {
        let temp = path + ".insetlint-tmp-\(getpid())"
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw Failure(message: "cannot write '\(path)': \(String(cString: strerror(errno)))") }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                let message = String(cString: strerror(errno))
                close(fd)
                unlink(temp)
                throw Failure(message: "cannot write '\(path)': \(message)")
            }
            written += n
        }
        guard close(fd) == 0, rename(temp, path) == 0 else {
            let message = String(cString: strerror(errno))
            unlink(temp)
            throw Failure(message: "cannot write '\(path)': \(message)")
        }
    }
}
