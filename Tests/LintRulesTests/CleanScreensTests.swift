import Foundation
import InsetEngine
import LintRules
import ScreenModel
import SpecDecoder
import Testing

/// Examples/clean holds ordinary, correct screens (sign-in, settings, feed, chat, a map with a
/// drawer, a media player, onboarding, a web view, a tab-bar grid, a split layout). Users meet
/// false positives on screens like these: each must be clean on every device in the catalog, in
/// every orientation, on iOS 18 and iOS 26, whatever devices the spec names.
@Suite struct CleanScreensTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/clean")

    /// Findings on these screens that are noise another change is to remove (rule and view by
    /// file). Listed so that the test fails when they go, and the entry with them. None today.
    static let knownNoise: [String: Set<String>] = [:]

    static let files: [String] = (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?
        .filter { $0.hasSuffix(".screen.yaml") }.sorted() ?? []

    @Test func thereAreTenOrdinaryScreens() {
        #expect(Self.files.count >= 10)
    }

    @Test(arguments: files)
    func isCleanOnEveryDeviceOrientationAndProfile(_ file: String) throws {
        let options = DecodeOptions(knownDevices: DeviceCatalog.acceptedNames, knownRules: Set(RuleRegistry.ids))
        var spec = try SpecDecoder.decode(Array(try Data(contentsOf: Self.directory.appendingPathComponent(file))), options: options)
        spec.devices = nil
        spec.orientations = nil
        spec.ios = nil
        let contexts = LayoutEngine.contexts(for: spec, defaultDevices: DeviceCatalog.all, defaultOrientations: Orientation.allCases,
                                             defaultProfiles: [.ios18, .ios26])
        #expect(contexts.count >= DeviceCatalog.all.count * 3)
        let findings = Linter().lint(spec, file: file, layouts: contexts.map { LayoutEngine.resolve(spec, in: $0) })
        #expect(Set(findings.map { "\($0.rule) \($0.view)" }) == Self.knownNoise[file, default: []],
                "\(findings.map { "\($0.location): \($0.message) [\($0.rule)]" })")
    }
}
