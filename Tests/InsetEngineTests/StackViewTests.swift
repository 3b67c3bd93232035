import InsetEngine
import ScreenModel
import Testing

/// UIStackView's arrangement (FORMAT.md §6 "Stack views"), each frame worked out by hand from
/// Apple's UIStackView documentation ("UIStackView.Distribution", "UIStackView.Alignment").
///
/// Every stack here sits at (20, 100) in the root view of an iPhone SE (375 × 667, safe area
/// 20 at the top only), so it is clear of the safe area and the arranged views' frames are in the
/// stack's bounds. A spec is written with "along" and "across" sizes, so one test covers the
/// horizontal and the vertical stack: along is x/width on a horizontal stack and y/height on a
/// vertical one.
@Suite struct StackViewTests {
    /// An arranged view: id, intrinsic size along and across the axis, extra keys.
    struct Item {
        var id: String
        var along: Double?
        var across: Double?
        var extra: String = ""
    }

    static func spec(axis: Attribute.Axis, distribution: String = "fill", alignment: String = "fill", spacing: Double = 10,
                     along: Double? = 300, across: Double? = 100, stackExtra: String = "", _ items: [Item]) -> String {
        let horizontal = axis == .horizontal
        var size: [String] = []
        if let along { size.append("\(horizontal ? "width" : "height"): \(Constraint.number(along))") }
        if let across { size.append("\(horizontal ? "height" : "width"): \(Constraint.number(across))") }
        var text = """
            insetlint: 1
            screen: Stack
            viewController:
              view:
                subviews:
                  - id: stack
                    class: UIStackView
                    axis: \(horizontal ? "horizontal" : "vertical")
                    distribution: \(distribution)
                    alignment: \(alignment)
                    spacing: \(Constraint.number(spacing))
                    constraints: { top: superview + 100, leading: superview + 20\(size.map { ", " + $0 }.joined()) }
            \(stackExtra.isEmpty ? "" : stackExtra.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n") + "\n")        subviews:

            """
        for item in items {
            let w = horizontal ? item.along : item.across, h = horizontal ? item.across : item.along
            var intrinsic: [String] = []
            intrinsic.append("width: \(w.map(Constraint.number) ?? "none")")
            intrinsic.append("height: \(h.map(Constraint.number) ?? "none")")
            text += "          - id: \(item.id)\n            class: UIView\n"
            text += "            intrinsicContentSize: { \(intrinsic.joined(separator: ", ")) }\n"
            for line in item.extra.split(separator: "\n") { text += "            \(line)\n" }
        }
        return text
    }

    /// Checks a frame given along/across the stack's axis.
    static func expectFrame(_ r: Resolved, _ id: String, _ axis: Attribute.Axis, along: Double, _ alongSize: Double,
                            across: Double, _ acrossSize: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        if axis == .horizontal {
            expectRect(r[id].frame, along, across, alongSize, acrossSize, sourceLocation: sourceLocation)
        } else {
            expectRect(r[id].frame, across, along, acrossSize, alongSize, sourceLocation: sourceLocation)
        }
    }

    static let axes: [Attribute.Axis] = [.horizontal, .vertical]

