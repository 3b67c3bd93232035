import ScreenModel

/// One device × orientation × iOS profile a screen is resolved for.
public struct LayoutContext: Hashable, Sendable, Comparable {
    public let device: Device
    public let orientation: Orientation
    /// The UIKit profile (FORMAT.md §7); it changes only the bars and insets the layout starts from.
    public let ios: IOSProfile

    public init(device: Device, orientation: Orientation, ios: IOSProfile = .ios18) {
        self.device = device
        self.orientation = orientation
        self.ios = ios
    }

    /// "iphone-x portrait", without the profile (see `profileLabel`).
    public var label: String { "\(device.id) \(orientation.rawValue)" }

    /// "iphone-x portrait (iOS 26)".
    public var profileLabel: String { "\(label) (\(ios.label))" }

    /// Whether the engine resolves both contexts to the same geometry. It reads the orientation
    /// only as portrait or landscape: a device's landscape insets are the same on both sides (UIKIT.md
    /// §1, note 1), so landscape-left and landscape-right of one device share every number.
    public func sharesGeometry(with other: LayoutContext) -> Bool {
        orientation.isLandscape == other.orientation.isLandscape && ios == other.ios && device.hasSameID(as: other.device)
    }

    /// For each of `contexts`, the first one that shares its geometry (itself when none before it
    /// does), so that one layout serves them all.
    public static func firstSharingGeometry(_ contexts: [LayoutContext]) -> [Int] {
        contexts.withUnsafeBufferPointer { all in firstSharingGeometry(all, device: deviceNumbers(all)) }
    }

    /// `firstSharingGeometry`, given `deviceNumbers(all)`: a table by device, portrait or landscape
    /// and profile, where comparing every context with every earlier one cost thousands of
    /// comparisons a spec on the full matrix.
    static func firstSharingGeometry(_ all: UnsafeBufferPointer<LayoutContext>, device: [Int32]) -> [Int] {
        let devices = Int(device.max() ?? -1) + 1
        var firstOf = [Int](repeating: -1, count: devices * 2 * IOSProfile.allCases.count)
        var result = [Int](repeating: 0, count: all.count)
        for i in all.indices {
            let context = all.baseAddress.unsafelyUnwrapped + i
            let profile: Int
            switch context.pointee.ios {
            case .ios18: profile = 0
            case .ios26: profile = 1
            case .ios27: profile = 2
            }
            let key = (Int(device[i]) * 2 + (context.pointee.orientation.isLandscape ? 1 : 0)) * IOSProfile.allCases.count + profile
            if firstOf[key] < 0 { firstOf[key] = i }
            result[i] = firstOf[key]
        }
        return result
    }

    /// `device` (from `deviceNumbers`), with each context's number replaced by the lowest one whose
    /// device resolves alike on the context's profile in its orientation, portrait or landscape
    /// (`Device.resolvesAlike(_:on:landscape:)`).
    static func alikeNumbers(_ all: UnsafeBufferPointer<LayoutContext>, device: [Int32]) -> [Int32] {
        let base = all.baseAddress
        var representative: [Int] = []   // a context of each device number, in number order
        for i in all.indices where Int(device[i]) == representative.count { representative.append(i) }
        let count = representative.count
        // The number each device takes per profile and portrait or landscape (-1: not worked out
        // yet): worked out for the first context that asks, where every context compared its device
        // with each earlier one.
        var alike = [Int32](repeating: -1, count: count * IOSProfile.allCases.count * 2)
        var result = device
        for i in all.indices {
            let context = base.unsafelyUnwrapped + i
            let profile: Int = switch context.pointee.ios {
            case .ios18: 0
            case .ios26: 1
            case .ios27: 2
            }
            let landscape = context.pointee.orientation.isLandscape
            let d = Int(device[i])
            let slot = (profile * 2 + (landscape ? 1 : 0)) * count + d
            if alike[slot] < 0 {
                alike[slot] = device[i]
                for e in 0..<d {
                    // A few numbers first: most pairs of devices differ there.
                    let other = base.unsafelyUnwrapped + representative[e]
                    if other.pointee.device.kind == context.pointee.device.kind && other.pointee.device.size == context.pointee.device.size
                        && other.pointee.device.top == context.pointee.device.top
                        && other.pointee.device.resolvesAlike(context.pointee.device, on: context.pointee.ios, landscape: landscape) {
                        alike[slot] = Int32(truncatingIfNeeded: e)   // below `d`, itself an Int32
                        break
                    }
                }
            }
            result[i] = alike[slot]
        }
        return result
    }

