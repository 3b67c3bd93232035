import Foundation
import ScreenModel
import SpecDecoder
import Testing

/// FORMAT.md §6's grammar as the decoder reads it, and every bad input with the exact
/// `file:line:col` message a user sees.
///
/// `boxSpec(key, value)` writes the constraint under test on line 13, its key at column 11 and its
/// value at column 13 + the key's length.
private func boxSpec(_ key: String, _ value: String) -> String {
    specWithSubviews("""
        - id: header
          class: UIView
          frame: [0, 0, 375, 100]
        - id: box
          class: UIView
          constraints:
            leading: superview
            \(key): \(value)
        """)
}

private func valueColumn(_ key: String) -> Int { 11 + key.count + 2 }

/// The constraints on `attribute` of the view `box`.
private func constraints(_ key: String, _ value: String, on attribute: Attribute? = nil) throws -> [Constraint] {
    let spec = try decode(boxSpec(key, value))
    let box = try #require(spec.view("box"))
    return box.constraintList.filter { $0.attribute == (attribute ?? Attribute(name: key)) }
}

@Suite struct AutoLayoutGrammarTests {
    @Test(arguments: [("\"== 44\"", ConstraintRelation.equal), ("\">= 44\"", .greaterOrEqual), ("\"<= 44\"", .lessOrEqual),
                      ("≥ 44", .greaterOrEqual), ("≤ 44", .lessOrEqual), ("44", .equal)])
    func relations(_ value: String, _ relation: ConstraintRelation) throws {
        let c = try #require(try constraints("width", value).first)
        #expect(c.relation == relation)
        #expect(c.target == .constant)
        #expect(c.constant == 44)
        #expect(c.priority == 1000)
    }

    @Test func relationsOnTargets() throws {
        let c = try #require(try constraints("top", "\">= safeArea + 8\"").first)
        #expect(c.relation == .greaterOrEqual)
        #expect(c.target == .safeArea)
        #expect(c.targetAttribute == .top)
        #expect(c.constant == 8)
        let d = try #require(try constraints("bottom", "<= safeArea - 8 @ high").first)
        #expect(d.relation == .lessOrEqual)
        #expect(d.constant == -8)
        #expect(d.priority == 750)
    }

    @Test(arguments: [("200 @ low", UInt16(250)), ("200@low", 250), ("200 @low", 250), ("200@ low", 250),
                      ("200 @ high", 750), ("200 @ required", 1000), ("200 @ fittingSize", 50),
                      ("200 @ 300", 300), ("200@1", 1), ("200 @ 1000", 1000)])
    func priorities(_ value: String, _ priority: UInt16) throws {
        let c = try #require(try constraints("width", value).first)
        #expect(c.priority == priority)
        #expect(c.constant == 200)
        #expect(c.relation == .equal)
    }

    @Test func aListIsSeveralConstraintsOnOneAttribute() throws {
        let list = try constraints("width", "[\">= 44\", \"<= 320\", \"200 @ low\"]")
        #expect(list.map(\.relation) == [.greaterOrEqual, .lessOrEqual, .equal])
        #expect(list.map(\.constant) == [44, 320, 200])
        #expect(list.map(\.priority) == [1000, 1000, 250])
        // Each item is located where it is written (column of its opening quote).
        #expect(list.map(\.location.column) == [19, 28, 38])
        #expect(list.allSatisfy { $0.location.line == 13 })
    }

    @Test func aGuideOfAnotherView() throws {
        let spec = try decode(boxSpec("top", "header.safeArea.top + 4"))
        let c = try #require(spec.view("box")?.constraintList.first { $0.attribute == .top })
        #expect(c.target == .viewGuide(index: try #require(spec.index(of: "header")), guide: .safeArea))
        #expect(c.targetAttribute == .top)
        #expect(c.constant == 4)
        let margins = try #require(try constraints("centerX", "header.margins").first)
        #expect(margins.target == .viewGuide(index: 1, guide: .margins))
        #expect(margins.targetAttribute == .centerX)
        let bottom = try #require(try constraints("top", "header.bottom").first)
        #expect(bottom.target == .view(index: 1))
        #expect(bottom.targetAttribute == .bottom)
    }

    @Test func selfWithAMultiplier() throws {
        let c = try #require(try constraints("height", "self.width * 1.5").first)
        #expect(c.target == .selfView)
        #expect(c.targetAttribute == .width)
        #expect(c.multiplier == 1.5)
        #expect(c.constant == 0)
    }

