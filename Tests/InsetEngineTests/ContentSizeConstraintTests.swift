@testable import InsetEngine
import LayoutSolver
import ScreenModel
import SpecDecoder
import Testing

/// A view's content hugging and compression resistance on one axis go to the simplex as one
/// equality to its intrinsic size, its excess at the hugging priority and its shortfall at the
/// resistance priority, while both are optional; a required one keeps its own inequality.
struct ContentSizeConstraintTests {
    static let options = DecodeOptions(knownDevices: DeviceCatalog.acceptedNames, knownRules: [], deviceNames: DeviceCatalog.names)

    static func plan(_ subviews: String) throws -> AutoLayoutPlan {
        let text = """
            insetlint: 1
            screen: S
            viewController:
              view:
                subviews:
            \(subviews.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
            """
        return LayoutPlan(try SpecDecoder.decode(Array(text.utf8), options: options)).autoLayout
    }

    /// The content-size constraints of the plan, as (relation, priority, shortfall priority, the
    /// origins of their tags).
    static func contentSize(_ plan: AutoLayoutPlan) -> [String] {
        plan.constraints.compactMap { c in
            guard case .intrinsic(_, let axis, let hugging) = plan.origins[c.tag] else { return nil }
            let name = axis == .horizontal ? "width" : "height"
            if let shortfall = c.shortfall {
                guard case .intrinsic(let view, axis, false) = plan.origins[shortfall.tag], hugging,
                      case .intrinsic(view, _, _) = plan.origins[c.tag] else { return "mislabelled" }
                return "\(name) == intrinsic: over @\(c.priority), under @\(shortfall.priority)"
            }
            return "\(name) \(c.relation == .lessOrEqual ? "<=" : ">=") intrinsic @\(c.priority)"
        }
    }

    @Test func optionalHuggingAndResistanceAreOneEquality() throws {
        // Two labels between the edges: the simplex places them (they name each other).
        let plan = try Self.plan("""
            - { id: a, class: UILabel, intrinsicContentSize: { width: 100 }, constraints: { top: superview + 100, leading: superview + 16 } }
            - { id: b, class: UILabel, intrinsicContentSize: { width: 100 }, constraints: { top: a.top, leading: a.trailing + 8, trailing: superview - 16 } }
            """)
        #expect(Self.contentSize(plan) == Array(repeating: ["width == intrinsic: over @250, under @750",
                                                             "height == intrinsic: over @250, under @750"], count: 2).flatMap { $0 })
    }

    @Test func aRequiredSideKeepsItsOwnInequality() throws {
        let plan = try Self.plan("""
            - { id: a, class: UILabel, intrinsicContentSize: { width: 100 }, constraints: { top: superview + 100, leading: superview + 16 } }
            - id: b
              class: UILabel
              intrinsicContentSize: { width: 100 }
              contentCompressionResistancePriority: { horizontal: 1000 }
              constraints: { top: a.top, leading: a.trailing + 8, trailing: superview - 16 }
            """)
        #expect(Self.contentSize(plan) == ["width == intrinsic: over @250, under @750", "height == intrinsic: over @250, under @750",
                                           "width <= intrinsic @250", "width >= intrinsic @1000",
                                           "height == intrinsic: over @250, under @750"])
    }

    @Test func aWrappingLabelsRequiredResistanceGivesWayJustBelowRequired() throws {
        // A label of more than one line wraps instead of resisting: its horizontal resistance of
        // 1000 counts as 999, so its width is one equality too, its shortfall at 999.
        let plan = try Self.plan("""
            - { id: a, class: UILabel, intrinsicContentSize: { width: 100 }, constraints: { top: superview + 100, leading: superview + 16 } }
            - id: b
              class: UILabel
              numberOfLines: 0
              intrinsicContentSize: { width: 100 }
              contentCompressionResistancePriority: { horizontal: 1000 }
              constraints: { top: a.top, leading: a.trailing + 8, trailing: superview - 16 }
            """)
        #expect(Self.contentSize(plan).suffix(2) == ["width == intrinsic: over @250, under @999", "height == intrinsic: over @250, under @750"])
    }
}
