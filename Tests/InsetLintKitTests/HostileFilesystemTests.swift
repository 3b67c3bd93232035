import Foundation
import InsetLintKit
import Testing

/// What a run finds and reads when the file system is odd: links out of the project, odd
/// configuration files, one file under two names.
@Suite struct HostileFilesystemTests {
    @Test func theWalkDoesNotLeaveItsRootThroughLinks() throws {
        let outside = try tempTree(["elsewhere/far.screen.yaml": "x", "far.screen.yaml": "x"])
        let root = try tempTree(["app/near.screen.yaml": "x", "app/.generated/gen.screen.yaml": "x", "shared/common.screen.yaml": "x"])
        #expect(symlink(outside, root + "/app/everything") == 0)                       // a directory outside
        #expect(symlink(outside + "/far.screen.yaml", root + "/app/far.screen.yaml") == 0)   // a spec outside
        #expect(symlink("../shared", root + "/app/shared") == 0)                       // beside the root: not followed
        #expect(symlink(".generated", root + "/app/generated") == 0)                   // inside: followed
        let (files, errors) = SpecFiles.discover([root + "/app"])
        #expect(files == [root + "/app/generated/gen.screen.yaml", root + "/app/near.screen.yaml"])
        #expect(errors.isEmpty)
        // A link named on the command line is the user's choice, and its own root.
        #expect(SpecFiles.discover([root + "/app/everything"]).files.count == 2)
    }

    /// A directory too large for one buffer of `readdir` records, names of every length: each name
    /// is read in place (under AddressSanitizer, copying a record's whole 256-byte name field read
    /// past the buffer's end at its last entry).
    @Test func aLargeDirectoryIsWalkedNameByName() throws {
        var tree: [String: String] = [:]
        for k in 0..<700 { tree["s\(k)-" + String(repeating: "n", count: k % 180) + ".screen.yaml"] = "x" }
        let root = try tempTree(tree)
        let (files, errors) = SpecFiles.discover([root])
        #expect(errors.isEmpty)
        #expect(Set(files) == Set(tree.keys.map { root + "/" + $0 }))
    }

    @Test func theSameFileNamedTwiceIsLintedOnce() throws {
        let root = try tempTree(["a.screen.yaml": "x", "b/c.screen.yaml": "x"])
        #expect(link(root + "/b/c.screen.yaml", root + "/b/hard.screen.yaml") == 0)
        let (files, _) = SpecFiles.discover([root + "/a.screen.yaml", root + "/./a.screen.yaml", root + "//a.screen.yaml", root + "/b"])
        #expect(files == [root + "/./a.screen.yaml", root + "/b/c.screen.yaml"])
    }

    @Test func aConfigurationThatIsNotARegularFileIsAnErrorNotSkipped() throws {
        let root = try tempTree([".insetlint.yml": "strict: true\n", "project/.keep": ""])
        let project = root + "/project"
        for make in [{ mkdir(project + "/.insetlint.yml", 0o755) }, { mkfifo(project + "/.insetlint.yml", 0o644) },
                     { symlink("missing.yml", project + "/.insetlint.yml") }] {
            #expect(make() == 0)
            guard case .failure(let error) = ConfigLoader.load(explicit: nil, workingDirectory: project) else {
                Issue.record("the parent's configuration applied")
                continue
            }
            #expect(error.file == project + "/.insetlint.yml")
            #expect(error.message.hasPrefix("cannot read '\(project)/.insetlint.yml': "))
            _ = remove(project + "/.insetlint.yml")
        }
    }
}
