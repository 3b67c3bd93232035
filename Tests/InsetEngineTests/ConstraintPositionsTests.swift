import InsetEngine
import ScreenModel
import SpecDecoder
import Testing

/// The engine and the rules read a view's constraints by their positions (`constraintPositions(of:)`),
/// other code through the slice (`constraints(of:)`): both must name the same constraints, including
/// for views without any and for a hand-built layout whose range runs past the spec's constraints.
@Suite struct ConstraintPositionsTests {
    static let at = SourceLocation(line: 1, column: 1)

    @Test func aLayoutsPositionsAreTheSliceItReads() {
        let all = (0..<4).map { Constraint(attribute: .top, target: .superview, targetAttribute: .top, constant: Double($0),
                                           location: SourceLocation(line: $0 + 1, column: 1)) }
        let cases: [(Layout, Range<Int>)] = [
            (.none, 0..<0),
            (.frame(Rect(x: 0, y: 0, width: 10, height: 10), Self.at), 0..<0),
            (.constraints(1..<3, Self.at), 1..<3),
            (.constraints(0..<4, Self.at), 0..<4),
            (.constraints(2..<2, Self.at), 2..<2),
            (.constraints(3..<5, Self.at), 0..<0),  // past the end: none, not a trap
        ]
        for (layout, expected) in cases {
            #expect(layout.positions(upTo: all.count) == expected)
            #expect(layout.constraints(in: all).map(\.location) == all[expected].map(\.location))
        }
    }

    @Test func aSpecsPositionsAreItsSlices() throws {
        let yaml = """
            insetlint: 1
            screen: Positions
            viewController:
              view:
                subviews:
                  - id: a
                    class: UILabel
                    constraints: { top: superview + 8, leading: superview, trailing: superview }
                  - id: b
                    class: UIView
                    frame: [0, 0, 10, 10]
                  - id: c
                    class: UIView
                    constraints: { top: a.bottom, leading: superview, width: 20, height: 20 }
            """
        let spec = try SpecDecoder.decode(Array(yaml.utf8), options: DecodeOptions(knownDevices: DeviceCatalog.acceptedNames, knownRules: []))
        var named = 0
        for index in -1...spec.views.count {
            let positions = spec.constraintPositions(of: index)
            #expect(spec.constraints(of: index).map(\.location) == spec.constraints[positions].map(\.location))
            named += positions.count
        }
        #expect(named == spec.constraints.count)
        #expect(spec.constraintPositions(of: spec.views.count).isEmpty)
        #expect(spec.constraintPositions(of: -1).isEmpty)
    }
}
