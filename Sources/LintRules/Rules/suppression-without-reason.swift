import InsetEngine
import ScreenModel

/// An `insetlint: { disable: [...] }` that does not say why.
public struct SuppressionWithoutReason: Rule {
    public static let description = RuleDescription(
        id: "suppression-without-reason",
        name: "Suppression without a reason",
        summary: "A view disables rules without giving a reason.",
        rationale: """
            A suppression hides real findings on every device from then on. The next person to touch the screen \
            needs to know whether it was a deliberate design (a full-bleed video) or a shortcut, so the spec \
            format requires a reason next to every disable (docs/format.md, "Suppressing a finding"). This rule \
            cannot itself be disabled.
            """,
        severity: .warning,
        examples: [
            RuleExample("A disable with no reason", """
                insetlint: 1
                screen: Player
                devices: [iphone-x]
                viewController:
                  view:
                    subviews:
                      - id: video
                        class: UIImageView
                        insetlint: { disable: [under-notch, under-home-indicator] }  # ← finding
                        constraints: { edges: superview }
                """),
            RuleExample("The same disable with its reason", """
                insetlint: 1
                screen: Player
                devices: [iphone-x]
                viewController:
                  view:
                    subviews:
                      - id: video
                        class: UIImageView
                        insetlint: { disable: [under-notch, under-home-indicator], reason: "full-bleed video, no text" }
                        constraints: { edges: superview }
                """),
        ])

    public init() {}

    /// Checked once per file only.
    public func observesLayouts(of screen: LintScreen) -> Bool { false }

    public func check(_ screen: LintScreen) -> [Observation] {
        guard screen.hasSuppressions else { return [] }
        let spec = screen.spec
        return spec.views.indices.compactMap { index in
            guard let suppression = spec.views[index].suppression, suppression.reason == nil else { return nil }
            let rules = suppression.rules.map(\.value).joined(separator: ", ")
            return Observation(view: index, location: suppression.location,
                               summary: "'\(spec.views[index].id)' disables \(rules) without a reason",
                               fix: "Add reason: \"…\" saying why the finding does not apply here")
        }
    }
}