    /// For each context, a number for its device (by id): equal numbers, the same device. Contexts
    /// come device by device, so a context is compared with the one before it first.
    static func deviceNumbers(_ all: UnsafeBufferPointer<LayoutContext>) -> [Int32] {
        var number = [Int32](repeating: 0, count: all.count)
        var seen: [Int] = []   // the first context of each device number
        let base = all.baseAddress
        func same(_ a: Int, _ b: Int) -> Bool {
            (base.unsafelyUnwrapped + a).pointee.device.hasSameID(as: (base.unsafelyUnwrapped + b).pointee.device)
        }
        for i in all.indices {
            if i > 0, same(i, i - 1) { number[i] = number[i - 1]; continue }
            if let k = seen.firstIndex(where: { same($0, i) }) {
                number[i] = Int32(k)
            } else {
                number[i] = Int32(seen.count)
                seen.append(i)
            }
        }
        return number
    }

    public static func < (a: LayoutContext, b: LayoutContext) -> Bool {
        let ia = DeviceCatalog.all.firstIndex { $0.id == a.device.id } ?? 0
        let ib = DeviceCatalog.all.firstIndex { $0.id == b.device.id } ?? 0
        return (ia, a.ios, a.orientation) < (ib, b.ios, b.orientation)
    }
}

/// A scroll view's resolved insets (UIKIT.md §4).
public struct ResolvedScroll: Hashable, Sendable {
    /// The behavior in effect (for a WKWebView, after D11).
    public let behavior: ContentInsetAdjustmentBehavior
    public let contentInset: Insets
    public let adjustedContentInset: Insets
    /// Edges whose safe-area inset the scroll view folds into `adjustedContentInset` (§4.2)
    /// and so does not pass on to its subviews (§4.3).
    public var consumedEdges: Set<Edge> { Set(Edge.allCases.filter(consumes)) }
    /// `consumedEdges` as bits in `Edge.allCases` order: a plain value, so a layout's scroll views
    /// cost no allocation per device × orientation.
    private let consumedMask: UInt8
    /// The content area (`contentLayoutGuide`), origin 0,0.
    public let contentSize: Size
    /// `-adjustedContentInset.left/top`: where the content starts scrolled (FORMAT.md §1).
    public var initialContentOffset: (x: Double, y: Double) { (-adjustedContentInset.left, -adjustedContentInset.top) }
    /// Whether the first-subview chain rule gave `.automatic` its vertical adjustment (D10).
    public let isRelevantScrollView: Bool
    /// §4.2: content taller than the bounds, or `alwaysBounceVertical`.
    public let verticallyScrollable: Bool
    /// §4.5 [INF]: the automatic part of the indicator insets (adjusted minus content inset) when
    /// `automaticallyAdjustsScrollIndicatorInsets`, else zero.
    public let scrollIndicatorInsets: Insets

    init(behavior: ContentInsetAdjustmentBehavior, contentInset: Insets, adjustedContentInset: Insets, consumedMask: UInt8,
         contentSize: Size, isRelevantScrollView: Bool,
         verticallyScrollable: Bool, scrollIndicatorInsets: Insets) {
        self.behavior = behavior
        self.contentInset = contentInset
        self.adjustedContentInset = adjustedContentInset
        self.consumedMask = consumedMask
        self.contentSize = contentSize
        self.isRelevantScrollView = isRelevantScrollView
        self.verticallyScrollable = verticallyScrollable
        self.scrollIndicatorInsets = scrollIndicatorInsets
    }

    /// Whether `edge` is one of `consumedEdges`.
    public func consumes(_ edge: Edge) -> Bool {
        consumedMask & edge.mask != 0
    }

    /// How far the content moves up between the initial offset and the bottom-most offset.
    public func verticalTravel(boundsHeight: Double) -> Double {
        max(0, contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom - boundsHeight)
    }

    /// How far the content moves left between the initial offset and the right-most offset.
    public func horizontalTravel(boundsWidth: Double) -> Double {
        max(0, contentSize.width + adjustedContentInset.left + adjustedContentInset.right - boundsWidth)
    }
}

