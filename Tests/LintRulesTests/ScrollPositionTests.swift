import InsetEngine
import LintRules
import ScreenModel
import Foundation
import Testing

/// Scroll content is checked where each band is met, and the message says where the user scrolls.
@Suite struct ScrollPositionTests {
    /// A signup table's footer, 31 pt into the landscape side band of an iPhone 14, out of sight at
    /// the initial offset (the case a bug report found silent).
    static let footerBelowTheFold = """
        insetlint: 1
        screen: Signup
        devices: [iphone-14]
        orientations: [portrait, landscape]
        viewController:
          view:
            subviews:
              - id: tableView
                class: UITableView
                contentSize: { height: 1200 }
                constraints: { edges: superview }
                subviews:
                  - id: footerContainer
                    class: UIView
                    constraints: { top: superview + 1046, leading: superview, width: frameGuide.width, height: 154 }
                    subviews:
                      - id: emailLabel
                        class: UILabel
                        constraints: { top: superview + 24, leading: superview + 16, trailing: superview - 16, height: 42 }
        """

    @Test func contentBelowTheFoldMeetsTheSideBands() throws {
        let findings = try LinterTests.lint(Self.footerBelowTheFold).filter { $0.rule == "under-notch" }
        let f = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(f.view == "emailLabel")
        #expect(f.contexts.map(\.orientation) == ["landscape-left", "landscape-right", "landscape-left", "landscape-right"])
        #expect(f.message.contains("31 pt into the notch side when scrolled to the end on iphone-14 landscape-left, iphone-14 landscape-right"),
                "\(f.message)")
    }

    @Test func contentPartWayDownSaysScrolledToIt() throws {
        let yaml = Self.footerBelowTheFold.replacingOccurrences(of: "superview + 1046", with: "superview + 500")
        let f = try #require(try LinterTests.lint(yaml).first { $0.rule == "under-notch" })
        #expect(f.message.contains("31 pt into the notch side when scrolled to it"), "\(f.message)")
    }

    @Test func contentThatNeverShowsIsNotChecked() throws {
        // Past the end of the content: no scroll position brings it on screen.
        let yaml = Self.footerBelowTheFold.replacingOccurrences(of: "superview + 1046", with: "superview + 1500")
        #expect(try LinterTests.lint(yaml).filter { $0.rule == "under-notch" }.isEmpty)
    }

    @Test func aTemplateDoesNotHideTheLastRowsFromNever() throws {
        let yaml = """
            insetlint: 1
            screen: Inbox
            devices: [iphone-14]
            orientations: [portrait]
            viewController:
              view:
                subviews:
                  - id: inboxTable
                    class: UITableView
                    contentInsetAdjustmentBehavior: never
                    contentInset: { top: superview.safeAreaInsets.top }
                    contentSize: { height: 2400 }
                    rowHeight: 60
                    constraints: { edges: superview }
                    cell:
                      class: InboxCell
                      subviews:
                        - id: subjectLabel
                          class: UILabel
                          constraints: { top: superview + 8, bottom: superview - 8, leading: margins, trailing: margins }
            """
        let findings = try LinterTests.lint(yaml)
        let never = try #require(findings.first { $0.rule == "never-without-safe-inset" })
        #expect(never.message.contains("its content ends 34 pt under the home indicator"), "\(never.message)")
        // The cell's label under the indicator at the end is the same cause: named in that finding.
        #expect(never.related.map(\.view) == ["subjectLabel"])
        #expect(!findings.contains { $0.rule == "under-home-indicator" })
    }

    @Test func anActionSheetsLastRowIsChecked() throws {
        let yaml = """
            insetlint: 1
            screen: Share
            devices: [iphone-14]
            orientations: [portrait]
            viewController:
              view:
                subviews:
                  - id: actions
                    class: UICollectionView
                    contentInsetAdjustmentBehavior: scrollableAxes
                    contentSize: { height: 232 }
                    constraints: { leading: superview, trailing: superview, bottom: superview, height: 232 }
                    flowLayout:
                      sectionInset: { top: 8, left: 16, bottom: 0, right: 16 }
                      itemSize: { width: 358, height: 50 }
            """
        let f = try #require(try LinterTests.lint(yaml).first { $0.rule == "under-home-indicator" })
        #expect(f.view == "actions")
        #expect(f.message.hasPrefix("the last row of items in 'actions' (UICollectionView) extends below the safe area into the home-indicator area: 34 pt"),
                "\(f.message)")
    }

    @Test func aFlippedChatTableIsJudgedUpsideDown() throws {
        let yaml = """
            insetlint: 1
            screen: Chat
            devices: [iphone-x, iphone-15]
            orientations: [portrait]
            navigationController: {}
            viewController:
              view:
                subviews:
                  - id: messages
                    class: UITableView
                    transform: { scaleX: 1, scaleY: -1 }
                    contentInset: { top: superview.safeAreaInsets.bottom, bottom: superview.safeAreaInsets.top }
                    contentSize: { height: 3000 }
                    rowHeight: 60
                    constraints: { edges: superview }
                    cell:
                      subviews:
                        - id: bubbleText
                          class: UILabel
                          constraints: { top: superview + 8, bottom: superview - 8, leading: margins, trailing: margins }
            """
        #expect(try LinterTests.lint(yaml).isEmpty)
        // Insets written as for an unflipped table: the oldest rows, met when scrolled to the end, stay under the bar.
        let unswapped = yaml.replacingOccurrences(of: "{ top: superview.safeAreaInsets.bottom, bottom: superview.safeAreaInsets.top }",
                                                  with: "{ top: superview.safeAreaInsets.top, bottom: superview.safeAreaInsets.bottom }")
        // Under the bar and on into the notch: reported once, by under-notch, with the scroll view's fix.
        let notch = try #require(try LinterTests.lint(unswapped).first { $0.rule == "under-notch" })
        #expect(notch.view == "bubbleText")
        #expect(notch.message.contains("when scrolled to the end"), "\(notch.message)")
        #expect(notch.message.contains("Let its scroll view inset its content at the top"), "\(notch.message)")
    }
}
