import InsetEngine
import LintRules
import ScreenModel
import SpecDecoder
import Testing

/// A UITextView is a UIScrollView: its text is laid out inside its adjustedContentInset, which
/// contentInsetAdjustmentBehavior decides as for any scroll view (first-subview chain included), and
/// only its background runs under the bars. One with scrolling off sizes to its text and is a plain
/// content view.
@Suite struct TextViewTests {
    static func lint(_ yaml: String) throws -> [Finding] { try LinterTests.lint(yaml) }
    static func decode(_ yaml: String) throws -> ScreenSpec {
        try SpecDecoder.decode(Array(yaml.utf8), options: DecodeOptions(knownDevices: DeviceCatalog.acceptedNames, knownRules: []))
    }

    /// A read-only text view pinned edge to edge, `extra` written under its class (indented 8).
    static func licenses(_ extra: String = "", nav: Bool = true, behind: Bool = false) -> String {
        """
        insetlint: 1
        screen: Licenses
        devices: [iphone-x, iphone-15]
        orientations: [portrait]
        \(nav ? "navigationController: {}" : "")
        viewController:
          view:
            subviews:
        \(behind ? "      - { id: backdrop, class: UIImageView, role: background, constraints: { edges: superview } }" : "")
              - id: licenses
                class: UITextView
        \(extra)
                constraints: { edges: superview }
        """
    }

    @Test func theFirstSubviewInANavigationControllerHasItsTextInset() throws {
        let findings = try Self.lint(Self.licenses())
        #expect(findings.isEmpty, "\(findings.map(\.message))")

        let spec = try Self.decode(Self.licenses())
        let layout = LayoutEngine.resolve(spec, in: try #require(LayoutEngine.contexts(for: spec).first))
        let textView = try #require(layout.views.last?.scroll)
        #expect(textView.isRelevantScrollView)
        #expect(textView.adjustedContentInset.top == 88)
        #expect(textView.adjustedContentInset.bottom == 34)
    }

    @Test func neverLeavesItsTextUnderTheBars() throws {
        let findings = try Self.lint(Self.licenses("        contentInsetAdjustmentBehavior: never"))
        #expect(findings.map(\.rule) == ["never-without-safe-inset"], "\(findings.map(\.message))")
        #expect(findings.first?.view == "licenses")
        #expect(findings.first?.message.contains("its content starts 88 pt under the navigation bar and notch") == true)
    }

    @Test func aTextViewThatDoesNotScrollIsAPlainContentView() throws {
        let findings = try Self.lint(Self.licenses("        scrollEnabled: false"))
        #expect(Set(findings.map(\.rule)) == ["under-notch", "under-home-indicator"], "\(findings.map(\.message))")
        #expect(findings.allSatisfy { $0.view == "licenses" })
        // The scroll keys mean nothing on it.
        #expect(throws: SpecError.self) { try Self.decode(Self.licenses("        scrollEnabled: false\n        contentInsetAdjustmentBehavior: never")) }
    }

    @Test func offTheFirstSubviewChainItsTextIsNotInset() throws {
        let findings = try Self.lint(Self.licenses(behind: true))
        #expect(findings.map(\.rule) == ["automatic-not-first-subview"], "\(findings.map(\.message))")
        #expect(findings.first?.view == "licenses")
    }

    @Test func outsideANavigationControllerTextThatDoesNotScrollIsNotInset() throws {
        // Without a contentSize the text fills the text view, which then does not scroll: automatic
        // adds no vertical inset.
        let findings = try Self.lint(Self.licenses(nav: false))
        #expect(findings.map(\.rule) == ["automatic-outside-navigation-controller"], "\(findings.map(\.message))")
        // Long text scrolls, and automatic insets it.
        #expect(try Self.lint(Self.licenses("        contentSize: { height: 3000 }", nav: false)).isEmpty)
        // At its end the text stops above the home indicator; at rest only the background is under the notch.
        let scrolled = try Self.lint(Self.licenses("        contentSize: { height: 3000 }\n        contentInsetAdjustmentBehavior: always", nav: false))
        #expect(scrolled.isEmpty, "\(scrolled.map(\.message))")
    }

    @Test func itsTextReachesTheLandscapeSideBandsUnlessItIsInset() throws {
        let landscape = Self.licenses().replacingOccurrences(of: "[portrait]", with: "[landscape-left]")
        let findings = try Self.lint(landscape)
        #expect(findings.map(\.rule) == ["under-notch"], "\(findings.map(\.message))")
        #expect(findings.first?.message.contains("landscape side band") == true)
        // `always` adds the side insets: the text starts clear of the sensor housing.
        #expect(try Self.lint(landscape.replacingOccurrences(of: "class: UITextView", with: "class: UITextView\n        contentInsetAdjustmentBehavior: always")).isEmpty)
        // With never its sides join the never finding: one cause, one finding.
        let never = try Self.lint(landscape.replacingOccurrences(of: "class: UITextView", with: "class: UITextView\n        contentInsetAdjustmentBehavior: never"))
        #expect(never.map(\.rule) == ["never-without-safe-inset"], "\(never.map(\.message))")
    }
}
