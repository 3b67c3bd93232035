import ArgumentParser
import InsetLintKit

@main
struct InsetLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "insetlint",
        abstract: "Lints iOS screen specs for safe-area and scroll-view inset mistakes.",
        discussion: """
            Describe a screen in a *.screen.yaml file (view tree, constraints, bars, scroll views); InsetLint \
            resolves it on every device × orientation you ask for, the way UIKit would, and reports content \
            under the notch, the Dynamic Island, the home indicator or a bar.

            Examples:
              insetlint lint Examples                      lint every *.screen.yaml below Examples/
              insetlint lint --format json feed.screen.yaml
              insetlint explain feed.screen.yaml --device iphone-15 --orientation portrait
              insetlint render feed.screen.yaml --device iphone-15 --orientation portrait --output feed.svg
              insetlint lint Examples --format html --output report.html
              git diff --name-only | insetlint lint --allow-zero-lintable-files -
                                                           lint the changed specs, if any
              insetlint lint --report sarif:insetlint.sarif  a SARIF report beside the text output
              cat a.screen.yaml | insetlint lint --use-stdin --stdin-path a.screen.yaml
              insetlint convert Main.storyboard            the screen specs of a storyboard's scenes
              insetlint config                             the effective configuration
              insetlint rules under-notch                  what a rule checks, with examples
              insetlint devices                            the device catalog and its sources

            Exit codes: 0 no error-severity finding, 1 findings fail the run, 2 an input or output \
            failed (a file could not be read or decoded, or a report could not be written), 64 bad \
            usage (or no spec to lint, unless --allow-zero-lintable-files).
            """,
        version: InsetLintVersion.current,
        subcommands: [Lint.self, Explain.self, Render.self, Convert.self, RulesCommand.self, Devices.self, ConfigCommand.self],
        defaultSubcommand: Lint.self
    )

    /// Parses with `lint`'s trailing spec paths split off (ArgumentSplit says why).
    ///
    /// Every command spells out its `commandName`: a derived name is worked out from the type's
    /// description by reflection on each lookup, and start-up looked up each command's name about
    /// eight times (5 M instructions of a 25 M start, measured with callgrind).
    static func main() {
        let others = Set(configuration.subcommands.filter { $0 != Lint.self }.map { $0._commandName })
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let problem = ArgumentSplit.mistypedCommand(arguments, commands: configuration.subcommands.map { $0._commandName }) {
            printError("insetlint: \(problem)")
            exit(withError: ExitCode(ExitStatus.usage))
        }
        let split = ArgumentSplit.trailingSpecPaths(arguments, otherCommands: others)
        do {
            var command = try parseAsRoot(split.head)
            if var lint = command as? Lint {
                lint.paths += split.paths
                command = lint
            }
            try command.run()
        } catch {
            exit(withError: error)
        }
    }
}

enum InsetLintVersion {
    static let current = "0.1.0"
}
