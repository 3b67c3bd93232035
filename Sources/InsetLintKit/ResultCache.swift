#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InsetEngine
import LintRules
import Reporters
import ScreenModel

/// Each file's findings (or input error) from earlier runs, so that linting an unchanged tree
/// again only reads and hashes the files.
///
/// An entry counts only for the same path, the same bytes (`ContentHash`), and the same scope:
/// tool version, cache format and everything in the run's settings that can change a file's
/// findings. The cache is one file, written atomically and checked whole on load (magic, format,
/// scope, structure and a checksum); anything that does not check out is dropped and rebuilt,
/// never trusted.
public struct ResultCache: Sendable {
    public typealias Outcome = Result<[Finding], InputError>

    struct Entry: Sendable {
        let content: ContentHash
        let outcome: Outcome
    }

    public let path: String
    let scope: String
    private(set) var entries: [String: Entry] = [:]
    /// Whether `record` changed anything since load (a warm run then skips the write).
    private(set) var isDirty = false

    static let magic = Array("INSETLINT-CACHE\n".utf8)
    static let formatVersion: UInt64 = 3   // 2: contexts carry the iOS profile; 3: related views

    /// The cache at `path` for runs of `scope`; empty when the file is missing, unreadable,
    /// damaged or from another scope.
    public static func load(path: String, scope: String) -> ResultCache {
        var cache = ResultCache(path: path, scope: scope)
        if let bytes = try? FileIO.read(path), let entries = decode(bytes, scope: scope) {
            cache.entries = entries
        }
        return cache
    }

    init(path: String, scope: String) {
        self.path = path
        self.scope = scope
    }

    /// The stored outcome for `file`, if its bytes are the ones it was computed from.
    public func outcome(for file: String, content: ContentHash) -> Outcome? {
        guard let entry = entries[file], entry.content == content else { return nil }
        return entry.outcome
    }

    public mutating func record(_ outcome: Outcome, for file: String, content: ContentHash) {
        entries[file] = Entry(content: content, outcome: outcome)
        isDirty = true
    }

    /// Writes the cache atomically when something changed; entries of files that no longer exist
    /// are dropped so the cache does not grow with deleted specs.
    public func save() throws(FileIO.Failure) {
        guard isDirty else { return }
        Paths.makeDirectories(Paths.directoryName(path))
        let live = entries.filter { Paths.isRegularFile($0.key) }
        try FileIO.writeAtomically(Self.encode(live, scope: scope), to: path)
    }

    /// What decides a file's findings besides its bytes: the tool and the runner's settings.
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

    /// `$XDG_CACHE_HOME/insetlint` (else `~/.cache/insetlint`), one file per working directory.
    public static func defaultPath(workingDirectory: String) -> String? {
        let base: String
        if let xdg = getenv("XDG_CACHE_HOME").map({ String(cString: $0) }), xdg.hasPrefix("/") {
            base = xdg
        } else if let home = getenv("HOME").map({ String(cString: $0) }), home.hasPrefix("/") {
            base = home + "/.cache"
        } else {
            return nil
        }
        return file(in: base + "/insetlint", workingDirectory: workingDirectory)
    }

    /// The cache file of runs in `workingDirectory` inside a cache directory.
    static func file(in directory: String, workingDirectory: String) -> String {
        let key = ContentHash(Array(Paths.absolute(workingDirectory, in: "/").utf8))
        return (directory.hasSuffix("/") ? directory : directory + "/") + key.hex + ".cache"
    }

    /// The cache file for a run: `explicit` when given (a directory, existing or written with a
    /// trailing slash, holds one file per working directory, as SwiftLint's `--cache-path` does),
    /// none when disabled or when `CI` is `true` (a fresh CI machine has nothing to reuse), else the
    /// default location.
    public static func path(explicit: String?, disabled: Bool, ci: String?, workingDirectory: String) -> String? {
        if disabled { return nil }
        if let explicit {
            let isDirectory = explicit.hasSuffix("/") || Paths.isDirectory(explicit)
            return isDirectory ? file(in: explicit, workingDirectory: workingDirectory) : explicit
        }
        if ci?.lowercased() == "true" { return nil }
        return defaultPath(workingDirectory: workingDirectory)
    }

    /// Why `path` cannot hold the cache: it would overwrite a spec, an input or a report.
    public static func problem(path: String, outputs: [String], inputs: [String], workingDirectory: String) -> String? {
        if let kind = SpecFiles.inputKind(path) { return "refusing to use '\(path)' as the result cache: it is named like \(kind)" }
        let absolute = Paths.absolute(path, in: workingDirectory)
        let exists = Paths.exists(path)   // a link to an input is only possible if the path exists
        for other in outputs + inputs where Paths.absolute(other, in: workingDirectory) == absolute || (exists && Paths.sameFile(other, path)) {
            return "refusing to use '\(path)' as the result cache: this run also \(outputs.contains(other) ? "writes" : "reads") that file"
        }
        return nil
    }

