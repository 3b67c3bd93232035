import Foundation
import Testing

/// `insetlint explain --format json` reproduces UIKIT.md §7 worked examples (FORMAT.md §3).
@Suite struct ExplainTests {
    struct View {
        let json: [String: Any]
        func insets(_ key: String) -> [Double] {
            let i = json[key] as? [String: Double] ?? [:]
            return [i["top"], i["left"], i["bottom"], i["right"]].map { $0 ?? .nan }
        }
    }

    static func explain(_ yaml: String, device: String, orientation: String = "portrait") throws -> [String: View] {
        let dir = try CLI.directory(["s.screen.yaml": yaml])
        // UIKIT.md's worked examples are iOS 11–18 numbers: the iOS 18 profile.
        let r = try CLI.run(["explain", "s.screen.yaml", "--device", device, "--orientation", orientation, "--ios", "18", "--format", "json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        #expect(layouts.count == 1)
        let views = try #require(layouts.first?["views"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: views.map { ($0["id"] as! String, View(json: $0)) })
    }

    static func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 0.01 }
    }

    @Test func examples10to12_tabNavigationTable() throws {
        let views = try Self.explain("""
            insetlint: 1
            screen: Feed
            tabBarController: {}
            navigationController: {}
            viewController:
              view:
                subviews:
                  - id: table
                    class: UITableView
                    contentSize: { height: 3000 }
                    contentInset: { top: 10, left: 10, bottom: 10, right: 10 }
                    constraints: { edges: superview }
            """, device: "iphone-x")
        #expect(Self.close(try #require(views["root"]).insets("safeAreaInsets"), [88, 0, 83, 0]))
        let table = try #require(views["table"])
        #expect(Self.close(table.insets("safeAreaInsets"), [88, 0, 83, 0]))
        #expect(Self.close(table.insets("adjustedContentInset"), [98, 10, 93, 10]))
        #expect(table.json["contentInsetAdjustmentBehavior"] as? String == "automatic")
    }

    @Test func example4_landscapeRootAndFrames() throws {
        let views = try Self.explain("""
            insetlint: 1
            screen: Bare
            viewController:
              view:
                subviews:
                  - id: fill
                    class: UIView
                    constraints: { edges: superview }
            """, device: "iphone-x", orientation: "landscape-right")
        #expect(Self.close(try #require(views["fill"]).insets("safeAreaInsets"), [0, 44, 21, 44]))
        let frame = try #require(views["fill"]?.json["screenFrame"] as? [String: Double])
        #expect(frame == ["x": 0, "y": 0, "width": 812, "height": 375])
    }

    @Test func example18_neverLabel() throws {
        let views = try Self.explain("""
            insetlint: 1
            screen: Never
            navigationController: {}
            viewController:
              view:
                subviews:
                  - id: scroll
                    class: UIScrollView
                    contentInsetAdjustmentBehavior: never
                    constraints: { edges: superview }
                    subviews:
                      - id: label
                        class: UILabel
                        constraints: { top: superview, leading: superview, trailing: superview }
            """, device: "iphone-x")
        #expect(Self.close(try #require(views["scroll"]).insets("adjustedContentInset"), [0, 0, 0, 0]))
        #expect(Self.close(try #require(views["label"]).insets("safeAreaInsets"), [88, 0, 0, 0]))
    }

    @Test func dynamicIslandNavigationBarPrintsThreeDecimals() throws {
        let dir = try CLI.directory(["s.screen.yaml": "insetlint: 1\nscreen: S\nnavigationController: {}\nviewController:\n  view: {}\n"])
        let r = try CLI.run(["explain", "s.screen.yaml", "--device", "iphone-15", "--orientation", "portrait", "--format", "json"], in: dir)
        #expect(r.stdout.contains("\"top\": 97.667"))
    }

    @Test func textFormatShowsTheTree() throws {
        let r = try CLI.run(["explain", "Examples/feed.screen.yaml", "--device", "iphone-x", "--orientation", "portrait"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("iphone-x portrait"))
        #expect(r.stdout.contains("safeAreaInsets (88, 0, 83, 0)"))
    }
}
