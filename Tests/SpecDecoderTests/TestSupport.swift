import Testing
import ScreenModel
import SpecDecoder

/// The devices and rules a driver would pass; small on purpose so suggestions are predictable.
let testOptions = DecodeOptions(knownDevices: ["iphone-x", "iphone-15", "iphone-se-3"],
                                knownRules: ["under-notch", "under-bar"])

func decode(_ yaml: String) throws(SpecError) -> ScreenSpec {
    try SpecDecoder.decode(Array(yaml.utf8), options: testOptions)
}

func decodeFailure(_ yaml: String) -> SpecError? {
    do { _ = try decode(yaml); return nil } catch { return error }
}

/// Checks the whole error a user sees: kind, exact line:column and exact message.
func expectError(_ yaml: String, _ kind: SpecError.Kind, at line: Int, _ column: Int, _ message: String,
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let error = decodeFailure(yaml) else {
        Issue.record("the spec was accepted; expected \(kind) at \(line):\(column)", sourceLocation: sourceLocation)
        return
    }
    #expect(error.kind == kind, sourceLocation: sourceLocation)
    #expect(error.location == ScreenModel.SourceLocation(line: line, column: column), sourceLocation: sourceLocation)
    #expect(error.message == message, sourceLocation: sourceLocation)
}

/// A spec whose root view holds `subviews`, written from column 1 (each line is indented here to
/// sit under `subviews:`). Line 6 is the first line of `subviews`.
func specWithSubviews(_ subviews: String) -> String {
    """
    insetlint: 1
    screen: Article
    viewController:
      view:
        subviews:

    """ + subviews.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }.joined(separator: "\n")
}

extension ScreenSpec {
    func view(_ id: String) -> DecodedView? {
        index(of: id).map { DecodedView(spec: self, index: $0) }
    }
}

/// A view of a decoded spec, with its constraints (which the spec holds, not the view).
@dynamicMemberLookup
struct DecodedView {
    let spec: ScreenSpec
    let index: Int

    subscript<T>(dynamicMember path: KeyPath<ViewSpec, T>) -> T { spec.views[index][keyPath: path] }

    var constraintList: [Constraint] { Array(spec.constraints(of: index)) }
}
