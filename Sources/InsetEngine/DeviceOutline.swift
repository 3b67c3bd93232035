import ScreenModel

/// How a device looks, for drawing it (`insetlint render`, the HTML report): the display's corner
/// radius, the sensor housing and the home indicator. Drawing data only — the engine never reads
/// it; every inset comes from `Device` and UIKIT.md. Where no public source gives a number it is
/// marked an approximation.
public struct DeviceOutline: Hashable, Sendable {
    public enum Housing: Hashable, Sendable {
        /// Home-button phones and iPads: the cameras sit in the bezel.
        case none
        /// A cut-out hanging from the top edge, centred; `width` along that edge.
        case notch(width: Double, height: Double)
        /// The Dynamic Island: a pill `top` points below the top edge, centred.
        case island(width: Double, height: Double, top: Double)
    }

    /// The display's corner radius in points (0: a rectangular display).
    public let cornerRadius: Double
    public let housing: Housing
    /// The home indicator's length in portrait and in landscape (0: a home button instead).
    public let homeIndicatorLength: IndicatorLength
    /// Where the numbers come from (source keys below).
    public let source: String
    /// Which numbers have no public source and are drawn from an estimate; empty when none.
    public let approximation: String

    public struct IndicatorLength: Hashable, Sendable {
        public let portrait: Double
        public let landscape: Double

        public func callAsFunction(_ orientation: Orientation) -> Double { orientation.isLandscape ? landscape : portrait }
    }

    public var hasHomeButton: Bool { homeIndicatorLength.portrait == 0 }

    /// The screen edge the housing (or, without one, the front camera in the bezel) is on, in
    /// interface coordinates. A spec's orientations are interface orientations, the ones a view
    /// controller's `supportedInterfaceOrientations` names. UIKit defines
    /// `UIInterfaceOrientation.landscapeLeft` as `UIDeviceOrientation.landscapeRight` ("rotating the
    /// device to the left requires rotating the content to the right", UIApplication.h), and Apple's
    /// `UIDeviceOrientation.landscapeLeft` page puts "the front-facing camera on the left side" (older
    /// wording: the home button on the right), so device landscape-right has it on the right. Hence in
    /// interface landscape-left the top of the device — camera, housing — is on the right and the
    /// home button or bottom edge on the left; landscape-right is the mirror image. (SwiftUI's
    /// `InterfaceOrientation.landscapeLeft` page says "top of the device on the left"; InsetLint
    /// follows UIKit, whose names the spec uses.)
    public static func cameraEdge(_ orientation: Orientation) -> Edge {
        switch orientation {
        case .portrait: .top
        case .landscapeLeft: .right
        case .landscapeRight: .left
        }
    }
}

// Source keys:
// BK   markbattistella/BezelKit SupportedDeviceList.md @ 08f1d15f: display corner radius per model,
//      read from UIKit's `_displayCornerRadius` on simulators by the project's generator.
// KB   kylebshr/UIKitCorners README and kylebashour.com "Finding the Real iPhone X Corner Radius"
//      (2020 update): the same UIKit value for X…12 Pro Max and the Face ID iPads; agrees with BK.
// DIU  theblixguy/DynamicIslandUtilities Sources/DynamicIslandUtilities/DynamicIsland.swift: the
//      resting Dynamic Island is 126 × 37.33 pt, 11 pt below the top edge (iPhone 14 Pro).
// NOTCH  no first-party or measured point size found. Estimates cross-checked against two
//      third-party code tables (mitchtreece/Espresso `UINotch`: 209 × 31 for the X; an unattributed
//      Swift `Device` extension: X 209 × 28, XR/11 220 × 29, 13 mini 168 × 31, 13/13 Pro Max 160 × 34)
//      and 512pixels.net "On iPhone Notch Sizes" (from Apple's Accessory Design Guidelines drawings:
//      the XR/11 notch is the largest, the 13's the narrowest).
// HI   the home indicator's length: no public source found; 134 pt in portrait is the common
//      estimate from screenshots, the others are scaled estimates.
extension Device {
    /// Drawing data for this device family (see `DeviceOutline`).
    public var outline: DeviceOutline {
        DeviceOutline.catalog[id] ?? DeviceOutline(cornerRadius: 0, housing: .none, homeIndicatorLength: DeviceOutline.noIndicator,
                                                   source: "", approximation: "no outline data: drawn as a rectangle")
    }
}

extension DeviceOutline {
    static let noIndicator = IndicatorLength(portrait: 0, landscape: 0)
    private static let phoneIndicator = IndicatorLength(portrait: 134, landscape: 210)
    private static let padIndicator = IndicatorLength(portrait: 310, landscape: 310)
    private static let island = Housing.island(width: 126, height: 37.33, top: 11)

