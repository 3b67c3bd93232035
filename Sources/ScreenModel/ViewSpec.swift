public enum Role: String, CaseIterable, Hashable, Sendable {
    case content, control, background, container
}

/// One view of the hierarchy. Views live in `ScreenSpec.views`; `parent` and `subviews` are indices.
public struct ViewSpec: Sendable {
    // Stored widest first, with `parent` and `cellOf` as 32-bit indices (-1: none), a frame layout
    // boxed, and gestures and a layout order of its own out of line: 88 bytes a view rather than
    // 160, and a spec can hold 100,000 views.
    public var id: String
    public var className: String
    /// Where findings about this view point: its `id:` line (the mapping itself for an id-less root).
    public var location: SourceLocation
    /// Subviews in document order (UIKit's `subviews`, which the first-subview chain follows).
    public var subviews: [Int]
    /// What only some views have (scroll, table, collection and web settings, a child view
    /// controller, a suppression), out of line: a spec can hold 100,000 views, nearly all of them
    /// without any, and inline these made every view 280 bytes larger.
    @usableFromInline var extras: Extras?
    public var layout: Layout
    public var role: Role
    public var backgroundColor: Bool
    public var hidden: Bool
    public var transform: Bool
    @usableFromInline var parentIndex: Int32
    @usableFromInline var cellOfIndex: Int32

    // Getters inlinable here and below: other modules read them per view, and an opaque call on a
    // view read in place (through a pointer or an array) copied the whole view to make it.
    public var parent: Int? {
        @inlinable get { parentIndex < 0 ? nil : Int(parentIndex) }
        set { parentIndex = Self.stored(newValue) }
    }

    /// For views declared in a table's `cell:` template: the table's index.
    public var cellOf: Int? {
        @inlinable get { cellOfIndex < 0 ? nil : Int(cellOfIndex) }
        set { cellOfIndex = Self.stored(newValue) }
    }

    /// The reader's node limit (every view is at least a mapping node) keeps indices far below
    /// `Int32.max`; a hand-built index outside `0...Int32.max` can name no view, and reads back as nil.
    @usableFromInline static func stored(_ index: Int?) -> Int32 {
        guard let index, index >= 0, index <= Int(Int32.max) else { return -1 }
        return Int32(index)
    }

    // Inlinable: compiled opaquely, the initializer built the view and then copied it (its strings
    // retained and released) to hand it back, once per view decoded.
    @inlinable public init(id: String, location: SourceLocation, className: String, role: Role,
                backgroundColor: Bool = false, hidden: Bool = false, transform: Bool = false,
                gestures: [String] = [], layout: Layout = .none, parent: Int? = nil, subviews: [Int] = [],
                scroll: ScrollSettings? = nil, table: TableSettings? = nil, flowLayout: FlowLayout? = nil,
                page: WebPage? = nil, safeAreaInsetsOverride: [Edge: Double]? = nil,
                viewController: ChildViewController? = nil, suppression: Suppression? = nil, cellOf: Int? = nil) {
        self.id = id
        self.location = location
        self.className = className
        self.role = role
        self.backgroundColor = backgroundColor
        self.hidden = hidden
        self.transform = transform
        self.layout = layout
        parentIndex = Self.stored(parent)
        self.subviews = subviews
        cellOfIndex = Self.stored(cellOf)
        if scroll != nil || table != nil || flowLayout != nil || page != nil || safeAreaInsetsOverride != nil
            || viewController != nil || suppression != nil || !gestures.isEmpty {
            extras = Extras(scroll: scroll, table: table, flowLayout: flowLayout, page: page,
                            safeAreaInsetsOverride: safeAreaInsetsOverride, viewController: viewController, suppression: suppression,
                            gestures: gestures)
        }
    }

    /// A view with none of the optional settings, which the decoder sets one by one: the full
    /// initializer, too large to inline, built the view in a temporary and copied it out (its
    /// strings retained and released), twice per view decoded.
    @inlinable public init(id: String, location: SourceLocation, className: String, role: Role, parent: Int?, cellOf: Int?) {
        self.id = id
        self.location = location
        self.className = className
        self.role = role
        backgroundColor = false
        hidden = false
        transform = false
        layout = .none
        parentIndex = Self.stored(parent)
        subviews = []
        cellOfIndex = Self.stored(cellOf)
        // `extras` is left at its implicit nil: assigned here (a second initialization, for the
        // compiler), it made every caller build the view twice, copy one (retaining its strings
        // and arrays) and destroy the other, twice per view decoded.
    }

