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

    /// The contexts an imported screen holds for: nil for all, else those of its size classes and,
    /// when the app's Info.plist lists them, of the orientations the app supports on that kind of
    /// device (iOS never lays a portrait-only app out in landscape).
    public static func contextFilter(_ screen: IBScreen, plist: InfoPlist? = nil) -> (@Sendable (LayoutContext) -> Bool)? {
        let buckets = Set(screen.sizeClasses)
        let allSizes = buckets.count >= IBSizeClass.all.count
        let phone = plist?.orientations(pad: false)?.value, pad = plist?.orientations(pad: true)?.value
        guard !allSizes || phone != nil || pad != nil else { return nil }
        return { context in
            if !allSizes, !buckets.contains(sizeClass(of: context)) { return false }
            guard let supported = context.device.isPhone ? phone : pad else { return true }
            return supported.contains(context.orientation)
        }
    }

    // MARK: Info.plist

    /// The app's Info.plist for a storyboard or xib: the configured one (`interface_builder:
    /// info_plist:`), else an `Info.plist` beside the file or beside the `.lproj` folder it is
    /// localised in (`App/Base.lproj/Main.storyboard` → `App/Info.plist`); nil when there is none.
    public static func infoPlistPath(for file: String, configured: String?) -> String? {
        if let configured { return configured }
        let directory = Paths.directoryName(file)
        let prefix = directory == "." ? "" : directory + "/"
        var candidates = [prefix + "Info.plist"]
        if directory.hasSuffix(".lproj") {
            let parent = Paths.directoryName(directory)
            candidates.append((parent == "." ? "" : parent + "/") + "Info.plist")
        }
        return candidates.first(where: Paths.isRegularFile)
    }

    public static func loadInfoPlist(_ path: String) -> Result<InfoPlist, InputError> {
        InputFile.read(path).flatMap { bytes in
            do throws(IBError) {
                return .success(try InfoPlist.decode(bytes))
            } catch {
                return .failure(InputError(file: path, location: error.location, message: error.message))
            }
        }
    }

    /// Where the supported orientations come from, for the report: one note per Info.plist that
    /// narrows them.
    static func notes(_ plist: InfoPlist, path: String) -> [ReportNote] {
        [(plist.orientations, InfoPlist.key, "on every device"), (plist.phoneOrientations, InfoPlist.key + "~iphone", "on iPhones"),
         (plist.padOrientations, InfoPlist.key + "~ipad", "on iPads")].compactMap { entry in
            guard let orientations = entry.0, Set(orientations.value) != Set(Orientation.allCases) else { return nil }
            let names = orientations.value.map(\.rawValue).joined(separator: ", ")
            return ReportNote(file: path, location: orientations.location,
                              message: "\(entry.1): the app supports \(names) \(entry.2); its storyboards and xibs are checked in \(orientations.value.count == 1 ? "that orientation" : "those orientations") only")
        }
    }

    /// A run's Info.plists, each read once, for the storyboards and xibs among `files`.
    public struct InfoPlists: Sendable {
        public let configured: String?
        private var plists: [String: InfoPlist] = [:]
        private var failed: Set<String> = []
        /// Info.plists that could not be read (their storyboards are checked in every orientation).
        public private(set) var errors: [InputError] = []
        public private(set) var notes: [ReportNote] = []

        public init(files: [String], configured: String?) {
            self.configured = configured
            for file in files where isInterfaceBuilderName(file) {
                guard let path = infoPlistPath(for: file, configured: configured), plists[path] == nil, !failed.contains(path) else { continue }
                switch loadInfoPlist(path) {
                case .success(let plist):
                    plists[path] = plist
                    notes += InterfaceBuilderFiles.notes(plist, path: path)
                case .failure(let error):
                    failed.insert(path)
                    errors.append(error)
                }
            }
        }

        /// The Info.plist that applies to `file`, if one was read.
        public func plist(for file: String) -> InfoPlist? {
            infoPlistPath(for: file, configured: configured).flatMap { plists[$0] }
        }
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

    /// The configuration's settings for `screen`, applied to its spec: presentation (containers),
    /// status bar, orientations (within those of its size classes), roles and web pages by view
    /// id, and disabled rules (a suppression on the root view, which covers the whole screen).
    /// Returns notes on settings that name a view the screen does not have (or a page for a view
    /// that is not a web view), at the configuration's line.
    @discardableResult
    public static func apply(_ overrides: [InterfaceBuilderScreenOverride], to screen: inout IBScreen) -> [(location: SourceLocation, message: String)] {
        var notes: [(location: SourceLocation, message: String)] = []
        func index(of view: Located<String>) -> Int? {
            guard let found = screen.spec.views.indices.first(where: { screen.spec.views[$0].id == view.value }) else {
                notes.append((view.location, "screen '\(screen.spec.screen)' has no view '\(view.value)'"))
                return nil
            }
            return found
        }
        for override in overrides where names(override.screen.value, screen) {
            if let presentation = override.presentation {
                screen.spec.tabBarController = presentation.tabBarController
                screen.spec.navigationController = presentation.navigationController
            }
            if let hidden = override.statusBarHidden { screen.spec.statusBarHidden = hidden }
            if let orientations = override.orientations {
                screen.spec.orientations = screen.spec.orientations.map { own in own.filter(orientations.contains) } ?? orientations
            }
            for role in override.roles {
                if let view = index(of: role.view) { screen.spec.views[view].role = role.role }
            }
            for page in override.pages {
                guard let view = index(of: page.view) else { continue }
                guard screen.spec.views[view].page != nil else {
                    notes.append((page.view.location, "view '\(page.view.value)' of screen '\(screen.spec.screen)' is a \(screen.spec.views[view].className), not a WKWebView; its page setting is not used"))
                    continue
                }
                screen.spec.views[view].page = page.page
            }
            if !override.disabledRules.isEmpty {
                let root = screen.spec.views[ScreenSpec.rootIndex]
                let rules = (root.suppression?.rules ?? []) + override.disabledRules.map { Located($0.value, at: root.location) }
                screen.spec.views[ScreenSpec.rootIndex].suppression = Suppression(rules: rules, reason: override.reason, location: root.location)
            }
        }
        return notes
    }

    /// One imported screen as a run lints it: the configuration applied, the contexts it holds
    /// for, and the notes a report shows about it.
    public struct PreparedScreen: Sendable {
        public var screen: IBScreen
        public var keep: (@Sendable (LayoutContext) -> Bool)?
        public var notes: [ReportNote]
    }

    /// `file`'s screens with the configuration (`configSource`: the file the overrides came from,
    /// for notes about them) and the Info.plist applied, and the file's own notes.
    public static func prepare(_ screens: [IBScreen], fileNotes: [IBNote], path: String, overrides: [InterfaceBuilderScreenOverride], configSource: String?,
                               plist: InfoPlist?) -> (screens: [PreparedScreen], notes: [ReportNote]) {
        let prepared = screens.map { imported -> PreparedScreen in
            var screen = imported
            let configNotes = apply(overrides, to: &screen)
            let name = screen.spec.screen
            var notes = (screen.notes + screen.layoutNotes).map { ReportNote(file: path, location: $0.location, screen: name, message: $0.message) }
            notes += configNotes.map { ReportNote(file: configSource ?? ".insetlint.yml", location: $0.location, screen: name, message: $0.message) }
            return PreparedScreen(screen: screen, keep: contextFilter(screen, plist: plist), notes: notes)
        }
        return (prepared, fileNotes.map { ReportNote(file: path, location: $0.location, message: $0.message) })
    }

    /// For a `layout-ambiguous` finding on an axis of a view whose constraints on that axis the file
    /// marks as placeholders (`placeholder="YES"`, Interface Builder's "Remove at build time"): what
    /// to add to its message. The import drops them, as the build does, so the axis may well be open;
    /// but the file says the app's code adds the real constraints at run time (Interface Builder
    /// then reports no ambiguity), which InsetLint cannot see: the finding is a warning at most, as
    /// for a constraint an outlet holds, and says so rather than ask for the constraint the code adds.
    static func placeholderNote(_ finding: Finding, _ screens: [IBScreen]) -> String? {
        guard finding.rule == "layout-ambiguous" else { return nil }
        for screen in screens {
            guard !screen.placeholders.isEmpty, let view = screen.spec.views.firstIndex(where: { $0.id == finding.view }) else { continue }
            let own = screen.placeholders.filter { $0.first.view == view && $0.first.guide == .none }
            guard !own.isEmpty else { continue }
            // The axis the finding is about, by where the engine reports it: the last constraint of
            // the view on that axis, else where its layout (or the view) is written.
            var axes: [Attribute.Axis] = []
            for axis in [Attribute.Axis.horizontal, .vertical] {
                let at: SourceLocation
                if let last = screen.spec.constraints(of: view).last(where: { $0.attribute.axis == axis }) { at = last.location }
                else if case .constraints(_, let layoutAt) = screen.spec.views[view].layout { at = layoutAt }
                else { at = screen.spec.views[view].location }
                if at == finding.location { axes.append(axis) }
            }
            let removed = own.filter { axes.contains($0.first.attribute.axis) }
            guard !removed.isEmpty else { continue }
            let names = removed.map { "\($0.first.attribute.rawValue) (line \($0.location.line))" }
            let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
            let one = removed.count == 1
            return " (the file's placeholder \(one ? "constraint" : "constraints") \(list) \(one ? "is" : "are") removed at build time: the app's code is expected to add \(one ? "it" : "them") at run time, which InsetLint cannot see)"
        }
        return nil
    }

    /// `insetlint convert`: the spec text of each screen, separated by YAML document markers
    /// (each belongs in a `.screen.yaml` file of its own).
    public static func convert(_ screens: [IBScreen], file: String) -> String {
        screens.map { $0.specText(file: file) }.joined(separator: "---\n")
    }
}

