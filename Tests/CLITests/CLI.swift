import Foundation
import Testing

/// Runs the `insetlint` binary that SwiftPM built next to the test bundle.
enum CLI {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let binary: URL = {
        var candidates: [URL] = []
        for base in [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])] {
            candidates.append(base.deletingLastPathComponent().appendingPathComponent("insetlint"))
            candidates.append(base.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("insetlint"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    static let cacheHome = FileManager.default.temporaryDirectory.appendingPathComponent("insetlint-cli-cache-\(UUID().uuidString)").path

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        var lines: [String] { stdout.split(separator: "\n").map(String.init) }
    }

    /// Runs with the package root as the working directory, so paths in output are relative.
    /// A run that outlives `timeout` seconds is killed and recorded as a failure: a hang must fail
    /// the suite, not stall CI.
    static func run(_ arguments: [String], in directory: URL = packageRoot, timeout: Double = 120,
                    stdin: String? = nil, environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // The binary's default result cache goes to this test run's directory, not the developer's ~/.cache.
        process.environment = environment ?? ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": cacheHome]) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        if let stdin {
            let input = Pipe()
            process.standardInput = input
            try process.run()
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try input.fileHandleForWriting.close()
        } else {
            process.standardInput = FileHandle.nullDevice
            try process.run()
        }
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        defer { watchdog.cancel() }
        // Read before waiting: a full pipe would block the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            Issue.record("insetlint \(arguments.joined(separator: " ")) was killed by signal \(process.terminationStatus) (crash or \(Int(timeout)) s timeout)")
        }
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// A fresh temporary directory holding the given files.
    static func directory(_ files: [String: String]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("insetlint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return dir
    }
}
