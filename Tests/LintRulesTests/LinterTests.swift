import Foundation
import InsetEngine
import LintRules
import ScreenModel
import SpecDecoder
import Testing

@Suite struct LinterTests {
    static func lint(_ yaml: String) throws -> [Finding] {
        let options = DecodeOptions(knownDevices: DeviceCatalog.acceptedNames, knownRules: Set(RuleRegistry.ids))
        let spec = try SpecDecoder.decode(Array(yaml.utf8), options: options)
        let layouts = LayoutEngine.contexts(for: spec).map { LayoutEngine.resolve(spec, in: $0) }
        return Linter().lint(spec, file: "s.screen.yaml", layouts: layouts)
    }

    static let titleUnderNotch = """
        insetlint: 1
        screen: Profile
        devices: [iphone-x, iphone-15, iphone-se-3]
        orientations: [portrait]
        viewController:
          view:
            subviews:
              - id: title
                class: UILabel
                constraints: { top: superview, leading: safeArea + 16, trailing: safeArea - 16 }
        """

    @Test func findingsAreGroupedPerViewWithEveryContext() throws {
        let findings = try Self.lint(Self.titleUnderNotch).filter { $0.rule == "under-notch" }
        #expect(findings.count == 1)
        let f = try #require(findings.first)
        #expect(f.view == "title")
        // In the order the spec lists its devices.
        #expect(f.contexts.map(\.label) == ["iphone-x portrait (iOS 18)", "iphone-x portrait (iOS 26)", "iphone-15 portrait (iOS 18)", "iphone-15 portrait (iOS 26)", "iphone-se-3 portrait (iOS 18)", "iphone-se-3 portrait (iOS 26)"])
        #expect(f.message == "'title' (UILabel) extends above the safe area into the top of the screen: "
                + "21 pt under the notch on iphone-x portrait; 21 pt under the Dynamic Island on iphone-15 portrait; "
                + "20 pt under the status bar on iphone-se-3 portrait. Constrain its top to safeArea (or margins) instead of superview; "
                + "only backgrounds belong under the status bar, notch or Dynamic Island. "
                + "If it is decoration (a backdrop or full-bleed image), mark it role: background")
        #expect(f.location == ScreenModel.SourceLocation(line: 10, column: 24))
    }

    @Test func suppressionOnAViewCoversItsSubtreeAndNeedsAReason() throws {
        let suppressed = Self.titleUnderNotch.replacingOccurrences(
            of: "      - id: title\n",
            with: "      - id: title\n        insetlint: { disable: [under-notch] }\n")
        let findings = try Self.lint(suppressed)
        #expect(!findings.contains { $0.rule == "under-notch" })
        #expect(findings.map(\.rule) == ["suppression-without-reason"])
    }

    @Test func rootSuppressionCoversTheScreen() throws {
        let suppressed = Self.titleUnderNotch.replacingOccurrences(
            of: "  view:\n",
            with: "  view:\n    insetlint: { disable: [under-notch], reason: \"splash screen art\" }\n")
        #expect(try Self.lint(suppressed).isEmpty)
    }

    @Test func hiddenViewsAreNotLinted() throws {
        let hidden = Self.titleUnderNotch.replacingOccurrences(of: "        class: UILabel\n", with: "        class: UILabel\n        hidden: true\n")
        #expect(try Self.lint(hidden).isEmpty)
    }

    @Test func severityOverride() throws {
        let options = DecodeOptions(knownDevices: DeviceCatalog.acceptedNames, knownRules: Set(RuleRegistry.ids))
        let spec = try SpecDecoder.decode(Array(Self.titleUnderNotch.utf8), options: options)
        let layouts = LayoutEngine.contexts(for: spec).map { LayoutEngine.resolve(spec, in: $0) }
        let findings = Linter(severities: ["under-notch": .warning]).lint(spec, file: "s", layouts: layouts)
        #expect(findings.map(\.severity) == [.warning])
    }
}
