import Foundation
import InsetLintKit
import LintRules
import Reporters
import ScreenModel
import Testing

@Suite struct BaselineTests {
    /// A label under the notch; `padding` blank-comment lines push it down the file.
    static func spec(_ screen: String, label: String = "title", padding: Int = 0, fixed: Bool = false) -> String {
        String(repeating: "# padding\n", count: padding) + """
            insetlint: 1
            screen: \(screen)
            devices: [iphone-x]
            orientations: [portrait]
            viewController:
              view:
                subviews:
                  - id: \(label)
                    class: UILabel
                    frame: [16, \(fixed ? 60 : 10), 343, 21]

            """
    }

    func write(_ text: String, _ path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func roundTripSurvivesMovedLinesAndReportsFixedFindingsAsStale() throws {
        let dir = try tempTree(["a.screen.yaml": Self.spec("A"), "sub/b.screen.yaml": Self.spec("B")])
        let files = [dir + "/a.screen.yaml", dir + "/sub/b.screen.yaml"]
        let runner = LintRunner()
        let today = runner.lint(files: files, errors: [])
        #expect(today.findings.map(\.rule) == ["under-notch", "under-notch"])
        let path = dir + "/insetlint-baseline.json"
        try write(Baseline.render(today.findings, path: path, workingDirectory: dir), path)
        let baseline = try Baseline.load(path).get()

        // The same findings: nothing new, nothing stale.
        let same = baseline.filter(today, linted: files, workingDirectory: dir)
        #expect(same.findings.isEmpty)
        #expect(same.baseline?.matched == 2 && same.baseline?.stale.isEmpty == true)

        // a's finding moves 20 lines down; b is fixed; a gains a new finding on another view.
        try write(Self.spec("A", padding: 20) + """
                  - id: subtitle
                    class: UILabel
                    frame: [16, 20, 343, 21]

            """, files[0])
        try write(Self.spec("B", fixed: true), files[1])
        let later = runner.lint(files: files, errors: [])
        let moved = try #require(later.findings.first { $0.view == "title" })
        #expect(moved.location.line == today.findings[0].location.line + 20)
        let filtered = baseline.filter(later, linted: files, workingDirectory: dir)
        #expect(filtered.findings.map(\.view) == ["subtitle"])
        #expect(filtered.baseline?.matched == 1)
        #expect(filtered.baseline?.stale.map(\.key) == [BaselineKey(file: "sub/b.screen.yaml", screen: "B", view: "title", rule: "under-notch")])
        #expect(TextReporter.staleBaseline(filtered) == """
            insetlint: 1 baselined finding no longer occurs; rewrite \(path) with --write-baseline to drop it:
              sub/b.screen.yaml: B / title [under-notch]

            """)
        // The JSON report says the same.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter.render(filtered).utf8)) as? [String: Any])
        let stale = (json["baseline"] as? [String: Any])?["stale"] as? [[String: Any]]
        #expect(stale?.first?["view"] as? String == "title")
        #expect(stale?.first?["file"] as? String == "sub/b.screen.yaml")
    }

    @Test func filesThisRunDidNotLintAreNotJudgedButDeletedOnesAre() throws {
        let dir = try tempTree(["a.screen.yaml": Self.spec("A"), "b.screen.yaml": Self.spec("B")])
        let a = dir + "/a.screen.yaml", b = dir + "/b.screen.yaml"
        let runner = LintRunner()
        let path = dir + "/baseline.json"
        try write(Baseline.render(runner.lint(files: [a, b], errors: []).findings, path: path, workingDirectory: dir), path)
        let baseline = try Baseline.load(path).get()
        // A pre-commit run that only sees a: b's record is not stale.
        let onlyA = baseline.filter(runner.lint(files: [a], errors: []), linted: [a], workingDirectory: dir)
        #expect(onlyA.findings.isEmpty && onlyA.baseline?.stale.isEmpty == true)
        // Once b is deleted, its record is stale whatever the run lints.
        try FileManager.default.removeItem(atPath: b)
        let afterDelete = baseline.filter(runner.lint(files: [a], errors: []), linted: [a], workingDirectory: dir)
        #expect(afterDelete.baseline?.stale.map(\.key.file) == ["b.screen.yaml"])
    }

    @Test func keysDoNotDependOnHowTheFileWasNamedOrWhereTheRunStarted() {
        let base = "/repo/.insetlint-baseline.json"
        #expect(Baseline.fileKey("./A/x.screen.yaml", baselinePath: base, workingDirectory: "/repo") == "A/x.screen.yaml")
        #expect(Baseline.fileKey("x.screen.yaml", baselinePath: "../.insetlint-baseline.json", workingDirectory: "/repo/A") == "A/x.screen.yaml")
        #expect(Baseline.fileKey("/repo/A/x.screen.yaml", baselinePath: base, workingDirectory: "/elsewhere") == "A/x.screen.yaml")
        #expect(Baseline.fileKey("/other/x.screen.yaml", baselinePath: base, workingDirectory: "/repo") == "/other/x.screen.yaml")
    }

    @Test func repeatedFindingsOfOneViewAreCounted() throws {
        let finding = Finding(rule: "layout-conflict", severity: .error, file: "a.screen.yaml", location: SourceLocation(line: 3, column: 5),
                              screen: "A", view: "v", message: "m", contexts: [])
        let second = Finding(rule: finding.rule, severity: .error, file: finding.file, location: SourceLocation(line: 4, column: 5),
                         screen: "A", view: "v", message: "m2", contexts: [])
        let text = Baseline.render([finding, second], path: "/r/b.json", workingDirectory: "/r")
        #expect(text.contains("\"count\": 2"))
        let baseline = Baseline(path: "/r/b.json", counts: [BaselineKey(file: "a.screen.yaml", screen: "A", view: "v", rule: "layout-conflict"): 1])
        let report = LintReport(findings: [finding, second], errors: [], files: 1, screens: 1)
        #expect(baseline.filter(report, linted: ["a.screen.yaml"], workingDirectory: "/r").findings.count == 1)
    }

    @Test func brokenBaselinesAreErrorsAtTheirLineAndColumn() throws {
        let cases: [(String, ScreenModel.SourceLocation, String)] = [
            ("{\"version\": 2, \"findings\": []}", SourceLocation(line: 1, column: 13), "unsupported baseline version '2'; this InsetLint reads version 1"),
            ("{\"version\": 1, \"findings\": [{\"file\": \"a\", \"screen\": \"A\", \"view\": \"v\"}]}", SourceLocation(line: 1, column: 29),
             "a baseline finding needs 'rule' (findings are matched by file, screen, view and rule)"),
            ("{\"version\": 1,\n \"findings\": [{\"file\": \"a\", \"screen\": \"A\", \"view\": \"v\", \"rule\": \"r\", \"count\": 0}]}", SourceLocation(line: 2, column: 79),
             "count must be a whole number of at least 1, found '0'"),
            ("{\"version\": 1, \"finding\": []}", SourceLocation(line: 1, column: 16), "unknown key 'finding' in the baseline; did you mean 'findings'?"),
            ("", SourceLocation(line: 1, column: 1), "the baseline file is empty; write one with --write-baseline FILE"),
        ]
        for (text, location, message) in cases {
            let dir = try tempTree(["b.json": text])
            guard case .failure(let error) = Baseline.load(dir + "/b.json") else {
                Issue.record("accepted: \(text)")
                continue
            }
            #expect(error.location == location, "\(text)")
            #expect(error.message == message)
        }
    }

    /// A name holding a character YAML takes as a line break (U+0085, U+2028, U+2029; a fuzzer's
    /// find) reads back from the baseline written for it: the JSON writer escapes them, where
    /// written raw the YAML reader folded each into a space.
    @Test func namesWithUnicodeLineBreaksReadBack() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("insetlint-baseline-breaks-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = ["a\u{85}b.screen.yaml", "c\u{2028}d.screen.yaml", "e\u{2029}f.screen.yaml"]
        let findings = names.map { name in
            Finding(rule: "under-notch", severity: .error, file: directory.path + "/" + name, location: SourceLocation(line: 9, column: 7),
                    screen: "S\u{2028}", view: "v\u{85}", message: "m", contexts: [])
        }
        let path = directory.appendingPathComponent("baseline.json").path
        let text = Baseline.render(findings, path: path, workingDirectory: directory.path)
        #expect(!text.contains("\u{85}") && !text.contains("\u{2028}") && !text.contains("\u{2029}"))
        #expect(text.contains("\\u0085") && text.contains("\\u2028") && text.contains("\\u2029"))
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let baseline = try Baseline.load(path).get()
        let report = baseline.filter(LintReport(findings: findings, errors: [], files: 3, screens: 3),
                                     linted: findings.map(\.file), workingDirectory: directory.path)
        // Every finding is recorded: none is new.
        #expect(report.findings.isEmpty, "\(report.findings.map(\.file))")
    }
}

@Suite struct LargeBaselineTests {
    /// 200,000 records are 2.2 million nodes, past the spec reader's cap: a baseline written by
    /// `--write-baseline` for a large project must read back.
    @Test func aBaselineOfTwoHundredThousandRecordsReadsBack() throws {
        var text = "{\"version\": 1, \"findings\": [\n"
        for i in 0..<200_000 {
            text += "{\"file\": \"s\(i).screen.yaml\", \"screen\": \"S\", \"view\": \"v\", \"rule\": \"under-notch\", \"count\": 1}"
            text += i == 199_999 ? "\n" : ",\n"
        }
        text += "]}\n"
        let dir = try tempTree(["b.json": text])
        let baseline = try Baseline.load(dir + "/b.json").get()
        #expect(baseline.counts.count == 200_000)
    }
}