    static let catalog: [String: DeviceOutline] = [
        "iphone-se-3": DeviceOutline(cornerRadius: 0, housing: .none, homeIndicatorLength: noIndicator,
                                     source: "BK (0: rectangular display)", approximation: ""),
        "iphone-8-plus": DeviceOutline(cornerRadius: 0, housing: .none, homeIndicatorLength: noIndicator,
                                       source: "BK (0: rectangular display)", approximation: ""),
        "iphone-x": DeviceOutline(cornerRadius: 39, housing: .notch(width: 209, height: 30), homeIndicatorLength: phoneIndicator,
                                  source: "corner BK, KB", approximation: "notch size (NOTCH), home indicator (HI)"),
        "iphone-xs-max": DeviceOutline(cornerRadius: 39, housing: .notch(width: 209, height: 30), homeIndicatorLength: phoneIndicator,
                                       source: "corner BK, KB", approximation: "notch size (NOTCH), home indicator (HI)"),
        "iphone-11": DeviceOutline(cornerRadius: 41.5, housing: .notch(width: 220, height: 31), homeIndicatorLength: phoneIndicator,
                                   source: "corner BK, KB", approximation: "notch size (NOTCH), home indicator (HI)"),
        // The 12 mini's notch is wider than the 13 mini's; the family is drawn with the newer one.
        "iphone-13-mini": DeviceOutline(cornerRadius: 44, housing: .notch(width: 168, height: 32), homeIndicatorLength: phoneIndicator,
                                        source: "corner BK, KB", approximation: "notch size (NOTCH; 13 mini), home indicator (HI)"),
        "iphone-14": DeviceOutline(cornerRadius: 47.33, housing: .notch(width: 160, height: 34), homeIndicatorLength: phoneIndicator,
                                   source: "corner BK (12, 13, 14, 16e), KB (12)", approximation: "notch size (NOTCH; 13/14), home indicator (HI)"),
        "iphone-14-plus": DeviceOutline(cornerRadius: 53.33, housing: .notch(width: 160, height: 34), homeIndicatorLength: phoneIndicator,
                                        source: "corner BK, KB (12 Pro Max)", approximation: "notch size (NOTCH; 13 Pro Max/14 Plus), home indicator (HI)"),
        "iphone-15": DeviceOutline(cornerRadius: 55, housing: island, homeIndicatorLength: phoneIndicator,
                                   source: "corner BK; island DIU", approximation: "home indicator (HI)"),
        "iphone-15-pro-max": DeviceOutline(cornerRadius: 55, housing: island, homeIndicatorLength: phoneIndicator,
                                           source: "corner BK; island DIU (measured on the 14 Pro)",
                                           approximation: "island assumed the 14 Pro's size; home indicator (HI)"),
        "iphone-16-pro": DeviceOutline(cornerRadius: 62, housing: island, homeIndicatorLength: phoneIndicator,
                                       source: "corner BK; island DIU (measured on the 14 Pro)",
                                       approximation: "island assumed the 14 Pro's size; home indicator (HI)"),
        "iphone-16-pro-max": DeviceOutline(cornerRadius: 62, housing: island, homeIndicatorLength: phoneIndicator,
                                           source: "corner BK; island DIU (measured on the 14 Pro)",
                                           approximation: "island assumed the 14 Pro's size; home indicator (HI)"),
        // The 2025 phones: no measured corner radius found; drawn with the iPhone 16 Pro's.
        "iphone-17": DeviceOutline(cornerRadius: 62, housing: island, homeIndicatorLength: phoneIndicator,
                                   source: "island DIU (measured on the 14 Pro)",
                                   approximation: "corner assumed the 16 Pro's; island assumed the 14 Pro's size; home indicator (HI)"),
        "iphone-17-pro-max": DeviceOutline(cornerRadius: 62, housing: island, homeIndicatorLength: phoneIndicator,
                                           source: "island DIU (measured on the 14 Pro)",
                                           approximation: "corner assumed the 16 Pro Max's; island assumed the 14 Pro's size; home indicator (HI)"),
        "iphone-air": DeviceOutline(cornerRadius: 62, housing: island, homeIndicatorLength: phoneIndicator,
                                    source: "island DIU (measured on the 14 Pro)",
                                    approximation: "corner assumed the 16 Pro's; island assumed the 14 Pro's size; home indicator (HI)"),
        "ipad-air-11": DeviceOutline(cornerRadius: 18, housing: .none, homeIndicatorLength: padIndicator,
                                     source: "corner BK (iPad Air 4th gen)", approximation: "home indicator (HI)"),
        "ipad-air-13": DeviceOutline(cornerRadius: 18, housing: .none, homeIndicatorLength: padIndicator,
                                     source: "corner: the iPad Pro 12.9\"'s (BK, KB)", approximation: "corner assumed the 12.9\" Pro's; home indicator (HI)"),
        "ipad-pro-11-m4": DeviceOutline(cornerRadius: 18, housing: .none, homeIndicatorLength: padIndicator,
                                        source: "corner: the earlier iPad Pro 11\"'s (BK, KB)", approximation: "corner assumed the earlier Pro's; home indicator (HI)"),
        "ipad-pro-13-m4": DeviceOutline(cornerRadius: 18, housing: .none, homeIndicatorLength: padIndicator,
                                        source: "corner: the iPad Pro 12.9\"'s (BK, KB)", approximation: "corner assumed the 12.9\" Pro's; home indicator (HI)"),
        "ipad-10-2": DeviceOutline(cornerRadius: 0, housing: .none, homeIndicatorLength: noIndicator,
                                   source: "BK (0: rectangular display)", approximation: ""),
        "ipad-mini-6": DeviceOutline(cornerRadius: 21.5, housing: .none, homeIndicatorLength: padIndicator,
                                     source: "corner BK (iPad14,1/14,2)", approximation: "home indicator (HI)"),
        "ipad-pro-11": DeviceOutline(cornerRadius: 18, housing: .none, homeIndicatorLength: padIndicator,
                                     source: "corner BK, KB", approximation: "home indicator (HI)"),
        "ipad-pro-12-9": DeviceOutline(cornerRadius: 18, housing: .none, homeIndicatorLength: padIndicator,
                                       source: "corner BK, KB", approximation: "home indicator (HI)"),
    ]
}
