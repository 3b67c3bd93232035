import ArgumentParser
import InsetLintKit

extension ReportFormat: ExpressibleByArgument {}

/// `--config`: shared by `lint` and `config`.
struct ConfigOption: ParsableArguments {
    @Option(help: ArgumentHelp("Read the configuration from FILE instead of the nearest \(ConfigLoader.fileName) in this directory or a parent.",
                               valueName: "FILE"))
    var config: String?
}

/// Where `lint` writes what it found, and how strictly it judges it.
struct ReportOptions: ParsableArguments {
    @Option(name: [.customLong("format"), .customLong("reporter")],
            help: "Report format (default: the configuration's reporter, else text); --reporter is the same option, as in SwiftLint.")
    var format: ReportFormat?

    @Option(help: ArgumentHelp("Write the report to FILE (atomically) instead of standard output.", valueName: "FILE"))
    var output: String?

    @Option(name: .customLong("report"), parsing: .singleValue,
            help: ArgumentHelp("Also write a report in FORMAT to PATH (atomically); repeatable, e.g. --report sarif:insetlint.sarif.",
                               valueName: "FORMAT:PATH"))
    var reportArguments: [String] = []

    @Flag(inversion: .prefixedNo, help: "Fail the run (exit 1) on any finding, warnings included (default: the configuration's strict).")
    var strict: Bool?

    @Flag(help: "Print no summary or status lines on standard error (findings, input errors and baseline advice still show).")
    var quiet = false

    var reports: [ReportRequest] { reportArguments.compactMap(ReportRequest.init(argument:)) }

    func validate() throws {
        for argument in reportArguments where ReportRequest(argument: argument) == nil {
            throw ValidationError("--report takes FORMAT:PATH with FORMAT one of \(ReportFormat.names); found '\(argument)'")
        }
        for path in [output].compactMap({ $0 }) + reports.map(\.path) {
            if let kind = SpecFiles.inputKind(path) { throw ValidationError("refusing to write a report to '\(path)': it is named like \(kind)") }
        }
    }
}

/// `--baseline` / `--write-baseline`.
struct BaselineOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Report only findings that FILE does not record, and list recorded ones that no longer occur.",
                               valueName: "FILE"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record this run's findings in FILE (keyed by file, screen, view and rule; not by line).",
                               valueName: "FILE"))
    var writeBaseline: String?

    func validate() throws {
        if let writeBaseline, let kind = SpecFiles.inputKind(writeBaseline) {
            throw ValidationError("refusing to write a baseline to '\(writeBaseline)': it is named like \(kind)")
        }
    }
}

/// Where `lint`'s specs come from besides PATHs: SwiftLint's `--use-stdin` and
/// `--allow-zero-lintable-files`.
struct InputOptions: ParsableArguments {
    @Flag(help: "Lint the spec text on standard input (an editor's unsaved buffer) instead of files.")
    var useStdin = false

    @Option(help: ArgumentHelp("With --use-stdin, the file name findings carry (default: \(LintSession.standardInputName)).", valueName: "PATH"))
    var stdinPath: String?

    @Flag(name: .customLong("null"),
          help: "Paths on standard input are separated by NUL bytes, as git diff -z and find -print0 write them (names may hold newlines).")
    var nulSeparated = false

    @Flag(help: "Pass (exit 0) when no spec is found to lint, instead of failing with exit 64.")
    var allowZeroLintableFiles = false

    func validate() throws {
        if let stdinPath, !useStdin {
            throw ValidationError("--stdin-path \(stdinPath) names the spec read with --use-stdin; add --use-stdin")
        }
    }
}
