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

    /// A run writes every part into one buffer it keeps: a part written there after others is
    /// the part's own text, whether the buffer was emptied first or still holds the text before
    /// (a part that copies its own earlier bytes must find them where it wrote them, not at the
    /// buffer's start).
    @Test func partsWrittenIntoAKeptBufferAreThePartsText() {
        let report = ReporterGoldenTests.report
        for reporter in Self.reporters {
            var emptied = TextBuffer(), kept = TextBuffer()
            kept.append("text written before the parts, longer than a context's name\n")
            for file in Set(report.findings.map(\.file)).sorted() {
                let part = ReportPart(file: file, errors: [], findings: report.findings.filter { $0.file == file }, findingsBefore: 1)
                let text = reporter.part(part, context: ReporterGoldenTests.context)
                emptied.removeAll()
                reporter.write(part, context: ReporterGoldenTests.context, to: &emptied)
                #expect(emptied.string == text, "\(reporter)")
                let before = kept.string.utf8.count
                reporter.write(part, context: ReporterGoldenTests.context, to: &kept)
                #expect(String(decoding: kept.string.utf8.dropFirst(before), as: UTF8.self) == text, "\(reporter), after other text")
            }
        }
    }

    /// The JSON part copies text it wrote for a context before only for the same bytes: U+212A
    /// KELVIN SIGN is `==` to K, but each finding keeps its own spelling.
    @Test func jsonContextsKeepTheirOwnBytes() {
        let plain = "iphone-K", kelvin = "iphone-\u{212A}"
        let findings = [plain, kelvin, plain, plain].enumerated().map { k, device in
            Finding(rule: "under-bar", severity: .warning, file: "a.screen.yaml", location: SourceLocation(line: k + 1, column: 1),
                    screen: "A", view: "v", message: "m",
                    contexts: [ContextID(device: device, orientation: "portrait", ios: 26), ContextID(device: device, orientation: "portrait", ios: 27)])
        }
        let text = JSONReporter.part(ReportPart(file: "a.screen.yaml", errors: [], findings: findings, findingsBefore: 0),
                                     context: ReporterGoldenTests.context)
        let devices = text.components(separatedBy: "\"device\": \"").dropFirst().map { Array($0.utf8.prefix { $0 != UInt8(ascii: "\"") }) }
        #expect(devices == [plain, plain, kelvin, kelvin, plain, plain, plain, plain].map { Array($0.utf8) })
    }
}
