import Foundation
import Testing
@testable import IBDecoder
import ScreenModel
import SpecDecoder

private func screens(_ name: String) throws -> [IBScreen] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/" + name)
    return try IBDecoder.decode([UInt8](try Data(contentsOf: url))).screens
}

@Suite struct SpecTextTests {
    /// Every constraint of the file in the spec syntax: relations and priorities quoted, a ratio
    /// as `aspectRatio`, margins and siblings by name, an autoresizing mask as its constraints.
    @Test func aXibIsWrittenAsTheSpecADeveloperWouldWrite() throws {
        let text = try #require(try screens("Inbox.xib").first).specText(file: "Inbox.xib")
        #expect(text == """
            # Converted by `insetlint convert` from Inbox.xib.
            # View ids are Interface Builder's object ids, with '_' for characters a spec id cannot hold; the root view is also `root`.
            # note (line 41): constraint names object 'gh0-st-001', which is not in this file: constraint skipped
            insetlint: 1
            screen: InboxViewController
            viewController:
              view:
                id: r00-t0-v1w  # 10:9
                subviews:
                  - id: t4b-le-v1w  # 13:17
                    class: UITableView
                    contentInsetAdjustmentBehavior: never
                    alwaysBounceVertical: false
                    rowHeight: 60
                    constraints:
                      top: superview  # 33:17
                      trailing: superview  # 34:17
                      bottom: safeArea - 10  # 35:17
                      leading: safeArea  # 36:17
                  - id: b7n_aa_001  # 16:17
                    class: UIButton
                    intrinsicContentSize: { width: 60, height: 45 }
                    constraints:
                      bottom: "l4b_el_001.top + 700 @ 750"  # 38:17
                      leading: l4b_el_001.trailing * 2 + 8  # 40:17
                      aspectRatio: "4:3"  # 19:25
                      width: ">= 44"  # 20:25
                  - id: l4b_el_001  # 23:17
                    class: UILabel
                    intrinsicContentSize: { width: 100, height: 21 }
                    constraints:
                      leading: margins  # 39:17
                  - id: f1x_ed_001  # 26:17
                    class: UIView
                    constraints:
                      leading: superview + 20
                      trailing: superview - 20
                      top: superview.bottom - 44
                      height: 44

            """)
    }

    /// A screen whose constraints the spec decoder of today reads (required equalities to the
    /// superview, its guides and siblings) comes back as the same views and constraints.
    @Test func idsTheSpecGrammarCannotReadAreRewritten() {
        #expect(SpecWriter.specIDs(["bzL-9a-KAa", "zpC-BW-MFx", "525-jF-uDK", "a_b", "a-b", "root", "safeArea"])
                == ["bzL_9a_KAa", "zpC-BW-MFx", "id_525_jF_uDK", "a_b", "a-b", "root_2", "safeArea_2"])
        // A rewritten id never takes another view's.
        #expect(SpecWriter.specIDs(["x_1", "x-1"]) == ["x_1", "x_1_2"])
    }

    @Test func aConvertedScreenDecodesAsTheSameScreen() throws {
        let screen = try #require(try screens("Tabs.storyboard").first)
        let decoded = try SpecDecoder.decode(Array(screen.specText(file: "Tabs.storyboard").utf8), options: DecodeOptions(knownDevices: [], knownRules: []))
        #expect(decoded.screen == screen.spec.screen)
        // IB ids with a '-' before a digit are written with '_' (in a constraint that '-' is a minus).
        #expect(decoded.views.map(\.id) == screen.spec.views.map { $0.id.replacingOccurrences(of: "-", with: "_") })
        #expect(decoded.views.map(\.className) == screen.spec.views.map(\.className))
        #expect(decoded.views.map(\.parent) == screen.spec.views.map(\.parent))
        for index in screen.spec.views.indices {
            let mine = screen.spec.constraints(of: index).map { screen.spec.text(of: $0).replacingOccurrences(of: "-", with: "_") }
            let theirs = decoded.constraints(of: index).map { decoded.text(of: $0) }
            #expect(mine == theirs, "view \(screen.spec.views[index].id)")
        }
        #expect(decoded.navigationController?.prefersLargeTitles == true)
        #expect(decoded.tabBarController?.tabBar.translucent == false)
        #expect(decoded.viewController.edgesForExtendedLayout == [.top])
        #expect(decoded.views[3].viewController != nil)
    }
}
