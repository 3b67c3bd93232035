import Testing
import ScreenModel
import SpecDecoder

/// A title label under a 100 pt header; `line` is the constraint under test, on line 13 at column 11.
private func titleSpec(_ line: String) -> String {
    """
    insetlint: 1
    screen: Article
    viewController:
      view:
        subviews:
          - id: header
            class: UIView
            frame: [0, 0, 375, 100]
          - id: title
            class: UILabel
            constraints:
              leading: superview
              \(line)
    """
}

@Suite struct BadConstraintTests {
    @Test func danglingPlus() {
        expectError(titleSpec("top: safeArea +"), .badConstraint, at: 13, 16,
                    "bad constraint 'top: safeArea +': expected a number after '+'")
    }

    @Test func bareNumberOnAPosition() {
        expectError(titleSpec("top: 12"), .badConstraint, at: 13, 16,
                    "'top: 12': a bare number is only a width or height; pin top to a target (e.g. safeArea + 12)")
    }

    @Test func negativeBareNumberOnAPositionSuggestsMinus() {
        expectError(titleSpec("top: -12"), .badConstraint, at: 13, 16,
                    "'top: -12': a bare number is only a width or height; pin top to a target (e.g. safeArea - 12)")
    }

    @Test func negativeFixedWidth() {
        // Used to say "expected a number or a target" about a number.
        expectError(titleSpec("width: -20"), .badConstraint, at: 13, 18, "'width: -20': a fixed width cannot be negative")
    }

    @Test func positionEqualToASize() {
        expectError(titleSpec("top: header.width"), .badConstraint, at: 13, 16,
                    "'top: header.width': top cannot relate to width (UIKit pairs a position with a position on the same axis, and a size with any size)")
    }

    @Test func positionOnTheOtherAxis() {
        expectError(titleSpec("top: header.leading"), .badConstraint, at: 13, 16,
                    "'top: header.leading': top cannot relate to leading (UIKit pairs a position with a position on the same axis, and a size with any size)")
    }

    @Test func misspelledTargetAttribute() {
        expectError(titleSpec("top: safeArea.topp"), .badConstraint, at: 13, 16,
                    "bad constraint 'top: safeArea.topp': unknown attribute 'topp'; did you mean 'top'?")
    }

    @Test func missingAttributeAfterDot() {
        expectError(titleSpec("top: safeArea."), .badConstraint, at: 13, 16,
                    "bad constraint 'top: safeArea.': expected an attribute after 'safeArea.'")
    }

    @Test func twoConstants() {
        // Used to say "expected one number after '+'" although one number was there.
        expectError(titleSpec("top: safeArea + 8 + 9"), .badConstraint, at: 13, 16,
                    "bad constraint 'top: safeArea + 8 + 9': more than one constant; add them up into one '+ number' or '- number'")
    }

    @Test func twoMultipliers() {
        expectError(titleSpec("width: superview * 0.5 * 2"), .badConstraint, at: 13, 18,
                    "bad constraint 'width: superview * 0.5 * 2': more than one multiplier; write one '* number'")
    }

    @Test func numberBeforeTheTarget() {
        expectError(titleSpec("width: 0.5 * superview"), .badConstraint, at: 13, 18,
                    "bad constraint 'width: 0.5 * superview': unexpected '* superview' after the number; a bare number is a fixed width or height, and a target comes first (e.g. superview * 0.5, safeArea + 8)")
    }

    @Test func garbageAfterTheTarget() {
        expectError(titleSpec("top: safe Area"), .badConstraint, at: 13, 16,
                    "bad constraint 'top: safe Area': unexpected 'Area'")
    }

    @Test func emptyQuotedExpression() {
        expectError(titleSpec("top: ''"), .badConstraint, at: 13, 16,
                    "bad constraint 'top: ': expected a number or a target (superview, safeArea, margins, readableContent, frameGuide, self or a view's id)")
    }

    @Test func nullExpression() {
        expectError(titleSpec("top:"), .wrongType, at: 13, 15,
                    "the constraint 'top' must be an expression such as safeArea + 16, found nothing (null)")
    }

    @Test func hugeConstantIsOutOfRange() {
        // Used to be accepted and handed to the solver.
        expectError(titleSpec("top: safeArea + 99999999999999999999999"), .badConstraint, at: 13, 16,
                    "bad constraint 'top: safeArea + 99999999999999999999999': 99999999999999999999999 is out of range; numbers in a constraint are points no larger than 100000")
    }

    @Test func hugeFixedHeightIsOutOfRange() {
        expectError(titleSpec("height: 10000000000"), .badConstraint, at: 13, 19,
                    "bad constraint 'height: 10000000000': 10000000000 is out of range; numbers in a constraint are points no larger than 100000")
    }

