import Foundation
import Testing
@testable import IBDecoder
import InsetLintKit
import ScreenModel

/// Fixtures written for these tests (also seeds for scripts/fuzz).
private func fixture(_ name: String) -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/" + name)
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
}

private func decode(_ text: String) throws(IBError) -> IBFile {
    try IBDecoder.decode(Array(text.utf8))
}

private func failure(_ text: String) -> IBError? {
    do { _ = try decode(text); return nil } catch { return error }
}

private func at(_ line: Int, _ column: Int) -> ScreenModel.SourceLocation { ScreenModel.SourceLocation(line: line, column: column) }

private func axis(start: Double, size: Double, container: Double, flexible: (Bool, Bool, Bool)) -> [Constraint] {
    ScreenBuilder.axisConstraints(start: start, size: size, container: container, flexible: flexible,
                                  attributes: (.leading, .width, .trailing), at: at(1, 1))
}

/// A xib as Xcode writes one, trimmed to what matters here. Written for these tests.
private let xib = fixture("Inbox.xib")

/// A tab bar controller with a navigation controller, a pushed detail hiding the tab bar, a scene
/// reached through two chains, an embedded child, a legacy layout guide and a storyboard reference.
private let storyboard = fixture("Tabs.storyboard")

/// Three split view controllers: a column-style one (a collection view controller as its primary
/// column, pushing another scene; a navigation controller as its secondary), a classic one (the
/// same collection view controller shape), and one with only a supplementary and a compact column.
private let splits = fixture("Splits.storyboard")

@Suite struct IBDecoderTests {
    @Test func aXibIsOneScreenNamedAfterItsFilesOwner() throws {
        let file = try decode(xib)
        #expect(file.screens.count == 1)
        let screen = try #require(file.screens.first)
        #expect(screen.spec.screen == "InboxViewController")
        #expect(screen.spec.screenLocation == at(4, 9))
        #expect(screen.sceneID == nil)
        #expect(screen.spec.views.map(\.id) == ["r00-t0-v1w", "t4b-le-v1w", "b7n-aa-001", "l4b-el-001", "f1x-ed-001"])
        #expect(screen.spec.views.map(\.className) == ["UIView", "UITableView", "UIButton", "UILabel", "UIView"])
        #expect(screen.spec.views.map(\.location) == [at(10, 9), at(13, 17), at(16, 17), at(23, 17), at(26, 17)])
        #expect(screen.spec.views[0].subviews == [1, 2, 3, 4])
        #expect(screen.spec.navigationController == nil && screen.spec.tabBarController == nil)
        // The cell is not a screen: skipped, with a note where it stands.
        #expect(file.notes == [IBNote("top-level <tableViewCell> is not a screen (no File's Owner 'view' outlet names it): not linted", at: at(44, 9))])
    }

    @Test func scrollSettingsPointAtTheirAttribute() throws {
        let table = try decode(xib).screens[0].spec.views[1]
        #expect(table.scroll?.contentInsetAdjustmentBehavior == Located(.never, at: at(13, 54)))
        #expect(table.table?.rowHeight == 60)
    }

    @Test func constraintsAreTurnedRoundOntoTheViewTheyPlace() throws {
        let screen = try decode(xib).screens[0]
        let byID = Dictionary(uniqueKeysWithValues: screen.constraints.map { ($0.id, $0) })
        // The placeholder is gone; the constraint naming a missing object is skipped with a note.
        #expect(byID["c05-ph-001"] == nil)
        #expect(byID["c11-gh-001"] == nil)
        #expect(screen.notes.contains(IBNote("constraint names object 'gh0-st-001', which is not in this file: constraint skipped", at: at(41, 17))))
        // Omitted firstItem: the owning view, here the superview, so it is turned round.
        let trailing = try #require(byID["c02-tr-001"])
        #expect(trailing.first == IBAnchor(view: 1, attribute: .trailing))
        #expect(trailing.second == IBAnchor(view: 0, attribute: .trailing))
        #expect(trailing.location == at(34, 17))
        // The safe area guide first: turned round, the constant changes sign; an outlet holds it.
        let bottom = try #require(byID["c03-bt-mLs"])
        #expect(bottom.first == IBAnchor(view: 1, attribute: .bottom))
        #expect(bottom.second == IBAnchor(view: 0, guide: .safeArea, attribute: .bottom))
        #expect(bottom.constant == -10)
        #expect(bottom.outlet)
        #expect(byID.values.filter(\.outlet).map(\.id) == ["c03-bt-mLs"])
        // A ratio multiplier, and a margin attribute read as the margins guide.
        let ratio = try #require(byID["c06-as-pct"])
        #expect(ratio.multiplier == 4.0 / 3.0)
        #expect(ratio.second == IBAnchor(view: 2, attribute: .height))
        #expect(byID["c09-mg-001"]?.second == IBAnchor(view: 0, guide: .margins, attribute: .leading))
        let minimum = try #require(byID["c07-mn-wdt"])
        #expect(minimum.relation == .greaterThanOrEqual)
        #expect(minimum.second == nil)
        #expect(minimum.constant == 44)
        #expect(byID["c08-lo-001"]?.priority == 750)
    }

