import ScreenModel

/// UIKIT.md R3/R4 (D9): a view's inset on each edge is its overlap with the superview's unsafe
/// band on that edge, clamped to [0, the superview's inset]. `frame` is in the superview's visible
/// bounds; `parent` is what the superview passes down.
func overlapInsets(frame f: Rect, parent p: Insets, parentSize s: Size) -> Insets {
    func clamp(_ value: Double, _ limit: Double) -> Double { min(max(value, 0), max(limit, 0)) }
    return Insets(top: clamp(p.top - f.minY, p.top),
                  left: clamp(p.left - f.minX, p.left),
                  bottom: clamp(f.maxY - (s.height - p.bottom), p.bottom),
                  right: clamp(f.maxX - (s.width - p.right), p.right))
}

/// R2/R6 (D9): a view controller's root adds `additionalSafeAreaInsets`; negative values shrink
/// the inset, never below 0.
func addingAdditional(_ insets: Insets, _ additional: Insets) -> Insets {
    Insets(top: max(0, insets.top + additional.top), left: max(0, insets.left + additional.left),
           bottom: max(0, insets.bottom + additional.bottom), right: max(0, insets.right + additional.right))
}

/// M1/M2 (D12): a plain view's margins are 8 pt measured from its safe area.
// 8 pt: "the default layout margins are normally 8 points on each side" (AD uikit-uiview-layoutmargins).
func plainViewMargins(safeArea sa: Insets) -> Insets {
    sa + Insets(top: 8, left: 8, bottom: 8, right: 8)
}

/// M3 + §1c (D12): a view controller's root view takes top/bottom from its safe area and
/// max(system minimum, safe-area side + 16) on the sides — which reproduces every row of §1c
/// (e.g. iPhone X landscape 44 + 16 = 60; portrait 16 on 375/390/393-wide phones, 20 on 414+).
func rootViewMargins(safeArea sa: Insets, device: Device, orientation: Orientation) -> Insets {
    // §1c: the minimum is 20 on every phone in landscape and on iPad.
    let minimum = device.isPhone && !orientation.isLandscape ? device.portraitSideMargin : 20
    return Insets(top: sa.top, left: max(minimum, sa.left + 16), bottom: sa.bottom, right: max(minimum, sa.right + 16))
}
