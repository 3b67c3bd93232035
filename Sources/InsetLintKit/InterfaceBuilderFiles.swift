import IBDecoder
import InsetEngine
import LintRules
import Reporters
import ScreenModel
import SpecDecoder

/// Storyboards and xibs: reading one into screens, and `insetlint convert`.
public enum InterfaceBuilderFiles {
    public static let extensions = [".storyboard", ".xib"]

    public static func isInterfaceBuilderName(_ path: String) -> Bool {
        extensions.contains { path.hasSuffix($0) }
    }

    /// The file's screens, or why it could not be read (located in the XML).
    public static func load(_ path: String) -> Result<IBFile, InputError> {
        InputFile.read(path).flatMap { bytes in
            do throws(IBError) {
                return .success(try IBDecoder.decode(bytes))
            } catch {
                return .failure(InputError(file: path, location: error.location, message: error.message))
            }
        }
    }

    /// The screens `name` picks: by screen name, scene id or view controller id; every screen
    /// when `name` is nil.
    public static func screens(of file: IBFile, named name: String?) -> [IBScreen] {
        guard let name else { return file.screens }
        return file.screens.filter { screen in
            screen.spec.screen == name || screen.sceneID == name || screen.controllerID == name
                || screen.spec.screen.hasPrefix(name + " (")   // a scene reached through several chains
        }
    }

    /// The size-class bucket of a device × orientation (Apple's HIG size classes): iPads are regular
    /// both ways; iPhones compact width and regular height in portrait, compact height in
    /// landscape, and regular width there only on the large phones.
    public static func sizeClass(of context: LayoutContext) -> IBSizeClass {
        guard context.device.isPhone else { return .pad }
        if !context.orientation.isLandscape { return .phonePortrait }
        return context.device.regularWidthInLandscape ? .largePhoneLandscape : .phoneLandscape
    }

    /// The contexts an imported screen holds for: nil for all, else those of its size classes.
    public static func contextFilter(_ screen: IBScreen) -> ((LayoutContext) -> Bool)? {
        let buckets = Set(screen.sizeClasses)
        guard buckets.count < IBSizeClass.all.count else { return nil }
        return { buckets.contains(sizeClass(of: $0)) }
    }

    /// One screen of a storyboard or xib for `explain` and `render`: the one `name` picks, or the
    /// file's only one; otherwise a message listing the screens to pick from.
    public static func single(_ file: IBFile, named name: String?, path: String) -> Result<IBScreen, SelectionFailure> {
        let found = screens(of: file, named: name)
        if found.count == 1 { return .success(found[0]) }
        let names = file.screens.map { "'\($0.spec.screen)'" }.joined(separator: ", ")
        if found.isEmpty {
            return .failure(SelectionFailure(message: name.map { "\(path): no screen named '\($0)'; its screens: \(names)" } ?? "\(path) has no screens"))
        }
        return .failure(SelectionFailure(message: "\(path) has \(found.count) screens\(name.map { " named '\($0)'" } ?? ""); pass --screen with one of \(found.map { "'\($0.spec.screen)'" }.joined(separator: ", ")) (or a scene id)"))
    }

    public struct SelectionFailure: Error, Sendable {
        public let message: String
    }

    /// Whether a configuration key (a screen name, scene id or view controller id) names `screen`;
    /// a name covers the screens of every chain and size class the scene is split into.
    public static func names(_ key: String, _ screen: IBScreen) -> Bool {
        key == screen.spec.screen || key == screen.sceneID || key == screen.controllerID || screen.spec.screen.hasPrefix(key + " (")
    }

    /// The configuration's settings for `screen`, applied to its spec: status bar, orientations
    /// (within those of its size classes), roles by view id, and disabled rules (a suppression on
    /// the root view, which covers the whole screen).
    public static func apply(_ overrides: [InterfaceBuilderScreenOverride], to screen: inout IBScreen) {
        for override in overrides where names(override.screen.value, screen) {
            if let hidden = override.statusBarHidden { screen.spec.statusBarHidden = hidden }
            if let orientations = override.orientations {
                screen.spec.orientations = screen.spec.orientations.map { own in own.filter(orientations.contains) } ?? orientations
            }
            for role in override.roles {
                for index in screen.spec.views.indices where screen.spec.views[index].id == role.view.value {
                    screen.spec.views[index].role = role.role
                }
            }
            if !override.disabledRules.isEmpty {
                let root = screen.spec.views[ScreenSpec.rootIndex]
                let rules = (root.suppression?.rules ?? []) + override.disabledRules.map { Located($0.value, at: root.location) }
                screen.spec.views[ScreenSpec.rootIndex].suppression = Suppression(rules: rules, reason: override.reason, location: root.location)
            }
        }
    }

    /// `insetlint convert`: the spec text of each screen, separated by YAML document markers
    /// (each belongs in a `.screen.yaml` file of its own).
    public static func convert(_ screens: [IBScreen], file: String) -> String {
        screens.map { $0.specText(file: file) }.joined(separator: "---\n")
    }
}

extension LintRunner {
    /// A storyboard's or xib's findings, screen by screen (not cached: the cache keeps one screen a
    /// file). A finding on a constraint an outlet holds is a warning at most: the app's code may
    /// change or replace that constraint.
    func lintInterfaceBuilderFile(_ path: String, jobs: Int) -> (result: ResultCache.Outcome, content: ContentHash?, screens: Int) {
        let file: IBFile
        switch InterfaceBuilderFiles.load(path) {
        case .failure(let error): return (.failure(error), nil, 0)
        case .success(let loaded): file = loaded
        }
        var findings: [Finding] = []
        for var screen in file.screens {
            InterfaceBuilderFiles.apply(interfaceBuilderScreens, to: &screen)
            let outlets = Set(screen.constraints.filter(\.outlet).map(\.location))
            for finding in lint(screen.spec, file: path, jobs: jobs, keep: InterfaceBuilderFiles.contextFilter(screen)) {
                guard outlets.contains(finding.location) else {
                    findings.append(finding)
                    continue
                }
                findings.append(Finding(rule: finding.rule, severity: min(finding.severity, .warning), file: finding.file,
                                        location: finding.location, screen: finding.screen, view: finding.view,
                                        message: finding.message + " (this constraint is connected to an outlet: the app's code may change it)",
                                        contexts: finding.contexts, related: finding.related))
            }
        }
        return (.success(findings), nil, file.screens.count)
    }
}
