import Testing
import ScreenModel
import SpecDecoder

/// One test per way a spec can be wrong: the kind, the exact line:column and the exact message a
/// user reads. Messages are part of the product; a change here should be deliberate.
@Suite struct UnknownKeyTests {
    @Test func misspelledViewKeySuggestsTheUIKitName() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: header
                    class: UIView
                    backgroundColour: true
                    frame: [0, 0, 375, 100]
            """, .unknownKey, at: 8, 9, "unknown key 'backgroundColour' in a view; did you mean 'backgroundColor'?")
    }

    @Test func misspelledConstraintsKeySuggestsConstraints() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: header
                    class: UIView
                    contraints: { top: superview }
            """, .unknownKey, at: 8, 9, "unknown key 'contraints' in a view; did you mean 'constraints'?")
    }

    @Test func misspelledTopLevelKey() {
        expectError("""
            insetlint: 1
            screen: Article
            orientation: [portrait]
            viewController:
              view: {}
            """, .unknownKey, at: 3, 1, "unknown key 'orientation' in the screen spec; did you mean 'orientations'?")
    }

    @Test func unrelatedKeyGetsNoSuggestion() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: header
                    class: UIView
                    opacity: 0.5
            """, .unknownKey, at: 8, 9, "unknown key 'opacity' in a view")
    }

    @Test func misspelledConstraintAttribute() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: header
                    class: UIView
                    constraints: { top: superview, leadin: superview }
            """, .unknownKey, at: 8, 40, "unknown constraint attribute 'leadin'; did you mean 'leading'?")
    }

    @Test func scrollViewKeyOnALabelSaysWhichClassesTakeIt() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: title
                    class: UILabel
                    frame: [0, 0, 100, 20]
                    contentInset: { top: 10 }
            """, .unknownKey, at: 9, 9,
            "'contentInset' applies to scroll views (UICollectionView, UIScrollView, UITableView, UITextView, WKWebView), not UILabel")
    }

    @Test func tableKeyOnACollectionView() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: grid
                    class: UICollectionView
                    frame: [0, 0, 100, 20]
                    rowHeight: 10
            """, .unknownKey, at: 9, 9, "'rowHeight' applies to UITableView, not UICollectionView")
    }

    @Test func rootViewCannotHaveConstraints() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                constraints: { edges: superview }
                subviews: []
            """, .unknownKey, at: 5, 5, "the root view cannot have 'constraints': it fills the space its containers give it")
    }

    @Test func rootViewCannotBeHidden() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                hidden: true
            """, .unknownKey, at: 5, 5, "the root view cannot have 'hidden': it is the screen itself; hide its subviews instead")
    }

    @Test func rootViewCannotBeAChildViewController() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                viewController: {}
            """, .unknownKey, at: 5, 5,
            "the root view cannot have 'viewController': it already is the view of the top-level viewController; set those keys there")
    }
}

@Suite struct WrongTypeTests {
    @Test func stringWhereANumberBelongs() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: buy
                    class: UIButton
                    frame: [16, 760, wide, 44]
            """, .wrongType, at: 8, 26, "frame width must be a number, found 'wide'")
    }

    @Test func mappingWhereAListBelongs() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  id: buy
                  class: UIButton
            """, .wrongType, at: 6, 7, "subviews must be a list, found a mapping")
    }

    @Test func listWhereAMappingBelongs() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              additionalSafeAreaInsets: [0, 0, 0, 0]
              view: {}
            """, .wrongType, at: 4, 29, "additionalSafeAreaInsets must be a mapping, found a list")
    }

    @Test func numberWhereABoolBelongs() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: banner
                    class: UIView
                    hidden: 1
            """, .wrongType, at: 8, 17, "hidden must be true or false, found '1'")
    }

    @Test func quotedTrueIsTextAndTheMessageShowsTheQuotes() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: banner
                    class: UIView
                    hidden: "true"
            """, .wrongType, at: 8, 17, #"hidden must be true or false, found the quoted text "true""#)
    }

    @Test func frameWithThreeValues() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: banner
                    class: UIView
                    frame: [0, 0, 10]
            """, .wrongType, at: 8, 16, "frame must be [x, y, width, height], found 3 values")
    }

    @Test func nullView() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
            """, .wrongType, at: 4, 8, "a view must be a mapping with id and class, found nothing (null)")
    }

    @Test func documentThatIsNotAMapping() {
        expectError("- a\n", .wrongType, at: 1, 1,
                    "a screen spec must be a mapping with insetlint, screen and viewController, found a list")
    }

    @Test func constraintValueThatIsAList() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: title
                    class: UILabel
                    constraints:
                      leading: superview
                      top: [safeArea, { a: 1 }]
            """, .wrongType, at: 10, 27, "the constraint 'top' must be an expression such as safeArea + 16, found a mapping")
    }

    @Test func constraintKeyThatIsAList() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: chart
                    class: UIView
                    constraints: { [top]: superview }
            """, .wrongType, at: 8, 24, "keys in constraints must be attribute names, found a list")
    }

    @Test func webPageFooterMustBeABool() {
        expectError("""
            insetlint: 1
            screen: Shop
            viewController:
              view:
                subviews:
                  - id: shop
                    class: WKWebView
                    page: { viewportFit: auto, footer: sticky }
                    constraints: { edges: superview }
            """, .wrongType, at: 8, 44, "footer must be true or false, found 'sticky'")
    }

    @Test func webPageSideInsetsMustBeBools() {
        expectError("""
            insetlint: 1
            screen: Shop
            viewController:
              view:
                subviews:
                  - id: shop
                    class: WKWebView
                    page:
                      usesSafeAreaInsetLeft: true
                      usesSafeAreaInsetRight: [yes]
                    constraints: { edges: superview }
            """, .wrongType, at: 10, 35, "usesSafeAreaInsetRight must be true or false, found a list")
    }

    @Test func misspeltPanDirectionIsAnErrorAtTheGesture() {
        expectError("""
            insetlint: 1
            screen: Menu
            viewController:
              view:
                subviews:
                  - id: menu
                    class: UIView
                    gestures: [tap, panHorizonal]
                    constraints: { edges: superview }
            """, .badValue, at: 8, 25,
            "unknown pan gesture 'panHorizonal'; did you mean 'panHorizontal'? A pan is pan (any direction), panHorizontal or panVertical")
    }
}