extension LintRunner {
    /// A storyboard's or xib's findings, screen by screen (not cached: the cache keeps one screen a
    /// file), and its notes. A finding on a constraint an outlet holds is a warning at most: the
    /// app's code may change or replace that constraint.
    func lintInterfaceBuilderFile(_ path: String, jobs: Int, plists: InterfaceBuilderFiles.InfoPlists?)
        -> (result: ResultCache.Outcome, content: ContentHash?, screens: Int, notes: [ReportNote]) {
        let file: IBFile
        switch InterfaceBuilderFiles.load(path) {
        case .failure(let error): return (.failure(error), nil, 0, [])
        case .success(let loaded): file = loaded
        }
        let prepared = InterfaceBuilderFiles.prepare(file.screens, fileNotes: file.notes, path: path, overrides: interfaceBuilderScreens, configSource: configurationSource,
                                                     plist: plists?.plist(for: path))
        var notes = prepared.notes
        for entry in prepared.screens {
            if let nothing = nothingToCheck(entry.screen.spec, file: path) { return (.failure(nothing), nil, 0, notes) }
        }
        var findings: [Finding] = []
        // A screen's size-class variants with the same views are one screen to the reader: linted
        // together, under the name they share (`variantOf`: one scene through one container chain).
        var groups: [(key: String, ids: [String], members: [Int])] = []
        for (i, entry) in prepared.screens.enumerated() {
            let ids = entry.screen.spec.views.map(\.id)
            if let name = entry.screen.variantOf, let g = groups.firstIndex(where: { $0.key == name && $0.ids == ids }) {
                groups[g].members.append(i)
            } else {
                groups.append((entry.screen.variantOf ?? "", ids, [i]))
            }
        }
        for group in groups {
            let entries = group.members.map { prepared.screens[$0] }
            for entry in entries { notes += entry.notes }
            let outlets = Set(entries.flatMap { $0.screen.constraints.filter(\.outlet).map(\.location) })
            let found: [Finding]
            if entries.count == 1 {
                found = lint(entries[0].screen.spec, file: path, jobs: jobs, keep: entries[0].keep)
            } else {
                found = lint(buckets: entries.map { ($0.screen.spec, $0.keep) }, screen: group.key, file: path, jobs: jobs)
            }
            for finding in found {
                if let placeholders = InterfaceBuilderFiles.placeholderNote(finding, entries.map(\.screen)) {
                    findings.append(Finding(rule: finding.rule, severity: min(finding.severity, .warning), file: finding.file,
                                            location: finding.location, screen: finding.screen, view: finding.view,
                                            message: finding.message + placeholders,
                                            contexts: finding.contexts, related: finding.related))
                    continue
                }
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
        return (.success(findings), nil, file.screens.count, notes)
    }
}