    @Test(arguments: [("1.5", 1.5, ConstraintRelation.equal, UInt16(1000)), ("\"16:9\"", 16.0 / 9, .equal, 1000),
                      ("\"4 : 3\"", 4.0 / 3, .equal, 1000), ("\">= 1.5 @ high\"", 1.5, .greaterOrEqual, 750),
                      ("\"<= 2@300\"", 2, .lessOrEqual, 300)])
    func aspectRatio(_ value: String, _ ratio: Double, _ relation: ConstraintRelation, _ priority: UInt16) throws {
        let c = try #require(try constraints("aspectRatio", value, on: .width).first)
        #expect(c.target == .selfView)
        #expect(c.targetAttribute == .height)
        #expect(abs(c.multiplier - ratio) < 1e-12)
        #expect(c.relation == relation)
        #expect(c.priority == priority)
        #expect(c.keyName == "aspectRatio")
    }

    @Test func aCousinIsATarget() throws {
        // Any view of the hierarchy, not only siblings: the label in one branch names the avatar in another.
        let spec = try decode(specWithSubviews("""
            - id: header
              class: UIView
              constraints: { top: superview, leading: superview, trailing: superview, height: 100 }
              subviews:
                - id: avatar
                  class: UIView
                  constraints: { top: superview + 8, leading: superview + 8, width: 40, height: 40 }
            - id: body
              class: UIView
              constraints: { top: header.bottom, leading: superview, trailing: superview, bottom: superview }
              subviews:
                - id: name
                  class: UILabel
                  constraints: { centerY: avatar, leading: avatar.trailing + 8, top: root.safeArea.top }
            """))
        let name = try #require(spec.view("name"))
        let avatar = try #require(spec.index(of: "avatar"))
        #expect(name.constraintList.map(\.target) == [.view(index: avatar), .view(index: avatar), .viewGuide(index: 0, guide: .safeArea)])
    }
}

@Suite struct AutoLayoutBadInputTests {
    @Test func unknownTargetWithASuggestion() {
        expectError(boxSpec("top", "heder.bottom"), .unknownReference, at: 13, valueColumn("top"),
                    "unknown view 'heder'; did you mean 'header'? A constraint names superview, safeArea, margins, readableContent, frameGuide, self or a view's id")
    }

    @Test func unknownTargetWithoutASuggestion() {
        expectError(boxSpec("top", "zzzzzzzz.bottom"), .unknownReference, at: 13, valueColumn("top"),
                    "unknown view 'zzzzzzzz'; a constraint names superview, safeArea, margins, readableContent, frameGuide, self or a view's id")
    }

    @Test func aRelationOnAShorthand() {
        expectError(boxSpec("edges", "\">= superview\""), .badConstraint, at: 13, valueColumn("edges"),
                    "'edges' pins all its edges to one target; a relation needs each edge written on its own (e.g. top: \">= safeArea\", bottom: \"<= safeArea\")")
        expectError(boxSpec("horizontalEdges", "≤ safeArea"), .badConstraint, at: 13, valueColumn("horizontalEdges"),
                    "'horizontalEdges' pins all its edges to one target; a relation needs each edge written on its own (e.g. top: \"<= safeArea\", bottom: \">= safeArea\")")
    }

    @Test func aConstantOnAShorthand() {
        expectError(boxSpec("edges", "superview + 8"), .badConstraint, at: 13, valueColumn("edges"),
                    "'edges' pins all its edges to one target with constant 0; write just the target (e.g. edges: safeArea), or each edge on its own for a constant")
    }

    @Test func aPriorityOnAShorthandIsFine() throws {
        let spec = try decode(boxSpec("verticalEdges", "safeArea @ high"))
        let list = try #require(spec.view("box")).constraintList.filter { $0.attribute.axis == .vertical }
        #expect(list.map(\.attribute) == [.top, .bottom])
        #expect(list.allSatisfy { $0.priority == 750 && $0.target == .safeArea })
    }

    @Test(arguments: ["0", "1001", "2.5"])
    func aPriorityOutOfRange(_ priority: String) {
        let value = "100 @ \(priority)"
        expectError(boxSpec("width", value), .badConstraint, at: 13, valueColumn("width"),
                    "bad constraint 'width: \(value)': priority \(priority) is out of range; UIKit priorities are whole numbers from 1 to 1000 (or required, high, low, fittingSize)")
    }

    @Test func aNegativePriorityIsNoPriority() {
        expectError(boxSpec("width", "100 @ -5"), .badConstraint, at: 13, valueColumn("width"),
                    "bad constraint 'width: 100 @ -5': expected a priority after '@': 1 to 1000 or one of required, high, low, fittingSize")
    }

