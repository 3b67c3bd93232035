import ScreenModel

/// UIKIT.md §4.1–§4.2 (D10, D11): which edges a scroll view adds its safe area to, and the result.
/// A scroll view's content size as the constraint system decided it, per axis (nil: an axis its
/// content does not size).
struct SolvedContentSize {
    var width: Double?
    var height: Double?
}

/// What `resolveScroll` reads of a scroll view's spec, taken out of it in place: the view passed
/// whole was copied (its strings and boxes retained) per scroll view per context.
struct ScrollSource {
    let settings: ScrollSettings
    /// A WKWebView's page, and whether it declares viewport-fit=cover (nil: not a web view).
    let webPageCovers: Bool?
    let tableContentHeight: Double?

    init(_ view: UnsafePointer<ViewSpec>) {
        settings = view.pointee.scroll ?? ScrollSettings()
        webPageCovers = view.pointee.className == "WKWebView" ? view.pointee.page?.viewportFit == .cover : nil
        tableContentHeight = view.pointee.table?.contentHeight
    }
}

func resolveScroll(_ source: ScrollSource, bounds: Size, safeArea: Insets, superviewSafeArea: Insets,
                   solvedContentSize: SolvedContentSize? = nil, isRelevant: Bool, ownerAdjusts: Bool, inNavigationController: Bool) -> ResolvedScroll {
    let settings = source.settings
    let behavior: ContentInsetAdjustmentBehavior
    if let explicit = settings.contentInsetAdjustmentBehavior?.value {
        behavior = explicit                       // W3: an app-assigned behavior wins
    } else if let covers = source.webPageCovers {
        behavior = covers ? .never : .always   // W1/W2
    } else {
        behavior = .automatic
    }
    // FORMAT.md §6: a dimension the content decides (contentLayoutGuide pinned on both edges) is
    // the solver's; a table with counted rows is as tall as they are (§9); any other missing one
    // equals the bounds.
    let contentSize = Size(width: settings.contentWidth ?? solvedContentSize?.width ?? bounds.width,
                           height: settings.contentHeight ?? source.tableContentHeight ?? solvedContentSize?.height ?? bounds.height)
    // D13 tolerance on a strict `>` (HDR): equal sizes do not scroll.
    let vScrollable = contentSize.height - bounds.height > 0.01 || settings.alwaysBounceVertical
    let hScrollable = contentSize.width - bounds.width > 0.01 || settings.alwaysBounceHorizontal
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

    var contentInset = Insets.zero
    for (edge, value) in settings.contentInset {
        switch value {
        case .points(let p): contentInset[edge] = p
        case .superviewSafeArea(let source): contentInset[edge] = superviewSafeArea[source]
        }
    }
    var adjusted = contentInset
    var automatic = Insets.zero
    for edge in Edge.allCases where edges & edge.mask != 0 {
        adjusted[edge] += safeArea[edge]
        automatic[edge] = safeArea[edge]
    }
    return ResolvedScroll(behavior: behavior, contentInset: contentInset, adjustedContentInset: adjusted,
                          consumedMask: edges, contentSize: contentSize,
                          isRelevantScrollView: isRelevant,
                          verticallyScrollable: vScrollable,
                          scrollIndicatorInsets: settings.automaticallyAdjustsScrollIndicatorInsets ? automatic : .zero)
}
