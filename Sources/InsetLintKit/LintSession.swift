import LintRules
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
    /// Where the report goes when no `--output` names a file: standard output, written as the run
    /// goes (the CLI); nil keeps it in `Outcome.stdout` (tests).
    public var standardOutput: Int32?

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
        // Report directories (out/) need not exist yet, as for `render --output DIR`.
        for path in [options.writeBaseline, options.output].compactMap({ $0 }) + options.reports.map(\.path) {
            if let problem = Paths.makeDirectories(Paths.directoryName(path)) { return fail(ExitStatus.inputError, "insetlint: \(problem)") }
        }
        let format = options.format ?? configuration.reporter
        let context = configuration.reportContext(toolVersion: toolVersion)
        // Every report is written as files finish, except HTML (made whole at the end); the baseline
        // and every report are committed together, after all of them are written.
        var writes = FileWrites()
        let stdoutSink = standardOutput.map { _ in OutputSink.standardOutput() } ?? OutputSink.memory()
        var streams: [ReportStream] = []
        var wholeReports: [(format: ReportFormat, sink: OutputSink?, path: String?)] = []
        do {
            for (reportFormat, path) in [(format, options.output)] + options.reports.map({ ($0.format, Optional($0.path)) }) {
                guard let reporter = reportFormat.streaming else {
                    wholeReports.append((reportFormat, path == nil ? stdoutSink : nil, path))
                    continue
                }
                let sink: OutputSink
                if let path { sink = try writes.stream(to: path) } else { sink = stdoutSink }
                streams.append(ReportStream(reporter, sink: sink, context: context))
            }
        } catch {
            writes.discard()
            return fail(ExitStatus.inputError, "insetlint: \(error.message)")
        }

        var totals = ReportTotals()
        var matcher = baseline.map { Baseline.Matcher($0, workingDirectory: workingDirectory) }
        var recorded = options.writeBaseline.map { Baseline.Counts(path: $0, workingDirectory: workingDirectory) }
        var allFindings: [Finding]? = wholeReports.isEmpty ? nil : []
        var stdinSpec: ScreenSpec?
        var walkErrorsLeft = walkErrors.sorted { ($0.file, $0.location) < ($1.file, $1.location) }[...]
        func send(_ part: ReportPart) {
            for stream in streams { stream.add(part) }
        }
        /// Inputs that failed before linting, in their place among the files.
        func sendWalkErrors(before file: String?) {
            while let first = walkErrorsLeft.first, file.map({ first.file < $0 }) ?? true {
                let same = walkErrorsLeft.prefix { $0.file == first.file }
                walkErrorsLeft.removeFirst(same.count)
                totals.errors += same
                send(ReportPart(file: first.file, errors: Array(same), findings: [], findingsBefore: totals.findings))
            }
        }
        func take(_ outcome: FileOutcome) {
            sendWalkErrors(before: outcome.file)
            totals.screens += outcome.screens
            totals.notes += outcome.notes
            switch outcome.result {
            case .success(let found):
                let sorted = found.sorted(by: Finding.ordered)
                recorded?.add(sorted)
                let kept = matcher?.filter(sorted) ?? sorted
                let part = ReportPart(file: outcome.file, errors: [], findings: kept, findingsBefore: totals.findings)
                totals.count(kept)
                allFindings? += kept
                send(part)
            case .failure(let error):
                totals.errors.append(error)
                send(ReportPart(file: outcome.file, errors: [error], findings: [], findingsBefore: totals.findings))
            }
        }
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
                take(FileOutcome(file: name, result: .success(runner.lint(spec, file: name)), screens: 1))
            case .failure(let error):
                take(FileOutcome(file: name, result: .failure(error), screens: 0))
            }
        case .files:
            let cache = options.cachePath.flatMap { ResultCache.open(directory: $0, scope: ResultCache.scope(toolVersion: toolVersion, runner: runner)) }
            // Sorted as findings are, so that reports can be written file by file in report order.
            files.sort()
            let plists = runner.lint(files: files, jobs: options.jobs ?? LintRunner.availableCores, cache: cache, each: take)
            // An unreadable Info.plist is an input error of its own file (after the files linted).
            for (file, errors) in Dictionary(grouping: plists.errors, by: \.file).sorted(by: { $0.key < $1.key }) {
                totals.errors += errors
                send(ReportPart(file: file, errors: errors, findings: [], findingsBefore: totals.findings))
            }
            totals.notes += plists.notes
        }
        sendWalkErrors(before: nil)
        totals.notes.sort(by: ReportNote.ordered)
        totals.files = files.count
        totals.errors.sort { ($0.file, $0.location) < ($1.file, $1.location) }
        totals.baseline = matcher?.outcome(linted: files, errors: totals.errors)
        for stream in streams { stream.finish(totals) }

        if let recorded, let path = options.writeBaseline { writes.add(recorded.rendered(), to: path) }
        if let allFindings {
            var report = LintReport(findings: allFindings, errors: totals.errors, files: totals.files, screens: totals.screens)
            report.baseline = totals.baseline
            report.notes = totals.notes
            let finalReport = report, spec = stdinSpec, linted = files, screenRunner = runner
            let screens = {
                if let spec { return [screenRunner.screen(spec, file: linted[0], report: finalReport)] }
                return screenRunner.screens(paths: linted, report: finalReport)
            }
            for whole in wholeReports {
                let text = whole.format.render(report, context: context, screens: screens)
                if let path = whole.path { writes.add(text, to: path) } else { whole.sink?.write(text) }
            }
        }
        if let problem = streams.lazy.compactMap(\.failure).first {
            writes.discard()
            return fail(ExitStatus.inputError, "insetlint: cannot write the report: \(problem)")
        }
        do {
            try writes.commit()
        } catch {
            return fail(ExitStatus.inputError, "insetlint: \(error.message)")
        }
        stdoutSink.flush()
        outcome.stdout = stdoutSink.text
        if let path = options.writeBaseline, !options.quiet {
            outcome.stderr += "insetlint: recorded \(recorded?.total ?? 0) finding\(recorded?.total == 1 ? "" : "s") in \(path)\n"
        }
        if format == .text, !options.quiet { outcome.stderr += TextReporter.summary(totals) + "\n" }
        outcome.stderr += TextReporter.staleBaseline(totals.baseline)
        if let failure = stdoutSink.failure {
            outcome.stderr += "insetlint: cannot write the report to standard output: \(failure)\n"
            outcome.exitCode = ExitStatus.inputError
            return outcome
        }
        outcome.exitCode = !totals.errors.isEmpty ? ExitStatus.inputError
            : (options.strict ?? configuration.strict ? totals.findings : totals.errorFindings) > 0 ? ExitStatus.findings : ExitStatus.clean
        return outcome
    }

    /// An unreadable configuration or baseline, as the text format shows a spec's error.
    public static func describe(_ error: InputError) -> String {
        TextReporter.render(LintReport(findings: [], errors: [error], files: 1, screens: 0))
    }
}
