import Testing
import ScreenModel
import YAMLReader
@testable import SpecDecoder

/// Views are decoded as the file is read, each when its mapping ends (after its subviews). These
/// pin what that must not change: numbering, and which error of several a user sees.
@Suite struct StreamingDecoderTests {
    @Test func viewsAreNumberedParentFirstInDocumentOrder() throws {
        let spec = try decode(specWithSubviews("""
              - id: a
                class: UIView
                frame: [0, 0, 10, 10]
                subviews:
                  - { id: a1, class: UILabel, frame: [0, 0, 1, 1] }
                  - id: a2
                    class: UIView
                    frame: [0, 0, 1, 1]
                    subviews:
                      - { id: a21, class: UILabel, frame: [0, 0, 1, 1] }
              - { id: b, class: UILabel, frame: [0, 0, 1, 1] }
            """))
        #expect(spec.views.map(\.id) == ["root", "a", "a1", "a2", "a21", "b"])
        #expect(spec.views.map(\.parent) == [nil, 0, 1, 1, 3, 0])
        #expect(spec.views[0].subviews == [1, 5])
        #expect(spec.views[3].subviews == [4])
        #expect(spec.views[4].className == "UILabel")
    }

    @Test func aCellTemplateWrittenBeforeTheSubviewsIsStillNumberedAfterThem() throws {
        let spec = try decode(specWithSubviews("""
              - id: table
                class: UITableView
                constraints: { edges: superview }
                cell:
                  subviews:
                    - { id: cellLabel, class: UILabel, constraints: { leading: superview, centerY: superview, width: 100 } }
                subviews:
                  - { id: header, class: UILabel, constraints: { top: superview, leading: superview, width: 10, height: 10 } }
                  - { id: footer, class: UILabel, constraints: { top: header.bottom, leading: superview, width: 10, height: 10 } }
            """))
        #expect(spec.views.map(\.id) == ["root", "table", "header", "footer", "table.cell", "cellLabel"])
        let table = try #require(spec.index(of: "table"))
        #expect(spec.views[table].subviews == [2, 3, 4])
        #expect(spec.views[table].table?.cellContentView == 4)
        #expect(spec.views[5].parent == 4 && spec.views[5].cellOf == table)
        #expect(spec.views[4].cellOf == table)
        // Sibling targets follow the renumbering.
        #expect(spec.view("footer")?.constraintList[0].target == .view(index: 2))
    }

    @Test func aViewsOwnErrorWinsOverItsSubviewsAlthoughTheyAreReadFirst() {
        // The subview ends (and fails) before the view's unknown key is even read.
        expectError(specWithSubviews("""
              - id: card
                class: UIView
                frame: [0, 0, 10, 10]
                subviews:
                  - id: title
                    class: UILabel
                    constraints: { top: safeArea ++ 8 }
                colour: red
            """), .unknownKey, at: 13, 11, "unknown key 'colour' in a view")
    }

    @Test func theFirstFailingSubviewInTheFileWins() {
        expectError(specWithSubviews("""
              - id: card
                class: UIView
                frame: [0, 0, 10, 10]
                subviews:
                  - { id: one, class: UILabel, frame: [0, 0, 1] }
                  - { id: two, class: UILable, frame: [0, 0, 1, 1] }
            """), .wrongType, at: 10, 49, "frame must be [x, y, width, height], found 3 values")
    }

    @Test func topLevelErrorsWinOverViewErrors() {
        // `devices` comes after the failing view in the file.
        expectError(specWithSubviews("- { id: one, class: UILabel, frame: [0, 0, 1] }") + "\ndevices: [iphone-1]",
                    .unknownDevice, at: 7, 11, "unknown device 'iphone-1'; did you mean 'iphone-15'? (`insetlint devices` lists them)")
    }