    public var gestures: [String] {
        @inlinable get { extras?.gestures ?? [] }
        set {
            if newValue.isEmpty, extras == nil { return }
            mutateExtras { $0.gestures = newValue }
        }
    }

    /// The subviews ordered so that each comes after the siblings its constraints name: `subviews`
    /// itself unless that order had to change (kept out of line then, as few parents need it).
    public var layoutOrder: [Int] {
        @inlinable get { extras?.layoutOrder ?? subviews }
        set {
            if newValue == subviews {
                if extras?.layoutOrder != nil { mutateExtras { $0.layoutOrder = nil } }
            } else {
                mutateExtras { $0.layoutOrder = newValue }
            }
        }
    }

    @inlinable public var isScrollView: Bool { extras?.scroll != nil }

    public var scroll: ScrollSettings? { @inlinable get { extras?.scroll } set { mutateExtras { $0.scroll = newValue } } }
    public var table: TableSettings? { @inlinable get { extras?.table } set { mutateExtras { $0.table = newValue } } }
    public var flowLayout: FlowLayout? { @inlinable get { extras?.flowLayout } set { mutateExtras { $0.flowLayout = newValue } } }
    public var page: WebPage? { @inlinable get { extras?.page } set { mutateExtras { $0.page = newValue } } }
    /// Edges a WKWebView subclass overrides in `safeAreaInsets` (seed 000's workaround).
    public var safeAreaInsetsOverride: [Edge: Double]? {
        @inlinable get { extras?.safeAreaInsetsOverride }
        set { mutateExtras { $0.safeAreaInsetsOverride = newValue } }
    }
    public var viewController: ChildViewController? { @inlinable get { extras?.viewController } set { mutateExtras { $0.viewController = newValue } } }
    public var stack: StackSettings? { @inlinable get { extras?.stack } set { mutateExtras { $0.stack = newValue } } }
    /// The view's Auto Layout settings; UIKit's defaults when the spec wrote none.
    public var autoLayout: AutoLayoutSettings {
        @inlinable get { extras?.autoLayout ?? AutoLayoutSettings() }
        set { mutateExtras { $0.autoLayout = newValue } }
    }
    @inlinable public var hasAutoLayoutSettings: Bool { extras?.autoLayout != nil }
    /// `transform: { scaleX: 1, scaleY: -1 }`: the axes a negative scale mirrors (a chat table turned
    /// upside down); `transform` is true as well.
    public var transformFlips: TransformFlips {
        @inlinable get { extras?.transformFlips ?? [] }
        set {
            if newValue.isEmpty, extras?.transformFlips == nil { return }
            mutateExtras { $0.transformFlips = newValue.isEmpty ? nil : newValue }
        }
    }
    public var suppression: Suppression? { @inlinable get { extras?.suppression } set { mutateExtras { $0.suppression = newValue } } }

    /// Copy on write: the box is changed in place only while this view is its sole owner. `change`
    /// must work its new value out before it writes a field, never read a field of the box while
    /// writing one: the fields are not checked for overlapping access (`Extras`).
    private mutating func mutateExtras(_ change: (Extras) -> Void) {
        if extras == nil {
            extras = Extras()
        } else if !isKnownUniquelyReferenced(&extras) {
            extras = extras?.copy()
        }
        change(extras.unsafelyUnwrapped)
    }

    /// Mutated only through `mutateExtras`, that is only while one view owns it, so sharing it
    /// between threads after that is safe. For the same reason no access to a field can overlap a
    /// change to it, and the fields are exempt from dynamic exclusivity checks: checked, every read of
    /// a view's settings paid one (the engine's plan and the rules read them for every view).
    @usableFromInline final class Extras: @unchecked Sendable {
        @exclusivity(unchecked) @usableFromInline var scroll: ScrollSettings?
        @exclusivity(unchecked) @usableFromInline var table: TableSettings?
        @exclusivity(unchecked) @usableFromInline var flowLayout: FlowLayout?
        @exclusivity(unchecked) @usableFromInline var page: WebPage?
        @exclusivity(unchecked) @usableFromInline var safeAreaInsetsOverride: [Edge: Double]?
        @exclusivity(unchecked) @usableFromInline var viewController: ChildViewController?
        @exclusivity(unchecked) @usableFromInline var suppression: Suppression?
        @exclusivity(unchecked) @usableFromInline var gestures: [String]
        @exclusivity(unchecked) @usableFromInline var layoutOrder: [Int]?
        @exclusivity(unchecked) @usableFromInline var stack: StackSettings?
        @exclusivity(unchecked) @usableFromInline var autoLayout: AutoLayoutSettings?
        @exclusivity(unchecked) @usableFromInline var transformFlips: TransformFlips?

