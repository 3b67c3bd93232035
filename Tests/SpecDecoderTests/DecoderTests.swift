import Testing
import ScreenModel
import SpecDecoder

/// FORMAT.md §1's example, extended with most other keys of the format.
private let fullSpec = """
    insetlint: 1
    screen: ArticleViewController
    devices: [iphone-x, iphone-15]
    orientations: [landscape, portrait]
    statusBar: hidden
    tabBarController:
      tabBar: { hidden: false, translucent: false }
    navigationController:
      navigationBar: { hidden: false, translucent: true, prefersLargeTitles: true }
      toolbar: { hidden: false }
    viewController:
      automaticallyAdjustsScrollViewInsets: false
      edgesForExtendedLayout: [top, bottom]
      extendedLayoutIncludesOpaqueBars: true
      additionalSafeAreaInsets: { top: 10, left: 0, bottom: 20.5, right: 0 }
      prefersHomeIndicatorAutoHidden: true
      childForHomeIndicatorAutoHidden: player
      preferredScreenEdgesDeferringSystemGestures: all
      view:
        insetlint: { disable: [under-notch], reason: "decorative header" }
        subviews:
          - id: header
            class: UIView
            backgroundColor: true
            constraints:
              top: superview
              leading: superview
              trailing: superview
              bottom: safeArea.top + 44
            subviews:
              - id: title
                class: UILabel
                constraints: { leading: safeArea + 16, trailing: safeArea - 16, bottom: superview - 8, height: 22 }
          - id: feed
            class: UITableView
            contentInsetAdjustmentBehavior: never
            contentInset: { top: 0, bottom: 12 }
            contentSize: { height: 2400 }
            alwaysBounceVertical: true
            insetsContentViewsToSafeArea: false
            rowHeight: 60
            constraints: { top: header.bottom + 8, leading: superview, trailing: superview, bottom: buy.top }
          - id: buy
            class: UIButton
            frame: [16, 760, 343, 44]
            transform: true
            gestures: [pan, swipeUp]
          - id: player
            class: PlayerView
            role: content
            hidden: true
            frame: [0, 0, 375, 211]
            viewController: { additionalSafeAreaInsets: { bottom: 4 }, prefersHomeIndicatorAutoHidden: true }
          - id: grid
            class: UICollectionView
            flowLayout: { sectionInset: { left: 8, right: 8 }, sectionInsetReference: fromSafeArea, itemSize: { width: 100, height: 120 } }
            constraints: { width: superview * 0.5, height: 300, centerX: superview, centerY: margins.centerY * 1.5 - 10 }
    """

@Suite struct FullSpecTests {
    let spec: ScreenSpec

    init() throws {
        spec = try decode(fullSpec)
    }

    @Test func topLevel() {
        #expect(spec.formatVersion == 1)
        #expect(spec.screen == "ArticleViewController")
        #expect(spec.screenLocation == SourceLocation(line: 2, column: 9))
        #expect(spec.devices?.map(\.value) == ["iphone-x", "iphone-15"])
        #expect(spec.devices?.map(\.location) == [SourceLocation(line: 3, column: 11), SourceLocation(line: 3, column: 21)])
        // `landscape` is both landscapes; the result is in a fixed order whatever the spec's order.
        #expect(spec.orientations == [.portrait, .landscapeLeft, .landscapeRight])
        #expect(spec.statusBarHidden)
    }

    @Test func bars() {
        #expect(spec.tabBarController?.tabBar == Bar(hidden: false, translucent: false))
        #expect(spec.navigationController?.navigationBar == Bar(hidden: false, translucent: true))
        #expect(spec.navigationController?.prefersLargeTitles == true)
        // The toolbar is hidden by default in UIKit; the spec shows it.
        #expect(spec.navigationController?.toolbar == Bar(hidden: false, translucent: true))
    }

    @Test func viewController() {
        let vc = spec.viewController
        #expect(vc.location == SourceLocation(line: 11, column: 1))
        #expect(!vc.automaticallyAdjustsScrollViewInsets)
        #expect(vc.edgesForExtendedLayout == [.top, .bottom])
        #expect(vc.extendedLayoutIncludesOpaqueBars)
        #expect(vc.additionalSafeAreaInsets == Insets(top: 10, left: 0, bottom: 20.5, right: 0))
        #expect(vc.prefersHomeIndicatorAutoHidden)
        #expect(vc.childForHomeIndicatorAutoHidden?.value == "player")
        #expect(vc.preferredScreenEdgesDeferringSystemGestures == Set(Edge.allCases))
    }

