import Foundation
@testable import InsetLintKit
import Testing

@Suite struct FileWritesTests {
    /// Temporary names used to be `PATH.insetlint-tmp-PID`, opened without O_EXCL: a link planted
    /// there made the write land on the link's target.
    @Test func aLinkPlantedAtThePredictableTemporaryNameIsNotFollowed() throws {
        let root = try tempTree(["victim.txt": "precious"])
        let report = root + "/report.txt"
        #expect(symlink(root + "/victim.txt", report + ".insetlint-tmp-\(getpid())") == 0)
        try FileIO.writeAtomically("report", to: report)
        #expect(try String(contentsOfFile: root + "/victim.txt", encoding: .utf8) == "precious")
        #expect(try String(contentsOfFile: report, encoding: .utf8) == "report")
    }

    @Test func temporaryNamesAreRandom() {
        let names = Set((0..<32).map { _ in FileWrites.randomName() })
        #expect(names.count == 32)
        #expect(names.allSatisfy { $0.count == 16 })
    }

    @Test func aCharacterDeviceIsWrittenInPlace() throws {
        // /dev/null itself is never at risk here: a link to it stands in.
        let root = try tempTree([:])
        #expect(symlink("/dev/null", root + "/sink") == 0)
        try FileIO.writeAtomically("discarded", to: root + "/sink")
        var info = stat()
        #expect(lstat(root + "/sink", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func aDirectoryIsAClearError() throws {
        let root = try tempTree(["d/x": ""])
        #expect(FileWrites.problem(root + "/d") == "cannot write '\(root)/d': it is a directory")
        #expect(throws: FileIO.Failure.self) { try FileIO.writeAtomically("x", to: root + "/d") }
    }
}
