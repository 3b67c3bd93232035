#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LintRules
import Reporters
import ScreenModel

/// One report being written as a run goes: its head first when the head needs nothing from the
/// run, else its parts into a spool until the totals are known.
final class ReportStream {
    let reporter: any StreamingReporter.Type
    let sink: OutputSink
    let context: ReportContext
    private var spool: Spool?
    /// Why the spool failed, if it did (the report then fails as an unwritable file does).
    private(set) var failure: String?

    init(_ reporter: any StreamingReporter.Type, sink: OutputSink, context: ReportContext) {
        self.reporter = reporter
        self.sink = sink
        self.context = context
        if reporter.headNeedsTotals {
            spool = Spool()
            if spool == nil { failure = "cannot make a temporary file: \(String(cString: strerror(errno)))" }
        } else {
            sink.write(reporter.head(ReportTotals(), context: context))
        }
    }

    /// Each part's text, in the room the parts before it made.
    private var scratch = TextBuffer(capacity: 1 << 16)

    func add(_ part: ReportPart) {
        scratch.removeAll()
        reporter.write(part, context: context, to: &scratch)
        scratch.withBytes { bytes in
            if let spool { spool.write(bytes) } else { sink.write(bytes) }
        }
    }

    func finish(_ totals: ReportTotals) {
        if let spool {
            sink.write(reporter.head(totals, context: context))
            if let problem = spool.copy(to: sink), failure == nil { failure = problem }
            self.spool = nil
        }
        sink.write(reporter.tail(totals, context: context))
        sink.flush()
    }
}
