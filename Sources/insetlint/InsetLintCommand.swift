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
              insetlint rules under-notch                  what a rule checks, with examples
              insetlint devices                            the device catalog and its sources

            Exit codes: 0 no error-severity finding, 1 findings fail the run, 2 an input could not be \
            read or decoded, 64 bad usage.
            """,
        version: InsetLintVersion.current,
        subcommands: [Lint.self, Explain.self, RulesCommand.self, Devices.self],
        defaultSubcommand: Lint.self
    )
}

enum InsetLintVersion {
    static let current = "0.1.0"
}
