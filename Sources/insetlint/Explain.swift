import ArgumentParser
import InsetEngine
import InsetLintKit
import Reporters
import ScreenModel

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Print every frame, safe-area inset, margin and adjusted content inset of a screen.",
        discussion: "Without --device / --orientation, every device and orientation the spec asks for (or, when it names "
            + "none, the configuration's devices and orientations, as `lint` uses)."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "A spec file, or a storyboard or xib.")
    var spec: String

    @OptionGroup var screenOption: ScreenOption

    @OptionGroup var selection: ContextOptions
    @OptionGroup var config: ConfigOption

    @Option(help: "text or json.")
    var format: Format = .text

    func run() throws {
        let runner = selection.applied(to: try configuredRunnerOrExit(config))
        let (screen, keep, notes) = try loadScreenOrExit(spec, screenOption, runner: runner)
        let contexts = try selection.contextsOrExit(screen, file: spec, keep: keep, runner: runner)
        let layouts = LayoutEngine.resolve(screen, in: contexts)
        switch format {
        case .text:
            // What the import of a storyboard or xib assumed or left out, where it stands in the file.
            try printOutput(ExplainReporter.text(file: spec, spec: screen, layouts: layouts) + notes.map { $0 + "\n" }.joined())
        case .json: try printOutput(ExplainReporter.json(file: spec, spec: screen, layouts: layouts))
        }
    }
}
