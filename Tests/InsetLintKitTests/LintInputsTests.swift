import Foundation
import InsetLintKit
import Testing

@Suite struct LintInputsTests {
    @Test func listedPathsSkipNonSpecsBlankLinesAndDeletedFiles() throws {
        let dir = try tempTree(["a.screen.yaml": "x", "b.screen.yml": "x", "README.md": "x", "screens/c.screen.yaml": "x"])
        let listed = [dir + "/a.screen.yaml", "", dir + "/README.md", dir + "/deleted.screen.yaml", dir + "/b.screen.yml\r", dir + "/screens"]
        #expect(LintInputs.listedPaths(listed.joined(separator: "\n") + "\n")
                == [dir + "/a.screen.yaml", dir + "/b.screen.yml", dir + "/screens"])
        #expect(LintInputs.listedPaths("").isEmpty)
    }

    @Test func explicitlyNamedFilesAreStillSubjectToTheConfigurationsPatterns() throws {
        let dir = try tempTree([
            ".insetlint.yml": "excluded: [Legacy, \"**/*.draft.screen.yaml\"]\n",
            "App/a.screen.yaml": "x", "App/b.draft.screen.yaml": "x", "Legacy/c.screen.yaml": "x",
        ])
        let configuration = try ConfigLoader.load(explicit: nil, workingDirectory: dir).get()
        let named = ["App/a.screen.yaml", "App/b.draft.screen.yaml", "Legacy/c.screen.yaml"].map { dir + "/" + $0 }
        #expect(LintInputs.collect(named, configuration: configuration, workingDirectory: dir).files == [dir + "/App/a.screen.yaml"])
        #expect(LintInputs.collect([dir], configuration: configuration, workingDirectory: dir).files == [dir + "/App/a.screen.yaml"])
    }

    @Test func trailingSpecPathsAreSplitOffForLintOnly() {
        let others: Set<String> = ["explain", "rules", "devices", "config", "render"]
        let paths = (1...3).map { "s\($0).screen.yaml" }
        #expect(ArgumentSplit.trailingSpecPaths(["lint", "--format", "json"] + paths, otherCommands: others)
                == (["lint", "--format", "json"], paths))
        // lint is the default subcommand.
        #expect(ArgumentSplit.trailingSpecPaths(paths, otherCommands: others) == ([], paths))
        #expect(ArgumentSplit.trailingSpecPaths(["lint"] + paths, otherCommands: others) == (["lint"], paths))
        // The first path after an option might be its value: the parser decides.
        #expect(ArgumentSplit.trailingSpecPaths(["lint", "--strict"] + paths, otherCommands: others)
                == (["lint", "--strict", paths[0]], Array(paths.dropFirst())))
        #expect(ArgumentSplit.trailingSpecPaths(["lint", "--format=json"] + paths, otherCommands: others)
                == (["lint", "--format=json"], paths))
        // Directories, `-` and other commands are left alone.
        #expect(ArgumentSplit.trailingSpecPaths(["lint", "Examples", "-"], otherCommands: others) == (["lint", "Examples", "-"], []))
        #expect(ArgumentSplit.trailingSpecPaths(["explain", "a.screen.yaml"], otherCommands: others) == (["explain", "a.screen.yaml"], []))
    }

    @Test func reportRequests() {
        #expect(ReportRequest(argument: "sarif:out/insetlint.sarif") == ReportRequest(format: .sarif, path: "out/insetlint.sarif"))
        #expect(ReportRequest(argument: "junit:C:/x.xml")?.path == "C:/x.xml")
        #expect(ReportRequest(argument: "yaml:x") == nil)
        #expect(ReportRequest(argument: "sarif:") == nil)
        #expect(ReportRequest(argument: "sarif") == nil)
    }

    @Test func outputsNeverOverwriteInputsOrEachOther() throws {
        let dir = try tempTree(["a.screen.yaml": "x", "config.yml": "x"])
        #expect(OutputGuard.problem(outputs: ["r.sarif", "r.xml"], inputs: ["a.screen.yaml"], workingDirectory: dir) == nil)
        #expect(OutputGuard.problem(outputs: ["x.screen.yml"], inputs: [], workingDirectory: dir)?.contains("named like a screen spec") == true)
        #expect(OutputGuard.problem(outputs: ["./config.yml"], inputs: [dir + "/config.yml"], workingDirectory: dir)?.contains("this run reads that file") == true)
        #expect(OutputGuard.problem(outputs: ["r.xml", "sub/../r.xml"], inputs: [], workingDirectory: dir)?.contains("named by two outputs") == true)
        // A link to an input is the input.
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.txt", withDestinationPath: dir + "/config.yml")
        #expect(OutputGuard.problem(outputs: [dir + "/link.txt"], inputs: [dir + "/config.yml"], workingDirectory: dir) != nil)
    }
}