@Suite struct MissingKeyTests {
    @Test func formatVersion() {
        expectError("""
            screen: Article
            viewController:
              view: {}
            """, .missingKey, at: 1, 1, "missing required key 'insetlint' (the format version: insetlint: 1)")
    }

    @Test func screen() {
        expectError("""
            insetlint: 1
            viewController:
              view: {}
            """, .missingKey, at: 1, 1, "missing required key 'screen' (the name used in reports)")
    }

    @Test func viewController() {
        expectError("""
            insetlint: 1
            screen: Article
            """, .missingKey, at: 1, 1, "missing required key 'viewController' (the screen's view controller and its view)")
    }

    @Test func rootView() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              automaticallyAdjustsScrollViewInsets: true
            """, .missingKey, at: 4, 3, "viewController is missing required key 'view' (the root view)")
    }

    @Test func viewID() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - class: UILabel
                    frame: [0, 0, 10, 10]
            """, .missingKey, at: 6, 9, "a view needs an 'id' (findings name views by id)")
    }

    @Test func viewClassIsRequiredExceptOnTheRoot() {
        // Without the check the view silently became a UIView, and its other keys were judged
        // against a class the user never wrote.
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: list
                    frame: [0, 0, 1, 1]
                    rowHeight: 4
            """, .missingKey, at: 6, 9, "view 'list' needs a 'class' (a UIKit class name such as UIView or UILabel)")
    }

    @Test func suppressionWithoutDisable() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                insetlint: { reason: "full-bleed" }
            """, .missingKey, at: 5, 16, "a suppression needs 'disable: [rule-id, ...]'")
    }
}

