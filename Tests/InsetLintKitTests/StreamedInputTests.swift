import Foundation
@testable import InsetLintKit
import Reporters
import Testing

/// `insetlint lint` reads each spec in pieces as libyaml parses it (and hashes it in pieces for the
/// cache); `explain`, `render` and the library read it whole. Both must say the same thing about
/// every file, errors and their source lines included.
@Suite struct StreamedInputTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func hashingInPiecesGivesTheWholeFilesHash() throws {
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 65, 1000, 70_001] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let path = try tempTree(["f.screen.yaml": ""]) + "/f.screen.yaml"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            for piece in [1, 3, 7, 8, 13, 64, 1 << 16] {
                let file = try SpecFileStream(path: path)
                #expect(ContentHash(reading: file, pieceSize: piece) == ContentHash(bytes), "length \(length), pieces of \(piece)")
            }
        }
    }

    @Test func aFileReadInPiecesIsTheWholeFile() throws {
        let text = String(repeating: "# a comment line to fill libyaml's buffer several times over\n", count: 2_000)
        let path = try tempTree(["f.screen.yaml": text]) + "/f.screen.yaml"
        let file = try SpecFileStream(path: path)
        #expect(file.size == text.utf8.count)
        var read: [UInt8] = []
        let piece = UnsafeMutableRawBufferPointer.allocate(byteCount: 5_000, alignment: 1)
        defer { piece.deallocate() }
        while let count = file.read(into: piece), count > 0 { read += piece[..<count] }
        #expect(read == Array(text.utf8))
        #expect(file.wholeInput() == Array(text.utf8))
        file.rewind()
        #expect(file.read(into: piece) == 5_000)
        #expect(file.failure == nil)
    }

    /// With a cache the file is read twice (hashed, then parsed): the parse hashes what it reads, so a
    /// file rewritten in between is not cached under the first pass's hash.
    @Test func theParseHashesWhatItReads() throws {
        let path = try tempTree(["f.screen.yaml": "insetlint: 1\n" + String(repeating: "# a comment\n", count: 5_000)]) + "/f.screen.yaml"
        let file = try SpecFileStream(path: path)
        let before = try #require(ContentHash(reading: file))
        let piece = UnsafeMutableRawBufferPointer.allocate(byteCount: 100, alignment: 1)
        defer { piece.deallocate() }
        // libyaml may stop at an error: the rest of the file is hashed too.
        file.rewind()
        file.startHashing()
        #expect(file.read(into: piece) == 100)
        #expect(file.finishHashing() == before)
        // Rewritten in place (same size, same inode) between the two passes.
        file.rewind()
        file.startHashing()
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.write(contentsOf: Data("insetlint: 2\n".utf8))
        try handle.close()
        let after = try #require(file.finishHashing())
        #expect(after != before)
        #expect(after == ContentHash(Array(try Data(contentsOf: URL(fileURLWithPath: path)))))
    }

    /// Every bad input of the CLI tests, the examples, and large specs whose mistake sits far past
    /// libyaml's 16 KB input buffer (a YAML error, a decoder error, a byte that is not UTF-8).
    @Test func streamedAndWholeReadsReportTheSame() throws {
        let fill = (0..<400).map { "      - { id: v\($0), class: UILabel, constraints: { top: superview + \($0), leading: superview, trailing: superview } }\n" }.joined()
        let head = "insetlint: 1\nscreen: Big\nviewController:\n  view:\n    subviews:\n"
        let large = try tempTree([
            "yaml-error.screen.yaml": head + fill + "      - { id: broken, class: UILabel, constraints: { top: \"superview }\n",
            "decoder-error.screen.yaml": head + fill + "      - { id: last, class: UILabel, colour: red, frame: [0, 0, 10, 10] }\n",
            "tab.screen.yaml": head + fill + "      - id: tabbed\n\tclass: UILabel\n",
            "fine.screen.yaml": head + fill,
        ])
        try Data(Array((head + fill).utf8) + [0x20, 0x23, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: large + "/not-utf8.screen.yaml"))
        let directories = [large, Self.packageRoot.appendingPathComponent("Tests/CLITests/BadInput").path,
                           Self.packageRoot.appendingPathComponent("Examples").path]
        let files = SpecFiles.discover(directories).files
        #expect(files.count > 60)
        let runner = LintRunner()
        for path in files {
            let streamed = runner.lintFile(path, cache: nil, jobs: 1).result
            let whole = LintRunner.load(path).map { runner.lint($0, file: path) }
            switch (streamed, whole) {
            case (.success(let a), .success(let b)):
                #expect(a.map(\.message) == b.map(\.message), "\(path)")
                #expect(a.map(\.location) == b.map(\.location), "\(path)")
            case (.failure(let a), .failure(let b)):
                #expect(a.message == b.message, "\(path)")
                #expect(a.location == b.location, "\(path)")
                #expect(a.snippet == b.snippet, "\(path)")
            default:
                Issue.record("\(path): streamed \(streamed), whole \(whole)")
            }
        }
        // The large files failed where they should, with their lines shown.
        let broken = runner.lintFile(large + "/decoder-error.screen.yaml", cache: nil, jobs: 1).result
        guard case .failure(let error) = broken else { Issue.record("decoder-error.screen.yaml decoded"); return }
        #expect(error.location.line == 406)
        #expect(error.snippet.contains("colour: red"))
    }
}
