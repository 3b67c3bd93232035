import Foundation
import Testing

/// What a SwiftLint user types first: `--reporter`, `--quiet`, `--use-stdin` with `--stdin-path`,
/// `--cache-path DIR`, `rules`, and a typo of a command.
@Suite struct SwiftLintHabitsTests {
    @Test func reporterIsFormat() throws {
        let dir = try CIFeaturesTests.tree(["bad.screen.yaml": CIFeaturesTests.notchSpec()])
        let reporter = try CLI.run(["lint", "--reporter", "json", "bad.screen.yaml"], in: dir)
        let format = try CLI.run(["lint", "--format", "json", "bad.screen.yaml"], in: dir)
        #expect(reporter.status == 1)
        #expect(reporter.stdout == format.stdout)
        #expect(reporter.stdout.contains("\"rule\": \"under-notch\""))
    }

    @Test func quietLeavesOnlyTheFindings() throws {
        let dir = try CIFeaturesTests.tree(["bad.screen.yaml": CIFeaturesTests.notchSpec()])
        let loud = try CLI.run(["lint", "--write-baseline", "b.json", "bad.screen.yaml"], in: dir)
        #expect(loud.stderr.contains("insetlint: 1 finding (1 error, 0 warnings) in 1 screen"))
        let quiet = try CLI.run(["lint", "--quiet", "--write-baseline", "b.json", "bad.screen.yaml"], in: dir)
        #expect(quiet.status == 1)
        #expect(quiet.stdout == loud.stdout && quiet.stdout.hasPrefix("bad.screen.yaml:8:9: error: "))
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
    }

    @Test func useStdinLintsTheTextUnderTheGivenName() throws {
        let dir = try CIFeaturesTests.tree([:])
        let r = try CLI.run(["lint", "--use-stdin", "--stdin-path", "Screens/a.screen.yaml", "--format", "json"], in: dir,
                            stdin: CIFeaturesTests.notchSpec())
        #expect(r.status == 1)
        #expect(r.stdout.contains("\"file\": \"Screens/a.screen.yaml\""))
        let unnamed = try CLI.run(["lint", "--use-stdin"], in: dir, stdin: "insetlint: 1\nscreen: [\n")
        #expect(unnamed.status == 2)
        #expect(unnamed.stdout.hasPrefix("<stdin>:"), "\(unnamed.stdout)")
        #expect(try CLI.run(["lint", "--use-stdin", "a.screen.yaml"], in: dir, stdin: "").status == 64)
        #expect(try CLI.run(["lint", "--stdin-path", "a.screen.yaml"], in: dir).status == 64)
    }

    /// SwiftLint's `--cache-path` is a directory; it used to be taken as a file, fail to be
    /// written and leave every run cold.
    @Test func cachePathMayBeADirectory() throws {
        let dir = try CIFeaturesTests.tree(["bad.screen.yaml": CIFeaturesTests.notchSpec()])
        for cache in ["existing", "new/"] {
            if cache == "existing" {
                try FileManager.default.createDirectory(at: dir.appendingPathComponent(cache), withIntermediateDirectories: true)
            }
            let cold = try CLI.run(["lint", "--cache-path", cache, "bad.screen.yaml"], in: dir)
            #expect(cold.status == 1)
            let written = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent(cache).path)
            // The key, the prune stamp and the entry's directory (entries go under two hex digits).
            #expect(written.contains("key") && written.contains { $0.count == 2 && $0.allSatisfy(\.isHexDigit) }, "\(cache): \(written)")
            let warm = try CLI.run(["lint", "--cache-path", cache, "bad.screen.yaml"], in: dir)
            #expect(warm.stdout == cold.stdout)
        }
    }

    @Test func aMistypedCommandGetsDidYouMean() throws {
        let r = try CLI.run(["explian", "Examples/login.screen.yaml"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("unknown command 'explian'; did you mean 'explain'?"), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        // A directory of that name is still a path to lint.
        let dir = try CIFeaturesTests.tree(["rulse/bad.screen.yaml": CIFeaturesTests.notchSpec()])
        #expect(try CLI.run(["rulse"], in: dir).status == 1)
    }

    /// `insetlint rules` says what the configuration runs and at which severity, as `swiftlint rules`.
    @Test func rulesShowsTheConfiguredState() throws {
        let dir = try CIFeaturesTests.tree([".insetlint.yml": "disabled_rules: [under-bar]\nseverity: { layout-ambiguous: warning }\n"])
        let r = try CLI.run(["rules"], in: dir)
        #expect(r.status == 0)
        let line = { (id: String) in r.lines.first { $0.hasPrefix(id + " ") }?.split(separator: " ").prefix(4).joined(separator: " ") }
        #expect(line("under-bar") == "under-bar disabled warning Text")
        #expect(line("layout-ambiguous") == "layout-ambiguous enabled warning (default")
        #expect(line("under-notch") == "under-notch enabled error Text")
        let other = try CLI.run(["rules", "--config", ".insetlint.yml"], in: CLI.packageRoot.appendingPathComponent("Examples"))
        #expect(other.status == 2)   // no such file there
    }

    /// `insetlint` with no arguments in this repository lints the examples, not the corpus of
    /// malformed specs the tests use (its own .insetlint.yml excludes it).
    @Test func plainInsetlintInThisRepositoryLintsTheExamples() throws {
        let plain = try CLI.run([])
        let examples = try CLI.run(["lint", "Examples"])
        #expect(plain.status == 1, "\(plain.stderr)")
        #expect(!plain.stdout.contains("BadInput") && !plain.stderr.contains("could not be read"))
        #expect(plain.lines.count == examples.lines.count && plain.lines.count > 20)
    }
}
