import LintRules

/// FORMAT.md §4.
public enum JSONReporter {
    public static func render(_ report: LintReport) -> String {
        var fields: [(String, JSON)] = [
            ("version", .number(1)),
            ("findings", .array(report.findings.map { f in
                var fields: [(String, JSON)] = [
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
                ]
                // An addition to the format: only a finding about a container that puts other views
                // in a band has it (docs/format.md).
                if !f.related.isEmpty {
                    fields.append(("related", .array(f.related.map {
                        .object([("view", .string($0.view)), ("line", .number(Double($0.location.line))),
                                 ("column", .number(Double($0.location.column)))])
                    })))
                }
                return .object(fields)
            })),
            ("errors", .array(report.errors.map { e in
                .object([
                    ("file", .string(e.file)),
                    ("line", .number(Double(e.location.line))),
                    ("column", .number(Double(e.location.column))),
                    ("message", .string(e.message)),
                ])
            })),
        ]
        // Only when there are some, so reports of specs keep FORMAT.md §4's shape exactly.
        if !report.notes.isEmpty {
            fields.append(("notes", .array(report.notes.map { n in
                var note: [(String, JSON)] = [("severity", .string("note")), ("file", .string(n.file)),
                                              ("line", .number(Double(n.location.line))), ("column", .number(Double(n.location.column)))]
                if let screen = n.screen { note.append(("screen", .string(screen))) }
                note.append(("message", .string(n.message)))
                return .object(note)
            })))
        }
        var summary: [(String, JSON)] = [
                ("files", .number(Double(report.files))),
                ("screens", .number(Double(report.screens))),
                ("findings", .number(Double(report.findings.count))),
                // `errors` counts inputs that could not be read (FORMAT.md §4); findings by severity apart.
                ("errors", .number(Double(report.errors.count))),
                ("errorFindings", .number(Double(report.findings.count { $0.severity == .error }))),
                ("warningFindings", .number(Double(report.findings.count { $0.severity == .warning }))),
        ]
        if !report.notes.isEmpty { summary.append(("notes", .number(Double(report.notes.count)))) }
        fields.append(("summary", .object(summary)))
        if let baseline = report.baseline {
            fields.append(("baseline", .object([
                ("file", .string(baseline.file)),
                ("matched", .number(Double(baseline.matched))),
                ("stale", .array(baseline.stale.map { stale in
                    .object([("file", .string(stale.key.file)), ("screen", .string(stale.key.screen)), ("view", .string(stale.key.view)),
                             ("rule", .string(stale.key.rule)), ("count", .number(Double(stale.count)))])
                })),
            ])))
        }
        return JSON.object(fields).rendered()
    }
}
