import LintRules

/// FORMAT.md §4, written as files finish: the findings array first, then what needs the whole
/// run (unreadable inputs, the summary, the baseline).
public enum JSONReporter: StreamingReporter {
    public static func render(_ report: LintReport) -> String {
        render(report, context: ReportContext(toolVersion: "", rules: []))
    }

    public static let headNeedsTotals = false

    public static func head(_ totals: ReportTotals, context: ReportContext) -> String {
        JSON.around(tree(totals), indent: 2).head
    }

    /// Written directly rather than through a `JSON` tree (a finding of the full matrix has dozens
    /// of contexts); the same bytes as `JSON.item(finding(f), …)`, which a test checks.
    public static func part(_ part: ReportPart, context: ReportContext) -> String {
        var out = ""
        for (i, f) in part.findings.enumerated() {
            out += part.findingsBefore + i == 0 ? "\n    {\n      \"rule\": " : ",\n    {\n      \"rule\": "
            JSON.appendQuoted(f.rule, to: &out)
            out += ",\n      \"severity\": "
            JSON.appendQuoted(f.severity.rawValue, to: &out)
            out += ",\n      \"file\": "
            JSON.appendQuoted(f.file, to: &out)
            out += ",\n      \"line\": \(f.location.line),\n      \"column\": \(f.location.column),\n      \"screen\": "
            JSON.appendQuoted(f.screen, to: &out)
            out += ",\n      \"view\": "
            JSON.appendQuoted(f.view, to: &out)
            out += ",\n      \"message\": "
            JSON.appendQuoted(f.message, to: &out)
            out += ",\n      \"contexts\": ["
            for (k, c) in f.contexts.enumerated() {
                out += k == 0 ? "\n        {\n          \"device\": " : ",\n        {\n          \"device\": "
                JSON.appendQuoted(c.device, to: &out)
                out += ",\n          \"orientation\": "
                JSON.appendQuoted(c.orientation, to: &out)
                out += ",\n          \"ios\": \(c.ios)\n        }"
            }
            out += f.contexts.isEmpty ? "]\n    }" : "\n      ]\n    }"
        }
        return out
    }

    public static func tail(_ totals: ReportTotals, context: ReportContext) -> String {
        JSON.around(tree(totals), indent: 2).tail(totals.findings > 0)
    }

    static func finding(_ f: Finding) -> JSON {
        .object([
            ("rule", .string(f.rule)),
            ("severity", .string(f.severity.rawValue)),
            ("file", .string(f.file)),
            ("line", .number(Double(f.location.line))),
            ("column", .number(Double(f.location.column))),
            ("screen", .string(f.screen)),
            ("view", .string(f.view)),
            ("message", .string(f.message)),
            ("contexts", .array(f.contexts.map {
                .object([("device", .string($0.device)), ("orientation", .string($0.orientation)), ("ios", .number(Double($0.ios)))])
            })),
        ])
    }

    /// The report with its findings array left as a hole.
    static func tree(_ totals: ReportTotals) -> JSON {
        var fields: [(String, JSON)] = [
            ("version", .number(1)),
            ("findings", .array([JSON.hole])),
            ("errors", .array(totals.errors.map { e in
                .object([
                    ("file", .string(e.file)),
                    ("line", .number(Double(e.location.line))),
                    ("column", .number(Double(e.location.column))),
                    ("message", .string(e.message)),
                ])
            })),
            ("summary", .object([
                ("files", .number(Double(totals.files))),
                ("screens", .number(Double(totals.screens))),
                ("findings", .number(Double(totals.findings))),
                // `errors` counts inputs that could not be read (FORMAT.md §4); findings by severity apart.
                ("errors", .number(Double(totals.errors.count))),
                ("errorFindings", .number(Double(totals.errorFindings))),
                ("warningFindings", .number(Double(totals.warningFindings))),
            ])),
        ]
        if let baseline = totals.baseline {
            fields.append(("baseline", .object([
                ("file", .string(baseline.file)),
                ("matched", .number(Double(baseline.matched))),
                ("stale", .array(baseline.stale.map { stale in
                    .object([("file", .string(stale.key.file)), ("screen", .string(stale.key.screen)), ("view", .string(stale.key.view)),
                             ("rule", .string(stale.key.rule)), ("count", .number(Double(stale.count)))])
                })),
            ])))
        }
        return JSON.object(fields)
    }
}
