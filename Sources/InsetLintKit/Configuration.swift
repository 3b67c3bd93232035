import InsetEngine
import LintRules
import Reporters
import ScreenModel
import SpecDecoder

/// The settings a run uses: built-in defaults, changed by `.insetlint.yml`, changed by the command
/// line. A spec's own `devices:` / `orientations:` still win for that screen (FORMAT.md §1).
public struct Configuration: Sendable {
    /// The file these settings came from; nil for the built-in defaults.
    public var source: String?
    /// Absolute; `included` / `excluded` are relative to it.
    public var baseDirectory: String
    public var devices: [Device]
    public var orientations: [Orientation]
    /// iOS profiles for specs that name none (FORMAT.md §7).
    public var ios: [IOSProfile]
    /// Ids of the rules that run, in registry order.
    public var rules: [String]
    /// Severities that differ from the rules' defaults.
    public var severities: [String: Severity]
    public var included: [Glob]
    public var excluded: [Glob]
    public var strict: Bool
    public var reporter: ReportFormat
    /// Per-screen settings for storyboards and xibs (`interface_builder:`).
    public var interfaceBuilderScreens: [InterfaceBuilderScreenOverride] = []
    /// `interface_builder: info_plist:`, made absolute against the configuration's directory.
    public var infoPlist: String?

    public static func defaults(baseDirectory: String) -> Configuration {
        Configuration(source: nil, baseDirectory: baseDirectory,
                      devices: DeviceSets.expand(DeviceCatalog.defaultIDs), orientations: Orientation.allCases, ios: IOSProfile.defaults,
                      rules: RuleRegistry.ids, severities: [:], included: [], excluded: [], strict: false, reporter: .text)
    }

    /// Applies a decoded file over the defaults.
    public init(_ file: ConfigFile, source: String, baseDirectory: String) {
        self = .defaults(baseDirectory: baseDirectory)
        self.source = source
        if let devices = file.devices { self.devices = DeviceSets.expand(devices.map(\.value)) }
        if let orientations = file.orientations { self.orientations = orientations }
        if let ios = file.ios { self.ios = ios.map(\.value) }
        let selected = Set(file.onlyRules?.map(\.value) ?? RuleRegistry.ids).subtracting(file.disabledRules.map(\.value))
        rules = RuleRegistry.ids.filter(selected.contains)
        for override in file.severities {
            guard let level = Severity(rawValue: override.severity),
                  let rule = RuleRegistry.rule(id: override.rule.value), rule.description.severity != level else { continue }
            severities[override.rule.value] = level
        }
        included = file.included.map { Glob($0.value) }
        excluded = file.excluded.map { Glob($0.value) }
        if let strict = file.strict { self.strict = strict }
        if let reporter = file.reporter.flatMap({ ReportFormat(rawValue: $0.value) }) { self.reporter = reporter }
        interfaceBuilderScreens = file.interfaceBuilderScreens
        infoPlist = file.interfaceBuilderInfoPlist.map { Paths.absolute($0.value, in: baseDirectory) }
    }

    private init(source: String?, baseDirectory: String, devices: [Device], orientations: [Orientation], ios: [IOSProfile], rules: [String],
                 severities: [String: Severity], included: [Glob], excluded: [Glob], strict: Bool, reporter: ReportFormat) {
        self.source = source
        self.baseDirectory = baseDirectory
        self.devices = devices
        self.orientations = orientations
        self.ios = ios
        self.rules = rules
        self.severities = severities
        self.included = included
        self.excluded = excluded
        self.strict = strict
        self.reporter = reporter
    }

    /// What the configuration decoder accepts: catalog ids and aliases, device sets, registered
    /// rules, severities and report formats.
    public static let decodeOptions = ConfigDecodeOptions(
        knownDevices: DeviceCatalog.acceptedNames, deviceSets: DeviceSets.names, knownRules: RuleRegistry.ids,
        severities: Severity.allCases.map(\.rawValue).reversed(), reporters: ReportFormat.allCases.map(\.rawValue),
        deviceNames: DeviceCatalog.names)

    public func makeRunner() -> LintRunner {
        let enabled = RuleRegistry.all.filter { rules.contains($0.description.id) }
        var runner = LintRunner(linter: Linter(rules: enabled.map { $0.init() }, severities: severities),
                                defaultDevices: devices, defaultOrientations: orientations, defaultProfiles: ios)
        runner.interfaceBuilderScreens = interfaceBuilderScreens
        // Named as the user would type them: relative to the working directory when below it.
        runner.infoPlist = infoPlist.map { Paths.key($0, in: Paths.currentDirectory()) }
        runner.configurationSource = source.map { Paths.key($0, in: Paths.currentDirectory()) }
        return runner
    }

    public func severity(of rule: String) -> Severity? {
        severities[rule] ?? RuleRegistry.rule(id: rule)?.description.severity
    }

    /// The rules as reports describe them (SARIF's rule metadata).
    public func reportContext(toolVersion: String) -> ReportContext {
        ReportContext(toolVersion: toolVersion,
                      rules: RuleRegistry.all.map { $0.description }.filter { rules.contains($0.id) },
                      severityOverrides: severities)
    }

    /// Whether `included` / `excluded` let a file be linted. Applies to files named on the command
    /// line too: a pre-commit hook names every staged file. Files outside the configuration's
    /// directory are not matched by its patterns.
    public func selects(_ path: String, workingDirectory: String) -> Bool {
        // Without patterns every file is linted: no path to make absolute (some 30,000
        // instructions per file).
        if included.isEmpty, excluded.isEmpty { return true }
        guard let relative = Paths.relative(Paths.absolute(path, in: workingDirectory), to: baseDirectory) else {
            return included.isEmpty
        }
        if excluded.contains(where: { $0.matches(relative) }) { return false }
        return included.isEmpty || included.contains { $0.matches(relative) }
    }
}
