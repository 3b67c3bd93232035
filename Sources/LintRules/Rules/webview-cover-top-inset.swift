import InsetEngine
import ScreenModel

/// A viewport-fit=cover page in a WKWebView whose top ends up under the navigation bar or notch.
public struct WebviewCoverTopInset: Rule {
    public static let description = RuleDescription(
        id: "webview-cover-top-inset",
        name: "viewport-fit=cover page under the top bar",
        summary: "A WKWebView page that declares viewport-fit=cover starts under the navigation bar or notch because neither the page nor the app pads its top.",
        rationale: """
            A WKWebView adds its safe area to the page's insets (behavior .always) until the page's meta viewport \
            says viewport-fit=cover; then WebKit switches its scroll view to .never unless the app assigned the \
            behavior itself (WebKit's WKWebViewIOS.mm and ViewportConfiguration.cpp). From then on only the \
            page's CSS env(safe-area-inset-top) or an app-side contentInset.top keeps the top of the page out \
            from under the navigation bar and the status bar, notch or Dynamic Island. Safari keeps its top \
            padding, so the page looks right there and breaks only in the app: a site's header sits under the \
            navigation bar. With .never the page cannot be scrolled down far enough to uncover it, and a fixed \
            header stays there.
            """,
        severity: .error,
        examples: [
            RuleExample("An in-app browser showing a cover page whose fixed header ignores env()", """
                insetlint: 1
                screen: Browser
                devices: [iphone-x, iphone-15]
                orientations: [portrait]
                navigationController:
                  toolbar: { hidden: false }
                viewController:
                  view:
                    subviews:
                      - id: webView  # ← finding
                        class: WKWebView
                        page: { viewportFit: cover, header: true, usesSafeAreaInsetBottom: true }
                        contentSize: { height: 6000 }
                        constraints: { edges: superview }
                """),
            RuleExample("A full-screen cover page without a bar: its top runs under the notch", """
                insetlint: 1
                screen: Promo
                devices: [iphone-15]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: promoPage  # ← finding
                        class: WKWebView
                        page: { viewportFit: cover }
                        constraints: { edges: superview }
                """),
            RuleExample("The cover page pads its header with env(safe-area-inset-top)", """
                insetlint: 1
                screen: Browser
                devices: [iphone-x, iphone-15, iphone-se-3]
                orientations: [portrait, landscape]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: webView
                        class: WKWebView
                        page: { viewportFit: cover, header: true, usesSafeAreaInsetTop: true, usesSafeAreaInsetBottom: true }
                        contentSize: { height: 6000 }
                        constraints: { edges: superview }
                """),
            RuleExample("Seed 000's fix: contentInset.top from the superview's safe area", """
                insetlint: 1
                screen: Browser
                devices: [iphone-x, iphone-15]
                orientations: [portrait, landscape]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: webView
                        class: WKWebView
                        page: { viewportFit: cover, header: true, usesSafeAreaInsetBottom: true }
                        contentInset: { top: superview.safeAreaInsets.top }
                        contentSize: { height: 6000 }
                        constraints: { edges: superview }
                """),
            RuleExample("A page without viewport-fit=cover keeps WebKit's automatic padding", """
                insetlint: 1
                screen: Browser
                devices: [iphone-x]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: webView
                        class: WKWebView
                        page: { viewportFit: auto, header: true }
                        constraints: { edges: superview }
                """),
        ])

    public init() {}

    public func check(_ screen: LintScreen, _ current: LintLayout) -> [Observation] {
        let spec = screen.spec, layout = current.layout
        return screen.webViews.compactMap { index in
            guard let top = ScrollContent.uncoveredCoverPage(index, screen, current, edge: .top) else { return nil }
            let view = spec.views[index]
            let what = view.page?.header == true ? "the page's fixed header stays" : "the top of the page starts"
            return Observation(
                view: index, location: view.location,
                summary: "\(Coverage.name(view)) shows a viewport-fit=cover page, so WebKit sets its scroll view to never, "
                    + "and neither the page (env(safe-area-inset-top)) nor contentInset.top pads its top",
                detail: "\(what) \(Points.text(top.safeArea - top.padding)) under \(Coverage.cover(.top, layout))",
                fix: "Set webView.scrollView.contentInset.top to the superview's safeAreaInsets.top while the behavior is never "
                    + "and update it on rotation, or pad the page's header with env(safe-area-inset-top) in its CSS")
        }
    }
}
