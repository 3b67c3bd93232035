import InsetEngine
import ScreenModel

/// A custom pan or swipe that can only be started in the band where a system screen-edge gesture
/// starts, moving the way that system gesture moves, on an edge the view controller does not defer.
public struct EdgeGestureConflict: Rule {
    /// Apple's Human Interface Guidelines' minimum touch target: a gesture area with less than this
    /// outside the band can only be grabbed inside it.
    static let minimumTarget = 44.0

    public static let description = RuleDescription(
        id: "edge-gesture-conflict",
        name: "Custom gesture that starts at a system gesture edge",
        summary: "A view's custom pan or swipe can only be started inside the home-indicator or status-bar band, moving the way the system's edge gesture there moves, and the view controller does not defer that edge.",
        rationale: """
            The system's screen-edge gestures take only touches that start in their band at the edge of the \
            screen: on Face ID devices a swipe up from the home indicator goes Home or to the app switcher, and a \
            swipe along it switches apps; on every iPhone a swipe down from the top edge opens Notification \
            Center or Control Center. Those touches go to the system before any recognizer of the app (Apple's \
            documentation of preferredScreenEdgesDeferringSystemGestures). A view that merely reaches into a band \
            loses nothing the user needs — a map, a side menu, a drawer whose grabber and body sit above the \
            home indicator are grabbed outside it, and Apple's own apps are built that way. The conflict is a \
            gesture that can only be started in the band (less than the 44-pt minimum touch target of it lies \
            outside, as with a drawer collapsed to a strip at the bottom edge or a pull-down handle under the \
            status bar) and that moves the way the system gesture does: up or along the bottom edge at the \
            bottom (pan, panVertical, panHorizontal, swipeUp, swipeLeft/Right), down at the top (pan, \
            panVertical, swipeDown). A banner dismissed upwards at the top, or a side menu's horizontal pan at \
            the top, does not compete. Keep the gesture area clear of the band (pin it to the safe area, or give \
            it room above the band), or — for immersive screens such as games, where the guidelines allow it — \
            return that edge from preferredScreenEdgesDeferringSystemGestures, so the first swipe goes to the \
            app and a second one to the system. The finding names the screen's view controller (`root`), whose \
            preference decides, and points at the view with the gesture. A navigation controller's back swipe \
            from the left edge is the app's own recognizer, not a system gesture that this preference defers, \
            and a spec does not say whether the screen was pushed, so horizontal pans at the sides are not \
            reported.
            """,
        severity: .warning,
        examples: [
            RuleExample("A drawer collapsed to a strip at the bottom edge, dragged up from there", """
                insetlint: 1
                screen: Map
                devices: [iphone-15]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: drawer  # ← finding
                        class: UIView
                        role: container
                        gestures: [panVertical]
                        constraints: { leading: superview, trailing: superview, bottom: superview, height: 60 }
                """),
            RuleExample("A scrubber along the bottom edge, where the swipe along the home indicator switches apps", """
                insetlint: 1
                screen: Player
                devices: [iphone-x]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: scrubber  # ← finding
                        class: UIView
                        gestures: [panHorizontal]
                        constraints: { leading: superview, trailing: superview, bottom: superview, height: 50 }
                """),
            RuleExample("A pull-down handle under the status bar", """
                insetlint: 1
                screen: Feed
                devices: [iphone-x]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: pullHandle  # ← finding
                        class: UIView
                        gestures: [swipeDown]
                        constraints: { top: superview, leading: superview, trailing: superview, height: 64 }
                """),
            RuleExample("A map's drawer that reaches the bottom edge by design: it is grabbed above the band", """
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
                        gestures: [panVertical]
                        constraints: { leading: superview, trailing: superview, bottom: superview, height: 280 }
                """),
            RuleExample("A full-screen side menu's horizontal pan", """
                insetlint: 1
                screen: Home
                devices: [iphone-x, iphone-15]
                orientations: [portrait, landscape]
                viewController:
                  view:
                    subviews:
                      - id: menuContainer
                        class: UIView
                        role: container
                        gestures: [panHorizontal]
                        constraints: { edges: superview }
                """),
            RuleExample("An in-app banner under the status bar, dismissed with an upward swipe", """
                insetlint: 1
                screen: Banner
                devices: [iphone-x, iphone-15]
                orientations: [portrait]
                viewController:
                  view:
                    subviews:
                      - id: banner
                        class: UIView
                        role: container
                        gestures: [swipeUp, tap]
                        constraints: { top: superview, leading: superview, trailing: superview, height: 64 }
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
                      - id: swipeStrip
                        class: UIView
                        gestures: [pan]
                        constraints: { leading: superview, trailing: superview, bottom: superview, height: 40 }
                """),
            RuleExample("The drawer's strip ends at the safe area", """
                insetlint: 1
                screen: Map
                devices: [iphone-x, iphone-15, iphone-se-3]
                orientations: [portrait, landscape]
                viewController:
                  view:
                    subviews:
                      - id: drawer
                        class: UIView
                        role: container
                        gestures: [panVertical]
                        constraints: { leading: superview, trailing: superview, bottom: safeArea, height: 60 }
                """),
        ])

