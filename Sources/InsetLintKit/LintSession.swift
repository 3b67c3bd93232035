import Reporters
import ScreenModel
import SpecDecoder

/// One `insetlint lint` run once the command line is read: configuration, inputs, baseline,
/// reports and the exit code. The CLI prints `stdout` / `stderr` and exits with `exitCode`.
public struct LintSession {
    public struct Options: Sendable {
        /// Spec files and directories; `-` reads more paths from standard input.
        public var paths: [String] = []
        public var configPath: String?
        /// nil: the configuration's `reporter`.
        public var format: ReportFormat?
        public var output: String?
        public var reports: [ReportRequest] = []
        /// nil: the configuration's `strict`.
        public var strict: Bool?
        public var baseline: String?
        public var writeBaseline: String?
        /// Threads for linting; nil: one per core.
        public var jobs: Int?
        /// Where per-file results are kept between runs; nil: no cache.
        public var cachePath: String?
        /// Lint the spec on standard input (`--use-stdin`), named `stdinPath` in the report.
        public var useStdin = false
        public var stdinPath: String?
        /// A run that finds no spec to lint passes instead of failing with usage (exit 64).
        public var allowZeroLintableFiles = false
        /// No summary or status lines on standard error; findings, errors and advice still show.
        public var quiet = false
        /// `--ios`: the profiles every spec is checked on; nil: the spec's, else the configuration's.
        public var ios: [IOSProfile]?
        /// Paths on standard input are separated by NUL bytes (`git diff -z`), not newlines.
        public var nulSeparated = false

        public init() {}
    }

    public struct Outcome: Sendable {
        public var stdout = ""
        public var stderr = ""
        public var exitCode: Int32 = ExitStatus.clean
    }

    public var options: Options
    public var workingDirectory: String
    public var toolVersion: String
    /// The paths listed on standard input, given their separator.
    public var standardInput: @Sendable (UInt8) -> LintInputs.ListedPaths
    /// Standard input as one spec (`--use-stdin`), cut off past `FileIO.maxFileSize`.
    public var standardInputBytes: @Sendable () -> [UInt8]

    public init(options: Options, workingDirectory: String = Paths.currentDirectory(), toolVersion: String,
                standardInput: @escaping @Sendable (UInt8) -> LintInputs.ListedPaths = LintInputs.readStandardInput(separator:),
                standardInputBytes: @escaping @Sendable () -> [UInt8] = LintInputs.readStandardInputSpec) {
        self.options = options
        self.workingDirectory = workingDirectory
        self.toolVersion = toolVersion
        self.standardInput = standardInput
        self.standardInputBytes = standardInputBytes
    }

    /// The name a spec read with `--use-stdin` has in reports.
    public static let standardInputName = "<stdin>"

    /// What a run lints: the spec on standard input, or files found under paths.
    enum Inputs {
        case standardInput(name: String, bytes: [UInt8])
        /// `listed`: what standard input held when `-` named the paths there.
        case files([String], errors: [InputError], leftOut: Int, listed: LintInputs.ListedPaths?)
    }

    /// The paths to search: `-` replaced by the paths listed on standard input; none at all means
    /// the working directory (but an empty list on standard input means nothing to lint).
    func inputs(_ configuration: Configuration) -> Inputs {
        if options.useStdin {
            return .standardInput(name: options.stdinPath ?? Self.standardInputName, bytes: standardInputBytes())
        }
        var paths = options.paths.isEmpty ? ["."] : options.paths.filter { $0 != "-" }
        let listed = options.paths.contains("-") ? standardInput(options.nulSeparated ? 0 : 0x0A) : nil
        if let listed { paths += listed.paths }
        let (files, errors, leftOut) = LintInputs.collect(paths, configuration: configuration, workingDirectory: workingDirectory)
        return .files(files, errors: errors, leftOut: leftOut, listed: listed)
    }

    /// Why a run with nothing to lint fails, as SwiftLint's "No lintable files found" does: a gate
    /// that passes on nothing (a misspelt path, an `included` that misses, a spec piped to `lint -`)
    /// passes forever.
    func nothingToLint(leftOut: Int, listed: LintInputs.ListedPaths?, configuration: Configuration) -> String {
        let named = options.paths.filter { $0 != "-" }
        var text = "insetlint: no lintable files found"
        if !named.isEmpty { text += " at paths: " + named.map { "'\($0)'" }.joined(separator: ", ") }
        if listed != nil { text += (named.isEmpty ? " in" : ", nor in") + " the paths listed on standard input" }
        if options.paths.isEmpty { text += " below '.'" }
        text += " (screen specs are named *.screen.yaml or *.screen.yml)"
        if leftOut > 0, let source = configuration.source {
            text += "; \(leftOut) spec\(leftOut == 1 ? " is" : "s are") left out by the included/excluded patterns of \(source)"
        }
        if let listed, listed.looksLikeSpec {
            text += "\nstandard input holds a screen spec, not a list of paths: lint it with --use-stdin (and --stdin-path NAME to name it)"
        }
        return text + "\npass --allow-zero-lintable-files if finding nothing is expected (a change that touches no spec)"
    }

