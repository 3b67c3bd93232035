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
    @Option(help: "Report format (default: the configuration's reporter, else text).")
    var format: ReportFormat?

    @Option(help: ArgumentHelp("Write the report to FILE (atomically) instead of standard output.", valueName: "FILE"))
    var output: String?

    @Option(name: .customLong("report"), parsing: .singleValue,
            help: ArgumentHelp("Also write a report in FORMAT to PATH (atomically); repeatable, e.g. --report sarif:insetlint.sarif.",
                               valueName: "FORMAT:PATH"))
    var reportArguments: [String] = []

    @Flag(inversion: .prefixedNo, help: "Fail the run (exit 1) on any finding, warnings included (default: the configuration's strict).")
    var strict: Bool?

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
