import InsetEngine
import LintRules
import ScreenModel
import SpecDecoder
import Testing

/// One mistake, one finding: the container whose own constraint is at fault is reported once with
/// the views it puts in the band, the more specific of two rules reports a view past an edge, and
/// no two findings share a rule, view and line.
@Suite struct OneCauseOneFindingTests {
    static func lint(_ yaml: String) throws -> [Finding] { try LinterTests.lint(yaml) }

    /// A bar pinned to the bottom of the screen with three buttons centred in it, as on an iPhone 8.
    static let tabStrip = """
        insetlint: 1
        screen: Player
        devices: [iphone-x, iphone-15, iphone-se-3]
        orientations: [portrait]
        viewController:
          view:
            subviews:
              - id: strip
                class: UIView
                backgroundColor: true
                constraints: { leading: superview, trailing: superview, bottom: superview, height: 49 }
                subviews:
                  - id: rewind
                    class: UIButton
                    constraints: { centerY: superview, leading: safeArea + 24, width: 44, height: 44 }
                  - id: play
                    class: UIButton
                    constraints: { centerY: superview, centerX: superview, width: 44, height: 44 }
                  - id: forward
                    class: UIButton
                    constraints: { centerY: superview, trailing: safeArea - 24, width: 44, height: 44 }
        """

    @Test func aContainerPinnedIntoTheBandIsReportedOnceAtItsConstraint() throws {
        let findings = try Self.lint(Self.tabStrip)
        #expect(findings.count == 1, "\(findings.map(\.message))")
        let f = try #require(findings.first)
        #expect(f.rule == "under-home-indicator")
        #expect(f.view == "strip")
        // `bottom: superview` in the strip's constraints.
        #expect(f.location == SourceLocation(line: 11, column: 65))
        #expect(f.related.map(\.view) == ["rewind", "play", "forward"])
        #expect(f.related.map(\.location.line) == [13, 16, 19])
        #expect(f.message.contains("Pin its bottom to safeArea instead of superview"))

        // A header that grows by the safe area means to run under the status bar: the blame stays
        // with the subview pinned to its edge.
        let header = """
            insetlint: 1
            screen: Profile
            devices: [iphone-x]
            orientations: [portrait]
            viewController:
              view:
                subviews:
                  - id: header
                    class: UIView
                    backgroundColor: true
                    constraints: { top: superview, leading: superview, trailing: superview, bottom: safeArea.top + 120 }
                    subviews:
                      - id: name
                        class: UILabel
                        constraints: { top: superview + 12, leading: safeArea + 16, trailing: safeArea - 16 }
            """
        let headerFindings = try Self.lint(header)
        #expect(headerFindings.map(\.view) == ["name"])
        #expect(headerFindings.first?.location == SourceLocation(line: 15, column: 28))
    }

    @Test func aViewPlacedByItsFrameIsNotToldToChangeAConstraint() throws {
        let framed = """
            insetlint: 1
            screen: Checkout
            devices: [iphone-x]
            orientations: [portrait]
            viewController:
              view:
                subviews:
                  - id: pay
                    class: UIButton
                    frame: [16, 760, 343, 44]
            """
        let f = try #require(try Self.lint(framed).first)
        #expect(f.rule == "under-home-indicator")
        #expect(!f.message.contains("Constrain its bottom"), "\(f.message)")
        #expect(f.message.contains("instead of a fixed frame"))
    }

    @Test func underNotchOutranksUnderBarAndKeepsTheBarOnlyContexts() throws {
        // Under the notch and the navigation bar on iphone-x, under the bar only on iphone-se-3.
        let label = """
            insetlint: 1
            screen: Detail
            devices: [iphone-x, iphone-se-3]
            orientations: [portrait]
            navigationController: {}
            viewController:
              view:
                subviews:
                  - id: subtitle
                    class: UILabel
                    constraints: { top: superview + 30, leading: safeArea + 16, trailing: safeArea - 16, height: 30 }
            """
        let findings = try Self.lint(label)
        #expect(findings.map(\.rule) == ["under-notch"], "\(findings.map(\.message))")
        let f = try #require(findings.first)
        #expect(Set(f.contexts.map(\.device)) == ["iphone-x", "iphone-se-3"])
        #expect(f.message.contains("is covered by the navigation bar: 30 pt on iphone-se-3 portrait"), "\(f.message)")
        #expect(f.severity == .error)
    }

    @Test func theTableAndTheFlowLayoutRulesOutrankUnderNotch() throws {
        let table = """
            insetlint: 1
            screen: Settings
            devices: [iphone-x]
            orientations: [landscape]
            viewController:
              view:
                class: UITableView
                insetsContentViewsToSafeArea: false
                contentSize: { height: 1200 }
                cell:
                  subviews:
                    - id: optionTitle
                      class: UILabel
                      constraints: { leading: superview + 16, centerY: superview, width: 240 }
            """
        #expect(try Self.lint(table).map(\.rule) == ["table-content-not-inset"])
        let grid = """
            insetlint: 1
            screen: Photos
            devices: [iphone-x]
            orientations: [landscape]
            viewController:
              view:
                subviews:
                  - id: grid
                    class: UICollectionView
                    contentSize: { height: 3000 }
                    constraints: { edges: superview }
                    flowLayout:
                      sectionInset: { top: 2, left: 2, bottom: 2, right: 2 }
                      itemSize: { width: 122, height: 122 }
            """
        let findings = try Self.lint(grid)
        #expect(findings.map(\.rule) == ["collection-section-inset-reference"])
        // It absorbed an error: a run that failed on the grid still fails.
        #expect(findings.first?.severity == .error)
    }