    @Test func hierarchyInDocumentOrder() {
        #expect(spec.views.map(\.id) == ["root", "header", "title", "feed", "buy", "player", "grid"])
        let root = spec.views[ScreenSpec.rootIndex]
        #expect(root.className == "UIView")
        #expect(root.role == .container)
        #expect(root.parent == nil)
        #expect(root.location == SourceLocation(line: 19, column: 3))
        #expect(root.subviews.map { spec.views[$0].id } == ["header", "feed", "buy", "player", "grid"])
        #expect(spec.view("title")?.parent == spec.index(of: "header"))
        #expect(spec.view("header")?.location == SourceLocation(line: 22, column: 9))
    }

    @Test func rootSuppression() {
        let suppression = spec.views[0].suppression
        #expect(suppression?.rules.map(\.value) == ["under-notch"])
        #expect(suppression?.reason == "decorative header")
        #expect(suppression?.location == SourceLocation(line: 20, column: 5))
    }

    @Test func viewFlags() throws {
        let header = try #require(spec.view("header"))
        #expect(header.backgroundColor)
        #expect(header.role == .container)
        let buy = try #require(spec.view("buy"))
        #expect(buy.transform)
        #expect(buy.gestures == ["pan", "swipeUp"])
        guard case .frame(let rect, let location) = buy.layout else {
            Issue.record("buy should have a frame")
            return
        }
        #expect(rect == Rect(x: 16, y: 760, width: 343, height: 44))
        #expect(location == SourceLocation(line: 45, column: 9))
        let player = try #require(spec.view("player"))
        #expect(player.hidden)
        #expect(player.className == "PlayerView")
        #expect(player.role == .content)
        #expect(player.viewController?.additionalSafeAreaInsets == Insets(bottom: 4))
        #expect(player.viewController?.prefersHomeIndicatorAutoHidden == true)
        #expect(player.viewController?.automaticallyAdjustsScrollViewInsets == true)
    }

    @Test func constraintsWithTargetsAttributesAndConstants() throws {
        let header = try #require(spec.view("header"))
        let list = header.constraintList
        #expect(list.map(\.attribute) == [.top, .leading, .trailing, .bottom])
        #expect(list[0] == Constraint(attribute: .top, target: .superview, targetAttribute: .top,
                                      location: SourceLocation(line: 26, column: 11)))
        // `safeArea.top + 44`: an explicit attribute of the target.
        #expect(list[3].target == .safeArea)
        #expect(list[3].targetAttribute == .top)
        #expect(list[3].constant == 44)
        #expect(spec.text(of: list[3]) == "safeArea.top + 44")

        let title = try #require(spec.view("title")).constraintList
        #expect(title.map(\.attribute) == [.leading, .trailing, .bottom, .height])
        #expect(title[1].target == .safeArea && title[1].targetAttribute == .trailing && title[1].constant == -16)
        #expect(title[2].target == .superview && title[2].constant == -8)
        #expect(title[3].target == .constant && title[3].constant == 22)
    }

    @Test func siblingTargetsResolveToIndices() throws {
        let feed = try #require(spec.view("feed")).constraintList
        let header = try #require(spec.index(of: "header"))
        let buy = try #require(spec.index(of: "buy"))
        #expect(feed[0].target == .view(index: header))
        #expect(feed[0].targetAttribute == .bottom)
        #expect(feed[0].constant == 8)
        #expect(feed[3].target == .view(index: buy))
        #expect(feed[3].targetAttribute == .top)
    }

    @Test func multipliersInEitherPosition() throws {
        let grid = try #require(spec.view("grid")).constraintList
        #expect(grid[0].attribute == .width && grid[0].target == .superview && grid[0].multiplier == 0.5 && grid[0].constant == 0)
        #expect(grid[1].target == .constant && grid[1].constant == 300)
        #expect(grid[3].target == .margins && grid[3].targetAttribute == .centerY)
        #expect(grid[3].multiplier == 1.5 && grid[3].constant == -10)
    }

    @Test func scrollAndTableSettings() throws {
        let feed = try #require(spec.view("feed"))
        #expect(feed.isScrollView)
        #expect(feed.role == .container)
        #expect(feed.scroll?.contentInsetAdjustmentBehavior?.value == .never)
        #expect(feed.scroll?.contentInsetAdjustmentBehavior?.location == SourceLocation(line: 36, column: 9))
        #expect(feed.scroll?.contentInset == [.top: .points(0), .bottom: .points(12)])
        #expect(feed.scroll?.contentHeight == 2400)
        #expect(feed.scroll?.contentWidth == nil)
        #expect(feed.scroll?.alwaysBounceVertical == true)
        #expect(feed.scroll?.alwaysBounceHorizontal == false)
        #expect(feed.table?.insetsContentViewsToSafeArea == false)
        #expect(feed.table?.rowHeight == 60)
        #expect(feed.table?.cellContentView == nil)
    }

    @Test func collectionFlowLayout() throws {
        let grid = try #require(spec.view("grid"))
        #expect(grid.flowLayout?.sectionInset == Insets(left: 8, right: 8))
        #expect(grid.flowLayout?.sectionInsetReference == .fromSafeArea)
        #expect(grid.flowLayout?.itemSize == Size(width: 100, height: 120))
        #expect(grid.scroll?.contentInsetAdjustmentBehavior == nil)
        #expect(grid.table == nil)
    }
}

