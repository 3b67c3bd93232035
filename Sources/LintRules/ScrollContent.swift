import InsetEngine
import ScreenModel

/// Where a scroll view's content ends up relative to the scroll view's own unsafe bands: the rules
/// about insets that were never applied (`.never`, `.automatic` off the first-subview chain, a
/// viewport-fit=cover page) share it.
enum ScrollContent {
    /// One edge on which the content reaches into the band that the scroll view's safe area marks.
    struct Uncovered {
        let edge: Edge
        /// How deep the content reaches into the band, in points: the whole gap without described
        /// content, else the deepest described view's overlap with the band.
        let depth: Double
        /// The scroll view's safe-area inset on that edge, and the padding the content got instead
        /// (adjusted content inset, plus the page's env() padding for a web view).
        let safeArea: Double
        let padding: Double
    }

    /// Edges where nothing pads the content out of the scroll view's unsafe band: neither the
    /// adjusted content inset nor (for a web page) its CSS `env(safe-area-inset-*)` padding.
    /// Described content (text, controls, collection items) must actually reach into the band —
    /// content pinned to the scroll view's safe area is fine; a scroll view that is content itself (a
    /// text view) describes its own content, which fills its content area. Without described content the
    /// content is taken to fill the content area, which UIKit starts at the adjusted inset
    /// (§4.1); that is only known for the top and bottom edges. Decoration has nothing to keep
    /// out of a band: a scroll view marked `role: background` (a full-bleed pager behind the
    /// screen), or a plain scroll view whose subviews the spec lists and none of them is content or
    /// a control (only background images), leaves no edge uncovered.
    static func uncovered(_ index: Int, _ screen: LintScreen, _ current: LintLayout,
                          edges: [Edge] = Edge.allCases) -> [Uncovered] {
        // The spec read where it is: asked per scroll view per layout, a copy of it (a memory copy,
        // each of its lists retained and released) cost more than most scroll views' whole check.
        let views = current.layout.views
        // The view's fields read in place: asked per scroll view per layout, a copy of the view
        // retained and released its extras.
        guard let scroll = views[index].scroll, !views[index].isHidden, let visible = views[index].visibleFrame,
              screen.spec.views[index].role != .background else { return [] }
        let safeAreaInsets = views[index].safeAreaInsets
        let page = screen.spec.views[index].page
        // The content checked against the bands, by position in `candidates`: found once an edge
        // needs it (most scroll views leave no edge uncovered), and read in place.
        var found: [Int]?
        func described() -> [Int] {
            if let found { return found }
            // Its own content when it is content itself (a text view's text), a collection view's
            // rows of items, and the content and controls it holds.
            let positions = current.candidates.indices.filter {
                let candidate = current.candidates.index($0)
                return candidate == index || !current.candidates.isItemRow($0) && isDescendant(candidate, of: index, screen.spec)
            }
            found = positions
            return positions
        }
        var result: [Uncovered] = []
        for edge in edges {
            let safeArea = safeAreaInsets[edge]
            var padding = scroll.adjustedContentInset[edge]
            if let page, let env = views[index].webSafeAreaEnv, page.usesSafeAreaInset(edge) { padding += env[edge] }
            guard safeArea - padding > 0.01 else { continue }
            let depth: Double
            let content = described()
            if content.isEmpty {
                // A plain scroll view whose content the spec lists down to backgrounds: decoration
                // only. (A table's rows, a collection view's cells and a web view's page are content
                // the spec does not list as subviews.)
                if screen.spec.views[index].className == "UIScrollView", isDecorationOnly(index, screen.spec) { return [] }
                // A web page fills its layout viewport's width, so its sides are known too.
                guard edge == .top || edge == .bottom || page != nil else { continue }
                depth = safeArea - padding
            } else {
                let band = self.band(edge, of: views[index].screenFrame, inset: safeArea)
                // The band-axis test first, as for the screen's bands: most content is far from the
                // band, and each candidate put together whole for `reach` cost more than the test.
                depth = content.compactMap { i -> Double? in
                    guard current.candidates.admits(i, edge, band), let frame = current.candidates[i].reach(edge)?.frame,
                          let hit = frame.intersection(band)?.intersection(visible) else { return nil }
                    return edge == .top || edge == .bottom ? hit.height : hit.width
                }.max() ?? 0
            }
            if depth > 0.01 { result.append(Uncovered(edge: edge, depth: depth, safeArea: safeArea, padding: padding)) }
        }
        return result
    }