        @usableFromInline init(scroll: ScrollSettings? = nil, table: TableSettings? = nil, flowLayout: FlowLayout? = nil, page: WebPage? = nil,
             safeAreaInsetsOverride: [Edge: Double]? = nil, viewController: ChildViewController? = nil, suppression: Suppression? = nil,
             gestures: [String] = [], layoutOrder: [Int]? = nil) {
            self.scroll = scroll
            self.table = table
            self.flowLayout = flowLayout
            self.page = page
            self.safeAreaInsetsOverride = safeAreaInsetsOverride
            self.viewController = viewController
            self.suppression = suppression
            self.gestures = gestures
            self.layoutOrder = layoutOrder
        }

        func copy() -> Extras {
            let copy = Extras(scroll: scroll, table: table, flowLayout: flowLayout, page: page,
                              safeAreaInsetsOverride: safeAreaInsetsOverride, viewController: viewController, suppression: suppression,
                              gestures: gestures, layoutOrder: layoutOrder)
            copy.stack = stack
            copy.autoLayout = autoLayout
            copy.transformFlips = transformFlips
            return copy
        }
    }
}

public enum Layout: Sendable {
    /// No `frame:` and no `constraints:`: the root view, or a view UIKit cannot place.
    case none
    /// Boxed: inline, its 40 bytes set the size of every view's `layout`, and few views have a frame.
    indirect case frame(Rect, SourceLocation)
    /// Positions in `ScreenSpec.constraints`, the view's constraints in source order. One array for
    /// the whole spec, not one per view: a large spec has 100,000 views with constraints, and an
    /// array each cost 48 bytes of header and allocation besides its elements.
    case constraints(Range<Int32>, SourceLocation)

    /// The run of `all` this layout names, in source order: empty for a frame or no layout, or when
    /// `all` does not have those positions (a hand-built spec).
    public func constraints(in all: [Constraint]) -> ArraySlice<Constraint> {
        all[positions(upTo: all.count)]
    }

    /// The positions `constraints(in:)` reads, in an array of `count` constraints: `0..<0` when it
    /// reads none.
    @inlinable public func positions(upTo count: Int) -> Range<Int> {
        guard case .constraints(let range, _) = self, range.lowerBound >= 0, Int(range.upperBound) <= count else { return 0..<0 }
        return Int(range.lowerBound)..<Int(range.upperBound)
    }
}

public enum ContentInsetAdjustmentBehavior: String, CaseIterable, Hashable, Sendable {
    case automatic, scrollableAxes, never, always
}

/// A `contentInset` edge: a number, or the seed-000 formula `superview.safeAreaInsets.<edge>`.
public enum InsetValue: Hashable, Sendable {
    case points(Double)
    case superviewSafeArea(Edge)
}

public struct ScrollSettings: Sendable {
    /// nil when the spec does not set it (for WKWebView that matters: UIKIT.md W3).
    public var contentInsetAdjustmentBehavior: Located<ContentInsetAdjustmentBehavior>?
    public var contentInset: [Edge: InsetValue]
    public var contentWidth: Double?
    public var contentHeight: Double?
    public var alwaysBounceVertical: Bool
    public var alwaysBounceHorizontal: Bool
    public var automaticallyAdjustsScrollIndicatorInsets: Bool

    public init(contentInsetAdjustmentBehavior: Located<ContentInsetAdjustmentBehavior>? = nil,
                contentInset: [Edge: InsetValue] = [:], contentWidth: Double? = nil, contentHeight: Double? = nil,
                alwaysBounceVertical: Bool = false, alwaysBounceHorizontal: Bool = false,
                automaticallyAdjustsScrollIndicatorInsets: Bool = true) {
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        self.contentInset = contentInset
        self.contentWidth = contentWidth
        self.contentHeight = contentHeight
        self.alwaysBounceVertical = alwaysBounceVertical
        self.alwaysBounceHorizontal = alwaysBounceHorizontal
        self.automaticallyAdjustsScrollIndicatorInsets = automaticallyAdjustsScrollIndicatorInsets
    }
}

