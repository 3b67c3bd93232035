import Reporters

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
    public var standardInput: @Sendable (UInt8) -> [String]

    public init(options: Options, workingDirectory: String = Paths.currentDirectory(), toolVersion: String,
                standardInput: @escaping @Sendable (UInt8) -> [String] = LintInputs.readStandardInput(separator:)) {
        self.options = options
        self.workingDirectory = workingDirectory
        self.toolVersion = toolVersion
        self.standardInput = standardInput
    }

    /// The paths to search: `-` replaced by the paths listed on standard input; none at all means
    /// the working directory (but an empty list on standard input means nothing to lint).
    func inputPaths() -> [String] {
        guard !options.paths.isEmpty else { return ["."] }
        var paths = options.paths.filter { $0 != "-" }
        if options.paths.contains("-") { paths += standardInput(options.nulSeparated ? 0 : 0x0A) }
        return paths
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
        let (files, walkErrors) = LintInputs.collect(inputPaths(), configuration: configuration, workingDirectory: workingDirectory)
        let reads = files + [configuration.source, options.baseline].compactMap { $0 }
        let reportPaths = [options.output].compactMap { $0 } + options.reports.map(\.path)
        // A baseline may be rewritten in place (`--baseline b.json --write-baseline b.json`).
        let rewritable = options.writeBaseline.map { Paths.absolute($0, in: workingDirectory) }
        if let problem = OutputGuard.problem(outputs: reportPaths + [options.writeBaseline].compactMap { $0 },
                                             inputs: reads.filter { Paths.absolute($0, in: workingDirectory) != rewritable },
                                             workingDirectory: workingDirectory)
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

        let runner = configuration.makeRunner()
        if let cachePath = options.cachePath,
           let problem = ResultCache.problem(path: cachePath, outputs: reportPaths + [options.writeBaseline].compactMap { $0 },
                                             inputs: reads, workingDirectory: workingDirectory) {
            return fail(ExitStatus.usage, "insetlint: \(problem)")
        }
        var cache = options.cachePath.map { ResultCache.load(path: $0, scope: ResultCache.scope(toolVersion: toolVersion, runner: runner)) }
        var report = runner.lint(files: files, errors: walkErrors, jobs: options.jobs ?? LintRunner.availableCores, cache: &cache)
        // A cache that cannot be written costs the next run time, not this run's result.
        try? cache?.save()
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
        let screens = { runner.screens(paths: files, report: finalReport) }
        let main = format.render(report, context: context, screens: screens)
        if let output = options.output { writes.add(main, to: output) } else { outcome.stdout = main }
        for request in options.reports { writes.add(request.format.render(report, context: context, screens: screens), to: request.path) }
        do {
            try writes.commit()
        } catch {
            return fail(ExitStatus.inputError, "insetlint: \(error.message)")
        }
        if let path = options.writeBaseline {
            outcome.stderr += "insetlint: recorded \(recorded) finding\(recorded == 1 ? "" : "s") in \(path)\n"
        }
        if format == .text { outcome.stderr += TextReporter.summary(report) + "\n" }
        outcome.stderr += TextReporter.staleBaseline(report)
        outcome.exitCode = ExitStatus.code(for: report, strict: options.strict ?? configuration.strict)
        return outcome
    }

    /// An unreadable configuration or baseline, as the text format shows a spec's error.
    public static func describe(_ error: InputError) -> String {
        TextReporter.render(LintReport(findings: [], errors: [error], files: 1, screens: 0))
    }
}
