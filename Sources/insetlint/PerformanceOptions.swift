import ArgumentParser
import InsetLintKit
#if canImport(Glibc)
import Glibc
#endif

/// `--jobs`, `--cache-path`, `--no-cache`: how `lint` uses the machine and earlier runs.
struct PerformanceOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Lint on N threads (default: one per core).", valueName: "N"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Keep each file's results in DIR and reuse them while the file, the configuration and "
                               + "InsetLint are unchanged (default: ~/.cache/insetlint/results; off when CI=true).",
                               valueName: "DIR"))
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

    /// The cache directory for this run, pruned first (at most once a day); old per-directory cache
    /// files beside the default one are removed once stale.
    func prepareCacheFile(workingDirectory: String) -> String? {
        let path = ResultCache.path(explicit: cachePath, disabled: noCache, ci: getenv("CI").map { String(cString: $0) })
        if let path {
            ResultCache.prune(path)
            if cachePath == nil { ResultCache.pruneStale(in: Paths.directoryName(path)) }
        }
        return path
    }
}