    @Test func aYAMLErrorLaterInTheFileWinsOverAViewError() {
        let error = decodeFailure(specWithSubviews("""
              - { id: one, class: UILabel, frame: [0, 0, 1] }
              - { id: two, class: UILabel
            """))
        #expect(error?.kind == .yaml)
        #expect(error?.location.line == 8)
    }

    @Test func anAliasOfASubviewListRepeatsItsViews() {
        expectError(specWithSubviews("""
              - id: a
                class: UIView
                frame: [0, 0, 10, 10]
                subviews: &kids
                  - { id: x, class: UILabel, frame: [0, 0, 1, 1] }
              - id: b
                class: UIView
                frame: [0, 0, 10, 10]
                subviews: *kids
            """), .duplicateID, at: 10, 15,
            "duplicate id 'x': this alias repeats the view at 10:17, and ids are unique within a file; write the view out with its own id")
    }

    @Test func anAnchoredConstraintMappingIsSharedBetweenViews() throws {
        let spec = try decode(specWithSubviews("""
              - id: a
                class: UILabel
                constraints: &pin { top: safeArea, leading: safeArea, width: 10, height: 10 }
              - id: b
                class: UILabel
                constraints: *pin
            """))
        #expect(spec.view("b")?.constraintList.map(\.attribute) == [.top, .leading, .width, .height])
        #expect(spec.view("b")?.constraintList.map(\.target) == spec.view("a")?.constraintList.map(\.target))
    }
}

@Suite struct AttributeNameTests {
    @Test func everyAttributeIsFoundByItsName() {
        for attribute in Attribute.allCases {
            #expect(Attribute(name: attribute.rawValue) == attribute)
        }
    }

    @Test func namesThatOnlyShareALengthAndFirstLetterAreNotAttributes() {
        for name in ["", "tip", "Top", "lift", "rigid", "wider", "bottle", "hidden", "leadinG", "centerZ",
                     "centerx", "trailer!", "top ", "leadingX", "c", "edges", "superview"] {
            #expect(Attribute(name: name) == nil, "\(name)")
            #expect(Attribute(rawValue: name) == nil, "\(name)")
        }
    }

    @Test func aShorthandRepeatedAfterOtherKeysNamesItsFirstUse() {
        expectError(specWithSubviews("""
            - id: a
              class: UILabel
              constraints: { horizontalEdges: safeArea, top: safeArea, height: 4, horizontalEdges: margins }
            """), .duplicateKey, at: 8, 77, "duplicate constraint \'horizontalEdges\' (first at 8:24); several constraints on one attribute go in a list, horizontalEdges: [first, second]")
    }
}

/// Cases a review of the streaming decoder found where it first differed from the top-down one;
/// each expectation is what the top-down decoder reported for the same text.
@Suite struct StreamingDecoderReviewTests {
    @Test func aViewsOwnErrorWinsOverASubviewRepeatingItsID() {
        expectError(specWithSubviews("""
            - id: x
              class: UIView
              role: bogus
              subviews:
                - {id: x, class: UIView, frame: [0,0,1,1]}
            """), .badValue, at: 8, 15, "role must be one of content, control, background, container, found 'bogus'")
    }

    @Test func theFirstSubviewRepeatingItsParentsIDIsReported() {
        expectError(specWithSubviews("""
            - id: x
              class: UIView
              frame: [0,0,1,1]
              subviews:
                - {id: x, class: UIView, frame: [0,0,1,1]}
                - {id: x, class: UIView, frame: [0,0,1,1]}
            """), .duplicateID, at: 10, 18, "duplicate id 'x' (first used at 6:9); ids are unique within a file")
    }

    @Test func aRepeatNamesTheFirstUseNotTheLatest() {
        expectError(specWithSubviews("""
            - {id: x, class: UIView, frame: [0,0,1,1]}
            - id: x
              class: UIView
              frame: [0,0,1,1]
              subviews:
                - {id: x, class: UIView, frame: [0,0,1,1]}
            """), .duplicateID, at: 7, 13, "duplicate id 'x' (first used at 6:10); ids are unique within a file")
    }

