import ScreenModel

/// What one `.storyboard` or `.xib` file holds for the linter: a screen per view controller scene
/// (per container chain that scene is reached through) or per xib whose File's Owner has a `view`
/// outlet, and notes on what the import read differently from UIKit or left out.
public struct IBFile: Sendable {
    public var screens: [IBScreen]
    /// File-level notes: skipped top-level views, storyboard references, unknown elements.
    public var notes: [IBNote]
}

/// One screen read from an IB file: the screen spec the engine and rules take, and what the spec
/// model cannot carry yet.
public struct IBScreen: Sendable {
    public var spec: ScreenSpec
    /// The scene's `sceneID` (nil in a xib).
    public var sceneID: String?
    /// The view controller's object id (`-1`, File's Owner, in a xib).
    public var controllerID: String
    /// Every constraint of the screen, normalised onto the view it constrains, whether or not the
    /// spec model carries it (`IBConstraint.mapped`).
    public var constraints: [IBConstraint]
    /// What the import could not say in the spec, or assumed, with where.
    public var notes: [IBNote]
    /// Per view (in `spec.views` order), the Auto Layout settings the spec model does not carry yet.
    public var layouts: [IBViewLayout]
    /// The size-class buckets this screen's layout is for: all of them, unless the file varies the
    /// layout by size class (then each variant is a screen of its own).
    public var sizeClasses: [IBSizeClass]
    /// For one of a screen's size-class variants: the screen's name without the buckets (the
    /// variants of one scene and container chain share it); nil for a screen that does not vary.
    public var variantOf: String? = nil
    /// The controller's `viewRespectsSystemMinimumLayoutMargins` (UIKit's default true).
    public var viewRespectsSystemMinimumLayoutMargins: Bool
    /// The constraints the file marks as placeholders (`placeholder="YES"`, Interface Builder's
    /// "Remove at build time"): not in the layout, as in UIKit; the app's code is expected to add
    /// constraints in their place.
    public var placeholders: [IBConstraint] = []
    /// When the screen's navigation controller is the one a column-style split view controller
    /// makes for its column (not in the file): that split view controller's id and element.
    public var splitColumn: (id: String, location: SourceLocation)? = nil
}

/// A view's Auto Layout settings beyond its constraints, as the file gives them (UIKit's defaults
/// where it does not). The spec gets them too (`ViewSpec.stack`, `ViewSpec.autoLayout`); kept here
/// as IB wrote them, with the design frame.
public struct IBViewLayout: Sendable, Hashable {
    /// The frame in the design (a hint: the design device is not the lint matrix).
    public var designFrame: Rect?
    public var translatesAutoresizingMaskIntoConstraints: Bool
    public var stack: IBStack?
    /// `layoutMargins` (left/right) or `directionalLayoutMargins` (leading/trailing, read as left/right).
    public var layoutMargins: Insets?
    public var insetsLayoutMarginsFromSafeArea: Bool
    public var preservesSuperviewLayoutMargins: Bool
    /// Content hugging and compression resistance, horizontal and vertical. IB writes 251 hugging
    /// for labels and image views; a view that says nothing has UIKit's 250 and 750.
    public var hugging: (horizontal: Double, vertical: Double)
    public var compressionResistance: (horizontal: Double, vertical: Double)

    public init(designFrame: Rect? = nil, translatesAutoresizingMaskIntoConstraints: Bool = true, stack: IBStack? = nil,
                layoutMargins: Insets? = nil, insetsLayoutMarginsFromSafeArea: Bool = true, preservesSuperviewLayoutMargins: Bool = false,
                hugging: (horizontal: Double, vertical: Double) = (250, 250),
                compressionResistance: (horizontal: Double, vertical: Double) = (750, 750)) {
        self.designFrame = designFrame
        self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        self.stack = stack
        self.layoutMargins = layoutMargins
        self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        self.hugging = hugging
        self.compressionResistance = compressionResistance
    }

    public static func == (a: IBViewLayout, b: IBViewLayout) -> Bool {
        a.designFrame == b.designFrame && a.translatesAutoresizingMaskIntoConstraints == b.translatesAutoresizingMaskIntoConstraints
            && a.stack == b.stack && a.layoutMargins == b.layoutMargins
            && a.insetsLayoutMarginsFromSafeArea == b.insetsLayoutMarginsFromSafeArea
            && a.preservesSuperviewLayoutMargins == b.preservesSuperviewLayoutMargins
            && a.hugging == b.hugging && a.compressionResistance == b.compressionResistance
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(designFrame)
        hasher.combine(stack)
    }
}

/// A `UIStackView`'s arrangement (UIKit's defaults: horizontal, fill, fill, spacing 0).
public struct IBStack: Sendable, Hashable {
    public var axis: Attribute.Axis
    /// IB's names: fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline.
    public var alignment: String
    /// fill, fillEqually, fillProportionally, equalSpacing, equalCentering.
    public var distribution: String
    public var spacing: Double
    public var isLayoutMarginsRelativeArrangement: Bool
    /// The arranged subviews in order (view indices); a stack's subviews all are, in IB.
    public var arranged: [Int]
}

extension IBScreen {
    /// What linting this screen as imported leaves out (a converted spec keeps all of it): at the
    /// controller, for `explain` and the notes.
    public var layoutNotes: [IBNote] {
        let unmapped = constraints.filter { !$0.mapped }.count
        guard unmapped > 0 else { return [] }
        return [IBNote("\(unmapped) of \(constraints.count) constraints are read but not applied to the layout (constraints on a layout guide or on the root view, a scroll view's content or frame guide seen from outside it, or a location paired with a size)",
                       at: spec.viewController.location)]
    }
}

public struct IBNote: Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): note: \(message)" }
}

/// A file that cannot be imported at all: bad XML, a DOCTYPE, the legacy `<archive>` format, or
/// a document that is not an iOS Interface Builder file.
public struct IBError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): \(message)" }
}

/// One end of a constraint: an attribute of a view, or of one of its layout guides.
public struct IBAnchor: Hashable, Sendable {
    public enum Guide: String, Hashable, Sendable {
        case none, safeArea, margins, contentLayout, frameLayout
    }

    /// The view's index in the screen's `spec.views`.
    public var view: Int
    public var guide: Guide
    public var attribute: Attribute

    public init(view: Int, guide: Guide = .none, attribute: Attribute) {
        self.view = view
        self.guide = guide
        self.attribute = attribute
    }
}

public enum IBRelation: String, Hashable, Sendable {
    case equal = "=="
    case greaterThanOrEqual = ">="
    case lessThanOrEqual = "<="

    var reversed: IBRelation {
        switch self {
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        case .lessThanOrEqual: .greaterThanOrEqual
        }
    }
}

/// `first relation second × multiplier + constant @ priority`, turned round (where IB wrote it the
/// other way) so that `first` is the view the constraint positions or sizes.
public struct IBConstraint: Sendable, Hashable {
    public var id: String
    /// The `<constraint` element's `<`.
    public var location: SourceLocation
    public var first: IBAnchor
    public var relation: IBRelation
    /// nil: a constant width or height.
    public var second: IBAnchor?
    public var multiplier: Double
    /// The multiplier as IB wrote a ratio (`4:3`), when it did and the items were not turned round.
    public var ratio: String?
    public var constant: Double
    public var priority: Double
    /// Connected to an outlet: the app's code may change or replace it.
    public var outlet: Bool
    /// Whether the screen spec carries it: all but constraints on a layout guide or on the root
    /// view (its containers place it), a scroll view's content or frame guide seen from outside it,
    /// and invalid pairings (a location with a size).
    public var mapped: Bool
}
