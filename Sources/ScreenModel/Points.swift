/// UIKIT.md D13: points print with at most 3 decimals, integers without a fraction.
public enum Points {
    public static func number(_ value: Double) -> String {
        // A frame past a Double's range (nested `superview * 100000` sizes) saturates at the largest
        // Double, as integers saturate: "0" said the view had no size at all. NaN has no number.
        guard value.isFinite else { return value.isNaN ? "0" : String(value > 0 ? Double.greatestFiniteMagnitude : -Double.greatestFiniteMagnitude) }
        // Past 1e15 there is no fraction to round, and `value * 1000` could overflow to "inf",
        // which no JSON or SVG reader accepts; Swift's shortest form ("3.93e+307") is valid in both.
        guard abs(value) < 1e15 else { return String(value) }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(saturating: rounded)) }
        return String(rounded)
    }

    /// "44 pt", "97.667 pt".
    public static func text(_ value: Double) -> String { number(value) + " pt" }
}
