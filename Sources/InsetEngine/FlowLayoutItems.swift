import ScreenModel

/// The first row of a UICollectionViewFlowLayout section at the initial offset (UIKIT.md §4.4).
public struct ResolvedFlowLayout: Hashable, Sendable {
    public let reference: SectionInsetReference
    /// Per edge, how far the section's items sit from the collection view's bounds.
    public let sectionEdges: Insets
    public let itemsPerRow: Int
    /// In screen coordinates.
    public let firstItem: Rect
    public let lastItemInFirstRow: Rect
}

enum FlowLayoutItems {
    // UICollectionViewFlowLayout defaults (AD): itemSize 50×50, minimumInteritemSpacing 10.
    static let defaultItemSize = Size(width: 50, height: 50)
    static let interitemSpacing = 10.0

    /// §4.4 [INF]: `.fromContentInset` measures the section inset from the adjusted content inset;
    /// `.fromSafeArea` / `.fromLayoutMargins` from the safe area / margins, but never less than the
    /// adjusted content inset ("the minimum value … is always the collection view's contentInset").
    static func resolve(_ flow: FlowLayout?, screenFrame: Rect, adjustedContentInset aci: Insets,
                        safeArea: Insets, margins: Insets) -> ResolvedFlowLayout {
        let reference = flow?.sectionInsetReference ?? .fromContentInset
        let section = flow?.sectionInset ?? .zero
        let item = flow?.itemSize ?? defaultItemSize
        var edges = Insets.zero
        for edge in Edge.allCases {
            switch reference {
            case .fromContentInset: edges[edge] = aci[edge] + section[edge]
            case .fromSafeArea: edges[edge] = max(aci[edge], safeArea[edge] + section[edge])
            case .fromLayoutMargins: edges[edge] = max(aci[edge], margins[edge] + section[edge])
            }
        }
        let available = screenFrame.width - edges.left - edges.right
        // Saturating: a view million-fold wider than the screen still has a (huge) item count, and NaN one.
        let perRow = max(1, Int(saturating: ((available + interitemSpacing) / (item.width + interitemSpacing)).rounded(.down), nan: 1))
        let first = Rect(x: screenFrame.x + edges.left, y: screenFrame.y + edges.top, width: item.width, height: item.height)
        // Flow layout justifies a full row: its last item ends at the trailing section edge.
        let last = perRow == 1 ? first
            : Rect(x: screenFrame.maxX - edges.right - item.width, y: first.y, width: item.width, height: item.height)
        return ResolvedFlowLayout(reference: reference, sectionEdges: edges, itemsPerRow: perRow, firstItem: first, lastItemInFirstRow: last)
    }
}
