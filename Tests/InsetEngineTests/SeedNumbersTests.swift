@testable import InsetEngine
import ScreenModel
import Testing

/// Numeric statements of the seed documents (UIKIT.md §8) and the rest of §7.
@Suite struct SeedNumbersTests {
    static func bare(_ vc: String, statusBar: String = "visible") -> String {
        """
        insetlint: 1
        screen: Bare
        statusBar: \(statusBar)
        viewController:
          \(vc)
          view:
            subviews: []
        """
    }

    /// S1 "Simulate iPhone X safe area": these additional insets on a 20-pt-status-bar phone give X's values.
    @Test func s1_simulatingIPhoneXWithAdditionalInsets() throws {
        let shown = try Resolved(Self.bare("additionalSafeAreaInsets: { top: 24, bottom: 34 }"), "iphone-se-3")
        expectInsets(shown["root"].safeAreaInsets, 44, 0, 34, 0)
        let hidden = try Resolved(Self.bare("additionalSafeAreaInsets: { top: 44, bottom: 34 }", statusBar: "hidden"), "iphone-se-3")
        expectInsets(hidden["root"].safeAreaInsets, 44, 0, 34, 0)
        let landscape = try Resolved(Self.bare("additionalSafeAreaInsets: { left: 44, bottom: 21, right: 44 }"), "iphone-se-3", .landscapeLeft)
        expectInsets(landscape["root"].safeAreaInsets, 0, 44, 21, 44)
        // …which are the device's own numbers (UIKIT.md §1).
        expectInsets(try Resolved(Self.bare(""), "iphone-x", .landscapeRight)["root"].safeAreaInsets, 0, 44, 21, 44)
    }

    /// S4: a container controller with additional (20,20,20,20) inside the safe area.
    @Test func s4_additionalTwentyAllRound() throws {
        let yaml = """
            insetlint: 1
            screen: S4
            viewController:
              view:
                subviews:
                  - id: container
                    class: UIView
                    viewController: { additionalSafeAreaInsets: { top: 20, left: 20, bottom: 20, right: 20 } }
                    constraints: { edges: safeArea }
                    subviews:
                      - id: pinnedToGuide
                        class: UIView
                        constraints: { edges: safeArea }
                      - id: pinnedToEdges
                        class: UIView
                        constraints: { edges: superview }
            """
        for device in ["iphone-se-3", "iphone-x"] {
            let r = try Resolved(yaml, device)
            expectInsets(r["container"].safeAreaInsets, 20, 20, 20, 20)
            expectInsets(r["pinnedToGuide"].safeAreaInsets, 0, 0, 0, 0)
            expectInsets(r["pinnedToEdges"].safeAreaInsets, 20, 20, 20, 20)
        }
    }

    /// S1 / S3: iOS 10 wrote (64,0,49,0) into contentInset on an iPhone 8 with both bars; iOS 11 adds it instead.
    @Test func s1_iPhone8NavigationAndTabBarAdjustment() throws {
        let r = try Resolved("""
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
                    constraints: { edges: superview }
            """, "iphone-se-3")
        expectInsets(try #require(r["table"].scroll).adjustedContentInset, 64, 0, 49, 0)
    }

    @Test func example10_containerControllersOwnInsets() throws {
        let r = try Resolved(WorkedExamplesTests.tabNavTable, "iphone-x")
        #expect(r.layout.containers.map(\.name) == ["UITabBarController", "UINavigationController"])
        expectInsets(r.layout.containers[0].safeAreaInsets, 44, 0, 34, 0)
        expectInsets(r.layout.containers[1].safeAreaInsets, 44, 0, 83, 0)
    }

    /// §7 #38 / H2: a child's preference counts only when the container names it.
    @Test func example38_homeIndicatorPreferenceOwner() throws {
        let yaml = """
            insetlint: 1
            screen: Player
            viewController:
              CHILD_FOR
              view:
                subviews:
                  - id: player
                    class: UIView
                    viewController: { prefersHomeIndicatorAutoHidden: true }
                    constraints: { edges: superview }
            """
        let ignored = try Resolved(yaml.replacingOccurrences(of: "CHILD_FOR", with: "prefersHomeIndicatorAutoHidden: false"), "iphone-x")
        #expect(HomeIndicator.decision(ignored.spec) == .init(decidingView: 0, autoHidden: false))
        let named = try Resolved(yaml.replacingOccurrences(of: "CHILD_FOR", with: "childForHomeIndicatorAutoHidden: player"), "iphone-x")
        #expect(HomeIndicator.decision(named.spec) == .init(decidingView: 1, autoHidden: true))
        // D14: the preference never changes safe-area values.
        expectInsets(named["root"].safeAreaInsets, 44, 0, 34, 0)
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
