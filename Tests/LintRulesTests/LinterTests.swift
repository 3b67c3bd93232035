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

    /// Findings on the same contexts share one list of them: two lists of one length with other
    /// members must each keep their own.
    @Test func findingsOnAsManyContextsKeepTheirOwn() throws {
        let findings = try Self.lint("""
            insetlint: 1
            screen: Probe
            devices: [iphone-x, iphone-15]
            orientations: [portrait, landscape]
            viewController:
              view:
                subviews:
                  - id: a
                    class: UILabel
                    constraints: { top: superview + 50, leading: safeArea, width: 10, height: 10 }
                  - id: b
                    class: UILabel
                    constraints: { bottom: superview - 25, leading: safeArea, width: 10, height: 10 }
                  - id: c
                    class: UILabel
                    constraints: { top: safeArea, leading: superview + 50, width: 10, height: 10 }
            """)
        let contexts = Dictionary(uniqueKeysWithValues: findings.map { ("\($0.rule) \($0.view)", $0.contexts.map(\.label)) })
        #expect(contexts == [
            "under-notch a": ["iphone-15 portrait (iOS 18)", "iphone-15 portrait (iOS 26)"],
            "under-home-indicator b": ["iphone-x portrait (iOS 18)", "iphone-x portrait (iOS 26)", "iphone-15 portrait (iOS 18)",
                                       "iphone-15 portrait (iOS 26)"],
            "under-notch c": ["iphone-15 landscape-left (iOS 18)", "iphone-15 landscape-right (iOS 18)", "iphone-15 landscape-left (iOS 26)",
                              "iphone-15 landscape-right (iOS 26)"],
        ])
    }

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

    /// In landscape a Dynamic Island is on a side: the 20-pt top inset an iPhone 16 Pro reports
    /// there on iOS 26 is named as what it is, and portrait keeps the island's name.
    @Test func theTopBandInLandscapeIsNotTheDynamicIsland() throws {
        let findings = try Self.lint("""
            insetlint: 1
            screen: Profile
            devices: [iphone-16-pro]
            orientations: [portrait, landscape-left]
            ios: [26]
            viewController:
              view:
                subviews:
                  - id: title
                    class: UILabel
                    constraints: { top: superview, leading: safeArea + 16, trailing: safeArea - 16 }
            """).filter { $0.rule == "under-notch" }
        let message = try #require(findings.first?.message)
        #expect(message.contains("21 pt under the Dynamic Island on iphone-16-pro portrait"), "\(message)")
        #expect(message.contains("20 pt under the top safe-area inset on iphone-16-pro landscape-left"), "\(message)")
        #expect(!message.contains("under the Dynamic Island on iphone-16-pro landscape"), "\(message)")
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

/// Issue 20's cases for web pages, gesture directions and `.automatic` outside a navigation
/// controller, linted with every rule as a user runs them.
@Suite struct WebGestureAutomaticTests {
    @Test func automaticScrollViewThatFitsOutsideANavigationControllerNamesTheCauseAndTheAcceptedFix() throws {
        let findings = try LinterTests.lint("""
            insetlint: 1
            screen: Welcome
            devices: [iphone-15]
            orientations: [portrait]
            viewController:
              view:
                subviews:
                  - id: scrollView
                    class: UIScrollView
                    constraints: { edges: superview }
                    subviews:
                      - id: titleLabel
                        class: UILabel
                        constraints: { top: superview + 8, leading: frameGuide.leading + 20, trailing: frameGuide.trailing - 20 }
            """)
        let cause = try #require(findings.first { $0.rule == "automatic-outside-navigation-controller" })
        #expect(cause.view == "scrollView")
        #expect(cause.message.contains("without a navigation controller and its content does not scroll vertically"))
        #expect(cause.message.contains("its content starts 59 pt under the Dynamic Island (adjustedContentInset.top 0 pt, safe area 59 pt)"))
        #expect(cause.message.contains("Set contentInsetAdjustmentBehavior = .always, or alwaysBounceVertical = true"))
    }

    @Test func fixedFooterOnANonCoverPageIsReportedOnlyWhereItIsUnderTheHomeIndicator() throws {
        func footerFindings(_ bottom: String) throws -> [Finding] {
            try LinterTests.lint("""
                insetlint: 1
                screen: Shop
                devices: [iphone-x, iphone-se-3]
                orientations: [portrait, landscape]
                viewController:
                  view:
                    subviews:
                      - id: shop
                        class: WKWebView
                        page: { footer: true }
                        contentSize: { height: 5000 }
                        constraints: { top: superview, leading: superview, trailing: superview, bottom: \(bottom) }
                """).filter { $0.rule.hasPrefix("webview") }
        }
        let underIndicator = try footerFindings("superview")
        #expect(underIndicator.map(\.rule) == ["webview-fixed-footer"])
        #expect(underIndicator.first?.contexts.map(\.label).allSatisfy { $0.hasPrefix("iphone-x") } == true)
        #expect(underIndicator.first?.message.contains("the fixed footer stays 34 pt under the home indicator on iphone-x portrait") == true)
        #expect(try footerFindings("safeArea").isEmpty)
    }

    @Test func coverPageWithAFixedHeaderIsNotFixedByContentInset() throws {
        let findings = try LinterTests.lint("""
            insetlint: 1
            screen: Browser
            devices: [iphone-x]
            orientations: [portrait]
            navigationController: {}
            viewController:
              view:
                subviews:
                  - id: webView
                    class: WKWebView
                    page: { viewportFit: cover, header: true, usesSafeAreaInsetBottom: true }
                    contentInset: { top: superview.safeAreaInsets.top }
                    contentSize: { height: 6000 }
                    constraints: { edges: superview }
            """)
        let top = try #require(findings.first { $0.rule == "webview-cover-top-inset" })
        #expect(top.message.contains("the fixed header slides 88 pt under the navigation bar and notch once the page scrolls"))
    }

    @Test func coverPageSidesInLandscape() throws {
        let findings = try LinterTests.lint("""
            insetlint: 1
            screen: Reader
            devices: [iphone-15]
            orientations: [portrait, landscape]
            viewController:
              view:
                subviews:
                  - id: page
                    class: WKWebView
                    page: { viewportFit: cover, usesSafeAreaInsetTop: true, usesSafeAreaInsetBottom: true, usesSafeAreaInsetRight: true }
                    constraints: { edges: superview }
            """)
        let sides = findings.filter { $0.rule == "webview-cover-side-inset" }
        #expect(sides.count == 1)
        #expect(sides.first?.contexts.allSatisfy { $0.label.contains("landscape") } == true)
        #expect(sides.first?.message.contains("does not pad its sides with env(safe-area-inset-left):") == true)
    }

    @Test func ordinaryGesturesAreQuietAndAStripAtTheEdgeIsNot() throws {
        func gestureFindings(_ gesture: String, _ constraints: String) throws -> [Finding] {
            try LinterTests.lint("""
                insetlint: 1
                screen: Home
                devices: [iphone-x, iphone-15, iphone-se-3]
                orientations: [portrait, landscape]
                viewController:
                  view:
                    subviews:
                      - id: gestureView
                        class: UIView
                        role: container
                        gestures: [\(gesture)]
                        constraints: \(constraints)
                """).filter { $0.rule == "edge-gesture-conflict" }
        }
        // A side menu, a map's drawer, a banner dismissed upwards: what apps do every day.
        #expect(try gestureFindings("panHorizontal", "{ edges: superview }").isEmpty)
        #expect(try gestureFindings("panVertical", "{ leading: superview, trailing: superview, bottom: superview, height: 300 }").isEmpty)
        #expect(try gestureFindings("swipeUp", "{ top: superview, leading: superview, trailing: superview, height: 90 }").isEmpty)
        // The same banner pulled down from under the status bar competes with Notification Center.
        #expect(try gestureFindings("panVertical", "{ top: superview, leading: superview, trailing: superview, height: 60 }").count == 1)
        // A strip at the bottom edge: the home indicator's swipe up and along the edge take it.
        let strip = try gestureFindings("panHorizontal", "{ leading: superview, trailing: superview, bottom: superview, height: 50 }")
        #expect(strip.count == 1)
        #expect(strip.first?.view == "root")
    }

    @Test func aConflictOnSomeLayoutsOnlyNamesThemAndTheWholeSet() throws {
        // In landscape the safe area's leading inset (44 pt) moves 'bar', and 'body' cannot be at
        // both bar's leading edge and the screen's. The message lists every required constraint
        // of the set and the one layout it happens on, as other rules name theirs.
        func conflicts(_ orientations: String) throws -> [Finding] {
            try LinterTests.lint("""
                insetlint: 1
                screen: T
                devices: [iphone-x]
                orientations: [\(orientations)]
                ios: [18]
                viewController:
                  view:
                    subviews:
                      - id: bar
                        class: UIView
                        constraints: { top: superview, leading: safeArea, trailing: safeArea, height: 44 }
                      - id: body
                        class: UIView
                        constraints: { top: bar.bottom, bottom: superview, trailing: superview, leading: [bar, superview] }
                """).filter { $0.rule == "layout-conflict" }
        }
        let some = try conflicts("portrait, landscape-left")
        #expect(some.map(\.message) == ["'body.leading: superview' cannot hold together with 'body.leading: bar', 'bar.leading: safeArea' "
            + "on iphone-x landscape-left; UIKit breaks 'body.leading: superview' and keeps the others. Remove one of the constraints on that axis"])
        #expect(some.first?.contexts.map(\.label) == ["iphone-x landscape-left (iOS 18)"])
        // On every layout checked, nothing to single out.
        let every = try conflicts("landscape-left")
        #expect(every.map(\.message) == ["'body.leading: superview' cannot hold together with 'body.leading: bar', 'bar.leading: safeArea'; "
            + "UIKit breaks 'body.leading: superview' and keeps the others. Remove one of the constraints on that axis"])
    }

    @Test func aHuggingTieIsWordedAsOneAndNotAsAMissingConstraint() throws {
        let findings = try LinterTests.lint("""
            insetlint: 1
            screen: T
            devices: [iphone-x]
            orientations: [portrait]
            ios: [18]
            viewController:
              view:
                subviews:
                  - id: stack
                    class: UIStackView
                    axis: vertical
                    constraints: { top: safeArea + 24, bottom: safeArea - 20, leading: safeArea + 20, trailing: superview - 20 }
                    subviews:
                      - {id: l1, class: UILabel}
                      - {id: l2, class: UILabel}
            """).filter { $0.rule == "layout-ambiguous" }
        let tie = "'l1' and 'l2' have the same vertical content hugging priority (250), so Auto Layout cannot tell which of them "
            + "stretches to fill the stack view 'stack'; raise one view's vertical contentHuggingPriority (e.g. to 251) so the "
            + "other one stretches, or give one of them a height"
        // Nothing is missing, so no "add the missing constraint" after it.
        #expect(findings.map(\.message) == ["'l1': " + tie, "'l2': " + tie])
    }

    @Test func anAmbiguityOnSomeLayoutsOnlyNamesThem() throws {
        // 16 + 167.5 + 8 + 167.5 + 16 = 375: the labels just fit on the iPhone SE and must stretch
        // on the 8 Plus, where Auto Layout cannot tell which one does.
        let yaml = """
            insetlint: 1
            screen: Row
            devices: [iphone-se-3, iphone-8-plus]
            orientations: [portrait]
            viewController:
              view:
                subviews:
                  - id: a
                    class: UILabel
                    intrinsicContentSize: { width: 167.5, height: 21 }
                    constraints: { top: safeArea + 20, leading: superview + 16 }
                  - id: b
                    class: UILabel
                    intrinsicContentSize: { width: 167.5, height: 21 }
                    constraints: { top: safeArea + 20, leading: a.trailing + 8, trailing: superview - 16 }
            """
        let findings = try LinterTests.lint(yaml).filter { $0.rule == "layout-ambiguous" }
        #expect(findings.map(\.view) == ["a", "b"])
        for f in findings {
            #expect(f.contexts.map(\.device) == ["iphone-8-plus"])
            #expect(f.message.contains("stretches to fill the space on iphone-8-plus portrait; raise one view's"), "\(f.message)")
        }
        // Open on every layout checked: no devices named.
        let both = try LinterTests.lint(yaml.replacingOccurrences(of: "[iphone-se-3, iphone-8-plus]", with: "[iphone-8-plus, iphone-11]"))
            .filter { $0.rule == "layout-ambiguous" }
        #expect(both.count == 2 && both.allSatisfy { !$0.message.contains(" on iphone-") }, "\(both.map { $0.message })")
    }
}
