import ArgumentParser
import InsetEngine
import InsetLintKit
import Reporters
import ScreenModel

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print every frame, safe-area inset, margin and adjusted content inset of a screen.",
        discussion: "Without --device / --orientation, every device and orientation the spec asks for."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "A spec file.")
    var spec: String

    @OptionGroup var selection: ContextOptions

    @Option(help: "text or json.")
    var format: Format = .text

    func run() throws {
        let screen = try loadSpecOrExit(spec)
        let contexts = selection.select(from: LintRunner().contexts(for: screen))
        let layouts = LayoutEngine.resolve(screen, in: contexts)
        switch format {
        case .text: print(ExplainReporter.text(file: spec, spec: screen, layouts: layouts), terminator: "")
        case .json: print(ExplainReporter.json(file: spec, spec: screen, layouts: layouts), terminator: "")
        }
    }
}
