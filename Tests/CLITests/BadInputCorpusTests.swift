import Foundation
import Testing

/// Hostile and broken input (issue #6). `BadInput/` holds one spec per case and, beside it,
/// `<case>.expected`: the exact first line `insetlint lint` prints, or `ok` for inputs that must lint.
@Suite struct BadInputCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("BadInput")

    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.filter { $0.hasSuffix(".screen.yaml") }.sorted()
    }()

    @Test func corpusCoversTheIssueList() {
        #expect(Self.cases.count >= 45)
        for required in ["scanner-tab-indentation", "reader-invalid-utf8", "parser-unclosed-flow-sequence", "empty",
                         "only-comments", "two-documents", "json-package-file", "binary-png", "ok-utf8-bom", "ok-crlf",
                         "ok-utf16le-bom", "utf16-no-bom", "deep-nesting", "alias-bomb", "alias-self-reference", "merge-key",
                         "duplicate-mapping-key", "number-nan", "number-inf", "number-huge", "number-negative-size",
                         "constraint-garbage", "constraint-shorthand-relation", "constraint-unquoted-relation", "duplicate-id", "constraint-unknown-reference", "unknown-device"] {
            #expect(Self.cases.contains("\(required).screen.yaml"), "missing case \(required)")
        }
    }

    @Test(arguments: cases)
    func eachCaseGivesItsExactErrorAndExitCode(_ file: String) throws {
        let expected = try String(contentsOf: Self.corpus.appendingPathComponent(file.replacingOccurrences(of: ".screen.yaml", with: ".expected")), encoding: .utf8)
            .trimmingCharacters(in: .newlines)
        let r = try CLI.run(["lint", file], in: Self.corpus, timeout: 30)
        if expected == "ok" {
            #expect(r.status == 0, "\(r.stdout)")
            #expect(r.stdout.isEmpty)
        } else {
            #expect(r.status == 2)
            #expect(r.lines.first == expected)
            // The caret line points at the reported column.
            let column = Int(expected.split(separator: ":")[2])!
            if let caret = r.lines.dropFirst(2).first, caret.hasSuffix("^"), !(r.lines.dropFirst(1).first ?? "").hasPrefix("    …") {
                #expect(caret.count - 4 == column, "caret at \(caret.count - 4), column \(column)")
            }
        }
    }

    /// All cases in one run: each bad file reported once, the good ones linted, exit 2.
    @Test func oneRunReportsEveryBadFileAndLintsTheRest() throws {
        let r = try CLI.run(["lint", "--format", "json", "."], in: Self.corpus, timeout: 60)
        #expect(r.status == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let errors = try #require(object["errors"] as? [[String: Any]])
        let bad = Self.cases.filter { name in
            (try? String(contentsOf: Self.corpus.appendingPathComponent(name.replacingOccurrences(of: ".screen.yaml", with: ".expected")), encoding: .utf8))?
                .hasPrefix("ok") == false
        }
        #expect(errors.count == bad.count)
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary["screens"] == Self.cases.count - bad.count)
    }

    static func generated(_ files: [String: String]) throws -> URL { try CLI.directory(files) }

    @Test func aTwoMegabyteScalarIsReadAndQuotedShortly() throws {
        let big = String(repeating: "a", count: 2 * 1024 * 1024)
        let dir = try Self.generated([
            "name.screen.yaml": "insetlint: 1\nscreen: \(big)\ndevices: [iphone-x]\nviewController:\n  view: {}\n",
            "number.screen.yaml": "insetlint: \(big)\nscreen: S\nviewController:\n  view: {}\n",
        ])
        let r = try CLI.run(["lint", "."], in: dir, timeout: 60)
        #expect(r.status == 2)
        #expect(r.lines.first == "./number.screen.yaml:1:12: error: insetlint (the format version) must be a number, found '\(String(repeating: "a", count: 40))…'")
        #expect(r.stdout.count < 2_000, "the error must not echo the whole scalar")
    }

    @Test func fiftyThousandViewsLint() throws {
        var yaml = "insetlint: 1\nscreen: Huge\ndevices: [iphone-x]\norientations: [portrait]\nviewController:\n  view:\n    subviews:\n"
        for i in 0..<50_000 {
            yaml += "      - { id: v\(i), class: UILabel, frame: [16, \(100 + i % 600), 100, 21] }\n"
        }
        let dir = try Self.generated(["huge.screen.yaml": yaml])
        let r = try CLI.run(["lint", "huge.screen.yaml"], in: dir, timeout: 120)
        #expect(r.status == 0)
        #expect(r.stderr.contains("0 findings"))
    }

    @Test func aFileThatVanishesOrIsNotRegularIsReported() throws {
        let dir = try Self.generated(["gone.screen.yaml": "x"])
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("dir.screen.yaml"), withIntermediateDirectories: true)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("gone.screen.yaml"))
        let r = try CLI.run(["lint", "gone.screen.yaml", "dir.screen.yaml/"], in: dir)
        #expect(r.status == 2)
        #expect(r.lines.contains("gone.screen.yaml:1:1: error: cannot read 'gone.screen.yaml': No such file or directory"))
    }

    @Test func aReportIsNeverWrittenOverASpec() throws {
        let dir = try Self.generated(["keep.screen.yaml": "insetlint: 1\nscreen: Keep\nviewController:\n  view: {}\n"])
        let r = try CLI.run(["lint", "--output", "keep.screen.yaml", "."], in: dir)
        #expect(r.status == 64)
        #expect(try String(contentsOf: dir.appendingPathComponent("keep.screen.yaml"), encoding: .utf8).hasPrefix("insetlint: 1"))
    }
}
