import InsetEngine
import ScreenModel
import Testing

/// A table's header and footer views, its counted rows, a flow layout's last row, and subviews of
/// a view with a negative scale (FORMAT.md §9).
@Suite struct TableContentTests {
    static let signup = """
        insetlint: 1
        screen: Signup
        viewController:
          view:
            class: UITableView
            rowHeight: 60
            numberOfRows: 16
            tableHeaderView: { id: header, class: UIView, frame: [10, 10, 100, 120] }
            tableFooterView:
              id: footer
              class: UIView
              constraints: { height: 154 }
              subviews:
                - id: emailLabel
                  class: UILabel
                  constraints: { top: superview + 24, leading: superview + 16, trailing: superview - 16, height: 42 }
            cell:
              subviews:
                - id: fieldLabel
                  class: UILabel
                  constraints: { leading: superview + 16, centerY: superview, width: 200 }
        """

    @Test func headerRowsAndFooterStackDownTheContent() throws {
        let r = try Resolved(Self.signup, "iphone-14", .landscapeLeft)
        // The table sets the header's origin and width, keeping only its height.
        expectRect(r["header"].frame, 0, 0, 844, 120)
        // The first row starts under the header, its content view inset to the side bands.
        expectRect(r["root.cell"].frame, 47, 120, 750, 60)
        expectRect(r["footer"].frame, 0, 120 + 16 * 60, 844, 154)
        #expect(r["root"].scroll?.contentSize == Size(width: 844, height: 1234))
        // Below the fold at the initial offset.
        #expect(r["emailLabel"].visibleFrame == nil)
    }

    @Test func anUncountedFooterEndsTheContent() throws {
        let r = try Resolved("""
            insetlint: 1
            screen: Signup
            viewController:
              view:
                class: UITableView
                contentSize: { height: 1200 }
                tableFooterView: { id: footer, class: UIView, frame: [0, 0, 0, 154] }
            """, "iphone-14")
        expectRect(r["footer"].frame, 0, 1046, 390, 154)
    }

    @Test func aFlowLayoutPlacesItsLastRowFromTheContentHeight() throws {
        let r = try Resolved("""
            insetlint: 1
            screen: Share
            viewController:
              view:
                subviews:
                  - id: actions
                    class: UICollectionView
                    contentSize: { height: 232 }
                    constraints: { leading: superview, trailing: superview, bottom: superview, height: 232 }
                    flowLayout:
                      sectionInset: { top: 8, left: 16, bottom: 4, right: 16 }
                      itemSize: { width: 358, height: 50 }
            """, "iphone-14")
        let flow = try #require(r["actions"].flowLayout)
        // Rows from 8 pt down; the last ends 4 pt above the end of the 232-pt content.
        #expect(abs(flow.lastRowOffset - (232 - 4 - 50 - 8)) < 0.01)
        expectRect(flow.firstItem, 16, 844 - 232 + 8, 358, 50)
    }

    @Test func aNegativeScaleMirrorsTheSubviews() throws {
        let r = try Resolved("""
            insetlint: 1
            screen: Chat
            viewController:
              view:
                subviews:
                  - id: messages
                    class: UITableView
                    transform: { scaleX: 1, scaleY: -1 }
                    contentInset: { top: 34 }
                    contentSize: { height: 3000 }
                    rowHeight: 60
                    constraints: { edges: superview }
                    cell:
                      subviews:
                        - id: bubbleText
                          class: UILabel
                          constraints: { top: superview + 8, height: 30, leading: superview + 16, trailing: superview - 16 }
            """, "iphone-x")
        #expect(r["messages"].mirrorsSubviews == .vertical)
        // Row 0 starts 34 pt (the content inset) above the bottom of the screen, upside down.
        expectRect(r["messages.cell"].screenFrame, 0, 812 - 34 - 60, 375, 60)
        // Its label, 8 pt below the row's top in layout, shows 8 pt above the row's bottom.
        expectRect(r["bubbleText"].screenFrame, 16, 812 - 34 - 8 - 30, 343, 30)
        // Frames in the superview's coordinates are UIKit's, untouched by the transform.
        expectRect(r["bubbleText"].frame, 16, 8, 343, 30)
    }

    @Test func aSecondFlipUndoesTheFirst() throws {
        let r = try Resolved("""
            insetlint: 1
            screen: Chat
            viewController:
              view:
                subviews:
                  - id: messages
                    class: UIView
                    transform: { scaleY: -1 }
                    frame: [0, 100, 375, 400]
                    subviews:
                      - id: bubble
                        class: UIView
                        transform: { scaleY: -1 }
                        frame: [0, 0, 375, 100]
                        subviews:
                          - id: bubbleText
                            class: UILabel
                            frame: [16, 10, 300, 20]
            """, "iphone-x")
        expectRect(r["bubble"].screenFrame, 0, 400, 375, 100)
        #expect(r["bubble"].mirrorsSubviews == [])
        expectRect(r["bubbleText"].screenFrame, 16, 410, 300, 20)
    }
}
