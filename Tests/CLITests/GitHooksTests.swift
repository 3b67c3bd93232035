import Foundation
import Testing

/// The pre-commit hook (`.pre-commit-hooks.yaml`, run by the `pre-commit` tool from PyPI, which
/// .ci/run installs) and the plain git hook (`scripts/git-pre-commit`) in throwaway repositories.
@Suite struct GitHooksTests {
    static let bad = CIFeaturesTests.notchSpec()
    static let good = CIFeaturesTests.notchSpec("Good", y: 60)

    /// A new git repository holding `files`.
    static func repository(_ files: [String: String]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("insetlint-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try write(files, in: dir)
        try Program.run("git", ["init", "-q", "."], in: dir)
        return dir
    }

    static func write(_ files: [String: String], in dir: URL) throws {
        for (path, text) in files {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    /// This package as a commit of its own: the working tree's tracked and new files, so the hook
    /// under test is the code under test, committed or not.
    static func snapshotOfThisPackage() throws -> (url: URL, revision: String) {
        let listed = try Program.run("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: CLI.packageRoot)
        guard listed.status == 0 else { throw SetupError("the package is not a git work tree: \(listed.stderr)") }
        let dir = try repository([:])
        for path in listed.stdout.split(separator: "\0").map(String.init) {
            let source = CLI.packageRoot.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }   // deleted, not yet staged
            let target = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: target)
        }
        try Program.run("git", ["add", "-A"], in: dir)
        let commit = try Program.run("git", ["commit", "-q", "-m", "snapshot"], in: dir)
        guard commit.status == 0 else { throw SetupError("cannot commit the snapshot: \(commit.stderr)") }
        let revision = try Program.run("git", ["rev-parse", "HEAD"], in: dir).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return (dir, revision)
    }

    struct SetupError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    static func hasCommit(_ repo: URL) throws -> Bool {
        try Program.run("git", ["rev-parse", "--verify", "-q", "HEAD"], in: repo).status == 0
    }

    /// pre-commit builds the hook's package (`language: swift`: a release build in its own
    /// environment), then blocks the commit with the bad spec and lets the good one through. The
    /// configuration's `excluded` applies to the files pre-commit passes.
    @Test(.timeLimit(.minutes(20))) func preCommitToolBlocksTheCommitWithTheBadSpec() throws {
        // As a module of python3, the interpreter .ci/run installed it for (no PATH or shim questions).
        let preCommit = ["-m", "pre_commit"]
        let version = try Program.run("python3", preCommit + ["--version"], in: CLI.packageRoot)
        try #require(version.status == 0, "pre-commit is not installed (pip install pre-commit; .ci/run does): \(version.stderr)")
        let hooks = try Self.snapshotOfThisPackage()
        let project = try Self.repository([
            ".pre-commit-config.yaml": """
                repos:
                  - repo: \(hooks.url.path)
                    rev: \(hooks.revision)
                    hooks:
                      - id: insetlint

                """,
            ".insetlint.yml": "excluded: [Legacy]\n",
            "good.screen.yaml": Self.good, "bad.screen.yaml": Self.bad, "Legacy/old.screen.yaml": Self.bad, "notes.txt": "not a spec\n",
        ])
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("insetlint-pre-commit-home-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["PRE_COMMIT_HOME": home.path]
        #expect(try Program.run("python3", preCommit + ["install"], in: project, environment: environment).status == 0)
        try Program.run("git", ["add", "-A"], in: project)

        let start = Date()
        let blocked = try Program.run("git", ["commit", "-m", "add screens"], in: project, environment: environment, timeout: 900)
        let firstCommit = Date().timeIntervalSince(start)
        let output = blocked.stdout + blocked.stderr
        #expect(blocked.status != 0)
        #expect(output.contains("insetlint....") && output.contains("Failed"))
        #expect(output.contains("bad.screen.yaml:8:9: error: 'title' (UILabel) extends above the safe area"), "\(output)")
        #expect(output.contains("[under-notch]"))
        #expect(!output.contains("Legacy/old.screen.yaml"))      // excluded by the configuration
        #expect(!output.contains("good.screen.yaml"))
        #expect(try !Self.hasCommit(project))

        try Program.run("git", ["rm", "-q", "--cached", "bad.screen.yaml"], in: project)
        let second = Date()
        let passed = try Program.run("git", ["commit", "-m", "add the good screen"], in: project, environment: environment, timeout: 300)
        let secondCommit = Date().timeIntervalSince(second)
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
        #expect((passed.stdout + passed.stderr).contains("insetlint....") && (passed.stdout + passed.stderr).contains("Passed"))
        #expect(try Self.hasCommit(project))
        print("pre-commit hook: first commit (builds insetlint in pre-commit's environment) \(Int(firstCommit)) s, next commit \(String(format: "%.1f", secondCommit)) s")
    }

    /// `insetlint-system` runs the insetlint on PATH and builds nothing.
    @Test func preCommitSystemHookUsesTheInstalledBinary() throws {
        let preCommit = ["-m", "pre_commit"]
        try #require(try Program.run("python3", preCommit + ["--version"], in: CLI.packageRoot).status == 0,
                     "pre-commit is not installed (pip install pre-commit; .ci/run does)")
        let hooks = try Self.snapshotOfThisPackage()
        let project = try Self.repository([
            ".pre-commit-config.yaml": "repos:\n  - repo: \(hooks.url.path)\n    rev: \(hooks.revision)\n    hooks:\n      - id: insetlint-system\n",
            "bad.screen.yaml": Self.bad,
        ])
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("insetlint-pre-commit-home-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let path = CLI.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let environment = ["PRE_COMMIT_HOME": home.path, "PATH": path]
        #expect(try Program.run("python3", preCommit + ["install"], in: project, environment: environment).status == 0)
        try Program.run("git", ["add", "-A"], in: project)
        let blocked = try Program.run("git", ["commit", "-m", "bad"], in: project, environment: environment, timeout: 120)
        #expect(blocked.status != 0)
        #expect((blocked.stdout + blocked.stderr).contains("bad.screen.yaml:8:9: error: "), "\(blocked.stdout)\(blocked.stderr)")
        #expect(try !Self.hasCommit(project))
    }

    /// scripts/git-pre-commit lints what is staged, not the working tree.
    @Test func plainGitHookLintsTheIndex() throws {
        let project = try Self.repository(["bad.screen.yaml": Self.bad, "README.md": "# app\n"])
        let hook = project.appendingPathComponent(".git/hooks/pre-commit")
        try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent("scripts/git-pre-commit"), to: hook)
        let environment = ["INSETLINT": CLI.binary.path]
        try Program.run("git", ["add", "-A"], in: project)
        let blocked = try Program.run("git", ["commit", "-q", "-m", "bad"], in: project, environment: environment)
        #expect(blocked.status == 1)
        // git shows a hook's output on its standard error.
        #expect(blocked.stderr.hasPrefix("bad.screen.yaml:8:9: error: "), "\(blocked.stdout)\(blocked.stderr)")
        #expect(try !Self.hasCommit(project))

        // Fixed on disk but not staged: the staged text still fails.
        try Self.write(["bad.screen.yaml": Self.good], in: project)
        #expect(try Program.run("git", ["commit", "-q", "-m", "bad"], in: project, environment: environment).status == 1)
        try Program.run("git", ["add", "bad.screen.yaml"], in: project)
        let passed = try Program.run("git", ["commit", "-q", "-m", "fixed"], in: project, environment: environment)
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")

        // Changed files only: `git diff --name-only | insetlint lint -`.
        try Self.write(["bad.screen.yaml": Self.bad, "README.md": "# app, changed\n"], in: project)
        let changed = try Program.run("git", ["diff", "--name-only"], in: project)
        #expect(changed.stdout == "README.md\nbad.screen.yaml\n")
        let lint = try CLI.run(["lint", "-"], in: project, stdin: changed.stdout)
        #expect(lint.status == 1)
        #expect(lint.lines.count == 1 && lint.lines[0].hasPrefix("bad.screen.yaml:8:9: error: "))
    }
    /// The plain hook lints a copy of the index in a new scratch directory each time. Cache
    /// entries are named by the files' relative names and bytes, not the working directory, so a
    /// commit reuses what an earlier one stored instead of leaving a cache file per commit.
    @Test func plainGitHookReusesTheCacheAcrossCommits() throws {
        let project = try Self.repository(["good.screen.yaml": Self.good])
        try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent("scripts/git-pre-commit"),
                                         to: project.appendingPathComponent(".git/hooks/pre-commit"))
        let cacheHome = FileManager.default.temporaryDirectory.appendingPathComponent("insetlint-hook-cache-\(UUID().uuidString)")
        let environment = ["INSETLINT": CLI.binary.path, "XDG_CACHE_HOME": cacheHome.path, "CI": "false"]
        func cacheFiles() -> [String] {
            let all = (try? FileManager.default.subpathsOfDirectory(atPath: cacheHome.path)) ?? []
            return all.filter { path in
                var isDirectory: ObjCBool = false
                FileManager.default.fileExists(atPath: cacheHome.appendingPathComponent(path).path, isDirectory: &isDirectory)
                return !isDirectory.boolValue && !path.hasSuffix("/key") && !path.hasSuffix("/pruned")
            }
        }
        var counts: [Int] = []
        for text in [Self.good, "# edited\n" + Self.good, Self.good] {
            try Self.write(["good.screen.yaml": text], in: project)
            try Program.run("git", ["add", "-A"], in: project)
            let commit = try Program.run("git", ["commit", "-q", "-m", "change"], in: project, environment: environment)
            #expect(commit.status == 0, "\(commit.stdout)\(commit.stderr)")
            counts.append(cacheFiles().count)
        }
        // One entry for each content the file had; the third commit staged the first one again.
        #expect(counts == [1, 2, 2], "\(cacheFiles())")
    }

    /// With INSETLINT_BASELINE, the hook lints only the staged specs: the other files' records are
    /// not judged (they are not gone), so it must not advise dropping them; a spec whose deletion
    /// is staged is judged stale.
    @Test func plainGitHookKeepsOtherFilesBaselineRecords() throws {
        let project = try Self.repository(["a.screen.yaml": Self.bad, "b.screen.yaml": CIFeaturesTests.notchSpec("B"),
                                           "Screens/c.screen.yaml": CIFeaturesTests.notchSpec("C")])
        let hook = project.appendingPathComponent(".git/hooks/pre-commit")
        try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent("scripts/git-pre-commit"), to: hook)
        #expect(try CLI.run(["lint", "--write-baseline", ".insetlint-baseline.json"], in: project).status == 1)
        try Program.run("git", ["add", "-A"], in: project)
        #expect(try Program.run("git", ["commit", "-q", "--no-verify", "-m", "baseline"], in: project).status == 0)
        let environment = ["INSETLINT": CLI.binary.path, "INSETLINT_BASELINE": ".insetlint-baseline.json"]

        // b changes above its view (still baselined); a and c are untouched.
        try Self.write(["b.screen.yaml": "# a comment\n" + CIFeaturesTests.notchSpec("B")], in: project)
        try Program.run("git", ["add", "b.screen.yaml"], in: project)
        let passed = try Program.run("git", ["commit", "-q", "-m", "edit b"], in: project, environment: environment)
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
        #expect(!passed.stderr.contains("no longer occur"), "\(passed.stderr)")

        // a is deleted in the index: its record really is stale, and the hook says so.
        try Program.run("git", ["rm", "-q", "a.screen.yaml"], in: project)
        try Self.write(["b.screen.yaml": CIFeaturesTests.notchSpec("B")], in: project)
        try Program.run("git", ["add", "b.screen.yaml"], in: project)
        let deleted = try Program.run("git", ["commit", "-q", "-m", "drop a"], in: project, environment: environment)
        #expect(deleted.status == 0, "\(deleted.stdout)\(deleted.stderr)")
        #expect(deleted.stderr.contains("1 baselined finding no longer occurs"), "\(deleted.stderr)")
        #expect(deleted.stderr.contains("a.screen.yaml: Bad / title [under-notch]"))
        #expect(!deleted.stderr.contains("c.screen.yaml"))
    }

