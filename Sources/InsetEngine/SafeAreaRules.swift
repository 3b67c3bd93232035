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

/// §1c: the root view's system minimum side margin, 20 on every phone in landscape and on iPad.
func systemMinimumSideMargin(device: Device, orientation: Orientation) -> Double {
    device.isPhone && !orientation.isLandscape ? device.portraitSideMargin : 20
}

/// M3 + §1c (D12): a view controller's root view takes top/bottom from its safe area and
/// max(system minimum, safe-area side + 16) on the sides — which reproduces every row of §1c
/// (e.g. iPhone X landscape 44 + 16 = 60; portrait 16 on 375/390/393-wide phones, 20 on 414+).
/// `minimum`: the device's `systemMinimumSideMargin` on this orientation.
func rootViewMargins(safeArea sa: Insets, minimum: Double, settings: AutoLayoutSettings? = nil, respectsSystemMinimum: Bool = true) -> Insets {
    guard let settings, settings.layoutMargins != nil || !settings.insetsLayoutMarginsFromSafeArea else {
        return Insets(top: sa.top, left: max(minimum, sa.left + 16), bottom: sa.bottom, right: max(minimum, sa.right + 16))
    }
    // M2/M3: custom margins add to the safe area (unless insetsLayoutMarginsFromSafeArea is off);
    // the root keeps "either your custom values or the minimum values ..., whichever values are
    // greater" on its sides while viewRespectsSystemMinimumLayoutMargins is on (Apple,
    // systemMinimumLayoutMargins).
    let base = settings.insetsLayoutMarginsFromSafeArea ? sa : .zero
    let custom = settings.layoutMargins ?? Insets(top: 0, left: 16, bottom: 0, right: 16)
    let sides = { (value: Double) in respectsSystemMinimum ? max(minimum, value) : value }
    return Insets(top: base.top + custom.top, left: sides(base.left + custom.left),
                  bottom: base.bottom + custom.bottom, right: sides(base.right + custom.right))
}

/// M1, M2, M4 for a view that is not a view controller's root, with the spec's settings: its own
/// margins (8 pt by default) from its safe-area edge, or from its bounds when
/// `insetsLayoutMarginsFromSafeArea` is off; with `preservesSuperviewLayoutMargins`, grown by "the
/// smallest amount needed" to keep content inside the superview's margins (WWDC18, "UIKit: Apps
/// for Every Size and Shape"). `frame` is in the superview's visible bounds.
func viewMargins(safeArea sa: Insets, settings: AutoLayoutSettings, frame: Rect, superviewMargins: Insets, superviewSize: Size) -> Insets {
    // 8 pt: "the default layout margins are normally 8 points on each side" (AD uikit-uiview-layoutmargins).
    let own = settings.layoutMargins ?? Insets(top: 8, left: 8, bottom: 8, right: 8)
    var m = (settings.insetsLayoutMarginsFromSafeArea ? sa : .zero) + own
    if settings.preservesSuperviewLayoutMargins {
        m.top = max(m.top, superviewMargins.top - frame.minY)
        m.left = max(m.left, superviewMargins.left - frame.minX)
        m.bottom = max(m.bottom, frame.maxY - (superviewSize.height - superviewMargins.bottom))
        m.right = max(m.right, frame.maxX - (superviewSize.width - superviewMargins.right))
    }
    return m
}
