import InsetEngine
import ScreenModel

/// Content or a control under the status bar, notch or Dynamic Island (portrait), or in the
/// landscape side bands that the sensor housing reserves.
public struct UnderNotch: Rule {
    public static let description = RuleDescription(
        id: "under-notch",
        name: "Content under the notch",
        summary: "Text or a control extends into the top sensor band (status bar, notch, Dynamic Island) or the landscape side bands.",
        rationale: """
            The device's own safe area reserves the top of the screen for the status bar and sensor housing \
            (44 pt on iPhone X, 59 pt on iPhone 15) and, in landscape, the same width on both sides, whichever \
            side the housing is on (UIKIT.md §1, note 1). A label or button pinned to its superview's edge \
            instead of the safe area is cut by the notch or the Dynamic Island on those devices only, so it \
            passes review on a home-button simulator (seeds 001, 003). Backgrounds and containers may run \
            under the band and are not flagged.
            """,
        severity: .error,
        examples: [
            RuleExample("A title pinned to the top of the root view", """
                insetlint: 1
                screen: Profile
                devices: [iphone-x, iphone-15]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: title
                        class: UILabel
                        constraints: { top: superview, leading: safeArea + 16, trailing: safeArea - 16 }  # ← finding
                """),
            RuleExample("A list row label that starts at the screen edge in landscape", """
                insetlint: 1
                screen: Settings
                devices: [iphone-x]
                orientations: [landscape]
                viewController:
                  view:
                    subviews:
                      - id: name
                        class: UILabel
                        constraints:
                          top: safeArea + 12
                          leading: superview + 16  # ← finding
                          width: 200
                """),
            RuleExample("The same title pinned to the safe area", """
                insetlint: 1
                screen: Profile
                devices: [iphone-x, iphone-15]
                orientations: [portrait, landscape]
                viewController:
                  view:
                    subviews:
                      - id: title
                        class: UILabel
                        constraints: { top: safeArea, leading: safeArea + 16, trailing: safeArea - 16 }
                """),
            RuleExample("A header background under the notch (backgrounds may go there)", """
                insetlint: 1
                screen: Profile
                devices: [iphone-x]
                viewController:
                  view:
                    subviews:
                      - id: headerBackground
                        class: UIView
                        constraints: { top: superview, leading: superview, trailing: superview, bottom: safeArea.top + 44 }
                """),
        ])

    public init() {}

    public func check(_ spec: ScreenSpec, _ layout: ResolvedLayout) -> [Observation] {
        let band = layout.deviceInsets
        let screen = layout.screenSize
        let device = layout.context.device
        var result: [Observation] = []
        for c in Coverage.candidates(spec, layout) {
            if band.top > 0.01, let hit = c.initialFrame.intersection(Rect(x: 0, y: 0, width: screen.width, height: band.top)) {
                result.append(Observation(
                    view: c.index, location: Coverage.responsibleLocation(c.spec, edge: .top),
                    summary: "\(Coverage.name(c.spec)) extends above the safe area into the top of the screen",
                    detail: "\(Coverage.points(hit.height)) under the \(device.topBandName)",
                    fix: "Constrain its top to safeArea (or margins) instead of superview; only backgrounds belong under the status bar, notch or Dynamic Island"))
            }
            let left = band.left > 0.01 ? c.initialFrame.intersection(Rect(x: 0, y: 0, width: band.left, height: screen.height)) : nil
            let right = band.right > 0.01 ? c.initialFrame.intersection(Rect(x: screen.width - band.right, y: 0, width: band.right, height: screen.height)) : nil
            if left != nil || right != nil {
                let depth = max(left?.width ?? 0, right?.width ?? 0)
                result.append(Observation(
                    view: c.index, location: Coverage.responsibleLocation(c.spec, edge: left != nil ? .left : .right),
                    summary: "\(Coverage.name(c.spec)) extends past the safe area into the landscape side band",
                    detail: "\(Coverage.points(depth)) into the \(device.sideBandName)",
                    fix: "Constrain leading and trailing to safeArea or margins instead of superview; landscape insets are symmetric, so both sides need it"))
            }
        }
        return result
    }
}
