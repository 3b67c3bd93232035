import LintRules
import Reporters
import ScreenModel
import SpecDecoder

/// Today's findings, recorded so that only new ones fail a run (`--write-baseline`, `--baseline`).
/// Findings are keyed by file, screen, view and rule, never by line. Files are named relative to
/// the baseline's own directory, so a baseline means the same from any working directory.
public struct Baseline: Sendable {
    public let path: String
    public let counts: [BaselineKey: Int]

    public init(path: String, counts: [BaselineKey: Int]) {
        self.path = path
        self.counts = counts
    }

    public static func load(_ path: String) -> Result<Baseline, InputError> {
        InputFile.decode(path) { (bytes) throws(SpecError) in
            var counts: [BaselineKey: Int] = [:]
            for r in try BaselineDecoder.decode(bytes) {
                let key = BaselineKey(file: r.file, screen: r.screen, view: r.view, rule: r.rule)
                // Records of one key add up; counts past Int.max mean "all of them", not a trap.
                counts[key] = counts[key, default: 0].adding(saturating: r.count)
            }
            return Baseline(path: path, counts: counts)
        }
    }

    /// How a baseline at `baselinePath` names `file` (both as given on a run in `workingDirectory`).
    public static func fileKey(_ file: String, baselinePath: String, workingDirectory: String) -> String {
        let directory = Paths.directoryName(Paths.absolute(baselinePath, in: workingDirectory))
        let absolute = Paths.absolute(file, in: workingDirectory)
        return Paths.relative(absolute, to: directory) ?? absolute
    }

    static func key(_ f: Finding, baselinePath: String, workingDirectory: String) -> BaselineKey {
        BaselineKey(file: fileKey(f.file, baselinePath: baselinePath, workingDirectory: workingDirectory),
                    screen: f.screen, view: f.view, rule: f.rule)
    }

    /// The baseline file for `findings`, to be written at `path`.
    public static func render(_ findings: [Finding], path: String, workingDirectory: String) -> String {
        var counts: [BaselineKey: Int] = [:]
        for f in findings { counts[key(f, baselinePath: path, workingDirectory: workingDirectory), default: 0] += 1 }
        return JSON.object([
            ("version", .number(Double(BaselineDecoder.formatVersion))),
            ("findings", .array(counts.keys.sorted().map { k in
                .object([("file", .string(k.file)), ("screen", .string(k.screen)), ("view", .string(k.view)),
                         ("rule", .string(k.rule)), ("count", .number(Double(counts[k]!)))])
            })),
        ]).rendered()
    }

    /// `report` without the findings this baseline records. Recorded findings count as stale when
    /// their file was linted in this run without them, or no longer exists; files this run did not
    /// lint (a pre-commit run sees only staged files) or could not read are not judged.
    public func filter(_ report: LintReport, linted files: [String], workingDirectory: String) -> LintReport {
        var remaining = counts
        var kept: [Finding] = []
        var matched = 0
        for f in report.findings {
            let k = Self.key(f, baselinePath: path, workingDirectory: workingDirectory)
            if let left = remaining[k], left > 0 {
                remaining[k] = left - 1
                matched += 1
            } else {
                kept.append(f)
            }
        }
        let unreadable = Set(report.errors.map { Self.fileKey($0.file, baselinePath: path, workingDirectory: workingDirectory) })
        let judged = Set(files.map { Self.fileKey($0, baselinePath: path, workingDirectory: workingDirectory) }).subtracting(unreadable)
        let directory = Paths.directoryName(Paths.absolute(path, in: workingDirectory))
        let stale = remaining.filter { key, left in
            left > 0 && (judged.contains(key.file) || !Paths.exists(Paths.absolute(key.file, in: directory)))
        }.map { BaselineOutcome.Stale(key: $0.key, count: $0.value) }
        var result = LintReport(findings: kept, errors: report.errors, files: report.files, screens: report.screens)
        result.notes = report.notes
        result.baseline = BaselineOutcome(file: path, matched: matched, stale: stale)
        return result
    }
}
