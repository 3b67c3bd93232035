/// A layout attribute of FORMAT.md's constraint grammar. `leading`/`trailing` are `left`/`right`
/// (left-to-right layout), kept apart only so that messages quote what the user wrote.
public enum Attribute: String, CaseIterable, Hashable, Sendable {
    case top, bottom, leading, trailing, left, right, centerX, centerY, width, height

    public enum Axis: Sendable, Hashable { case horizontal, vertical }

    public var axis: Axis {
        switch self {
        case .top, .bottom, .centerY, .height: .vertical
        default: .horizontal
        }
    }

    public var isSize: Bool { self == .width || self == .height }

    /// `init(rawValue:)` without its string switch, which compares the name with each case in turn:
    /// every constraint key and every `view.attribute` in an expression is looked up here.
    public init?(name: String) {
        var name = name
        let found: Attribute? = name.withUTF8 { bytes in
            switch (bytes.count, bytes.first) {
            case (3, UInt8(ascii: "t")): .top
            case (4, UInt8(ascii: "l")): .left
            case (5, UInt8(ascii: "r")): .right
            case (5, UInt8(ascii: "w")): .width
            case (6, UInt8(ascii: "b")): .bottom
            case (6, UInt8(ascii: "h")): .height
            case (7, UInt8(ascii: "l")): .leading
            case (7, UInt8(ascii: "c")): bytes[6] == UInt8(ascii: "X") ? .centerX : .centerY
            case (8, UInt8(ascii: "t")): .trailing
            default: nil
            }
        }
        // The length and first byte only pick the candidate; the whole name must match it.
        guard let found, found.rawValue == name else { return nil }
        self = found
    }

    /// The anchor this attribute names, with leading/trailing folded into left/right.
    public var anchor: Anchor {
        switch self {
        case .top, .leading, .left: .minimum
        case .bottom, .trailing, .right: .maximum
        case .centerX, .centerY: .center
        case .width, .height: .size
        }
    }

    public enum Anchor: Sendable, Hashable { case minimum, maximum, center, size }
}

/// What a constraint's right-hand side names (FORMAT.md `target`).
public enum ConstraintTarget: Hashable, Sendable {
    case superview, safeArea, margins, readableContent, frameGuide
    /// A sibling, by its index in `ScreenSpec.views` (the decoder resolves the id the spec names;
    /// `views[index].id` is that id). An index, not the id as well: a large spec holds hundreds of
    /// thousands of constraints.
    case sibling(index: Int)
    /// A bare number: a fixed width or height.
    case constant
}

/// `this.attribute = target.targetAttribute × multiplier + constant` (UIKit's anchor order).
public struct Constraint: Hashable, Sendable {
    // Declared widest first, so the one-byte fields pack at the end, and the target kept as a kind
    // and a 32-bit sibling index: 48 bytes rather than 80, for a spec's hundreds of thousands.
    /// The expression as written, for messages.
    public var text: String
    public var multiplier: Double
    public var constant: Double
    public var location: SourceLocation
    /// `.sibling`'s index; -1 for the other targets, and for a sibling index outside `0...Int32.max`.
    private var siblingIndex: Int32
    private var targetKind: TargetKind
    public var attribute: Attribute
    public var targetAttribute: Attribute

    private enum TargetKind: UInt8 { case superview, safeArea, margins, readableContent, frameGuide, sibling, constant }

    public var target: ConstraintTarget {
        get {
            switch targetKind {
            case .superview: .superview
            case .safeArea: .safeArea
            case .margins: .margins
            case .readableContent: .readableContent
            case .frameGuide: .frameGuide
            case .sibling: .sibling(index: Int(siblingIndex))
            case .constant: .constant
            }
        }
        set {
            siblingIndex = -1
            switch newValue {
            case .superview: targetKind = .superview
            case .safeArea: targetKind = .safeArea
            case .margins: targetKind = .margins
            case .readableContent: targetKind = .readableContent
            case .frameGuide: targetKind = .frameGuide
            case .sibling(let index):
                // -1 is the decoder's "not resolved yet"; the reader's node limit keeps real indices far
                // below `Int32.max`. A hand-built index no array can hold names no view, as -1 does.
                targetKind = .sibling
                siblingIndex = index >= 0 && index <= Int(Int32.max) ? Int32(index) : -1
            case .constant: targetKind = .constant
            }
        }
    }

    public init(attribute: Attribute, target: ConstraintTarget, targetAttribute: Attribute,
                multiplier: Double = 1, constant: Double = 0, text: String, location: SourceLocation) {
        self.attribute = attribute
        siblingIndex = -1
        targetKind = .constant
        self.targetAttribute = targetAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.text = text
        self.location = location
        self.target = target
    }
}
