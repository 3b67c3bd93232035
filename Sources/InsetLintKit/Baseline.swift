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
        var counts = Counts(path: path, workingDirectory: workingDirectory)
        counts.add(findings)
        return counts.rendered()
    }

    /// Findings counted by key as a run goes, for `--write-baseline`: one count a view and rule, not
    /// the findings themselves.
    public struct Counts {
        let path: String
        let workingDirectory: String
        var counts: [BaselineKey: Int] = [:]

        public init(path: String, workingDirectory: String) {
            self.path = path
            self.workingDirectory = workingDirectory
        }

        /// Findings counted so far.
        public private(set) var total = 0

        public mutating func add(_ findings: [Finding]) {
            total += findings.count
            for f in findings { counts[Baseline.key(f, baselinePath: path, workingDirectory: workingDirectory), default: 0] += 1 }
        }

        public func rendered() -> String {
            JSON.object([
                ("version", .number(Double(BaselineDecoder.formatVersion))),
                ("findings", .array(counts.keys.sorted().map { k in
                    .object([("file", .string(k.file)), ("screen", .string(k.screen)), ("view", .string(k.view)),
                             ("rule", .string(k.rule)), ("count", .number(Double(counts[k]!)))])
                })),
            ]).rendered()
        }
    }

    /// `report` without the findings this baseline records. Recorded findings count as stale when
    /// their file was linted in this run without them, or no longer exists; files this run did not
    /// lint (a pre-commit run sees only staged files) or could not read are not judged.
    public func filter(_ report: LintReport, linted files: [String], workingDirectory: String) -> LintReport {
        var matcher = Matcher(self, workingDirectory: workingDirectory)
        var result = LintReport(findings: matcher.filter(report.findings), errors: report.errors, files: report.files, screens: report.screens)
        result.notes = report.notes
        result.baseline = matcher.outcome(linted: files, errors: report.errors)
        return result
    }

    /// The baseline applied file by file as a run goes.
    public struct Matcher {
        let baseline: Baseline
        let workingDirectory: String
        var remaining: [BaselineKey: Int]
        public private(set) var matched = 0

        public init(_ baseline: Baseline, workingDirectory: String) {
            self.baseline = baseline
            self.workingDirectory = workingDirectory
            remaining = baseline.counts
        }

        /// `findings` without those the baseline still has records for.
        public mutating func filter(_ findings: [Finding]) -> [Finding] {
            var kept: [Finding] = []
            for f in findings {
                let k = Baseline.key(f, baselinePath: baseline.path, workingDirectory: workingDirectory)
                if let left = remaining[k], left > 0 {
                    remaining[k] = left - 1
                    matched += 1
                } else {
                    kept.append(f)
                }
            }
            return kept
        }

        /// What the baseline did, once every file is through `filter`.
        public func outcome(linted files: [String], errors: [InputError]) -> BaselineOutcome {
            let path = baseline.path
            let unreadable = Set(errors.map { Baseline.fileKey($0.file, baselinePath: path, workingDirectory: workingDirectory) })
            let judged = Set(files.map { Baseline.fileKey($0, baselinePath: path, workingDirectory: workingDirectory) }).subtracting(unreadable)
            let directory = Paths.directoryName(Paths.absolute(path, in: workingDirectory))
            let stale = remaining.filter { key, left in
                left > 0 && (judged.contains(key.file) || !Paths.exists(Paths.absolute(key.file, in: directory)))
            }.map { BaselineOutcome.Stale(key: $0.key, count: $0.value) }
            return BaselineOutcome(file: path, matched: matched, stale: stale)
        }
    }
}
