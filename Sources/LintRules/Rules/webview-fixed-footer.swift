import InsetEngine
import ScreenModel

/// A page's `position: fixed` footer under the home indicator or a bottom bar in a web view that
/// reaches under them, on a page that does not declare viewport-fit=cover (WebKit's default).
/// An extension of FORMAT.md §5's rule ids.
public struct WebviewFixedFooter: Rule {
    public static let description = RuleDescription(
        id: "webview-fixed-footer",
        name: "Fixed web footer under the home indicator",
        summary: "A page without viewport-fit=cover has a position: fixed footer, and its WKWebView reaches under the home indicator or a bottom bar, where WebKit leaves the footer.",
        rationale: """
            For a page that does not declare viewport-fit=cover, WebKit pads the page's content by the web view's \
            safe area on all four edges (its scroll view runs at .always), but it lays out position: fixed \
            elements in the web view's bounds minus the safe area of the top, left and right edges only: the \
            bottom is not one of the edges it counts as obscured (WKWebView.mm, \
            _obscuredInsetEdgesAffectedBySafeArea; WKWebViewIOS.mm, the unobscured rect). A fixed footer — a \
            tab bar, a cookie banner, a Buy button bar — therefore sits at the very bottom of the web view. When \
            the web view's frame reaches under the home indicator (34 pt in portrait on Face ID iPhones) or a \
            translucent tab bar or toolbar, the footer is under them, and the page cannot pad it: \
            env(safe-area-inset-bottom) is 0 for a page without cover (WebKit's ConstantPropertyMap.cpp). \
            Nothing is wrong when the web view's bottom is pinned to the safe area, or on a device and screen \
            with no bottom inset.
            """,
        severity: .error,
        examples: [
            RuleExample("A web shop's fixed Buy bar in a full-screen web view", """
                insetlint: 1
                screen: Shop
                devices: [iphone-x, iphone-se-3]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: shopPage  # ← finding
                        class: WKWebView
                        page: { viewportFit: auto, footer: true }
                        contentSize: { height: 5000 }
                        constraints: { edges: superview }
                """),
            RuleExample("The same page in a tab: the footer is under the tab bar on every phone", """
                insetlint: 1
                screen: Shop
                devices: [iphone-se-3]
                orientations: [portrait]
                tabBarController: {}
                viewController:
                  view:
                    subviews:
                      - id: shopPage  # ← finding
                        class: WKWebView
                        page: { footer: true, usesSafeAreaInsetBottom: true }
                        contentSize: { height: 5000 }
                        constraints: { edges: superview }
                """),
            RuleExample("The web view's bottom is pinned to the safe area", """
                insetlint: 1
                screen: Shop
                devices: [iphone-x, iphone-15, iphone-se-3]
                orientations: [portrait, landscape]
                tabBarController: {}
                viewController:
                  view:
                    subviews:
                      - id: shopPage
                        class: WKWebView
                        page: { footer: true }
                        contentSize: { height: 5000 }
                        constraints: { top: superview, leading: superview, trailing: superview, bottom: safeArea }
                """),
            RuleExample("No bottom inset on a Touch ID phone without bars", """
                insetlint: 1
                screen: Shop
                devices: [iphone-se-3]
                orientations: [portrait, landscape]
                viewController:
                  view:
                    subviews:
                      - id: shopPage
                        class: WKWebView
                        page: { footer: true }
                        contentSize: { height: 5000 }
                        constraints: { edges: superview }
                """),
            RuleExample("A page without a fixed footer: WebKit pads its end by the safe area", """
                insetlint: 1
                screen: Article
                devices: [iphone-x, iphone-15]
                orientations: [portrait, landscape]
                viewController:
                  view:
                    subviews:
                      - id: articlePage
                        class: WKWebView
                        page: { viewportFit: auto }
                        contentSize: { height: 5000 }
                        constraints: { edges: superview }
                """),
        ])

    public init() {}

    public func observesLayouts(of screen: LintScreen) -> Bool { !screen.webViews.isEmpty }

    public func check(_ screen: LintScreen, _ current: LintLayout) -> [Observation] {
        // Before the spec and layout are copied out, which was most of the check in a layout with none.
        guard observesLayouts(of: screen) else { return [] }
        let spec = screen.spec, layout = current.layout
        return screen.webViews.compactMap { index in
            let view = spec.views[index]
            // A cover page's footer is webview-cover-bottom-inset's: the page can pad it there.
            guard let page = view.page, page.footer, page.viewportFit != .cover,
                  let footer = ScrollContent.uncoveredFixedBar(index, current, page: page, edge: .bottom) else { return nil }
            return Observation(
                view: index, location: view.location,
                summary: "\(Coverage.name(view)) shows a page with a position: fixed footer and reaches under the bottom of the safe area; "
                    + "WebKit pads the page's content but leaves fixed elements against the web view's bottom edge, and "
                    + "env(safe-area-inset-bottom) is 0 without viewport-fit=cover",
                detail: "the fixed footer stays \(Points.text(footer.depth)) under \(Coverage.cover(.bottom, layout))",
                fix: "Pin the web view's bottom to safeArea (bottom: safeArea), or have the page declare viewport-fit=cover and pad "
                    + "its footer with env(safe-area-inset-bottom) (and its top and sides, which cover no longer pads)")
        }
    }
}
