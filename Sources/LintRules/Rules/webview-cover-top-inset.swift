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
            header stays there. An app-side contentInset.top moves the page but not its position: fixed header: \
            WebKit lays fixed elements out in the web view's bounds minus the insets it counts as obscured, which \
            for a cover page are none, and the app's contentInset is not one of them for apps built with the iOS 12 \
            SDK or later (WKWebViewIOS.mm, _computedObscuredInset). Such a header starts below the bar and slides \
            under it as soon as the page scrolls; only env(safe-area-inset-top) in the header's CSS, or a web view \
            whose top is pinned to the safe area, keeps it clear.
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
            RuleExample("The app's contentInset.top pads the page, but its fixed header slides under the bar once it scrolls", """
                insetlint: 1
                screen: Browser
                devices: [iphone-x, iphone-15]
                orientations: [portrait]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: webView  # ← finding
                        class: WKWebView
                        page: { viewportFit: cover, header: true, usesSafeAreaInsetBottom: true }
                        contentInset: { top: superview.safeAreaInsets.top }
                        contentSize: { height: 6000 }
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
            RuleExample("A cover page without a fixed header, padded by contentInset.top from the superview's safe area", """
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
                        page: { viewportFit: cover, usesSafeAreaInsetBottom: true, usesSafeAreaInsetLeft: true, usesSafeAreaInsetRight: true }
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

    public func observesLayouts(of screen: LintScreen) -> Bool { !screen.webViews.isEmpty }

    public func check(_ screen: LintScreen, _ current: LintLayout) -> [Observation] {
        // Before the spec and layout are copied out, which was most of the check in a layout with none.
        guard observesLayouts(of: screen) else { return [] }
        let spec = screen.spec, layout = current.layout
        return screen.webViews.compactMap { index in
            let view = spec.views[index]
            guard let page = view.page, page.viewportFit == .cover else { return nil }
            let top = ScrollContent.uncoveredCoverPage(index, screen, current, edge: .top)
            let header = page.header ? ScrollContent.uncoveredFixedBar(index, current, page: page, edge: .top) : nil
            // The summaries and fixes depend on the spec alone: built once per file (`Wordings`), not
            // in every layout the web view is seen in.
            if let top {
                let what = header != nil ? "the page's fixed header stays" : "the top of the page starts"
                let w = current.wordings.wording(.webviewCoverTop, view: index, variant: header != nil ? 1 : 0) {
                    Wordings.Wording(
                        summary: "\(Coverage.name(view)) shows a viewport-fit=cover page, so WebKit sets its scroll view to never, "
                            + "and neither the page (env(safe-area-inset-top)) nor contentInset.top pads its top",
                        fix: header != nil
                            ? "Pad the page's fixed header with env(safe-area-inset-top) in its CSS (a contentInset.top moves the page but "
                                + "not its fixed header), or pin the web view's top to safeArea"
                            : "Set webView.scrollView.contentInset.top to the superview's safeAreaInsets.top while the behavior is never "
                                + "and update it on rotation, or pad the page's top with env(safe-area-inset-top) in its CSS")
                }
                return Observation(
                    view: index, location: view.location, summary: w.summary,
                    detail: "\(what) \(Points.text(top.safeArea - top.padding)) under \(Coverage.cover(.top, layout))",
                    fix: w.fix)
            }
            guard let header else { return nil }
            let w = current.wordings.wording(.webviewCoverTop, view: index, variant: 2) {
                Wordings.Wording(
                    summary: "\(Coverage.name(view)) pads the top of a viewport-fit=cover page from the app, but the page's position: fixed "
                        + "header does not pad itself with env(safe-area-inset-top), and WebKit lays fixed elements out against the top "
                        + "of a cover page's web view whatever its contentInset",
                    fix: "Pad the fixed header with env(safe-area-inset-top) in the page's CSS and drop the app-side top inset, "
                        + "or pin the web view's top to safeArea")
            }
            return Observation(
                view: index, location: view.location, summary: w.summary,
                detail: "the fixed header slides \(Points.text(header.depth)) under \(Coverage.cover(.top, layout)) once the page scrolls",
                fix: w.fix)
        }
    }
}
