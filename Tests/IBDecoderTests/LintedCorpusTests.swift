import Foundation
import Testing
import InsetLintKit
import LintRules
import ScreenModel

/// `insetlint lint` on the real storyboards and xibs of the corpus (read where they are): what a
/// correct importer and engine report there, each expectation worked out from the XML by hand.
@Suite struct LintedCorpusTests {
    static func lint(_ prefix: String) throws -> (path: String, findings: [Finding], screens: Int) {
        let directory = try #require(Corpus.directory, "the Interface Builder corpus is missing: expected shared/ibcorpus/files beside the repository")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: directory.path).first { $0.hasPrefix(prefix + "_") })
        let path = directory.appendingPathComponent(name).path
        let report = LintRunner().lint(files: [path], errors: [])
        #expect(report.errors.isEmpty, "\(report.errors)")
        return (path, report.findings, report.screens)
    }

    static func landscapeOnly(_ finding: Finding) -> Bool {
        !finding.contexts.isEmpty && finding.contexts.allSatisfy { $0.orientation.hasPrefix("landscape") }
    }

    /// Simplenote's tag list: the table (first subview) has `never` and runs from the top of the
    /// screen to its bottom; nothing in the file insets its content.
    @Test func simplenoteTableIsNeverWithoutASafeInset() throws {
        let (_, findings, _) = try Self.lint("01")
        let finding = try #require(findings.first { $0.rule == "never-without-safe-inset" })
        #expect(finding.view == "dMw-N6-gUa")
        #expect(finding.location == SourceLocation(line: 25, column: 137))   // the contentInsetAdjustmentBehavior attribute
        #expect(finding.severity == .error)
    }

    /// Corona-Warn-App: the close button's trailing edge is 10 pt from the superview's: under the
    /// notch in landscape (its trailing constraint, line 108); its top is 18 pt from the screen's.
    @Test func coronaWarnCloseButtonIsUnderTheNotchInLandscape() throws {
        let (_, findings, _) = try Self.lint("15")
        let side = try #require(findings.first { $0.rule == "under-notch" && $0.view == "Vuv-bj-pSo" && Self.landscapeOnly($0) })
        #expect(side.location == SourceLocation(line: 108, column: 17))
        #expect(findings.contains { $0.rule == "under-notch" && $0.view == "Vuv-bj-pSo" && $0.location == SourceLocation(line: 109, column: 17) })
    }

    /// DuckDuckGo's full-screen Dax dialog: the Hide button trails a full-screen backdrop by 24 pt
    /// (line 178), under the notch in landscape on the iPhones in both size-class screens: one
    /// finding, as the two screens are one scene with the same views.
    @Test func duckDuckGoHideButtonIsUnderTheNotchInLandscape() throws {
        let (_, findings, screens) = try Self.lint("33")
        #expect(screens == 4)
        let hide = findings.filter { $0.rule == "under-notch" && $0.view == "hgy-75-OvJ" }
        #expect(hide.count == 1)
        #expect(hide.allSatisfy { $0.location == SourceLocation(line: 178, column: 29) && Self.landscapeOnly($0) })
        // The compact-height screen covers the small iPhones' landscape, the other the large one's.
        #expect(Set(hide.flatMap(\.contexts).map(\.device)) == ["iphone-x", "iphone-15", "iphone-15-pro-max"])
    }

    /// Element's threads beta: the stack's leading edge is 20 pt inside the safe area, but its
    /// trailing edge is 20 pt from the superview's: in landscape its controls reach 24 pt (iPhone X)
    /// into the notch side.
    @Test func elementStackedControlsAreUnderTheNotchInLandscape() throws {
        let (_, findings, _) = try Self.lint("05")
        let notch = findings.filter { $0.rule == "under-notch" }
        #expect(Set(notch.map(\.view)) == ["tre-1i-GOd", "qbP-qu-o0V", "Tmd-wH-3Z2", "y5Q-lI-JUe"])
        #expect(notch.allSatisfy(Self.landscapeOnly))
    }

    /// NetNewsWire's feeds and timeline collection views fill their column-style split view
    /// controller's columns, which UIKit puts in navigation controllers: `automatic` gives them the
    /// navigation bar's and status bar's inset, so nothing of them is under the status bar, notch or
    /// Dynamic Island.
    @Test func netNewsWireSplitColumnsAreNotUnderTheTopOfTheScreen() throws {
        let (_, findings, _) = try Self.lint("19")
        let top = ["automatic-outside-navigation-controller", "under-notch", "under-bar"]
        let columns = findings.filter { ["7gd-ro-2Jf", "YPO-ig-3vA"].contains($0.view) && top.contains($0.rule) }
        #expect(columns.map { "\($0.location) \($0.rule)" } == [])
    }

    /// Screens that pin their content to the safe area (or the legacy layout guides) report no error.
    @Test(arguments: ["03", "17", "21", "23", "35"])
    func safeAreaPinnedScreensHaveNoErrors(prefix: String) throws {
        let (_, findings, _) = try Self.lint(prefix)
        #expect(findings.filter { $0.severity == .error }.map { "\($0.location) \($0.rule) \($0.view)" } == [])
    }

    /// A constraint connected to an outlet (code may change it) is reported as a warning at most.
    @Test func outletConstraintsAreWarningsAtMost() throws {
        let (_, findings, _) = try Self.lint("33")
        let held = try #require(findings.first { $0.view == "OaR-Oy-k45" })
        #expect(held.severity == .warning)
        #expect(held.message.hasSuffix("(this constraint is connected to an outlet: the app's code may change it)"))
    }
}
