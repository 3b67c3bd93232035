#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Reporters

/// Which spec files a run lints: paths from the command line, or one per line on standard input
/// (`git diff --name-only | insetlint lint -`), narrowed by the configuration's globs.
public enum LintInputs {
    /// The paths listed in `text`, one per line. Blank lines, names that are not specs and files
    /// that no longer exist (a deleted file in `git diff --name-only`) are skipped silently;
    /// directories are kept and searched like directories on the command line.
    public static func listedPaths(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).compactMap { line in
            let path = line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
            guard !path.isEmpty, Paths.exists(path) else { return nil }
            return SpecFiles.isSpecName(path) || !Paths.isRegularFile(path) ? path : nil
        }
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

    /// Whether text given to `lint -` as a list of paths is a screen spec instead (`cat x.screen.yaml
    /// | insetlint lint -`): a line starts with one of a spec's required top-level keys.
    public static func looksLikeSpec(_ text: String) -> Bool {
        text.split(whereSeparator: \.isNewline).contains { $0.hasPrefix("insetlint:") || $0.hasPrefix("screen:") || $0.hasPrefix("viewController:") }
    }

    /// All of standard input as text. Reading paths this way rather than as arguments also keeps
    /// thousands of paths away from the argument parser, whose cost grows with their square.
    public static func readStandardInput() -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