/// A view's resolved geometry; indices match `ScreenSpec.views`.
///
/// A layout holds one of these per view per device × orientation, and a run keeps one layout per
/// worker alive, so the value is kept to 96 bytes: the index in 32 bits, the hidden flag as a bit,
/// the screen frame as an origin (its size is the frame's),
/// the visible frame as bits when it is all of the screen frame or none of it (a frame clipped by
/// the screen or a scroll view, which few are, goes out of line), and the layout margins worked out
/// from the safe area when read (they are that, plus a fixed 8 pt, for every view but a view
/// controller's root).
public struct ResolvedView: Sendable {
    /// In the superview's coordinates (for a scroll view's subviews, content coordinates).
    public private(set) var frame: Rect
    public private(set) var safeAreaInsets: Insets
    /// `screenFrame`'s origin; its size is always `frame`'s (the frame moved by its superviews' origins).
    @usableFromInline private(set) var screenX: Double
    @usableFromInline private(set) var screenY: Double
    /// What only scroll views, web views, transformed views and view-controller roots have, out of
    /// line: most views are labels and buttons.
    @usableFromInline private(set) var extras: Extras?
    private let storedIndex: Int32
    @usableFromInline private(set) var flags: UInt8

    // Getters below inlinable: the rules read them for every view on every device × orientation,
    // and an opaque `scroll` getter copied the whole 136-byte value out to read one field.
    @usableFromInline enum Flags {
        @usableFromInline static let hidden: UInt8 = 1
        /// Some of it is visible: all of `screenFrame` with `whole`, else `extras.clippedVisibleFrame`.
        @usableFromInline static let visible: UInt8 = 2
        @usableFromInline static let whole: UInt8 = 4
        /// Placed on this context; a placeholder reports zero margins.
        static let placed: UInt8 = 8
        /// Its subviews appear mirrored within it, horizontally (16) or vertically (32): a negative
        /// scale on it or an ancestor, not undone by another (`TransformFlips` << 4).
        static let mirrorShift: UInt8 = 4
    }

    /// `TransformFlips` raw bits: the axes along which this view's subviews appear mirrored on screen.
    public var mirrorsSubviews: TransformFlips { TransformFlips(rawValue: (flags >> Flags.mirrorShift) & 3) }

    public var index: Int { Int(storedIndex) }

    /// On screen, at the initial content offset.
    @inlinable public var screenFrame: Rect { Rect(x: screenX, y: screenY, width: frame.width, height: frame.height) }

    /// The part of `screenFrame` not clipped away by an enclosing scroll view or the screen.
    @inlinable public var visibleFrame: Rect? {
        guard flags & Flags.visible != 0 else { return nil }
        return flags & Flags.whole != 0 ? screenFrame : extras?.clippedVisibleFrame
    }

    /// Hidden itself or inside a hidden view: out of layout and rules.
    @inlinable public var isHidden: Bool { flags & Flags.hidden != 0 }

    /// M2 for a plain view (`plainViewMargins`); a view controller's root keeps the M3 margins it was placed with.
    public var layoutMargins: Insets {
        if let margins = extras?.rootMargins { return margins }
        return flags & Flags.placed != 0 ? plainViewMargins(safeArea: safeAreaInsets) : .zero
    }

    /// Kept from one context to the next: a layout's views are written again on each context the
    /// resolver recycles it for, and a box nothing else holds is refilled rather than freed and
    /// allocated again (per scroll view per context). `@unchecked` and `@exclusivity(unchecked)`: it
    /// is changed only by `set`, called only while the view being placed holds the sole reference
    /// (`isKnownUniquelyReferenced`), so no copy of a view, in this thread or another, reads it while
    /// it changes; checked, every read of a view's scroll values by the rules paid a dynamic
    /// exclusivity check.
    @usableFromInline final class Extras: @unchecked Sendable {
        @exclusivity(unchecked) @usableFromInline private(set) var scroll: ResolvedScroll?
        @exclusivity(unchecked) private(set) var flowLayout: ResolvedFlowLayout?
        @exclusivity(unchecked) private(set) var webSafeAreaEnv: Insets?
        @exclusivity(unchecked) private(set) var safeAreaInsetsWithheldByTransform: Insets?
        /// A view controller's root view: its M3 margins, which depend on the device.
        @exclusivity(unchecked) private(set) var rootMargins: Insets?
        /// The visible part of a view the screen or a scroll view clips.
        @exclusivity(unchecked) @usableFromInline private(set) var clippedVisibleFrame: Rect?

        init() {}

