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

    @Option(help: "A device id or alias (see `insetlint devices`).")
    var device: String?

    @Option(help: "portrait, landscape, landscape-left or landscape-right.")
    var orientation: String?

    @Option(help: "text or json.")
    var format: Format = .text

    func validate() throws {
        if let device, DeviceCatalog.device(named: device) == nil {
            let suggestion = Suggestion.phrase(for: device, in: DeviceCatalog.acceptedNames.sorted())
            throw ValidationError("unknown device '\(device)'\(suggestion) (`insetlint devices` lists them)")
        }
        if let orientation, orientation != "landscape", Orientation(rawValue: orientation) == nil {
            throw ValidationError("unknown orientation '\(orientation)'; use portrait, landscape, landscape-left or landscape-right")
        }
    }

    func run() throws {
        let screen: ScreenSpec
        switch LintRunner.load(spec) {
        case .success(let s): screen = s
        case .failure(let error):
            printError(TextReporter.render(LintReport(findings: [], errors: [error], files: 1, screens: 0)).dropLast().description)
            throw ExitCode(ExitStatus.inputError)
        }
        let runner = LintRunner()
        var contexts = runner.contexts(for: screen)
        if let device, let d = DeviceCatalog.device(named: device) {
            let orientations = Set(contexts.map(\.orientation))
            contexts = (orientations.isEmpty ? Orientation.allCases : Orientation.allCases.filter(orientations.contains))
                .map { LayoutContext(device: d, orientation: $0) }
        }
        if let orientation {
            let wanted: Set<Orientation> = orientation == "landscape" ? [.landscapeLeft, .landscapeRight] : [Orientation(rawValue: orientation)!]
            let devices = contexts.map(\.device).reduce(into: [Device]()) { if !$0.contains($1) { $0.append($1) } }
            contexts = devices.flatMap { d in Orientation.allCases.filter(wanted.contains).map { LayoutContext(device: d, orientation: $0) } }
        }
        let layouts = contexts.map { LayoutEngine.resolve(screen, in: $0) }
        switch format {
        case .text: print(ExplainReporter.text(file: spec, spec: screen, layouts: layouts), terminator: "")
        case .json: print(ExplainReporter.json(file: spec, spec: screen, layouts: layouts), terminator: "")
        }
    }
}
