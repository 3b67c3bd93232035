import ArgumentParser
import InsetLintKit
import Reporters
#if canImport(Glibc)
import Glibc
#endif

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint screen specs (the default command).",
        discussion: """
            Each PATH is a spec file or a directory searched for *.screen.yaml and *.screen.yml. \
            With no PATH, the current directory is searched. A PATH of - reads more paths from standard \
            input, one per line (git diff --name-only | insetlint lint -), or NUL-separated with --null; there, names that are not specs \
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
    @OptionGroup var profile: ProfileOption

    var sessionOptions: LintSession.Options {
        var options = LintSession.Options()
        options.paths = paths
        options.nulSeparated = input.nulSeparated
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
        options.ios = try? profile.profiles()   // checked by `validate`
        return options
    }

    func validate() throws {
        if input.useStdin, !paths.isEmpty {
            throw ValidationError("--use-stdin lints the spec on standard input; it takes no PATH (found '\(paths[0])')")
        }
    }

    func run() throws {
        var session = LintSession(options: sessionOptions, toolVersion: InsetLintVersion.current)
        // The report goes to standard output as files finish, unbuffered past the session's own
        // buffer, so it comes before the summary where both reach one terminal (a git hook).
        session.standardOutput = 1
        let outcome = session.run()
        if !outcome.stderr.isEmpty { printError(String(outcome.stderr.dropLast())) }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}

/// Writes a line to standard error (file descriptor 2: the C `stderr` global is not concurrency-safe).
func printError(_ text: String) {
    _ = writeAll(Array((text + "\n").utf8), to: 2)
}

/// What a command prints on standard output. Output that cannot be written (a full disk,
/// `> /dev/full`, a closed descriptor) fails the command with exit 2: a report nobody gets is not
/// a clean run.
func printOutput(_ text: String) throws {
    guard writeAll(Array(text.utf8), to: 1) else {
        printError("insetlint: cannot write to standard output: \(String(cString: strerror(errno)))")
        throw ExitCode(ExitStatus.inputError)
    }
}
