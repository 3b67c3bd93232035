/// The ways a custom gesture recognizer named in a view's `gestures:` can move its finger, which
/// decide the system edge gestures it competes with (FORMAT.md §9).
public struct GestureMotion: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let up = GestureMotion(rawValue: 1)
    public static let down = GestureMotion(rawValue: 2)
    public static let left = GestureMotion(rawValue: 4)
    public static let right = GestureMotion(rawValue: 8)
    public static let vertical: GestureMotion = [.up, .down]
    public static let horizontal: GestureMotion = [.left, .right]
    public static let any: GestureMotion = [.vertical, .horizontal]

    /// `pan` moves any way; `panHorizontal` / `panVertical` are pans restricted to one axis, as
    /// drawers, side menus and carousels are; `swipeUp`... one direction, `swipe` up or down; any
    /// other name with `pan` or `drag` in it is an unrestricted pan; anything else (`tap`, `pinch`,
    /// `longPress`) does not travel towards an edge.
    public init(gesture name: String) {
        switch name.lowercased() {
        case "panhorizontal": self = .horizontal
        case "panvertical": self = .vertical
        case "swipeup": self = .up
        case "swipedown": self = .down
        case "swipeleft": self = .left
        case "swiperight": self = .right
        case "swipe": self = .vertical
        case let other where other.contains("pan") || other.contains("drag"): self = .any
        default: self = []
        }
    }

    /// The names a spec writes for a pan; another name starting with `panH` or `panV` is a typo.
    public static let panNames = ["pan", "panHorizontal", "panVertical"]
}
