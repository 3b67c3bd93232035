/// A layout attribute of FORMAT.md's constraint grammar. `leading`/`trailing` are `left`/`right`
/// (left-to-right layout), kept apart only so that messages quote what the user wrote.
public enum Attribute: String, CaseIterable, Hashable, Sendable {
    case top, bottom, leading, trailing, left, right, centerX, centerY, width, height

    public enum Axis: Sendable, Hashable { case horizontal, vertical }

    @inlinable public var axis: Axis {
        switch self {
        case .top, .bottom, .centerY, .height: .vertical
        default: .horizontal
        }
    }

    /// A switch: as `self == .width || self == .height` it stayed a call from the decoder.
    @inlinable public var isSize: Bool {
        switch self {
        case .width, .height: true
        default: false
        }
    }

    /// `init(rawValue:)` without its string switch, which compares the name with each case in turn:
    /// every constraint key and every `view.attribute` in an expression is looked up here.
    public init?(name: String) {
        var name = name
        guard let found = name.withUTF8({ Attribute(utf8: $0) }) else { return nil }
        self = found
    }

    /// The attribute whose name is exactly these UTF-8 bytes.
    public init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        // The length and first byte pick the one candidate; the whole name must match it. Its
        // spelling is a literal: the case's `rawValue` made a string per call (and released it).
        let candidate: (attribute: Attribute, name: StaticString)
        switch (bytes.count, bytes.first) {
        case (3, UInt8(ascii: "t")): candidate = (.top, "top")
        case (4, UInt8(ascii: "l")): candidate = (.left, "left")
        case (5, UInt8(ascii: "r")): candidate = (.right, "right")
        case (5, UInt8(ascii: "w")): candidate = (.width, "width")
        case (6, UInt8(ascii: "b")): candidate = (.bottom, "bottom")
        case (6, UInt8(ascii: "h")): candidate = (.height, "height")
        case (7, UInt8(ascii: "l")): candidate = (.leading, "leading")
        case (7, UInt8(ascii: "c")): candidate = bytes[6] == UInt8(ascii: "X") ? (.centerX, "centerX") : (.centerY, "centerY")
        case (8, UInt8(ascii: "t")): candidate = (.trailing, "trailing")
        default: return nil
        }
        let name = candidate.name.utf8Start
        for k in bytes.indices where bytes[k] != name[k] { return nil }
        self = candidate.attribute
    }

    /// The anchor this attribute names, with leading/trailing folded into left/right.
    @inlinable public var anchor: Anchor {
        switch self {
        case .top, .leading, .left: .minimum
        case .bottom, .trailing, .right: .maximum
        case .centerX, .centerY: .center
        case .width, .height: .size
        }
    }

    public enum Anchor: Sendable, Hashable { case minimum, maximum, center, size }
}

/// What a constraint's right-hand side names (FORMAT.md `target`, revision 2 §6).
public enum ConstraintTarget: Hashable, Sendable {
    /// The constrained view's superview and its guides.
    case superview, safeArea, margins, readableContent, frameGuide
    /// Any view of the screen, by its index in `ScreenSpec.views` (the decoder resolves the id the
    /// spec names; `views[index].id` is that id). An index, not the id as well: a large spec holds
    /// hundreds of thousands of constraints.
    case view(index: Int)
    /// `ID.safeArea`, `ID.margins`, `ID.readableContent`: a guide of any view.
    case viewGuide(index: Int, guide: ViewGuide)
    /// `self`: the constrained view itself (dimensions only: `width: self.height * 1.5`).
    case selfView
    /// A bare number: a fixed width or height.
    case constant

    public enum ViewGuide: UInt8, Hashable, Sendable, CaseIterable {
        case safeArea, margins, readableContent
        public var name: String {
            switch self {
            case .safeArea: "safeArea"
            case .margins: "margins"
            case .readableContent: "readableContent"
            }
        }
    }
}

/// `==`, `>=`, `<=` of FORMAT.md §6.
public enum ConstraintRelation: UInt8, Hashable, Sendable {
    case equal, greaterOrEqual, lessOrEqual

    public var symbol: String {
        switch self {
        case .equal: "=="
        case .greaterOrEqual: ">="
        case .lessOrEqual: "<="
        }
    }
}

/// `this.attribute = target.targetAttribute × multiplier + constant` (UIKit's anchor order).
public struct Constraint: Hashable, Sendable {
    // 32 bytes, for a spec's hundreds of thousands: declared widest first, the target kept as a kind
    // and a 32-bit sibling index, and the expression's text not stored at all. The text is rebuilt
    // from the parts (`ScreenSpec.text(of:)`), and the few the decoder cannot rebuild byte for byte
    // are kept once in `ScreenSpec.constraintTexts`: inline, the text was 16 bytes a constraint plus
    // a heap string for any longer than 15 bytes, as most sibling references are.
    public var multiplier: Double
    public var constant: Double
    /// The attribute's key; a shorthand's constraints (`edges:`) share it.
    public var location: SourceLocation
    /// The view index of `.view` and `.viewGuide`; -1 for the other targets, and for an index
    /// outside `0...Int32.max`.
    @usableFromInline var viewIndex: Int32
    /// UIKit's priority, 1...1000 (1000: required).
    public var priority: UInt16
    @usableFromInline var targetKind: TargetKind
    public var attribute: Attribute
    public var targetAttribute: Attribute
    public var relation: ConstraintRelation
    /// Which optional parts the expression spelled out, and whether its text is kept verbatim.
    public var spelling: Spelling

    @usableFromInline enum TargetKind: UInt8, Sendable {
        case superview, safeArea, margins, readableContent, frameGuide, view, viewSafeArea, viewMargins, viewReadableContent, selfView, constant
    }