@Suite struct DefaultTests {
    @Test func minimalSpecGetsUIKitDefaults() throws {
        let spec = try decode("""
            insetlint: 1
            screen: Empty
            viewController:
              view: {}
            """)
        #expect(spec.devices == nil)
        #expect(spec.orientations == nil)
        #expect(!spec.statusBarHidden)
        #expect(spec.tabBarController == nil)
        #expect(spec.navigationController == nil)
        let vc = spec.viewController
        #expect(vc.automaticallyAdjustsScrollViewInsets)
        #expect(vc.edgesForExtendedLayout == Set(Edge.allCases))
        #expect(!vc.extendedLayoutIncludesOpaqueBars)
        #expect(vc.additionalSafeAreaInsets == .zero)
        #expect(vc.childForHomeIndicatorAutoHidden == nil)
        #expect(vc.preferredScreenEdgesDeferringSystemGestures.isEmpty)
        #expect(spec.views.count == 1)
        #expect(spec.views[0].id == "root")
        #expect(spec.views[0].location == SourceLocation(line: 4, column: 3))
        // A root view without subviews is a plain UIView: background, like any other.
        #expect(spec.views[0].role == .background)
        if case .none = spec.views[0].layout {} else { Issue.record("the root view has no layout of its own") }
    }

    @Test func emptyContainersTakeDefaultBars() throws {
        let spec = try decode("""
            insetlint: 1
            screen: Bars
            tabBarController:
            navigationController: {}
            viewController:
              edgesForExtendedLayout: none
              view: {}
            """)
        #expect(spec.tabBarController?.tabBar == Bar(hidden: false, translucent: true))
        #expect(spec.navigationController?.navigationBar == Bar(hidden: false, translucent: true))
        #expect(spec.navigationController?.toolbar.hidden == true)
        #expect(spec.navigationController?.prefersLargeTitles == false)
        #expect(spec.viewController.edgesForExtendedLayout.isEmpty)
    }

    @Test func rootViewIDIsAnAliasAndItsClassCanBeATable() throws {
        let spec = try decode("""
            insetlint: 1
            screen: Settings
            viewController:
              view:
                id: settingsTable
                class: UITableView
            """)
        #expect(spec.views[0].id == "settingsTable")
        #expect(spec.views[0].location == SourceLocation(line: 5, column: 5))
        #expect(spec.index(of: "root") == 0)
        #expect(spec.index(of: "settingsTable") == 0)
        #expect(spec.views[0].isScrollView)
        #expect(spec.views[0].table?.rowHeight == 44)
        #expect(spec.views[0].table?.insetsContentViewsToSafeArea == true)
    }

