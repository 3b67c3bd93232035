import Foundation
import Testing

/// A run ended by a signal while its reports are being written leaves no temporary file beside
/// them (reports are written as files finish, so their temporary files exist for the whole run).
@Suite struct SignalCleanupTests {
    /// One screen of `views` labels: seconds of work for a debug build on every device.
    static func largeSpec(views: Int) -> String {
        var text = "insetlint: 1\nscreen: Large\ndevices: [iphone-se-3, iphone-x, iphone-11, iphone-14, iphone-15, iphone-15-pro-max, iphone-16-pro, iphone-17, iphone-air, ipad-pro-11-m4]\norientations: [portrait, landscape]\nviewController:\n  view:\n    subviews:\n"
        for i in 0..<views {
            text += "      - id: label\(i)\n        class: UILabel\n        constraints: { top: safeArea + \(i % 600), leading: superview, width: 100 }\n"
        }
        return text
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalRemovesTheReportsTemporaryFiles(_ signal: Int32) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("insetlint-signal-\(UUID().uuidString)")
        let out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Self.largeSpec(views: 6_000).write(to: dir.appendingPathComponent("large.screen.yaml"), atomically: true, encoding: .utf8)
        let process = Process()
        // A signal ignored when a program starts stays ignored (as under nohup), and the test runner
        // may pass some on ignored: env(1) gives the run the default dispositions, as a shell has.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["--default-signal", CLI.binary.path, "lint", "--no-cache", "--format", "json", "--output", "out/report.json", "--report", "sarif:out/report.sarif",
                             "large.screen.yaml"]
        process.currentDirectoryURL = dir
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        func temporaries() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).filter { $0.contains(".insetlint-tmp-") }
        }
        let deadline = Date().addingTimeInterval(60)
        while temporaries().count < 2, process.isRunning, Date() < deadline { usleep(2_000) }
        try #require(temporaries().count == 2 && process.isRunning, "the run ended before its reports' temporary files were seen")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
        #expect(temporaries().isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }
}
