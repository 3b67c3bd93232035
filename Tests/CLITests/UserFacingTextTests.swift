import Foundation
import Testing

/// What users read cites only public sources and the repository's own docs: never the team's
/// reference notes (which a clone does not have), their section or decision numbers, or the bug
/// reports they were drawn from.
@Suite struct UserFacingTextTests {
    static let internalReference = try! NSRegularExpression(pattern:
        #"\bseeds? [0-9]{3}|UIKIT\.md|FORMAT\.md|CURRENT-IOS|SWIFT-NOTES|\.\./shared|§|\b[DRHWM][0-9]{1,2}\b"#)

    static func references(_ text: String) -> [String] {
        let range = NSRange(text.startIndex..., in: text)
        return internalReference.matches(in: text, range: range).map { match in
            let line = (text as NSString).lineRange(for: match.range)
            return (text as NSString).substring(with: line).trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    static let examples: [String] = try! FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot.appendingPathComponent("Examples").path)
        .filter { $0.hasSuffix(".screen.yaml") }.sorted().map { "Examples/" + $0 }

    @Test func commandOutputCitesNothingInternal() throws {
        var outputs: [(String, String)] = []
        for format in ["text", "json", "sarif", "junit", "checkstyle", "github"] {
            let r = try CLI.run(["lint", "Examples", "--no-cache", "--format", format])
            outputs.append(("lint --format \(format)", r.stdout + r.stderr))
        }
        for example in Self.examples {
            let r = try CLI.run(["explain", example])
            outputs.append(("explain \(example)", r.stdout + r.stderr))
        }
        let rules = try CLI.run(["rules", "--format", "json"])
        outputs.append(("rules --format json", rules.stdout))
        for command in ["lint", "explain", "render", "rules", "devices", "config"] {
            outputs.append(("\(command) --help", try CLI.run([command, "--help"]).stdout))
        }
        for (name, text) in outputs {
            #expect(!text.isEmpty, "\(name) printed nothing")
            #expect(Self.references(text) == [], "\(name)")
        }
    }

    @Test func docsCiteNothingInternal() throws {
        var files = ["README.md"]
        for directory in ["docs", "Rules"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot.appendingPathComponent(directory).path)
            files += names.filter { $0.hasSuffix(".md") }.map { "\(directory)/\($0)" }
        }
        #expect(files.contains("docs/format.md") && files.contains("docs/uikit.md") && files.contains("docs/rules.md"))
        // The examples' comments are read as documentation too.
        files += Self.examples
        for file in files {
            let text = try String(contentsOf: CLI.packageRoot.appendingPathComponent(file), encoding: .utf8)
            #expect(Self.references(text) == [], "\(file)")
        }
    }
}
