#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lexical path arithmetic (no symlink resolution): configuration globs, baseline keys and the
/// "never write over an input" check compare paths this way.
public enum Paths {
    public static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` made absolute against `directory`, with `.`, `..` and repeated slashes removed.
    public static func absolute(_ path: String, in directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to `base` (both absolute and normalised), or nil when it is not below `base`.
    public static func relative(_ path: String, to base: String) -> String? {
        if base == "/" { return String(path.dropFirst()) }
        guard path.hasPrefix(base) else { return nil }
        let rest = path.dropFirst(base.count)
        if rest.isEmpty { return "" }
        guard rest.hasPrefix("/") else { return nil }
        return String(rest.dropFirst())
    }

    /// How a finding's file is named in a baseline: relative to the working directory when below it,
    /// so that `insetlint lint .` and `insetlint lint a.screen.yaml` record the same key.
    public static func key(_ path: String, in directory: String) -> String {
        let full = absolute(path, in: directory)
        return relative(full, to: absolute(directory, in: "/")) ?? full
    }

    public static func directoryName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// True when both name the same existing file (hard links and symlinks included).
    public static func sameFile(_ a: String, _ b: String) -> Bool {
        var sa = stat(), sb = stat()
        guard stat(a, &sa) == 0, stat(b, &sb) == 0 else { return false }
        return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino
    }

    /// `path` with every symbolic link resolved (realpath(3)), or nil when it does not exist.
    public static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    public static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Creates `path` and its missing parents (as `mkdir -p`). Returns why the first directory that
    /// could not be made was not (a parent without write permission, a file in the way), or nil:
    /// otherwise writing a file there would only say the directory does not exist.
    @discardableResult
    public static func makeDirectories(_ path: String) -> String? {
        guard !path.isEmpty, path != ".", path != "/", !exists(path) else { return nil }
        if let problem = makeDirectories(directoryName(path)) { return problem }
        if mkdir(path, 0o755) != 0 {
            let reason = FileIO.errorText()
            // Another process may have made it meanwhile: that is no failure.
            if !isDirectory(path) { return "cannot create directory '\(path)': \(reason)" }
        }
        return nil
    }

    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }
}
