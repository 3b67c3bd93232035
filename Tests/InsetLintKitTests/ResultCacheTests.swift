import Foundation
import InsetEngine
import InsetLintKit
import LintRules
import Reporters
import ScreenModel
import Testing

/// The per-file result cache: reused only for the same bytes, settings and tool; anything damaged
/// is dropped and rebuilt.
@Suite struct ResultCacheTests {
    static let spec = """
        insetlint: 1
        screen: Profile
        devices: [iphone-x, iphone-15]
        orientations: [portrait]
        viewController:
          view:
            subviews:
              - id: title
                class: UILabel
                constraints: { top: superview, leading: safeArea + 16, trailing: safeArea - 16 }
        """

    /// A spec, where its cache goes, and the runner and scope of a default run.
    struct Setup {
        let file: String
        let cachePath: String
        let runner = LintRunner()
        var scope: String { ResultCache.scope(toolVersion: "test", runner: runner) }

        init() throws {
            let root = try tempTree(["profile.screen.yaml": ResultCacheTests.spec])
            file = root + "/profile.screen.yaml"
            cachePath = root + "/cache/results"
        }

        var content: ContentHash { ContentHash(Array(FileManager.default.contents(atPath: file)!)) }

        func run(scope: String? = nil, runner: LintRunner? = nil) throws -> LintReport {
            let runner = runner ?? self.runner
            var cache: ResultCache? = ResultCache.load(path: cachePath, scope: scope ?? self.scope)
            let report = runner.lint(files: [file], errors: [], jobs: 2, cache: &cache)
            try cache?.save()
            return report
        }

        /// Replaces the stored outcome with one no linting produces: seeing it in a report proves the
        /// report came from the cache.
        func plantMarker() throws {
            var cache = ResultCache.load(path: cachePath, scope: scope)
            cache.record(.success([ResultCacheTests.marker(file)]), for: file, content: content)
            try cache.save()
        }
    }

    static func marker(_ file: String) -> Finding {
        Finding(rule: "under-notch", severity: .warning, file: file, location: SourceLocation(line: 1, column: 1),
                screen: "Planted", view: "marker", message: "planted in the cache", contexts: [])
    }

    @Test func aRunStoresEachFilesFindingsAndTheNextRunUsesThem() throws {
        let setup = try Setup()
        let first = try setup.run()
        #expect(first.findings.map(\.rule) == ["under-notch"])
        let stored = ResultCache.load(path: setup.cachePath, scope: setup.scope)
        #expect(stored.outcome(for: setup.file, content: setup.content) == .success(first.findings))

        try setup.plantMarker()
        #expect(try setup.run().findings == [Self.marker(setup.file)])
    }

    @Test func editingAFileInvalidatesItsEntry() throws {
        let setup = try Setup()
        _ = try setup.run()
        try setup.plantMarker()
        let fixed = Self.spec.replacingOccurrences(of: "top: superview,", with: "top: safeArea,")
        try fixed.write(toFile: setup.file, atomically: true, encoding: .utf8)
        #expect(try setup.run().findings.isEmpty)
        // The fixed file's result replaced the entry.
        #expect(ResultCache.load(path: setup.cachePath, scope: setup.scope).outcome(for: setup.file, content: setup.content) == .success([]))
    }

    @Test func anotherConfigurationOrToolVersionStartsOver() throws {
        let setup = try Setup()
        _ = try setup.run()
        try setup.plantMarker()
        // Severities are part of the configuration that decides findings.
        let warningsOnly = LintRunner(linter: Linter(severities: ["under-notch": .warning]))
        let other = ResultCache.scope(toolVersion: "test", runner: warningsOnly)
        #expect(other != setup.scope)
        #expect(try setup.run(scope: other, runner: warningsOnly).findings.map(\.severity) == [.warning])
        #expect(try setup.run().findings.map(\.view) == ["title"])   // the marker went with the old scope

        try setup.plantMarker()
        #expect(try setup.run(scope: ResultCache.scope(toolVersion: "test-2", runner: setup.runner)).findings.map(\.view) == ["title"])
    }

