import ScreenModel

/// Which view controller owns a view, and the first-subview chain UIKit follows to find each
/// controller's "relevant" scroll view (UIKIT.md §4.2, D10; seed 004). Spec-only, so rules can name
/// the chain a scroll view is missing from.
public enum ViewControllerHierarchy {
    /// The view controller root that owns a view: the nearest ancestor-or-self with `viewController:`,
    /// else the screen's root.
    public static func owner(of index: Int, in spec: ScreenSpec) -> Int {
        var current: Int? = index
        while let c = current {
            if c == ScreenSpec.rootIndex || spec.views[c].viewController != nil { return c }
            current = spec.views[c].parent
        }
        return ScreenSpec.rootIndex
    }

    /// Whether the view controller a scroll view belongs to adjusts scroll view insets
    /// (`automaticallyAdjustsScrollViewInsets`, default true): the engine plans by it and the
    /// automatic rules ask it, each once per file.
    public static func ownerAdjustsScrollViewInsets(_ index: Int, in spec: ScreenSpec) -> Bool {
        let owner = owner(of: index, in: spec)
        return owner == ScreenSpec.rootIndex
            ? spec.viewController.automaticallyAdjustsScrollViewInsets
            : spec.views[owner].viewController?.automaticallyAdjustsScrollViewInsets ?? true
    }

    /// D10: root, root.subviews[0], root.subviews[0].subviews[0], … up to and including the first
    /// scroll view; it stops before a child view controller's root, which has its own chain.
    public static func firstSubviewChain(from root: Int, in spec: ScreenSpec) -> [Int] {
        var chain: [Int] = []
        var current: Int? = root
        while let c = current {
            if c != root, spec.views[c].viewController != nil { break }
            chain.append(c)
            if spec.views[c].isScrollView { break }
            current = spec.views[c].subviews.first
        }
        return chain
    }

    /// The scroll view `.automatic` may adjust vertically for this controller, if its chain has one.
    public static func relevantScrollView(of root: Int, in spec: ScreenSpec) -> Int? {
        firstSubviewChain(from: root, in: spec).last.flatMap { spec.views[$0].isScrollView ? $0 : nil }
    }
}