        /// Only on a box the caller holds the sole reference to. The scroll values are not an
        /// optional parameter: wrapped to be passed, 136 bytes were copied once more per scroll view.
        fileprivate func set(scroll: ResolvedScroll, flowLayout: ResolvedFlowLayout?, webSafeAreaEnv: Insets?, withheld: Insets?, rootMargins: Insets?,
                 clippedVisibleFrame: Rect?) {
            self.scroll = scroll
            setOthers(flowLayout: flowLayout, webSafeAreaEnv: webSafeAreaEnv, withheld: withheld, rootMargins: rootMargins,
                      clippedVisibleFrame: clippedVisibleFrame)
        }

        /// `set` for a view that is not a scroll view.
        fileprivate func set(flowLayout: ResolvedFlowLayout?, webSafeAreaEnv: Insets?, withheld: Insets?, rootMargins: Insets?, clippedVisibleFrame: Rect?) {
            if scroll.isSome { scroll = nil }
            setOthers(flowLayout: flowLayout, webSafeAreaEnv: webSafeAreaEnv, withheld: withheld, rootMargins: rootMargins,
                      clippedVisibleFrame: clippedVisibleFrame)
        }

        private func setOthers(flowLayout: ResolvedFlowLayout?, webSafeAreaEnv: Insets?, withheld: Insets?, rootMargins: Insets?,
                               clippedVisibleFrame: Rect?) {
            self.flowLayout = flowLayout
            self.webSafeAreaEnv = webSafeAreaEnv
            safeAreaInsetsWithheldByTransform = withheld
            self.rootMargins = rootMargins
            self.clippedVisibleFrame = clippedVisibleFrame
        }
    }

    /// The box to write this view's out-of-line values into: its own when nothing else shares it (the
    /// layout is recycled from the last context), else a new one.
    private mutating func uniqueExtras() -> Extras {
        if !isKnownUniquelyReferenced(&extras) { extras = Extras() }
        return extras.unsafelyUnwrapped
    }

    /// Every number of a view placed on a new context; the resolver overwrites a recycled view with it.
    /// For the plain views that are nearly all of a screen: nothing out of line but a clipped visible frame.
    mutating func place(frame: Rect, screenFrame: Rect, visibleFrame: Rect?, safeAreaInsets: Insets, isHidden: Bool, mirror: UInt8 = 0) {
        if let clipped = placeGeometry(frame: frame, screenFrame: screenFrame, visibleFrame: visibleFrame, safeAreaInsets: safeAreaInsets,
                                       isHidden: isHidden, mirror: mirror) {
            uniqueExtras().set(flowLayout: nil, webSafeAreaEnv: nil, withheld: nil, rootMargins: nil, clippedVisibleFrame: clipped)
        } else if extras != nil {
            // Most views have no extras on any context: nil over nil is not stored (a release per view).
            extras = nil
        }
    }

    /// `place` for a view with values out of line that is not a scroll view (a transformed view, a
    /// view controller's root, a view with its own margins), boxed once with its clipped visible frame.
    mutating func place(frame: Rect, screenFrame: Rect, visibleFrame: Rect?, safeAreaInsets: Insets, isHidden: Bool, mirror: UInt8,
                        webSafeAreaEnv: Insets?, withheld: Insets?, rootMargins: Insets?) {
        let clipped = placeGeometry(frame: frame, screenFrame: screenFrame, visibleFrame: visibleFrame, safeAreaInsets: safeAreaInsets,
                                    isHidden: isHidden, mirror: mirror)
        guard webSafeAreaEnv.isSome || withheld.isSome || rootMargins.isSome || clipped.isSome else {
            if extras != nil { extras = nil }
            return
        }
        uniqueExtras().set(flowLayout: nil, webSafeAreaEnv: webSafeAreaEnv, withheld: withheld, rootMargins: rootMargins,
                           clippedVisibleFrame: clipped)
    }

    /// `place` for a scroll view (a collection view's first row in `flowLayout`), its insets boxed with
    /// its other values out of line.
    mutating func place(frame: Rect, screenFrame: Rect, visibleFrame: Rect?, safeAreaInsets: Insets, isHidden: Bool, mirror: UInt8,
                        scroll: ResolvedScroll, flowLayout: ResolvedFlowLayout?, webSafeAreaEnv: Insets?, withheld: Insets?,
                        rootMargins: Insets?) {
        let clipped = placeGeometry(frame: frame, screenFrame: screenFrame, visibleFrame: visibleFrame, safeAreaInsets: safeAreaInsets,
                                    isHidden: isHidden, mirror: mirror)
        uniqueExtras().set(scroll: scroll, flowLayout: flowLayout, webSafeAreaEnv: webSafeAreaEnv, withheld: withheld, rootMargins: rootMargins,
                           clippedVisibleFrame: clipped)
    }

