/// The one place computed numbers become integers. `Int(x)` traps when `x` is NaN, infinite or
/// beyond Int's range, and a valid spec can compute any of them (four nested `superview * 100000`
/// widths pass 1e20): every conversion of a computed Double goes through `Int(saturating:)`, and
/// sums of counts read from files through `adding(saturating:)`. Indices and counts of views stay
/// below the reader's node cap (2,000,000), so their `Int32` forms cannot overflow.
extension Int {
    /// `value` rounded toward zero and clamped to `Int.min...Int.max`; NaN is `nan`.
    @inlinable public init(saturating value: Double, nan: Int = 0) {
        if value.isNaN {
            self = nan
        } else if value >= 9_223_372_036_854_775_807.0 {   // 2^63: the first Double past Int.max
            self = .max
        } else if value <= -9_223_372_036_854_775_808.0 {
            self = .min
        } else {
            self = Int(value)
        }
    }

    /// `self + other`, clamped to Int's range instead of trapping.
    @inlinable public func adding(saturating other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }
}
