import ScreenModel

/// One device family of the catalog (UIKIT.md §1, §11 D2). Everything the engine needs per device.
public struct Device: Hashable, Sendable {
    public enum Kind: String, Sendable {
        /// Home-button iPhone: 20-pt status bar, no housing, no home indicator.
        case rectangularPhone
        /// Notch iPhone: the housing keeps the top inset even with the status bar hidden (R7).
        case notchPhone
        /// Dynamic Island iPhone: the status bar ends 16/3 pt above the safe-area top (D5).
        case islandPhone
        /// Home-button iPad.
        case rectangularPad
        /// Face ID iPad: (24,0,20,0) in both orientations (D2).
        case faceIDPad
    }

    public let id: String
    public let name: String
    public let aliases: [String]
    public let kind: Kind
    /// Portrait point size.
    public let size: Size
    /// Portrait top safe-area inset of a bare view controller's root view, status bar visible.
    public let top: Double
    /// Portrait bottom inset (the home indicator); landscape uses `landscapeBottom`.
    public let bottom: Double
    public let landscapeBottom: Double
    /// D4: phones whose width is regular in landscape get 44-pt navigation bars and 49-pt tab bars there.
    public let regularWidthInLandscape: Bool
    /// §1c: the root view's side margin in portrait (16 or 20) — the system minimum.
    public let portraitSideMargin: Double
    /// Where the numbers come from (UIKIT.md §0 source keys) and how sure they are.
    public let source: String
    public let confidence: String

    public var isPhone: Bool { kind == .rectangularPhone || kind == .notchPhone || kind == .islandPhone }
    public var hasHousing: Bool { kind == .notchPhone || kind == .islandPhone }

    public func screenSize(_ orientation: Orientation) -> Size {
        orientation.isLandscape ? Size(width: size.height, height: size.width) : size
    }

    /// A bare view controller's root view with the default status bar (UIKIT.md §1, D2, D3):
    /// housing phones (0, T, 21, T) in landscape, rectangular phones 0, iPads unchanged.
    public func safeAreaInsets(_ orientation: Orientation) -> Insets {
        guard orientation.isLandscape, isPhone else { return Insets(top: top, left: 0, bottom: bottom, right: 0) }
        let side = hasHousing ? top : 0
        return Insets(top: 0, left: side, bottom: landscapeBottom, right: side)
    }

    /// Where the status bar ends when it is shown (D3, D5): the safe-area top, except on Dynamic
    /// Island phones, where it ends 16/3 pt above it.
    public var statusBarHeight: Double {
        kind == .islandPhone ? top - DeviceCatalog.islandStatusBarGap : top
    }

    /// D4: iPads are regular width; phones are compact width in portrait and, except the large
    /// phones, in landscape too.
    public func isRegularWidth(_ orientation: Orientation) -> Bool {
        !isPhone || (orientation.isLandscape && regularWidthInLandscape)
    }

    /// What the top band is called in messages.
    public var topBandName: String {
        switch kind {
        case .notchPhone: "notch"
        case .islandPhone: "Dynamic Island"
        case .rectangularPhone, .rectangularPad, .faceIDPad: "status bar"
        }
    }

    /// What the landscape side bands are called in messages.
    public var sideBandName: String { kind == .islandPhone ? "Dynamic Island side" : "notch side" }
}