    /// Whole numbers of up to 15 digits are read without `Double(String)`; the edges of that path
    /// must read as the general one does.
    @Test func numbersReadTheSameOnEitherSideOfTheWholeNumberPath() throws {
        for (text, value) in [("00", 0.0), ("0012", 12), ("1.", 1), ("1.5", 1.5), (".5", 0.5), ("100000", 100_000), ("99999.99", 99_999.99)] {
            let spec = try decode(titleSpec("height: \(text)"))
            let list = spec.constraints(of: 2)
            #expect(list.last?.constant == value, "\(text)")
        }
        for text in ["100001", "100000.5", "123456789012345", "1234567890123456"] {
            expectError(titleSpec("height: \(text)"), .badConstraint, at: 13, 19,
                        "bad constraint 'height: \(text)': \(text) is out of range; numbers in a constraint are points no larger than 100000")
        }
    }

    @Test func shorthandWithAConstant() {
        expectError(titleSpec("edges: safeArea + 4"), .badConstraint, at: 13, 18,
                    "'edges' pins all its edges to one target with constant 0; write just the target (e.g. edges: safeArea), or each edge on its own for a constant")
    }

    @Test func limitsAreInclusive() {
        #expect(decodeFailure(titleSpec("top: safeArea + 100000")) == nil)
        #expect(decodeFailure(titleSpec("top: safeArea + 100001"))?.kind == .badConstraint)
    }
}

@Suite struct ReferenceTests {
    @Test func misspelledSibling() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: header
                    class: UIView
                    frame: [0, 0, 375, 100]
                  - id: feed
                    class: UITableView
                    constraints: { top: heder.bottom, bottom: superview, leading: superview, trailing: superview }
            """, .unknownReference, at: 11, 29,
            "unknown view 'heder'; did you mean 'header'? A constraint names superview, safeArea, margins, readableContent, frameGuide, self or a view's id")
    }

    /// Revision 2: a constraint may name any view of the screen (UIKit needs a common ancestor).
    @Test func aViewOfAnotherBranchIsATarget() throws {
        let spec = try decode("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: header
                    class: UIView
                    constraints: { top: superview, leading: superview, trailing: superview, height: 100 }
                    subviews:
                      - id: title
                        class: UILabel
                        constraints: { leading: safeArea + 16, bottom: superview - 8 }
                  - id: feed
                    class: UITableView
                    constraints:
                      top: title.bottom
                      bottom: superview
                      leading: header.safeArea
                      trailing: superview
            """)
        let feed = try #require(spec.index(of: "feed")), title = try #require(spec.index(of: "title"))
        let header = try #require(spec.index(of: "header"))
        let list = Array(spec.constraints(of: feed))
        #expect(list[0].target == .view(index: title))
        #expect(list[2].target == .viewGuide(index: header, guide: .safeArea))
        #expect(spec.text(of: list[2]) == "header.safeArea")
    }

    @Test func viewReferencingItself() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: box
                    class: UIView
                    constraints: { top: superview, height: box.width }
            """, .unknownReference, at: 8, 48,
            "'box' is the view itself; write self for its own dimensions (e.g. width: self.height * 1.5)")
    }

    @Test func cellTemplateViewCannotReachTheTablesSiblings() {
        expectError("""
            insetlint: 1
            screen: Feed
            viewController:
              view:
                subviews:
                  - id: header
                    class: UIView
                    frame: [0, 0, 375, 100]
                  - id: feed
                    class: UITableView
                    frame: [0, 100, 375, 700]
                    cell:
                      subviews:
                        - id: name
                          class: UILabel
                          constraints: { top: header.bottom, leading: margins }
            """, .unknownReference, at: 16, 35,
            "'header' is outside this cell template; a cell's content is laid out apart from the rest of the table and can only be constrained to views of the same cell")
    }
}

/// Revision 2: views placed against each other are one linear system, not a "cycle": they decode,
/// and the engine decides whether the constraints can hold.
@Suite struct MutualReferenceTests {
    @Test func siblingsPlacedAgainstEachOtherOnDifferentAxesDecode() throws {
        let spec = try decode("""
            insetlint: 1
            screen: Compose
            viewController:
              view:
                subviews:
                  - id: field
                    class: UITextField
                    constraints: { top: safeArea + 20, leading: safeArea + 16, trailing: sendButton.leading - 8 }
                  - id: sendButton
                    class: UIButton
                    constraints: { trailing: safeArea - 16, centerY: field, width: 60 }
            """)
        let field = try #require(spec.index(of: "field")), send = try #require(spec.index(of: "sendButton"))
        #expect(spec.constraints(of: field).last?.target == .view(index: send))
        #expect(spec.constraints(of: send).dropFirst().first?.target == .view(index: field))
    }

    @Test func aLongLoopDecodes() throws {
        var lines = ["insetlint: 1", "screen: Chain", "viewController:", "  view:", "    subviews:"]
        let count = 300
        for i in 0..<count {
            lines += ["      - id: v\(i)", "        class: UIView",
                      "        constraints: { top: v\((i + 1) % count).bottom, leading: superview, width: 10, height: 10 }"]
        }
        let spec = try decode(lines.joined(separator: "\n"))
        #expect(spec.views.count == count + 1)
    }
}
