import ScreenModel

/// UIKIT.md §4.1–§4.2 (D10, D11): which edges a scroll view adds its safe area to, and the result.
func resolveScroll(view: borrowing ViewSpec, bounds: Size, safeArea: Insets, superviewSafeArea: Insets,
                   isRelevant: Bool, ownerAdjusts: Bool, inNavigationController: Bool) -> ResolvedScroll {
    let settings = view.scroll ?? ScrollSettings()
    let behavior: ContentInsetAdjustmentBehavior
    if let explicit = settings.contentInsetAdjustmentBehavior?.value {
        behavior = explicit                       // W3: an app-assigned behavior wins
    } else if view.className == "WKWebView" {
        behavior = view.page?.viewportFit == .cover ? .never : .always   // W1/W2
    } else {
        behavior = .automatic
    }
    let contentSize = Size(width: settings.contentWidth ?? bounds.width, height: settings.contentHeight ?? bounds.height)
    // D13 tolerance on a strict `>` (HDR): equal sizes do not scroll.
    let vScrollable = contentSize.height - bounds.height > 0.01 || settings.alwaysBounceVertical
    let hScrollable = contentSize.width - bounds.width > 0.01 || settings.alwaysBounceHorizontal
    let autoVertical = isRelevant && ownerAdjusts && inNavigationController

    // Bits in `Edge.allCases` order (top, left, bottom, right): no set to allocate per context.
    let top: UInt8 = 1, left: UInt8 = 2, bottom: UInt8 = 4, right: UInt8 = 8
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
    for (bit, edge) in Edge.allCases.enumerated() where edges & 1 << bit != 0 {
        adjusted[edge] += safeArea[edge]
        automatic[edge] = safeArea[edge]
    }
    return ResolvedScroll(behavior: behavior, contentInset: contentInset, adjustedContentInset: adjusted,
                          consumedMask: edges, contentSize: contentSize,
                          isRelevantScrollView: isRelevant,
                          verticallyScrollable: vScrollable,
                          scrollIndicatorInsets: settings.automaticallyAdjustsScrollIndicatorInsets ? automatic : .zero)
}
