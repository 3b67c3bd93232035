import Foundation
import InsetLintKit
import LintRules
import Reporters
import ScreenModel
import Testing

@Suite struct SpecFilesTests {
    static func tree() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("insetlint-walk-\(UUID().uuidString)")
        let fm = FileManager.default
        for dir in ["a/b", "a/.hidden", "with space/ünï"] {
            try fm.createDirectory(at: root.appendingPathComponent(dir), withIntermediateDirectories: true)
        }
        for file in ["a/one.screen.yaml", "a/b/two.screen.yml", "a/.hidden/skip.screen.yaml", "a/notes.yaml",
                     "with space/ünï/three.screen.yaml"] {
            try "x".write(to: root.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        // A loop back to the top and a dangling link.
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("a/b/loop").path, withDestinationPath: root.path)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("a/dangling.screen.yaml").path, withDestinationPath: "/nonexistent")
        return root
    }

    @Test func walksSpecsSortedSkippingHiddenAndSurvivingLoops() throws {
        let root = try Self.tree()
        let (files, errors) = SpecFiles.discover([root.path])
        let relative = files.map { String($0.dropFirst(root.path.count + 1)) }
        #expect(relative == ["a/b/two.screen.yml", "a/one.screen.yaml", "with space/ünï/three.screen.yaml"])
        #expect(errors.isEmpty)
    }

    @Test func explicitFilesAreKeptAndMissingOnesReported() throws {
        let root = try Self.tree()
        let notes = root.appendingPathComponent("a/notes.yaml").path
        let (files, errors) = SpecFiles.discover([notes, notes, root.appendingPathComponent("missing").path])
        #expect(files == [notes])
        #expect(errors.count == 1)
        #expect(errors.first?.message.hasSuffix("No such file or directory") == true)
    }

    @Test func atomicWriteReplacesWithoutLeftovers() throws {
        let root = try Self.tree()
        let target = root.appendingPathComponent("report.txt").path
        try FileIO.writeAtomically("first", to: target)
        try FileIO.writeAtomically("second", to: target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "second")
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path)
        #expect(!names.contains { $0.contains("insetlint-tmp") })
    }

    @Test func readingADirectoryIsAClearError() throws {
        let root = try Self.tree()
        #expect(throws: FileIO.Failure.self) { try FileIO.read(root.path) }
        do { _ = try FileIO.read(root.path) } catch { #expect(error.message.contains("not a regular file")) }
    }

    @Test func aFIFONamedLikeASpecDoesNotHang() throws {
        let root = try Self.tree()
        let fifo = root.appendingPathComponent("pipe.screen.yaml").path
        #expect(mkfifo(fifo, 0o644) == 0)
        do {
            _ = try FileIO.read(fifo)
            Issue.record("reading a FIFO should fail")
        } catch {
            #expect(error.message == "cannot read '\(fifo)': not a regular file")
        }
    }

    @Test func exitCodes() {
        let warning = Finding(rule: "under-bar", severity: .warning, file: "f", location: SourceLocation(line: 1, column: 1),
                              screen: "S", view: "v", message: "m", contexts: [])
        var error = warning
        error.severity = .error
        let input = InputError(file: "f", location: SourceLocation(line: 1, column: 1), message: "m")
        #expect(ExitStatus.code(for: LintReport(findings: [], errors: [], files: 0, screens: 0), strict: true) == 0)
        #expect(ExitStatus.code(for: LintReport(findings: [warning], errors: [], files: 1, screens: 1), strict: false) == 0)
        #expect(ExitStatus.code(for: LintReport(findings: [warning], errors: [], files: 1, screens: 1), strict: true) == 1)
        #expect(ExitStatus.code(for: LintReport(findings: [error], errors: [], files: 1, screens: 1), strict: false) == 1)
        #expect(ExitStatus.code(for: LintReport(findings: [error], errors: [input], files: 2, screens: 1), strict: false) == 2)
    }
}