    public static let required: UInt16 = 1000
    public var isRequired: Bool { priority >= Self.required }

    /// How an expression was written, beyond its values: what `ScreenSpec.text(of:)` needs to give
    /// the text back as the spec wrote it.
    public struct Spelling: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

        // Computed and inlinable, not stored: read from another module (the decoder, per
        // constraint), a stored constant is reached through its accessor rather than folded in.
        /// `.attribute` after the target (`safeArea.top`).
        @inlinable public static var attribute: Spelling { Spelling(rawValue: 1) }
        /// `* multiplier`, even `* 1`.
        @inlinable public static var multiplier: Spelling { Spelling(rawValue: 2) }
        /// `+ constant` or `- constant`, even `+ 0`.
        @inlinable public static var constant: Spelling { Spelling(rawValue: 4) }
        /// Not in the one form the text is rebuilt in (one space around operators, the multiplier
        /// first, whole numbers, ASCII): the text is in `ScreenSpec.constraintTexts` at `location`.
        @inlinable public static var verbatim: Spelling { Spelling(rawValue: 8) }
        /// Written as `aspectRatio:` (a `width = self.height × ratio` constraint).
        @inlinable public static var aspectRatio: Spelling { Spelling(rawValue: 16) }
        /// Made by a stack view for its arranged subviews, not written by the spec.
        @inlinable public static var generated: Spelling { Spelling(rawValue: 32) }
    }

    public var target: ConstraintTarget {
        // Inlinable: the engine reads every counted constraint's target on every device × orientation.
        @inlinable get {
            switch targetKind {
            case .superview: .superview
            case .safeArea: .safeArea
            case .margins: .margins
            case .readableContent: .readableContent
            case .frameGuide: .frameGuide
            case .view: .view(index: Int(viewIndex))
            case .viewSafeArea: .viewGuide(index: Int(viewIndex), guide: .safeArea)
            case .viewMargins: .viewGuide(index: Int(viewIndex), guide: .margins)
            case .viewReadableContent: .viewGuide(index: Int(viewIndex), guide: .readableContent)
            case .selfView: .selfView
            case .constant: .constant
            }
        }
        set {
            viewIndex = -1
            // -1 is the decoder's "not resolved yet"; the reader's node limit keeps real indices far
            // below `Int32.max`. A hand-built index no array can hold names no view, as -1 does.
            func stored(_ index: Int) -> Int32 { index >= 0 && index <= Int(Int32.max) ? Int32(index) : -1 }
            switch newValue {
            case .superview: targetKind = .superview
            case .safeArea: targetKind = .safeArea
            case .margins: targetKind = .margins
            case .readableContent: targetKind = .readableContent
            case .frameGuide: targetKind = .frameGuide
            case .view(let index):
                targetKind = .view
                viewIndex = stored(index)
            case .viewGuide(let index, let guide):
                switch guide {
                case .safeArea: targetKind = .viewSafeArea
                case .margins: targetKind = .viewMargins
                case .readableContent: targetKind = .viewReadableContent
                }
                viewIndex = stored(index)
            case .selfView: targetKind = .selfView
            case .constant: targetKind = .constant
            }
        }
    }

    /// The view a `.view` or `.viewGuide` target names.
    @inlinable public var targetView: Int? { viewIndex >= 0 && (targetKind == .view || targetKind == .viewSafeArea
        || targetKind == .viewMargins || targetKind == .viewReadableContent) ? Int(viewIndex) : nil }

    /// `spelling` nil: the parts that differ from their defaults (an attribute other than this one,
    /// a multiplier other than 1, a constant other than 0) count as written.
    public init(attribute: Attribute, target: ConstraintTarget, targetAttribute: Attribute,
                multiplier: Double = 1, constant: Double = 0, relation: ConstraintRelation = .equal,
                priority: UInt16 = Constraint.required, spelling: Spelling? = nil, location: SourceLocation) {
        self.attribute = attribute
        self.relation = relation
        self.priority = priority
        viewIndex = -1
        targetKind = .constant
        self.targetAttribute = targetAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.location = location
        if let spelling {
            self.spelling = spelling
        } else {
            var implied: Spelling = []
            if target != .constant {
                if targetAttribute != attribute { implied.insert(.attribute) }
                if multiplier != 1 { implied.insert(.multiplier) }
                if constant != 0 { implied.insert(.constant) }
            }
            self.spelling = implied
        }
        self.target = target
    }

    /// The text in the one form the decoder leaves out of `ScreenSpec.constraintTexts`, with
    /// `targetName` for the target: `name[.attribute][ * multiplier][ + constant]`, or the number.
    public func rebuiltText(targetName: String) -> String {
        var text = relation == .equal ? "" : relation.symbol + " "
        if spelling.contains(.aspectRatio) {
            text += Self.number(multiplier)
        } else if targetKind == .constant {
            text += Self.number(constant)
        } else {
            text += targetName
            if spelling.contains(.attribute) { text += "." + targetAttribute.rawValue }
            if spelling.contains(.multiplier) { text += " * " + Self.number(multiplier) }
            if spelling.contains(.constant) {
                text += (constant.sign == .minus ? " - " : " + ") + Self.number(abs(constant))
            }
        }
        if !isRequired { text += " @ \(priority)" }
        return text
    }

    /// The key the constraint was written under: its attribute, or `aspectRatio`.
    public var keyName: String { spelling.contains(.aspectRatio) ? "aspectRatio" : attribute.rawValue }

    /// A whole number without `.0` (the only numbers the decoder lets the text be rebuilt from),
    /// any other as Swift writes it: `12` rather than `12.0` in a text or an example.
    public static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
