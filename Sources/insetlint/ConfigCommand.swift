import ArgumentParser
import InsetLintKit

struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print the effective configuration.",
        discussion: """
            Shows which \(ConfigLoader.fileName) applies here (the nearest in this directory or a parent, or \
            --config FILE) and every setting it results in, as a configuration file: device sets expanded, \
            each rule's severity, defaults filled in.
            """
    )

    @OptionGroup var config: ConfigOption

    func run() throws {
        try printOutput(configurationOrExit(config).text())
    }
}
