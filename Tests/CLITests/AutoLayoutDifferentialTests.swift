import Foundation
import Testing

/// The Auto Layout engine against an independent Cassowary solver: `scripts/autolayout-diff`
/// generates seeded layouts of every family the engine handles, solves each in python3's
/// kiwisolver and compares every view's frame from `insetlint explain` within 0.01 pt; `insetlint
/// lint` must report neither layout-ambiguous nor layout-conflict on them, and must report them on
/// their twins that kiwisolver finds undetermined (a constraint removed, a tie) or unsatisfiable.
/// Fails — does not skip — without kiwisolver: `.ci/run` installs it from PyPI
/// (locally `python3 -m pip install kiwisolver`).
@Suite(.serialized) struct AutoLayoutDifferentialTests {
    static let script = CLI.packageRoot.appendingPathComponent("scripts/autolayout-diff").path
    static let families = ["revision1", "cross-axis", "cousins-ancestors", "inequalities", "priorities", "aspect-ratio",
                           "hugging-compression", "stack-written", "stack-view", "nested-safe-area", "margins-chase",
                           "scroll-content"]

    /// The script's summary rows: family → (layouts, views compared, layouts with a mismatch).
    static func summary(_ output: String) -> [String: (layouts: Int, views: Int, mismatched: Int)] {
        var rows: [String: (Int, Int, Int)] = [:]
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count == 11, families.contains(String(fields[0])),
                  let layouts = Int(fields[1]), let views = Int(fields[2]), let mismatched = Int(fields[3]) else { continue }
            rows[String(fields[0])] = (layouts, views, mismatched)
        }
        return rows
    }

    /// The findings rows: kind → (specs, specs whose layout findings are wrong).
    static func findings(_ output: String) -> [String: (specs: Int, wrong: Int)] {
        var rows: [String: (Int, Int)] = [:]
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count == 3, ["determined", "ambiguous", "tie", "conflict"].contains(String(fields[0])),
                  let specs = Int(fields[1]), let wrong = Int(fields[2]) else { continue }
            rows[String(fields[0])] = (specs, wrong)
        }
        return rows
    }

    @Test func everyFrameAgreesWithKiwisolver() throws {
        let result = try Program.run("python3", [Self.script, CLI.binary.path, "--count", "360", "--seed", "17"],
                                     in: CLI.packageRoot, timeout: 1200)
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        let rows = Self.summary(result.stdout)
        #expect(Set(rows.keys) == Set(Self.families), "\(result.stdout)")
        for family in Self.families {
            let row = try #require(rows[family], "\(family) missing from\n\(result.stdout)")
            #expect(row.layouts == 30 && row.views >= 60 && row.mismatched == 0, "\(family): \(row)")
        }
        let findings = Self.findings(result.stdout)
        for kind in ["determined", "ambiguous", "tie", "conflict"] {
            let row = try #require(findings[kind], "\(kind) missing from\n\(result.stdout)")
            #expect(row.specs >= 20 && row.wrong == 0, "\(kind): \(row)")
        }
    }

    @Test func aMissingKiwisolverFailsTheRun() throws {
        // A module that cannot be imported, found before any installed kiwisolver.
        let shadow = try CLI.directory(["kiwisolver.py": "raise ImportError('not installed')\n"])
        defer { try? FileManager.default.removeItem(at: shadow) }
        let result = try Program.run("python3", [Self.script, CLI.binary.path, "--count", "2"], in: CLI.packageRoot,
                                     environment: ["PYTHONPATH": shadow.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("kiwisolver is not importable"), "\(result.stderr)")
    }

    @Test func aFrameOffByMoreThanTheToleranceIsAMismatch() throws {
        // Guards against a comparison that passes everything: an `explain` whose last view is 0.02 pt
        // to the right of where the engine put it.
        let wrapper = try CLI.directory(["insetlint": """
            #!/usr/bin/env python3
            import json, subprocess, sys
            run = subprocess.run([\(String(reflecting: CLI.binary.path))] + sys.argv[1:], capture_output=True, text=True)
            if sys.argv[1] != "explain":
                sys.stdout.write(run.stdout)
                sys.exit(run.returncode)
            data = json.loads(run.stdout)
            data["layouts"][0]["views"][-1]["frame"]["x"] += 0.02
            print(json.dumps(data))
            """])
        defer { try? FileManager.default.removeItem(at: wrapper) }
        let fake = wrapper.appendingPathComponent("insetlint")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let result = try Program.run("python3", [Self.script, fake.path, "--count", "4", "--families", "revision1", "--show", "1"],
                                     in: CLI.packageRoot, timeout: 300)
        #expect(result.status == 1, "\(result.stdout)\n\(result.stderr)")
        #expect(Self.summary(result.stdout)["revision1"]?.mismatched == 4, "\(result.stdout)")
        #expect(result.stdout.contains(".screen.yaml:"), "the failing spec's path: \(result.stdout)")
    }
}
