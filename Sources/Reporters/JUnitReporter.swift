import LintRules

/// JUnit XML for CI test tabs: one test suite per file with findings or errors, one failed test
/// case per finding (warnings too: a CI test tab shows only what failed), an `<error>` per
/// unreadable input.
public enum JUnitReporter {
    public static func render(_ report: LintReport) -> String {
        var files: [String] = []
        var cases: [String: [String]] = [:]
        var counts: [String: (failures: Int, errors: Int)] = [:]
        func add(_ file: String, _ testcase: String, failure: Bool) {
            if cases[file] == nil { files.append(file) }
            cases[file, default: []].append(testcase)
            var count = counts[file] ?? (0, 0)
            if failure { count.failures += 1 } else { count.errors += 1 }
            counts[file] = count
        }
        for error in report.errors {
            let location = "\(error.file):\(error.location.line):\(error.location.column)"
            add(error.file, "    <testcase\(XML.attributes([("classname", error.file), ("name", "readable spec"), ("file", error.file), ("line", String(error.location.line))]))>\n"
                + "      <error\(XML.attributes([("type", "input-error"), ("message", error.message)]))>\(XML.text("\(location): \(error.message)"))</error>\n"
                + "    </testcase>\n", failure: false)
        }
        for f in report.findings {
            let location = "\(f.file):\(f.location.line):\(f.location.column)"
            let contexts = f.contexts.isEmpty ? "" : "\nOn: " + f.contexts.map(\.label).joined(separator: ", ")
            add(f.file, "    <testcase\(XML.attributes([("classname", f.file), ("name", "\(f.rule) \(f.view) (\(f.location.line):\(f.location.column))"), ("file", f.file), ("line", String(f.location.line))]))>\n"
                + "      <failure\(XML.attributes([("type", f.severity.rawValue), ("message", f.message)]))>\(XML.text("\(location): \(f.severity.rawValue): \(f.message) [\(f.rule)]\nScreen: \(f.screen), view: \(f.view)\(contexts)"))</failure>\n"
                + "    </testcase>\n", failure: true)
        }
        var out = XML.declaration
        out += "<testsuites\(XML.attributes([("name", "insetlint"), ("tests", String(report.findings.count + report.errors.count)), ("failures", String(report.findings.count)), ("errors", String(report.errors.count))]))>\n"
        // Report order (file, then line) is already the findings' order; errors come first per file.
        for file in files.sorted() {
            let count = counts[file]!
            out += "  <testsuite\(XML.attributes([("name", file), ("tests", String(count.failures + count.errors)), ("failures", String(count.failures)), ("errors", String(count.errors))]))>\n"
            out += cases[file]!.joined()
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }
}
