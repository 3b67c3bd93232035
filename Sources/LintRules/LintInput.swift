import InsetEngine
import ScreenModel

/// A spec as the rules see it: the spec and the device-independent facts several rules look up,
/// worked out once per file rather than once per device × orientation. A class: every layout's
/// facts refer to it, and a copy of a struct retained each of its arrays per layout.
public final class LintScreen: Sendable {
    public let spec: ScreenSpec
    /// `parent` of each view, -1 for the root (32 bits: two arrays here are one entry per view).
    let parents: [Int32]
    /// Views by kind, in document order: most rules only look at a few kinds of view.
    let scrollViews: [Int]
    let webViews: [Int]
    let tables: [Int]
    let flowLayoutViews: [Int]
    let gestureViews: [Int]
    let transformedViews: [Int]
    let isScrollView: [Bool]
    /// The nearest scroll view above each view (-1: none): a covered view's scroll view is looked
    /// up per device × orientation, and walking every ancestor each time was most of that cost.
    let scrollParents: [Int32]
    /// For a scroll view, its position in `scrollViews` (-1 for other views).
    let scrollSlots: [Int32]
    /// For each of `scrollViews`, whether the view controller it belongs to adjusts scroll view
    /// insets (`automaticallyAdjustsScrollViewInsets`, for the automatic rules): its owner was
    /// looked up, walking the superviews, per scroll view per device × orientation.
    let ownerAdjustsInsets: [Bool]
    /// The scroll views whose spec sets contentInsetAdjustmentBehavior never, with where it says so:
    /// read from each scroll view's settings per device × orientation, that was a cache miss per
    /// scroll view (a large spec has thousands of text views).
    let neverScrollViews: [(index: Int, location: SourceLocation)]
    /// The views that can be covered (content, control, or a collection view's items), each with
    /// what the search for covered views reads of it in one record: that search runs per device ×
    /// orientation over every such view, and reading five arrays per view was most of it.
    let covered: [CoveredView]
    /// Whose home-indicator preference applies (`HomeIndicator.decision`): the same on every device,
    /// and looked up per layout it copied the view controller's settings (a retain and a release).
    let homeIndicator: HomeIndicator.Decision
    /// Whether any view has an `insetlint:` suppression, and any child view controller prefers the
    /// home indicator auto-hidden: found in the one pass over the views, where the pass and two
    /// per-file rules each copied every view out to ask.
    let hasSuppressions: Bool
    let hasChildPreferringAutoHidden: Bool

    /// 32 bytes: a large spec has one per view.
    struct CoveredView: Sendable {
        private let storedIndex: Int32, storedParent: Int32, storedCellOwner: Int32, storedMoverSlot: Int32
        let hasFlowLayout: Bool
        let isContentOrControl: Bool
        /// A scroll view that is itself content or a control (a text view): what must stay readable
        /// is its content (the text), which it lays out inside its adjusted content inset and
        /// scrolls, not its frame, whose edges hold only its background.
        let showsOwnContent: Bool
        /// Content or a control that is neither a collection view's items, nor in a table's cell
        /// template, nor showing its own content: the candidates' short path, told by one flag.
        let isPlain: Bool
        /// For a view in a table's cell template, how far below the first row the last one is.
        let cellOffset: Double

        var index: Int { Int(storedIndex) }
        var parent: Int { Int(storedParent) }
        /// For a view in a table's cell template: the table (-1: none).
        var cellOwner: Int { Int(storedCellOwner) }
        /// The position in `scrollViews` of the nearest scroll view at or above where its mover is
        /// looked up from (itself when it shows its own content, else its superview; -1: none).
        /// The same on every device, and looked up per view per layout.
        var moverSlot: Int { Int(storedMoverSlot) }

        init(index: Int, parent: Int, hasFlowLayout: Bool, isContentOrControl: Bool, showsOwnContent: Bool = false, cellOwner: Int,
             cellOffset: Double, moverSlot: Int = -1) {
            // Indices of views: a spec holds far fewer than 2^31 (the decoder's node cap).
            storedIndex = Int32(truncatingIfNeeded: index)
            storedParent = Int32(truncatingIfNeeded: parent)
            storedCellOwner = Int32(truncatingIfNeeded: cellOwner)
            storedMoverSlot = Int32(truncatingIfNeeded: moverSlot)
            self.hasFlowLayout = hasFlowLayout
            self.isContentOrControl = isContentOrControl
            self.showsOwnContent = showsOwnContent
            isPlain = isContentOrControl && !hasFlowLayout && cellOwner < 0 && !showsOwnContent
            self.cellOffset = cellOffset
        }
    }

