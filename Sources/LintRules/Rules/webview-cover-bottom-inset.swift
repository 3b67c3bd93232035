import InsetEngine
import ScreenModel

/// The bottom half of seed 000: a viewport-fit=cover page whose end stays under the toolbar, tab
/// bar or home indicator. An extension of FORMAT.md §5's rule ids.
public struct WebviewCoverBottomInset: Rule {
    public static let description = RuleDescription(
        id: "webview-cover-bottom-inset",
        name: "viewport-fit=cover page under the bottom bar",
        summary: "A WKWebView page that declares viewport-fit=cover ends under the toolbar, tab bar or home indicator because neither the page nor the app pads its bottom.",
        rationale: """
            viewport-fit=cover switches the WKWebView's scroll view to .never on all four edges unless the app \
            assigned the behavior (WebKit's WKWebViewIOS.mm and ViewportConfiguration.cpp), so the page also \
            loses its bottom padding: cover pages run under the toolbar and tab bar as well as the navigation \
            bar. Safari removes the bottom padding too, so a page that declares cover is expected to pad its \
            footer with env(safe-area-inset-bottom) (the web view's bottom safe area, toolbar and home indicator \
            included; WebKit's ConstantPropertyMap.cpp). If it does not and the app adds no contentInset.bottom, \
            the end of the page stays under the home indicator (34 pt on Face ID iPhones) or the bar, even \
            scrolled to the bottom. The page's usesSafeAreaInsetBottom says whether its CSS pads the bottom.
            """,
        severity: .warning,
        examples: [
            RuleExample("A cover page in a tab whose footer does not use env(safe-area-inset-bottom)", """
                insetlint: 1
                screen: Store
                devices: [iphone-x, iphone-se-3]
                orientations: [portrait]
                tabBarController: {}
                viewController:
                  view:
                    subviews:
                      - id: storePage  # ← finding
                        class: WKWebView
                        page: { viewportFit: cover, usesSafeAreaInsetTop: true }
                        contentSize: { height: 4000 }
                        constraints: { edges: superview }
                """),
            RuleExample("The page pads its footer with env(safe-area-inset-bottom)", """
                insetlint: 1
                screen: Store
                devices: [iphone-x, iphone-15, iphone-se-3]
                orientations: [portrait, landscape]
                tabBarController: {}
                viewController:
                  view:
                    subviews:
                      - id: storePage
                        class: WKWebView
                        page: { viewportFit: cover, usesSafeAreaInsetTop: true, usesSafeAreaInsetBottom: true }
                        contentSize: { height: 4000 }
                        constraints: { edges: superview }
                """),
            RuleExample("The app pads the bottom with contentInset", """
                insetlint: 1
                screen: Store
                devices: [iphone-x]
                orientations: [portrait]
                tabBarController: {}
                viewController:
                  view:
                    subviews:
                      - id: storePage
                        class: WKWebView
                        page: { viewportFit: cover, usesSafeAreaInsetTop: true }
                        contentInset: { bottom: superview.safeAreaInsets.bottom }
                        contentSize: { height: 4000 }
                        constraints: { edges: superview }
                """),
        ])

    public init() {}

    public func check(_ screen: LintScreen, _ current: LintLayout) -> [Observation] {
        let spec = screen.spec, layout = current.layout
        return screen.webViews.compactMap { index in
            guard let bottom = ScrollContent.uncoveredCoverPage(index, screen, current, edge: .bottom) else { return nil }
            let view = spec.views[index]
            return Observation(
                view: index, location: view.location,
                summary: "\(Coverage.name(view)) shows a viewport-fit=cover page, so WebKit sets its scroll view to never, "
                    + "and neither the page (env(safe-area-inset-bottom)) nor contentInset.bottom pads its end",
                detail: "the end of the page stays \(Points.text(bottom.safeArea - bottom.padding)) under \(Coverage.cover(.bottom, layout))",
                fix: "Pad the page's footer with env(safe-area-inset-bottom) in its CSS, or set webView.scrollView.contentInset.bottom "
                    + "to the superview's safeAreaInsets.bottom while the behavior is never")
        }
    }
}