    @Test func anUnknownPriorityName() {
        expectError(boxSpec("width", "100 @ medium"), .badConstraint, at: 13, valueColumn("width"),
                    "bad constraint 'width: 100 @ medium': unknown priority 'medium'; a priority is 1 to 1000 or one of required, high, low, fittingSize")
        let typo = decodeFailure(boxSpec("width", "100 @ hihg"))
        #expect(typo?.kind == .badConstraint)
        #expect(typo?.location == SourceLocation(line: 13, column: valueColumn("width")))
        #expect(typo?.message.contains("unknown priority 'hihg' (did you mean 'high'?); a priority is") == true, "\(typo?.message ?? "")")
    }

    @Test func aHuggingPriorityOutOfRange() {
        expectError(specWithSubviews("""
            - id: label
              class: UILabel
              contentHuggingPriority: { horizontal: 1001 }
              constraints: { top: superview, leading: superview }
            """), .badValue, at: 8, 47,
                    "contentHuggingPriority.horizontal must be a priority from 1 to 1000 (or required, high, low, fittingSize), found '1001'")
    }

    @Test(arguments: [("axis", "vertical"), ("spacing", "8"), ("alignment", "center"), ("distribution", "fillEqually"),
                      ("isLayoutMarginsRelativeArrangement", "true")])
    func aStackViewKeyOnAnotherView(_ key: String, _ value: String) {
        expectError(specWithSubviews("""
            - id: row
              class: UIView
              \(key): \(value)
              constraints: { edges: superview }
            """), .unknownKey, at: 8, 9, "'\(key)' applies to UIStackView (a stack view's arrangement), not UIView")
    }

    @Test func anAspectRatioOfZero() {
        expectError(boxSpec("aspectRatio", "0"), .badConstraint, at: 13, valueColumn("aspectRatio"),
                    "aspectRatio '0' must be a positive ratio of width to height (e.g. 1.5 or \"16:9\")")
        expectError(boxSpec("aspectRatio", "\"16:0\""), .badConstraint, at: 13, valueColumn("aspectRatio"),
                    "aspectRatio '16:0' must be a positive ratio of width to height (e.g. 1.5 or \"16:9\")")
        expectError(boxSpec("aspectRatio", "-1.5"), .badConstraint, at: 13, valueColumn("aspectRatio"),
                    "aspectRatio '-1.5' must be a positive ratio of width to height (e.g. 1.5 or \"16:9\")")
    }

    @Test func anAspectRatioThatIsNotANumber() {
        expectError(boxSpec("aspectRatio", "abc"), .badConstraint, at: 13, valueColumn("aspectRatio"),
                    "bad aspectRatio 'abc': write width ÷ height as a number (1.5) or a quoted ratio (\"16:9\")")
        expectError(boxSpec("aspectRatio", "\"1.5 @ medium\""), .badConstraint, at: 13, valueColumn("aspectRatio"),
                    "bad aspectRatio '1.5 @ medium': priority 'medium' is not 1 to 1000 or one of required, high, low, fittingSize")
    }

    @Test func selfInAPosition() {
        expectError(boxSpec("top", "self"), .badConstraint, at: 13, valueColumn("top"),
                    "'top: self': self can only appear in a width or height (e.g. width: self.height * 1.5)")
        expectError(boxSpec("centerX", "self.centerX"), .badConstraint, at: 13, valueColumn("centerX"),
                    "'centerX: self.centerX': self can only appear in a width or height (e.g. width: self.height * 1.5)")
    }

    @Test func selfRelatedToTheSameDimension() {
        expectError(boxSpec("width", "self.width * 2"), .badConstraint, at: 13, valueColumn("width"),
                    "'width: self.width * 2': a view's width relates to its own height (e.g. width: self.height * 1.5)")
    }

    @Test func aGuideOfSelf() {
        expectError(boxSpec("width", "self.safeArea"), .badConstraint, at: 13, valueColumn("width"),
                    "'width: self.safeArea': self.safeArea is a guide inside this view; constrain to the superview's (safeArea) instead")
        expectError(boxSpec("height", "self.margins.height"), .badConstraint, at: 13, valueColumn("height"),
                    "'height: self.margins.height': self.margins is a guide inside this view; constrain to the superview's (margins) instead")
    }

    @Test func theViewByItsOwnId() {
        expectError(boxSpec("height", "box.width"), .unknownReference, at: 13, valueColumn("height"),
                    "'box' is the view itself; write self for its own dimensions (e.g. width: self.height * 1.5)")
    }

