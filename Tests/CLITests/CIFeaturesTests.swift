import Foundation
import Testing

/// Configuration, report formats, baselines and changed-file lists, through the binary.
@Suite struct CIFeaturesTests {
    /// A label under the notch on iPhone X (an error) unless `devices` says otherwise.
    static func notchSpec(_ screen: String = "Bad", devices: String? = "[iphone-x]", padding: Int = 0, y: Int = 10) -> String {
        String(repeating: "# padding\n", count: padding) + """
            insetlint: 1
            screen: \(screen)
            \(devices.map { "devices: \($0)" } ?? "")
            orientations: [portrait]
            viewController:
              view:
                subviews:
                  - id: title
                    class: UILabel
                    frame: [16, \(y), 343, 21]

            """
    }

    /// Only a warning: a label 14 pt under a navigation bar on iPhone SE.
    static let warningSpec = """
        insetlint: 1
        screen: W
        devices: [iphone-se-3]
        orientations: [portrait]
        navigationController: {}
        viewController:
          view:
            subviews:
              - id: note
                class: UILabel
                frame: [16, 50, 343, 21]

        """

    static func tree(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("insetlint-ci-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    func read(_ dir: URL, _ name: String) throws -> String {
        try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
    }

    // MARK: configuration

    @Test func configurationIsFoundInAParentAndTheCommandLineWins() throws {
        let dir = try Self.tree([".insetlint.yml": "strict: true\nreporter: json\n", "app/w.screen.yaml": Self.warningSpec,
                                 "other.yml": "reporter: github\n"])
        let app = dir.appendingPathComponent("app")
        let r = try CLI.run(["lint", "w.screen.yaml"], in: app)
        #expect(r.status == 1)                                   // strict from the parent's file
        #expect(r.stdout.hasPrefix("{"))                          // reporter: json
        #expect(try CLI.run(["lint", "--no-strict", "w.screen.yaml"], in: app).status == 0)
        let text = try CLI.run(["lint", "--format", "text", "w.screen.yaml"], in: app)
        #expect(text.stdout.hasPrefix("w.screen.yaml:9:9: warning: "))
        // --config replaces the discovered file entirely: not strict, github annotations.
        let other = try CLI.run(["lint", "--config", "../other.yml", "w.screen.yaml"], in: app)
        #expect(other.status == 0)
        #expect(other.stdout.hasPrefix("::warning file=w.screen.yaml,line=9,col=9,"))
    }

    @Test func configurationDevicesAreTheDefaultAndASpecsOwnWin() throws {
        let dir = try Self.tree([".insetlint.yml": "devices: [notched]\norientations: [landscape]\n",
                                 "own.screen.yaml": Self.notchSpec("Own"), "default.screen.yaml": Self.notchSpec("Default", devices: nil)])
        let r = try CLI.run(["lint", "--format", "json"], in: dir)
        let findings = try #require((try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])?["findings"] as? [[String: Any]])
        func devices(_ screen: String) -> Set<String> {
            Set((findings.first { $0["screen"] as? String == screen }?["contexts"] as? [[String: String]] ?? []).compactMap { $0["device"] })
        }
        #expect(devices("Own") == ["iphone-x"])                  // the spec's devices and orientations
        #expect(devices("Default").contains("iphone-15"))
        #expect(!devices("Default").contains("iphone-se-3"))     // not notched
        let config = try CLI.run(["config"], in: dir)
        #expect(config.status == 0)
        #expect(config.stdout.contains("orientations: [landscape-left, landscape-right]\n"))
        #expect(config.stdout.hasPrefix("# Effective configuration: from /"))
        #expect(config.stdout.contains("/.insetlint.yml\n"))
    }

    @Test func explainAndRenderFollowTheConfiguration() throws {
        let dir = try Self.tree([".insetlint.yml": "devices: [iphone-x]\norientations: [landscape]\ndisabled_rules: [under-notch]\n",
                                 "s.screen.yaml": Self.notchSpec("S", devices: nil).replacingOccurrences(of: "orientations: [portrait]\n", with: ""),
                                 "loud.yml": "devices: [iphone-x]\n"])
        let explained = try CLI.run(["explain", "--format", "json", "s.screen.yaml"], in: dir)
        #expect(explained.status == 0, "\(explained.stderr)")
        let layouts = try #require((try JSONSerialization.jsonObject(with: Data(explained.stdout.utf8)) as? [String: Any])?["layouts"] as? [[String: Any]])
        #expect(layouts.map { "\($0["device"] ?? "") \($0["orientation"] ?? "")" } == ["iphone-x landscape-left", "iphone-x landscape-right"])
        // The label under the notch is a finding in the picture unless the configuration turns the
        // rule off, as the discovered one does.
        let quiet = try CLI.run(["render", "s.screen.yaml", "--device", "iphone-x", "--orientation", "portrait"], in: dir)
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(quiet.stdout.contains("<svg"))
        #expect(!quiet.stdout.contains("under-notch"))
        let drawn = try CLI.run(["render", "--config", "loud.yml", "s.screen.yaml", "--device", "iphone-x", "--orientation", "portrait"], in: dir)
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(drawn.stdout.contains("under-notch"))
        let broken = try CLI.run(["explain", "--config", "missing.yml", "s.screen.yaml"], in: dir)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("missing.yml"))
    }