@Suite struct DuplicateTests {
    @Test func duplicateID() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: title
                    class: UILabel
                  - id: title
                    class: UILabel
            """, .duplicateID, at: 8, 13, "duplicate id 'title' (first used at 6:9); ids are unique within a file")
    }

    @Test func rootAliasCountsAsAnID() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                id: main
                subviews:
                  - id: main
                    class: UIView
            """, .duplicateID, at: 7, 13, "duplicate id 'main' (first used at 5:5); ids are unique within a file")
    }

    @Test func aliasedViewPointsAtTheAlias() {
        // The copy's nodes carry the anchor's positions; pointing there would name the same line twice.
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - &card { id: card, class: UIView, frame: [0, 0, 1, 1] }
                  - *card
            """, .duplicateID, at: 7, 9,
            "duplicate id 'card': this alias repeats the view at 6:17, and ids are unique within a file; write the view out with its own id")
    }

    @Test func duplicateMappingKey() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: title
                    class: UILabel
                    hidden: false
                    hidden: true
            """, .duplicateKey, at: 9, 9, "duplicate key 'hidden' in a view (first at 8:9)")
    }

    @Test func duplicateTopLevelKey() {
        expectError("""
            insetlint: 1
            screen: Article
            screen: Other
            viewController:
              view: {}
            """, .duplicateKey, at: 3, 1, "duplicate key 'screen' in the screen spec (first at 2:1)")
    }

    @Test func duplicateConstraintEvenWhenQuoted() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: box
                    class: UIView
                    constraints: { top: safeArea, "top": superview }
            """, .duplicateKey, at: 8, 39, "duplicate constraint \'top\' (first at 8:24); several constraints on one attribute go in a list, top: [first, second]")
    }
}

@Suite struct NameTests {
    @Test func unknownDeviceSuggestsTheClosest() {
        expectError("""
            insetlint: 1
            screen: Article
            devices: [iphone-x, iphone-15-pro-mx]
            viewController:
              view: {}
            """, .unknownDevice, at: 3, 21,
            "unknown device 'iphone-15-pro-mx'; did you mean 'iphone-15'? (`insetlint devices` lists them)")
    }

    @Test func unknownDeviceMissingADash() {
        expectError("""
            insetlint: 1
            screen: Article
            devices: [iphone-15, iphonex]
            viewController:
              view: {}
            """, .unknownDevice, at: 3, 22,
            "unknown device 'iphonex'; did you mean 'iphone-x'? (`insetlint devices` lists them)")
    }

    @Test func unknownDeviceWithNothingClose() {
        expectError("""
            insetlint: 1
            screen: Article
            devices: [iphone-x, ipad-pro-11]
            viewController:
              view: {}
            """, .unknownDevice, at: 3, 21, "unknown device 'ipad-pro-11' (`insetlint devices` lists them)")
    }

    @Test func unknownRuleInASuppression() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: chart
                    class: UIView
                    insetlint: { disable: [under-notc], reason: x }
            """, .unknownRule, at: 8, 32,
            "unknown rule 'under-notc'; did you mean 'under-notch'? (`insetlint rules` lists them)")
    }

    @Test func misspelledUIKitClassSuggestsIt() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: title
                    class: UILable
                    frame: [0, 0, 100, 20]
            """, .unknownClass, at: 7, 16,
            "unknown class 'UILable'; did you mean 'UILabel'? A custom class needs 'role:' (content, control, background or container)")
    }

    @Test func customClassWithoutRole() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: chart
                    class: ChartView
                    frame: [0, 0, 100, 20]
            """, .unknownClass, at: 7, 16,
            "unknown class 'ChartView'; a custom class needs 'role:' (content, control, background or container)")
    }

    @Test func emptyClass() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: chart
                    class: ""
            """, .badValue, at: 7, 16, "class is empty; name a UIKit class such as UIView or UILabel")
    }

    @Test func misspelledRole() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: chart
                    class: ChartView
                    role: contnt
            """, .badValue, at: 8, 15,
            "role must be one of content, control, background, container, found 'contnt'; did you mean 'content'?")
    }

    @Test func idWithADashBeforeADigitCouldNotBeReferenced() {
        // A constraint reads `item-2.bottom` as `item - 2 …`, so such an id could never be a target.
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: item-2
                    class: UIView
            """, .badValue, at: 6, 13,
            "id 'item-2': a '-' in an id must be followed by a letter, since in a constraint a '-' before a digit or at the end means minus; use '_' instead")
    }

    @Test func idStartingWithADigit() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: 12abc
                    class: UIView
            """, .badValue, at: 6, 13, "id '12abc' must start with a letter and hold only letters, digits, '_' and '-'")
    }

    @Test func idThatIsAConstraintTarget() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: safeArea
                    class: UIView
            """, .badValue, at: 6, 13, "'safeArea' is a reserved name in constraints; pick another id")
    }

    @Test func idThatIsSelf() {
        // `self` in a constraint is the constrained view: a view with that id could never be named.
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: self
                    class: UIView
            """, .badValue, at: 6, 13, "'self' is a reserved name in constraints; pick another id")
    }

    @Test func emptyScreenName() {
        expectError("""
            insetlint: 1
            screen: ""
            viewController:
              view: {}
            """, .badValue, at: 2, 9, "screen is empty; reports name the screen by it")
    }

    @Test func childForHomeIndicatorNamingNoView() {
        expectError("""
            insetlint: 1
            screen: Player
            viewController:
              childForHomeIndicatorAutoHidden: plyer
              view:
                subviews:
                  - id: player
                    class: UIView
                    frame: [0, 0, 1, 1]
                    viewController: { prefersHomeIndicatorAutoHidden: true }
            """, .unknownReference, at: 4, 36,
            "childForHomeIndicatorAutoHidden names unknown view 'plyer'; did you mean 'player'? It takes the id of a view that has 'viewController:'")
    }

    @Test func childForHomeIndicatorNamingAPlainViewIsLeftToTheRule() throws {
        // Not a decode error: `home-indicator-child-ignored` reports it as a finding.
        let spec = try SpecDecoder.decode(Array("""
            insetlint: 1
            screen: Player
            viewController:
              childForHomeIndicatorAutoHidden: player
              view:
                subviews:
                  - id: player
                    class: UIView
                    frame: [0, 0, 1, 1]
            """.utf8), options: testOptions)
        #expect(spec.viewController.childForHomeIndicatorAutoHidden?.value == "player")
    }
}

