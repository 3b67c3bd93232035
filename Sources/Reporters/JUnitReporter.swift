import LintRules

/// JUnit XML for CI test tabs: one test suite per file with findings or errors, one failed test
/// case per finding (warnings too: a CI test tab shows only what failed), an `<error>` per
/// unreadable input.
public enum JUnitReporter: StreamingReporter {
    public static func render(_ report: LintReport) -> String {
        render(report, context: ReportContext(toolVersion: "", rules: []))
    }

    public static let headNeedsTotals = true

    public static func head(_ totals: ReportTotals, context: ReportContext) -> String {
        XML.declaration + "<testsuites\(XML.attributes([("name", "insetlint"), ("tests", String(totals.findings + totals.errors.count)), ("failures", String(totals.findings)), ("errors", String(totals.errors.count))]))>\n"
    }

    /// A file's test suite: its input error first, then its findings in report order.
    public static func part(_ part: ReportPart, context: ReportContext) -> String {
        guard !part.errors.isEmpty || !part.findings.isEmpty else { return "" }
        var out = "  <testsuite\(XML.attributes([("name", part.file), ("tests", String(part.findings.count + part.errors.count)), ("failures", String(part.findings.count)), ("errors", String(part.errors.count))]))>\n"
        for error in part.errors {
            let location = "\(error.file):\(error.location.line):\(error.location.column)"
            out += "    <testcase\(XML.attributes([("classname", error.file), ("name", "readable spec"), ("file", error.file), ("line", String(error.location.line))]))>\n"
                + "      <error\(XML.attributes([("type", "input-error"), ("message", error.message)]))>\(XML.text("\(location): \(error.message)"))</error>\n"
                + "    </testcase>\n"
        }
        for f in part.findings {
            let location = "\(f.file):\(f.location.line):\(f.location.column)"
            let contexts = f.contexts.isEmpty ? "" : "\nOn: " + f.contexts.map(\.label).joined(separator: ", ")
            out += "    <testcase\(XML.attributes([("classname", f.file), ("name", "\(f.rule) \(f.view) (\(f.location.line):\(f.location.column))"), ("file", f.file), ("line", String(f.location.line))]))>\n"
                + "      <failure\(XML.attributes([("type", f.severity.rawValue), ("message", f.message)]))>\(XML.text("\(location): \(f.severity.rawValue): \(f.message) [\(f.rule)]\nScreen: \(f.screen), view: \(f.view)\(contexts)"))</failure>\n"
                + "    </testcase>\n"
        }
        return out + "  </testsuite>\n"
    }

    public static func tail(_ totals: ReportTotals, context: ReportContext) -> String { "</testsuites>\n" }
}
