import InsetEngine
import LintRules
import Reporters
import ScreenModel
import SpecDecoder
import Synchronization

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
    /// The contexts worked out so far, shared by copies of this runner (its workers).
    let contextMemo = ContextMemo()

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
        // What they depend on: the spec's devices, orientations and profiles, or the defaults it leaves to the run.
        let key = ContextMemo.Key(named: spec.devices?.map(\.value), orientations: spec.orientations ?? defaultOrientations,
                                  profiles: profileOverride ?? spec.ios?.map(\.value) ?? defaultProfiles)
        return contextMemo.contexts(for: key, defaultDevices: defaultDevices) {
            var spec = spec
            if let profileOverride { spec.ios = profileOverride.map { Located($0, at: spec.screenLocation) } }
            return LayoutEngine.contexts(for: spec, defaultDevices: defaultDevices, defaultOrientations: defaultOrientations,
                                         defaultProfiles: defaultProfiles)
        }
    }

    /// Why `spec` has no layout to check, when it has none: its devices (or, for a spec that names
    /// none, the configured ones) ran none of the iOS profiles this run asks for from outside the
    /// spec, as `--ios 26` or a configuration's `ios: [26]` beside iPhones that stopped at iOS 18.
    /// An error at the spec's first device (or its screen), never a pass that checked nothing; a
    /// spec's own `ios:` is checked as it is decoded.
    public func nothingToCheck(_ spec: ScreenSpec, file: String) -> InputError? {
        // Every device ran iOS 18 or 26, the built-in profiles: only profiles asked for can leave none.
        guard profileOverride != nil || defaultProfiles != IOSProfile.defaults, contexts(for: spec).isEmpty else { return nil }
        let devices = spec.devices.map { $0.map(\.value) } ?? defaultDevices.map(\.id)
        let profiles = profileOverride ?? spec.ios?.map(\.value) ?? defaultProfiles
        let asked = profileOverride != nil ? "--ios" : "the configuration's ios"
        let where_ = spec.devices?.first?.location ?? spec.screenLocation
        return InputError(file: file, location: where_, message: "nothing to check: \(devices.joined(separator: ", ")) never ran "
            + "\(profiles.map(\.label).joined(separator: " or ")) (asked for by \(asked)); name a device that ran it "
            + "(`insetlint devices` lists them) or ask for a profile these devices ran")
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

/// The contexts of the device, orientation and profile lists seen so far in a run: most specs of a
/// codebase name the same ones (or none), and working their contexts out again per file (a catalog
/// lookup and the names each device ran, per device) cost as much as a small spec's grouping.
final class ContextMemo: Sendable {
    struct Key: Hashable {
        /// The names a spec gives its devices (each checked against the iOS versions that name
        /// ran: an alias), or nil for a spec that leaves them to the run's default devices.
        let named: [String]?
        let orientations: [Orientation]
        let profiles: [IOSProfile]
    }

    /// Each list's contexts, and for a spec that names no devices the default devices they were
    /// made from: compared, not hashed, as a runner's copies share that array (equal at once).
    private struct Entry {
        let defaultDevices: [Device]
        let contexts: [LayoutContext]
    }

    /// A run names a few lists; a bound keeps a pathological one (every spec its own list) small.
    private static let capacity = 64
    private let known = Mutex<[Key: Entry]>([:])

    func contexts(for key: Key, defaultDevices: [Device], _ make: () -> [LayoutContext]) -> [LayoutContext] {
        if let entry = known.withLock({ $0[key] }), key.named != nil || entry.defaultDevices == defaultDevices { return entry.contexts }
        let contexts = make()
        known.withLock { known in
            if known.count >= Self.capacity { known.removeAll() }
            known[key] = Entry(defaultDevices: key.named == nil ? defaultDevices : [], contexts: contexts)
        }
        return contexts
    }
}
