import Testing
import ScreenModel
import SpecDecoder

/// The table keys of the format's smaller additions: `tableHeaderView`, `tableFooterView`,
/// `numberOfRows`, a cell template's `id` and `class`, and `transform` as a scale.
@Suite struct TableKeysTests {
    static let table = """
        insetlint: 1
        screen: Signup
        viewController:
          view:
            subviews:
              - id: signupTable
                class: UITableView
                rowHeight: 60
                numberOfRows: 16
                tableHeaderView:
                  id: header
                  class: UIView
                  frame: [0, 0, 0, 120]
                  subviews:
                    - id: titleLabel
                      class: UILabel
                      constraints: { top: superview + 20, leading: margins, trailing: margins }
                tableFooterView:
                  id: footer
                  class: UIView
                  constraints: { height: 154 }
                cell:
                  id: fieldCell
                  class: SignupFieldCell
                  subviews:
                    - id: fieldLabel
                      class: UILabel
                      constraints: { leading: superview + 16, centerY: superview, width: 200 }
        """

    @Test func headerFooterRowsAndTemplateAreDecoded() throws {
        let spec = try decode(Self.table)
        let tableIndex = try #require(spec.views.firstIndex { $0.id == "signupTable" })
        let table = try #require(spec.views[tableIndex].table)
        #expect(table.numberOfRows == 16)
        #expect(table.headerHeight == 120)
        #expect(table.footerHeight == 154)
        #expect(table.cellClass == "SignupFieldCell")
        #expect(table.contentHeight == Double(1234))
        let header = try #require(table.headerView), footer = try #require(table.footerView)
        #expect(spec.views[header].id == "header" && spec.views[header].parent == tableIndex)
        #expect(spec.views[footer].id == "footer" && spec.views[footer].parent == tableIndex)
        // The table places them: the height is all their layout said.
        if case .none = spec.views[header].layout {} else { Issue.record("the header kept a layout of its own") }
        if case .none = spec.views[footer].layout {} else { Issue.record("the footer kept a layout of its own") }
        // Locations point at each view's id line, the template's content view at `cell:`.
        #expect(spec.views[header].location == SourceLocation(line: 11, column: 11))
        #expect(spec.views[footer].location == SourceLocation(line: 19, column: 11))
        let content = try #require(table.cellContentView)
        #expect(spec.views[content].id == "fieldCell")
        #expect(spec.views[content].location == SourceLocation(line: 22, column: 9))
        #expect(spec.views[tableIndex].subviews == [header, footer, content])
        let label = try #require(spec.views.firstIndex { $0.id == "fieldLabel" })
        #expect(spec.views[label].cellOf == tableIndex)
        #expect(spec.views[try #require(spec.views.firstIndex { $0.id == "titleLabel" })].parent == header)
    }

    @Test func rowGeometryFollowsHeaderRowsAndFooter() {
        var table = TableSettings(rowHeight: 60)
        table.headerHeight = 120
        table.footerHeight = 154
        // Not counted: the rows fill the content between header and footer, when the spec gives its height.
        #expect(table.contentHeight == nil)
        #expect(table.footerY(contentHeight: 1200) == 1046)
        #expect(table.lastRowOffset(contentHeight: 1200) == 1046 - 60 - 120)
        #expect(table.lastRowOffset(contentHeight: nil) == 0)
        table.numberOfRows = 3
        #expect(table.footerY(contentHeight: 5000) == 300)
        #expect(table.lastRowOffset(contentHeight: 5000) == 120)
        table.numberOfRows = 0
        #expect(table.lastRowOffset(contentHeight: nil) == 0)
    }

    @Test func cellTemplateIdIsUniqueLikeAnyOther() {
        expectError(specWithSubviews("""
            - id: fieldCell
              class: UIView
              frame: [0, 0, 10, 10]
            - id: signupTable
              class: UITableView
              cell:
                id: fieldCell
                subviews: []
            """), .duplicateID, at: 12, 15, "duplicate id 'fieldCell' (first used at 6:9); ids are unique within a file")
    }

    @Test func cellTemplateRefusesOtherKeys() {
        expectError(specWithSubviews("""
            - id: signupTable
              class: UITableView
              cell:
                class: SignupFieldCell
                rowHeight: 60
            """), .unknownKey, at: 10, 11, "unknown key 'rowHeight' in cell")
    }

