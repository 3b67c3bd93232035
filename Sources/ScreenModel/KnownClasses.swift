/// UIKit classes a spec may name without `role:` (FORMAT.md §1), and their default roles.
public enum KnownClass {
    /// Classes that are (or, for WKWebView, hold) a UIScrollView: they take the scroll keys and get
    /// adjusted content insets. UITextView is a UIScrollView subclass whose text is its content
    /// (Apple, "UITextView"); unlike the others it stays content by default, and one with
    /// `scrollEnabled: false` sizes to its text and is a plain view.
    public static let scrollViewClasses: Set<String> = ["UIScrollView", "UITableView", "UICollectionView", "WKWebView", "UITextView"]

    public static let names: Set<String> = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView", "UISwitch",
        "UISlider", "UISegmentedControl", "UIStackView", "UIScrollView", "UITableView",
        "UICollectionView", "WKWebView", "UIVisualEffectView",
    ]

    /// FORMAT.md §1 "Defaults"; nil for a class that needs an explicit role.
    public static func defaultRole(className: String, hasSubviews: Bool) -> Role? {
        // A plain view (most of a spec) told by its length before a dozen string comparisons.
        // `UIView` has no other spelling: none of its letters has a canonical equivalent, so a
        // string equal to it is its six bytes.
        // The other names the same way, none of them with such a letter either (WKWebView, whose K
        // has one, is left to the set): a comparison that fails is a call, and in source order a
        // button was compared with three names before its own.
        switch className.utf8.count {
        case 6: if className == "UIView" { return hasSubviews ? .container : .background }
        case 7: if className == "UILabel" { return .content }
        case 8: if className == "UIButton" || className == "UISwitch" || className == "UISlider" { return .control }
        case 10: if className == "UITextView" { return .content }
        case 11:
            if className == "UIImageView" { return .content }
            if className == "UITextField" { return .control }
            if className == "UIStackView" { return .container }
        case 18:
            if className == "UISegmentedControl" { return .control }
            if className == "UIVisualEffectView" { return .background }
        default: break
        }
        return scrollViewClasses.contains(className) ? .container : nil
    }

    /// FORMAT.md §1 intrinsic sizes: (width, height), nil where a class has none on that axis.
    public static func intrinsicSize(className: String) -> (width: Double?, height: Double?) {
        // Asked per view: most are of none of these classes, told by the length alone, and the
        // others compared only with the names of their length (a comparison that fails is a call,
        // and an image or stack view, as long as a text field, failed all six). None of these names
        // has a letter with a canonical equivalent (as K has the Kelvin sign), so a string equal to
        // one is that many bytes long.
        switch className.utf8.count {
        case 7: if className == "UILabel" { return (nil, 21) }
        case 8:
            if className == "UIButton" { return (nil, 34) }
            if className == "UISwitch" { return (51, 31) }
            // A slider sizes its own height (its thumb's), not its width: Interface Builder lays one out
            // 31 pt high and asks only for a horizontal extent.
            if className == "UISlider" { return (nil, 31) }
        case 11: if className == "UITextField" { return (nil, 34) }
        case 18: if className == "UISegmentedControl" { return (nil, 34) }
        default: break
        }
        return (nil, nil)
    }
}