    public init() {}

    public func observesLayouts(of screen: LintScreen) -> Bool { !screen.gestureViews.isEmpty }

    /// The motions that compete with the system gesture starting at `edge`: Notification Center and
    /// Control Center are pulled down from the top; the home indicator is swiped up (Home, app
    /// switcher) or along the bottom edge (switch apps; Apple's iPhone User Guide, "Use gestures to
    /// navigate your iPhone with Face ID").
    static func competing(at edge: Edge) -> GestureMotion {
        switch edge {
        case .top: .down
        case .bottom: [.up, .horizontal]
        case .left, .right: []
        }
    }

    public func check(_ screen: LintScreen, _ current: LintLayout) -> [Observation] {
        // Before the spec and layout are copied out, which was most of the check in a layout with none.
        guard observesLayouts(of: screen) else { return [] }
        let spec = screen.spec, layout = current.layout
        let deferred = spec.viewController.preferredScreenEdgesDeferringSystemGestures
        let band = layout.deviceInsets
        let height = layout.screenSize.height
        var result: [Observation] = []
        for index in screen.gestureViews {
            let view = spec.views[index]
            guard !layout.views[index].isHidden, let frame = layout.views[index].visibleFrame else { continue }
            for edge in [Edge.top, .bottom] where !deferred.contains(edge) && band[edge] > 0.01 {
                let gestures = view.gestures.filter { !GestureMotion(gesture: $0).isDisjoint(with: Self.competing(at: edge)) }
                guard !gestures.isEmpty else { continue }
                let bandEdge = edge == .top ? band.top : height - band.bottom
                let inBand = edge == .top ? bandEdge - frame.minY : frame.maxY - bandEdge
                // Outside the band, along the axis the system gesture travels.
                let outside = edge == .top ? frame.maxY - max(frame.minY, bandEdge) : min(frame.maxY, bandEdge) - frame.minY
                guard inBand > 0.01, outside < Self.minimumTarget - 0.01 else { continue }
                let system = edge == .top ? "swipes down for Notification Center and Control Center"
                                          : "home indicator's swipes (up for Home and the app switcher, along the edge to switch apps)"
                result.append(Observation(
                    view: ScreenSpec.rootIndex, location: view.location,
                    summary: "\(Coverage.name(view))'s \(gestures.joined(separator: ", ")) gesture can only be started in the \(edge.rawValue) "
                        + "system-gesture band, where the \(system) take precedence, and the view controller does not defer that edge",
                    detail: "\(Points.text(min(inBand, band[edge]))) of it in the \(edge == .top ? layout.context.device.topBandName(layout.context.orientation) : "home indicator") band, "
                        + "\(Points.text(max(0, outside))) outside it",
                    fix: "Give the gesture area at least \(Points.text(Self.minimumTarget)) outside the band (or pin it to safeArea), or, for an "
                        + "immersive screen, add \(edge.rawValue) to preferredScreenEdgesDeferringSystemGestures so the first swipe goes to the app"))
            }
        }
        return result
    }
}
