import ScreenModel
import Synchronization

/// One device family of the catalog (UIKIT.md §1, §11 D2; CURRENT-IOS.md §1, D19). Everything the
/// engine needs per device; what changes per iOS profile is in `profiles`.
public struct Device: Hashable, Sendable {
    public enum Kind: String, Sendable {
        /// Home-button iPhone: 20-pt status bar, no housing, no home indicator.
        case rectangularPhone
        /// Notch iPhone: the housing keeps the top inset even with the status bar hidden (R7).
        case notchPhone
        /// Dynamic Island iPhone: the status bar ends above the safe-area top (D5).
        case islandPhone
        /// Home-button iPad.
        case rectangularPad
        /// Face ID iPad: (24,0,20,0) in both orientations (D2).
        case faceIDPad
    }

    /// The family's numbers, shared by every copy of it: a device rides in every context and layout,
    /// and copied by value its strings and arrays were each retained and released again, several
    /// times per layout.
    private final class Storage: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    /// Every field, compared and hashed as a whole (synthesized): a field added here cannot be left
    /// out of `==` or `hash`.
    private struct Fields: Hashable, Sendable {
        let id: String
        let name: String
        let aliases: [String]
        let kind: Kind
        let size: Size
        let top: Double
        let bottom: Double
        let regularWidthInLandscape: Bool
        let portraitSideMargin: Double
        let statusBarFrameHeight: Double?
        let legacyNavigationBarY: Double
        let source: String
        let confidence: String
        let profiles: [DeviceProfile]
    }

    /// Not counted: owned by `made` for the life of the process. Counted, a copy of a device (in
    /// every context, layout and observation) retained and released it, and the two files linted at
    /// once did so on one shared counter.
    private let storage: Unmanaged<Storage>

    /// Every device's storage, which nothing else owns: the catalog's entries (and the few a test
    /// makes). Held here rather than leaked, so that a leak checker sees them reachable.
    private static let made = Mutex<[Storage]>([])

    /// For the catalog's entries, made once: a device is never freed, so one made per spec or per
    /// file would grow memory for the life of the process.
    init(id: String, name: String, aliases: [String], kind: Kind, size: Size, top: Double, bottom: Double,
         regularWidthInLandscape: Bool, portraitSideMargin: Double, statusBarFrameHeight: Double?, legacyNavigationBarY: Double,
         source: String, confidence: String, profiles: [DeviceProfile]) {
        let owned = Storage(Fields(id: id, name: name, aliases: aliases, kind: kind, size: size, top: top, bottom: bottom,
                                 regularWidthInLandscape: regularWidthInLandscape, portraitSideMargin: portraitSideMargin,
                                 statusBarFrameHeight: statusBarFrameHeight, legacyNavigationBarY: legacyNavigationBarY, source: source,
                                 confidence: confidence, profiles: profiles))
        Self.made.withLock { $0.append(owned) }
        storage = .passUnretained(owned)
    }

    /// `body` on the fields, read in place: the storage's reference is not counted for it.
    @inline(__always)
    private func read<T>(_ body: (Storage) -> T) -> T { storage._withUnsafeGuaranteedRef(body) }