@Suite struct ValueTests {
    @Test func nanIsNotAPosition() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: chart
                    class: UIView
                    frame: [.nan, 0, 100, 20]
            """, .badValue, at: 8, 17, "frame x must be a finite number of points, found '.nan'")
    }

    @Test func infinityIsNotAnInset() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              additionalSafeAreaInsets: { top: .inf }
              view: {}
            """, .badValue, at: 4, 36, "additionalSafeAreaInsets.top must be a finite number of points, found '.inf'")
    }

    @Test func infinityInCapitalsIsStillInfinity() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              additionalSafeAreaInsets: { bottom: -.INF }
              view: {}
            """, .badValue, at: 4, 39, "additionalSafeAreaInsets.bottom must be a finite number of points, found '-.INF'")
    }

    @Test func hugeNumber() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: chart
                    class: UIView
                    frame: [0, 0, 1e300, 20]
            """, .badValue, at: 8, 23, "frame width must be a finite number of points no larger than 100000, found '1e300'")
    }

    @Test func negativeFrameWidth() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: chart
                    class: UIView
                    frame: [0, 0, -100, 20]
            """, .badValue, at: 8, 23, "frame width cannot be negative, found '-100'")
    }

    @Test func negativeContentSize() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: feed
                    class: UIScrollView
                    frame: [0, 0, 10, 10]
                    contentSize: { height: -1 }
            """, .badValue, at: 9, 32, "contentSize.height cannot be negative, found '-1'")
    }

    @Test func unknownOrientation() {
        expectError("""
            insetlint: 1
            screen: Article
            orientations: [portrait, landscap]
            viewController:
              view: {}
            """, .badValue, at: 3, 26,
            "unknown orientation 'landscap'; use portrait, landscape, landscape-left, landscape-right; did you mean 'landscape'?")
    }

    @Test func statusBarIsNotABool() {
        expectError("""
            insetlint: 1
            screen: Article
            statusBar: true
            viewController:
              view: {}
            """, .badValue, at: 3, 12, "statusBar must be visible or hidden, found 'true'")
    }

    @Test func statusBarMisspelled() {
        expectError("""
            insetlint: 1
            screen: Article
            statusBar: hiden
            viewController:
              view: {}
            """, .badValue, at: 3, 12, "statusBar must be visible or hidden, found 'hiden'")
    }

    @Test func unknownEdge() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              edgesForExtendedLayout: [top, middle]
              view: {}
            """, .badValue, at: 4, 33,
            "an edge in edgesForExtendedLayout must be one of top, left, bottom, right, found 'middle'")
    }

    @Test func frameAndConstraintsTogether() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: chart
                    class: UIView
                    frame: [0, 0, 1, 1]
                    constraints: { top: superview }
            """, .badValue, at: 9, 9, "a view takes either frame or constraints, not both")
    }

    @Test func contentInsetFormulaWithAnUnknownEdge() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: web
                    class: WKWebView
                    frame: [0, 0, 1, 1]
                    contentInset: { top: superview.safeAreaInsets.middle }
            """, .badValue, at: 9, 30,
            "contentInset.top must be a number or superview.safeAreaInsets.<top|left|bottom|right>, found 'superview.safeAreaInsets.middle'")
    }
}

@Suite struct UnsupportedTests {
    @Test func futureFormatVersion() {
        expectError("""
            insetlint: 2
            screen: Article
            viewController:
              view: {}
            """, .unsupported, at: 1, 12, "unsupported format version '2'; this InsetLint reads format 1")
    }

    @Test func fractionalFormatVersion() {
        expectError("""
            insetlint: 1.5
            screen: Article
            viewController:
              view: {}
            """, .unsupported, at: 1, 12, "unsupported format version '1.5'; this InsetLint reads format 1")
    }

    @Test func quotedFormatVersion() {
        expectError("""
            insetlint: "1"
            screen: Article
            viewController:
              view: {}
            """, .wrongType, at: 1, 12, #"insetlint (the format version) must be a number, found the quoted text "1""#)
    }

    @Test func mergeKeyInAView() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: a
                    class: UIView
                    constraints: { top: superview, leading: superview, trailing: superview, height: 10 }
                  - id: b
                    class: UIView
                    <<: { hidden: true }
            """, .unsupported, at: 11, 9, "merge keys (<<) are not supported in screen specs; write the keys out")
    }

    @Test func mergeKeyInConstraints() {
        // Constraints are read in source order without the generic mapping reader: the merge key
        // used to come out as "unknown constraint attribute '<<'".
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: a
                    class: UIView
                    constraints: &pin { leading: superview, trailing: superview, top: superview, height: 1 }
                  - id: b
                    class: UIView
                    constraints:
                      <<: *pin
                      top: superview
            """, .unsupported, at: 12, 11, "merge keys (<<) are not supported in screen specs; write the keys out")
    }
}

@Suite struct YAMLSyntaxTests {
    @Test func tabIndentation() {
        expectError("insetlint: 1\nscreen: Article\nviewController:\n\tview: {}\n", .yaml, at: 4, 1,
                    "while scanning for the next token (line 4, column 1): found character that cannot start any token; indent with spaces, YAML forbids tabs for indentation")
    }

    @Test func tabInsideABlock() {
        expectError("insetlint: 1\nscreen: Article\nviewController:\n  view:\n    subviews:\n      - id: a\n        class: UIView\n\tframe: [0, 0, 1, 1]\n",
                    .yaml, at: 8, 1,
                    "while scanning a plain scalar (line 7, column 16): found a tab character that violates indentation; indent with spaces, YAML forbids tabs for indentation")
    }

    @Test func unclosedQuotePointsAtTheOpeningQuote() {
        // libyaml notices at the end of the file, one line past the text; the opening quote is
        // what needs fixing.
        expectError("""
            insetlint: 1
            screen: "Article
            viewController:
              view: {}
            """, .yaml, at: 2, 9, "unclosed quote: this quoted scalar has no closing quote before the end of the file")
    }

    @Test func unclosedSingleQuoteInAView() {
        let error = decodeFailure("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: 'title
                    class: UILabel
            """)
        #expect(error?.kind == .yaml)
        #expect(error?.location == SourceLocation(line: 6, column: 13))
        #expect(error?.snippet == "      - id: 'title\n            ^")
    }

    @Test func unclosedFlowList() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - { id: a, class: UIView, frame: [0, 0, 1, 1 }
            """, .yaml, at: 6, 52, "while parsing a flow sequence (line 6, column 40): did not find expected ',' or ']'")
    }

    @Test func colonInsideAPlainValue() {
        expectError("""
            insetlint: 1
            screen: Article: Feed
            viewController:
              view: {}
            """, .yaml, at: 2, 16, "mapping values are not allowed in this context")
    }

    @Test func emptyFile() {
        expectError("", .yaml, at: 1, 1, "the file is empty; expected a screen spec")
    }

    @Test func onlyComments() {
        expectError("# TODO\n\n", .yaml, at: 1, 1,
                    "the file holds no YAML document (only comments or blank lines); expected a screen spec")
    }

    @Test func multipleDocuments() {
        expectError("""
            insetlint: 1
            screen: Article
            viewController:
              view: {}
            ---
            insetlint: 1
            screen: Other
            """, .yaml, at: 5, 1,
            "a screen spec is one YAML document; found a second document here (remove the `---` or split the file)")
    }

    @Test func undefinedAlias() {
        expectError("""
            insetlint: 1
            screen: *name
            viewController:
              view: {}
            """, .yaml, at: 2, 9, "alias *name has no anchor &name before it")
    }

    @Test func invalidUTF8() {
        let bytes = Array("insetlint: 1\nscreen: \"Art".utf8) + [0xFF] + Array("\"\nviewController:\n  view: {}\n".utf8)
        var caught: SpecError?
        do { _ = try SpecDecoder.decode(bytes, options: testOptions) } catch { caught = error }
        #expect(caught?.kind == .yaml)
        #expect(caught?.location == SourceLocation(line: 2, column: 13))
        #expect(caught?.message == "invalid leading UTF-8 octet (byte 0xff); a screen spec is YAML text in UTF-8 (or UTF-16 with a byte-order mark)")
    }

    @Test func nestingCapIsALimitError() {
        var lines = ["insetlint: 1", "screen: Deep", "viewController:", "  view:"]
        var indent = "    "
        for i in 0..<120 {
            lines += [indent + "subviews:", indent + "  - id: v\(i)", indent + "    class: UIView"]
            indent += "    "
        }
        let error = decodeFailure(lines.joined(separator: "\n") + "\n")
        #expect(error?.kind == .limit)
        #expect(error?.message == "nesting deeper than 200 levels; a screen spec never needs that many")
    }
}

@Suite struct SnippetTests {
    @Test func decoderErrorsCarryTheSourceLineAndACaret() {
        let error = decodeFailure("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: title
                    class: UILable
            """)
        #expect(error?.snippet == "        class: UILable\n               ^")
    }
}

