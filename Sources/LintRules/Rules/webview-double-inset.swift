import InsetEngine
import ScreenModel

/// The top safe-area inset applied twice to a web page: once by the scroll view, once by the
/// page's CSS.
public struct WebviewDoubleInset: Rule {
    public static let description = RuleDescription(
        id: "webview-double-inset",
        name: "Web page inset twice at the top",
        summary: "A WKWebView pads the top of a viewport-fit=cover page by the safe area while the page pads itself with env(safe-area-inset-top) too.",
        rationale: """
            With viewport-fit=cover, WebKit hands the web view's safe area to the page as \
            env(safe-area-inset-top) (WebKit's ConstantPropertyMap.cpp). If the app also keeps the top inset on \
            the scroll view — a contentInset.top fix under .never, or an app-assigned behavior that adjusts the \
            top (WebKit never switches an assigned behavior to .never) — a page that uses env(safe-area-inset-top) \
            gets the inset twice: a blank band as tall as the bar and status bar (88 pt on iPhone X) above its \
            header. Overriding safeAreaInsets in a WKWebView subclass to report top 0 (safeAreaInsetsOverride in \
            the spec) removes the second one, but only for a page without a position: fixed header: such a header \
            then loses its own padding and slides under the bar once the page scrolls, since contentInset does not \
            move fixed elements (see webview-cover-top-inset). For a page with a fixed header, drop the app-side \
            inset and let the page pad itself.
            """,
        severity: .warning,
        examples: [
            RuleExample("The app's contentInset.top fix on a page that already uses env(safe-area-inset-top)", """
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
                        page: { viewportFit: cover, header: true, usesSafeAreaInsetTop: true }
                        contentInset: { top: superview.safeAreaInsets.top }
                        contentSize: { height: 6000 }
                        constraints: { edges: superview }
                """),
            RuleExample("An app-assigned .always behavior keeps the top inset on a cover page", """
                insetlint: 1
                screen: Help
                devices: [iphone-15]
                orientations: [portrait]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: helpPage  # ← finding
                        class: WKWebView
                        contentInsetAdjustmentBehavior: always
                        page: { viewportFit: cover, usesSafeAreaInsetTop: true }
                        constraints: { edges: superview }
                """),
            RuleExample("A page without a fixed header: the fix plus safeAreaInsetsOverride.top: 0 (a WKWebView subclass), so env() reports 0", """
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
                        page: { viewportFit: cover, usesSafeAreaInsetTop: true }
                        contentInset: { top: superview.safeAreaInsets.top }
                        safeAreaInsetsOverride: { top: 0 }
                        contentSize: { height: 6000 }
                        constraints: { edges: superview }
                """),
            RuleExample("A cover page that pads itself, with no app-side inset", """
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
                        page: { viewportFit: cover, header: true, usesSafeAreaInsetTop: true }
                        contentSize: { height: 6000 }
                        constraints: { edges: superview }
                """),
            RuleExample("env() is 0 without viewport-fit=cover, so the CSS padding adds nothing", """
                insetlint: 1
                screen: Browser
                devices: [iphone-x]
                orientations: [portrait]
                navigationController: {}
                viewController:
                  view:
                    subviews:
                      - id: webView
                        class: WKWebView
                        page: { viewportFit: auto, usesSafeAreaInsetTop: true }
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
            let resolved = layout.views[index]
            guard view.page?.usesSafeAreaInsetTop == true, !resolved.isHidden,
                  let env = resolved.webSafeAreaEnv?.top, env > 0.01,
                  let scroll = resolved.scroll else { return nil }
            let native = scroll.adjustedContentInset.top
            // "Twice" means the scroll view alone already clears the top band.
            guard native > 0.01, native >= resolved.safeAreaInsets.top - 1 else { return nil }
            let byContentInset = scroll.contentInset.top > 0.01
            let assigned = view.scroll?.contentInsetAdjustmentBehavior?.value.rawValue ?? "automatic"
            let cause = byContentInset ? "contentInset.top" : "the assigned behavior \(assigned)"
            return Observation(
                view: index, location: view.location,
                summary: "\(Coverage.name(view)) insets the top of a viewport-fit=cover page through \(cause) while the page "
                    + "also pads itself with env(safe-area-inset-top)",
                detail: "the page starts \(Points.text(env)) lower than it should (adjustedContentInset.top \(Points.text(native)) "
                    + "+ env(safe-area-inset-top) \(Points.text(env)))",
                fix: byContentInset && view.page?.header == true
                    ? "Apply the inset once: drop the contentInset.top fix and let the page pad itself (its fixed header needs "
                        + "env(safe-area-inset-top): contentInset.top moves the page but not its fixed header)"
                    : byContentInset
                    ? "Apply the inset once: override safeAreaInsets in a WKWebView subclass to report top 0 while you set "
                        + "contentInset.top, or drop the contentInset.top fix and let the page pad itself"
                    : "Apply the inset once: stop assigning contentInsetAdjustmentBehavior, so WebKit switches a cover page to "
                        + "never and the page pads itself with env(safe-area-inset-top)")
        }
    }
}
