import ArgumentParser
import InsetEngine
import InsetLintKit
import Reporters
import ScreenModel

/// `--device` and `--orientation`, shared by the commands that look at one spec (`explain`, `render`).
struct ContextOptions: ParsableArguments {
    @Option(help: "A device id or alias (see `insetlint devices`).")
    var device: String?

    @Option(help: "portrait, landscape, landscape-left or landscape-right.")
    var orientation: String?

    func validate() throws {
        if let device, DeviceCatalog.device(named: device) == nil {
            let suggestion = Suggestion.phrase(for: device, in: DeviceCatalog.acceptedNames.sorted())
            throw ValidationError("unknown device '\(device)'\(suggestion) (`insetlint devices` lists them)")
        }
        if let orientation, orientation != "landscape", Orientation(rawValue: orientation) == nil {
            throw ValidationError("unknown orientation '\(orientation)'; use portrait, landscape, landscape-left or landscape-right")
        }
    }

    /// The spec's contexts narrowed to the options. A device the spec does not list is still shown,
    /// in the spec's orientations.
    func select(from contexts: [LayoutContext]) -> [LayoutContext] {
        var contexts = contexts
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
        return contexts
    }
}

/// One spec for a command that needs it decoded; on failure the error is printed as `lint` prints
/// it (file:line:col, the line and a caret) and the command exits 2.
func loadSpecOrExit(_ path: String) throws -> ScreenSpec {
    switch LintRunner.load(path) {
    case .success(let spec):
        return spec
    case .failure(let error):
        printError(TextReporter.render(LintReport(findings: [], errors: [error], files: 1, screens: 0)).dropLast().description)
        throw ExitCode(ExitStatus.inputError)
    }
}

/// The runner `lint` would use in this directory: the configuration's devices, orientations, rules
/// and severities, so `explain` and `render` show the contexts and findings a lint run reports. A
/// configuration that cannot be read is printed as `lint` prints it, and the command exits 2.
func configuredRunnerOrExit(_ option: ConfigOption) throws -> LintRunner {
    try configurationOrExit(option).makeRunner()
}

/// The configuration `lint` would use in this directory; one that cannot be read is printed as
/// `lint` prints it, and the command exits 2.
func configurationOrExit(_ option: ConfigOption) throws -> Configuration {
    switch ConfigLoader.load(explicit: option.config, workingDirectory: Paths.currentDirectory()) {
    case .success(let configuration):
        return configuration
    case .failure(let error):
        printError(String(LintSession.describe(error).dropLast()))
        throw ExitCode(ExitStatus.inputError)
    }
}
