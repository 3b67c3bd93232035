import ArgumentParser
import InsetLintKit
import Reporters
#if canImport(Glibc)
import Glibc
#endif

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lint screen specs (the default command).",
        discussion: """
            Each PATH is a spec file or a directory searched for *.screen.yaml and *.screen.yml. \
            With no PATH, the current directory is searched. A PATH of - reads more paths from standard \
            input, one per line (git diff --name-only | insetlint lint -); there, names that are not specs \
            and files that no longer exist are skipped. The configuration's included and excluded patterns \
            apply to every file, named or found. A run that finds no spec fails (exit 64) unless \
            --allow-zero-lintable-files is given. --use-stdin lints the spec text on standard input instead.
            """
    )

    @Argument(help: "Spec files or directories; - reads paths from standard input.")
    var paths: [String] = []

    @OptionGroup(title: "Input") var input: InputOptions

    @OptionGroup var config: ConfigOption
    @OptionGroup(title: "Reports") var reports: ReportOptions
    @OptionGroup(title: "Baseline") var baseline: BaselineOptions
    @OptionGroup(title: "Performance") var performance: PerformanceOptions

    var sessionOptions: LintSession.Options {
        var options = LintSession.Options()
        options.paths = paths
        options.configPath = config.config
        options.format = reports.format
        options.output = reports.output
        options.reports = reports.reports
        options.strict = reports.strict
        options.baseline = baseline.baseline
        options.writeBaseline = baseline.writeBaseline
        options.jobs = performance.jobs
        options.cachePath = performance.prepareCacheFile(workingDirectory: Paths.currentDirectory())
        options.useStdin = input.useStdin
        options.stdinPath = input.stdinPath
        options.allowZeroLintableFiles = input.allowZeroLintableFiles
        options.quiet = reports.quiet
        return options
    }

    func validate() throws {
        if input.useStdin, !paths.isEmpty {
            throw ValidationError("--use-stdin lints the spec on standard input; it takes no PATH (found '\(paths[0])')")
        }
    }

    func run() throws {
        let outcome = LintSession(options: sessionOptions, toolVersion: InsetLintVersion.current).run()
        // Unbuffered, so the report comes before the summary where both reach one terminal (a git hook).
        writeAll(outcome.stdout, to: 1)
        if !outcome.stderr.isEmpty { printError(String(outcome.stderr.dropLast())) }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}

/// Writes a line to standard error (file descriptor 2: the C `stderr` global is not concurrency-safe).
func printError(_ text: String) {
    writeAll(text + "\n", to: 2)
}

/// Writes all of `text` to a file descriptor, past short writes and interruptions.
func writeAll(_ text: String, to fd: Int32) {
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
        if n < 0, errno == EINTR { continue }
        if n <= 0 { return }
        written += n
    }
}