    /// The numbers every view has, and its flags; returns the visible frame when it is only part of
    /// the screen frame (kept out of line), nil when it is all of it or none.
    private mutating func placeGeometry(frame: Rect, screenFrame: Rect, visibleFrame: Rect?, safeAreaInsets: Insets, isHidden: Bool,
                                        mirror: UInt8) -> Rect? {
        // The resolver only ever moves a frame to get its screen frame.
        assert(frame.width.bitPattern == screenFrame.width.bitPattern && frame.height.bitPattern == screenFrame.height.bitPattern)
        self.frame = frame
        screenX = screenFrame.x
        screenY = screenFrame.y
        self.safeAreaInsets = safeAreaInsets
        flags = Flags.placed | (isHidden ? Flags.hidden : 0) | (mirror & 3) << Flags.mirrorShift
        guard let visibleFrame else { return nil }
        // Compared bit for bit: the visible frame must read back exactly as computed (-0 and all).
        if Self.identical(visibleFrame, screenFrame) {
            flags |= Flags.visible | Flags.whole
            return nil
        }
        flags |= Flags.visible
        return visibleFrame
    }

    private static func identical(_ a: Rect, _ b: Rect) -> Bool {
        a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern
            && a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
    }

    /// Back to the frame of a view not placed yet, for a sibling constraint that names it early.
    mutating func clearFrame() {
        frame = .zero
    }

    /// An unplaced view, for a fresh array the resolver then overwrites with `place`.
    init(placeholder index: Int) {
        storedIndex = Int32(index)
        frame = .zero
        screenX = 0
        screenY = 0
        safeAreaInsets = .zero
        flags = 0
    }

    @inlinable public var scroll: ResolvedScroll? { extras?.scroll }

    /// A collection view's flow layout, first row.
    public var flowLayout: ResolvedFlowLayout? { extras?.flowLayout }

    /// A WKWebView's CSS `env(safe-area-inset-*)` values (W4, D11).
    public var webSafeAreaEnv: Insets? { extras?.webSafeAreaEnv }

    /// For a transformed view: the insets R3/R4 would give it, which UIKit withholds (R9, D9), so
    /// subviews pinned to its safe area or margins are placed as if nothing covered it.
    public var safeAreaInsetsWithheldByTransform: Insets? { extras?.safeAreaInsetsWithheldByTransform }
}

extension Optional {
    /// Whether it holds a value. `!= nil` on an optional of an `Equatable` type compiled to that
    /// type's `==` on two optionals, each copied whole first: for a scroll view's 136-byte insets,
    /// several copies per scroll view per context.
    @inline(__always) var isSome: Bool {
        if case .some = self { return true }
        return false
    }
}

/// A constraint problem found while solving one axis of one view.
public struct LayoutIssue: Hashable, Sendable {
    public enum Kind: String, Sendable { case ambiguous, conflict }

    public let kind: Kind
    public let view: Int
    public let axis: Attribute.Axis
    public let location: SourceLocation
    public let message: String
    /// An ambiguity that nothing missing causes: views with equal content hugging or compression
    /// resistance, one of which must give way; the message says how to decide it.
    public var isPriorityTie = false
    /// Where in `message` (a UTF-8 offset) the devices × orientations a conflict occurs on belong,
    /// when it does not occur on all of them (-1: nowhere).
    public var placesAt = -1
}

/// Everything the engine computed for one screen on one device × orientation.
public struct ResolvedLayout: Sendable {
    public let context: LayoutContext
    public let screenSize: Size
    public let statusBarVisible: Bool
    /// The device's own unsafe bands: status bar / housing on top, sides in landscape, home indicator.
    public let deviceInsets: Insets
    public let bars: [BarFrame]
    /// UITabBarController / UINavigationController root views around the screen (§7 #10).
    public let containers: [ContainerInsets]
    public var views: [ResolvedView]
    public var issues: [LayoutIssue]
    /// An iOS 26/27 number that only third parties report went into the bars or insets
    /// (`SystemBars.usesThirdPartyNumbers`).
    public var usesThirdPartyNumbers: Bool
}
