import LintRules
import ScreenModel

/// SARIF 2.1.0, the format GitHub code scanning reads: the run's rules with their metadata, one
/// result per finding with a line-and-column region, and unreadable inputs as notifications.
public enum SARIFReporter: StreamingReporter {
    public static let headNeedsTotals = true

    public static func head(_ totals: ReportTotals, context: ReportContext) -> String {
        JSON.around(tree(totals, context: context), indent: 6).head
    }

    public static func part(_ part: ReportPart, context: ReportContext) -> String {
        let ruleIndex = ruleIndexes(context)
        var out = ""
        for (i, f) in part.findings.enumerated() {
            out += JSON.item(result(f, ruleIndex: ruleIndex[f.rule]), index: part.findingsBefore + i, indent: 6)
        }
        return out
    }

    public static func tail(_ totals: ReportTotals, context: ReportContext) -> String {
        JSON.around(tree(totals, context: context), indent: 6).tail(totals.findings > 0)
    }

    static func ruleIndexes(_ context: ReportContext) -> [String: Int] {
        Dictionary(context.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The log with its results array left as a hole.
    static func tree(_ totals: ReportTotals, context: ReportContext) -> JSON {
        var invocation: [(String, JSON)] = [("executionSuccessful", .bool(totals.errors.isEmpty))]
        let overrides = context.rules.enumerated().compactMap { index, rule -> JSON? in
            guard let level = context.severityOverrides[rule.id], level != rule.severity else { return nil }
            return .object([
                ("descriptor", .object([("id", .string(rule.id)), ("index", .number(Double(index)))])),
                ("configuration", .object([("level", .string(level.rawValue))])),
            ])
        }
        if !overrides.isEmpty { invocation.append(("ruleConfigurationOverrides", .array(overrides))) }
        if !totals.errors.isEmpty || !totals.notes.isEmpty {
            let errors = totals.errors.map { error -> JSON in
                .object([
                    ("level", .string("error")),
                    ("message", .object([("text", .string(error.message))])),
                    ("locations", .array([location(error.file, error.location)])),
                ])
            }
            // What the import of a storyboard or xib read differently or left out: not results (no rule
            // found them), but worth showing beside them.
            let notes = totals.notes.map { note -> JSON in
                .object([
                    ("level", .string("note")),
                    ("message", .object([("text", .string(note.message))])),
                    ("locations", .array([location(note.file, note.location)])),
                ])
            }
            invocation.append(("toolExecutionNotifications", .array(errors + notes)))
        }
        return JSON.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("insetlint")),
                    ("version", .string(context.toolVersion)),
                    ("semanticVersion", .string(context.toolVersion)),
                    ("rules", .array(context.rules.map(descriptor))),
                ]))])),
                // libyaml counts columns in characters, not UTF-16 units.
                ("columnKind", .string("unicodeCodePoints")),
                ("invocations", .array([.object(invocation)])),
                ("results", .array([JSON.hole])),
            ])])),
        ])
    }

    static func descriptor(_ rule: RuleDescription) -> JSON {
        let help = "\(rule.summary)\n\n\(rule.rationale)\n\n`insetlint rules \(rule.id)` shows examples that trigger it and examples that do not."
        return .object([
            ("id", .string(rule.id)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
            ("help", .object([("text", .string(help)), ("markdown", .string(help))])),
            ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
            ("properties", .object([("title", .string(rule.name))])),
        ])
    }

    static func result(_ f: Finding, ruleIndex: Int?) -> JSON {
        var fields: [(String, JSON)] = [("ruleId", .string(f.rule))]
        if let ruleIndex { fields.append(("ruleIndex", .number(Double(ruleIndex)))) }
        fields += [
            ("level", .string(f.severity.rawValue)),
            ("message", .object([("text", .string(f.message))])),
            ("locations", .array([location(f.file, f.location)])),
        ]
        if !f.related.isEmpty {
            fields.append(("relatedLocations", .array(f.related.enumerated().map { index, related in
                location(f.file, related.location, id: index + 1, message: "'\(related.view)', laid out inside '\(f.view)'")
            })))
        }
        fields += [
            // The same identity a baseline uses: it survives edits that move the view's lines.
            ("partialFingerprints", .object([("insetlintFinding/v1", .string("\(f.rule):\(f.screen):\(f.view)"))])),
            ("properties", .object([
                ("screen", .string(f.screen)),
                ("view", .string(f.view)),
                ("contexts", .array(f.contexts.map { .string($0.label) })),
            ])),
        ]
        return .object(fields)
    }

    /// A result's location; a related location also has an id and says what it is.
    static func location(_ file: String, _ at: SourceLocation, id: Int? = nil, message: String? = nil) -> JSON {
        var artifact: [(String, JSON)] = [("uri", .string(uri(file)))]
        // Relative paths are relative to where insetlint ran, normally the repository root.
        if !file.hasPrefix("/") { artifact.append(("uriBaseId", .string("%SRCROOT%"))) }
        var fields: [(String, JSON)] = []
        if let id { fields.append(("id", .number(Double(id)))) }
        fields.append(("physicalLocation", .object([
            ("artifactLocation", .object(artifact)),
            ("region", .object([("startLine", .number(Double(at.line))), ("startColumn", .number(Double(at.column)))])),
        ])))
        if let message { fields.append(("message", .object([("text", .string(message))]))) }
        return .object(fields)
    }

    /// A URI reference for a path: `./` dropped, absolute paths as `file://` URIs, and every byte
    /// outside RFC 3986's unreserved set (spaces, non-ASCII, `:`, `%`, …) percent-encoded.
    static func uri(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2).drop { $0 == "/" } }
        var out = path.hasPrefix("/") ? "file://" : ""
        for byte in trimmed.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
