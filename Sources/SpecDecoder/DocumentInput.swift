import ScreenModel
import YAMLReader

/// What the configuration and baseline decoders share with the spec decoder: libyaml's errors as
/// `SpecError`s, and the offending source line under every error.
enum DocumentInput {
    /// The document in `bytes`, or nil when the file holds none (empty, or only comments).
    /// `what` names the file in messages that would otherwise say "screen spec".
    static func parse(_ bytes: [UInt8], what: String, limits: YAMLLimits = YAMLLimits()) throws(SpecError) -> YAMLDocument? {
        do {
            return try YAMLParser.parse(bytes, limits: limits)
        } catch {
            let location = SourceLocation(line: error.mark.line, column: error.mark.column)
            switch error.kind {
            case .empty:
                return nil
            case .multipleDocuments:
                throw SpecError(kind: .yaml, message: "\(what) is one YAML document; found a second document here (remove the `---`)",
                                location: location, snippet: error.snippet)
            case .limit: throw SpecError(kind: .limit, message: error.message, location: location, snippet: error.snippet)
            case .unsupported: throw SpecError(kind: .unsupported, message: error.message, location: location, snippet: error.snippet)
            default: throw SpecError(kind: .yaml, message: error.message, location: location, snippet: error.snippet)
            }
        }
    }

    /// Runs `body`, adding the source line and a caret to an error it throws.
    static func withSnippet<T>(_ bytes: [UInt8], _ body: () throws(SpecError) -> T) throws(SpecError) -> T {
        do {
            return try body()
        } catch {
            guard error.snippet.isEmpty else { throw error }
            var withSnippet = error
            withSnippet.snippet = bytes.withUnsafeBufferPointer {
                sourceSnippet($0, at: YAMLMark(line: error.location.line, column: error.location.column))
            }
            throw withSnippet
        }
    }
}
