import Foundation
import Synchronization
import Testing

/// Valid but extreme inputs, and hostile file systems: the run finishes with a report and the
/// documented exit code, and writes only what it was asked to.
@Suite struct HostileInputTests {
    /// Views nested `depth` deep, each `superview * 100000` wide: the innermost is 3.93e22 pt wide on an iPhone 15.
    static func wideSpec(depth: Int, innermostClass: String = "UIView") -> String {
        var text = """
            insetlint: 1
            screen: Huge
            devices: [iphone-15]
            orientations: [portrait]
            viewController:
              view:

            """
        var indent = "    "
        for level in 0..<depth {
            text += indent + "subviews:\n"
            text += indent + "  - id: v\(level)\n"
            text += indent + "    class: \(level == depth - 1 ? innermostClass : "UIView")\n"
            text += indent + "    constraints: { top: superview, leading: superview, height: 100, width: superview * 100000 }\n"
            indent += "    "
        }
        return text
    }

    @Test func aFlowLayoutWiderThanAnyIntegerIsLintedNotACrash() throws {
        let dir = try CLI.directory(["huge.screen.yaml": Self.wideSpec(depth: 5, innermostClass: "UICollectionView")])
        let result = try CLI.run(["lint", "--no-cache", "--format", "json", "huge.screen.yaml"], in: dir)
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("\"files\": 1"))
    }

    @Test func aPictureOfAViewWiderThanAnyIntegerIsDrawn() throws {
        let dir = try CLI.directory(["wide.screen.yaml": Self.wideSpec(depth: 4)])
        let render = try CLI.run(["render", "wide.screen.yaml"], in: dir)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout.contains("data-view=\"v3\""))
        let html = try CLI.run(["lint", "--no-cache", "--format", "html", "wide.screen.yaml"], in: dir)
        #expect(html.status == 0 || html.status == 1, "\(html.stderr)")
        #expect(html.stdout.contains("</html>"))
    }

    @Test func baselineCountsThatSumPastIntMaxMatchEverything() throws {
        let record = #"{"file": "wide.screen.yaml", "screen": "Huge", "view": "v0", "rule": "under-notch", "count": 9223372036854775807}"#
        let dir = try CLI.directory([
            "wide.screen.yaml": Self.wideSpec(depth: 1),
            "b.json": #"{"version": 1, "findings": [\#(record), \#(record)]}"#,
        ])
        let result = try CLI.run(["lint", "--no-cache", "--baseline", "b.json", "wide.screen.yaml"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func explainJSONStaysJSONForFramesNearTheLargestDouble() throws {
        // 393 × 100000^61 = 3.93e307: finite, but a thousand times it is not.
        let dir = try CLI.directory(["vast.screen.yaml": Self.wideSpec(depth: 61)])
        let result = try CLI.run(["explain", "--format", "json", "vast.screen.yaml"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("inf") && !result.stdout.contains("nan"))
        #expect(result.stdout.contains("e+307,"))
        #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) }
    }

    @Test func pathsOnStandardInputMayBeNULSeparatedAndOverlongLinesAreSkipped() throws {
        let dir = try CLI.directory(["login.screen.yaml": Self.login])
        let noise = String(repeating: "x", count: 1_000_000)
        let lines = try CLI.run(["lint", "--no-cache", "-"], in: dir, stdin: noise + "\nlogin.screen.yaml\n" + noise)
        #expect(lines.status == 1, "\(lines.stderr)")
        #expect(lines.lines.count == 1 && lines.lines[0].hasPrefix("login.screen.yaml:30:11: error: "))
        let nul = try CLI.run(["lint", "--no-cache", "--null", "-"], in: dir, stdin: "README\0login.screen.yaml\0")
        #expect(nul.status == 1, "\(nul.stderr)")
        #expect(nul.lines.count == 1)
    }

    // MARK: writes

    static let login = try! String(contentsOf: CLI.packageRoot.appendingPathComponent("Examples/login.screen.yaml"), encoding: .utf8)

    @Test func aReportToStandardOutputByNameAppearsThere() throws {
        let dir = try CLI.directory(["login.screen.yaml": Self.login])
        let result = try CLI.run(["lint", "--no-cache", "--format", "json", "--output", "/dev/stdout", "login.screen.yaml"], in: dir)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("\"under-home-indicator\""))
    }

    @Test func aFIFOIsWrittenThroughNotReplaced() throws {
        let dir = try CLI.directory(["login.screen.yaml": Self.login])
        let fifo = dir.appendingPathComponent("report.fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let received = Mutex("")
        let reader = Thread {
            // Blocks until the run opens the pipe; then reads to its end.
            let fd = open(fifo, O_RDONLY)
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while fd >= 0 {
                let n = read(fd, &chunk, chunk.count)
                if n <= 0 { break }
                bytes += chunk[..<n]
            }
            close(fd)
            received.withLock { $0 = String(decoding: bytes, as: UTF8.self) }
        }
        reader.start()
        usleep(200_000)
        let result = try CLI.run(["lint", "--no-cache", "--report", "sarif:report.fifo", "login.screen.yaml"], in: dir)
        #expect(result.status == 1, "\(result.stderr)")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
        for _ in 0..<100 where received.withLock({ $0.isEmpty }) { usleep(20_000) }
        #expect(received.withLock { $0.contains("\"version\": \"2.1.0\"") })
    }

    @Test func aFIFONobodyReadsIsAnErrorNotAHang() throws {
        let dir = try CLI.directory(["login.screen.yaml": Self.login])
        #expect(mkfifo(dir.appendingPathComponent("report.fifo").path, 0o644) == 0)
        let result = try CLI.run(["lint", "--no-cache", "--report", "sarif:report.fifo", "login.screen.yaml"], in: dir, timeout: 30)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write 'report.fifo': nothing is reading that pipe"))
    }

    @Test func aLinkedReportIsRefusedAndBothLinkAndTargetSurvive() throws {
        let dir = try CLI.directory(["login.screen.yaml": Self.login, "target.json": "keep"])
        #expect(symlink("target.json", dir.appendingPathComponent("report.json").path) == 0)
        let result = try CLI.run(["lint", "--no-cache", "--format", "json", "--output", "report.json", "login.screen.yaml"], in: dir)
        #expect(result.status == 64)
        #expect(result.stderr.contains("refusing to write 'report.json': it is a symbolic link to 'target.json'"))
        #expect(try String(contentsOf: dir.appendingPathComponent("target.json"), encoding: .utf8) == "keep")
        var info = stat()
        #expect(lstat(dir.appendingPathComponent("report.json").path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
    }

    /// `render` refuses a linked picture as `lint` refuses a linked report: exit 64, nothing written.
    @Test func aLinkedPictureIsRefusedLikeALinkedReport() throws {
        let dir = try CLI.directory(["login.screen.yaml": Self.login, "target.svg": "keep"])
        #expect(mkdir(dir.appendingPathComponent("pictures").path, 0o755) == 0)
        #expect(symlink("target.svg", dir.appendingPathComponent("one.svg").path) == 0)
        #expect(symlink("../target.svg", dir.appendingPathComponent("pictures/login.iphone-x.portrait.ios18.svg").path) == 0)
        let context = ["--device", "iphone-x", "--orientation", "portrait", "--ios", "18"]
        for output in ["one.svg", "pictures"] {
            let result = try CLI.run(["render", "login.screen.yaml", "--output", output] + context, in: dir)
            #expect(result.status == 64, "\(output): \(result.stderr)")
            #expect(result.stderr.contains("it is a symbolic link to"), "\(output): \(result.stderr)")
        }
        #expect(try String(contentsOf: dir.appendingPathComponent("target.svg"), encoding: .utf8) == "keep")
    }

    @Test func aReportKeepsItsPermissions() throws {
        let dir = try CLI.directory(["login.screen.yaml": Self.login, "report.txt": "old"])
        let path = dir.appendingPathComponent("report.txt").path
        #expect(chmod(path, 0o600) == 0)
        let result = try CLI.run(["lint", "--no-cache", "--output", "report.txt", "login.screen.yaml"], in: dir)
        #expect(result.status == 1, "\(result.stderr)")
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("under-home-indicator"))
    }

    @Test func noReportIsWrittenWhenAnotherCannotBe() throws {
        // A missing report directory is created, so the second report fails on a file in the way.
        let dir = try CLI.directory(["login.screen.yaml": Self.login, "a.json": "old", "blocked": "a file, not a directory"])
        let result = try CLI.run(["lint", "--no-cache", "--format", "json", "--output", "a.json", "--report", "sarif:blocked/b.sarif",
                                  "--write-baseline", "base.json", "login.screen.yaml"], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write 'blocked/b.sarif': Not a directory"), "\(result.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("a.json"), encoding: .utf8) == "old")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("base.json").path))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(!names.contains { $0.contains("insetlint-tmp") }, "\(names)")
    }

    /// A report directory that cannot be made says why (here a file where a parent directory should
    /// be), before the run lints anything, rather than that the report's directory does not exist.
    @Test func aReportDirectoryThatCannotBeMadeSaysWhy() throws {
        let dir = try CLI.directory(["login.screen.yaml": Self.login, "blocker": "a file, not a directory"])
        let result = try CLI.run(["lint", "--no-cache", "--output", "blocker/sub/r.json", "--format", "json", "login.screen.yaml"], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot create directory 'blocker/sub': Not a directory"), "\(result.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("blocker"), encoding: .utf8) == "a file, not a directory")
    }

    @Test func aFullStandardOutputFailsTheRun() throws {
        let dir = try CLI.directory(["login.screen.yaml": Self.login])
        for arguments in [["lint", "--no-cache", "login.screen.yaml"], ["explain", "login.screen.yaml"], ["devices"]] {
            let process = Process()
            process.executableURL = CLI.binary
            process.arguments = arguments
            process.currentDirectoryURL = dir
            process.standardOutput = try #require(FileHandle(forWritingAtPath: "/dev/full"))
            let err = Pipe()
            process.standardError = err
            try process.run()
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 2, "\(arguments): \(stderr)")
            #expect(stderr.contains("cannot write") && stderr.contains("standard output: No space left on device"), "\(stderr)")
        }
    }
}