    public init(_ spec: ScreenSpec) {
        self.spec = spec
        var parents: [Int32] = [], scrolls: [Int] = [], webs: [Int] = [], tables: [Int] = [], flows: [Int] = []
        var gestures: [Int] = [], transformed: [Int] = [], covered: [CoveredView] = [], isScroll: [Bool] = []
        var scrollParents: [Int32] = []
        var suppressions = false, childPrefersAutoHidden = false
        parents.reserveCapacity(spec.views.count)
        scrollParents.reserveCapacity(spec.views.count)
        isScroll.reserveCapacity(spec.views.count)
        // At most one per view: grown by doubling, the list was reallocated several times per file.
        covered.reserveCapacity(spec.views.count)
        // Field by field through a pointer: a copy of each `ViewSpec` would retain all its arrays.
        spec.views.withUnsafeBufferPointer { views in
            for index in views.indices {
                let view = views.baseAddress.unsafelyUnwrapped + index
                let parent = view.pointee.parent ?? -1
                parents.append(Int32(truncatingIfNeeded: parent))
                // Views come in document order, a parent before its subviews; a parent after (not
                // written by the decoders) is walked up to instead.
                scrollParents.append(Int32(truncatingIfNeeded: parent < index ? Self.scrollParent(of: parent, views, scrollParents)
                                                                               : Self.scrollParent(of: parent, views, nil)))
                isScroll.append(view.pointee.isScrollView)
                if view.pointee.isScrollView { scrolls.append(index) }
                if view.pointee.className == "WKWebView" { webs.append(index) }
                if view.pointee.table != nil { tables.append(index) }
                let flow = view.pointee.flowLayout != nil
                if flow { flows.append(index) }
                if !view.pointee.gestures.isEmpty { gestures.append(index) }
                if view.pointee.transform { transformed.append(index) }
                if view.pointee.suppression != nil { suppressions = true }
                if view.pointee.viewController?.prefersHomeIndicatorAutoHidden == true { childPrefersAutoHidden = true }
                let role = view.pointee.role
                let contentOrControl = role == .content || role == .control
                guard flow || contentOrControl else { continue }
                // A view in a table's cell template repeats in the table's rows.
                var cellOwner = -1, cellOffset = 0.0
                if let table = view.pointee.cellOf, table >= 0, table < views.count, let settings = views[table].table {
                    cellOwner = table
                    cellOffset = settings.lastRowOffset(contentHeight: views[table].scroll?.contentHeight)
                }
                covered.append(CoveredView(index: index, parent: parent, hasFlowLayout: flow, isContentOrControl: contentOrControl,
                                           showsOwnContent: contentOrControl && view.pointee.isScrollView,
                                           cellOwner: cellOwner, cellOffset: cellOffset))
            }
        }
        self.parents = parents
        hasSuppressions = suppressions
        hasChildPreferringAutoHidden = childPrefersAutoHidden
        scrollViews = scrolls
        webViews = webs
        self.tables = tables
        flowLayoutViews = flows
        gestureViews = gestures
        transformedViews = transformed
        isScrollView = isScroll
        self.scrollParents = scrollParents
        var slots = [Int32](repeating: -1, count: spec.views.count)
        for (slot, index) in scrolls.enumerated() { slots[index] = Int32(truncatingIfNeeded: slot) }
        scrollSlots = slots
        neverScrollViews = scrolls.compactMap { index in
            guard let behavior = spec.views[index].scroll?.contentInsetAdjustmentBehavior, behavior.value == .never else { return nil }
            return (index, behavior.location)
        }
        ownerAdjustsInsets = scrolls.map { ViewControllerHierarchy.ownerAdjustsScrollViewInsets($0, in: spec) }
        homeIndicator = HomeIndicator.decision(spec)
        // Each record completed in place: mapped, the list was made again.
        for k in covered.indices {
            let c = covered[k]
            let start = c.showsOwnContent ? c.index : c.parent
            let ancestor = start >= 0 && !isScroll[start] ? Int(scrollParents[start]) : start
            covered[k] = CoveredView(index: c.index, parent: c.parent, hasFlowLayout: c.hasFlowLayout, isContentOrControl: c.isContentOrControl,
                                     showsOwnContent: c.showsOwnContent, cellOwner: c.cellOwner, cellOffset: c.cellOffset,
                                     moverSlot: ancestor < 0 ? -1 : Int(slots[ancestor]))
        }
        self.covered = covered
    }

