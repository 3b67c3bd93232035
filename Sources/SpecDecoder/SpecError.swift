import ScreenModel

/// A spec that could not be read, parsed or decoded. Always names a 1-based line:column.
public struct SpecError: Error, Sendable, Equatable {
    public enum Kind: String, Sendable {
        case yaml               // libyaml could not parse it (see the message)
        case limit              // size, depth or alias caps
        case wrongType
        case missingKey
        case unknownKey
        case duplicateKey
        case badValue
        case duplicateID
        case unknownReference
        case unknownDevice
        case unknownRule
        case unknownClass
        case badConstraint
        case unsupported
    }

    public let kind: Kind
    public let message: String
    public let location: SourceLocation
    /// The source line and a caret under the column ("" when the file has no such line).
    public var snippet: String

    public init(kind: Kind, message: String, location: SourceLocation, snippet: String = "") {
        self.kind = kind
        self.message = message
        self.location = location
        self.snippet = snippet
    }
}
