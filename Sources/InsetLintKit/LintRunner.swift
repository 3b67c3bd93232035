import InsetEngine
import LintRules
import Reporters
import ScreenModel
import SpecDecoder

/// Reads, decodes, resolves and lints spec files. The one place that ties the stages together.
public struct LintRunner: Sendable {
    public var linter: Linter
    public var defaultDevices: [Device]
    public var defaultOrientations: [Orientation]
    /// iOS profiles for specs that name none.
    public var defaultProfiles: [IOSProfile]
    /// `--ios`: the profiles of every spec, whatever it names (nil: the spec's, else the defaults).
    public var profileOverride: [IOSProfile]?
    /// A spec with at least this many views has its contexts resolved on several workers when a
    /// run has more than one (as many as `parallelLayoutBudget` allows): otherwise one very large
    /// screen keeps a single core busy to the end.
    public var parallelContextViews = 4_000
    /// What the layouts of the extra workers may take together, in bytes: each holds one
    /// `ResolvedView` per view. A spec so large that a second layout would pass this (about 75,000
    /// views) is resolved on one worker, trading its own wall time for a peak a 64 MB target allows.
    public var parallelLayoutBudget = 8 << 20
    /// The configuration's settings for screens of storyboards and xibs.
    public var interfaceBuilderScreens: [InterfaceBuilderScreenOverride] = []
    /// The configured Info.plist of the app (nil: one beside each storyboard or xib, if any).
    public var infoPlist: String?
    /// The configuration file these settings came from, for notes about them.
    public var configurationSource: String?

    public init(linter: Linter = Linter(),
                defaultDevices: [Device] = DeviceCatalog.defaultIDs.compactMap(DeviceCatalog.device(named:)),
                defaultOrientations: [Orientation] = Orientation.allCases, defaultProfiles: [IOSProfile] = IOSProfile.defaults) {
        self.linter = linter
        self.defaultDevices = defaultDevices
        self.defaultOrientations = defaultOrientations
        self.defaultProfiles = defaultProfiles
    }

    public static let decodeOptions = DecodeOptions(knownDevices: DeviceCatalog.acceptedNames, knownRules: Set(RuleRegistry.ids),
                                                    deviceNames: DeviceCatalog.names)

    /// A spec decoded from a file, or why it could not be.
    public static func load(_ path: String) -> Result<ScreenSpec, InputError> {
        InputFile.decode(path) { (bytes) throws(SpecError) in try SpecDecoder.decode(bytes, options: decodeOptions) }
    }

    public func contexts(for spec: ScreenSpec) -> [LayoutContext] {
        var spec = spec
        if let profileOverride { spec.ios = profileOverride.map { Located($0, at: spec.screenLocation) } }
        return LayoutEngine.contexts(for: spec, defaultDevices: defaultDevices, defaultOrientations: defaultOrientations,
                                     defaultProfiles: defaultProfiles)
    }

    /// Lints spec files already found (and filtered by the configuration); `errors` are inputs that
    /// failed before this point and go into the report.
    public func lint(files: [String], errors walkErrors: [InputError]) -> LintReport {
        lint(files: files, errors: walkErrors, jobs: 1, cache: nil)
    }
}

/// FORMAT.md §2 exit codes.
public enum ExitStatus {
    public static let clean: Int32 = 0
    public static let findings: Int32 = 1
    public static let inputError: Int32 = 2
    public static let usage: Int32 = 64

    /// 2 when an input failed (it outranks findings: the run is incomplete), else 1 when a finding
    /// fails the run (error severity, or any finding with `strict`), else 0.
    public static func code(for report: LintReport, strict: Bool) -> Int32 {
        if !report.errors.isEmpty { return inputError }
        let failing = report.findings.contains { strict || $0.severity == .error }
        return failing ? findings : clean
    }
}