    @Test func aLocationPairedWithASize() {
        expectError(boxSpec("trailing", "superview.width * 0.25"), .badConstraint, at: 13, valueColumn("trailing"),
                    "'trailing: superview.width * 0.25': trailing cannot relate to width (UIKit pairs a position with a position on the same axis, and a size with any size)")
        expectError(boxSpec("width", "header.leading"), .badConstraint, at: 13, valueColumn("width"),
                    "'width: header.leading': width cannot relate to leading (UIKit pairs a position with a position on the same axis, and a size with any size)")
        expectError(boxSpec("top", "header.leading"), .badConstraint, at: 13, valueColumn("top"),
                    "'top: header.leading': top cannot relate to leading (UIKit pairs a position with a position on the same axis, and a size with any size)")
    }

    @Test func aSizeRelatesToAnySize() throws {
        let c = try #require(try constraints("height", "header.width * 0.5").first)
        #expect(c.targetAttribute == .width)
        #expect(c.multiplier == 0.5)
    }

    @Test func anUnquotedGreaterOrEqualSaysToQuoteIt() {
        // YAML reads a plain `>` as a folded block scalar; the decoder points at the `>` and says to quote.
        expectError(boxSpec("width", ">= 44"), .yaml, at: 13, valueColumn("width"),
                    ">= 44 must be quoted: YAML reads a plain '>' as the start of a folded block, so the constraint was not read; write \">= 44\"")
    }

    @Test func anUnquotedGreaterOrEqualInAFlowMapping() {
        // Inside `{ }` a plain scalar cannot start with `>` at all.
        guard let error = decodeFailure(specWithSubviews("""
            - id: box
              class: UIView
              constraints: { top: superview, leading: superview, width: >= 44, height: 20 }
            """)) else {
            Issue.record("an unquoted >= in a flow mapping was accepted")
            return
        }
        #expect(error.kind == .yaml)
        #expect(error.location.line == 8)
        #expect(error.message.hasPrefix(">= 44 must be quoted"), "\(error.message)")
    }

    @Test func anUnquotedLessOrEqualNeedsNoQuotes() throws {
        let c = try #require(try constraints("width", "<= 44").first)
        #expect(c.relation == .lessOrEqual)
    }

    @Test func arrangedFalseOutsideAStackView() {
        expectError(specWithSubviews("""
            - id: loose
              class: UIView
              arranged: false
              constraints: { edges: superview }
            """), .badValue, at: 6, 9,
                    "'loose' has arranged: false, which applies only to a subview of a UIStackView (a plain subview rather than an arranged one)")
    }

    @Test func arrangedFalseInsideAStackViewIsFine() throws {
        let spec = try decode(specWithSubviews("""
            - id: row
              class: UIStackView
              axis: vertical
              constraints: { edges: superview }
              subviews:
                - id: badge
                  class: UIView
                  arranged: false
                  frame: [0, 0, 10, 10]
            """))
        #expect(spec.view("badge")?.autoLayout.arranged == false)
        #expect(spec.view("row")?.stack?.axis == .vertical)
    }

    @Test func aTargetAcrossACellTemplatesEdge() {
        let table = """
            - id: header
              class: UIView
              constraints: { top: superview, leading: superview, trailing: superview, height: 60 }
            - id: list
              class: UITableView
              constraints: { top: header.bottom, leading: superview, trailing: superview, bottom: superview }
              cell:
                subviews:
                  - id: title
                    class: UILabel
                    constraints: { top: TOP, leading: margins, trailing: margins }
            - id: footer
              class: UIView
              constraints: { top: FOOTER, leading: superview, trailing: superview, height: 20 }
            """
        // Out of the cell: line 16 is the title's constraints, its `top` value at column 35.
        expectError(specWithSubviews(table.replacingOccurrences(of: "TOP", with: "header.bottom").replacingOccurrences(of: "FOOTER", with: "list.bottom")),
                    .unknownReference, at: 16, 35,
                    "'header' is outside this cell template; a cell's content is laid out apart from the rest of the table and can only be constrained to views of the same cell")
        // Into the cell from outside: line 19 is the footer's constraints, its `top` value at column 29.
        expectError(specWithSubviews(table.replacingOccurrences(of: "TOP", with: "superview").replacingOccurrences(of: "FOOTER", with: "title.bottom")),
                    .unknownReference, at: 19, 29,
                    "'title' is inside a table's cell template; a cell's content is laid out apart from the rest of the table and can only be constrained to views of the same cell")
    }
}