    @Test func severityOverridesDecideTheExitCode() throws {
        let dir = try Self.tree(["w.screen.yaml": Self.warningSpec, "e.screen.yaml": Self.notchSpec(),
                                 "raise.yml": "severity: { under-bar: error }\n", "lower.yml": "severity: { under-notch: warning }\n"])
        let raised = try CLI.run(["lint", "--config", "raise.yml", "w.screen.yaml"], in: dir)
        #expect(raised.status == 1)
        #expect(raised.stdout.contains(": error: 'note' (UILabel) is covered by the navigation bar"))
        let lowered = try CLI.run(["lint", "--config", "lower.yml", "e.screen.yaml"], in: dir)
        #expect(lowered.status == 0)
        #expect(lowered.stdout.contains(": warning: 'title' (UILabel)"))
        #expect(try CLI.run(["lint", "--config", "lower.yml", "--strict", "e.screen.yaml"], in: dir).status == 1)
    }

    @Test func excludedFilesAreSkippedEvenWhenNamed() throws {
        let dir = try Self.tree([".insetlint.yml": "excluded: [Legacy]\n", "Legacy/bad.screen.yaml": Self.notchSpec()])
        // As the hooks run it: staged files that are all excluded pass.
        let r = try CLI.run(["lint", "--allow-zero-lintable-files", "Legacy/bad.screen.yaml"], in: dir)
        #expect(r.status == 0)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("in 0 screens"))
        #expect(try CLI.run(["lint", "Legacy/bad.screen.yaml"], in: dir).status == 64)
    }

    @Test func configurationMistakesExitTwoWithFileLineAndColumn() throws {
        let dir = try Self.tree([".insetlint.yml": "devices: [iphone-x]\nseverity:\n  under-bar: eror\n", "bad.screen.yaml": Self.notchSpec()])
        for arguments in [["lint"], ["config"]] {
            let r = try CLI.run(arguments, in: dir)
            #expect(r.status == 2)
            #expect(r.stderr.hasPrefix("\(dir.appendingPathComponent(".insetlint.yml").path):3:14: error: the severity of under-bar must be error or warning, found 'eror'; did you mean 'error'?\n"))
            #expect(r.stderr.contains("      under-bar: eror\n                 ^\n"))
            #expect(r.stdout.isEmpty)
        }
    }

    // MARK: changed files

