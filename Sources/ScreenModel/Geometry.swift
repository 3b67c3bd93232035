/// A 1-based line:column in a spec file.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    // Stored in 32 bits (8 bytes rather than 16): every view, constraint and plan entry holds one,
    // and a large spec has hundreds of thousands. The reader's marks are 32-bit already.
    @usableFromInline var storedLine: Int32
    @usableFromInline var storedColumn: Int32

    @inlinable public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    @inlinable public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    public var description: String { "\(line):\(column)" }
}

public enum Edge: String, CaseIterable, Hashable, Sendable {
    case top, left, bottom, right

    /// Stored once: the synthesized `allCases` builds a new array on every call, and the engine
    /// asks for it per view per device × orientation.
    public static let allCases: [Edge] = [.top, .left, .bottom, .right]

    /// This edge's bit in a mask of edges (bits in `allCases` order).
    @inlinable public var mask: UInt8 {
        switch self {
        case .top: 1
        case .left: 2
        case .bottom: 4
        case .right: 8
        }
    }
}

/// Per-edge values in UIEdgeInsets order (top, left, bottom, right).
public struct Insets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    @inlinable public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = Insets()

    @inlinable public subscript(edge: Edge) -> Double {
        get {
            switch edge {
            case .top: top
            case .left: left
            case .bottom: bottom
            case .right: right
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .left: left = newValue
            case .bottom: bottom = newValue
            case .right: right = newValue
            }
        }
    }

    public static func + (a: Insets, b: Insets) -> Insets {
        Insets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var minX: Double { x }
    @inlinable public var minY: Double { y }
    @inlinable public var maxX: Double { x + width }
    @inlinable public var maxY: Double { y + height }
    @inlinable public var midX: Double { x + width / 2 }
    @inlinable public var midY: Double { y + height / 2 }
    @inlinable public var size: Size { Size(width: width, height: height) }

    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    @inlinable public func inset(by i: Insets) -> Rect {
        Rect(x: x + i.left, y: y + i.top, width: width - i.left - i.right, height: height - i.top - i.bottom)
    }

    /// The overlap, or nil when the two share no area.
    @inlinable public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension Rect {
    /// The value of a layout attribute of this rectangle (leading/trailing as left/right).
    @inlinable public func value(of attribute: Attribute) -> Double {
        switch attribute {
        case .leading, .left: minX
        case .trailing, .right: maxX
        case .centerX: midX
        case .top: minY
        case .bottom: maxY
        case .centerY: midY
        case .width: width
        case .height: height
        }
    }
}