    /// The README's install line for the plain hook works in any project, not only in InsetLint's
    /// own clone: it links the copy `scripts/install` puts in PREFIX/share/insetlint.
    @Test func readmeHookInstallLineWorksInAnotherRepository() throws {
        let readme = try String(contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let line = try #require(readme.split(separator: "\n").first { $0.hasPrefix("ln -s ") && $0.contains("git-pre-commit") })
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("insetlint-prefix-\(UUID().uuidString)")
        let shared = prefix.appendingPathComponent("share/insetlint")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent("scripts/git-pre-commit"),
                                         to: shared.appendingPathComponent("git-pre-commit"))
        let project = try Self.repository(["bad.screen.yaml": Self.bad])
        let command = String(line).replacingOccurrences(of: "/usr/local", with: prefix.path)
        #expect(try Program.run("sh", ["-c", command], in: project).status == 0)
        try Program.run("git", ["add", "-A"], in: project)
        let blocked = try Program.run("git", ["commit", "-q", "-m", "bad"], in: project, environment: ["INSETLINT": CLI.binary.path])
        #expect(blocked.status == 1, "\(blocked.stdout)\(blocked.stderr)")
        #expect(blocked.stderr.hasPrefix("bad.screen.yaml:8:9: error: "))
        #expect(try !Self.hasCommit(project))
    }

    /// git hands the hook NUL-separated names; splitting them on newlines skipped a staged spec
    /// whose name holds one, and the commit went through.
    @Test func plainGitHookLintsAStagedSpecWithANewlineInItsName() throws {
        let project = try Self.repository(["bad\nname.screen.yaml": Self.bad])
        let hook = project.appendingPathComponent(".git/hooks/pre-commit")
        try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent("scripts/git-pre-commit"), to: hook)
        try Program.run("git", ["add", "-A"], in: project)
        let blocked = try Program.run("git", ["commit", "-q", "-m", "bad"], in: project, environment: ["INSETLINT": CLI.binary.path])
        #expect(blocked.status == 1, "\(blocked.stdout)\(blocked.stderr)")
        #expect(blocked.stderr.hasPrefix("bad\\u{A}name.screen.yaml:8:9: error: "), "\(blocked.stderr)")
        #expect(try !Self.hasCommit(project))
    }
}
