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
    // Declared widest first, so the one-byte fields pack at the end: 56 bytes rather than 80.
    /// The expression as written, for messages.
    public var text: String
    public var multiplier: Double
    public var constant: Double
    public var location: SourceLocation
    public var target: ConstraintTarget
    public var attribute: Attribute
    public var targetAttribute: Attribute

    public init(attribute: Attribute, target: ConstraintTarget, targetAttribute: Attribute,
                multiplier: Double = 1, constant: Double = 0, text: String, location: SourceLocation) {
        self.attribute = attribute
        self.target = target
        self.targetAttribute = targetAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.text = text
        self.location = location
    }
}
