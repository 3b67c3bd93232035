import ScreenModel

/// Where each non-zero safe-area inset of a view comes from, in words, for `insetlint explain`.
/// Derived from a resolved layout after the fact, so linting never pays for it.
public enum SafeAreaExplanation {
    // The rules behind each phrase (UIKIT.md): R9 transforms, §4.3 scroll views fold their inset, R4 the
    // clamp to the parent's inset, R8 opaque or excluded bars, R6 additionalSafeAreaInsets.
    public static func reasons(_ spec: ScreenSpec, _ layout: ResolvedLayout, view index: Int) -> [(edge: Edge, reason: String)] {
        let viewSpec = spec.views[index]
        let view = layout.views[index]
        if view.isHidden { return [] }
        if viewSpec.transform {
            return [(.top, "all 0: UIKit does not propagate the safe area into a view with a scale/rotation transform")]
        }
        var result: [(Edge, String)] = []
        for edge in Edge.allCases {
            if let override = viewSpec.safeAreaInsetsOverride?[edge] {
                result.append((edge, "\(p(override)) from safeAreaInsetsOverride (a WKWebView subclass)"))
                continue
            }
            var parts: [String] = []
            let additional = index == ScreenSpec.rootIndex
                ? spec.viewController.additionalSafeAreaInsets[edge]
                : viewSpec.viewController?.additionalSafeAreaInsets[edge] ?? 0
            if let parentIndex = viewSpec.parent {
                let parent = layout.views[parentIndex]
                let parentID = spec.views[parentIndex].id
                if parent.scroll?.consumedEdges.contains(edge) == true, parent.safeAreaInsets[edge] > 0.01 {
                    parts.append("\(parentID) folds its \(p(parent.safeAreaInsets[edge])) into adjustedContentInset and passes 0 on this edge")
                } else if spec.views[parentIndex].transform {
                    parts.append("\(parentID) is transformed and passes nothing on")
                } else {
                    let overlap = view.safeAreaInsets[edge] - additional
                    if overlap > 0.01 || additional != 0 {
                        let clamped = abs(overlap - parent.safeAreaInsets[edge]) < 0.01 ? ", all of it (never more than the parent's)" : ""
                        parts.append("\(p(max(0, overlap))) of \(parentID)'s \(p(parent.safeAreaInsets[edge])) \(edge.rawValue) inset overlaps it\(clamped)")
                    }
                }
            } else {
                let covered = rootBand(layout, edge)
                let overlap = view.safeAreaInsets[edge] - additional
                if overlap > 0.01 { parts.append("\(p(overlap)) of \(covered)") }
                if edge == .top, view.frame.minY > 0.01 {
                    parts.append("the root starts at y \(p(view.frame.minY)), below an opaque or excluded bar")
                }
                if edge == .bottom, view.frame.maxY < layout.screenSize.height - 0.01 {
                    parts.append("the root ends at y \(p(view.frame.maxY)), above an opaque or excluded bar")
                }
            }
            if additional != 0 {
                parts.append("\(additional > 0 ? "+" : "−") \(p(abs(additional))) additionalSafeAreaInsets\(view.safeAreaInsets[edge] < 0.01 ? ", clamped at 0" : "")")
            }
            if view.safeAreaInsets[edge] > 0.01 || !parts.isEmpty {
                result.append((edge, "\(p(view.safeAreaInsets[edge])): " + parts.joined(separator: "; ")))
            }
        }
        return result
    }

    /// What covers an edge of the screen for the root view: device band and bars.
    static func rootBand(_ layout: ResolvedLayout, _ edge: Edge) -> String {
        let device = layout.context.device
        switch edge {
        case .top:
            var parts: [String] = []
            if layout.deviceInsets.top > 0 { parts.append("the \(device.topBandName(layout.context.orientation)) (\(p(layout.deviceInsets.top)))") }
            for bar in layout.bars where bar.edge == .top {
                parts.append("the \(bar.kind.rawValue) (y \(p(bar.frame.minY))–\(p(bar.frame.maxY)))")
            }
            return parts.isEmpty ? "the top of the screen" : parts.joined(separator: " and ")
        case .bottom:
            let bars = layout.bars.filter { $0.edge == .bottom }
            if let top = bars.map(\.frame.minY).min() {
                let indicator = layout.deviceInsets.bottom > 0 ? ", home indicator included" : ""
                return "the \(bars.map(\.kind.rawValue).joined(separator: " and ")) (from y \(p(top))\(indicator))"
            }
            return "the home indicator (\(p(layout.deviceInsets.bottom)))"
        case .left, .right:
            return "the landscape \(device.sideBandName) band (\(p(layout.deviceInsets[edge])))"
        }
    }

    static func p(_ value: Double) -> String { Points.text(value) }
}