    @Test func anIDAfterTheSubviewsIsStillRegisteredFirst() {
        expectError(specWithSubviews("""
            - class: UIView
              frame: [0,0,1,1]
              subviews:
                - {id: x, class: UIView, frame: [0,0,1,1]}
              id: x
            """), .duplicateID, at: 9, 18, "duplicate id 'x' (first used at 10:9); ids are unique within a file")
    }

    @Test func unknownSiblingsAreReportedInViewOrder() {
        expectError(specWithSubviews("""
            - id: p
              class: UIView
              constraints: {top: zz, leading: superview, width: 10, height: 10}
              subviews:
                - {id: c, class: UIView, constraints: {top: yy, leading: superview, width: 1, height: 1}}
            """), .unknownReference, at: 8, 28,
            "unknown view 'zz'; a constraint names superview, safeArea, margins, readableContent, frameGuide, self or a view's id")
    }

    @Test func aCellWrittenBeforeTheSubviewsIsCheckedAfterThem() {
        expectError(specWithSubviews("""
            - id: t
              class: UITableView
              frame: [0,0,100,100]
              cell:
                subviews:
                  - {id: a, class: UIView, frame: [0,0,1,1]}
              subviews:
                - {id: a, class: UIView, frame: [0,0,1,1]}
            """), .duplicateID, at: 11, 20, "duplicate id 'a' (first used at 13:14); ids are unique within a file")
        expectError(specWithSubviews("""
            - id: t
              class: UITableView
              frame: [0,0,100,100]
              cell:
                subviews:
                  - {id: c1, class: UILabel, constraints: {top: qq, leading: superview, width: 1, height: 1}}
              subviews:
                - {id: s1, class: UILabel, constraints: {top: pp, leading: superview, width: 1, height: 1}}
            """), .unknownReference, at: 13, 57,
            "unknown view 'pp'; a constraint names superview, safeArea, margins, readableContent, frameGuide, self or a view's id")
    }

    @Test func copiesOfDecodedViewsCountAtTheirFullSizeAgainstTheAliasLimit() {
        // Each copy of `kids` stands for 3 views of 11 nodes (plus the list): the old tree's count.
        let yaml = specWithSubviews("""
            - id: a
              class: UIView
              frame: [0, 0, 10, 10]
              subviews: &kids
                - {id: x, class: UILabel, frame: [0, 0, 1, 1]}
                - {id: y, class: UILabel, frame: [0, 0, 1, 1]}
                - {id: z, class: UILabel, frame: [0, 0, 1, 1]}
            - id: b
              class: UIView
              frame: [0, 0, 10, 10]
              subviews: *kids
            """)
        var limits = YAMLLimits()
        limits.maxAliasNodes = 33
        do {
            _ = try SpecDecoder.decode(Array(yaml.utf8), options: testOptions, limits: limits)
            Issue.record("the copy was not charged for the views it stands for")
        } catch {
            #expect(error.kind == .limit)
            #expect(error.location == ScreenModel.SourceLocation(line: 16, column: 19))
        }
        limits.maxAliasNodes = 34
        #expect(decodeFailureKind(yaml, limits) == .duplicateID)
    }

    @Test func aDecodedViewReachedThroughAnAliasIsAMapping() {
        expectError(specWithSubviews("""
            - id: a
              class: UIView
              frame: [0, 0, 10, 10]
              subviews: &kids
                - {id: x, class: UILabel, frame: [0, 0, 1, 1]}
              gestures: *kids
            """), .wrongType, at: 10, 13, "a gesture must be text, found a mapping")
    }
}

private func decodeFailureKind(_ yaml: String, _ limits: YAMLLimits) -> SpecError.Kind? {
    do { _ = try SpecDecoder.decode(Array(yaml.utf8), options: testOptions, limits: limits); return nil } catch { return error.kind }
}
