import ArgumentParser
import InsetEngine
import IBDecoder
import InsetLintKit
import Reporters
import ScreenModel

/// `--device` and `--orientation`, shared by the commands that look at one spec (`explain`, `render`).
struct ContextOptions: ParsableArguments {
    @Option(help: "A device id or alias (see `insetlint devices`).")
    var device: String?

    @Option(help: "portrait, landscape, landscape-left or landscape-right.")
    var orientation: String?

    @OptionGroup var profile: ProfileOption

    func validate() throws {
        if let device, DeviceCatalog.device(named: device) == nil {
            throw ValidationError("\(DeviceCatalog.names.unknown(device)) (`insetlint devices` lists them)")
        }
        if let device, let profiles = try profile.profiles() {
            for ios in profiles where !DeviceCatalog.names.ran(device, ios) || !(DeviceCatalog.device(named: device)?.runs(ios) ?? true) {
                let why = DeviceCatalog.names.limits[device]?.why ?? "no model of its family ran it"
                throw ValidationError("\(device) never ran \(ios.label): \(why)")
            }
        }
        if let orientation, orientation != "landscape", Orientation(rawValue: orientation) == nil {
            throw ValidationError("unknown orientation '\(orientation)'; use portrait, landscape, landscape-left or landscape-right")
        }
    }

    /// The runner with `--ios` applied: it replaces the spec's and the configuration's profiles.
    func applied(to runner: LintRunner) -> LintRunner {
        var runner = runner
        runner.profileOverride = try? profile.profiles()   // checked by `validate`
        return runner
    }

    /// `select(from:runner:)` over the spec's contexts (`keep`: an imported screen's size classes),
    /// exiting with an input error when the run's iOS profiles leave the spec no layout at all.
    func contextsOrExit(_ screen: ScreenSpec, file: String, keep: ((LayoutContext) -> Bool)?, runner: LintRunner) throws -> [LayoutContext] {
        if let nothing = runner.nothingToCheck(screen, file: file) {
            printError(TextReporter.render(LintReport(findings: [], errors: [nothing], files: 1, screens: 0)).dropLast().description)
            throw ExitCode(ExitStatus.inputError)
        }
        return select(from: runner.contexts(for: screen).filter { keep?($0) ?? true }, runner: runner)
    }

    /// The spec's contexts narrowed to the options. A device the spec does not list is still shown,
    /// in the spec's orientations and profiles (those the device ran).
    func select(from contexts: [LayoutContext], runner: LintRunner) -> [LayoutContext] {
        var contexts = contexts
        let profiles = (try? profile.profiles()) ?? nil
        if let device, let d = DeviceCatalog.device(named: device) {
            let orientations = Set(contexts.map(\.orientation))
            var wanted = profiles ?? contexts.map(\.ios).reduce(into: [IOSProfile]()) { if !$0.contains($1) { $0.append($1) } }
            if wanted.isEmpty { wanted = runner.defaultProfiles }
            wanted = wanted.filter { d.runs($0) && DeviceCatalog.names.ran(device, $0) }
            contexts = wanted.sorted().flatMap { ios in
                (orientations.isEmpty ? Orientation.allCases : Orientation.allCases.filter(orientations.contains))
                    .map { LayoutContext(device: d, orientation: $0, ios: ios) }
            }
        }
        if let orientation {
            let wanted: Set<Orientation> = orientation == "landscape" ? [.landscapeLeft, .landscapeRight] : [Orientation(rawValue: orientation)!]
            var pairs: [(Device, IOSProfile)] = []
            for c in contexts where !pairs.contains(where: { $0.0 == c.device && $0.1 == c.ios }) { pairs.append((c.device, c.ios)) }
            contexts = pairs.flatMap { d, ios in
                Orientation.allCases.filter(wanted.contains).map { LayoutContext(device: d, orientation: $0, ios: ios) }
            }
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

/// `--screen` for `explain` and `render`: one screen of a storyboard or xib.
struct ScreenOption: ParsableArguments {
    @Option(help: "For a storyboard or xib: the screen (name, scene id or view controller id).")
    var screen: String?
}

/// The screen a command draws or explains, from a spec or (with `--screen` when it holds several) a
/// storyboard or xib, and the contexts it holds for (an imported screen of some size classes only).
/// `notes` are what the import of a storyboard or xib read differently from UIKit or left out.
func loadScreenOrExit(_ path: String, _ option: ScreenOption, runner: LintRunner) throws -> (spec: ScreenSpec, keep: ((LayoutContext) -> Bool)?, notes: [String]) {
    guard InterfaceBuilderFiles.isInterfaceBuilderName(path) else {
        if option.screen != nil {
            printError("--screen picks a screen of a storyboard or xib; \(path) is a screen spec")
            throw ExitCode(ExitStatus.usage)
        }
        return (try loadSpecOrExit(path), nil, [])
    }
    let file: IBFile
    switch InterfaceBuilderFiles.load(path) {
    case .failure(let error):
        printError(TextReporter.render(LintReport(findings: [], errors: [error], files: 1, screens: 0)).dropLast().description)
        throw ExitCode(ExitStatus.inputError)
    case .success(let loaded): file = loaded
    }
    // The app's Info.plist narrows the orientations as it does for `lint`; one that cannot be read is an input error.
    var plist: InfoPlist?
    var plistNotes: [ReportNote] = []
    if let plistPath = InterfaceBuilderFiles.infoPlistPath(for: path, configured: runner.infoPlist) {
        switch InterfaceBuilderFiles.loadInfoPlist(plistPath) {
        case .failure(let error):
            printError(TextReporter.render(LintReport(findings: [], errors: [error], files: 1, screens: 0)).dropLast().description)
            throw ExitCode(ExitStatus.inputError)
        case .success(let loaded):
            plist = loaded
            plistNotes = InterfaceBuilderFiles.InfoPlists(files: [path], configured: runner.infoPlist).notes
        }
    }
    switch InterfaceBuilderFiles.single(file, named: option.screen, path: path) {
    case .success(let screen):
        let prepared = InterfaceBuilderFiles.prepare([screen], fileNotes: file.notes, path: path, overrides: runner.interfaceBuilderScreens,
                                                     configSource: runner.configurationSource, plist: plist)
        let notes = (plistNotes + prepared.notes + prepared.screens[0].notes).map { "\($0.file):\($0.location): note: \($0.message)" }
        return (prepared.screens[0].screen.spec, prepared.screens[0].keep, notes)
    case .failure(let failure):
        printError(failure.message)
        throw ExitCode(ExitStatus.usage)
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
