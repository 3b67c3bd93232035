import InsetEngine
import ScreenModel

/// One finding: a rule, a view (or constraint), and every device × orientation where it occurs.
public struct Finding: Sendable, Hashable {
    public let rule: String
    public var severity: Severity
    public let file: String
    public let location: SourceLocation
    public let screen: String
    /// The id of the view the finding is about (`root` for the screen's view controller).
    public let view: String
    public let message: String
    public let contexts: [ContextID]
    /// Other views the finding's one cause affects (a container's subviews laid out from the edge
    /// at fault), each at the line that places it.
    public let related: [RelatedView]

    public init(rule: String, severity: Severity, file: String, location: SourceLocation, screen: String,
                view: String, message: String, contexts: [ContextID], related: [RelatedView] = []) {
        self.rule = rule
        self.severity = severity
        self.file = file
        self.location = location
        self.screen = screen
        self.view = view
        self.message = message
        self.contexts = contexts
        self.related = related
    }

    /// Report order: file, line, column, rule.
    /// Field by field rather than as tuples: a tuple copied its strings (retained and released them)
    /// at every comparison of a sort.
    public static func ordered(_ a: Finding, _ b: Finding) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.location.line != b.location.line { return a.location.line < b.location.line }
        if a.location.column != b.location.column { return a.location.column < b.location.column }
        if a.rule != b.rule { return a.rule < b.rule }
        return a.message < b.message
    }
}

/// A device × orientation × iOS profile by name, as reports print it.
public struct ContextID: Hashable, Sendable {
    public let device: String
    public let orientation: String
    /// The profile's major version (18, 26, 27).
    public let ios: Int

    public init(device: String, orientation: String, ios: Int) {
        self.device = device
        self.orientation = orientation
        self.ios = ios
    }

    public init(_ context: LayoutContext) {
        self.init(device: context.device.id, orientation: context.orientation.rawValue, ios: context.ios.rawValue)
    }

    /// "iphone-x portrait (iOS 26)".
    public var label: String { "\(device) \(orientation) (iOS \(ios))" }
}

/// A view a finding names besides its own: its id and where the spec places it.
public struct RelatedView: Hashable, Sendable {
    public let view: String
    public let location: SourceLocation

    public init(view: String, location: SourceLocation) {
        self.view = view
        self.location = location
    }
}
