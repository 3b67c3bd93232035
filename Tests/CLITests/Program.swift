import Foundation
import Testing

/// Runs other programs for the tests (git, python3, pre-commit), with a time limit.
enum Program {
    /// Commits need an author; the machine's git configuration may have none.
    static let identity = ["GIT_AUTHOR_NAME": "InsetLint Tests", "GIT_AUTHOR_EMAIL": "tests@insetlint.invalid",
                           "GIT_COMMITTER_NAME": "InsetLint Tests", "GIT_COMMITTER_EMAIL": "tests@insetlint.invalid"]

    /// Runs `program` (looked up on PATH) and fails the test if it outlives `timeout` seconds.
    @discardableResult
    static func run(_ program: String, _ arguments: [String], in directory: URL, environment: [String: String] = [:],
                    stdin: String? = nil, timeout: Double = 60, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> CLI.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(identity.merging(environment) { $1 }) { $1 }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        defer { watchdog.cancel() }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            Issue.record("\(program) \(arguments.joined(separator: " ")) was killed after \(Int(timeout)) s", sourceLocation: sourceLocation)
        }
        return CLI.Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                          stderr: String(decoding: stderr, as: UTF8.self))
    }
}