    @Test func emptyCellClassIsAnError() {
        expectError(specWithSubviews("""
            - id: signupTable
              class: UITableView
              cell: { class: "" }
            """), .badValue, at: 8, 24, "cell.class is empty; name the cell's class or leave the key out")
    }

    @Test func numberOfRowsMustBeAWholeNumber() {
        expectError(specWithSubviews("""
            - id: signupTable
              class: UITableView
              numberOfRows: 2.5
            """), .badValue, at: 8, 23, "numberOfRows must be a whole number of rows, found '2.5'")
        expectError(specWithSubviews("""
            - id: signupTable
              class: UITableView
              numberOfRows: -1
            """), .badValue, at: 8, 23, "numberOfRows cannot be negative, found '-1'")
        expectError(specWithSubviews("""
            - id: signupTable
              class: UITableView
              numberOfRows: many
            """), .wrongType, at: 8, 23, "numberOfRows must be a number, found 'many'")
    }

    @Test func countedRowsMayNotMakeTheContentTooTall() {
        expectError(specWithSubviews("""
            - id: signupTable
              class: UITableView
              rowHeight: 100
              numberOfRows: 5000
            """), .badValue, at: 9, 23,
            "numberOfRows 5000 at rowHeight 100 pt makes the content 500000 pt tall; InsetLint takes content up to 100000 pt")
    }

    @Test func tableKeysBelongToTables() {
        expectError(specWithSubviews("""
            - id: list
              class: UIScrollView
              tableFooterView: { id: footer, class: UIView, frame: [0, 0, 0, 40] }
            """), .unknownKey, at: 8, 9, "'tableFooterView' applies to UITableView, not UIScrollView")
    }

    @Test func headerNeedsAHeight() {
        expectError(specWithSubviews("""
            - id: signupTable
              class: UITableView
              tableHeaderView:
                id: header
                class: UIView
            """), .missingKey, at: 9, 11,
            "tableHeaderView 'header' needs a height: the table places it at the top of its content as wide as itself; give it only a height: frame: [0, 0, 0, 120] or constraints: { height: 120 }")
    }

    @Test func footerTakesOnlyAHeightConstraint() {
        expectError(specWithSubviews("""
            - id: signupTable
              class: UITableView
              tableFooterView:
                id: footer
                class: UIView
                constraints: { height: 154, top: superview }
            """), .badConstraint, at: 11, 39,
            "tableFooterView 'footer' cannot be constrained with 'top' here: the table places it at the end of its rows as wide as itself; give it only a height: frame: [0, 0, 0, 120] or constraints: { height: 120 }")
    }

    @Test func headerMustBeAView() {
        expectError(specWithSubviews("""
            - id: signupTable
              class: UITableView
              tableHeaderView: 120
            """), .wrongType, at: 8, 26, "a view must be a mapping with id and class, found '120'")
    }

    @Test func transformScaleMirrorsOnNegativeSigns() throws {
        let spec = try decode(specWithSubviews("""
            - id: messages
              class: UITableView
              transform: { scaleX: 1, scaleY: -1 }
              constraints: { edges: superview }
            """))
        let view = try #require(spec.views.first { $0.id == "messages" })
        #expect(view.transform)
        #expect(view.transformFlips == .vertical)
        let plain = try decode(specWithSubviews("""
            - id: card
              class: UIView
              transform: true
              frame: [0, 0, 10, 10]
            """))
        #expect(plain.views.first { $0.id == "card" }?.transformFlips == [])
    }

    @Test func transformScaleErrorsAreLocated() {
        expectError(specWithSubviews("""
            - id: messages
              class: UITableView
              transform: { scaleY: 0 }
            """), .badValue, at: 8, 30, "transform.scaleY cannot be 0 (the view would collapse to nothing)")
        expectError(specWithSubviews("""
            - id: messages
              class: UITableView
              transform: { rotate: 90 }
            """), .unknownKey, at: 8, 22, "unknown key 'rotate' in transform")
        expectError(specWithSubviews("""
            - id: messages
              class: UITableView
              transform: maybe
            """), .wrongType, at: 8, 20, "transform must be true, false or a scale such as { scaleX: 1, scaleY: -1 }, found 'maybe'")
    }
}
