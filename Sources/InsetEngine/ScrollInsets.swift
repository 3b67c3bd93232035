import ScreenModel

/// UIKIT.md §4.1–§4.2 (D10, D11): which edges a scroll view adds its safe area to, and the result.
/// A scroll view's content size as the constraint system decided it, per axis (nil: an axis its
/// content does not size).
struct SolvedContentSize {
    var width: Double?
    var height: Double?
}

/// What `resolveScroll` reads of a scroll view's spec, taken out of it in place: the view passed
/// whole was copied (its strings and boxes retained) per scroll view per context. Plain numbers and
/// flags, with `contentInset` flattened out of its dictionary: a copy retained the dictionary, and
/// walking it cost more than the rest of the scroll view's insets, per scroll view per context.
struct ScrollSource {
    /// The behavior the app assigns (nil: none).
    let assignedBehavior: ContentInsetAdjustmentBehavior?
    /// A WKWebView's page, and whether it declares viewport-fit=cover (nil: not a web view).
    let webPageCovers: Bool?
    let contentWidth: Double?
    /// `contentSize`'s height, else the height of a table's counted rows (FORMAT.md §9).
    let contentHeight: Double?
    let alwaysBounceVertical: Bool
    let alwaysBounceHorizontal: Bool
    let automaticallyAdjustsScrollIndicatorInsets: Bool
    /// `contentInset` given in points; 0 on the other edges.
    let contentInsetPoints: Insets
    /// For each edge (bits `Edge.mask`) whose `contentInset` copies the superview's safe area: the
    /// superview's edge it copies, in `copiedEdges`.
    let copiesSuperviewSafeArea: UInt8
    private let copiedEdges: (top: Edge, left: Edge, bottom: Edge, right: Edge)

    init(_ view: UnsafePointer<ViewSpec>) {
        let settings = view.pointee.scroll ?? ScrollSettings()
        assignedBehavior = settings.contentInsetAdjustmentBehavior?.value
        webPageCovers = view.pointee.className == "WKWebView" ? view.pointee.page?.viewportFit == .cover : nil
        contentWidth = settings.contentWidth
        contentHeight = settings.contentHeight ?? view.pointee.table?.contentHeight
        alwaysBounceVertical = settings.alwaysBounceVertical
        alwaysBounceHorizontal = settings.alwaysBounceHorizontal
        automaticallyAdjustsScrollIndicatorInsets = settings.automaticallyAdjustsScrollIndicatorInsets
        var points = Insets.zero
        var copies: UInt8 = 0
        var copied = (top: Edge.top, left: Edge.left, bottom: Edge.bottom, right: Edge.right)
        for (edge, value) in settings.contentInset {
            switch value {
            case .points(let p): points[edge] = p
            case .superviewSafeArea(let source):
                copies |= edge.mask
                switch edge {
                case .top: copied.top = source
                case .left: copied.left = source
                case .bottom: copied.bottom = source
                case .right: copied.right = source
                }
            }
        }
        contentInsetPoints = points
        copiesSuperviewSafeArea = copies
        copiedEdges = copied
    }

    /// The content inset, with the edges that copy the superview's safe area read from `superviewSafeArea`.
    func contentInset(superviewSafeArea: Insets) -> Insets {
        var inset = contentInsetPoints
        guard copiesSuperviewSafeArea != 0 else { return inset }
        if copiesSuperviewSafeArea & Edge.top.mask != 0 { inset.top = superviewSafeArea[copiedEdges.top] }
        if copiesSuperviewSafeArea & Edge.left.mask != 0 { inset.left = superviewSafeArea[copiedEdges.left] }
        if copiesSuperviewSafeArea & Edge.bottom.mask != 0 { inset.bottom = superviewSafeArea[copiedEdges.bottom] }
        if copiesSuperviewSafeArea & Edge.right.mask != 0 { inset.right = superviewSafeArea[copiedEdges.right] }
        return inset
    }
}

/// `source` is read in place: copied out of the plan, its optionals were unpacked and packed again
/// per scroll view per context.
func resolveScroll(_ source: UnsafePointer<ScrollSource>, bounds: Size, safeArea: Insets, superviewSafeArea: Insets,
                   solvedContentSize: SolvedContentSize? = nil, isRelevant: Bool, ownerAdjusts: Bool, inNavigationController: Bool) -> ResolvedScroll {
    let behavior: ContentInsetAdjustmentBehavior
    if let explicit = source.pointee.assignedBehavior {
        behavior = explicit                       // W3: an app-assigned behavior wins
    } else if let covers = source.pointee.webPageCovers {
        behavior = covers ? .never : .always   // W1/W2
    } else {
        behavior = .automatic
    }
    // FORMAT.md §6: a dimension the content decides (contentLayoutGuide pinned on both edges) is
    // the solver's; a table with counted rows is as tall as they are (§9); any other missing one
    // equals the bounds.
    let contentSize = Size(width: source.pointee.contentWidth ?? solvedContentSize?.width ?? bounds.width,
                           height: source.pointee.contentHeight ?? solvedContentSize?.height ?? bounds.height)
    // D13 tolerance on a strict `>` (HDR): equal sizes do not scroll.
    let vScrollable = contentSize.height - bounds.height > 0.01 || source.pointee.alwaysBounceVertical
    let hScrollable = contentSize.width - bounds.width > 0.01 || source.pointee.alwaysBounceHorizontal
    let autoVertical = isRelevant && ownerAdjusts && inNavigationController

    // Edge masks rather than a set: nothing to allocate per context.
    let top = Edge.top.mask, left = Edge.left.mask, bottom = Edge.bottom.mask, right = Edge.right.mask
    var edges: UInt8
    switch behavior {
    case .never: edges = 0
    case .always: edges = top | left | bottom | right
    case .scrollableAxes, .automatic:
        edges = 0
        if vScrollable || (behavior == .automatic && autoVertical) { edges |= top | bottom }
        if hScrollable { edges |= left | right }
    }

    let contentInset = source.pointee.contentInset(superviewSafeArea: superviewSafeArea)
    var adjusted = contentInset
    // Edge by edge and `Insets()`, not a loop over `Edge.allCases` and `.zero`: the globals' accessors
    // and the array's retain and release came per scroll view per context.
    var automatic = Insets()
    if edges & top != 0 { adjusted.top += safeArea.top; automatic.top = safeArea.top }
    if edges & left != 0 { adjusted.left += safeArea.left; automatic.left = safeArea.left }
    if edges & bottom != 0 { adjusted.bottom += safeArea.bottom; automatic.bottom = safeArea.bottom }
    if edges & right != 0 { adjusted.right += safeArea.right; automatic.right = safeArea.right }
    return ResolvedScroll(behavior: behavior, contentInset: contentInset, adjustedContentInset: adjusted,
                          consumedMask: edges, contentSize: contentSize,
                          isRelevantScrollView: isRelevant,
                          verticallyScrollable: vScrollable,
                          scrollIndicatorInsets: source.pointee.automaticallyAdjustsScrollIndicatorInsets ? automatic : Insets())
}
