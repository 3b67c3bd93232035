#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Reporters

/// Which spec files a run lints: paths from the command line, or one per line on standard input
/// (`git diff --name-only | insetlint lint -`), narrowed by the configuration's globs.
public enum LintInputs {
    /// A longer line on standard input cannot name a file (PATH_MAX), and is skipped unread.
    public static let maxListedPathBytes = 4096

    /// The paths listed in `text`, one per line. Blank lines, names that are not specs and files
    /// that no longer exist (a deleted file in `git diff --name-only`) are skipped silently;
    /// directories are kept and searched like directories on the command line.
    public static func listedPaths(_ text: String, separator: UInt8 = 0x0A) -> [String] {
        var splitter = PathListSplitter(separator: separator)
        var paths: [String] = []
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { splitter.feed($0) { if let p = kept($0) { paths.append(p) } } }
        splitter.finish { if let p = kept($0) { paths.append(p) } }
        return paths
    }

    /// A listed path as `listedPaths` keeps it, or nil.
    static func kept(_ path: String) -> String? {
        guard !path.isEmpty, path.utf8.count <= maxListedPathBytes, Paths.exists(path) else { return nil }
        return SpecFiles.isLintableName(path) || !Paths.isRegularFile(path) ? path : nil
    }

    /// Spec files under `paths`, sorted, minus those the configuration's `included` / `excluded`
    /// leave out (explicitly named files too; `leftOut` counts them), and the paths that could not
    /// be searched.
    public static func collect(_ paths: [String], configuration: Configuration, workingDirectory: String)
        -> (files: [String], errors: [InputError], leftOut: Int) {
        let (found, errors) = SpecFiles.discover(paths)
        let files = found.filter { configuration.selects($0, workingDirectory: workingDirectory) }
        return (files, errors, found.count - files.count)
    }

    /// What `lint -` found on standard input: the paths kept (see `listedPaths`), and whether the
    /// text was a screen spec instead (`cat x.screen.yaml | insetlint lint -`), which `--use-stdin`
    /// lints.
    public struct ListedPaths: Sendable {
        public var paths: [String] = []
        public var looksLikeSpec = false

        public init(paths: [String] = [], looksLikeSpec: Bool = false) {
            self.paths = paths
            self.looksLikeSpec = looksLikeSpec
        }

        /// Takes one listed entry: kept if it names a spec or a directory that exists.
        mutating func take(_ entry: String) {
            if !looksLikeSpec, LintInputs.startsLikeSpec(entry) { looksLikeSpec = true }
            if let path = LintInputs.kept(entry) { paths.append(path) }
        }
    }

    /// Whether an entry of the list is a spec's line rather than a path: a line of it starts with
    /// one of a spec's required top-level keys.
    static func startsLikeSpec(_ entry: String) -> Bool {
        entry.split(whereSeparator: \.isNewline).contains { $0.hasPrefix("insetlint:") || $0.hasPrefix("screen:") || $0.hasPrefix("viewController:") }
    }

    /// The paths listed on standard input (see `listedPaths`), read a piece at a time: only the
    /// kept paths are held, never the whole list, so `yes | insetlint lint -` runs in constant
    /// memory. Reading paths this way rather than as arguments also keeps thousands of paths away
    /// from the argument parser, whose cost grows with their square.
    public static func readStandardInput(separator: UInt8) -> ListedPaths {
        var splitter = PathListSplitter(separator: separator)
        var listed = ListedPaths()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            chunk.withUnsafeBufferPointer { splitter.feed(UnsafeBufferPointer(rebasing: $0[..<n])) { listed.take($0) } }
        }
        splitter.finish { listed.take($0) }
        return listed
    }

    /// Standard input as one spec (`lint --use-stdin`): read up to one byte past
    /// `FileIO.maxFileSize`, so that a larger input is refused as a larger file is, unread.
    public static func readStandardInputSpec() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count <= FileIO.maxFileSize {
            let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        return bytes
    }
}

/// Splits a stream of bytes into paths at `separator` (a newline, or NUL for `git diff -z`),
/// holding at most one unfinished path of `LintInputs.maxListedPathBytes`.
struct PathListSplitter {
    let separator: UInt8
    private var partial: [UInt8] = []
    private var overlong = false
    private var previous: [UInt8]?

    init(separator: UInt8) { self.separator = separator }

    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, _ emit: (String) -> Void) {
        var start = 0
        while start < bytes.count {
            guard let end = bytes[start...].firstIndex(of: separator) else {
                append(UnsafeBufferPointer(rebasing: bytes[start...]))
                return
            }
            append(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            finish(emit)
            start = end + 1
        }
    }

    private mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
        guard !overlong else { return }
        if partial.count + piece.count > LintInputs.maxListedPathBytes {
            overlong = true
            partial = []
        } else {
            partial += piece
        }
    }

    /// Ends the current path (at a separator, or at the end of the input).
    mutating func finish(_ emit: (String) -> Void) {
        defer { partial.removeAll(keepingCapacity: true); overlong = false }
        guard !overlong else { return }
        // `git diff --name-only` on Windows checkouts ends lines with CR LF.
        if separator == 0x0A, partial.last == 0x0D { partial.removeLast() }
        // A path repeated on consecutive lines (`yes`) is looked up once.
        guard partial != previous else { return }
        previous = partial
        emit(String(decoding: partial, as: UTF8.self))
    }
}
