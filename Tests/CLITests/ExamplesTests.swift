import Foundation
import Testing

/// `insetlint lint Examples` prints exactly the reviewed findings in Golden/examples.txt.
/// After an intended change, rerun with INSETLINT_UPDATE_GOLDEN=1 and review the diff.
@Suite struct ExamplesTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/examples.txt")
    static let cleanExamples = ["feed", "login-fixed", "web-article", "child-container", "opaque-bars-form", "in-app-browser-fixed", "compose-bar-fixed", "map-bottom-sheet"]

    @Test func lintingTheExamplesPrintsTheReviewedFindingsAndFails() throws {
        let r = try CLI.run(["lint", "Examples"])
        if ProcessInfo.processInfo.environment["INSETLINT_UPDATE_GOLDEN"] == "1" {
            try r.stdout.write(to: Self.golden, atomically: true, encoding: .utf8)
        }
        #expect(r.status == 1)
        #expect(r.stdout == (try String(contentsOf: Self.golden, encoding: .utf8)))
        #expect(r.stderr.contains("in 38 screens"))
    }

    @Test func everyExampleIsEitherCleanOrNamedInTheGolden() throws {
        let golden = try String(contentsOf: Self.golden, encoding: .utf8)
        let examples = try FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".screen.yaml") }
        #expect(examples.count >= 8)
        for file in examples {
            let name = String(file.dropLast(".screen.yaml".count))
            #expect(Self.cleanExamples.contains(name) != golden.contains("Examples/\(file):"), "\(file)")
        }
    }

    /// Examples/ shows every rule at work on a realistic screen.
    @Test func everyRuleFiresInSomeExample() throws {
        let golden = try String(contentsOf: Self.golden, encoding: .utf8)
        let ids = try CLI.run(["rules"]).lines.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(ids.count >= 17)
        for id in ids {
            #expect(golden.contains("[\(id)]\n"), "no example screen triggers \(id)")
        }
    }

    @Test func theCleanExamplesExitZero() throws {
        let r = try CLI.run(["lint"] + Self.cleanExamples.map { "Examples/\($0).screen.yaml" })
        #expect(r.status == 0)
        #expect(r.stdout.isEmpty)
    }
}
