import LintRules
import ScreenModel

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
        var out = TextBuffer(capacity: 4096)
        write(part, context: context, to: &out)
        return out.string
    }

    public static func write(_ part: ReportPart, context: ReportContext, to out: inout TextBuffer) {
        // Built as bytes: a findings-heavy file's part is tens of kilobytes, most of it contexts.
        // The contexts written last and where their text is in `out`: findings of a file often
        // have the same ones (nearly half of a findings-heavy run's), and their text is copied.
        // Only when their names were plain ASCII: `==` takes canonically equivalent spellings
        // as equal, but a string equal to an ASCII one with as many bytes has the same bytes (a
        // character that decomposes to ASCII, as the Kelvin sign to K, is longer in UTF-8), so
        // the names' byte counts are compared too.
        var lastContexts: [ContextID] = []
        var lastContextText = 0..<0
        var lastContextsPlain = false
        var lastContextBytes = 0
        // Likewise the device and the orientations written last, by name: consecutive contexts
        // mostly name the same device, and a file has a few orientations.
        var names = QuotedNames()
        // By pointer, not `for f in findings`: each finding and each of its contexts was copied
        // to be read, a retain and a release for every string and array in it.
        part.findings.withUnsafeBufferPointer { findings in
            for i in findings.indices {
                let f = findings.baseAddress.unsafelyUnwrapped + i
                out.append(literal: part.findingsBefore + i == 0 ? "\n    {\n      \"rule\": " : ",\n    {\n      \"rule\": ")
                JSON.appendQuoted(f.pointee.rule, to: &out)
                out.append(literal: ",\n      \"severity\": ")
                JSON.appendQuoted(f.pointee.severity.rawValue, to: &out)
                out.append(literal: ",\n      \"file\": ")
                JSON.appendQuoted(f.pointee.file, to: &out)
                out.append(literal: ",\n      \"line\": ")
                out.append(f.pointee.location.line)
                out.append(literal: ",\n      \"column\": ")
                out.append(f.pointee.location.column)
                out.append(literal: ",\n      \"screen\": ")
                JSON.appendQuoted(f.pointee.screen, to: &out)
                out.append(literal: ",\n      \"view\": ")
                JSON.appendQuoted(f.pointee.view, to: &out)
                out.append(literal: ",\n      \"message\": ")
                JSON.appendQuoted(f.pointee.message, to: &out)
                out.append(literal: ",\n      \"contexts\": [")
                if lastContextsPlain, !f.pointee.contexts.isEmpty, f.pointee.contexts == lastContexts, Self.nameBytes(f.pointee.contexts) == lastContextBytes {
                    out.append(copyOf: lastContextText)
                } else {
                    let start = out.byteCount
                    var plain = true
                    f.pointee.contexts.withUnsafeBufferPointer { contexts in
                        for k in contexts.indices {
                            let c = contexts.baseAddress.unsafelyUnwrapped + k
                            out.append(literal: k == 0 ? "\n        {\n          \"device\": " : ",\n        {\n          \"device\": ")
                            plain = names.appendDevice(c.pointee.device, to: &out) && plain
                            out.append(literal: ",\n          \"orientation\": ")
                            plain = names.appendOrientation(c.pointee.orientation, to: &out) && plain
                            out.append(literal: ",\n          \"ios\": ")
                            out.append(c.pointee.ios)
                            out.append(literal: "\n        }")
                        }
                    }
                    lastContexts = f.pointee.contexts
                    lastContextText = start..<out.byteCount
                    lastContextsPlain = plain
                    lastContextBytes = Self.nameBytes(f.pointee.contexts)
                }
                out.append(literal: f.pointee.contexts.isEmpty ? "]" : "\n      ]")
                // An addition to the format: only a finding about a container that puts other views in
                // a band, or a scroll view that leaves its content there, has it (docs/format.md).
                if !f.pointee.related.isEmpty {
                    out.append(literal: ",\n      \"related\": [")
                    for (k, r) in f.pointee.related.enumerated() {
                        out.append(literal: k == 0 ? "\n        {\n          \"view\": " : ",\n        {\n          \"view\": ")
                        JSON.appendQuoted(r.view, to: &out)
                        out.append(literal: ",\n          \"line\": ")
                        out.append(r.location.line)
                        out.append(literal: ",\n          \"column\": ")
                        out.append(r.location.column)
                        out.append(literal: "\n        }")
                    }
                    out.append(literal: "\n      ]")
                }
                out.append(literal: "\n    }")
            }
        }
    }

    /// The UTF-8 bytes of the contexts' device and orientation names.
    static func nameBytes(_ contexts: [ContextID]) -> Int {
        // By index: `reduce` copied each context.
        var bytes = 0
        for k in contexts.indices { bytes += contexts[k].device.utf8.count + contexts[k].orientation.utf8.count }
        return bytes
    }

    /// The quoted device written last and the quoted orientations, where their text is in the
    /// buffer: copied for the same name (see `write`; plain ASCII names only).
    struct QuotedNames {
        var device = ""
        var deviceText = 0..<0
        var orientations: [(name: String, text: Range<Int>)] = []

        /// Whether the name was plain ASCII.
        mutating func appendDevice(_ name: String, to out: inout TextBuffer) -> Bool {
            if !deviceText.isEmpty, name.utf8.count == device.utf8.count, name == device {
                out.append(copyOf: deviceText)
                return true
            }
            let start = out.byteCount
            guard JSON.appendQuoted(name, to: &out) else {
                deviceText = 0..<0
                return false
            }
            device = name
            deviceText = start..<out.byteCount
            return true
        }

        mutating func appendOrientation(_ name: String, to out: inout TextBuffer) -> Bool {
            let count = name.utf8.count
            for known in orientations where known.name.utf8.count == count && known.name == name {
                out.append(copyOf: known.text)
                return true
            }
            let start = out.byteCount
            guard JSON.appendQuoted(name, to: &out) else { return false }
            // A few in any real report; a bound keeps odd input from making the scan long.
            if orientations.count < 8 { orientations.append((name, start..<out.byteCount)) }
            return true
        }
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
        ] + (f.related.isEmpty ? [] : [("related", .array(f.related.map {
            .object([("view", .string($0.view)), ("line", .number(Double($0.location.line))), ("column", .number(Double($0.location.column)))])
        }))]))
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
        ]
        // Only when there are some, so reports of specs keep FORMAT.md §4's shape exactly.
        if !totals.notes.isEmpty {
            fields.append(("notes", .array(totals.notes.map { n in
                var note: [(String, JSON)] = [("severity", .string("note")), ("file", .string(n.file)),
                                              ("line", .number(Double(n.location.line))), ("column", .number(Double(n.location.column)))]
                if let screen = n.screen { note.append(("screen", .string(screen))) }
                note.append(("message", .string(n.message)))
                return .object(note)
            })))
        }
        var summary: [(String, JSON)] = [
            ("files", .number(Double(totals.files))),
            ("screens", .number(Double(totals.screens))),
            ("findings", .number(Double(totals.findings))),
            // `errors` counts inputs that could not be read (FORMAT.md §4); findings by severity apart.
            ("errors", .number(Double(totals.errors.count))),
            ("errorFindings", .number(Double(totals.errorFindings))),
            ("warningFindings", .number(Double(totals.warningFindings))),
        ]
        if !totals.notes.isEmpty { summary.append(("notes", .number(Double(totals.notes.count)))) }
        fields.append(("summary", .object(summary)))
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
