/// A UIKit metrics profile: the bar heights and insets of one design generation of iOS
/// (FORMAT.md §7). A layout is device × orientation × profile.
public enum IOSProfile: Int, CaseIterable, Hashable, Sendable, Comparable {
    /// iOS 15–18, and apps built for iOS 26 that keep the earlier design
    /// (`UIDesignRequiresCompatibility`).
    case ios18 = 18
    /// iOS 26's design ("Liquid Glass"), for apps built with the iOS 26 SDK or later.
    case ios26 = 26
    /// iOS 27, at rest (bars expanded, initial content offset); provisional while its numbers come
    /// from third parties.
    case ios27 = 27

    /// Used when neither the spec, the configuration nor the command line names profiles.
    public static let defaults: [IOSProfile] = [.ios18, .ios26]

    public static let allCases: [IOSProfile] = [.ios18, .ios26, .ios27]

    /// "iOS 26".
    public var label: String { "iOS \(rawValue)" }

    /// Whether the profile's numbers are still mostly third-party ones (printed as provisional).
    public var isProvisional: Bool { self == .ios27 }

    /// The iOS 26 design: bars from the safe-area top, 54-pt navigation bars, 48-pt toolbars.
    public var hasNewDesign: Bool { self != .ios18 }

    public static func < (a: IOSProfile, b: IOSProfile) -> Bool { a.rawValue < b.rawValue }

    /// Why `number` is not a profile, and what to write instead: follows "unknown iOS profile N; "
    /// in the message of an `ios:` entry or an `--ios` value that names none.
    public static func problem(with number: Int) -> String {
        switch number {
        case 15...17: "profile 18 covers iOS 15–18; did you mean 18?"
        case 19...25: "there is no iOS \(number) (the release after iOS 18 is iOS 26); did you mean 26?"
        case 28...: "InsetLint knows 18, 26 and 27 (27 is the newest)"
        default: "InsetLint knows 18 (iOS 15–18), 26 and 27"
        }
    }
}
