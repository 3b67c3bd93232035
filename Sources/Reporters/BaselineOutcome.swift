import LintRules

/// What identifies a finding in a baseline: no line numbers, so edits above a view do not break it.
public struct BaselineKey: Hashable, Sendable, Comparable {
    public let file: String
    public let screen: String
    public let view: String
    public let rule: String

    public init(file: String, screen: String, view: String, rule: String) {
        self.file = file
        self.screen = screen
        self.view = view
        self.rule = rule
    }

    public static func < (a: BaselineKey, b: BaselineKey) -> Bool {
        (a.file, a.screen, a.view, a.rule) < (b.file, b.screen, b.view, b.rule)
    }

    public var label: String { "\(file): \(screen) / \(view) [\(rule)]" }
}

/// How a baseline changed a run: findings it accepted, and recorded ones that no longer occur
/// (fixed, or their view renamed), so the baseline can shrink.
public struct BaselineOutcome: Sendable {
    public struct Stale: Sendable {
        public let key: BaselineKey
        /// Recorded findings with this key that did not occur.
        public let count: Int

        public init(key: BaselineKey, count: Int) {
            self.key = key
            self.count = count
        }
    }

    public let file: String
    public let matched: Int
    public let stale: [Stale]

    public init(file: String, matched: Int, stale: [Stale]) {
        self.file = file
        self.matched = matched
        self.stale = stale.sorted { $0.key < $1.key }
    }
}
