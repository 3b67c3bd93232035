#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InsetEngine
import LintRules
import Reporters
import ScreenModel

/// Each file's findings (or input error) from earlier runs, so that linting an unchanged file
/// again costs one read, one hash and one small file.
///
/// A directory of entries, one a file linted: an entry's name is its identity, the SHA-256 of
/// everything that decides the outcome — the run's scope (tool version and build, cache format,
/// devices, orientations, iOS profiles, rules, severities), the file's name as the report gives it,
/// and the SHA-256 of its bytes. A run reads only the entries of the files it lints (a pre-commit
/// run of one file reads one entry, however large the repository), and writes each new entry
/// atomically as its file finishes, so nothing is held for the whole run.
///
/// An entry repeats its identity and ends with an HMAC-SHA-256 under a random key kept in the
/// directory (mode 0600, the directory 0700): an entry that was cut short, edited, copied under
/// another name or written without the key is ignored and rewritten, never trusted. The file an
/// entry's findings name is the file being linted, never a name read from the entry.
public struct ResultCache: Sendable {
    public typealias Outcome = Result<[Finding], InputError>

    /// The directory of entries.
    public let directory: String
    let scope: ContentHash
    let key: [UInt8]

    static let magic = Array("INSETLINT-ENTRY\n".utf8)
    static let formatVersion: UInt64 = 4   // 3: one file an entry, SHA-256 identities, HMAC seal; 4: related views
    static let keyName = "key"
    static let pruneStampName = "pruned"

