import ScreenModel

/// M5: the readable content guide lies within the layout-margins guide and, in a regular-width
/// environment, is at most `maximumWidth` wide, centred.
enum ReadableContent {
    /// Every regular-width row of UIKIT.md §1c measures a readable width of 664 pt at the default
    /// text size: 896 − 2×116 (XS Max, 11), 926 − 2×131 (14 Plus), 932 − 2×134 (14 Pro Max) in
    /// landscape; 834 − 2×85 and 1194 − 2×265 (iPad Pro 11); 1133 − 2×234.5 (iPad mini 6 landscape).
    static let maximumWidth = 664.0

    /// Whether the guide is capped at `maximumWidth` on this device × orientation (worked out once
    /// per context: it compares the device's id).
    static func capsWidth(device: Device, orientation: Orientation) -> Bool {
        // DIM measured iPad mini 6 portrait (744 wide) at the margins (inset 20), not at 664 (§1c).
        let measuredUncapped = device.id == "ipad-mini-6" && !orientation.isLandscape
        return device.isRegularWidth(orientation) && !measuredUncapped
    }

    static func guide(margins: Rect, capsWidth: Bool) -> Rect {
        guard capsWidth, margins.width > maximumWidth else { return margins }
        return Rect(x: margins.midX - maximumWidth / 2, y: margins.y, width: maximumWidth, height: margins.height)
    }
}