    /// The nearest scroll view from `start` up, `start` included (-1: none). `known`: the answers
    /// for the views before `start`'s subviews, when they are in document order.
    private static func scrollParent(of start: Int, _ views: UnsafeBufferPointer<ViewSpec>, _ known: [Int32]?) -> Int {
        var current = start
        while current >= 0, current < views.count {
            if views[current].isScrollView { return current }
            if let known, current < known.count { return Int(known[current]) }
            current = views[current].parent ?? -1
        }
        return -1
    }
}

/// One resolved layout as the rules see it, with the geometry several rules derive from it
/// (the views that may be covered, and where) worked out once per context. A class, as
/// `LintScreen` is: the rules pass it on, and a copy of a struct retained each of its arrays.
public final class LintLayout {
    public let layout: ResolvedLayout
    let candidates: Coverage.Candidates
    /// The file's wordings, shared by all its layouts.
    let wordings: Wordings
    /// The worker's lists, which this layout's candidates and rules fill (see `LayoutScratch`).
    let scratch: LayoutScratch

    init(_ layout: ResolvedLayout, screen: LintScreen, wordings: Wordings, scratch: LayoutScratch) {
        self.layout = layout
        candidates = Coverage.Candidates(screen, layout.views, scratch: scratch)
        self.wordings = wordings
        self.scratch = scratch
    }
}

/// The lists that observing one layout fills and drops, kept from one layout to the next: made
/// per layout (and grown by doubling), they were several allocations per device × orientation.
/// One per worker, never shared: it serves the layout being observed (`LintPass.observe`), whose
/// rules run one after another on one thread. Each user clears a list as it fills it.
///
/// The lists are exempt from dynamic exclusivity checks: each is reached through the class a few
/// times per layout, and checked, those accesses cost more than the allocations they save. No
/// access overlaps another to the same list: each is filled by one call, then read.
public final class LayoutScratch {
    /// `Coverage.Candidates`: the layout's records, its scroll views and what moves their content.
    @exclusivity(unchecked) var entries: [Coverage.Candidates.Entry] = []
    @exclusivity(unchecked) var scrolls: [Coverage.Scrolling] = []
    @exclusivity(unchecked) var moves: [Coverage.Move] = []
    /// `Coverage.attribute`: the hits grouped by cause, and where each container's group is.
    @exclusivity(unchecked) var attributed: [Coverage.Attributed] = []
    @exclusivity(unchecked) var byContainer: [Int: Int] = [:]
    /// The hits a rule lists before grouping them (`UnderNotch`'s side bands).
    @exclusivity(unchecked) var leftHits: [(hit: Coverage.Hit, depth: Double)] = []
    @exclusivity(unchecked) var rightHits: [(hit: Coverage.Hit, depth: Double)] = []
    /// The most observations one of the worker's layouts had (`LintPass.observe`).
    var mostObservations = 0
    /// `Coverage.responsibleLocation(_:_:edge:_:)`: per view and edge (four slots a view) of the
    /// spec of `locationsOf`, each nil until asked for. Held, the screen cannot be freed and another
    /// made at its address while the list is kept for it.
    @exclusivity(unchecked) var locations: [SourceLocation?] = []
    var locationsOf: LintScreen?
    /// Larger specs find each location afresh: at 12 bytes a slot, the list of the 112,000-view
    /// benchmark spec raised that run's peak RSS by 5 MiB (per worker resolving its layouts).
    static let maximumRememberedViews = 16_384

    public init() {}
}
