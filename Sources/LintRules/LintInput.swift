import InsetEngine
import ScreenModel

/// A spec as the rules see it: the spec and the device-independent facts several rules look up,
/// worked out once per file rather than once per device × orientation.
public struct LintScreen: Sendable {
    public let spec: ScreenSpec
    /// `parent` of each view, -1 for the root.
    let parents: [Int]
    /// Views by kind, in document order: most rules only look at a few kinds of view.
    let scrollViews: [Int]
    let webViews: [Int]
    let tables: [Int]
    let flowLayoutViews: [Int]
    let gestureViews: [Int]
    let transformedViews: [Int]
    /// Views that can be covered candidates (content, control, or a collection view's items).
    let coverageViews: [Int]
    let isScrollView: [Bool]

    public init(_ spec: ScreenSpec) {
        self.spec = spec
        var parents: [Int] = [], scrolls: [Int] = [], webs: [Int] = [], tables: [Int] = [], flows: [Int] = []
        var gestures: [Int] = [], transformed: [Int] = [], coverage: [Int] = [], isScroll: [Bool] = []
        parents.reserveCapacity(spec.views.count)
        isScroll.reserveCapacity(spec.views.count)
        for index in spec.views.indices {
            let view = spec.views[index]
            parents.append(view.parent ?? -1)
            isScroll.append(view.isScrollView)
            if view.isScrollView { scrolls.append(index) }
            if view.className == "WKWebView" { webs.append(index) }
            if view.table != nil { tables.append(index) }
            if view.flowLayout != nil { flows.append(index) }
            if !view.gestures.isEmpty { gestures.append(index) }
            if view.transform { transformed.append(index) }
            if view.flowLayout != nil || view.role == .content || view.role == .control { coverage.append(index) }
        }
        self.parents = parents
        scrollViews = scrolls
        webViews = webs
        self.tables = tables
        flowLayoutViews = flows
        gestureViews = gestures
        transformedViews = transformed
        coverageViews = coverage
        isScrollView = isScroll
    }
}

/// One resolved layout as the rules see it, with the geometry several rules derive from it
/// (the views that may be covered, and where) worked out once per context.
public struct LintLayout: Sendable {
    public let layout: ResolvedLayout
    let candidates: [Coverage.Candidate]

    public init(_ layout: ResolvedLayout, screen: LintScreen) {
        self.layout = layout
        candidates = Coverage.candidates(screen, layout)
    }
}