    @Test func defaultRolesFollowFormatMD() throws {
        let spec = try decode("""
            insetlint: 1
            screen: Roles
            viewController:
              view:
                subviews:
                  - { id: label, class: UILabel }
                  - { id: image, class: UIImageView }
                  - { id: textView, class: UITextView }
                  - { id: button, class: UIButton }
                  - { id: field, class: UITextField }
                  - { id: toggle, class: UISwitch }
                  - { id: slider, class: UISlider }
                  - { id: segments, class: UISegmentedControl }
                  - { id: stack, class: UIStackView }
                  - { id: group, class: UIView, subviews: [{ id: inner, class: UILabel }] }
                  - { id: plain, class: UIView }
                  - { id: emptyList, class: UIView, subviews: [] }
                  - { id: blur, class: UIVisualEffectView }
                  - { id: scroll, class: UIScrollView }
                  - { id: table, class: UITableView }
                  - { id: collection, class: UICollectionView }
                  - { id: web, class: WKWebView }
                  - { id: labelAsBackground, class: UILabel, role: background }
                  - { id: custom, class: GradientView, role: control }
            """)
        let roles = Dictionary(uniqueKeysWithValues: spec.views.map { ($0.id, $0.role) })
        #expect(roles == [
            "root": .container,
            "label": .content, "image": .content, "textView": .content,
            "button": .control, "field": .control, "toggle": .control, "slider": .control, "segments": .control,
            "stack": .container, "group": .container, "inner": .content,
            "plain": .background, "emptyList": .background, "blur": .background,
            "scroll": .container, "table": .container, "collection": .container, "web": .container,
            "labelAsBackground": .background, "custom": .control,
        ])
        // A text view is a UIScrollView (its text is its content, inset like any scroll view's), and
        // stays content.
        let scrollViews = spec.views.filter(\.isScrollView).map(\.id)
        #expect(scrollViews == ["textView", "scroll", "table", "collection", "web"])
    }

    /// A class name is a Swift string: WKWebView with its K written as the Kelvin sign (canonically
    /// the same letter, two bytes longer) is a web view, as the name is read everywhere else.
    @Test func aWebViewSpelledWithTheKelvinSignIsAWebView() throws {
        let spec = try decode("""
            insetlint: 1
            screen: Kelvin
            viewController:
              view:
                subviews:
                  - { id: web, class: "W\\u212AWebView" }
                  - { id: plain, class: WKWebView }
            """)
        #expect(spec.views[1].className.utf8.count == 11)
        for k in [1, 2] {
            #expect(spec.views[k].isScrollView, "\(spec.views[k].id)")
            #expect(spec.views[k].page == WebPage(), "\(spec.views[k].id)")
            #expect(spec.views[k].role == .container, "\(spec.views[k].id)")
        }
    }
}