    /// The cache in `directory` for runs of `scope`, the directory and its key made when missing; nil
    /// when neither can be had (the run then lints without a cache).
    public static func open(directory: String, scope: String) -> ResultCache? {
        Paths.makeDirectories(Paths.directoryName(directory))
        if mkdir(directory, 0o700) == 0 {
            // A new cache has nothing to prune for a day.
            let fd = openFile(directory + "/" + pruneStampName, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 { close(fd) }
        }
        guard Paths.isDirectory(directory), let key = loadKey(in: directory) else { return nil }
        return ResultCache(directory: directory, scope: ContentHash(Array(scope.utf8)), key: key)
    }

    init(directory: String, scope: ContentHash, key: [UInt8]) {
        self.directory = directory
        self.scope = scope
        self.key = key
    }

    /// The directory's key: read, or made from the system's random source. Concurrent first runs
    /// agree: each links its new key into place, and the one that loses reads the winner's.
    static func loadKey(in directory: String) -> [UInt8]? {
        let path = directory + "/" + keyName
        for _ in 0..<2 {
            if let bytes = readKey(path) { return bytes }
            var generator = SystemRandomNumberGenerator()
            var fresh: [UInt8] = []
            for _ in 0..<4 { withUnsafeBytes(of: generator.next() as UInt64) { fresh += $0 } }
            let temp = path + FileIO.temporarySuffix + FileWrites.randomName()
            let fd = openFile(temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard fd >= 0 else { return nil }
            let written = writeAll(fresh, to: fd)
            close(fd)
            // A key that is not whole (unreadable, cut short) is replaced: entries sealed with it are
            // then ignored, which costs one run time, not correctness.
            if written, link(temp, path) != 0, errno == EEXIST, readKey(path) == nil { _ = rename(temp, path) }
            unlink(temp)
        }
        return readKey(path)
    }

    private static func readKey(_ path: String) -> [UInt8]? {
        let fd = openFile(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 33)
        let n = bytes.withUnsafeMutableBytes { FileIO.readFully(fd, into: $0, from: 0) }
        return n == 32 ? Array(bytes[..<32]) : nil
    }

    /// What an outcome of `file` with these bytes is stored under.
    func identity(of file: String, content: ContentHash) -> ContentHash {
        let hasher = ContentHash.Hasher()
        hasher.addField(Self.magic)
        hasher.addField(scope.bytes)
        hasher.addField(Array(file.utf8))
        hasher.addField(content.bytes)
        return hasher.finish()
    }

    func entryPath(_ identity: ContentHash) -> String {
        let hex = identity.hex
        return directory + "/" + hex.prefix(2) + "/" + hex.dropFirst(2)
    }

    /// The stored outcome for `file`, if one was stored for these bytes in this scope and its entry
    /// is whole and sealed with this cache's key.
    public func outcome(for file: String, content: ContentHash) -> Outcome? {
        let identity = identity(of: file, content: content)
        guard let bytes = try? FileIO.read(entryPath(identity)) else { return nil }
        return Self.decode(bytes, identity: identity, file: file, key: key)
    }

    /// Stores `outcome` for `file` with these bytes. A write that fails costs the next run time, not
    /// this run's result, so it is not reported.
    public func record(_ outcome: Outcome, for file: String, content: ContentHash) {
        let identity = identity(of: file, content: content)
        let path = entryPath(identity)
        mkdir(Paths.directoryName(path), 0o700)
        try? FileIO.writeAtomically(Self.encode(outcome, identity: identity, key: key), to: path)
    }

    /// What decides a file's findings besides its name and bytes: the tool and the runner's settings.
    public static func scope(toolVersion: String, runner: LintRunner) -> String {
        let rules = runner.linter.rules.map { type(of: $0).description.id }
        let severities = runner.linter.severities.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.rawValue)" }
        return ["insetlint \(toolVersion)", "build \(buildIdentity)", "cache format \(formatVersion)",
                "devices " + runner.defaultDevices.map(\.id).joined(separator: ","),
                "orientations " + runner.defaultOrientations.map(\.rawValue).joined(separator: ","),
                "ios " + runner.defaultProfiles.map { String($0.rawValue) }.joined(separator: ","),
                "ios override " + (runner.profileOverride?.map { String($0.rawValue) }.joined(separator: ",") ?? "none"),
                "rules " + rules.joined(separator: ","),
                "severities " + severities.joined(separator: ",")].joined(separator: "\n")
    }

    /// Which executable wrote an entry: its inode, size and modification time. A rebuilt binary
    /// (a changed rule, during development) must not reuse results of the old one under the same
    /// version number; one `stat` keeps this out of the start-up time.
    static let buildIdentity: String = {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 || stat(CommandLine.arguments.first ?? "", &info) == 0 else { return "unknown" }
        let modified = modificationTime(info)
        return "\(info.st_ino)-\(info.st_size)-\(modified.tv_sec).\(modified.tv_nsec)"
    }()

    /// `$XDG_CACHE_HOME/insetlint/results` (else `~/.cache/insetlint/results`): one store for every
    /// working directory, since an entry names its file as the report does.
    public static func defaultPath() -> String? {
        let base: String
        if let xdg = getenv("XDG_CACHE_HOME").map({ String(cString: $0) }), xdg.hasPrefix("/") {
            base = xdg
        } else if let home = getenv("HOME").map({ String(cString: $0) }), home.hasPrefix("/") {
            base = home + "/.cache"
        } else {
            return nil
        }
        return base + "/insetlint/results"
    }

    /// The cache directory for a run: `explicit` when given, none when disabled or when `CI` is
    /// `true` (a fresh CI machine has nothing to reuse), else the default location.
    public static func path(explicit: String?, disabled: Bool, ci: String?) -> String? {
        if disabled { return nil }
        if let explicit { return explicit }
        if ci?.lowercased() == "true" { return nil }
        return defaultPath()
    }

    /// Why `path` cannot hold the cache: it would overwrite a spec, an input or a report, or it is a
    /// regular file. (A device such as `/dev/null` is no directory either: the run has no cache.)
    public static func problem(path: String, outputs: [String], inputs: [String], workingDirectory: String) -> String? {
        if let kind = SpecFiles.inputKind(path) { return "refusing to use '\(path)' as the result cache: it is named like \(kind)" }
        let absolute = Paths.absolute(path, in: workingDirectory)
        let exists = Paths.exists(path)   // a link to an input is only possible if the path exists
        for other in outputs + inputs where Paths.absolute(other, in: workingDirectory) == absolute || (exists && Paths.sameFile(other, path)) {
            return "refusing to use '\(path)' as the result cache: this run also \(outputs.contains(other) ? "writes" : "reads") that file"
        }
        if Paths.isRegularFile(path) {
            return "refusing to use '\(path)' as the result cache: it is a file, and the cache is a directory of entries (name a directory, or remove the file)"
        }
        return nil
    }

    /// Removes, at most once a day, entries not written for `maxAge` seconds (files edited since,
    /// other settings, deleted specs) and temporary files older than an hour (a run killed while
    /// writing an entry). Only names the cache writes are touched.
    public static func prune(_ directory: String, maxAge: Int = 30 * 24 * 3600, now: Int = time(nil), force: Bool = false) {
        let stamp = directory + "/" + pruneStampName
        var info = stat()
        if !force, stat(stamp, &info) == 0, now - modificationTime(info).tv_sec < 24 * 3600 { return }
        guard Paths.isDirectory(directory) else { return }
        let fd = openFile(stamp, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if fd >= 0 { futimens(fd, nil); close(fd) }
        for sub in names(in: directory) where sub.utf8.count == 2 && sub.allSatisfy(\.isHexDigit) {
            let subdirectory = directory + "/" + sub
            for name in names(in: subdirectory) {
                let path = subdirectory + "/" + name
                guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                let age = now - modificationTime(info).tv_sec
                let isTemporary = name.contains(FileIO.temporarySuffix)
                if (isTemporary && age > 3600) || (!isTemporary && name.utf8.count == 62 && age > maxAge) { unlink(path) }
            }
            rmdir(subdirectory)   // only when empty
        }
        for name in names(in: directory) where name.contains(FileIO.temporarySuffix) {
            if lstat(directory + "/" + name, &info) == 0, now - modificationTime(info).tv_sec > 3600 { unlink(directory + "/" + name) }
        }
    }

    /// Removes `*.cache` files in `directory` not written for `maxAge` seconds: InsetLint 0.x kept one
    /// cache file per working directory there. Only for the directory InsetLint owns.
    public static func pruneStale(in directory: String, maxAge: Int = 30 * 24 * 3600) {
        let cutoff = time(nil) - maxAge
        for name in names(in: directory) where name.hasSuffix(".cache") {
            let path = directory + "/" + name
            var info = stat()
            if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, modificationTime(info).tv_sec < cutoff { unlink(path) }
        }
    }

    private static func names(in directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = FileIO.entryName(entry)
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    private static func modificationTime(_ info: stat) -> timespec {
        #if canImport(Darwin)
        info.st_mtimespec
        #else
        info.st_mtim
        #endif
    }

    // MARK: an entry: magic, format version, identity, outcome, then the HMAC of all that

    static func encode(_ outcome: Outcome, identity: ContentHash, key: [UInt8]) -> [UInt8] {
        var out = CacheWriter()
        out.bytes += magic
        out.integer(formatVersion)
        out.bytes += identity.bytes
        switch outcome {
        case .success(let findings):
            out.integer(0)
            out.integer(UInt64(findings.count))
            for f in findings {
                out.string(f.rule)
                out.string(f.severity.rawValue)
                out.integer(UInt64(f.location.line))
                out.integer(UInt64(f.location.column))
                out.string(f.screen)
                out.string(f.view)
                out.string(f.message)
                out.integer(UInt64(f.contexts.count))
                for c in f.contexts {
                    out.string(c.device)
                    out.string(c.orientation)
                    out.integer(UInt64(c.ios))
                }
                out.integer(UInt64(f.related.count))
                for r in f.related {
                    out.string(r.view)
                    out.integer(UInt64(r.location.line))
                    out.integer(UInt64(r.location.column))
                }
            }
        case .failure(let error):
            out.integer(1)
            out.integer(UInt64(error.location.line))
            out.integer(UInt64(error.location.column))
            out.string(error.message)
            out.string(error.snippet)
        }
        let seal = out.bytes.withUnsafeBytes { ContentHash.authentication($0, key: key) }
        out.bytes += seal.bytes
        return out.bytes
    }

    /// The outcome an entry holds for `file`, or nil unless the entry is whole, sealed with `key`
    /// and stored under `identity`.
    static func decode(_ bytes: [UInt8], identity: ContentHash, file: String, key: [UInt8]) -> Outcome? {
        guard bytes.count > magic.count + 64 else { return nil }
        let payloadEnd = bytes.count - 32
        let seal = bytes.withUnsafeBytes { ContentHash.authentication(UnsafeRawBufferPointer(rebasing: $0[..<payloadEnd]), key: key) }
        // Compared in full whatever differs first: how long a check took tells nothing about the seal.
        guard zip(seal.bytes, bytes[payloadEnd...]).reduce(0, { $0 | ($1.0 ^ $1.1) }) == 0 else { return nil }
        var input = CacheReader(bytes: Array(bytes[..<payloadEnd]))
        guard Array(bytes[..<magic.count]) == magic else { return nil }
        input.position = magic.count
        guard input.integer() == formatVersion, input.position + 32 <= payloadEnd,
              Array(bytes[input.position..<input.position + 32]) == identity.bytes else { return nil }
        input.position += 32
        let outcome: Outcome
        switch input.integer() {
        case 0:
            guard let n = input.int() else { return nil }
            var findings: [Finding] = []
            for _ in 0..<n {
                guard let rule = input.string(), let severity = input.string().flatMap(Severity.init(rawValue:)),
                      let line = input.int(), let column = input.int(),
                      let screen = input.string(), let view = input.string(), let message = input.string(),
                      let contextCount = input.int() else { return nil }
                var contexts: [ContextID] = []
                for _ in 0..<contextCount {
                    guard let device = input.string(), let orientation = input.string(), let ios = input.int() else { return nil }
                    contexts.append(ContextID(device: device, orientation: orientation, ios: ios))
                }
                guard let relatedCount = input.int() else { return nil }
                var related: [RelatedView] = []
                for _ in 0..<relatedCount {
                    guard let relatedView = input.string(), let relatedLine = input.int(), let relatedColumn = input.int() else { return nil }
                    related.append(RelatedView(view: relatedView, location: SourceLocation(line: relatedLine, column: relatedColumn)))
                }
                findings.append(Finding(rule: rule, severity: severity, file: file, location: SourceLocation(line: line, column: column),
                                        screen: screen, view: view, message: message, contexts: contexts, related: related))
            }
            outcome = .success(findings)
        case 1:
            guard let line = input.int(), let column = input.int(), let message = input.string(), let snippet = input.string() else { return nil }
            outcome = .failure(InputError(file: file, location: SourceLocation(line: line, column: column), message: message, snippet: snippet))
        default:
            return nil
        }
        return input.position == payloadEnd ? outcome : nil
    }
}

/// Little-endian variable-length integers and length-prefixed UTF-8 strings.
private struct CacheWriter {
    var bytes: [UInt8] = []

    mutating func integer(_ value: UInt64) {
        var v = value
        while v >= 0x80 {
            bytes.append(UInt8(v & 0x7F) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    mutating func string(_ text: String) {
        integer(UInt64(text.utf8.count))
        bytes += text.utf8
    }
}

/// Reads what `CacheWriter` wrote; nil on anything out of bounds or malformed.
private struct CacheReader {
    let bytes: [UInt8]
    var position = 0

    mutating func integer() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while position < bytes.count, shift < 64 {
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
        return nil
    }

    mutating func int() -> Int? {
        integer().flatMap { $0 <= UInt64(Int.max) ? Int($0) : nil }
    }

    mutating func string() -> String? {
        guard let length = int(), length <= bytes.count - position else { return nil }
        let text = String(validating: bytes[position..<position + length], as: UTF8.self)
        position += length
        return text
    }
}

/// open(2), by a name no member of `ResultCache` shadows.
private func openFile(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    open(path, flags, mode)
}
