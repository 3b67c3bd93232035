import Foundation
import InsetEngine
import InsetLintKit
import LintRules
import Reporters
import ScreenModel
import Testing

/// The per-file result cache: an entry a file, reused only for the same name, bytes, settings and
/// tool; anything damaged, edited, moved or sealed without the key is ignored and rewritten.
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
        let root: String
        let file: String
        let cachePath: String
        let runner = LintRunner()
        var scope: String { ResultCache.scope(toolVersion: "test", runner: runner) }

        init() throws {
            root = try tempTree(["profile.screen.yaml": ResultCacheTests.spec, "other.screen.yaml": ResultCacheTests.spec])
            file = root + "/profile.screen.yaml"
            cachePath = root + "/cache/results"
        }

        var content: ContentHash { ContentHash(Array(FileManager.default.contents(atPath: file)!)) }
        var cache: ResultCache { ResultCache.open(directory: cachePath, scope: scope)! }

        func run(scope: String? = nil, runner: LintRunner? = nil, files: [String]? = nil) throws -> LintReport {
            let runner = runner ?? self.runner
            let cache = ResultCache.open(directory: cachePath, scope: scope ?? self.scope)
            return runner.lint(files: files ?? [file], errors: [], jobs: 2, cache: cache)
        }

        /// Replaces the stored outcome with one no linting produces: seeing it in a report proves the
        /// report came from the cache.
        func plantMarker() {
            cache.record(.success([ResultCacheTests.marker(file)]), for: file, content: content)
        }

        /// Every entry file (not the key or the prune stamp).
        func entries() throws -> [String] {
            try FileManager.default.subpathsOfDirectory(atPath: cachePath).filter { $0.contains("/") }.sorted()
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
        #expect(setup.cache.outcome(for: setup.file, content: setup.content) == .success(first.findings))
        #expect(try setup.entries().count == 1)

        setup.plantMarker()
        #expect(try setup.run().findings == [Self.marker(setup.file)])
    }

    @Test func editingAFileInvalidatesItsEntry() throws {
        let setup = try Setup()
        _ = try setup.run()
        setup.plantMarker()
        let fixed = Self.spec.replacingOccurrences(of: "top: superview,", with: "top: safeArea,")
        try fixed.write(toFile: setup.file, atomically: true, encoding: .utf8)
        #expect(try setup.run().findings.isEmpty)
        #expect(setup.cache.outcome(for: setup.file, content: setup.content) == .success([]))
    }

    @Test func anotherConfigurationOrToolVersionStartsOver() throws {
        let setup = try Setup()
        _ = try setup.run()
        setup.plantMarker()
        // Severities are part of the configuration that decides findings.
        let warningsOnly = LintRunner(linter: Linter(severities: ["under-notch": .warning]))
        let other = ResultCache.scope(toolVersion: "test", runner: warningsOnly)
        #expect(other != setup.scope)
        #expect(try setup.run(scope: other, runner: warningsOnly).findings.map(\.severity) == [.warning])
        #expect(try setup.run(scope: ResultCache.scope(toolVersion: "test-2", runner: setup.runner)).findings.map(\.view) == ["title"])
        #expect(try setup.run().findings.map(\.view) == ["marker"])   // the first scope's entry is still there
    }

    @Test(arguments: ["flip a byte", "flip the last byte", "truncate", "append", "empty", "garbage"])
    func aDamagedEntryIsIgnoredAndRewritten(_ damage: String) throws {
        let setup = try Setup()
        _ = try setup.run()
        setup.plantMarker()
        let entry = setup.cachePath + "/" + (try setup.entries()[0])
        var bytes = Array(FileManager.default.contents(atPath: entry)!)
        switch damage {
        case "flip a byte": bytes[bytes.count / 2] ^= 0x20
        case "flip the last byte": bytes[bytes.count - 1] ^= 0x01
        case "truncate": bytes.removeLast(bytes.count / 3)
        case "append": bytes += [0]
        case "empty": bytes = []
        default: bytes = Array("INSETLINT-ENTRY\n\u{7F}\u{7F}\u{7F}".utf8)
        }
        try Data(bytes).write(to: URL(fileURLWithPath: entry))
        #expect(setup.cache.outcome(for: setup.file, content: setup.content) == nil)
        // Linted afresh (not the marker), and the rewritten entry is whole again.
        #expect(try setup.run().findings.map(\.view) == ["title"])
        #expect(setup.cache.outcome(for: setup.file, content: setup.content) != nil)
    }

    /// Someone who can write the cache but not read its key cannot hide a finding: an entry whose
    /// findings were removed and which was sealed again without the key is ignored.
    @Test func anEntrySealedWithoutTheKeyIsIgnored() throws {
        let setup = try Setup()
        _ = try setup.run()
        let entry = setup.cachePath + "/" + (try setup.entries()[0])
        let identityEnd = "INSETLINT-ENTRY\n".utf8.count + 1 + 32
        // Outcome "no findings" (kind 0, count 0), sealed with a key of zeros and with the real key's
        // hash standing in for it: neither is the key.
        var forged = Array(FileManager.default.contents(atPath: entry)!.prefix(identityEnd)) + [0, 0]
        forged += ContentHash(forged).bytes
        try Data(forged).write(to: URL(fileURLWithPath: entry))
        #expect(setup.cache.outcome(for: setup.file, content: setup.content) == nil)
        #expect(try setup.run().findings.map(\.view) == ["title"])

        // A new key (the key file replaced) makes every entry sealed with the old one worthless.
        setup.plantMarker()
        try Data(repeating: 7, count: 32).write(to: URL(fileURLWithPath: setup.cachePath + "/key"))
        #expect(try setup.run().findings.map(\.view) == ["title"])
    }

    /// An entry is bound to its file's name: copied over another file's entry, it is not used
    /// there, and the findings of an entry always name the file being linted.
    @Test func anEntryMovedToAnotherFileIsIgnored() throws {
        let setup = try Setup()
        let other = setup.root + "/other.screen.yaml"
        _ = try setup.run(files: [setup.file, other])
        setup.plantMarker()
        let cache = setup.cache
        let entries = try setup.entries()
        #expect(entries.count == 2)
        // Find which entry is whose by what it holds, then copy profile's over other's.
        let markerEntry = try #require(entries.first { name in
            let bytes = FileManager.default.contents(atPath: setup.cachePath + "/" + name)!
            return String(decoding: bytes, as: UTF8.self).contains("planted in the cache")
        })
        let otherEntry = entries.first { $0 != markerEntry }!
        try FileManager.default.removeItem(atPath: setup.cachePath + "/" + otherEntry)
        try FileManager.default.copyItem(atPath: setup.cachePath + "/" + markerEntry, toPath: setup.cachePath + "/" + otherEntry)
        #expect(cache.outcome(for: other, content: setup.content) == nil)
        let report = try setup.run(files: [setup.file, other])
        #expect(report.findings.map(\.file) == [other, setup.file])
        #expect(report.findings.map(\.view) == ["title", "marker"])
    }

    @Test func recordingLeavesNoTemporaryFile() throws {
        let setup = try Setup()
        _ = try setup.run()
        setup.plantMarker()
        let all = try FileManager.default.subpathsOfDirectory(atPath: setup.cachePath)
        #expect(all.filter { $0.contains(".insetlint-tmp-") }.isEmpty, "\(all)")
        #expect(all.contains("key"))
        let mode = try FileManager.default.attributesOfItem(atPath: setup.cachePath + "/key")[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func theCacheIsOnByDefaultExceptOnCI() {
        let home = ResultCache.path(explicit: nil, disabled: false, ci: nil)
        #expect(home == ResultCache.defaultPath())
        #expect(home?.hasSuffix("/insetlint/results") == true)
        #expect(ResultCache.path(explicit: nil, disabled: false, ci: "true") == nil)
        #expect(ResultCache.path(explicit: nil, disabled: false, ci: "TRUE") == nil)
        #expect(ResultCache.path(explicit: "c", disabled: false, ci: "true") == "c")
        #expect(ResultCache.path(explicit: nil, disabled: true, ci: nil) == nil)
    }

    /// Entries not written for 30 days go, as do temporary files a killed run left (after an hour);
    /// fresh entries, and names the cache never writes, stay. The prune runs once a day at most.
    @Test func pruningRemovesOldEntriesAndLeftTemporaryFiles() throws {
        let setup = try Setup()
        _ = try setup.run()
        let fresh = try setup.entries()[0]
        let subdirectory = setup.cachePath + "/" + fresh.prefix(2)
        let oldEntry = subdirectory + "/" + String(repeating: "a", count: 62)
        let leftTemp = subdirectory + "/" + fresh.dropFirst(3) + ".insetlint-tmp-0123456789abcdef"
        let newTemp = subdirectory + "/" + fresh.dropFirst(3) + ".insetlint-tmp-fedcba9876543210"
        let notOurs = subdirectory + "/notes.txt"
        for path in [oldEntry, leftTemp, newTemp, notOurs] { _ = FileManager.default.createFile(atPath: path, contents: Data([1])) }
        let now = Int(Date().timeIntervalSince1970)
        for (path, age) in [(oldEntry, 31 * 24 * 3600), (leftTemp, 2 * 3600), (notOurs, 90 * 24 * 3600)] {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(now - age))], ofItemAtPath: path)
        }
        ResultCache.prune(setup.cachePath, now: now, force: true)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: subdirectory).map { subdirectory + "/" + $0 })
        #expect(left == [setup.cachePath + "/" + fresh, newTemp, notOurs])

        // Pruned a moment ago: not again today.
        _ = FileManager.default.createFile(atPath: oldEntry, contents: Data([1]))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(now - 40 * 24 * 3600))], ofItemAtPath: oldEntry)
        ResultCache.prune(setup.cachePath, now: now)
        #expect(FileManager.default.fileExists(atPath: oldEntry))
        ResultCache.prune(setup.cachePath, now: now + 25 * 3600)
        #expect(!FileManager.default.fileExists(atPath: oldEntry))
    }

    @Test func staleCacheFilesOfEarlierVersionsArePruned() throws {
        let directory = try tempTree(["old.cache": "x", "fresh.cache": "x", "old-notes.txt": "x"])
        let old = Date(timeIntervalSinceNow: -40 * 24 * 3600)
        for name in ["old.cache", "old-notes.txt"] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: directory + "/" + name)
        }
        ResultCache.pruneStale(in: directory)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["fresh.cache", "old-notes.txt"])
    }

    @Test func theCacheNeverOverwritesAnInputOrAReport() throws {
        #expect(ResultCache.problem(path: "a.screen.yaml", outputs: [], inputs: [], workingDirectory: "/w") != nil)
        #expect(ResultCache.problem(path: "/w/report.json", outputs: ["report.json"], inputs: [], workingDirectory: "/w") != nil)
        #expect(ResultCache.problem(path: "config.yml", outputs: [], inputs: ["/w/config.yml"], workingDirectory: "/w") != nil)
        #expect(ResultCache.problem(path: "cache", outputs: ["report.json"], inputs: ["config.yml"], workingDirectory: "/w") == nil)
        let file = try tempTree(["notes.txt": "x"]) + "/notes.txt"
        #expect(ResultCache.problem(path: file, outputs: [], inputs: [], workingDirectory: "/w")?.contains("it is a file") == true)
    }

    /// SHA-256 (FIPS 180-2's test vectors), so that no two inputs anyone can find share an identity.
    @Test func contentHashesAreSHA256() {
        #expect(ContentHash(Array("abc".utf8)).hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(ContentHash([]).hex == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(ContentHash(Array("insetlint: 1\n".utf8)) != ContentHash(Array("insetlint: 2\n".utf8)))
        // HMAC-SHA-256, RFC 4231 test case 2.
        let seal = Array("what do ya want for nothing?".utf8).withUnsafeBytes { ContentHash.authentication($0, key: Array("Jefe".utf8)) }
        #expect(seal.hex == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }
}
