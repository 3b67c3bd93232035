import InsetEngine
import ScreenModel
import Testing

/// A valid spec can compute numbers no integer holds; converting them must not trap.
@Suite struct SaturatingNumbersTests {
    /// Four nested `superview * 100000` widths make the collection view 4e20 × 10^… points wide:
    /// its flow layout's item count used to be `Int(4e22 / 60)`, a trap that ended the whole run.
    @Test func aFlowLayoutWiderThanAnyIntegerCountsItsItemsWithoutTrapping() throws {
        let resolved = try Resolved("""
            insetlint: 1
            screen: Huge
            viewController:
              view:
                subviews:
                  - id: a
                    class: UIView
                    constraints: { top: superview, leading: superview, height: 100, width: superview * 100000 }
                    subviews:
                      - id: b
                        class: UIView
                        constraints: { top: superview, leading: superview, height: 100, width: superview * 100000 }
                        subviews:
                          - id: c
                            class: UIView
                            constraints: { top: superview, leading: superview, height: 100, width: superview * 100000 }
                            subviews:
                              - id: d
                                class: UIView
                                constraints: { top: superview, leading: superview, height: 100, width: superview * 100000 }
                                subviews:
                                  - id: grid
                                    class: UICollectionView
                                    constraints: { top: superview, leading: superview, height: 100, width: superview * 100000 }
            """, "iphone-15")
        let flow = try #require(resolved["grid"].flowLayout)
        #expect(resolved["grid"].screenFrame.width > 1e25)
        #expect(flow.itemsPerRow == Int.max)
    }

    /// A size past a Double's range prints as the largest Double (reports and pictures read it as
    /// "huge"), not as 0, which said the view had no size; JSON and SVG never see `inf`.
    @Test func aNumberPastADoublesRangePrintsAsTheLargestDouble() {
        #expect(Points.number(.infinity) == "1.7976931348623157e+308")
        #expect(Points.number(-.infinity) == "-1.7976931348623157e+308")
        #expect(Points.number(.nan) == "0")
        #expect(Points.number(3.75e307) == "3.75e+307")
        #expect(Points.text(97.6666) == "97.667 pt")
    }

    @Test func saturatingConversionClampsInfinityAndNaN() {
        #expect(Int(saturating: 1e300) == .max)
        #expect(Int(saturating: -.infinity) == .min)
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: .nan, nan: 7) == 7)
        #expect(Int(saturating: 9_223_372_036_854_775_807.0) == .max)   // rounds up to 2^63
        #expect(Int(saturating: -42.9) == -42)
        #expect(Int.max.adding(saturating: 1) == .max)
        #expect(Int.min.adding(saturating: -1) == .min)
        #expect(40.adding(saturating: 2) == 42)
    }
}