    public func run() -> Outcome {
        var outcome = Outcome()
        func fail(_ code: Int32, _ text: String) -> Outcome {
            outcome.stderr += text.hasSuffix("\n") ? text : text + "\n"
            outcome.exitCode = code
            return outcome
        }
        let configuration: Configuration
        switch ConfigLoader.load(explicit: options.configPath, workingDirectory: workingDirectory) {
        case .success(let c): configuration = c
        case .failure(let error): return fail(ExitStatus.inputError, Self.describe(error))
        }
        let inputs = inputs(configuration)
        var files: [String] = [], walkErrors: [InputError] = []
        if case .files(let found, let errors, let leftOut, let listed) = inputs {
            (files, walkErrors) = (found, errors)
            if found.isEmpty, errors.isEmpty, !options.allowZeroLintableFiles {
                return fail(ExitStatus.usage, nothingToLint(leftOut: leftOut, listed: listed, configuration: configuration))
            }
        }
        let readsButBaseline = files + [configuration.source].compactMap { $0 }
        let reads = readsButBaseline + [options.baseline].compactMap { $0 }
        let reportPaths = [options.output].compactMap { $0 } + options.reports.map(\.path)
        // A baseline may be rewritten in place (`--baseline b.json --write-baseline b.json`); nothing
        // else the run reads may be, the configuration least of all (whatever the baseline is named).
        if let problem = OutputGuard.problem(outputs: reportPaths + [options.writeBaseline].compactMap { $0 },
                                             inputs: readsButBaseline, workingDirectory: workingDirectory)
            ?? OutputGuard.problem(outputs: reportPaths, inputs: reads, workingDirectory: workingDirectory) {
            return fail(ExitStatus.usage, "insetlint: \(problem)")
        }
        var baseline: Baseline?
        if let path = options.baseline {
            switch Baseline.load(path) {
            case .success(let b): baseline = b
            case .failure(let error): return fail(ExitStatus.inputError, Self.describe(error))
            }
        }

        var runner = configuration.makeRunner()
        runner.profileOverride = options.ios
        if let cachePath = options.cachePath,
           let problem = ResultCache.problem(path: cachePath, outputs: reportPaths + [options.writeBaseline].compactMap { $0 },
                                             inputs: reads, workingDirectory: workingDirectory) {
            return fail(ExitStatus.usage, "insetlint: \(problem)")
        }
        var report: LintReport
        var stdinSpec: ScreenSpec?
        switch inputs {
        case .standardInput(let name, let bytes):
            files = [name]
            let decoded: Result<ScreenSpec, InputError>
            if bytes.count > FileIO.maxFileSize {
                decoded = .failure(InputFile.failure(name, FileIO.Failure(
                    message: "standard input holds more than \(FileIO.maxFileSize / 1_048_576) MB; InsetLint reads spec files up to \(FileIO.maxFileSize / 1_048_576) MB")))
            } else {
                decoded = InputFile.decode(name, bytes: bytes) { (bytes) throws(SpecError) in
                    try SpecDecoder.decode(bytes, options: LintRunner.decodeOptions)
                }
            }
            switch decoded {
            case .success(let spec):
                stdinSpec = spec
                report = LintReport(findings: runner.lint(spec, file: name), errors: [], files: 1, screens: 1)
            case .failure(let error):
                report = LintReport(findings: [], errors: [error], files: 1, screens: 0)
            }
        case .files:
            var cache = options.cachePath.map { ResultCache.load(path: $0, scope: ResultCache.scope(toolVersion: toolVersion, runner: runner)) }
            report = runner.lint(files: files, errors: walkErrors, jobs: options.jobs ?? LintRunner.availableCores, cache: &cache)
            // A cache that cannot be written costs the next run time, not this run's result.
            try? cache?.save()
        }
        // The baseline and every report are committed together, after all of them are written.
        var writes = FileWrites()
        let recorded = report.findings.count
        if let path = options.writeBaseline {
            writes.add(Baseline.render(report.findings, path: path, workingDirectory: workingDirectory), to: path)
        }
        if let baseline { report = baseline.filter(report, linted: files, workingDirectory: workingDirectory) }

        let format = options.format ?? configuration.reporter
        let context = configuration.reportContext(toolVersion: toolVersion)
        let finalReport = report
        let screens = {
            if let stdinSpec { return [runner.screen(stdinSpec, file: files[0], report: finalReport)] }
            return runner.screens(paths: files, report: finalReport)
        }
        let main = format.render(report, context: context, screens: screens)
        if let output = options.output { writes.add(main, to: output) } else { outcome.stdout = main }
        for request in options.reports { writes.add(request.format.render(report, context: context, screens: screens), to: request.path) }
        // As `render --output DIR` does: a report directory (out/) need not exist yet.
        for path in [options.writeBaseline, options.output].compactMap({ $0 }) + options.reports.map(\.path) {
            Paths.makeDirectories(Paths.directoryName(path))
        }
        do {
            try writes.commit()
        } catch {
            return fail(ExitStatus.inputError, "insetlint: \(error.message)")
        }
        if let path = options.writeBaseline, !options.quiet {
            outcome.stderr += "insetlint: recorded \(recorded) finding\(recorded == 1 ? "" : "s") in \(path)\n"
        }
        if format == .text, !options.quiet { outcome.stderr += TextReporter.summary(report) + "\n" }
        outcome.stderr += TextReporter.staleBaseline(report)
        outcome.exitCode = ExitStatus.code(for: report, strict: options.strict ?? configuration.strict)
        return outcome
    }

    /// An unreadable configuration or baseline, as the text format shows a spec's error.
    public static func describe(_ error: InputError) -> String {
        TextReporter.render(LintReport(findings: [], errors: [error], files: 1, screens: 0))
    }
}