    /// UIKIT.md W1–W3 (D11): a WKWebView whose page declares viewport-fit=cover and whose behavior
    /// the app never assigned runs at .never; how far the page's `edge` then reaches into the unsafe area.
    static func uncoveredCoverPage(_ index: Int, _ screen: LintScreen, _ current: LintLayout, edge: Edge) -> Uncovered? {
        // Read through the array, not a copy of the view (asked per web view per layout).
        guard screen.spec.views[index].page?.viewportFit == .cover, screen.spec.views[index].className == "WKWebView",
              screen.spec.views[index].scroll?.contentInsetAdjustmentBehavior == nil else { return nil }
        return uncovered(index, screen, current, edges: [edge]).first
    }

    /// WebKit lays out a page's `position: fixed` bars in the web view's bounds minus the insets it
    /// counts as obscured (`unobscuredRect` in WKWebViewIOS.mm): the safe area on the edges the
    /// scroll view adjusts, but only top, left and right (`_obscuredInsetEdgesAffectedBySafeArea`,
    /// WKWebView.mm), and none at all for a viewport-fit=cover page. The app's own contentInset is
    /// not an obscured inset for apps built with the iOS 12 SDK or later (`_computedObscuredInset`,
    /// `ScrollViewContentInsetsAreNotObscuringInsets`), so it moves the page but not its fixed bars.
    /// How far a fixed bar at `edge` stays in the web view's unsafe band, after the page's own
    /// env(safe-area-inset-*) padding; `padding` is what kept it out (obscured inset plus env()).
    static func uncoveredFixedBar(_ index: Int, _ current: LintLayout, page: WebPage, edge: Edge) -> Uncovered? {
        let view = current.layout.views[index]
        guard !view.isHidden, view.visibleFrame != nil, let scroll = view.scroll else { return nil }
        let safeArea = view.safeAreaInsets[edge]
        var padding = 0.0
        if page.viewportFit != .cover, edge != .bottom, scroll.consumes(edge) { padding += safeArea }
        if page.usesSafeAreaInset(edge), let env = view.webSafeAreaEnv { padding += env[edge] }
        guard safeArea - padding > 0.01 else { return nil }
        return Uncovered(edge: edge, depth: safeArea - padding, safeArea: safeArea, padding: padding)
    }

    /// "its content starts 88 pt under the navigation bar and notch (adjustedContentInset.top 0 pt,
    /// safe area 88 pt)", joined for several edges.
    static func describe(_ uncovered: [Uncovered], _ layout: ResolvedLayout) -> String {
        "its content " + uncovered.map { u in
            let verb = switch u.edge {
            case .top: "starts"
            case .bottom: "ends"
            case .left, .right: "reaches"
            }
            return "\(verb) \(Points.text(u.safeArea - u.padding)) under \(Coverage.cover(u.edge, layout)) "
                + "(adjustedContentInset.\(u.edge.rawValue) \(Points.text(u.padding)), safe area \(Points.text(u.safeArea)))"
        }.joined(separator: " and ")
    }

    /// For a text view whose spec gives no content height: that its text was taken to fill it, so
    /// that it does not scroll (a spec cannot know how long the text is, and an Interface Builder
    /// file does not say). Empty for any other scroll view.
    static func assumedTextLength(_ index: Int, _ spec: ScreenSpec) -> String {
        guard spec.views[index].className == "UITextView", spec.views[index].scroll?.contentHeight == nil else { return "" }
        return " (its text is taken to fill it, as the spec gives no contentSize; text longer than the view scrolls, and then gets the inset)"
    }

    static func band(_ edge: Edge, of frame: Rect, inset: Double) -> Rect {
        switch edge {
        case .top: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: inset)
        case .bottom: Rect(x: frame.minX, y: frame.maxY - inset, width: frame.width, height: inset)
        case .left: Rect(x: frame.minX, y: frame.minY, width: inset, height: frame.height)
        case .right: Rect(x: frame.maxX - inset, y: frame.minY, width: inset, height: frame.height)
        }
    }

    /// Whether the view has subviews and every view at the end of its subtree is a background
    /// (explicitly, or a plain `UIView` without subviews): no content or control, and no container
    /// left empty (a stack view whose arranged subviews are added in code holds unknown content).
    static func isDecorationOnly(_ index: Int, _ spec: ScreenSpec) -> Bool {
        guard !spec.views[index].subviews.isEmpty else { return false }
        var pending = spec.views[index].subviews
        while let next = pending.popLast() {
            let view = spec.views[next]
            if view.subviews.isEmpty {
                guard view.role == .background else { return false }
            } else {
                guard view.role == .background || view.role == .container else { return false }
                pending += view.subviews
            }
        }
        return true
    }

    static func isDescendant(_ view: Int, of ancestor: Int, _ spec: ScreenSpec) -> Bool {
        var current = spec.views[view].parent
        while let c = current {
            if c == ancestor { return true }
            current = spec.views[c].parent
        }
        return false
    }
}
