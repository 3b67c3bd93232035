import ScreenModel
import YAMLReader

/// One recorded finding of a baseline file: what identifies it without line numbers, and how many
/// findings share that identity (a view can break the same rule at several constraints).
public struct BaselineRecord: Sendable, Equatable {
    public var file: String
    public var screen: String
    public var view: String
    public var rule: String
    public var count: Int

    public init(file: String, screen: String, view: String, rule: String, count: Int) {
        self.file = file
        self.screen = screen
        self.view = view
        self.rule = rule
        self.count = count
    }
}

/// A baseline file (JSON, written by `insetlint lint --write-baseline`; JSON is YAML, so libyaml
/// reads it with line and column for every mistake).
public enum BaselineDecoder {
    public static let formatVersion = 1

    /// A record is 11 nodes (a mapping of five keys and values), so the spec reader's 2,000,000
    /// nodes stopped at about 181,000 records, fewer than a large project's `--write-baseline`
    /// writes. 8,000,000 nodes is about 727,000 records, past what the 64 MB file cap admits.
    public static let limits = YAMLLimits(maxNodes: 8_000_000)

    static let topKeys = KeyNames(["version", "findings"])
    static let findingKeys = KeyNames(["file", "screen", "view", "rule", "count"])

    public static func decode(_ bytes: [UInt8]) throws(SpecError) -> [BaselineRecord] {
        try DocumentInput.withSnippet(bytes) { () throws(SpecError) -> [BaselineRecord] in
            guard let doc = try DocumentInput.parse(bytes, what: "a baseline file", limits: limits) else {
                throw SpecError(kind: .yaml, message: "the baseline file is empty; write one with --write-baseline FILE",
                                location: SourceLocation(line: 1, column: 1))
            }
            let reader = NodeReader(doc: doc)
            let top = try reader.mapping(doc.root, "the baseline", allowed: Self.topKeys)
            guard let version = top["version"] else {
                throw reader.fail(.missingKey, "missing key 'version' in the baseline; is this a file written by --write-baseline?", at: doc.root)
            }
            guard try count(reader, version.value, "version") == formatVersion else {
                throw reader.fail(.unsupported, "unsupported baseline version \(reader.describe(version.value)); this InsetLint reads version \(formatVersion)", at: version.value)
            }
            guard let findings = top["findings"] else {
                throw reader.fail(.missingKey, "missing key 'findings' in the baseline", at: doc.root)
            }
            var records: [BaselineRecord] = []
            for item in try reader.sequence(findings.value, "findings") {
                let entry = try reader.mapping(item, "a baseline finding", allowed: Self.findingKeys)
                func text(_ key: String) throws(SpecError) -> String {
                    guard let node = entry[key] else {
                        throw reader.fail(.missingKey, "a baseline finding needs '\(key)' (findings are matched by file, screen, view and rule)", at: item)
                    }
                    return try reader.string(node.value, key)
                }
                let n = try entry["count"].map { (node) throws(SpecError) -> Int in try count(reader, node.value, "count") } ?? 1
                records.append(BaselineRecord(file: try text("file"), screen: try text("screen"), view: try text("view"),
                                              rule: try text("rule"), count: n))
            }
            return records
        }
    }

    /// A positive whole number.
    static func count(_ reader: NodeReader, _ node: Int, _ what: String) throws(SpecError) -> Int {
        let n = reader.doc[node]
        guard n.kind == .scalar, !n.quoted, let value = Int(n.scalar), value > 0 else {
            throw reader.fail(.badValue, "\(what) must be a whole number of at least 1, found \(reader.describe(node))", at: node)
        }
        return value
    }
}