    @Test func pathsFromStandardInputSkipNonSpecsAndDeletedFiles() throws {
        let dir = try Self.tree(["bad.screen.yaml": Self.notchSpec(), "good.screen.yaml": Self.notchSpec("Good", y: 60), "README.md": "# hi\n",
                                 "Sources/App.swift": "let x = 1\n"])
        let listed = "README.md\nbad.screen.yaml\nSources/App.swift\ngone.screen.yaml\n\ngood.screen.yaml\n"
        let r = try CLI.run(["lint", "-"], in: dir, stdin: listed)
        #expect(r.status == 1)
        #expect(r.lines == r.lines.filter { $0.hasPrefix("bad.screen.yaml:") })
        #expect(r.lines.count == 1)
        #expect(r.stderr.contains("in 2 screens"))
        // An empty list lints nothing (it does not fall back to the whole directory): a failure
        // unless nothing is expected, as after a change that touches no spec.
        let none = try CLI.run(["lint", "-"], in: dir, stdin: "")
        #expect(none.status == 64)
        #expect(none.stderr.contains("no lintable files found"))
        let allowed = try CLI.run(["lint", "--allow-zero-lintable-files", "-"], in: dir, stdin: "README.md\n")
        #expect(allowed.status == 0)
        #expect(allowed.stderr.contains("in 0 screens"))
    }

    /// A gate that finds nothing to lint must not pass: a spec piped to `lint -` (read as a list of
    /// paths), a directory without specs, an `included` that misses the path linted.
    @Test func nothingToLintFailsUnlessAllowed() throws {
        let dir = try Self.tree(["App/Screens/bad.screen.yaml": Self.notchSpec(), "App/Sources/App.swift": "let x = 1\n",
                                 "Other/.insetlint.yml": "included: [Screens]\n", "Other/App/bad.screen.yaml": Self.notchSpec()])
        let piped = try CLI.run(["lint", "-"], in: dir, stdin: Self.notchSpec())
        #expect(piped.status == 64)
        #expect(piped.stdout.isEmpty)
        #expect(piped.stderr.contains("no lintable files found in the paths listed on standard input"))
        #expect(piped.stderr.contains("standard input holds a screen spec, not a list of paths: lint it with --use-stdin"))

        let sources = try CLI.run(["lint", "App/Sources"], in: dir)
        #expect(sources.status == 64)
        #expect(sources.stderr.hasPrefix("insetlint: no lintable files found at paths: 'App/Sources' (screen specs are named *.screen.yaml or *.screen.yml)\n"))
        #expect(sources.stderr.contains("--allow-zero-lintable-files"))
        #expect(try CLI.run(["lint", "--allow-zero-lintable-files", "App/Sources"], in: dir).status == 0)

        let missed = try CLI.run(["lint", "App"], in: dir.appendingPathComponent("Other"))
        #expect(missed.status == 64)
        #expect(missed.stderr.contains("1 spec is left out by the included/excluded patterns of"), "\(missed.stderr)")

        // The same spec on standard input with --use-stdin is linted, under the name given.
        let stdin = try CLI.run(["lint", "--use-stdin", "--stdin-path", "App/Screens/bad.screen.yaml"], in: dir, stdin: Self.notchSpec())
        #expect(stdin.status == 1)
        #expect(stdin.lines.count == 1 && stdin.lines[0].hasPrefix("App/Screens/bad.screen.yaml:8:9: error: "), "\(stdin.stdout)")
    }

    @Test func manyPathsOnTheCommandLine() throws {
        let dir = try Self.tree(["bad.screen.yaml": Self.notchSpec(), "good.screen.yaml": Self.notchSpec("Good", y: 60)])
        let paths = (0..<3000).map { $0 % 2 == 0 ? "good.screen.yaml" : "./bad.screen.yaml" }
        let r = try CLI.run(["lint", "--strict"] + paths, in: dir)
        #expect(r.status == 1)
        #expect(r.lines.count == 1)
        #expect(r.stderr.contains("in 2 screens"))
    }

    // MARK: reports