    /// Removes `*.cache` files in `directory` not written for `maxAge` seconds: the default location
    /// gets one file per working directory, and directories come and go. Only for the directory
    /// InsetLint owns, never for a `--cache-path` the user chose.
    public static func pruneStale(in directory: String, maxAge: Int = 30 * 24 * 3600) {
        guard let handle = opendir(directory) else { return }
        defer { closedir(handle) }
        let cutoff = time(nil) - maxAge
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasSuffix(".cache") else { continue }
            let path = directory + "/" + name
            var info = stat()
            if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, modificationTime(info).tv_sec < cutoff { unlink(path) }
        }
    }

    private static func modificationTime(_ info: stat) -> timespec {
        #if canImport(Darwin)
        info.st_mtimespec
        #else
        info.st_mtim
        #endif
    }

    // MARK: format: magic, format version, scope, entries, then a checksum of all that

    static func encode(_ entries: [String: Entry], scope: String) -> [UInt8] {
        var out = CacheWriter()
        out.bytes += magic
        out.integer(formatVersion)
        out.string(scope)
        out.integer(UInt64(entries.count))
        for (file, entry) in entries.sorted(by: { $0.key < $1.key }) {
            out.string(file)
            out.integer(entry.content.low)
            out.integer(entry.content.high)
            switch entry.outcome {
            case .success(let findings):
                out.integer(0)
                out.integer(UInt64(findings.count))
                for f in findings {
                    out.string(f.rule)
                    out.string(f.severity.rawValue)
                    out.string(f.file)
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
                out.string(error.file)
                out.integer(UInt64(error.location.line))
                out.integer(UInt64(error.location.column))
                out.string(error.message)
                out.string(error.snippet)
            }
        }
        let sum = ContentHash(out.bytes)
        out.integer(sum.low)
        out.integer(sum.high)
        return out.bytes
    }

    static func decode(_ bytes: [UInt8], scope: String) -> [String: Entry]? {
        var input = CacheReader(bytes: bytes)
        guard bytes.count > magic.count, Array(bytes[..<magic.count]) == magic else { return nil }
        input.position = magic.count
        guard input.integer() == formatVersion, input.string() == scope, let count = input.integer() else { return nil }
        var entries: [String: Entry] = [:]
        for _ in 0..<count {
            guard let file = input.string(), let low = input.integer(), let high = input.integer(), let kind = input.integer() else { return nil }
            let outcome: Outcome
            switch kind {
            case 0:
                guard let n = input.integer() else { return nil }
                var findings: [Finding] = []
                for _ in 0..<n {
                    guard let rule = input.string(), let severity = input.string().flatMap(Severity.init(rawValue:)),
                          let findingFile = input.string(), let line = input.int(), let column = input.int(),
                          let screen = input.string(), let view = input.string(), let message = input.string(),
                          let contextCount = input.integer() else { return nil }
                    var contexts: [ContextID] = []
                    for _ in 0..<contextCount {
                        guard let device = input.string(), let orientation = input.string(), let ios = input.int() else { return nil }
                        contexts.append(ContextID(device: device, orientation: orientation, ios: ios))
                    }
                    guard let relatedCount = input.integer() else { return nil }
                    var related: [RelatedView] = []
                    for _ in 0..<relatedCount {
                        guard let relatedView = input.string(), let relatedLine = input.int(), let relatedColumn = input.int() else { return nil }
                        related.append(RelatedView(view: relatedView, location: SourceLocation(line: relatedLine, column: relatedColumn)))
                    }
                    findings.append(Finding(rule: rule, severity: severity, file: findingFile,
                                            location: SourceLocation(line: line, column: column),
                                            screen: screen, view: view, message: message, contexts: contexts, related: related))
                }
                outcome = .success(findings)
            case 1:
                guard let errorFile = input.string(), let line = input.int(), let column = input.int(),
                      let message = input.string(), let snippet = input.string() else { return nil }
                outcome = .failure(InputError(file: errorFile, location: SourceLocation(line: line, column: column),
                                              message: message, snippet: snippet))
            default:
                return nil
            }
            entries[file] = Entry(content: ContentHash(low: low, high: high), outcome: outcome)
        }
        let payloadEnd = input.position
        guard let low = input.integer(), let high = input.integer(), input.position == bytes.count,
              ContentHash(Array(bytes[..<payloadEnd])) == ContentHash(low: low, high: high) else { return nil }
        return entries
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
