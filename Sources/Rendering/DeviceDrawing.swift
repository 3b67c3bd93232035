import InsetEngine
import ScreenModel

/// The device around the screen, in interface coordinates (the screen's top-left is 0,0): bezel,
/// housing, home indicator or home button. Sizes of the body and bezel are for looks only.
struct DeviceDrawing {
    let device: Device
    let orientation: Orientation
    let screen: Size
    let outline: DeviceOutline

    init(device: Device, orientation: Orientation, screen: Size) {
        self.device = device
        self.orientation = orientation
        self.screen = screen
        outline = device.outline
    }

    var cameraEdge: Edge { DeviceOutline.cameraEdge(orientation) }

    /// The edge opposite the camera: where the home button is, on devices that have one.
    var homeEdge: Edge {
        switch cameraEdge {
        case .top: .bottom
        case .bottom: .top
        case .left: .right
        case .right: .left
        }
    }

    /// Bezel widths around the screen. Home-button devices have deep ends for the button and camera.
    var bezel: Insets {
        let hasButton = outline.hasHomeButton
        let side: Double = device.isPhone ? (hasButton ? 14 : 12) : (hasButton ? 28 : 20)
        var insets = Insets(top: side, left: side, bottom: side, right: side)
        if hasButton {
            let end: Double = device.isPhone ? 64 : 44
            insets[cameraEdge] = end
            insets[homeEdge] = end
        }
        return insets
    }

    var bodyCornerRadius: Double {
        outline.cornerRadius > 0 ? outline.cornerRadius + min(bezel.top, bezel.left) : (device.isPhone ? 52 : 34)
    }

    /// The housing as an SVG element in screen coordinates, and its bounding box; nil without one.
    func housing() -> (element: String, attributes: MarkupWriter.Attributes, bounds: Rect)? {
        switch outline.housing {
        case .none:
            return nil
        case .island(let width, let height, let top):
            let box = place(along: width, depth: height, offset: top)
            return ("rect", [("x", n(box.x)), ("y", n(box.y)), ("width", n(box.width)), ("height", n(box.height)),
                             ("rx", n(height / 2))], box)
        case .notch(let width, let height):
            // Concave "ears" where the notch meets the edge, rounded lower corners.
            let ear = 6.0, corner = min(20.0, height * 0.6)
            let u0 = (edgeLength - width) / 2, u1 = u0 + width
            let a = u0 + ear, b = u1 - ear
            let points: [(String, [(Double, Double)])] = [
                ("M", [(u0, 0)]),
                ("Q", [(a, 0), (a, ear)]),
                ("L", [(a, height - corner)]),
                ("Q", [(a, height), (a + corner, height)]),
                ("L", [(b - corner, height)]),
                ("Q", [(b, height), (b, height - corner)]),
                ("L", [(b, ear)]),
                ("Q", [(b, 0), (u1, 0)]),
            ]
            let d = points.map { command, pairs in
                command + " " + pairs.map { let p = map($0.0, $0.1); return "\(n(p.x)) \(n(p.y))" }.joined(separator: " ")
            }.joined(separator: " ") + " Z"
            return ("path", [("d", d)], place(along: width, depth: height, offset: 0))
        }
    }

    /// The home indicator bar, 8 pt above the bottom edge (drawing estimate), nil on home-button devices.
    func homeIndicator() -> Rect? {
        let length = outline.homeIndicatorLength(orientation)
        guard length > 0 else { return nil }
        return Rect(x: (screen.width - length) / 2, y: screen.height - 13, width: length, height: 5)
    }

    /// Along the camera edge: how long it is.
    private var edgeLength: Double { cameraEdge == .top || cameraEdge == .bottom ? screen.width : screen.height }

    /// A box centred on the camera edge, `along` long, `depth` deep, `offset` in from the edge.
    private func place(along: Double, depth: Double, offset: Double) -> Rect {
        let u0 = (edgeLength - along) / 2
        let p = map(u0, offset), q = map(u0 + along, offset + depth)
        return Rect(x: min(p.x, q.x), y: min(p.y, q.y), width: abs(q.x - p.x), height: abs(q.y - p.y))
    }

    /// (u along the camera edge, v into the screen) → screen coordinates.
    private func map(_ u: Double, _ v: Double) -> (x: Double, y: Double) {
        switch cameraEdge {
        case .top: (u, v)
        case .bottom: (u, screen.height - v)
        case .left: (v, u)
        case .right: (screen.width - v, u)
        }
    }

    /// Where the front camera (home-button devices, iPads) and home button sit, in screen coordinates.
    func bezelFeatures() -> (camera: (x: Double, y: Double), homeButton: (x: Double, y: Double)?) {
        func centre(of edge: Edge) -> (x: Double, y: Double) {
            let depth = bezel[edge] / 2
            switch edge {
            case .top: return (screen.width / 2, -depth)
            case .bottom: return (screen.width / 2, screen.height + depth)
            case .left: return (-depth, screen.height / 2)
            case .right: return (screen.width + depth, screen.height / 2)
            }
        }
        return (centre(of: cameraEdge), outline.hasHomeButton ? centre(of: homeEdge) : nil)
    }

    private func n(_ v: Double) -> String { Markup.number(v) }
}