public struct TableSettings: Sendable {
    public var insetsContentViewsToSafeArea: Bool
    public var rowHeight: Double
    /// Index of the synthetic view that stands for the first row's content view, when `cell:` is given.
    public var cellContentView: Int?
    /// `cell: { class: }`: the app's cell class, for the reader only (the engine lays out its content view).
    public var cellClass: String?
    /// Rows sized by their content (UITableView.automaticDimension, set by the Interface Builder
    /// importer; a spec has no key for it). The engine still lays the first row out `rowHeight`
    /// tall, so the cell's content meets a height UIKit would have fitted to it: a vertical tie of
    /// hugging or compression resistance priorities in the cell is not reported (the fitted row
    /// leaves nothing to stretch or shrink).
    public var selfSizingRows = false
    /// `numberOfRows`: with it the rows end where the footer starts, and without `contentSize` the
    /// content is as tall as header, rows and footer (FORMAT.md §9). Without it the rows fill the
    /// content between header and footer.
    public var numberOfRows: Int?
    /// `tableHeaderView` / `tableFooterView`: the views' indices and the heights they asked for (the
    /// table sets their origin and width, as UITableView does).
    public var headerView: Int?
    public var headerHeight: Double
    public var footerView: Int?
    public var footerHeight: Double

    public init(insetsContentViewsToSafeArea: Bool = true, rowHeight: Double = 44, cellContentView: Int? = nil,
                numberOfRows: Int? = nil) {
        self.insetsContentViewsToSafeArea = insetsContentViewsToSafeArea
        self.rowHeight = rowHeight
        self.cellContentView = cellContentView
        self.numberOfRows = numberOfRows
        headerHeight = 0
        footerHeight = 0
    }

    /// Where the first row starts in content coordinates: under the table header view.
    public var firstRowY: Double { headerHeight }

    /// The content height the table itself decides: header, rows and footer, when the rows are counted.
    public var contentHeight: Double? {
        numberOfRows.map { headerHeight + Double($0) * rowHeight + footerHeight }
    }

    /// Where the footer starts in a content area `contentHeight` tall: after the counted rows, else
    /// at the end of the content.
    public func footerY(contentHeight: Double) -> Double {
        if let rows = numberOfRows { return headerHeight + Double(rows) * rowHeight }
        return max(headerHeight, contentHeight - footerHeight)
    }

    /// How far below the first row the last one starts (0 with one row or none). `contentHeight`:
    /// the content height the spec gives; without it or `numberOfRows` the rows are not counted and
    /// only the first is known (a content height that defaults to the bounds says nothing about them).
    public func lastRowOffset(contentHeight: Double?) -> Double {
        if let rows = numberOfRows { return Double(max(0, rows - 1)) * rowHeight }
        guard let contentHeight else { return 0 }
        return max(0, footerY(contentHeight: contentHeight) - rowHeight - firstRowY)
    }
}

/// The axes a view's transform mirrors (a negative scale): its subviews appear flipped within it.
public struct TransformFlips: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
    // Computed and inlinable: a stored static is read through an accessor call, and these are
    // tested per view per layout.
    @inlinable public static var horizontal: TransformFlips { TransformFlips(rawValue: 1) }
    @inlinable public static var vertical: TransformFlips { TransformFlips(rawValue: 2) }
}

public enum SectionInsetReference: String, CaseIterable, Hashable, Sendable {
    case fromContentInset, fromSafeArea, fromLayoutMargins
}

public struct FlowLayout: Sendable {
    public var sectionInset: Insets
    public var sectionInsetReference: SectionInsetReference
    public var itemSize: Size?
    public var location: SourceLocation

    public init(sectionInset: Insets = .zero, sectionInsetReference: SectionInsetReference = .fromContentInset,
                itemSize: Size? = nil, location: SourceLocation) {
        self.sectionInset = sectionInset
        self.sectionInsetReference = sectionInsetReference
        self.itemSize = itemSize
        self.location = location
    }
}

public enum ViewportFit: String, CaseIterable, Hashable, Sendable {
    case auto, contain, cover
}

/// What a `WKWebView`'s page does about the safe area (FORMAT.md §1, §9): its meta viewport, which
/// edges its CSS pads with `env(safe-area-inset-*)`, and its `position: fixed` bars.
public struct WebPage: Hashable, Sendable {
    public var viewportFit: ViewportFit
    public var usesSafeAreaInsetTop: Bool
    public var usesSafeAreaInsetBottom: Bool
    public var usesSafeAreaInsetLeft: Bool
    public var usesSafeAreaInsetRight: Bool
    /// A `position: fixed` bar at the top of the page.
    public var header: Bool
    /// A `position: fixed` bar at the bottom of the page.
    public var footer: Bool