    public var id: String { read { $0.fields.id } }
    public var name: String { read { $0.fields.name } }
    public var aliases: [String] { read { $0.fields.aliases } }
    public var kind: Kind { read { $0.fields.kind } }
    /// Portrait point size.
    public var size: Size { read { $0.fields.size } }
    /// Portrait top safe-area inset of a bare view controller's root view, status bar visible
    /// (the same on every profile).
    public var top: Double { read { $0.fields.top } }
    /// Portrait bottom inset (the home indicator).
    public var bottom: Double { read { $0.fields.bottom } }
    /// D4: phones whose width is regular in landscape get wider bars there.
    public var regularWidthInLandscape: Bool { read { $0.fields.regularWidthInLandscape } }
    /// §1c: the root view's side margin in portrait (16 or 20) — the system minimum.
    public var portraitSideMargin: Double { read { $0.fields.portraitSideMargin } }
    /// The status bar's own frame height in portrait, where a source gives it: on Dynamic Island
    /// phones it is not the safe-area top (54 against 59; CURRENT-IOS.md §2, GKS41, WRN201).
    public var statusBarFrameHeight: Double? { read { $0.fields.statusBarFrameHeight } }
    /// Where a navigation bar starts on iOS 18 and earlier, status bar shown: the status bar's
    /// bottom (D5) — 16/3 pt above the safe-area top on Dynamic Island phones.
    public var legacyNavigationBarY: Double { read { $0.fields.legacyNavigationBarY } }
    /// Where the portrait numbers come from (source keys: `DeviceCatalog.sources`) and how sure they are.
    public var source: String { read { $0.fields.source } }
    public var confidence: String { read { $0.fields.confidence } }
    /// The insets on each profile some model of the family ran, in profile order.
    public var profiles: [DeviceProfile] { read { $0.fields.profiles } }

    /// Whether `other` has this device's id: nearly always a copy of the same catalog entry, compared
    /// by identity before the strings are.
    func hasSameID(as other: Device) -> Bool {
        storage.toOpaque() == other.storage.toOpaque() || id.utf8.count == other.id.utf8.count && id == other.id
    }

    /// Equal when every field is, as the value it was: two copies of one device compare by identity first.
    public static func == (a: Device, b: Device) -> Bool {
        a.storage.toOpaque() == b.storage.toOpaque() || a.read { x in b.read { x.fields == $0.fields } }
    }

    public func hash(into hasher: inout Hasher) {
        read { $0.fields.hash(into: &hasher) }
    }

    public var isPhone: Bool { kind == .rectangularPhone || kind == .notchPhone || kind == .islandPhone }
    public var hasHousing: Bool { kind == .notchPhone || kind == .islandPhone }

    public func screenSize(_ orientation: Orientation) -> Size {
        orientation.isLandscape ? Size(width: size.height, height: size.width) : size
    }

    /// Whether some model of the family ran `ios` (a set or the default devices use the family on
    /// every profile one of its models ran).
    public func runs(_ ios: IOSProfile) -> Bool { profiles.contains { $0.ios == ios } }

    /// The family's numbers on `ios`; the iOS 18 ones for a profile it never ran.
    public func profile(_ ios: IOSProfile) -> DeviceProfile {
        profiles[profilePosition(ios)]
    }

    /// Where `profile(ios)` is in `profiles`: the first on `ios`, else the iOS 18 numbers (the first).
    /// Compared field by field through a pointer: `first(where:)` handed each profile over as a copy,
    /// retaining and releasing its two strings.
    private func profilePosition(_ ios: IOSProfile) -> Int {
        read {
            $0.fields.profiles.withUnsafeBufferPointer { profiles in
                precondition(!profiles.isEmpty, "a device has its iOS 18 numbers")
                let base = profiles.baseAddress.unsafelyUnwrapped
                var k = 0
                while k < profiles.count && base[k].ios != ios { k += 1 }
                return k < profiles.count ? k : 0
            }
        }
    }

    /// `profile(ios)`'s insets in portrait or landscape, and whether its confidence is "3P" (a third
    /// party's figure), read in place: a `DeviceProfile` copied out retained and released its two
    /// strings, per layout.
    func insets(_ ios: IOSProfile, landscape: Bool) -> (insets: Insets, thirdParty: Bool) {
        let k = profilePosition(ios)
        return read {
            $0.fields.profiles.withUnsafeBufferPointer { profiles in
                let p = profiles.baseAddress.unsafelyUnwrapped + k
                return (landscape ? p.pointee.landscape : p.pointee.portrait, p.pointee.confidence == "3P")
            }
        }
    }

    /// A bare view controller's root view with the default status bar (UIKIT.md §1, D2, D3;
    /// CURRENT-IOS.md D17).
    public func safeAreaInsets(_ orientation: Orientation, ios: IOSProfile) -> Insets {
        let p = profile(ios)
        return orientation.isLandscape ? p.landscape : p.portrait
    }