    @Test func constraintsGoIntoTheSpecModelWithRelationsPrioritiesAndAnyTarget() throws {
        let screen = try decode(xib).screens[0]
        #expect(screen.constraints.allSatisfy { $0.mapped })
        let table = Array(screen.spec.constraints(of: 1))
        #expect(table.map(\.attribute) == [.top, .trailing, .bottom, .leading])
        #expect(table.map(\.target) == [.superview, .superview, .safeArea, .safeArea])
        #expect(screen.spec.text(of: table[2]) == "safeArea - 10")
        // The button: a lower priority and a multiplier against the label, a ratio to itself, a minimum width.
        let button = Array(screen.spec.constraints(of: 2))
        #expect(button.map(\.target) == [.view(index: 3), .view(index: 3), .selfView, .constant])
        #expect(button.map { screen.spec.text(of: $0) } == ["l4b-el-001.top + 700 @ 750", "l4b-el-001.trailing * 2 + 8", "1.3333333333333333", ">= 44"])
        #expect(button.map(\.keyName) == ["bottom", "leading", "aspectRatio", "width"])
        #expect(button.map(\.relation) == [.equal, .equal, .equal, .greaterOrEqual])
        #expect(button.map(\.priority) == [750, 1000, 1000, 1000])
        #expect(screen.spec.constraints(of: 3).map(\.target) == [.margins])
        // The button names the label: the label is laid out first.
        #expect(screen.spec.views[0].layoutOrder == [1, 3, 2, 4])
        #expect(screen.layoutNotes.isEmpty)
    }