    @Test func severalReportsFromOneRun() throws {
        let dir = try Self.tree(["bad.screen.yaml": Self.notchSpec(), "w.screen.yaml": Self.warningSpec])
        let r = try CLI.run(["lint", "--format", "json", "--output", "out/report.json", "--report", "sarif:out/report.sarif",
                             "--report", "junit:out/junit.xml", "--report", "checkstyle:out/checkstyle.xml", "--report", "github:out/gh.txt",
                             "--report", "text:out/report.txt", "."], in: dir.appendingPathComponent(""))
        // out/ does not exist: it is created, as `render --output DIR` does.
        #expect(r.status == 1, "\(r.stderr)")
        #expect(try read(dir, "out/report.json").contains("\"rule\": \"under-notch\""))
        let ok = try CLI.run(["lint", "--format", "json", "--output", "out/report.json", "--report", "sarif:out/report.sarif",
                              "--report", "junit:out/junit.xml", "--report", "checkstyle:out/checkstyle.xml", "--report", "github:out/gh.txt",
                              "--report", "text:out/report.txt", "."], in: dir)
        #expect(ok.status == 1)
        #expect(ok.stdout.isEmpty)
        #expect(try read(dir, "out/report.json").contains("\"rule\": \"under-notch\""))
        #expect(try read(dir, "out/report.txt").contains("./bad.screen.yaml:8:9: error: "))
        #expect(try read(dir, "out/gh.txt").contains("::error file=./bad.screen.yaml,line=8,col=9,title=insetlint%3A under-notch::"))
        #expect(try read(dir, "out/junit.xml").contains("<testsuites name=\"insetlint\" tests=\"2\" failures=\"2\" errors=\"0\">"))
        #expect(try read(dir, "out/checkstyle.xml").contains("source=\"insetlint.under-bar\""))
        let sarif = try read(dir, "out/report.sarif")
        #expect(sarif.contains("\"uri\": \"bad.screen.yaml\""))
        #expect(try SchemaCheck.sarifViolations(sarif) == [])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path).filter { $0.contains("tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func reportsNeverOverwriteWhatTheRunReads() throws {
        let dir = try Self.tree(["bad.screen.yaml": Self.notchSpec(), ".insetlint.yml": "strict: false\n", "notes.yaml": Self.notchSpec()])
        let before = try read(dir, "notes.yaml")
        for arguments in [["--report", "sarif:bad.screen.yaml"], ["--output", ".insetlint.yml"], ["--report", "json:./notes.yaml", "notes.yaml"],
                          ["--report", "json:r.json", "--report", "sarif:r.json"], ["--write-baseline", "x.screen.yml"]] {
            let r = try CLI.run(["lint"] + arguments, in: dir)
            #expect(r.status == 64, "\(arguments)")
        }
        #expect(try read(dir, "notes.yaml") == before)
        #expect(try read(dir, ".insetlint.yml") == "strict: false\n")
        let badFormat = try CLI.run(["lint", "--report", "pdf:x.pdf"], in: dir)
        #expect(badFormat.status == 64)
        #expect(badFormat.stderr.contains("--report takes FORMAT:PATH with FORMAT one of text, json, sarif, junit, github, checkstyle"))
    }

    /// A baseline or report written over the configuration destroys it (the next run fails on
    /// "unknown key 'version'"): refused like any other input, however the file is named, and so is
    /// any file named like a configuration, active or not.
    @Test func noWriteReplacesAConfiguration() throws {
        let config = "strict: false\n"
        let dir = try Self.tree(["bad.screen.yaml": Self.notchSpec(), ".insetlint.yml": config, "ci.yml": config,
                                 "sub/.insetlint.yml": config])
        for arguments in [["--write-baseline", ".insetlint.yml"], ["--write-baseline", "./.insetlint.yml"],
                          ["--config", ".insetlint.yml", "--write-baseline", ".insetlint.yml"],
                          ["--config", "./.insetlint.yml", "--write-baseline", "\(dir.path)/.insetlint.yml"],
                          ["--config", "ci.yml", "--write-baseline", "ci.yml"],
                          ["--baseline", ".insetlint.yml", "--write-baseline", ".insetlint.yml"],
                          ["--write-baseline", "sub/.insetlint.yml"], ["--output", "sub/.insetlint.yml"],
                          ["--report", "json:sub/.insetlint.yml"]] {
            let r = try CLI.run(["lint"] + arguments + ["bad.screen.yaml"], in: dir)
            #expect(r.status == 64, "\(arguments)")
            #expect(r.stderr.contains("refusing to write"), "\(arguments): \(r.stderr)")
        }
        for name in [".insetlint.yml", "ci.yml", "sub/.insetlint.yml"] {
            #expect(try read(dir, name) == config, "\(name)")
        }
        #expect(try CLI.run(["lint", "bad.screen.yaml"], in: dir).status == 1)
    }

