/// UIKIT.md D13: points print with at most 3 decimals, integers without a fraction.
public enum Points {
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(saturating: rounded)) }
        return String(rounded)
    }

    /// "44 pt", "97.667 pt".
    public static func text(_ value: Double) -> String { number(value) + " pt" }
}