/// Keys, guides and attributes are matched as bytes. These pin what that gives for the spellings
/// where bytes and `String`'s `==` could part ways, or where a key only looks like a known one.
@Suite struct ByteMatchedNameTests {
    static func view(_ lines: String) -> String {
        specWithSubviews("- id: a\n  class: UIView\n" + lines)
    }

    /// A quoted `<<` is not a merge key, and an empty key is no name: both are unknown keys.
    @Test(arguments: ["<<", ""]) func aQuotedKeyThatNamesNothingIsAnUnknownKey(_ key: String) {
        expectError(Self.view("  \"\(key)\": 1\n  frame: [0, 0, 1, 1]"), .unknownKey, at: 8, 9,
                    "unknown key '\(key)' in a view; did you mean 'id'?")
    }

    @Test func aQuotedAttributeIsTheAttribute() throws {
        let spec = try decode(Self.view("  constraints: { \"top\": superview, leading: superview, width: 10, height: 10 }"))
        #expect(spec.view("a")?.constraintList.map(\.attribute) == [.top, .leading, .width, .height])
    }

    @Test func aKelvinSignIsNotTheLetterK() {
        expectError(Self.view("  constraints: { \"\\u212Aop\": superview }"), .unknownKey, at: 8, 24,
                    "unknown constraint attribute '\u{212A}op'; did you mean 'top'?")
    }

    @Test func aGuideNameWithMoreLettersIsASiblingsID() {
        expectError(Self.view("  constraints: { top: safeAreaX.top, leading: superview, width: 10, height: 10 }"), .unknownReference, at: 8, 29,
                    "unknown view 'safeAreaX'; a constraint names superview, safeArea, margins, readableContent, frameGuide, self or a view's id")
    }
}