    @Test func oneFindingPerRuleViewAndLine() throws {
        // Placed by one frame, the label is under the notch at the top and in the side band in
        // landscape: two observations of one rule at the same line.
        let corner = """
            insetlint: 1
            screen: Badge
            devices: [iphone-x]
            orientations: [portrait, landscape]
            viewController:
              view:
                subviews:
                  - id: badge
                    class: UILabel
                    frame: [0, 0, 120, 60]
            """
        let findings = try Self.lint(corner)
        #expect(findings.filter { $0.rule == "under-notch" }.count == 1, "\(findings.map(\.message))")
        let keys = findings.map { "\($0.rule) \($0.view) \($0.location.line)" }
        #expect(Set(keys).count == keys.count)
    }

    @Test func aDeviceIndependentFindingListsEveryContextChecked() throws {
        let lesson = """
            insetlint: 1
            screen: Lesson
            devices: [iphone-x, iphone-15]
            orientations: [portrait]
            viewController:
              view:
                subviews:
                  - id: player
                    class: UIView
                    viewController: { prefersHomeIndicatorAutoHidden: true }
                    constraints: { edges: superview }
            """
        let f = try #require(try Self.lint(lesson).first { $0.rule == "home-indicator-child-ignored" })
        #expect(f.contexts.map(\.label) == ["iphone-x portrait (iOS 18)", "iphone-x portrait (iOS 26)",
                                            "iphone-15 portrait (iOS 18)", "iphone-15 portrait (iOS 26)"])
    }

    static let wallpaper = """
        insetlint: 1
        screen: Welcome
        devices: [iphone-x, iphone-15, iphone-se-3]
        orientations: [portrait, landscape]
        viewController:
          view:
            subviews:
              - id: wallpaper
                class: UIImageView
                constraints: { edges: superview }
              - id: greeting
                class: UILabel
                constraints: { centerY: safeArea, leading: safeArea + 20, trailing: safeArea - 20 }
        """

    @Test func aFullBleedImageIsABackgroundUnlessTheSpecSaysOtherwise() throws {
        #expect(try Self.lint(Self.wallpaper).isEmpty)
        let content = Self.wallpaper.replacingOccurrences(of: "class: UIImageView\n", with: "class: UIImageView\n        role: content\n")
        let findings = try Self.lint(content)
        #expect(Set(findings.map(\.rule)) == ["under-notch", "under-home-indicator"])
        #expect(findings.allSatisfy { $0.view == "wallpaper" && $0.message.contains("mark it role: background") })
        // Inset from the edges, or inside a smaller view, an image is content as before.
        let inset = Self.wallpaper.replacingOccurrences(of: "{ edges: superview }", with: "{ top: superview, leading: superview, trailing: superview, height: 200 }")
        #expect(Set(try Self.lint(inset).map(\.rule)) == ["under-notch"])
    }

    @Test func labelsInAScrollViewThatDoesNotInsetAreItsFinding() throws {
        // `.never` with no contentInset: the labels reach under the notch and the navigation bar
        // because the scroll view does not inset its content; each label's constraints are fine.
        let yaml = """
            insetlint: 1
            screen: Article
            devices: [iphone-x, iphone-15]
            orientations: [portrait]
            navigationController:
              navigationBar: { translucent: true }
            viewController:
              view:
                subviews:
                  - id: scroll
                    class: UIScrollView
                    contentInsetAdjustmentBehavior: never
                    constraints: { edges: superview }
                    subviews:
                      - id: headline
                        class: UILabel
                        constraints: { top: superview + 12, leading: superview + 16, trailing: superview - 16 }
                      - id: byline
                        class: UILabel
                        constraints: { top: headline.bottom + 40, leading: superview + 16, trailing: superview - 16 }
            """
        let findings = try Self.lint(yaml)
        #expect(findings.map(\.rule) == ["never-without-safe-inset"], "\(findings.map { "\($0.rule) \($0.view): \($0.message)" })")
        let f = try #require(findings.first)
        #expect(f.view == "scroll")
        #expect(f.related.map(\.view) == ["headline", "byline"])
        #expect(f.severity == .error)

        // The same labels outside any scroll view are their own findings.
        let plain = yaml.replacingOccurrences(of: "class: UIScrollView", with: "class: UIView")
            .replacingOccurrences(of: "contentInsetAdjustmentBehavior: never", with: "role: container")
        let own = try Self.lint(plain)
        #expect(Set(own.map(\.view)) == ["headline", "byline"], "\(own.map { "\($0.rule) \($0.view)" })")
    }

    @Test func aCollectionViewsItemsInABandAreItsScrollCauseFinding() throws {
        // A non-scrolling action sheet outside a navigation controller: automatic adds no bottom
        // inset, so its last row of items rests under the home indicator. One setting, one finding,
        // on the collection view, at the higher severity of the two rules.
        let yaml = """
            insetlint: 1
            screen: Actions
            devices: [iphone-x, iphone-se-3]
            orientations: [portrait]
            viewController:
              view:
                subviews:
                  - id: actions
                    class: UICollectionView
                    contentSize: { height: 150 }
                    flowLayout: { itemSize: { width: 375, height: 50 } }
                    constraints: { leading: superview, trailing: superview, bottom: superview, height: 150 }
            """
        let findings = try Self.lint(yaml)
        #expect(findings.map(\.rule) == ["automatic-outside-navigation-controller"], "\(findings.map { "\($0.rule) \($0.view): \($0.message)" })")
        let f = try #require(findings.first)
        #expect(f.view == "actions")
        #expect(f.related.isEmpty)
        #expect(f.severity == .error)
        #expect(Set(f.contexts.map(\.device)) == ["iphone-x"])
    }
}