    /// Arranged views usually have no `constraints:` of their own; their hugging and compression
    /// resistance still hold them at their intrinsic size.
    @Test func anArrangedViewWithoutConstraintsKeepsItsIntrinsicSize() throws {
        // .top alignment leaves the height free: hugging (250) and compression resistance (750)
        // hold it at its intrinsic 20, not the stack's 100.
        let r = try Resolved(Self.spec(axis: .horizontal, distribution: "fillEqually", alignment: "top", spacing: 20,
                                       [Item(id: "a", along: 50, across: 20)]), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(r.layout.issues.map(\.message))")
        expectRect(r["a"].frame, 0, 0, 300, 20)
    }

    // MARK: Distribution

    @Test(arguments: axes) func fillStretchesTheViewThatHugsLeast(_ axis: Attribute.Axis) throws {
        // .fill: "When the arranged views do not fill the stack view, it stretches the views according
        // to their hugging priority." a and b hug at 251, c at the default 250, so c takes the room:
        // 300 - (40 + 60) - 2 × 10 spacing = 180. Across, .fill alignment: every view is 100.
        let hug = axis == .horizontal ? "contentHuggingPriority: { horizontal: 251 }" : "contentHuggingPriority: { vertical: 251 }"
        let r = try Resolved(Self.spec(axis: axis, [Item(id: "a", along: 40, across: 20, extra: hug),
                                                    Item(id: "b", along: 60, across: 20, extra: hug),
                                                    Item(id: "c", along: 50, across: 20)]), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(r.layout.issues.map(\.message))")
        Self.expectFrame(r, "a", axis, along: 0, 40, across: 0, 100)
        Self.expectFrame(r, "b", axis, along: 50, 60, across: 0, 100)       // 40 + 10
        Self.expectFrame(r, "c", axis, along: 120, 180, across: 0, 100)     // 50 + 60 + 10
    }

    @Test(arguments: axes) func fillShrinksTheViewThatResistsLeast(_ axis: Attribute.Axis) throws {
        // .fill: "If the arranged views do not fit, it shrinks the views according to their
        // compression resistance priority." 200 + 150 + 10 = 360 > 300: b (resistance 749 < 750)
        // gives up 60 and is 90 long; a keeps its 200.
        let resist = axis == .horizontal ? "contentCompressionResistancePriority: { horizontal: 749 }"
            : "contentCompressionResistancePriority: { vertical: 749 }"
        let r = try Resolved(Self.spec(axis: axis, [Item(id: "a", along: 200, across: 20),
                                                    Item(id: "b", along: 150, across: 20, extra: resist)]), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(r.layout.issues.map(\.message))")
        Self.expectFrame(r, "a", axis, along: 0, 200, across: 0, 100)
        Self.expectFrame(r, "b", axis, along: 210, 90, across: 0, 100)
    }

    @Test(arguments: axes) func fillEquallyGivesEveryViewTheSameLength(_ axis: Attribute.Axis) throws {
        // .fillEqually: "resizes its arranged views so that they are all the same size along the
        // stack view's axis", whatever their intrinsic sizes: (300 - 2 × 10) / 3 = 93.333.
        let r = try Resolved(Self.spec(axis: axis, distribution: "fillEqually",
                                       [Item(id: "a", along: 40, across: 20), Item(id: "b", along: 60, across: 20),
                                        Item(id: "c", along: 50, across: 20)]), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(r.layout.issues.map(\.message))")
        let third = 280.0 / 3
        Self.expectFrame(r, "a", axis, along: 0, third, across: 0, 100)
        Self.expectFrame(r, "b", axis, along: third + 10, third, across: 0, 100)
        Self.expectFrame(r, "c", axis, along: 2 * third + 20, third, across: 0, 100)
    }

    @Test(arguments: axes) func fillProportionallyFollowsTheIntrinsicSizes(_ axis: Attribute.Axis) throws {
        // .fillProportionally: "resizes its arranged views according to their intrinsic content
        // size along the stack view's axis". UIKit asks for each view's length as a share of the
        // stack's: intrinsic / (sum of intrinsics + spacing) = 30, 60, 90 over 200, times 300:
        // 45, 90, 135, at priorities 999, 998, 997 (kean.blog, "Let's Build UIStackView"). The
        // spacing does not scale, so the last share gives way: c is 300 - 20 - 45 - 90 = 145.
        // Origins 0, 45 + 10 = 55, 55 + 90 + 10 = 155.
        let r = try Resolved(Self.spec(axis: axis, distribution: "fillProportionally",
                                       [Item(id: "a", along: 30, across: 20), Item(id: "b", along: 60, across: 20),
                                        Item(id: "c", along: 90, across: 20)]), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(r.layout.issues.map(\.message))")
        Self.expectFrame(r, "a", axis, along: 0, 45, across: 0, 100)
        Self.expectFrame(r, "b", axis, along: 55, 90, across: 0, 100)
        Self.expectFrame(r, "c", axis, along: 155, 145, across: 0, 100)
    }

    @Test func fillProportionallyGivesWayToAViewsOwnSize() throws {
        // The proportions are optional in UIKit (999, 998, 997), so the middle view's required
        // aspect ratio on a 100-high stack holds: b is 100 × 100, a takes its share 300 × 60/240 = 75
        // (shares over 60 + 60 + 100 + 2 × 10), and c the rest: 300 - 20 - 75 - 100 = 105. With the
        // proportions required this was a layout-conflict that UIKit never logs.
        let r = try Resolved(Self.spec(axis: .horizontal, distribution: "fillProportionally",
                                       [Item(id: "a", along: 60, across: 20),
                                        Item(id: "b", along: 60, across: 20, extra: "constraints: { aspectRatio: 1 }"),
                                        Item(id: "c", along: 100, across: 20)]), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(r.layout.issues.map(\.message))")
        expectRect(r["a"].frame, 0, 0, 75, 100)
        expectRect(r["b"].frame, 85, 0, 100, 100)
        expectRect(r["c"].frame, 195, 0, 105, 100)
    }

    @Test func fillProportionallyStillConflictsWithRequiredSizesThatCannotFit() throws {
        // Optional proportions do not hide a real conflict: two required widths of 200 cannot fit
        // a 300-wide stack with its required edges and spacing.
        let r = try Resolved(Self.spec(axis: .horizontal, distribution: "fillProportionally",
                                       [Item(id: "a", along: 60, across: 20, extra: "constraints: { width: 200 }"),
                                        Item(id: "b", along: 60, across: 20, extra: "constraints: { width: 200 }")]), "iphone-se-3")
        #expect(r.layout.issues.contains { $0.kind == .conflict }, "\(r.layout.issues.map(\.message))")
    }

    @Test func fillProportionallyWithAViewWithoutALengthKeepsTheContentsLength() throws {
        // A vertical stack pinned at the top only; b is a plain view 76 high with no intrinsic
        // height, so it has no share: a and c keep their 20 : 40 to each other, and the stack is
        // its content, 20 + 76 + 40 + 2 × 10 = 156 high, not pulled longer by shares of itself.
        let r = try Resolved(Self.spec(axis: .vertical, distribution: "fillProportionally", along: nil,
                                       [Item(id: "a", along: 20, across: 20), Item(id: "b", along: nil, across: 20, extra: "constraints: { height: 76 }"),
                                        Item(id: "c", along: 40, across: 20)]), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(r.layout.issues.map(\.message))")
        expectRect(r["stack"].frame, 20, 100, 100, 156)
        expectRect(r["a"].frame, 0, 0, 100, 20)
        expectRect(r["b"].frame, 0, 30, 100, 76)
        expectRect(r["c"].frame, 0, 116, 100, 40)
    }

    @Test(arguments: axes) func equalSpacingPadsTheGapsEvenly(_ axis: Attribute.Axis) throws {
        // .equalSpacing: "When the arranged views do not fill the stack view, it pads the spacing
        // between the views evenly." The views keep their intrinsic 40, 60, 50 (150); the two gaps
        // share 300 - 150 = 150: 75 each (at least the 10 of `spacing`). Origins 0, 115, 250.
        let r = try Resolved(Self.spec(axis: axis, distribution: "equalSpacing",
                                       [Item(id: "a", along: 40, across: 20), Item(id: "b", along: 60, across: 20),
                                        Item(id: "c", along: 50, across: 20)]), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(r.layout.issues.map(\.message))")
        Self.expectFrame(r, "a", axis, along: 0, 40, across: 0, 100)
        Self.expectFrame(r, "b", axis, along: 115, 60, across: 0, 100)
        Self.expectFrame(r, "c", axis, along: 250, 50, across: 0, 100)
    }

    @Test(arguments: axes) func equalCenteringSpacesTheCentres(_ axis: Attribute.Axis) throws {
        // .equalCentering: "maintain an equal distance between the centers of the arranged views".
        // a is at 0 (centre 20), c ends at 300 (origin 250, centre 275); b's centre is halfway,
        // 147.5, so b starts at 147.5 - 30 = 117.5. Both gaps (77.5 and 72.5) exceed the 10 of spacing.
        let r = try Resolved(Self.spec(axis: axis, distribution: "equalCentering",
                                       [Item(id: "a", along: 40, across: 20), Item(id: "b", along: 60, across: 20),
                                        Item(id: "c", along: 50, across: 20)]), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(r.layout.issues.map(\.message))")
        Self.expectFrame(r, "a", axis, along: 0, 40, across: 0, 100)
        Self.expectFrame(r, "b", axis, along: 117.5, 60, across: 0, 100)
        Self.expectFrame(r, "c", axis, along: 250, 50, across: 0, 100)
    }

    @Test(arguments: axes) func spacingSeparatesTheViews(_ axis: Attribute.Axis) throws {
        // spacing 24 with .fillEqually on two views: (300 - 24) / 2 = 138; b starts at 138 + 24 = 162.
        let r = try Resolved(Self.spec(axis: axis, distribution: "fillEqually", spacing: 24,
                                       [Item(id: "a", along: 40, across: 20), Item(id: "b", along: 60, across: 20)]), "iphone-se-3")
        Self.expectFrame(r, "a", axis, along: 0, 138, across: 0, 100)
        Self.expectFrame(r, "b", axis, along: 162, 138, across: 0, 100)
    }

    // MARK: Alignment

    /// Two views, .fillEqually on a 300 × 100 stack with spacing 20: each is 140 along, at 0 and 160.
    /// Across, their intrinsic sizes are 20 and 40 (hugging and compression resistance keep them so
    /// wherever the alignment leaves them free).
    static func aligned(_ axis: Attribute.Axis, _ alignment: String) throws -> Resolved {
        try Resolved(Self.spec(axis: axis, distribution: "fillEqually", alignment: alignment, spacing: 20,
                               [Item(id: "a", along: 50, across: 20), Item(id: "b", along: 50, across: 40)]), "iphone-se-3")
    }

    @Test(arguments: axes) func fillAlignmentStretchesAcross(_ axis: Attribute.Axis) throws {
        // .fill: "resizes the arranged views so that they fill the available space perpendicular to the axis".
        let r = try Self.aligned(axis, "fill")
        #expect(r.layout.issues.isEmpty, "\(r.layout.issues.map(\.message))")
        Self.expectFrame(r, "a", axis, along: 0, 140, across: 0, 100)
        Self.expectFrame(r, "b", axis, along: 160, 140, across: 0, 100)
    }

    @Test(arguments: [(Attribute.Axis.horizontal, "top"), (.horizontal, "leading"), (.horizontal, "firstBaseline"),
                      (.vertical, "leading"), (.vertical, "top")])
    func leadingAlignmentKeepsTheLowEdge(_ axis: Attribute.Axis, _ alignment: String) throws {
        // .top / .leading (UIKit: "leading = top" on a horizontal stack, "top = leading" on a vertical
        // one); .firstBaseline is taken as .top for single-line content (FORMAT.md §6).
        let r = try Self.aligned(axis, alignment)
        #expect(r.layout.issues.isEmpty, "\(r.layout.issues.map(\.message))")
        Self.expectFrame(r, "a", axis, along: 0, 140, across: 0, 20)
        Self.expectFrame(r, "b", axis, along: 160, 140, across: 0, 40)
    }

    @Test(arguments: axes) func centerAlignmentCentresAcross(_ axis: Attribute.Axis) throws {
        // .center: centre at 100 / 2 = 50: a at 50 - 10 = 40, b at 50 - 20 = 30.
        let r = try Self.aligned(axis, "center")
        #expect(r.layout.issues.isEmpty, "\(r.layout.issues.map(\.message))")
        Self.expectFrame(r, "a", axis, along: 0, 140, across: 40, 20)
        Self.expectFrame(r, "b", axis, along: 160, 140, across: 30, 40)
    }

    @Test(arguments: [(Attribute.Axis.horizontal, "bottom"), (.horizontal, "trailing"), (.horizontal, "lastBaseline"),
                      (.vertical, "trailing"), (.vertical, "bottom")])
    func trailingAlignmentKeepsTheHighEdge(_ axis: Attribute.Axis, _ alignment: String) throws {
        // .bottom / .trailing, .lastBaseline taken as .bottom: a at 100 - 20 = 80, b at 100 - 40 = 60.
        let r = try Self.aligned(axis, alignment)
        #expect(r.layout.issues.isEmpty, "\(r.layout.issues.map(\.message))")
        Self.expectFrame(r, "a", axis, along: 0, 140, across: 80, 20)
        Self.expectFrame(r, "b", axis, along: 160, 140, across: 60, 40)
    }

    @Test(arguments: [(Attribute.Axis.horizontal, "top"), (.horizontal, "center"), (.horizontal, "bottom"),
                      (.vertical, "leading"), (.vertical, "center"), (.vertical, "trailing")])
    func aViewWithNoSizeAcrossAnAlignedStackIsZeroAcross(_ axis: Attribute.Axis, _ alignment: String) throws {
        // A spacer (a plain UIView with a length along the axis and nothing across) in a stack that
        // does not fill across: UIKit gives every arranged view a size of 0 across at priority 25
        // (UISV-ambiguity-suppression), so the spacer is 0 pt across, not ambiguous. b keeps its
        // intrinsic 40 across. .fillEqually: 140 along each, at 0 and 160.
        let r = try Resolved(Self.spec(axis: axis, distribution: "fillEqually", alignment: alignment, spacing: 20,
                                       [Item(id: "spacer", along: 50, across: nil), Item(id: "b", along: 50, across: 40)]), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(r.layout.issues.map(\.message))")
        let cross: (spacer: Double, b: Double) = switch alignment {
        case "center": (50, 30)
        case "bottom", "trailing": (100, 60)
        default: (0, 0)
        }
        Self.expectFrame(r, "spacer", axis, along: 0, 140, across: cross.spacer, 0)
        Self.expectFrame(r, "b", axis, along: 160, 140, across: cross.b, 40)
    }

    @Test func aViewWithNoSizeAcrossAFillStackTakesTheStacksSize() throws {
        // With .fill alignment the stack sizes it: nothing changes there, the spacer is 100 high.
        let r = try Resolved(Self.spec(axis: .horizontal, distribution: "fillEqually", alignment: "fill", spacing: 20,
                                       [Item(id: "spacer", along: 50, across: nil), Item(id: "b", along: 50, across: 40)]), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(r.layout.issues.map(\.message))")
        expectRect(r["spacer"].frame, 0, 0, 140, 100)
    }

    @Test func anAlignedStackWithoutACrossPositionIsStillAmbiguous() throws {
        // The 0-across size decides an arranged view's size, never where the stack is: a stack with
        // no vertical constraint at all is still reported, as Xcode reports it.
        let r = try Resolved("""
            insetlint: 1
            screen: Stack
            viewController:
              view:
                subviews:
                  - id: stack
                    class: UIStackView
                    alignment: top
                    constraints: { leading: superview + 20, trailing: superview - 20 }
                    subviews:
                      - { id: spacer, class: UIView, constraints: { width: 40 } }
                      - { id: label, class: UILabel, contentHuggingPriority: { horizontal: 200 } }
            """, "iphone-se-3")
        let ambiguous = r.layout.issues.filter { $0.kind == .ambiguous }
        #expect(ambiguous.contains { r.spec.views[$0.view].id == "stack" && $0.axis == .vertical }, "\(r.layout.issues.map(\.message))")
        #expect(!ambiguous.contains { $0.axis == .horizontal }, "\(ambiguous.map(\.message))")
    }

    // MARK: Spreading distributions without a length

    /// A vertical stack of two 34-pt buttons (80 wide), 8 apart, centred in the root view of an
    /// iPhone SE and given no height: `distribution` equalSpacing or equalCentering.
    static func centredSpreadingStack(_ distribution: String, vertical: String = "centerY: superview") -> String {
        """
        insetlint: 1
        screen: Stack
        viewController:
          view:
            subviews:
              - id: stack
                class: UIStackView
                axis: vertical
                distribution: \(distribution)
                alignment: center
                spacing: 8
                constraints: { centerX: superview\(vertical.isEmpty ? "" : ", " + vertical) }
                subviews:
                  - { id: b1, class: UIButton, intrinsicContentSize: { width: 80 } }
                  - { id: b2, class: UIButton, intrinsicContentSize: { width: 80 } }
        """
    }

    @Test(arguments: ["equalSpacing", "equalCentering"])
    func aSpreadingStackWithoutALengthHugsItsContent(_ distribution: String) throws {
        // The spacing is only a minimum here; UIKit adds the stack's length == 0 at priority 49
        // (UISV-canvas-fit), so the stack is 34 + 8 + 34 = 76 high, centred: y (667 - 76) / 2 = 295.5.
        let r = try Resolved(Self.centredSpreadingStack(distribution), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(r.layout.issues.map(\.message))")
        expectRect(r["stack"].frame, 147.5, 295.5, 80, 76)
        expectRect(r["b1"].frame, 0, 0, 80, 34)
        expectRect(r["b2"].frame, 0, 42, 80, 34)
    }

    @Test(arguments: ["equalSpacing", "equalCentering"])
    func aSpreadingStackWithoutAPositionIsStillAmbiguous(_ distribution: String) throws {
        // Its length is decided, not where it is: no vertical constraint is still layout-ambiguous.
        let r = try Resolved(Self.centredSpreadingStack(distribution, vertical: ""), "iphone-se-3")
        let ambiguous = r.layout.issues.filter { $0.kind == .ambiguous }
        #expect(ambiguous.contains { r.spec.views[$0.view].id == "stack" && $0.axis == .vertical }, "\(r.layout.issues.map(\.message))")
    }

    // MARK: Labels of more than one line

    @Test(arguments: [(200.0, 180.0), (100.0, 80.0)])
    func multiLineLabelsShareAHorizontalStacksWidth(_ first: Double, _ second: Double) throws {
        // Two labels with numberOfLines 0 in a 300-wide fill stack, 10 apart: whether they must
        // shrink (200 + 180) or stretch (100 + 80) and whatever their equal priorities, UIKit caps
        // each at an equal share of the width, (300 - 10) / 2 = 145, at priority 950
        // (UISV-text-width-disambiguation), so each is 145 wide.
        let r = try Resolved(Self.spec(axis: .horizontal, [Item(id: "a", along: first, across: 40, extra: "numberOfLines: 0"),
                                                           Item(id: "b", along: second, across: 40, extra: "numberOfLines: 0")]), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(r.layout.issues.map(\.message))")
        expectRect(r["a"].frame, 0, 0, 145, 100)
        expectRect(r["b"].frame, 155, 0, 145, 100)
    }

    @Test func singleLineLabelsThatMustShrinkAreStillATie() throws {
        // The same two labels on one line each: nothing shares the width, and the equal compression
        // resistance is still layout-ambiguous, as it is in UIKit.
        let r = try Resolved(Self.spec(axis: .horizontal, [Item(id: "a", along: 200, across: 40), Item(id: "b", along: 180, across: 40)]),
                             "iphone-se-3")
        #expect(r.layout.issues.contains { $0.kind == .ambiguous && $0.isPriorityTie }, "\(r.layout.issues.map(\.message))")
    }

    @Test func aSingleMultiLineLabelBesideASwitchShrinksByItsPriority() throws {
        // One multi-line label is not shared with anything (the iOS 15 form): the label, whose
        // compression resistance is 749, gives way and the switch keeps its 51: 300 - 10 - 51 = 239.
        let r = try Resolved(Self.spec(axis: .horizontal, [Item(id: "label", along: 400, across: 40,
                                                                extra: "numberOfLines: 0\ncontentCompressionResistancePriority: { horizontal: 749 }"),
                                                           Item(id: "toggle", along: 51, across: 31)]), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(r.layout.issues.map(\.message))")
        expectRect(r["label"].frame, 0, 0, 239, 100)
        expectRect(r["toggle"].frame, 249, 0, 51, 100)
    }

    @Test func multiLineLabelsInAVerticalStackAreNotShared() throws {
        // Only a horizontal stack shares its width: in a vertical one a multi-line label of 21 and
        // one of 40 keep their heights, with a hugging tie to stretch into the 300: layout-ambiguous.
        let r = try Resolved(Self.spec(axis: .vertical, [Item(id: "a", along: 21, across: 40, extra: "numberOfLines: 0"),
                                                         Item(id: "b", along: 40, across: 40, extra: "numberOfLines: 0")]), "iphone-se-3")
        #expect(r.layout.issues.contains { $0.kind == .ambiguous && $0.axis == .vertical }, "\(r.layout.issues.map(\.message))")
    }

    // MARK: Arranged views

    @Test(arguments: axes) func aHiddenArrangedViewTakesNoSpace(_ axis: Attribute.Axis) throws {
        // UIKit: "the stack view automatically updates its layout whenever views are ... hidden".
        // b is hidden: a and c share 300 - 10 (one gap, not two) equally: 145 each, c at 155.
        let r = try Resolved(Self.spec(axis: axis, distribution: "fillEqually",
                                       [Item(id: "a", along: 40, across: 20), Item(id: "b", along: 60, across: 20, extra: "hidden: true"),
                                        Item(id: "c", along: 50, across: 20)]), "iphone-se-3")
        Self.expectFrame(r, "a", axis, along: 0, 145, across: 0, 100)
        Self.expectFrame(r, "c", axis, along: 155, 145, across: 0, 100)
        let b = r["b"].frame
        #expect(abs(axis == .horizontal ? b.width : b.height) < 0.01)
        #expect(!r.layout.issues.contains { $0.kind == .conflict }, "\(r.layout.issues.map(\.message))")
    }

    @Test func aSubviewWithArrangedFalseIsLeftOutOfTheArrangement() throws {
        // The badge is a plain subview: it keeps its own frame, and a and c share the stack as if it
        // were not there: (300 - 10) / 2 = 145.
        let r = try Resolved(Self.spec(axis: .horizontal, distribution: "fillEqually",
                                       [Item(id: "a", along: 40, across: 20),
                                        Item(id: "badge", along: 10, across: 10, extra: "arranged: false\nframe: [5, 6, 10, 12]"),
                                        Item(id: "c", along: 50, across: 20)]), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(r.layout.issues.map(\.message))")
        expectRect(r["a"].frame, 0, 0, 145, 100)
        expectRect(r["c"].frame, 155, 0, 145, 100)
        expectRect(r["badge"].frame, 5, 6, 10, 12)
    }

    @Test(arguments: axes) func layoutMarginsRelativeArrangementInsetsTheViews(_ axis: Attribute.Axis) throws {
        // isLayoutMarginsRelativeArrangement: "the stack view lays out its arranged views relative to
        // its layout margins". The stack is clear of the safe area, so its margins are its own
        // layoutMargins (10, 12, 14, 16). Horizontal: width 300 - 12 - 16 = 272, two views
        // (272 - 20) / 2 = 126 at x 12 and 158; y 10, height 100 - 10 - 14 = 76. Vertical: height
        // 300 - 10 - 14 = 276, (276 - 20) / 2 = 128 at y 10 and 158; x 12, width 100 - 12 - 16 = 72.
        let r = try Resolved(Self.spec(axis: axis, distribution: "fillEqually", spacing: 20,
                                       stackExtra: "isLayoutMarginsRelativeArrangement: true\nlayoutMargins: { top: 10, left: 12, bottom: 14, right: 16 }",
                                       [Item(id: "a", along: 40, across: 20), Item(id: "b", along: 60, across: 20)]), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(r.layout.issues.map(\.message))")
        if axis == .horizontal {
            expectRect(r["a"].frame, 12, 10, 126, 76)
            expectRect(r["b"].frame, 158, 10, 126, 76)
        } else {
            expectRect(r["a"].frame, 12, 10, 72, 128)
            expectRect(r["b"].frame, 12, 158, 72, 128)
        }
    }

    @Test(arguments: axes) func aStackWithoutASizeTakesItsContentsSize(_ axis: Attribute.Axis) throws {
        // No width or height: along the axis the stack is 40 + 10 + 60 = 110 (first and last view at
        // its edges, intrinsic lengths); across, .fill makes both views as long as the stack, and
        // compression resistance (750) beats hugging (250) at b's 30, so the stack is 30.
        let r = try Resolved(Self.spec(axis: axis, along: nil, across: nil,
                                       [Item(id: "a", along: 40, across: 20), Item(id: "b", along: 60, across: 30)]), "iphone-se-3")
        #expect(r.layout.issues.isEmpty, "\(r.layout.issues.map(\.message))")
        if axis == .horizontal { expectRect(r["stack"].frame, 20, 100, 110, 30) } else { expectRect(r["stack"].frame, 20, 100, 30, 110) }
        Self.expectFrame(r, "a", axis, along: 0, 40, across: 0, 30)
        Self.expectFrame(r, "b", axis, along: 50, 60, across: 0, 30)
    }

    // MARK: Hugging decides who stretches

    @Test(arguments: axes) func equalHuggingOnViewsThatMustStretchIsAmbiguous(_ axis: Attribute.Axis) throws {
        // 300 - 10 - (40 + 60) = 190 to give away, and both views hug at 250: nothing says which
        // one stretches (UIKit falls back to an index order it does not document) — layout-ambiguous.
        let r = try Resolved(Self.spec(axis: axis, [Item(id: "a", along: 40, across: 20), Item(id: "b", along: 60, across: 20)]),
                             "iphone-se-3")
        let ambiguous = r.layout.issues.filter { $0.kind == .ambiguous }
        #expect(!ambiguous.isEmpty, "\(r.layout.issues.map(\.message))")
        #expect(ambiguous.allSatisfy { ["a", "b"].contains(r.spec.views[$0.view].id) && $0.axis == axis },
                "\(ambiguous.map(\.message))")
    }

    @Test func aHuggingTieInAFillStackSaysWhichPriorityToChange() throws {
        // A vertical fill stack pinned on all four sides around two labels and a button (21, 21 and
        // 34 pt high, all hugging at 250): the stack places them, so nothing is missing; which one
        // stretches is the open question (docs/auto-layout.md, "Stack views").
        let r = try Resolved("""
            insetlint: 1
            screen: Stack
            viewController:
              view:
                subviews:
                  - id: stack
                    class: UIStackView
                    axis: vertical
                    constraints: { top: safeArea + 24, bottom: safeArea - 20, leading: safeArea + 20, trailing: superview - 20 }
                    subviews:
                      - {id: l1, class: UILabel}
                      - {id: l2, class: UILabel}
                      - {id: b1, class: UIButton}
            """, "iphone-x")
        let ambiguous = r.layout.issues.filter { $0.kind == .ambiguous }
        #expect(ambiguous.map { r.spec.views[$0.view].id } == ["l1", "l2", "b1"], "\(r.layout.issues.map(\.message))")
        #expect(ambiguous.allSatisfy { $0.axis == .vertical && $0.isPriorityTie })
        let cause = "'l1', 'l2' and 'b1' have the same vertical content hugging priority (250), so Auto Layout cannot tell "
            + "which of them stretches to fill the stack view 'stack'; give the one that should stretch a lower vertical "
            + "contentHuggingPriority than the others (e.g. 249), or give all but one of them a height"
        #expect(ambiguous.map(\.message) == ["'l1': " + cause, "'l2': " + cause, "'b1': " + cause])
        #expect(!ambiguous.contains { $0.message.contains("add top") || $0.message.contains("no vertical constraint") })
    }

    @Test(arguments: axes) func theViewThatHugsLessStretches(_ axis: Attribute.Axis) throws {
        // Same row, a hugs at 251: b (250) takes the 190 whatever its place; then the other way round.
        let key = axis == .horizontal ? "horizontal" : "vertical"
        let first = try Resolved(Self.spec(axis: axis, [Item(id: "a", along: 40, across: 20, extra: "contentHuggingPriority: { \(key): 251 }"),
                                                        Item(id: "b", along: 60, across: 20)]), "iphone-se-3")
        #expect(first.layout.issues.isEmpty, "\(first.layout.issues.map(\.message))")
        Self.expectFrame(first, "a", axis, along: 0, 40, across: 0, 100)
        Self.expectFrame(first, "b", axis, along: 50, 250, across: 0, 100)
        let second = try Resolved(Self.spec(axis: axis, [Item(id: "a", along: 40, across: 20),
                                                         Item(id: "b", along: 60, across: 20, extra: "contentHuggingPriority: { \(key): 251 }")]),
                                  "iphone-se-3")
        #expect(second.layout.issues.isEmpty, "\(second.layout.issues.map(\.message))")
        Self.expectFrame(second, "a", axis, along: 0, 230, across: 0, 100)
        Self.expectFrame(second, "b", axis, along: 240, 60, across: 0, 100)
    }
}
