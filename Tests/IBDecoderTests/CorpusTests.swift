import Foundation
import Testing
@testable import IBDecoder
import ScreenModel
import SpecDecoder

/// The importer on twenty real storyboards and xibs from public apps, read where they are (the
/// reference folder `shared/` beside the repository: CI clones with it there). Nothing of them is
/// copied into this repository: their licences (GPL, AGPL, MPL) do not allow it. Each expectation
/// below was worked out by reading the XML by hand.
enum Corpus {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/ibcorpus/files` beside the repository; for a git worktree, beside the main checkout.
    static let directory: URL? = {
        var candidates = [packageRoot.deletingLastPathComponent()]
        let gitFile = packageRoot.appendingPathComponent(".git")
        if let text = try? String(contentsOf: gitFile, encoding: .utf8), text.hasPrefix("gitdir: ") {
            // `gitdir: /path/to/main/.git/worktrees/NAME`: the main checkout is three levels up.
            let gitdir = URL(fileURLWithPath: text.dropFirst(8).trimmingCharacters(in: .whitespacesAndNewlines))
            candidates.append(gitdir.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent())
        }
        return candidates.map { $0.appendingPathComponent("shared/ibcorpus/files") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }()

    static func file(_ prefix: String) throws -> IBFile {
        let directory = try #require(directory, "the Interface Builder corpus is missing: expected shared/ibcorpus/files beside the repository (\(packageRoot.deletingLastPathComponent().path))")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let name = try #require(names.first { $0.hasPrefix(prefix + "_") }, "no corpus file starts with \(prefix)_")
        let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
        return try IBDecoder.decode(bytes)
    }
}

private func at(_ line: Int, _ column: Int) -> ScreenModel.SourceLocation { ScreenModel.SourceLocation(line: line, column: column) }

private extension IBScreen {
    func view(_ id: String) throws -> ViewSpec { try #require(spec.views.first { $0.id == id }, "no view \(id) in \(spec.screen)") }
    func constraint(_ id: String) throws -> IBConstraint { try #require(constraints.first { $0.id == id }, "no constraint \(id) in \(spec.screen)") }
    func index(_ id: String) throws -> Int { try #require(spec.views.firstIndex { $0.id == id }) }
}

@Suite struct CorpusTests {
    /// The screens each file holds, in document order (a scene reached through two chains twice).
    @Test(arguments: [
        ("01", ["TagListViewController"]),
        ("03", ["StorePickerViewController"]),
        ("05", ["ThreadsBetaViewController"]),
        ("07", ["LaunchViewController", "BrowseViewController", "AppViewController", "PermissionPopoverViewController",
                "NewsViewController", "MyAppsViewController", "AppIDsViewController", "SourcesViewController"]),
        ("09", ["PlayerContainerViewController"]),
        ("11", ["SegmentedViewController"]),
        // A constraint constant varies for compact width and height: iPhone landscape is a screen of its own.
        ("13", ["MainViewController (iPhone portrait, Plus/Max iPhone landscape, iPad)", "MainViewController (iPhone landscape)"]),
        ("15", ["ExposureDetectionViewController"]),
        ("17", ["SelectTaxonomyViewController"]),
        ("19", ["ArticleViewController", "MainTimelineModernViewController", "MainFeedCollectionViewController",
                "ImageViewController", "ContextMenuPreviewViewController"]),
        ("21", ["SimpleTableViewExampleViewController"]),
        ("23", ["SurveyViewController"]),
        ("25", ["ViewController"]),
        ("27", ["UIScrollViewExample", "MXScrollViewController", "MXScrollViewExample", "MXWebViewController", "MXFalconViewController"]),
        ("29", ["LargeTitleViewController", "ScrollViewController", "ViewController", "CollectionViewController", "TableViewController",
                "TestViewController", "WebViewController", "ScrollViewController", "ScrollViewController"]),
        // Compact height changes a constant and removes a constraint: both landscapes differ.
        ("31", ["VideoViewController (iPhone portrait, iPad)", "VideoViewController (iPhone landscape, Plus/Max iPhone landscape)"]),
        ("33", ["FullscreenDaxDialogViewController (iPhone portrait, Plus/Max iPhone landscape, iPad)", "FullscreenDaxDialogViewController (iPhone landscape)",
                "DaxOnboardingPadViewController", "ActionSheetDaxDialogViewController"]),
        ("35", ["ProductDetailViewController"]),
        ("37", ["MainFrameViewController", "SWRevealViewController", "SettingsViewController", "StreamFrameViewController",
                "LoadingFrameViewController"]),
        ("39", ["AppViewController", "ListingsViewController", "SaleArtworkDetailsViewController", "SaleArtworkZoomViewController",
                "AdminPanelViewController", "ChooseAuctionViewController", "AdminCardTestingViewController", "AdminLogViewController",
                "AuctionWebViewController"]),
    ])
    func everyFileImportsIntoItsScreens(prefix: String, screens: [String]) throws {
        let file = try Corpus.file(prefix)
        #expect(file.screens.map(\.spec.screen) == screens)
        for screen in file.screens {
            // Every view and constraint keeps a real position, and every constraint names views of the screen.
            #expect(screen.spec.views.allSatisfy { $0.location.line > 1 && $0.location.column >= 1 })
            #expect(screen.constraints.allSatisfy { $0.first.view < screen.spec.views.count && ($0.second?.view ?? 0) < screen.spec.views.count })
        }
    }

    /// `insetlint convert` on every screen of the file gives a spec that today's decoder reads back
    /// as the same views and the same constraints (target, attributes, relation, priority, numbers).
    @Test(arguments: ["01", "03", "05", "07", "09", "11", "13", "15", "17", "19", "21", "23", "25", "27", "29", "31", "33", "35", "37", "39"])
    func convertedScreensDecodeAsTheImportedOnes(prefix: String) throws {
        for screen in try Corpus.file(prefix).screens {
            let text = screen.specText(file: "corpus")
            let decoded = try SpecDecoder.decode(Array(text.utf8), options: DecodeOptions(knownDevices: [], knownRules: []))
            // A cell template's content view has no id in a spec: the decoder names it after its table.
            var names = SpecWriter.specIDs(screen.spec.views.map(\.id))
            for (index, view) in screen.spec.views.enumerated() {
                if let content = view.table?.cellContentView { names[content] = names[index] + ".cell" }
            }
            #expect(decoded.views.map(\.id) == names, "\(screen.spec.screen)")
            #expect(decoded.views.map(\.className) == screen.spec.views.map(\.className))
            #expect(decoded.views.map(\.parent) == screen.spec.views.map(\.parent))
            for index in screen.spec.views.indices where index != ScreenSpec.rootIndex {
                let key = { (c: Constraint) in "\(c.attribute) \(c.target) \(c.targetAttribute) \(c.relation) \(c.priority) \(c.multiplier) \(c.constant)" }
                let imported = screen.spec.constraints(of: index).map(key).sorted()
                let read = decoded.constraints(of: index).map(key).sorted()
                #expect(imported == read, "\(screen.spec.screen) view \(screen.spec.views[index].id)")
            }
        }
    }

    /// Simplenote's tag list: the table (first subview) has `never` and is pinned to the root view's
    /// top and bottom by constraints whose first item is omitted (the owning root view).
    @Test func simplenoteTableIsNeverAndPinnedToTheSuperview() throws {
        let screen = try #require(try Corpus.file("01").screens.first)
        let table = try screen.view("dMw-N6-gUa")
        #expect(table.location == at(25, 17))
        #expect(table.scroll?.contentInsetAdjustmentBehavior == Located(.never, at: at(25, 137)))
        #expect(screen.spec.views[0].subviews.first == (try screen.index("dMw-N6-gUa")))
        let targets = screen.spec.constraints(of: try screen.index("dMw-N6-gUa")).map { ($0.attribute, $0.target) }
        #expect(targets.contains { $0 == (.top, .superview) })
        #expect(targets.contains { $0 == (.bottom, .superview) })
    }

    /// The corona-warn-app close button: `top = superview.top + 18`, inside the notch area.
    @Test func coronaWarnCloseButtonSitsEighteenPointsFromTheTop() throws {
        let screen = try #require(try Corpus.file("15").screens.first)
        let button = try screen.view("Vuv-bj-pSo")
        #expect(button.location == at(93, 17))
        #expect(button.className == "UIButton")
        let top = try screen.constraint("4zk-iy-ito")
        #expect(top.location == at(109, 17))
        #expect(top.first == IBAnchor(view: try screen.index("Vuv-bj-pSo"), attribute: .top))
        #expect(top.constant == 18)
        #expect(top.mapped)
    }

    /// DuckDuckGo's full-screen Dax dialog: `safeArea.top = button.top - 72` is turned round into
    /// `button.top = safeArea.top + 72` (the sign trap), and the constraint on line 178 keeps its place.
    @Test func duckDuckGoDialogConstraintsAreTurnedRound() throws {
        let screen = try #require(try Corpus.file("33").screens.first)
        let top = try screen.constraint("XDb-xE-iQc")
        #expect(top.location == at(177, 29))
        #expect(top.first == IBAnchor(view: try screen.index("hgy-75-OvJ"), attribute: .top))
        #expect(top.second?.guide == .safeArea)
        #expect(top.constant == 72)
        let trailing = try screen.constraint("azD-JN-kS9")
        #expect(trailing.location == at(178, 29))
        #expect(trailing.first.view == (try screen.index("hgy-75-OvJ")))
        #expect(trailing.constant == -24)
    }

    /// Pocket Casts' video player: in compact height the close button's top constant is 20, not 8,
    /// and the constraint the default configuration excludes stays out in every bucket.
    @Test func pocketCastsSizeClassesSplitTheScreen() throws {
        let file = try Corpus.file("31")
        let regular = try #require(file.screens.first)
        let compact = try #require(file.screens.last)
        #expect(regular.sizeClasses == [.phonePortrait, .pad])
        #expect(compact.sizeClasses == [.phoneLandscape, .largePhoneLandscape])
        #expect(compact.spec.orientations == [.landscapeLeft, .landscapeRight])
        #expect(regular.spec.orientations == nil)
        #expect(try regular.constraint("aWx-SG-wH6").constant == 8)
        #expect(try compact.constraint("aWx-SG-wH6").constant == 20)
        #expect(!regular.constraints.contains { $0.id == "MTO-yh-Zcf" } && !compact.constraints.contains { $0.id == "MTO-yh-Zcf" })
    }

    /// Element's threads beta: the stack view is pinned to the safe area (top + 24, bottom − 20).
    @Test func elementStackIsPinnedToTheSafeArea() throws {
        let screen = try #require(try Corpus.file("05").screens.first)
        let stack = try screen.view("rx5-uV-e8E")
        #expect(stack.location == at(20, 29))
        #expect(stack.className == "UIStackView")
        let bottom = try screen.constraint("Cue-th-wBf")
        #expect(bottom.first.attribute == .bottom && bottom.second?.guide == .safeArea && bottom.constant == -20)
        let top = try screen.constraint("tmI-9R-Tp7")
        #expect(top.second?.guide == .safeArea && top.constant == 24)
    }

    /// RxSwift's example (Xcode 8 format): the legacy top and bottom layout guides become the safe area.
    @Test func rxSwiftLegacyGuidesAreTheSafeArea() throws {
        let screen = try #require(try Corpus.file("21").screens.first)
        let table = try screen.index("qNE-6R-MvR")
        #expect(try screen.constraint("lCE-Kj-eg7").second == IBAnchor(view: 0, guide: .safeArea, attribute: .top))
        #expect(try screen.constraint("DJV-zw-mee").first == IBAnchor(view: table, attribute: .bottom))
        #expect(try screen.constraint("DJV-zw-mee").second == IBAnchor(view: 0, guide: .safeArea, attribute: .bottom))
        #expect(screen.constraints.allSatisfy { $0.mapped })
    }

    /// AltStore: a tab bar controller of navigation controllers with large titles, and a storyboard reference.
    @Test func altStoreScreensSitInTheirContainers() throws {
        let file = try Corpus.file("07")
        let app = try #require(file.screens.first { $0.spec.screen == "AppViewController" })
        #expect(app.spec.tabBarController != nil)
        // Its navigation item turns large titles off (largeTitleDisplayMode="never"); the browse tab keeps them.
        #expect(app.spec.navigationController?.prefersLargeTitles == false)
        let browse = try #require(file.screens.first { $0.spec.screen == "BrowseViewController" })
        #expect(browse.spec.navigationController?.prefersLargeTitles == true)
        let launch = try #require(file.screens.first)
        #expect(launch.spec.tabBarController == nil && launch.spec.navigationController == nil)
        // A storyboard reference, and three presentation segues with the default style (page sheets).
        #expect(file.notes.map(\.location) == [at(558, 17), at(42, 25), at(72, 33), at(752, 49)])
        #expect(file.notes.dropFirst().allSatisfy { $0.message.hasPrefix("this segue presents") })
    }

    /// DuckDuckGo's main screen: no extended edges, and constraints held by outlets flagged.
    @Test func duckDuckGoMainScreenSettings() throws {
        let screen = try #require(try Corpus.file("13").screens.first)
        #expect(screen.spec.viewController.edgesForExtendedLayout.isEmpty)
        #expect(screen.constraints.contains { $0.outlet })
    }

    /// Moonlight: a root <view> whose custom class is UIScrollView is a scroll view.
    @Test func moonlightCustomClassScrollView() throws {
        let file = try Corpus.file("37")
        let settings = try #require(file.screens.first { $0.spec.screen == "SettingsViewController" })
        #expect(settings.spec.views[0].id == "iNk-qF-gIr")
        #expect(settings.spec.views[0].isScrollView)
    }

    /// NetNewsWire's root split view controller is column-style (`allowDoubleColumnStyle`, and a
    /// supplementary column): its three columns (none of them a navigation controller in the file)
    /// sit in the navigation controllers UIKit makes for them; the scenes presented from code do not.
    @Test func netNewsWireSplitColumnsSitInNavigationControllers() throws {
        let file = try Corpus.file("19")
        for name in ["ArticleViewController", "MainTimelineModernViewController", "MainFeedCollectionViewController"] {
            let screen = try #require(file.screens.first { $0.spec.screen == name })
            #expect(screen.spec.navigationController == NavigationController(), "\(name)")
            #expect(screen.splitColumn?.id == "AJQ-jq-uMa" && screen.splitColumn?.location == at(172, 17), "\(name)")
        }
        for name in ["ImageViewController", "ContextMenuPreviewViewController"] {
            #expect(file.screens.first { $0.spec.screen == name }?.spec.navigationController == nil, "\(name)")
        }
        // The feeds' flow layout has a 60 pt section header, which the spec model has no place for.
        let feeds = try #require(file.screens.first { $0.spec.screen == "MainFeedCollectionViewController" })
        #expect(feeds.notes.filter { $0.message.hasPrefix("headerReferenceSize: each section has a 60 pt header") }.map(\.location) == [at(196, 29)])
    }

    /// Artsy's auction (legacy `push` segues): pushed screens sit in the navigation controller.
    @Test func artsyPushSeguesKeepTheNavigationController() throws {
        let file = try Corpus.file("39")
        let details = try #require(file.screens.first { $0.spec.screen == "SaleArtworkDetailsViewController" })
        #expect(details.spec.navigationController != nil)
    }
}
