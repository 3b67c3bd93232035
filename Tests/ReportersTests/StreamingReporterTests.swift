import Foundation
import LintRules
import Reporters
import ScreenModel
import Testing

/// Reports are written a file at a time: a head, one part per file, a tail. Each piece is pure; put
/// together they are the whole report (the golden files pin that), and the pieces hold when the
/// parts come one by one, as a run writes them.
@Suite struct StreamingReporterTests {
    static let reporters: [any StreamingReporter.Type] = [TextReporter.self, JSONReporter.self, SARIFReporter.self, JUnitReporter.self,
                                                          GitHubReporter.self, CheckstyleReporter.self]

    /// What a run writes: the head (now, or at the end when it needs the totals), each file's part
    /// as the file finishes, the tail.
    static func streamed(_ reporter: any StreamingReporter.Type, _ report: LintReport, context: ReportContext) -> String {
        var totals = ReportTotals()
        totals.files = report.files
        totals.screens = report.screens
        var body = ""
        for file in Set(report.findings.map(\.file) + report.errors.map(\.file)).sorted() {
            let findings = report.findings.filter { $0.file == file }
            let errors = report.errors.filter { $0.file == file }
            body += reporter.part(ReportPart(file: file, errors: errors, findings: findings, findingsBefore: totals.findings), context: context)
            totals.count(findings)
            totals.errors += errors
        }
        totals.errors.sort { ($0.file, $0.location) < ($1.file, $1.location) }
        totals.baseline = report.baseline
        let head = reporter.head(reporter.headNeedsTotals ? totals : ReportTotals(), context: context)
        return head + body + reporter.tail(totals, context: context)
    }

    @Test func partsWrittenAsFilesFinishMakeTheWholeReport() {
        for reporter in Self.reporters {
            let whole = reporter.render(ReporterGoldenTests.report, context: ReporterGoldenTests.context)
            #expect(Self.streamed(reporter, ReporterGoldenTests.report, context: ReporterGoldenTests.context) == whole, "\(reporter)")
        }
    }

    @Test func anEmptyReportIsWholeToo() throws {
        let empty = LintReport(findings: [], errors: [], files: 2, screens: 2)
        let json = JSONReporter.render(empty)
        #expect(json.contains("\"findings\": [],\n  \"errors\": [],"))
        _ = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let sarif = SARIFReporter.render(empty, context: ReporterGoldenTests.context)
        #expect(sarif.contains("\"results\": []\n"))
        _ = try JSONSerialization.jsonObject(with: Data(sarif.utf8))
        for reporter in Self.reporters {
            #expect(Self.streamed(reporter, empty, context: ReporterGoldenTests.context) == reporter.render(empty, context: ReporterGoldenTests.context))
        }
    }
}
