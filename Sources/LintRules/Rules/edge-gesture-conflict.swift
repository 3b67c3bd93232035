import InsetEngine
import ScreenModel

/// A custom pan or swipe gesture in the band where the system's screen-edge gestures start, on an
/// edge the view controller does not defer.
public struct EdgeGestureConflict: Rule {
    public static let description = RuleDescription(
        id: "edge-gesture-conflict",
        name: "Custom gesture at a system gesture edge",
        summary: "A view with a custom pan or swipe gesture reaches the home-indicator or status-bar band, and the view controller does not defer that screen edge's system gestures.",
        rationale: """
            On Face ID devices a swipe up from the bottom edge goes Home or to the app switcher, and on every \
            iPhone a swipe down from the top edge opens Notification Center or Control Center. Those system \
            gestures win over a pan or swipe recognizer on a view that reaches into the home-indicator band (34 pt \
            in portrait, 21 pt in landscape) or the top band, so a bottom sheet dragged up from the screen's bottom \
            edge sends the user Home instead. Apple's Human Interface Guidelines advise keeping interactive \
            controls, especially gesture-driven ones, away from the home indicator. Keep the gesture area out of \
            the band (pin it to the safe area), or — for immersive screens such as games, where the guidelines \
            allow it — return that edge from preferredScreenEdgesDeferringSystemGestures (Apple's documentation \
            of UIViewController), so the first swipe goes to the app and a second one to the system. The finding \
            names the screen's view controller (`root`), whose preference decides, and points at the view with \
            the gesture. Taps, pinches and sideways swipes do not compete with these edges and are not flagged.
            """,
        severity: .warning,
        examples: [
            RuleExample("A bottom sheet dragged up from the bottom edge of the screen", """
                insetlint: 1
                screen: Map
                devices: [iphone-15]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: sheet  # ← finding
                        class: UIView
                        role: container
                        gestures: [pan]
                        constraints: { leading: superview, trailing: superview, bottom: superview, height: 220 }
                """),
            RuleExample("A full-screen game board whose swipes reach both system edges", """
                insetlint: 1
                screen: Game
                devices: [iphone-x]
                orientations: [portrait]
                statusBar: hidden
                viewController:
                  preferredScreenEdgesDeferringSystemGestures: [top]
                  view:
                    subviews:
                      - id: board  # ← finding
                        class: UIView
                        gestures: [swipeUp, swipeDown]
                        constraints: { edges: superview }
                """),
            RuleExample("The game defers both edges", """
                insetlint: 1
                screen: Game
                devices: [iphone-x, iphone-15]
                orientations: [portrait, landscape]
                statusBar: hidden
                viewController:
                  preferredScreenEdgesDeferringSystemGestures: all
                  view:
                    subviews:
                      - id: board
                        class: UIView
                        gestures: [pan]
                        constraints: { edges: superview }
                """),
            RuleExample("The sheet's draggable area ends at the safe area", """
                insetlint: 1
                screen: Map
                devices: [iphone-x, iphone-15, iphone-se-3]
                orientations: [portrait, landscape]
                viewController:
                  view:
                    subviews:
                      - id: sheet
                        class: UIView
                        role: container
                        gestures: [pan]
                        constraints: { leading: safeArea, trailing: safeArea, bottom: safeArea, height: 220 }
                """),
            RuleExample("A carousel swiped sideways and tapped at the bottom", """
                insetlint: 1
                screen: Onboarding
                devices: [iphone-x]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: pages
                        class: UIView
                        gestures: [swipeLeft, swipeRight, tap]
                        constraints: { edges: superview }
                """),
        ])

    public init() {}

    /// The screen edges whose system gestures compete with a recognizer of this kind.
    static func contestedEdges(_ gesture: String) -> Set<Edge> {
        switch gesture.lowercased() {
        case "swipeup": [.bottom]
        case "swipedown": [.top]
        case "swipe": [.top, .bottom]
        case let g where g.contains("pan") || g.contains("drag"): [.top, .bottom]
        default: []
        }
    }

    public func check(_ screen: LintScreen, _ current: LintLayout) -> [Observation] {
        let spec = screen.spec, layout = current.layout
        let deferred = spec.viewController.preferredScreenEdgesDeferringSystemGestures
        let band = layout.deviceInsets
        let height = layout.screenSize.height
        var result: [Observation] = []
        for index in screen.gestureViews {
            let view = spec.views[index]
            guard !layout.views[index].isHidden, let frame = layout.views[index].visibleFrame else { continue }
            let contested = view.gestures.reduce(into: Set<Edge>()) { $0.formUnion(Self.contestedEdges($1)) }.subtracting(deferred)
            for edge in [Edge.top, .bottom] where contested.contains(edge) && band[edge] > 0.01 {
                let depth = edge == .top ? band.top - frame.minY : frame.maxY - (height - band.bottom)
                guard depth > 0.01 else { continue }
                let gestures = view.gestures.filter { Self.contestedEdges($0).contains(edge) }.joined(separator: ", ")
                let system = edge == .top ? "Notification Center / Control Center swipe down from the top"
                                          : "home-indicator swipe up (Home, app switcher)"
                result.append(Observation(
                    view: ScreenSpec.rootIndex, location: view.location,
                    summary: "\(Coverage.name(view))'s \(gestures) gesture starts in the \(edge.rawValue) system-gesture band, where the "
                        + "\(system) wins, and the view controller does not defer that edge",
                    detail: "\(Points.text(min(depth, band[edge]))) into the \(edge == .top ? layout.context.device.topBandName : "home indicator") band",
                    fix: "Keep the gesture area out of the band (pin it to safeArea), or, for an immersive screen, add \(edge.rawValue) to "
                        + "preferredScreenEdgesDeferringSystemGestures so the first swipe goes to the app"))
            }
        }
        return result
    }
}
