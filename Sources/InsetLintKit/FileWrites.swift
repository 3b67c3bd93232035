#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file InsetLint writes (reports, baselines, pictures, the result cache) goes through here.
///
/// - A regular file (or a new one) is replaced atomically: the bytes go to a temporary file in the
///   same directory, created with `O_CREAT|O_EXCL|O_NOFOLLOW` under a random name (so nobody who
///   can create files there can make the run write through a planted link), given the old file's
///   permissions (and owner, when running as root), then renamed over the path.
/// - A character device, FIFO or socket (`/dev/null`, `/dev/stdout`, a named pipe), or a link to
///   one, is written in place: replacing it would put a regular file where the device was.
/// - A symbolic link to anything else is refused: writing through it would write a file the
///   command line never named, and replacing it would lose the link.
/// - A set of writes is committed together: nothing is renamed into place unless every file was
///   written, so a failing second report does not leave the first one new and the second one old.
public struct FileWrites {
    private var pending: [(path: String, bytes: [UInt8])] = []
    /// Files written as a run goes (`stream`): their sinks, and the temporary file to rename.
    private var streams: [(sink: OutputSink, temp: String?, slot: Int?)] = []

    public init() {}

    /// A file written piece by piece while the run goes on, committed with the others: a regular
    /// file goes to a temporary file beside it (renamed by `commit`), a device or pipe is opened
    /// and written in place.
    public mutating func stream(to path: String) throws(FileIO.Failure) -> OutputSink {
        let sink: OutputSink
        switch try Self.target(path) {
        case .descriptor(let fd):
            sink = OutputSink(.descriptor(fd, closes: false), path: path)
            streams.append((sink, nil, nil))
        case .inPlace:
            sink = OutputSink(.descriptor(try Self.openInPlace(path), closes: true), path: path)
            streams.append((sink, nil, nil))
        case .replace(let existing):
            let (fd, temp, slot) = try Self.openTemporary(for: path, keeping: existing)
            sink = OutputSink(.descriptor(fd, closes: true), path: path)
            streams.append((sink, temp, slot))
        }
        return sink
    }

    public mutating func add(_ text: String, to path: String) {
        pending.append((path, Array(text.utf8)))
    }

    public mutating func add(_ bytes: [UInt8], to path: String) {
        pending.append((path, bytes))
    }

    /// Gives up every file written so far: the temporary files of streamed writes are removed.
    public func discard() {
        for stream in streams {
            _ = stream.sink.close()
            if let temp = stream.temp { unlink(temp) }
            TemporaryFiles.forget(stream.slot)
        }
    }

    /// How `path` would be written, or why it cannot be.
    enum Target {
        /// An open descriptor the process already has (`/dev/stdout`, `/dev/fd/3`).
        case descriptor(Int32)
        /// A device, FIFO or socket (or a link to one): opened and written in place.
        case inPlace
        /// A regular file, or nothing yet: replaced by a renamed temporary file. `existing`: the
        /// mode, owner and group to keep.
        case replace(existing: (mode: mode_t, uid: uid_t, gid: gid_t)?)
    }

