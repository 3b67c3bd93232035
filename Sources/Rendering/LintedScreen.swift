import InsetEngine
import LintRules
import ScreenModel

/// One decoded spec with its resolved layouts and the findings reported for its file: what the
/// pictures and the HTML report draw.
public struct LintedScreen: Sendable {
    public let file: String
    public let spec: ScreenSpec
    public let layouts: [ResolvedLayout]
    public let findings: [Finding]

    public init(file: String, spec: ScreenSpec, layouts: [ResolvedLayout], findings: [Finding]) {
        self.file = file
        self.spec = spec
        self.layouts = layouts
        self.findings = findings
    }

    /// The findings that occur on `context`; findings about the spec itself (no context) occur everywhere.
    public func findings(on context: LayoutContext) -> [Finding] {
        let id = ContextID(context)
        return findings.filter { $0.contexts.isEmpty || $0.contexts.contains(id) }
    }
}
