import InsetEngine
import LintRules
import ScreenModel
import Testing

/// What FORMAT.md §4 promises about the findings of the seed rules beyond their examples: which
/// view a finding names, where it points, which contexts it lists, and that a view gets one finding.
@Suite struct RuleContractTests {
    static func lint(_ yaml: String, rule: String) throws -> [Finding] {
        try LinterTests.lint(yaml).filter { $0.rule == rule }
    }

    @Test func neverWithoutSafeInsetIsOneFindingAtTheBehaviorKeyEvenWhenEdgesDifferPerDevice() throws {
        let findings = try Self.lint("""
            insetlint: 1
            screen: Messages
            devices: [iphone-x, iphone-se-3]
            orientations: [portrait]
            tabBarController: {}
            viewController:
              view:
                subviews:
                  - id: list
                    class: UITableView
                    contentSize: { height: 3000 }
                    contentInsetAdjustmentBehavior: never
                    contentInset: { top: 20 }
                    constraints: { edges: superview }
            """, rule: "never-without-safe-inset")
        let f = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(f.view == "list")
        #expect(f.location == ScreenModel.SourceLocation(line: 12, column: 9))
        #expect(f.contexts.map(\.label) == ["iphone-x portrait (iOS 18)", "iphone-x portrait (iOS 26)", "iphone-se-3 portrait (iOS 18)", "iphone-se-3 portrait (iOS 26)"])
        // iPhone X: 44 − 20 at the top and the 83 pt tab bar + home indicator at the bottom; SE: only the tab bar.
        #expect(f.message.contains("starts 24 pt under the notch (adjustedContentInset.top 20 pt, safe area 44 pt) and ends 83 pt under the tab bar and home indicator"))
        #expect(f.message.contains("ends 49 pt under the tab bar (adjustedContentInset.bottom 0 pt, safe area 49 pt) on iphone-se-3 portrait"))
    }

    @Test func gestureFindingsNameTheViewControllerAndPointAtTheGestureView() throws {
        let yaml = """
            insetlint: 1
            screen: Map
            devices: [iphone-x, iphone-se-3]
            orientations: [portrait]
            viewController:
              view:
                subviews:
                  - id: sheet
                    class: UIView
                    role: container
                    gestures: [pan]
                    constraints: { leading: superview, trailing: superview, bottom: superview, height: 60 }
            """
        let f = try #require(try Self.lint(yaml, rule: "edge-gesture-conflict").first)
        #expect(f.view == "root")
        #expect(f.location == ScreenModel.SourceLocation(line: 8, column: 9))
        // No home indicator on the iPhone SE, so no competing band there.
        #expect(f.contexts.map(\.label) == ["iphone-x portrait (iOS 18)", "iphone-x portrait (iOS 26)"])
        // FORMAT.md §1: the root's suppression covers findings that name the view controller.
        let suppressed = yaml.replacingOccurrences(of: "  view:\n", with: "  view:\n    insetlint: { disable: [edge-gesture-conflict], reason: \"sheet starts above the band in the app\" }\n")
        #expect(try Self.lint(suppressed, rule: "edge-gesture-conflict").isEmpty)
    }

    @Test func homeIndicatorFindingsListOnlyDevicesWithAnIndicator() throws {
        let f = try #require(try Self.lint("""
            insetlint: 1
            screen: Checkout
            devices: [iphone-se-3, iphone-15, ipad-10-2, ipad-pro-11]
            orientations: [portrait]
            viewController:
              prefersHomeIndicatorAutoHidden: true
              view:
                subviews:
                  - id: pay
                    class: UIButton
                    constraints: { leading: safeArea + 16, trailing: safeArea - 16, bottom: safeArea - 16 }
            """, rule: "home-indicator-hidden-interactive").first)
        #expect(f.view == "root")
        #expect(f.contexts.map(\.label) == ["iphone-15 portrait (iOS 18)", "iphone-15 portrait (iOS 26)", "ipad-pro-11 portrait (iOS 18)", "ipad-pro-11 portrait (iOS 26)"])
    }

    @Test func aGrandchildsPreferenceIsIgnoredBecauseOnlyTheScreenCanNameAChild() throws {
        let findings = try Self.lint("""
            insetlint: 1
            screen: Player
            devices: [iphone-x]
            viewController:
              childForHomeIndicatorAutoHidden: shell
              view:
                subviews:
                  - id: shell
                    class: UIView
                    viewController: {}
                    constraints: { edges: superview }
                    subviews:
                      - id: video
                        class: UIView
                        viewController: { prefersHomeIndicatorAutoHidden: true }
                        constraints: { edges: superview }
            """, rule: "home-indicator-child-ignored")
        #expect(findings.map(\.view) == ["video"])
        #expect(findings.first?.message.contains("nested inside the child 'shell'") == true)
    }

    @Test func collectionItemsAreCheckedOnlyWhenTheSpecDescribesTheFlowLayout() throws {
        let grid = """
            insetlint: 1
            screen: Grid
            devices: [iphone-x]
            orientations: [landscape-left]
            viewController:
              view:
                subviews:
                  - id: grid
                    class: UICollectionView
                    contentSize: { height: 3000 }
                    constraints: { edges: superview }

            """
        #expect(try LinterTests.lint(grid).isEmpty)
        let described = try LinterTests.lint(grid + "        flowLayout: { itemSize: { width: 100, height: 100 } }\n")
        // under-notch sees the row of items in the side band too; the rule naming the cause reports it.
        #expect(Set(described.map(\.rule)) == ["collection-section-inset-reference"])
        #expect(described.allSatisfy { $0.view == "grid" && $0.severity == .error })
    }

    @Test func aTransformedViewsSubviewIsReportedPerConstraint() throws {
        let findings = try Self.lint("""
            insetlint: 1
            screen: Card
            devices: [iphone-x]
            orientations: [landscape-left]
            viewController:
              view:
                subviews:
                  - id: card
                    class: UIView
                    transform: true
                    constraints: { edges: superview }
                    subviews:
                      - id: title
                        class: UILabel
                        constraints:
                          top: safeArea
                          leading: safeArea + 8
                          trailing: margins
            """, rule: "transformed-view-safe-area")
        // Landscape: the 44 pt side bands are withheld; the top has no inset to lose.
        #expect(findings.map(\.location.line) == [17, 18])
        #expect(findings.allSatisfy { $0.view == "title" && $0.message.contains("loses its 44 pt") })
    }
}