    /// Where a navigation bar starts with the status bar shown: the status bar's bottom on iOS 18
    /// (D5); the safe-area top on iOS 26 and 27 phones (D16; SPINE377 measured, GK47).
    public func navigationBarY(_ ios: IOSProfile) -> Double {
        ios.hasNewDesign && isPhone ? top : legacyNavigationBarY
    }

    /// D4: iPads are regular width; phones are compact width in portrait and, except the large
    /// phones, in landscape too.
    public func isRegularWidth(_ orientation: Orientation) -> Bool {
        !isPhone || (orientation.isLandscape && regularWidthInLandscape)
    }

    /// What the top band is called in messages, in portrait.
    public var topBandName: String {
        switch kind {
        case .notchPhone: "notch"
        case .islandPhone: "Dynamic Island"
        case .rectangularPhone, .rectangularPad, .faceIDPad: "status bar"
        }
    }

    /// What the top band is called in `orientation`: in landscape a notch or Dynamic Island is on a
    /// side, so the top inset some phones report there (20 pt on iOS 26) is not it.
    public func topBandName(_ orientation: Orientation) -> String {
        orientation.isLandscape && (kind == .notchPhone || kind == .islandPhone) ? "top safe-area inset" : topBandName
    }

    /// What the landscape side bands are called in messages.
    public var sideBandName: String { kind == .islandPhone ? "Dynamic Island side" : "notch side" }

    /// Whether a spec resolves to the same layout on this device and on `other` on `ios`, and the
    /// rules word what they see there the same: every number the engine reads of a device on that
    /// profile is equal, and so is the kind the band names come from (`topBandName`, `sideBandName`)
    /// — an iPhone 16 Pro and an iPhone 17 on iOS 26, say. Only the id and the name differ, and a
    /// layout's observations are relabelled with the context's own. Anything the engine or a rule
    /// comes to read of a device must be compared here (DeviceSharingTests holds the list).
    public func resolvesAlike(_ other: Device, on ios: IOSProfile) -> Bool {
        resolvesAlike(other, on: ios, landscape: false) && resolvesAlike(other, on: ios, landscape: true)
    }

    /// `resolvesAlike` in portrait only (`landscape` false) or in landscape only. A portrait layout
    /// reads nothing of the landscape insets, nor the profile's confidence (`SystemBars` asks it only
    /// in landscape): an iPhone 16 Pro and an iPhone 17 on iOS 18 are alike in portrait, where only
    /// the 17's landscape insets (those of its compatibility mode) differ.
    public func resolvesAlike(_ other: Device, on ios: IOSProfile, landscape: Bool) -> Bool {
        // The plain numbers first: most pairs differ there, before a profile is looked up.
        guard kind == other.kind, size == other.size, top == other.top, bottom == other.bottom,
              regularWidthInLandscape == other.regularWidthInLandscape, portraitSideMargin == other.portraitSideMargin,
              statusBarFrameHeight == other.statusBarFrameHeight, navigationBarY(ios) == other.navigationBarY(ios) else { return false }
        // `capsWidth` reads the orientation only as portrait or landscape.
        let orientation: Orientation = landscape ? .landscapeLeft : .portrait
        guard ReadableContent.capsWidth(device: self, orientation: orientation) == ReadableContent.capsWidth(device: other, orientation: orientation)
        else { return false }
        let mine = profile(ios), theirs = other.profile(ios)
        return landscape ? mine.landscape == theirs.landscape && mine.confidence == theirs.confidence : mine.portrait == theirs.portrait
    }
}

/// A device family's safe-area insets on one iOS profile, with their source and confidence.
public struct DeviceProfile: Hashable, Sendable {
    public let ios: IOSProfile
    public let portrait: Insets
    public let landscape: Insets
    /// Source keys (`DeviceCatalog.sources`) for these numbers.
    public let source: String
    /// MEAS (measured and published), 3P (third-party figure), INF (inferred; no source either way).
    public let confidence: String
}
