import ScreenModel

/// The first row of a UICollectionViewFlowLayout section at the initial offset (UIKIT.md §4.4),
/// and how far below it the last row is.
public struct ResolvedFlowLayout: Hashable, Sendable {
    public let reference: SectionInsetReference
    /// Per edge, how far the section's items sit from the collection view's bounds.
    public let sectionEdges: Insets
    public let itemsPerRow: Int
    /// In screen coordinates.
    public let firstItem: Rect
    public let lastItemInFirstRow: Rect
    /// In content coordinates, how far the last row starts below the first. A flow layout makes the
    /// content as tall as its rows plus the section's bottom inset (`collectionViewContentSize`), so
    /// a content height the spec gives places the last row: it ends that inset above the end of the
    /// content. Without one the number of items is unknown and only the first row is.
    public let lastRowOffset: Double
}

enum FlowLayoutItems {
    // UICollectionViewFlowLayout defaults (AD): itemSize 50×50, minimumInteritemSpacing 10.
    static let defaultItemSize = Size(width: 50, height: 50)
    static let interitemSpacing = 10.0

    /// §4.4 [INF]: `.fromContentInset` measures the section inset from the adjusted content inset;
    /// `.fromSafeArea` / `.fromLayoutMargins` from the safe area / margins, but never less than the
    /// adjusted content inset ("the minimum value … is always the collection view's contentInset").
    static func resolve(_ flow: FlowLayout?, screenFrame: Rect, adjustedContentInset aci: Insets,
                        safeArea: Insets, margins: Insets, contentHeight: Double? = nil, mirror: TransformFlips = []) -> ResolvedFlowLayout {
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
        var first = Rect(x: screenFrame.x + edges.left, y: screenFrame.y + edges.top, width: item.width, height: item.height)
        // Flow layout justifies a full row: its last item ends at the trailing section edge.
        var last = perRow == 1 ? first
            : Rect(x: screenFrame.maxX - edges.right - item.width, y: first.y, width: item.width, height: item.height)
        // The section's edges in content coordinates (the adjusted content inset is outside the content).
        let firstRowY = edges.top - aci.top
        let lastRowY = contentHeight.map { $0 - (edges.bottom - aci.bottom) - item.height } ?? firstRowY
        if !mirror.isEmpty {
            // A negative scale on the collection view (or above it) shows the rows mirrored within it.
            first = first.mirrored(in: screenFrame, mirror)
            last = last.mirrored(in: screenFrame, mirror)
        }
        return ResolvedFlowLayout(reference: reference, sectionEdges: edges, itemsPerRow: perRow, firstItem: first, lastItemInFirstRow: last,
                                  lastRowOffset: max(0, lastRowY - firstRowY))
    }
}

extension Rect {
    /// This rectangle reflected within `container` along the axes of `flips`.
    func mirrored(in container: Rect, _ flips: TransformFlips) -> Rect {
        var result = self
        if flips.contains(.horizontal) { result.x = container.minX + container.maxX - maxX }
        if flips.contains(.vertical) { result.y = container.minY + container.maxY - maxY }
        return result
    }
}
