import InsetEngine
import ScreenModel

/// A viewport-fit=cover page whose sides run into the landscape side bands (the notch or Dynamic
/// Island on one side, the rounded corners on both) because it does not pad them with
/// env(safe-area-inset-left/right). An extension of FORMAT.md §5's rule ids.
public struct WebviewCoverSideInset: Rule {
    public static let description = RuleDescription(
        id: "webview-cover-side-inset",
        name: "viewport-fit=cover page in the landscape side bands",
        summary: "A WKWebView page that declares viewport-fit=cover runs into the landscape side bands because it does not pad its sides with env(safe-area-inset-left/right).",
        rationale: """
            Without viewport-fit=cover a WKWebView pads the page by its safe area on all four edges, so in \
            landscape the page sits between the side bands. A page that declares cover asks for the whole width: \
            WebKit switches the scroll view to .never (unless the app assigned the behavior) and hands the side \
            insets to the page as env(safe-area-inset-left) and env(safe-area-inset-right) (WebKit's \
            WKWebViewIOS.mm and ConstantPropertyMap.cpp; WebKit's blog post "Designing Websites for iPhone X" \
            shows the text clipped by the sensor housing). A page that pads only its top and bottom has its text, \
            links and fixed bars under the notch or Dynamic Island in one landscape orientation and against the \
            rounded corner in the other. Landscape insets are symmetric, so both sides need the padding. \
            usesSafeAreaInsetLeft and usesSafeAreaInsetRight say whether the page's CSS pads them.
            """,
        severity: .warning,
        examples: [
            RuleExample("A cover page that pads its top and bottom but not its sides", """
                insetlint: 1
                screen: Reader
                devices: [iphone-15]
                orientations: [landscape]
                viewController:
                  view:
                    subviews:
                      - id: readerPage  # ← finding
                        class: WKWebView
                        page: { viewportFit: cover, usesSafeAreaInsetTop: true, usesSafeAreaInsetBottom: true }
                        contentSize: { height: 4000 }
                        constraints: { edges: superview }
                """),
            RuleExample("A cover page that pads one side only", """
                insetlint: 1
                screen: Reader
                devices: [iphone-x]
                orientations: [landscape-left]
                viewController:
                  view:
                    subviews:
                      - id: readerPage  # ← finding
                        class: WKWebView
                        page: { viewportFit: cover, usesSafeAreaInsetTop: true, usesSafeAreaInsetBottom: true, usesSafeAreaInsetLeft: true }
                        contentSize: { height: 4000 }
                        constraints: { edges: superview }
                """),
            RuleExample("The page pads all four edges with env(safe-area-inset-*)", """
                insetlint: 1
                screen: Reader
                devices: [iphone-x, iphone-15, iphone-se-3]
                orientations: [portrait, landscape]
                viewController:
                  view:
                    subviews:
                      - id: readerPage
                        class: WKWebView
                        page: { viewportFit: cover, usesSafeAreaInsetTop: true, usesSafeAreaInsetBottom: true, usesSafeAreaInsetLeft: true, usesSafeAreaInsetRight: true }
                        contentSize: { height: 4000 }
                        constraints: { edges: superview }
                """),
            RuleExample("A page without viewport-fit=cover: WebKit pads its sides itself", """
                insetlint: 1
                screen: Reader
                devices: [iphone-x, iphone-15]
                orientations: [landscape]
                viewController:
                  view:
                    subviews:
                      - id: readerPage
                        class: WKWebView
                        page: { viewportFit: auto }
                        contentSize: { height: 4000 }
                        constraints: { edges: superview }
                """),
            RuleExample("The web view itself stays between the side bands", """
                insetlint: 1
                screen: Reader
                devices: [iphone-15]
                orientations: [landscape]
                viewController:
                  view:
                    subviews:
                      - id: readerPage
                        class: WKWebView
                        page: { viewportFit: cover, usesSafeAreaInsetTop: true, usesSafeAreaInsetBottom: true }
                        contentSize: { height: 4000 }
                        constraints: { top: superview, bottom: superview, leading: safeArea, trailing: safeArea }
                """),
        ])

    public init() {}

    public func observesLayouts(of screen: LintScreen) -> Bool { !screen.webViews.isEmpty }

    public func check(_ screen: LintScreen, _ current: LintLayout) -> [Observation] {
        // Before the spec and layout are copied out, which was most of the check in a layout with none.
        guard observesLayouts(of: screen) else { return [] }
        let spec = screen.spec, layout = current.layout
        return screen.webViews.compactMap { index in
            let sides = [Edge.left, .right].compactMap { ScrollContent.uncoveredCoverPage(index, screen, current, edge: $0) }
            guard !sides.isEmpty else { return nil }
            let view = spec.views[index]
            // The summary depends on the spec and the sides alone: built once per file (`Wordings`),
            // not in every layout the web view is seen in.
            let w = current.wordings.wording(.webviewCoverSide, view: index,
                                             variant: Wordings.variant(0, sides.contains { $0.edge == .left }, sides.contains { $0.edge == .right })) {
                let names = sides.map { "env(safe-area-inset-\($0.edge.rawValue))" }.joined(separator: " and ")
                return Wordings.Wording(
                    summary: "\(Coverage.name(view)) shows a viewport-fit=cover page, so WebKit sets its scroll view to never, "
                        + "and the page does not pad its sides with \(names)",
                    fix: "Pad the page's sides with env(safe-area-inset-left) and env(safe-area-inset-right) in its CSS (both: landscape "
                        + "insets are symmetric), or pin the web view's leading and trailing edges to safeArea")
            }
            return Observation(
                view: index, location: view.location,
                summary: w.summary,
                // Landscape-left and -right mirror each other, so the notch may be on either side.
                detail: sides.map { "its \($0.edge.rawValue) edge reaches \(Points.text($0.safeArea - $0.padding))" }.joined(separator: " and ")
                    + " into the landscape side band\(sides.count > 1 ? "s" : ""), the \(layout.context.device.sideBandName) in one orientation",
                fix: w.fix)
        }
    }
}
