import Foundation
import Testing

/// `--jobs`, `--cache-path` and `--no-cache` through the binary.
@Suite struct PerformanceOptionsTests {
    @Test func anyNumberOfJobsPrintsTheSameReport() throws {
        let one = try CLI.run(["lint", "Examples", "--no-cache", "--jobs", "1"])
        #expect(one.status == 1)
        #expect(!one.stdout.isEmpty)
        for jobs in ["2", "5"] {
            let many = try CLI.run(["lint", "Examples", "--no-cache", "--jobs", jobs])
            #expect(many.status == one.status)
            #expect(many.stdout == one.stdout)
            #expect(many.stderr == one.stderr)
        }
    }

    @Test func aSecondRunFromTheCachePrintsTheSameReport() throws {
        let dir = try CLI.directory([:])
        let cache = dir.appendingPathComponent("results.cache").path
        let cold = try CLI.run(["lint", "Examples", "--cache-path", cache, "--format", "json"])
        #expect(FileManager.default.fileExists(atPath: cache))
        let warm = try CLI.run(["lint", "Examples", "--cache-path", cache, "--format", "json"])
        #expect(cold.status == 1)
        #expect(warm.status == cold.status)
        #expect(warm.stdout == cold.stdout)
        #expect(warm.stdout == (try CLI.run(["lint", "Examples", "--no-cache", "--format", "json"])).stdout)
    }

    @Test func theDefaultCacheIsOffOnCIAndWhenRefused() throws {
        let home = try CLI.directory([:])
        let cacheDirectory = home.appendingPathComponent(".cache/insetlint").path
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["XDG_CACHE_HOME"] = nil
        environment["CI"] = "true"
        _ = try CLI.run(["lint", "Examples/login.screen.yaml"], environment: environment)
        #expect(!FileManager.default.fileExists(atPath: cacheDirectory))
        environment["CI"] = nil
        _ = try CLI.run(["lint", "Examples/login.screen.yaml", "--no-cache"], environment: environment)
        #expect(!FileManager.default.fileExists(atPath: cacheDirectory))
        _ = try CLI.run(["lint", "Examples/login.screen.yaml"], environment: environment)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cacheDirectory).count == 1)
    }

    @Test(arguments: [
        (["--jobs", "0"], "--jobs takes a number of threads of at least 1, found 0"),
        (["--no-cache", "--cache-path", "c"], "--no-cache and --cache-path c contradict each other"),
        (["--cache-path", "Examples/login.screen.yaml"], "it is named like a screen spec"),
        (["--cache-path", "out.json", "--output", "out.json"], "this run also writes that file"),
    ])
    func badOptionsAreUsageErrors(_ options: [String], _ message: String) throws {
        let result = try CLI.run(["lint", "Examples/login.screen.yaml"] + options)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: CLI.packageRoot.appendingPathComponent("out.json").path))
    }
}