    // MARK: baseline

    @Test func baselineRoundTrip() throws {
        let dir = try Self.tree(["a.screen.yaml": Self.notchSpec("A"), "b.screen.yaml": Self.notchSpec("B")])
        let written = try CLI.run(["lint", "--write-baseline", ".insetlint-baseline.json"], in: dir)
        #expect(written.status == 1)                             // writing a baseline does not hide today's findings
        #expect(written.stderr.contains("recorded 2 findings in .insetlint-baseline.json"))
        let baseline = try read(dir, ".insetlint-baseline.json")
        #expect(baseline.contains("\"file\": \"a.screen.yaml\""))
        #expect(!baseline.contains("line"))

        let clean = try CLI.run(["lint", "--baseline", ".insetlint-baseline.json"], in: dir)
        #expect(clean.status == 0)
        #expect(clean.stdout.isEmpty)
        #expect(clean.stderr.contains("0 findings (0 errors, 0 warnings) in 2 screens; 2 more in the baseline"))

        // a's view moves 20 lines down (still baselined); b is fixed (stale); c is new.
        try Self.notchSpec("A", padding: 20).write(to: dir.appendingPathComponent("a.screen.yaml"), atomically: true, encoding: .utf8)
        try Self.notchSpec("B", y: 60).write(to: dir.appendingPathComponent("b.screen.yaml"), atomically: true, encoding: .utf8)
        try Self.notchSpec("C").write(to: dir.appendingPathComponent("c.screen.yaml"), atomically: true, encoding: .utf8)
        let later = try CLI.run(["lint", "--baseline", ".insetlint-baseline.json"], in: dir)
        #expect(later.status == 1)
        #expect(later.lines.count == 1)
        #expect(later.lines.first?.hasPrefix("./c.screen.yaml:8:9: error: ") == true)
        #expect(later.stderr.contains("1 baselined finding no longer occurs; rewrite .insetlint-baseline.json with --write-baseline to drop it:\n  b.screen.yaml: B / title [under-notch]\n"))

        // Rewriting the baseline in place shrinks it.
        let rewritten = try CLI.run(["lint", "--baseline", ".insetlint-baseline.json", "--write-baseline", "./.insetlint-baseline.json"], in: dir)
        #expect(rewritten.status == 1)
        let shrunk = try read(dir, ".insetlint-baseline.json")
        #expect(shrunk.contains("c.screen.yaml") && !shrunk.contains("b.screen.yaml"))
        #expect(try CLI.run(["lint", "--baseline", ".insetlint-baseline.json"], in: dir).status == 0)
    }

    @Test func anUnreadableBaselineExitsTwo() throws {
        let dir = try Self.tree(["a.screen.yaml": Self.notchSpec(), "b.json": "{\"version\": 1, \"findings\": [{\"file\": 3}]}\n"])
        let r = try CLI.run(["lint", "--baseline", "b.json"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("b.json:1:29: error: a baseline finding needs 'screen' (findings are matched by file, screen, view and rule)\n"))
        #expect(try CLI.run(["lint", "--baseline", "missing.json"], in: dir).status == 2)
    }
}

/// The official SARIF schema check (ReportersTests/Fixtures) on a real run's output.
enum SchemaCheck {
    static func sarifViolations(_ sarif: String) throws -> [String] {
        let fixtures = CLI.packageRoot.appendingPathComponent("Tests/ReportersTests/Fixtures")
        let r = try Program.run("python3", [fixtures.appendingPathComponent("validate-sarif.py").path,
                                            fixtures.appendingPathComponent("sarif-schema-2.1.0.json").path],
                                in: fixtures, stdin: sarif)
        // 1 is "invalid"; anything else means the check could not run, which must fail too.
        guard r.status <= 1 else { return ["validation could not run: \(r.stdout)\(r.stderr)"] }
        return r.lines
    }
}
