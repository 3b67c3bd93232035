import InsetEngine
import ScreenModel

/// The bottom half of seed 000: a viewport-fit=cover page whose end, or whose `position: fixed`
/// footer, stays under the toolbar, tab bar or home indicator. An extension of FORMAT.md §5's rule ids.
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
            scrolled to the bottom. The page's usesSafeAreaInsetBottom says whether its CSS pads the bottom. \
            A position: fixed footer (footer: true) is worse: it sits under the bar or home indicator all the \
            time, and an app-side contentInset.bottom does not move it, because WebKit lays fixed elements out \
            against the bottom of a cover page's web view and does not count the app's contentInset as obscuring \
            (WKWebViewIOS.mm, _computedObscuredInset, for apps built with the iOS 12 SDK or later).
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
            RuleExample("A fixed footer on a cover page: contentInset.bottom pads the end of the page, not the footer", """
                insetlint: 1
                screen: Checkout
                devices: [iphone-15]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: checkoutPage  # ← finding
                        class: WKWebView
                        page: { viewportFit: cover, usesSafeAreaInsetTop: true, footer: true }
                        contentInset: { bottom: superview.safeAreaInsets.bottom }
                        contentSize: { height: 3000 }
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

    public func observesLayouts(of screen: LintScreen) -> Bool { !screen.webViews.isEmpty }

    public func check(_ screen: LintScreen, _ current: LintLayout) -> [Observation] {
        // Before the spec and layout are copied out, which was most of the check in a layout with none.
        guard observesLayouts(of: screen) else { return [] }
        let spec = screen.spec, layout = current.layout
        return screen.webViews.compactMap { index in
            let view = spec.views[index]
            guard let page = view.page, page.viewportFit == .cover else { return nil }
            let end = ScrollContent.uncoveredCoverPage(index, screen, current, edge: .bottom)
            let footer = page.footer ? ScrollContent.uncoveredFixedBar(index, current, page: page, edge: .bottom) : nil
            if let end {
                let what = footer != nil ? "the page's fixed footer stays" : "the end of the page stays"
                return Observation(
                    view: index, location: view.location,
                    summary: "\(Coverage.name(view)) shows a viewport-fit=cover page, so WebKit sets its scroll view to never, "
                        + "and neither the page (env(safe-area-inset-bottom)) nor contentInset.bottom pads its end",
                    detail: "\(what) \(Points.text(end.safeArea - end.padding)) under \(Coverage.cover(.bottom, layout))",
                    fix: footer != nil
                        ? "Pad the page's fixed footer with env(safe-area-inset-bottom) in its CSS (a contentInset.bottom pads the "
                            + "end of the page but does not move its fixed footer), or pin the web view's bottom to safeArea"
                        : "Pad the page's footer with env(safe-area-inset-bottom) in its CSS, or set webView.scrollView.contentInset.bottom "
                            + "to the superview's safeAreaInsets.bottom while the behavior is never")
            }
            guard let footer else { return nil }
            return Observation(
                view: index, location: view.location,
                summary: "\(Coverage.name(view)) pads the end of a viewport-fit=cover page from the app, but the page's position: fixed "
                    + "footer does not pad itself with env(safe-area-inset-bottom), and WebKit lays fixed elements out against the "
                    + "bottom of a cover page's web view whatever its contentInset",
                detail: "the fixed footer stays \(Points.text(footer.depth)) under \(Coverage.cover(.bottom, layout))",
                fix: "Pad the fixed footer with env(safe-area-inset-bottom) in the page's CSS, or pin the web view's bottom to safeArea")
        }
    }
}
