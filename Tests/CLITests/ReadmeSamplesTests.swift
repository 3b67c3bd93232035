import Foundation
import Testing

/// The README's and docs' samples are what the tool does: every `console` block's commands are run
/// and their shown lines must come out in that order ("…" stands for lines left out), and every
/// sample configuration must be accepted.
@Suite struct ReadmeSamplesTests {
    static let documents = ["README.md", "docs/format.md", "docs/uikit.md", "docs/rules.md"]

    static func blocks(_ language: String, in file: String) throws -> [[String]] {
        let text = try String(contentsOf: CLI.packageRoot.appendingPathComponent(file), encoding: .utf8)
        var blocks: [[String]] = []
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil, line == "```" + language {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func consoleSamplesMatchTheTool() throws {
        var commands = 0
        for file in Self.documents {
            for block in try Self.blocks("console", in: file) {
                var runs: [(arguments: [String], shown: [String])] = []
                for line in block {
                    if line.hasPrefix("$ insetlint ") {
                        runs.append((line.dropFirst("$ insetlint ".count).split(separator: " ").map(String.init), []))
                    } else if !line.isEmpty, line != "…" {
                        runs[runs.count - 1].shown.append(line)
                    }
                }
                for run in runs {
                    commands += 1
                    let r = try CLI.run(run.arguments + (run.arguments.first == "lint" ? ["--no-cache"] : []))
                    var actual = (r.stdout + r.stderr).split(separator: "\n").map(String.init)[...]
                    for shown in run.shown {
                        guard let at = actual.firstIndex(of: shown) else {
                            Issue.record("\(file): `insetlint \(run.arguments.joined(separator: " "))` does not print, in this order:\n\(shown)")
                            break
                        }
                        actual = actual[(at + 1)...]
                    }
                }
            }
        }
        #expect(commands >= 4)
    }

    /// The YAML samples of every document whose first line starts with `heading`.
    static func yamlSamples(headed heading: String) throws -> [(file: String, lines: [String])] {
        try documents.flatMap { file in
            try blocks("yaml", in: file).filter { $0.first?.hasPrefix(heading) == true }.map { (file, $0) }
        }
    }

    @Test func sampleConfigurationsAreAccepted() throws {
        let samples = try Self.yamlSamples(headed: "# .insetlint.yml")
        #expect(samples.count >= 1)
        for (file, lines) in samples {
            let dir = try CLI.directory([".insetlint.yml": lines.joined(separator: "\n") + "\n"])
            let r = try CLI.run(["config"], in: dir)
            #expect(r.status == 0, "\(file): \(r.stderr)")
        }
    }

    /// A sample headed `# Examples/NAME` is that file, word for word.
    @Test func exampleSpecSamplesAreTheFiles() throws {
        let samples = try Self.yamlSamples(headed: "# Examples/")
        #expect(samples.count >= 1)
        for (file, lines) in samples {
            let name = String(lines[0].dropFirst(2))
            let example = try String(contentsOf: CLI.packageRoot.appendingPathComponent(name), encoding: .utf8)
            #expect(lines.dropFirst().joined(separator: "\n") + "\n" == example, "\(file): the sample of \(name)")
        }
    }
}