    public init(viewportFit: ViewportFit = .auto, usesSafeAreaInsetTop: Bool = false,
                usesSafeAreaInsetBottom: Bool = false, usesSafeAreaInsetLeft: Bool = false,
                usesSafeAreaInsetRight: Bool = false, header: Bool = false, footer: Bool = false) {
        self.viewportFit = viewportFit
        self.usesSafeAreaInsetTop = usesSafeAreaInsetTop
        self.usesSafeAreaInsetBottom = usesSafeAreaInsetBottom
        self.usesSafeAreaInsetLeft = usesSafeAreaInsetLeft
        self.usesSafeAreaInsetRight = usesSafeAreaInsetRight
        self.header = header
        self.footer = footer
    }

    /// Whether the page's CSS pads `edge` with `env(safe-area-inset-<edge>)`.
    public func usesSafeAreaInset(_ edge: Edge) -> Bool {
        switch edge {
        case .top: usesSafeAreaInsetTop
        case .bottom: usesSafeAreaInsetBottom
        case .left: usesSafeAreaInsetLeft
        case .right: usesSafeAreaInsetRight
        }
    }
}

/// `insetlint: { disable: [...], reason: ... }` on a view (FORMAT.md §1).
public struct Suppression: Hashable, Sendable {
    public var rules: [Located<String>]
    public var reason: String?
    public var location: SourceLocation

    public init(rules: [Located<String>], reason: String?, location: SourceLocation) {
        self.rules = rules
        self.reason = reason
        self.location = location
    }
}

/// A `UIStackView`'s arrangement (FORMAT.md §6 "Stack views").
public struct StackSettings: Sendable {
    public enum Alignment: String, CaseIterable, Sendable {
        case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
    }
    public enum Distribution: String, CaseIterable, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public var axis: Attribute.Axis
    public var spacing: Double
    public var alignment: Alignment
    public var distribution: Distribution
    public var isLayoutMarginsRelativeArrangement: Bool
    public var location: SourceLocation

    public init(axis: Attribute.Axis = .horizontal, spacing: Double = 0, alignment: Alignment = .fill,
                distribution: Distribution = .fill, isLayoutMarginsRelativeArrangement: Bool = false, location: SourceLocation) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.location = location
    }
}

/// One axis of `intrinsicContentSize`.
public enum IntrinsicMetric: Hashable, Sendable {
    /// The class's own (FORMAT.md §1: UILabel 21 high, ...), if it has one.
    case classDefault
    /// `none`: UIView.noIntrinsicMetric.
    case none
    case points(Double)
}

/// The per-view Auto Layout settings of FORMAT.md §6, each at UIKit's default unless written.
public struct AutoLayoutSettings: Sendable {
    public var intrinsicWidth: IntrinsicMetric = .classDefault
    public var intrinsicHeight: IntrinsicMetric = .classDefault
    /// `contentHuggingPriority`: 250 for views made in code (Apple, "Views with Intrinsic Content Size").
    public var huggingHorizontal: UInt16 = 250
    public var huggingVertical: UInt16 = 250
    /// `contentCompressionResistancePriority`: 750 for views made in code.
    public var compressionHorizontal: UInt16 = 750
    public var compressionVertical: UInt16 = 750
    /// `layoutMargins` (or `directionalLayoutMargins`, leading/trailing as left/right): nil keeps
    /// UIKit's default (8 on each side for a view that is not a view controller's root).
    public var layoutMargins: Insets?
    public var insetsLayoutMarginsFromSafeArea = true
    public var preservesSuperviewLayoutMargins = false
    /// `arranged: false` on a stack view's subview: a plain subview, not arranged.
    public var arranged = true
    /// A UILabel's `numberOfLines` (UIKit's default 1; 0 is as many as the text needs). In a
    /// horizontal stack view, labels of more than one line share its width.
    public var numberOfLines = 1
    /// Where the intrinsic size was written, for messages about it.
    public var location: SourceLocation?

    public init() {}

    /// The content hugging (or, `hugging` false, compression resistance) priority on `axis`.
    public func contentPriority(hugging: Bool, _ axis: Attribute.Axis) -> UInt16 {
        switch (hugging, axis) {
        case (true, .horizontal): huggingHorizontal
        case (true, .vertical): huggingVertical
        case (false, .horizontal): compressionHorizontal
        case (false, .vertical): compressionVertical
        }
    }
}