    /// A constraint between two layout guides, or one on the root view, is read but not applied.
    @Test func constraintsTheModelCannotSayAreMarked() throws {
        let screen = try #require(try decode("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
              <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                  <connections><outlet property="view" destination="r" id="o1"/></connections>
                </placeholder>
                <view id="r">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                  <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                      <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                      <viewLayoutGuide key="safeArea" id="ag"/>
                    </view>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="g"/>
                  <constraints>
                    <constraint firstItem="g" firstAttribute="top" secondItem="ag" secondAttribute="top" id="guides"/>
                    <constraint firstAttribute="width" constant="320" id="root"/>
                    <constraint firstItem="a" firstAttribute="top" secondItem="g" secondAttribute="top" id="ok"/>
                  </constraints>
                </view>
              </objects>
            </document>
            """).screens.first)
        #expect(screen.constraints.map { "\($0.id) \($0.mapped)" } == ["guides false", "root false", "ok true"])
        #expect(screen.layoutNotes.map(\.message) == ["2 of 3 constraints are read but not applied to the layout (constraints on a layout guide or on the root view, a scroll view's content or frame guide seen from outside it, or a location paired with a size)"])
    }

    @Test func anAutoresizingMaskBecomesTheConstraintsUIKitMakesOfIt() throws {
        let screen = try decode(xib).screens[0]
        // 20 from the left, flexible width (right margin 20 fixed); 44 high, flexible top margin.
        let constraints = screen.spec.constraints(of: 4).map { screen.spec.text(of: $0) }
        #expect(constraints == ["superview + 20", "superview - 20", "superview.bottom - 44", "44"])
        #expect(screen.spec.constraints(of: 4).map(\.attribute) == [.leading, .trailing, .top, .height])
    }

    @Test func autoresizingSharesAChangeAmongTheFlexibleParts() {
        // Width and both margins flexible on a 300-wide superview: everything scales by W'/300.
        let made = axis(start: 30, size: 60, container: 300, flexible: (true, true, true))
        #expect(made.map(\.attribute) == [.leading, .trailing])
        #expect(zip(made.map(\.multiplier), [0.1, 0.3]).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(made.allSatisfy { abs($0.constant) < 1e-9 })
        // A flexible right margin only: the left edge and the width stay.
        let left = axis(start: 30, size: 60, container: 300, flexible: (false, false, true))
        #expect(left.map(\.target) == [.superview, .constant])
        // Nothing flexible: a fixed offset and size.
        let fixed = axis(start: 30, size: 60, container: 300, flexible: (false, false, false))
        #expect(fixed.map(\.target) == [.superview, .constant])
        #expect(fixed.map(\.constant) == [30, 60])
    }

    @Test func aStoryboardGivesOneScreenPerSceneAndChain() throws {
        let file = try decode(storyboard)
        #expect(file.screens.map(\.spec.screen) == [
            "List", "DetailViewController (presented alone)", "DetailViewController (in tab bar controller tab-00-001, navigation controller nav-00-001)",
            "SharedViewController",
        ])
        #expect(file.notes.filter { !$0.message.hasPrefix("this segue presents") }
                == [IBNote("a storyboard reference: the initial scene of Settings.storyboard is linted with that file", at: at(95, 17))])
        // The detail scene's presentation segue has the default style (a page sheet).
        #expect(file.notes.filter { $0.message.hasPrefix("this segue presents 'DetailViewController'") }.map(\.location) == [at(88, 25)])
        let list = file.screens[0]
        #expect(list.sceneID == "sc3-00-001")
        #expect(list.controllerID == "lst-00-001")
        #expect(list.spec.tabBarController?.tabBar == Bar(hidden: false, translucent: false))
        #expect(list.spec.navigationController?.navigationBar == Bar(hidden: false, translucent: false))
        #expect(list.spec.navigationController?.prefersLargeTitles == true)
        #expect(list.spec.viewController.automaticallyAdjustsScrollViewInsets == false)
        #expect(list.spec.viewController.edgesForExtendedLayout == [.top])
        // Pushed with hidesBottomBarWhenPushed: the tab bar is hidden for it.
        let pushed = file.screens[2]
        #expect(pushed.spec.tabBarController?.tabBar.hidden == true)
        #expect(pushed.spec.navigationController != nil)
        #expect(file.screens[1].spec.tabBarController == nil && file.screens[1].spec.navigationController == nil)
        #expect(file.screens[3].spec.tabBarController != nil && file.screens[3].spec.navigationController == nil)
        // A <view> whose custom class is a UIKit class is that class.
        #expect(file.screens[3].spec.views[0].className == "UIScrollView")
        #expect(file.screens[3].spec.views[0].isScrollView)
    }

    /// A column-style split view controller (iOS 14's `init(style:)`) puts each column's view
    /// controller that is not a navigation controller in one it makes (UIKit's UISplitViewController.h,
    /// `-setViewController:forColumn:`), with UIKit's default bar; the compact column, and every
    /// child of a classic split view controller, is shown as it is.
    @Test func columnStyleSplitColumnsAreInTheNavigationControllerUIKitMakes() throws {
        let file = try decode(splits)
        #expect(file.screens.map(\.spec.screen) == [
            "Sidebar", "DetailViewController", "PushedViewController", "ClassicSidebar", "ClassicDetail", "Supplementary", "Compact",
        ])
        let screens = Dictionary(uniqueKeysWithValues: file.screens.map { ($0.spec.screen, $0) })
        let sidebar = try #require(screens["Sidebar"])
        #expect(sidebar.spec.navigationController == NavigationController(navigationBar: Bar(hidden: false, translucent: true),
                                                                          prefersLargeTitles: false, toolbar: Bar(hidden: true)))
        #expect(sidebar.spec.tabBarController == nil)
        #expect(sidebar.splitColumn?.id == "spl-co-001" && sidebar.splitColumn?.location == at(8, 17))
        // A show segue from the column pushes onto the column's navigation controller.
        let pushed = try #require(screens["PushedViewController"])
        #expect(pushed.spec.navigationController == NavigationController())
        #expect(pushed.splitColumn?.id == "spl-co-001")
        // A navigation controller in a column is used as it is: its own bar settings, no second one.
        let detail = try #require(screens["DetailViewController"])
        #expect(detail.spec.navigationController?.prefersLargeTitles == true)
        #expect(detail.splitColumn == nil)
        // Classic style: no navigation controller is added.
        #expect(screens["ClassicSidebar"]?.spec.navigationController == nil)
        #expect(screens["ClassicDetail"]?.spec.navigationController == nil)
        // No style attribute, but a supplementary column, which only the triple-column style has.
        #expect(screens["Supplementary"]?.spec.navigationController == NavigationController())
        #expect(screens["Compact"]?.spec.navigationController == nil)
        // The converted spec says where its navigation controller comes from.
        #expect(sidebar.specText(file: "Splits.storyboard").contains(
            "navigationController:  # made by column-style split view controller spl-co-001 (8:17) for its column\n"))
    }

    /// The column's navigation controller gives the collection view its top inset: the findings a
    /// screen outside any navigation controller gets are gone for the column-style split's primary
    /// column, and stay for the same controller in the classic split.
    @Test func aColumnStyleSplitsCollectionViewIsNotOutsideANavigationController() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("insetlint-splits-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Splits.storyboard").path
        try splits.write(toFile: path, atomically: true, encoding: .utf8)
        let report = LintRunner().lint(files: [path], errors: [])
        #expect(report.errors.isEmpty, "\(report.errors)")
        let top = Set(["automatic-outside-navigation-controller", "under-notch"])
        let column = report.findings.filter { $0.view == "sbc-cv-001" && top.contains($0.rule) }
        #expect(column.map { "\($0.location) \($0.rule)" } == [])
        // One setting, one finding: the first row of items under the notch is the collection view's
        // own automatic-outside-navigation-controller finding, which takes its error severity.
        let classic = report.findings.filter { $0.view == "clc-cv-001" && top.contains($0.rule) }
        #expect(classic.map(\.rule) == ["automatic-outside-navigation-controller"])
        #expect(classic.first?.severity == .error)
        #expect(classic.allSatisfy { $0.location == at(79, 21) })
    }

    /// A flow layout's section header has no place in the spec model: the import says so at the
    /// `headerReferenceSize`, using the size along the scroll direction as UIKit does (no note when
    /// that one is 0).
    @Test func aSectionHeaderSizeIsANote() throws {
        let file = try decode(splits)
        let headers = { (screen: IBScreen) in screen.notes.filter { $0.message.hasPrefix("headerReferenceSize") } }
        let sidebar = try #require(file.screens.first { $0.spec.screen == "Sidebar" })
        #expect(headers(sidebar) == [IBNote("headerReferenceSize: each section has a 40 pt header, which is not modelled: its first row of items is laid out at the section's top as if it had no header (UIKit places it 40 pt lower)", at: at(24, 29))])
        // Scrolling vertically, only the height counts: 30 × 0 is no header.
        let classic = try #require(file.screens.first { $0.spec.screen == "ClassicSidebar" })
        #expect(headers(classic).isEmpty)
        // Scrolling horizontally, the width does.
        let horizontal = try decode(splits.replacingOccurrences(of: "id=\"sbc-fl-001\"", with: "scrollDirection=\"horizontal\" id=\"sbc-fl-001\""))
        let sideways = try #require(horizontal.screens.first { $0.spec.screen == "Sidebar" })
        #expect(headers(sideways).map(\.message) == ["headerReferenceSize: each section has a 50 pt header, which is not modelled: its first column of items is laid out at the section's leading edge as if it had no header (UIKit places it 50 pt further along)"])
    }

    @Test func legacyLayoutGuidesAreTheSafeArea() throws {
        let list = try decode(storyboard).screens[0]
        #expect(list.constraints.map(\.second) == [IBAnchor(view: 0, guide: .safeArea, attribute: .top),
                                                    IBAnchor(view: 0, guide: .safeArea, attribute: .bottom)])
        #expect(list.constraints.map(\.first.view) == [1, 2])
        #expect(list.spec.constraints(of: 1).map(\.target) == [.safeArea])
    }

    @Test func anEmbeddedControllerIsAChildOfItsContainerView() throws {
        let list = try decode(storyboard).screens[0]
        #expect(list.spec.views.map(\.id) == ["lv0-00-001", "btn-00-001", "box-00-001", "kv0-00-001", "mys-00-001"])
        let child = list.spec.views[3]
        #expect(child.parent == 2)
        #expect(child.viewController?.location == at(69, 17))
        #expect(list.spec.constraints(of: 3).map(\.attribute) == [.top, .leading, .bottom, .trailing])
        // An element the importer does not know: read as a plain view, with a note.
        #expect(list.notes.contains(IBNote("unknown view element <mysteryView>: read as a plain UIView", at: at(73, 29))))
    }

    /// What the spec model does not carry yet is kept for the engine: stack arrangement, margins,
    /// hugging and compression resistance, the design frame.
    @Test func stackViewsMarginsAndPrioritiesAreKept() throws {
        let screen = try #require(try decode("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
              <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="StackViewController">
                  <connections><outlet property="view" destination="rootView" id="o1"/></connections>
                </placeholder>
                <view id="rootView" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                  <subviews>
                    <stackView axis="vertical" alignment="center" distribution="equalSpacing" spacing="8" layoutMarginsRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                      <rect key="frame" x="10" y="20" width="300" height="100"/>
                      <subviews>
                        <label horizontalHuggingPriority="251" verticalCompressionResistancePriority="751" translatesAutoresizingMaskIntoConstraints="NO" id="one">
                          <rect key="frame" x="0.0" y="0.0" width="300" height="21"/>
                        </label>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="two">
                          <rect key="frame" x="0.0" y="29" width="300" height="44"/>
                        </button>
                      </subviews>
                      <directionalEdgeInsets key="directionalLayoutMargins" top="4" leading="16" bottom="4" trailing="12"/>
                    </stackView>
                  </subviews>
                  <edgeInsets key="layoutMargins" top="0.0" left="20" bottom="0.0" right="24"/>
                </view>
              </objects>
            </document>
            """).screens.first)
        #expect(screen.layouts.count == 4)
        #expect(screen.layouts[0].layoutMargins == Insets(top: 0, left: 20, bottom: 0, right: 24))
        #expect(screen.layouts[0].preservesSuperviewLayoutMargins && !screen.layouts[0].insetsLayoutMarginsFromSafeArea)
        #expect(screen.layouts[1].stack == IBStack(axis: .vertical, alignment: "center", distribution: "equalSpacing", spacing: 8,
                                                   isLayoutMarginsRelativeArrangement: true, arranged: [2, 3]))
        #expect(screen.layouts[1].layoutMargins == Insets(top: 4, left: 16, bottom: 4, right: 12))
        #expect(screen.layouts[1].designFrame == Rect(x: 10, y: 20, width: 300, height: 100))
        #expect(!screen.layouts[1].translatesAutoresizingMaskIntoConstraints)
        #expect(screen.layouts[2].hugging == (251, 250))
        #expect(screen.layouts[2].compressionResistance == (750, 751))
        #expect(screen.layouts[3].hugging == (250, 250))
        #expect(screen.viewRespectsSystemMinimumLayoutMargins)
        // The stack places its arranged subviews: no constraints are made for them from their frames.
        #expect(screen.spec.constraints(of: 2).isEmpty && screen.spec.constraints(of: 3).isEmpty)
    }

    @Test func aLabelsNumberOfLinesIsKept() throws {
        // IB writes numberOfLines only when it is not 1; the spec keeps it (a horizontal stack view
        // shares its width among labels of more than one line) and `convert` writes it.
        let screen = try #require(try decode("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
              <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LabelsViewController">
                  <connections><outlet property="view" destination="rootView" id="o1"/></connections>
                </placeholder>
                <view id="rootView">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                  <subviews>
                    <label text="Wraps" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="wraps">
                      <rect key="frame" x="0.0" y="0.0" width="100" height="41"/>
                    </label>
                    <label text="Two" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="two">
                      <rect key="frame" x="0.0" y="50" width="100" height="41"/>
                    </label>
                    <label text="One" translatesAutoresizingMaskIntoConstraints="NO" id="one">
                      <rect key="frame" x="0.0" y="100" width="100" height="21"/>
                    </label>
                  </subviews>
                </view>
              </objects>
            </document>
            """).screens.first)
        #expect(screen.spec.views[1...3].map(\.autoLayout.numberOfLines) == [0, 2, 1])
        let text = screen.specText(file: "Labels.xib")
        #expect(text.contains("numberOfLines: 0") && text.contains("numberOfLines: 2"), "\(text)")
        #expect(text.components(separatedBy: "numberOfLines").count == 3, "\(text)")
    }

    /// A presentation segue with the default style shows its controller as a page sheet (iOS 13 and
    /// later), which the import lays out full screen: a note at the segue says what that assumes.
    /// A full-screen segue, or a controller that asks for full screen itself, gets none.
    @Test func aDefaultStylePresentationSegueIsNotedAtTheSegue() throws {
        let file = try decode("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
              <scenes>
                <scene sceneID="s1"><objects>
                  <viewController id="home" customClass="HomeViewController" sceneMemberID="viewController">
                    <view key="view" id="hv">
                      <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    </view>
                    <connections>
                      <segue destination="compose" kind="presentation" id="g1"/>
                      <segue destination="player" kind="presentation" modalPresentationStyle="fullScreen" id="g2"/>
                      <segue destination="login" kind="presentation" id="g3"/>
                      <segue destination="tips" kind="presentation" modalPresentationStyle="formSheet" id="g4"/>
                    </connections>
                  </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                  <viewController id="compose" customClass="ComposeViewController" sceneMemberID="viewController">
                    <view key="view" id="cv"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/></view>
                  </viewController>
                  <viewController id="player" customClass="PlayerViewController" sceneMemberID="viewController">
                    <view key="view" id="pv"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/></view>
                  </viewController>
                  <viewController id="login" customClass="LoginViewController" modalPresentationStyle="overFullScreen" sceneMemberID="viewController">
                    <view key="view" id="lv"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/></view>
                  </viewController>
                  <viewController id="tips" customClass="TipsViewController" sceneMemberID="viewController">
                    <view key="view" id="tv"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/></view>
                  </viewController>
                </objects></scene>
              </scenes>
            </document>
            """)
        let sheets = file.notes.filter { $0.message.hasPrefix("this segue presents") }
        #expect(sheets.map(\.location) == [at(9, 11), at(12, 11)], "\(file.notes)")
        #expect(sheets.first?.message.hasPrefix("this segue presents 'ComposeViewController' as the default style, a page sheet") == true)
        #expect(sheets.last?.message.hasPrefix("this segue presents 'TipsViewController' as a form sheet") == true)
        // The presented screens are still linted, full screen.
        #expect(Set(file.screens.map(\.spec.screen)).isSuperset(of: ["ComposeViewController", "PlayerViewController"]))
    }

    /// A table's first prototype cell is its cell template: the content view under the table,
    /// its subviews marked as the cell's.
    @Test func aTablesFirstPrototypeCellIsItsTemplate() throws {
        let screen = try #require(try decode("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
              <scenes><scene sceneID="s1"><objects>
                <tableViewController id="tvc" customClass="ListViewController" sceneMemberID="viewController">
                  <tableView key="view" rowHeight="56" insetsContentViewsToSafeArea="NO" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <prototypes>
                      <tableViewCell reuseIdentifier="Cell" id="cell1">
                        <rect key="frame" x="0.0" y="50" width="390" height="56"/>
                        <tableViewCellContentView key="contentView" id="content1">
                          <rect key="frame" x="0.0" y="0.0" width="390" height="56"/>
                          <subviews>
                            <label translatesAutoresizingMaskIntoConstraints="NO" id="title">
                              <rect key="frame" x="20" y="18" width="350" height="20"/>
                            </label>
                          </subviews>
                          <constraints>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="content1" secondAttribute="leadingMargin" id="k1"/>
                          </constraints>
                        </tableViewCellContentView>
                      </tableViewCell>
                      <tableViewCell reuseIdentifier="Other" id="cell2">
                        <rect key="frame" x="0.0" y="106" width="390" height="56"/>
                        <tableViewCellContentView key="contentView" id="content2">
                          <rect key="frame" x="0.0" y="0.0" width="390" height="56"/>
                        </tableViewCellContentView>
                      </tableViewCell>
                    </prototypes>
                  </tableView>
                </tableViewController>
              </objects></scene></scenes>
            </document>
            """).screens.first)
        #expect(screen.spec.screen == "ListViewController")
        #expect(screen.spec.views.map(\.id) == ["table", "content1", "title"])
        let table = screen.spec.views[0]
        #expect(table.className == "UITableView")
        #expect(table.table?.cellContentView == 1)
        #expect(table.table?.rowHeight == 56)
        #expect(table.table?.insetsContentViewsToSafeArea == false)
        #expect(screen.spec.views[1].className == "UITableViewCellContentView")
        #expect(screen.spec.views[1].cellOf == 0 && screen.spec.views[2].cellOf == 0)
        #expect(screen.spec.views[2].parent == 1)
        #expect(screen.spec.constraints(of: 1).isEmpty)
        #expect(screen.spec.constraints(of: 2).map(\.target) == [.margins])
        let text = screen.specText(file: "List.storyboard")
        #expect(text.hasSuffix("""
                id: table  # 4:7
                class: UITableView
                alwaysBounceVertical: false
                insetsContentViewsToSafeArea: false
                rowHeight: 56
                cell:
                  subviews:
                    - id: title  # 12:17
                      class: UILabel
                      intrinsicContentSize: { width: 350, height: 20 }
                      constraints:
                        leading: margins  # 17:17

            """))
    }

    /// Size-class variations: a constraint the default configuration excludes and compact height
    /// includes, and a constant for regular width; each distinct layout is a screen of its own.
    @Test func sizeClassVariationsSplitAScreenIntoBuckets() throws {
        let file = try decode("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
              <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PlayerViewController">
                  <connections><outlet property="view" destination="r" id="o1"/></connections>
                </placeholder>
                <view id="r">
                  <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                  <subviews>
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="b">
                      <rect key="frame" x="20" y="60" width="44" height="44"/>
                    </button>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="g"/>
                  <constraints>
                    <constraint firstItem="b" firstAttribute="top" secondItem="g" secondAttribute="top" constant="16" id="top"/>
                    <constraint firstItem="b" firstAttribute="leading" secondItem="g" secondAttribute="leading" constant="20" id="lead">
                      <variation key="widthClass=regular" constant="40"/>
                    </constraint>
                    <constraint firstItem="b" firstAttribute="top" secondItem="r" secondAttribute="top" constant="8" id="edge"/>
                  </constraints>
                  <variation key="default">
                    <mask key="constraints"><exclude reference="edge"/></mask>
                  </variation>
                  <variation key="heightClass=compact">
                    <mask key="constraints"><include reference="edge"/><exclude reference="top"/></mask>
                  </variation>
                </view>
              </objects>
            </document>
            """)
        #expect(file.screens.map(\.spec.screen) == ["PlayerViewController (iPhone portrait)", "PlayerViewController (iPhone landscape)",
                                                     "PlayerViewController (Plus/Max iPhone landscape)", "PlayerViewController (iPad)"])
        #expect(file.screens.map { $0.constraints.map(\.id) } == [["top", "lead"], ["lead", "edge"], ["lead", "edge"], ["top", "lead"]])
        #expect(file.screens.map { $0.constraints[0].id == "lead" ? $0.constraints[0].constant : $0.constraints[1].constant } == [20, 20, 40, 40])
        #expect(file.screens.map(\.spec.orientations) == [[.portrait], [.landscapeLeft, .landscapeRight], [.landscapeLeft, .landscapeRight], nil])
    }

    /// A subview installed only in compact height (IB's per-size-class "Installed"): absent, with
    /// its constraints, from the other buckets; its superview's other constraints stay.
    @Test func subviewsASizeClassUninstallsAreLeftOut() throws {
        let file = try decode("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
              <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PlayerViewController">
                  <connections><outlet property="view" destination="r" id="o1"/></connections>
                </placeholder>
                <view id="r">
                  <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                  <subviews>
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="b">
                      <rect key="frame" x="20" y="60" width="44" height="44"/>
                    </button>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="side">
                      <rect key="frame" x="0.0" y="0.0" width="100" height="844"/>
                      <subviews>
                        <label text="Chapters" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                          <rect key="frame" x="8" y="8" width="80" height="20"/>
                        </label>
                      </subviews>
                    </view>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="g"/>
                  <constraints>
                    <constraint firstItem="b" firstAttribute="top" secondItem="g" secondAttribute="top" constant="16" id="top"/>
                    <constraint firstItem="side" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="sideLead"/>
                    <constraint firstItem="b" firstAttribute="leading" secondItem="side" secondAttribute="trailing" constant="8" id="afterSide"/>
                  </constraints>
                  <variation key="default">
                    <mask key="subviews"><exclude reference="side"/></mask>
                  </variation>
                  <variation key="heightClass=compact">
                    <mask key="subviews"><include reference="side"/></mask>
                  </variation>
                </view>
              </objects>
            </document>
            """)
        #expect(file.screens.map(\.spec.screen) == ["PlayerViewController (iPhone portrait, iPad)",
                                                     "PlayerViewController (iPhone landscape, Plus/Max iPhone landscape)"])
        #expect(file.screens.map { $0.spec.views.map(\.id) } == [["r", "b"], ["r", "b", "side", "inner"]])
        // Both are variants of one screen: the name they share, for reports that join them.
        #expect(file.screens.map(\.variantOf) == ["PlayerViewController", "PlayerViewController"])
        #expect(file.screens.map { $0.constraints.map(\.id) } == [["top"], ["top", "sideLead", "afterSide"]])
        #expect(file.screens.allSatisfy { $0.notes.isEmpty } && file.notes.isEmpty)
    }

    /// An @IBDesignable view's intrinsic size is the one Interface Builder measured
    /// (`<designables>`), not its design frame; -1 is no intrinsic size on that axis.
    @Test func designablesGiveCustomViewsTheirIntrinsicSize() throws {
        let screen = try #require(try decode("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
              <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BadgeViewController">
                  <connections><outlet property="view" destination="r" id="o1"/></connections>
                </placeholder>
                <view id="r">
                  <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                  <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="badge" customClass="BadgeView" customModule="App">
                      <rect key="frame" x="20" y="60" width="120" height="40"/>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="bar" customClass="RatingBar" customModule="App">
                      <rect key="frame" x="20" y="120" width="200" height="30"/>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="plain" customClass="Plain" customModule="App">
                      <rect key="frame" x="20" y="160" width="200" height="30"/>
                    </view>
                  </subviews>
                </view>
              </objects>
              <designables>
                <designable name="badge"><size key="intrinsicContentSize" width="97.5" height="31.5"/></designable>
                <designable name="bar"><size key="intrinsicContentSize" width="-1" height="24"/></designable>
              </designables>
            </document>
            """).screens.first)
        let auto = { (id: String) in screen.spec.views.first { $0.id == id }?.autoLayout }
        #expect(auto("badge")?.intrinsicWidth == .points(97.5) && auto("badge")?.intrinsicHeight == .points(31.5))
        #expect(auto("bar")?.intrinsicWidth == IntrinsicMetric.none && auto("bar")?.intrinsicHeight == .points(24))
        #expect(auto("plain")?.intrinsicWidth == IntrinsicMetric.none && auto("plain")?.intrinsicHeight == IntrinsicMetric.none)
    }

    @Test func nonFiniteNumbersAreNotNumbers() throws {
        let screen = try #require(try decode("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
              <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                  <connections><outlet property="view" destination="r" id="o1"/></connections>
                </placeholder>
                <view id="r">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                  <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                      <rect key="frame" x="nan" y="0.0" width="inf" height="44"/>
                    </view>
                  </subviews>
                  <constraints>
                    <constraint firstItem="a" firstAttribute="top" secondItem="r" secondAttribute="top" constant="nan" id="c1"/>
                    <constraint firstItem="a" firstAttribute="width" secondItem="r" secondAttribute="width" multiplier="inf" id="c2"/>
                    <constraint firstItem="a" firstAttribute="height" secondItem="r" secondAttribute="height" multiplier="1:0" id="c3"/>
                  </constraints>
                </view>
              </objects>
            </document>
            """).screens.first)
        #expect(screen.constraints.map(\.id) == ["c1"])
        #expect(screen.constraints[0].constant == 0)
        #expect(screen.notes.filter { $0.message.contains("is not a number or a ratio") }.count == 2)
        #expect(screen.layouts[1].designFrame == nil)
    }

    @Test(arguments: [
        ("<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"><data/></archive>",
         "2:1: this is Interface Builder's pre-Xcode 5 format (<archive>); open the file in a current Xcode and save it to convert it"),
        ("<?xml version=\"1.0\"?>\n<!DOCTYPE document>\n<document/>",
         "2:1: a DOCTYPE is not allowed: Interface Builder never writes one, and InsetLint does not read DTDs or expand their entities"),
        ("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" targetRuntime=\"MacOSX.Cocoa\"/>",
         "1:1: this Interface Builder file targets MacOSX.Cocoa; InsetLint reads iOS (Cocoa Touch) files"),
        ("<document>\n  <objects>\n    <view id=\"a\">\n  </objects>\n</document>",
         "4:3: </objects> does not close <view> (opened at 3:5)"),
        ("<plist version=\"1.0\"/>", "1:1: not an Interface Builder file: the root element is <plist>, not <document>"),
    ])
    func badFilesAreLocatedErrors(text: String, expected: String) {
        #expect(failure(text)?.description == expected)
    }
}