@Suite struct ConstraintDecodingTests {
    /// Decodes a view `box` beside `header` (or a sibling with the id written `siblingID`) with
    /// `lines` as its constraints (from line 12, column 11).
    private func constraints(_ lines: String..., siblingID: String = "header") throws -> (ScreenSpec, [Constraint]) {
        let body = lines.map { "          " + $0 }.joined(separator: "\n")
        let spec = try decode("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: \(siblingID)
                    class: UIView
                    frame: [0, 0, 375, 100]
                  - id: box
                    class: UIView
                    constraints:
            \(body)
            """)
        return (spec, try #require(spec.view("box")).constraintList)
    }

    @Test func bottomAboveTheSafeArea() throws {
        let (_, list) = try constraints("bottom: safeArea - 16")
        #expect(list == [Constraint(attribute: .bottom, target: .safeArea, targetAttribute: .bottom, multiplier: 1,
                                    constant: -16, spelling: .constant, location: SourceLocation(line: 12, column: 11))])
    }

    /// The model keeps no constraint text: `ScreenSpec.text(of:)` rebuilds it, or finds it among the
    /// few kept verbatim. Either way a message quotes exactly what the spec says.
    @Test(arguments: [
        // Rebuilt from the parts.
        ("top", "superview", false), ("top", "safeArea + 8", false), ("top", "header.bottom + 4", false),
        ("top", "header.bottom - 4", false), ("top", "superview.top", false), ("height", "superview * 2", false),
        ("height", "superview * 1", false), ("top", "superview + 0", false), ("top", "superview - 0", false),
        ("top", "header.bottom * 2 + 8", false), ("top", "margins - 16", false), ("top", "readableContent", false),
        ("top", "frameGuide + 100", false), ("height", "44", false), ("height", "0", false),
        // Kept as written.
        ("top", "safeArea+8", true), ("top", "safeArea  + 8", true), ("top", "safeArea + 8.5", true),
        ("top", "safeArea + 08", true), ("top", "safeArea + 8.0", true), ("height", "superview * 0.5", true),
        ("top", "superview + 8 * 2", true), ("top", "header.bottom +4", true), ("top", "safeArea\t+ 8", true),
        ("top", "safeArea + 8 ", true), ("top", " safeArea", true), ("height", "44.0", true), ("height", "+44", true),
        ("height", "044", true),
    ])
    func constraintTextAsWritten(attribute: String, text: String, verbatim: Bool) throws {
        let escaped = text.map { $0 == "\t" ? "\\t" : String($0) }.joined()
        let (spec, list) = try constraints("\(attribute): \"\(escaped)\"")
        let constraint = try #require(list.first)
        #expect(spec.text(of: constraint) == text)
        #expect(constraint.spelling.contains(.verbatim) == verbatim)
        #expect(spec.constraintTexts.count == (verbatim ? 1 : 0))
    }

    /// A sibling named outside ASCII, or found under a spelling String's == takes for its id (U+212A
    /// KELVIN SIGN is `K` to it), keeps the text as written: messages quote what the spec says.
    @Test(arguments: [("tête", "tête"), ("\"\\u212Aey\"", "Key")])
    func aSiblingNameThatIsNotTheIDsBytesKeepsItsText(idInYAML: String, name: String) throws {
        let (spec, list) = try constraints("top: \(name).bottom + 4", siblingID: idInYAML)
        let top = try #require(list.first)
        #expect(top.target == .view(index: 1))
        #expect(top.spelling.contains(.verbatim))
        #expect(spec.text(of: top) == "\(name).bottom + 4")
    }

    @Test func halfTheSuperviewsWidth() throws {
        let (_, list) = try constraints("width: superview * 0.5")
        #expect(list.count == 1)
        #expect(list[0].target == .superview)
        #expect(list[0].targetAttribute == .width)
        #expect(list[0].multiplier == 0.5)
        #expect(list[0].constant == 0)
    }

    @Test func constantBeforeMultiplierMeansTheSame() throws {
        let (_, a) = try constraints("width: superview + 10 * 0.5")
        let (_, b) = try constraints("width: superview * 0.5 + 10")
        #expect(a[0].multiplier == 0.5 && a[0].constant == 10)
        #expect(b[0].multiplier == 0.5 && b[0].constant == 10)
    }

    @Test func spacesAreOptional() throws {
        let (_, list) = try constraints("top: safeArea-16")
        #expect(list[0].target == .safeArea && list[0].constant == -16)
    }

    @Test func siblingBelowAnother() throws {
        let (spec, list) = try constraints("top: header.bottom + 8")
        #expect(list[0].target == .view(index: try #require(spec.index(of: "header"))))
        #expect(list[0].targetAttribute == .bottom)
        #expect(list[0].constant == 8)
    }

    @Test func siblingMayBeDeclaredLater() throws {
        let spec = try decode("""
            insetlint: 1
            screen: Article
            viewController:
              view:
                subviews:
                  - id: title
                    class: UILabel
                    constraints: { top: header.bottom, leading: header.leading }
                  - id: header
                    class: UIView
                    frame: [0, 0, 375, 100]
            """)
        let header = try #require(spec.index(of: "header"))
        #expect(header == 2)
        #expect(spec.view("title")?.constraintList.map(\.target) == [.view(index: 2), .view(index: 2)])
    }

    @Test func edgesExpandToFourConstraintsAtTheKey() throws {
        let (spec, list) = try constraints("edges: superview")
        #expect(list.map(\.attribute) == [.top, .leading, .bottom, .trailing])
        #expect(list.allSatisfy { $0.target == .superview && $0.targetAttribute == $0.attribute })
        #expect(list.allSatisfy { $0.constant == 0 && $0.multiplier == 1 && spec.text(of: $0) == "superview" })
        #expect(Set(list.map(\.location)) == [SourceLocation(line: 12, column: 11)])
    }

    @Test func horizontalAndVerticalEdges() throws {
        let (_, list) = try constraints("horizontalEdges: margins", "verticalEdges: safeArea")
        #expect(list.map(\.attribute) == [.leading, .trailing, .top, .bottom])
        #expect(list.map(\.target) == [.margins, .margins, .safeArea, .safeArea])
    }

    @Test func everyNamedTarget() throws {
        let (_, list) = try constraints("top: readableContent", "leading: frameGuide + 4", "right: margins.right", "centerY: safeArea")
        #expect(list.map(\.target) == [.readableContent, .frameGuide, .margins, .safeArea])
        #expect(list.map(\.attribute) == [.top, .leading, .right, .centerY])
        #expect(list.map(\.targetAttribute) == [.top, .leading, .right, .centerY])
    }

    @Test func crossAttributeOnTheSameAxis() throws {
        let (_, list) = try constraints("leading: header.trailing", "height: header.width")
        #expect(list[0].targetAttribute == .trailing)
        // Sizes pair with sizes on either axis (an aspect ratio).
        #expect(list[1].attribute == .height && list[1].targetAttribute == .width)
    }
}

@Suite struct OrientationTests {
    private func orientations(_ list: String) throws -> [Orientation]? {
        try decode("""
            insetlint: 1
            screen: Rotating
            orientations: \(list)
            viewController:
              view: {}
            """).orientations
    }

    @Test func landscapeIsBothSides() throws {
        #expect(try orientations("[landscape]") == [.landscapeLeft, .landscapeRight])
    }

    @Test func oneSideOnly() throws {
        #expect(try orientations("[landscape-right]") == [.landscapeRight])
    }

    @Test func duplicatesCollapse() throws {
        #expect(try orientations("[landscape-left, portrait, landscape]") == [.portrait, .landscapeLeft, .landscapeRight])
    }

    @Test func emptyListIsAnError() {
        expectError("""
            insetlint: 1
            screen: Rotating
            orientations: []
            viewController:
              view: {}
            """, .badValue, at: 3, 15, "orientations is empty; name at least one or leave the key out")
    }
}

@Suite struct CellTemplateTests {
    let spec: ScreenSpec

    init() throws {
        spec = try decode("""
            insetlint: 1
            screen: Feed
            viewController:
              view:
                subviews:
                  - id: feedTable
                    class: UITableView
                    rowHeight: 88
                    constraints: { edges: superview }
                    cell:
                      subviews:
                        - id: avatar
                          class: UIImageView
                          constraints: { leading: margins, centerY: superview, width: 56, height: 56 }
                        - id: authorName
                          class: UILabel
                          constraints: { top: superview + 14, leading: avatar.trailing + 12, trailing: margins }
                        - id: divider
                          class: UIView
                          constraints: { bottom: superview, leading: authorName.leading, trailing: superview, height: 1 }
            """)
    }

    @Test func syntheticContentViewStandsForTheFirstRow() throws {
        let table = try #require(spec.index(of: "feedTable"))
        let content = try #require(spec.views[table].table?.cellContentView)
        let view = spec.views[content]
        #expect(view.id == "feedTable.cell")
        #expect(view.className == "UITableViewCellContentView")
        #expect(view.role == .container)
        #expect(view.parent == table)
        #expect(view.cellOf == table)
        #expect(view.location == SourceLocation(line: 10, column: 9))
        #expect(spec.views[table].subviews == [content])
        #expect(view.subviews.map { spec.views[$0].id } == ["avatar", "authorName", "divider"])
        #expect(spec.views[table].table?.rowHeight == 88)
    }

    @Test func templateViewsKnowTheirTable() throws {
        let table = try #require(spec.index(of: "feedTable"))
        let content = try #require(spec.views[table].table?.cellContentView)
        for id in ["avatar", "authorName", "divider"] {
            #expect(spec.view(id)?.cellOf == table)
            #expect(spec.view(id)?.parent == content)
        }
        #expect(spec.view("divider")?.role == .background)
        #expect(spec.view("authorName")?.role == .content)
    }

    @Test func siblingsInsideTheTemplateResolve() throws {
        let avatar = try #require(spec.index(of: "avatar"))
        let name = try #require(spec.view("authorName")).constraintList
        #expect(name[1].target == .view(index: avatar))
        #expect(name[1].targetAttribute == .trailing)
        #expect(name[1].constant == 12)
    }

    @Test func templateIDsAreUniqueInTheFile() {
        expectError("""
            insetlint: 1
            screen: Feed
            viewController:
              view:
                subviews:
                  - id: title
                    class: UILabel
                  - id: feedTable
                    class: UITableView
                    cell:
                      subviews:
                        - id: title
                          class: UILabel
            """, .duplicateID, at: 12, 19, "duplicate id 'title' (first used at 6:9); ids are unique within a file")
    }
}

@Suite struct BounceDefaultTests {
    /// A table view bounces vertically unless the spec says otherwise; other scroll views do not.
    @Test func aTableViewBouncesVerticallyByDefault() throws {
        let spec = try decode("""
            insetlint: 1
            screen: Lists
            viewController:
              view:
                subviews:
                  - { id: table, class: UITableView, constraints: { edges: superview } }
                  - { id: stiff, class: UITableView, alwaysBounceVertical: false, constraints: { edges: superview } }
                  - { id: grid, class: UICollectionView, constraints: { edges: superview } }
                  - { id: scroll, class: UIScrollView, constraints: { edges: superview } }
            """)
        #expect(spec.view("table")?.scroll?.alwaysBounceVertical == true)
        #expect(spec.view("stiff")?.scroll?.alwaysBounceVertical == false)
        #expect(spec.view("grid")?.scroll?.alwaysBounceVertical == false)
        #expect(spec.view("scroll")?.scroll?.alwaysBounceVertical == false)
        #expect(spec.view("table")?.scroll?.alwaysBounceHorizontal == false)
    }
}

@Suite struct WebViewTests {
    @Test func pageDefaultsWhenTheSpecSaysNothing() throws {
        let spec = try decode("""
            insetlint: 1
            screen: Web
            viewController:
              view:
                subviews:
                  - id: web
                    class: WKWebView
                    constraints: { edges: superview }
            """)
        let web = try #require(spec.view("web"))
        #expect(web.page == WebPage(viewportFit: .auto, usesSafeAreaInsetTop: false, usesSafeAreaInsetBottom: false, header: false))
        // Not set: WebKit picks the behavior itself (UIKIT.md W3), so the decoder must not invent one.
        #expect(web.scroll?.contentInsetAdjustmentBehavior == nil)
        #expect(web.safeAreaInsetsOverride == nil)
    }

    @Test func pageSettingsOverrideAndSafeAreaFormula() throws {
        let spec = try decode("""
            insetlint: 1
            screen: Web
            viewController:
              view:
                subviews:
                  - id: web
                    class: WKWebView
                    page: { viewportFit: cover, usesSafeAreaInsetTop: true, usesSafeAreaInsetBottom: true, header: true }
                    contentInsetAdjustmentBehavior: never
                    contentInset: { top: superview.safeAreaInsets.top, bottom: superview.safeAreaInsets.bottom, left: 4 }
                    safeAreaInsetsOverride: { top: 0, bottom: 0 }
                    constraints: { edges: superview }
            """)
        let web = try #require(spec.view("web"))
        #expect(web.page == WebPage(viewportFit: .cover, usesSafeAreaInsetTop: true, usesSafeAreaInsetBottom: true, header: true))
        #expect(web.scroll?.contentInsetAdjustmentBehavior?.value == .never)
        #expect(web.scroll?.contentInset == [.top: .superviewSafeArea(.top), .bottom: .superviewSafeArea(.bottom), .left: .points(4)])
        #expect(web.safeAreaInsetsOverride == [.top: 0, .bottom: 0])
    }

    @Test func pageSidesAndFixedFooter() throws {
        let spec = try decode("""
            insetlint: 1
            screen: Web
            viewController:
              view:
                subviews:
                  - id: web
                    class: WKWebView
                    page: { viewportFit: cover, usesSafeAreaInsetLeft: true, usesSafeAreaInsetRight: true, footer: true }
                    constraints: { edges: superview }
            """)
        let page = try #require(spec.view("web")?.page)
        #expect(page == WebPage(viewportFit: .cover, usesSafeAreaInsetLeft: true, usesSafeAreaInsetRight: true, footer: true))
        #expect(page.usesSafeAreaInset(.left) && page.usesSafeAreaInset(.right) && !page.usesSafeAreaInset(.top))
        #expect(!page.header)
    }

    @Test func gestureDirections() throws {
        let spec = try decode("""
            insetlint: 1
            screen: Gestures
            viewController:
              view:
                subviews:
                  - id: menu
                    class: UIView
                    gestures: [panHorizontal, panVertical, pan, dragToDismiss, swipeUp, tap]
                    constraints: { edges: superview }
            """)
        let menu = try #require(spec.view("menu"))
        #expect(menu.gestures.map(GestureMotion.init(gesture:)) == [.horizontal, .vertical, .any, .any, .up, []])
    }

    @Test func pageOnlyOnAWebView() {
        expectError("""
            insetlint: 1
            screen: Web
            viewController:
              view:
                subviews:
                  - id: scroll
                    class: UIScrollView
                    page: { viewportFit: cover }
            """, .unknownKey, at: 8, 9, "'page' applies to WKWebView, not UIScrollView")
    }
}
