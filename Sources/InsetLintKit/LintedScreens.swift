import IBDecoder
import InsetEngine
import LintRules
import Reporters
import Rendering
import ScreenModel
import SpecDecoder

extension LintRunner {
    /// The specs under `paths` that decode, resolved on their contexts and paired with the report's
    /// findings for their file: what the HTML report draws. Files that fail to decode are already in
    /// the report's errors and are left out here.
    public func screens(paths: [String], report: LintReport) -> [LintedScreen] {
        SpecFiles.discover(paths).files.flatMap { file -> [LintedScreen] in
            if InterfaceBuilderFiles.isInterfaceBuilderName(file) {
                // A storyboard's screens each, on the contexts of their size classes and the app's orientations.
                guard case .success(let loaded) = InterfaceBuilderFiles.load(file) else { return [] }
                let plist = InterfaceBuilderFiles.infoPlistPath(for: file, configured: infoPlist)
                    .flatMap { try? InterfaceBuilderFiles.loadInfoPlist($0).get() }
                let prepared = InterfaceBuilderFiles.prepare(loaded.screens, fileNotes: loaded.notes, path: file, overrides: interfaceBuilderScreens,
                                                             configSource: configurationSource, plist: plist)
                return prepared.screens.map { entry in
                    var contexts = contexts(for: entry.screen.spec)
                    if let keep = entry.keep { contexts = contexts.filter(keep) }
                    return LintedScreen(file: file, spec: entry.screen.spec, layouts: LayoutEngine.resolve(entry.screen.spec, in: contexts),
                                        findings: report.findings.filter { $0.file == file && $0.screen == entry.screen.spec.screen })
                }
            }
            guard case .success(let spec) = Self.load(file) else { return [] }
            return [screen(spec, file: file, report: report)]
        }
    }

    /// One decoded spec, resolved and paired with its findings.
    public func screen(_ spec: ScreenSpec, file: String, report: LintReport) -> LintedScreen {
        // A screen too large to draw is not resolved again either (its layouts were most of the memory).
        let layouts = spec.views.count > HTMLReport.maxPictureViews ? [] : LayoutEngine.resolve(spec, in: contexts(for: spec))
        return LintedScreen(file: file, spec: spec, layouts: layouts, findings: report.findings.filter { $0.file == file })
    }
}