    static func target(_ path: String) throws(FileIO.Failure) -> Target {
        if let fd = standardDescriptor(path) { return .descriptor(fd) }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            guard errno == ENOENT else { throw FileIO.Failure(message: "cannot write '\(path)': \(FileIO.errorText())") }
            return .replace(existing: nil)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return .replace(existing: (info.st_mode & 0o7777, info.st_uid, info.st_gid))
        case S_IFCHR, S_IFIFO, S_IFSOCK:
            return .inPlace
        case S_IFDIR:
            throw FileIO.Failure(message: "cannot write '\(path)': it is a directory")
        case S_IFLNK:
            var resolved = stat()
            if stat(path, &resolved) == 0, [S_IFCHR, S_IFIFO, S_IFSOCK].contains(resolved.st_mode & S_IFMT) { return .inPlace }
            throw FileIO.Failure(message: "refusing to write '\(path)': it is a symbolic link\(linkTarget(path).map { " to '\($0)'" } ?? ""); "
                                 + "name the file itself, or remove the link")
        default:
            throw FileIO.Failure(message: "cannot write '\(path)': not a regular file")
        }
    }

    /// The process's own descriptors by name, so that `--output /dev/stdout` writes where
    /// standard output goes (a pipe, a terminal, or a file at its current offset) whatever it is.
    static func standardDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                guard let n = Int32(path.dropFirst(prefix.count)), n >= 0 else { return nil }
                return n
            }
            return nil
        }
    }

    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Why writing `path` is refused (a link to a file, a directory), or nil: for a check before
    /// a run does its work. Other failures (a missing directory, permissions) show when writing.
    public static func problem(_ path: String) -> String? {
        var info = stat()
        guard standardDescriptor(path) == nil, lstat(path, &info) == 0,
              [S_IFLNK, S_IFDIR].contains(info.st_mode & S_IFMT) else { return nil }
        do { _ = try target(path); return nil } catch { return error.message }
    }

    /// Writes every file, or none: temporary files first, then devices, then the renames. A
    /// failure removes the temporary files and leaves every regular file as it was (short of a
    /// rename failing after others succeeded, which needs the directory to change under the run).
    public func commit() throws(FileIO.Failure) {
        var staged: [(temp: String, path: String, slot: Int?)] = []
        func discard() { for s in staged { unlink(s.temp); TemporaryFiles.forget(s.slot) } }
        var streamFailure: FileIO.Failure?
        for stream in streams {
            if !stream.sink.close(), streamFailure == nil {
                streamFailure = FileIO.Failure(message: "cannot write '\(stream.sink.path)': \(stream.sink.failure ?? "")")
            }
            if let temp = stream.temp { staged.append((temp, stream.sink.path, stream.slot)) }
        }
        if let streamFailure {
            discard()
            throw streamFailure
        }
        var direct: [(path: String, target: Target, bytes: [UInt8])] = []
        for (path, bytes) in pending {
            do {
                let target = try Self.target(path)
                if case .replace(let existing) = target {
                    let (temp, slot) = try Self.stage(bytes, for: path, keeping: existing)
                    staged.append((temp, path, slot))
                } else {
                    direct.append((path, target, bytes))
                }
            } catch {
                discard()
                throw error
            }
        }
        for (path, target, bytes) in direct {
            do {
                try Self.writeInPlace(bytes, to: path, target)
            } catch {
                discard()
                throw error
            }
        }
        for (i, s) in staged.enumerated() {
            guard rename(s.temp, s.path) == 0 else {
                let message = FileIO.errorText()
                for rest in staged[i...] { unlink(rest.temp); TemporaryFiles.forget(rest.slot) }
                throw FileIO.Failure(message: "cannot write '\(s.path)': \(message)")
            }
            TemporaryFiles.forget(s.slot)
        }
    }

    /// A new temporary file beside `path` holding `bytes`; its name and signal-cleanup slot.
    static func stage(_ bytes: [UInt8], for path: String, keeping existing: (mode: mode_t, uid: uid_t, gid: gid_t)?) throws(FileIO.Failure) -> (String, Int?) {
        let (fd, temp, slot) = try openTemporary(for: path, keeping: existing)
        let ok = writeAll(bytes, to: fd)
        let message = FileIO.errorText()
        guard close(fd) == 0, ok else {
            let closeMessage = ok ? FileIO.errorText() : message
            unlink(temp)
            TemporaryFiles.forget(slot)
            throw FileIO.Failure(message: "cannot write '\(path)': \(closeMessage)")
        }
        return (temp, slot)
    }

    /// A new, empty temporary file beside `path`, open for writing, registered for removal on a signal.
    static func openTemporary(for path: String, keeping existing: (mode: mode_t, uid: uid_t, gid: gid_t)?) throws(FileIO.Failure) -> (Int32, String, Int?) {
        var fd: Int32 = -1
        var temp = ""
        var slot: Int?
        // A clash with a file someone else made is retried under a new name, never opened. The name
        // is registered before the file exists: a signal between open(2) and registering would
        // leave it behind (a name registered but not yet made is harmless to unlink).
        for _ in 0..<16 {
            temp = path + FileIO.temporarySuffix + randomName()
            slot = TemporaryFiles.register(temp)
            fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, existing?.mode ?? 0o666)
            if fd >= 0 { break }
            let error = errno
            TemporaryFiles.forget(slot)
            slot = nil
            errno = error
            if error != EEXIST { break }
        }
        guard fd >= 0 else { throw FileIO.Failure(message: "cannot write '\(path)': \(FileIO.errorText())") }
        if let existing {
            // open(2)'s mode passed through the umask; the old file's permissions did not.
            if getuid() == 0 { _ = fchown(fd, existing.uid, existing.gid) }
            _ = fchmod(fd, existing.mode)
        }
        return (fd, temp, slot)
    }

    /// A device, FIFO or socket opened for writing in place.
    static func openInPlace(_ path: String) throws(FileIO.Failure) -> Int32 {
        // No O_CREAT: if the device went away, this fails instead of making a regular file.
        // O_NONBLOCK: a FIFO nobody reads fails (ENXIO) instead of hanging the run; writes block again.
        let fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            let reason = errno == ENXIO ? "nothing is reading that pipe" : FileIO.errorText()
            throw FileIO.Failure(message: "cannot write '\(path)': \(reason)")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return fd
    }

    static func writeInPlace(_ bytes: [UInt8], to path: String, _ target: Target) throws(FileIO.Failure) {
        if case .descriptor(let fd) = target {
            guard writeAll(bytes, to: fd) else { throw FileIO.Failure(message: "cannot write '\(path)': \(FileIO.errorText())") }
            return
        }
        let fd = try openInPlace(path)
        let ok = writeAll(bytes, to: fd)
        let message = FileIO.errorText()
        close(fd)
        guard ok else { throw FileIO.Failure(message: "cannot write '\(path)': \(message)") }
    }

    /// 16 hex digits from the system's random source.
    static func randomName() -> String {
        var generator = SystemRandomNumberGenerator()
        let n = generator.next() as UInt64
        let digits = String(n, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// Writes all of `bytes` to `fd`, past short writes and interruptions; false on an error (errno set),
/// including a device that accepts nothing (`/dev/full`).
public func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
        if n < 0, errno == EINTR { continue }
        if n < 0 { return false }
        if n == 0 { errno = EIO; return false }
        written += n
    }
    return true
}
