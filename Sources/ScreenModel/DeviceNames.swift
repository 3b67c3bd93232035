/// What the decoders check device names against, beyond "is it in the catalog": the iOS profiles
/// each name ran, names refused on purpose (with the reason), and "did you mean" that stays within
/// a device's family and generation. The driver fills it from the device catalog.
public struct DeviceNames: Sendable {
    /// Ids and aliases.
    public var accepted: Set<String>
    /// The profiles a name ran, where it did not run them all (a model that stopped at iOS 18, say),
    /// with the sentence that says so and what to write instead.
    public var limits: [String: (profiles: Set<IOSProfile>, why: String)]
    /// Names refused with a reason (a device InsetLint does not model), matched by `refusedIfContains`.
    public var refusals: [(fragment: String, reason: String)]

    public init(accepted: Set<String>, limits: [String: (profiles: Set<IOSProfile>, why: String)] = [:],
                refusals: [(fragment: String, reason: String)] = []) {
        self.accepted = accepted
        self.limits = limits
        self.refusals = refusals
    }

    /// Whether the device `name` ran `profile` (an unknown name: true; it fails elsewhere).
    public func ran(_ name: String, _ profile: IOSProfile) -> Bool {
        limits[name]?.profiles.contains(profile) ?? true
    }

    /// Why an unknown `name` is not in the catalog on purpose, if it is one of those.
    public func refusal(for name: String) -> String? {
        let lower = name.lowercased()
        return refusals.first { lower.contains($0.fragment) }?.reason
    }

    /// The message for a name not in the catalog: the refusal, or "unknown device" with a suggestion.
    public func unknown(_ name: String, what: String = "device") -> String {
        if let reason = refusal(for: name) { return "'\(name)' is not supported: \(reason)" }
        return "unknown \(what) '\(name)'" + (suggestion(for: name).map { "; did you mean '\($0)'?" } ?? "")
    }

    /// The accepted name a typo most likely meant. A wrong suggestion is worse than none, so the
    /// family (iphone, ipad) and the generation number of the name are kept: `iphone-17-pro-mx`
    /// suggests `iphone-17-pro-max`, never `iphone-11-pro-max` however close the spelling. A number
    /// the catalog does not have suggests only a name whose number has the same digits swapped
    /// (`iphone-71` → `iphone-17`), else nothing.
    public func suggestion(for name: String, among extra: [String] = []) -> String? {
        let typed = Self.parts(name)
        let candidates = accepted.sorted() + extra
        let sameFamily = candidates.filter { Self.parts($0).family == typed.family }
        guard let number = typed.number else {
            return Suggestion.closest(to: name, in: typed.family == nil ? candidates : sameFamily)
        }
        var pool = sameFamily.filter { Self.parts($0).number == number }
        if pool.isEmpty {
            pool = sameFamily.filter { Self.parts($0).number.map { $0.count == number.count && $0.sorted() == number.sorted() } ?? false }
        }
        guard !pool.isEmpty else { return nil }
        let lower = Array(name.lowercased().unicodeScalars)
        return pool.min { a, b in
            (Suggestion.distance(lower, Array(a.unicodeScalars)), a) < (Suggestion.distance(lower, Array(b.unicodeScalars)), b)
        }
    }

    /// The family ("iphone", "ipad", also for a misspelt "iphon") and the first number ("17" of
    /// "iphone-17e", "12" of "ipad-pro-12-9") of a name.
    static func parts(_ name: String) -> (family: String?, number: String?) {
        let tokens = name.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
        var family: String?
        if let first = tokens.first {
            let word = String(first.prefix { $0.isLetter })
            family = ["iphone", "ipad"].first { Suggestion.distance(Array(word.unicodeScalars), Array($0.unicodeScalars)) <= 2 }
            // "iphone17": the number follows the family without a dash.
            let glued = first.dropFirst(word.count).prefix { $0.isNumber }
            if family != nil, !glued.isEmpty { return (family, String(glued)) }
        }
        for token in tokens.dropFirst(family == nil ? 0 : 1) {
            let digits = token.prefix { $0.isNumber }
            if !digits.isEmpty { return (family, String(digits)) }
        }
        return (family, nil)
    }
}
