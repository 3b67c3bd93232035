import InsetEngine
import ScreenModel
import SpecDecoder
import Testing

/// Decodes a spec and resolves it on one device × orientation; views are looked up by id.
struct Resolved {
    let spec: ScreenSpec
    let layout: ResolvedLayout

    init(_ yaml: String, _ device: String, _ orientation: Orientation = .portrait,
         sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let options = DecodeOptions(knownDevices: DeviceCatalog.acceptedNames, knownRules: [])
        spec = try SpecDecoder.decode(Array(yaml.utf8), options: options)
        let d = try #require(DeviceCatalog.device(named: device), sourceLocation: sourceLocation)
        layout = LayoutEngine.resolve(spec, in: LayoutContext(device: d, orientation: orientation))
    }

    subscript(_ id: String) -> ResolvedView {
        layout.views[spec.index(of: id)!]
    }
}

/// D13: numbers agree within 0.01 pt.
func expectInsets(_ actual: Insets, _ top: Double, _ left: Double, _ bottom: Double, _ right: Double,
                  sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let ok = abs(actual.top - top) < 0.01 && abs(actual.left - left) < 0.01
        && abs(actual.bottom - bottom) < 0.01 && abs(actual.right - right) < 0.01
    #expect(ok, "got (\(actual.top), \(actual.left), \(actual.bottom), \(actual.right)), expected (\(top), \(left), \(bottom), \(right))",
            sourceLocation: sourceLocation)
}

func expectRect(_ actual: Rect, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let ok = abs(actual.x - x) < 0.01 && abs(actual.y - y) < 0.01
        && abs(actual.width - width) < 0.01 && abs(actual.height - height) < 0.01
    #expect(ok, "got \(actual), expected (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
}
