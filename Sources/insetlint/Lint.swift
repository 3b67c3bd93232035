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
            With no PATH, the current directory is searched.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "Spec files or directories.")
    var paths: [String] = []

    @Option(help: "Report format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .text

    @Option(help: ArgumentHelp("Write the report to FILE (atomically) instead of standard output.", valueName: "FILE"))
    var output: String?

    @Flag(help: "Fail the run (exit 1) on any finding, warnings included.")
    var strict = false

    func validate() throws {
        if let output, SpecFiles.isSpecName(output) {
            throw ValidationError("refusing to write a report to '\(output)': it is named like a screen spec")
        }
    }

    func run() throws {
        let report = LintRunner().lint(paths: paths.isEmpty ? ["."] : paths)
        let text: String
        switch format {
        case .text: text = TextReporter.render(report)
        case .json: text = JSONReporter.render(report)
        }
        if let output {
            do {
                try FileIO.writeAtomically(text, to: output)
            } catch {
                printError("insetlint: \(error.message)")
                throw ExitCode(ExitStatus.inputError)
            }
        } else {
            print(text, terminator: "")
        }
        if format == .text { printError(TextReporter.summary(report)) }
        let code = ExitStatus.code(for: report, strict: strict)
        if code != 0 { throw ExitCode(code) }
    }
}

/// Writes a line to standard error (file descriptor 2: the C `stderr` global is not concurrency-safe).
func printError(_ text: String) {
    let bytes = Array((text + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
