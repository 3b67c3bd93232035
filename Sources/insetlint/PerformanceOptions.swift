import ArgumentParser
import InsetLintKit
#if canImport(Glibc)
import Glibc
#endif

/// `--jobs`, `--cache-path`, `--no-cache`: how `lint` uses the machine and earlier runs.
struct PerformanceOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Lint on N threads (default: one per core).", valueName: "N"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Keep each file's results in FILE and reuse them while the file, the configuration and "
                               + "InsetLint are unchanged (default: ~/.cache/insetlint/; off when CI=true).",
                               valueName: "FILE"))
    var cachePath: String?

    @Flag(help: "Neither read nor write the result cache.")
    var noCache = false

    func validate() throws {
        if let jobs, jobs < 1 {
            throw ValidationError("--jobs takes a number of threads of at least 1, found \(jobs)")
        }
        if noCache, let cachePath {
            throw ValidationError("--no-cache and --cache-path \(cachePath) contradict each other; give one")
        }
    }

    /// The cache file for this run; when it is the default one, stale caches of other working
    /// directories beside it are removed first.
    func prepareCacheFile(workingDirectory: String) -> String? {
        let path = ResultCache.path(explicit: cachePath, disabled: noCache, ci: getenv("CI").map { String(cString: $0) },
                                    workingDirectory: workingDirectory)
        if cachePath == nil, let path { ResultCache.pruneStale(in: Paths.directoryName(path)) }
        return path
    }
}