    @Test(arguments: ["flip a byte", "truncate", "append", "empty", "garbage"])
    func aDamagedCacheIsDroppedAndRebuilt(_ damage: String) throws {
        let setup = try Setup()
        _ = try setup.run()
        try setup.plantMarker()
        var bytes = Array(FileManager.default.contents(atPath: setup.cachePath)!)
        switch damage {
        case "flip a byte": bytes[bytes.count / 2] ^= 0x20
        case "truncate": bytes.removeLast(bytes.count / 3)
        case "append": bytes += [0]
        case "empty": bytes = []
        default: bytes = Array("INSETLINT-CACHE\n\u{7F}\u{7F}\u{7F}".utf8)
        }
        try Data(bytes).write(to: URL(fileURLWithPath: setup.cachePath))
        #expect(ResultCache.load(path: setup.cachePath, scope: setup.scope).outcome(for: setup.file, content: setup.content) == nil)
        // Linted afresh (not the marker), and the rewritten cache is whole again.
        #expect(try setup.run().findings.map(\.view) == ["title"])
        #expect(ResultCache.load(path: setup.cachePath, scope: setup.scope).outcome(for: setup.file, content: setup.content) != nil)
    }

    @Test func savingLeavesNoTemporaryFile() throws {
        let setup = try Setup()
        _ = try setup.run()
        try setup.plantMarker()
        let directory = (setup.cachePath as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["results"])
    }

    @Test func theCacheIsOnByDefaultExceptOnCI() {
        let home = ResultCache.path(explicit: nil, disabled: false, ci: nil, workingDirectory: "/work/app")
        #expect(home == ResultCache.defaultPath(workingDirectory: "/work/app"))
        #expect(home != ResultCache.defaultPath(workingDirectory: "/work/other"))
        #expect(ResultCache.path(explicit: nil, disabled: false, ci: "true", workingDirectory: "/w") == nil)
        #expect(ResultCache.path(explicit: nil, disabled: false, ci: "TRUE", workingDirectory: "/w") == nil)
        #expect(ResultCache.path(explicit: "c", disabled: false, ci: "true", workingDirectory: "/w") == "c")
        #expect(ResultCache.path(explicit: nil, disabled: true, ci: nil, workingDirectory: "/w") == nil)
    }

    @Test func stalePerDirectoryCachesArePrunedAndNothingElse() throws {
        let directory = try tempTree(["old.cache": "x", "fresh.cache": "x", "old-notes.txt": "x"])
        let old = Date(timeIntervalSinceNow: -40 * 24 * 3600)
        for name in ["old.cache", "old-notes.txt"] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: directory + "/" + name)
        }
        ResultCache.pruneStale(in: directory)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["fresh.cache", "old-notes.txt"])
    }

    @Test func theCacheNeverOverwritesAnInputOrAReport() {
        #expect(ResultCache.problem(path: "a.screen.yaml", outputs: [], inputs: [], workingDirectory: "/w") != nil)
        #expect(ResultCache.problem(path: "/w/report.json", outputs: ["report.json"], inputs: [], workingDirectory: "/w") != nil)
        #expect(ResultCache.problem(path: "config.yml", outputs: [], inputs: ["/w/config.yml"], workingDirectory: "/w") != nil)
        #expect(ResultCache.problem(path: "cache", outputs: ["report.json"], inputs: ["config.yml"], workingDirectory: "/w") == nil)
    }

    @Test func contentHashesAreStableAndTellBytesApart() {
        let a = ContentHash(Array("insetlint: 1\n".utf8))
        #expect(a == ContentHash(Array("insetlint: 1\n".utf8)))
        #expect(a != ContentHash(Array("insetlint: 2\n".utf8)))
        #expect(ContentHash([]) != ContentHash([0]))
        // Fixed across runs and machines (a cache written by one run is read by the next): a
        // changed function would silently turn every cache into misses.
        #expect(ContentHash(Array("abc".utf8)).hex == "13e8652100ea6b694d96970bdbcda7c1")
    }
}
