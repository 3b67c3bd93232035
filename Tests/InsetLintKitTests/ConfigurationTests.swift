import Foundation
import InsetEngine
import InsetLintKit
import LintRules
import Reporters
import ScreenModel
import Testing

@Suite struct ConfigurationTests {
    func load(_ yaml: String) throws -> Result<Configuration, InputError> {
        let dir = try tempTree([".insetlint.yml": yaml])
        return ConfigLoader.load(explicit: nil, workingDirectory: dir)
    }

    func configuration(_ yaml: String) throws -> Configuration {
        try load(yaml).get()
    }

    /// The error a user sees: file:line:col and the exact message.
    func expectError(_ yaml: String, at line: Int, _ column: Int, _ message: String,
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        guard case .failure(let error) = try load(yaml) else {
            Issue.record("the configuration was accepted", sourceLocation: sourceLocation)
            return
        }
        #expect(error.file.hasSuffix("/.insetlint.yml"), sourceLocation: sourceLocation)
        #expect(error.location == SourceLocation(line: line, column: column), sourceLocation: sourceLocation)
        #expect(error.message == message, sourceLocation: sourceLocation)
        #expect(error.snippet.hasSuffix("^"), sourceLocation: sourceLocation)
    }

    @Test func everyKeyIsApplied() throws {
        let c = try configuration("""
            devices: [ipads, iphone-x, ipad-mini-6]
            orientations: [portrait]
            disabled_rules: [under-bar]
            severity: { layout-ambiguous: warning, under-notch: error }
            included: [Screens]
            excluded: ["**/Legacy"]
            strict: true
            reporter: sarif
            """)
        #expect(c.devices.map(\.id) == ["ipad-10-2", "ipad-mini-6", "ipad-pro-11", "ipad-pro-12-9", "iphone-x"])
        #expect(c.orientations == [.portrait])
        #expect(!c.rules.contains("under-bar") && c.rules.contains("under-notch"))
        // Only real changes are overrides: under-notch is an error anyway.
        #expect(c.severities == ["layout-ambiguous": .warning])
        #expect(c.severity(of: "layout-ambiguous") == .warning)
        #expect(c.strict)
        #expect(c.reporter == .sarif)
        #expect(c.selects("Screens/a.screen.yaml", workingDirectory: c.baseDirectory))
        #expect(!c.selects("Screens/Legacy/a.screen.yaml", workingDirectory: c.baseDirectory))
        #expect(!c.selects("Other/a.screen.yaml", workingDirectory: c.baseDirectory))
        #expect(c.makeRunner().linter.rules.count == RuleRegistry.ids.count - 1)
    }

    /// A rule in both lists is an error (mistakesAreErrorsAtTheirLineAndColumn); others in
    /// disabled_rules change nothing once only_rules picks the rules.
    @Test func onlyRulesNarrows() throws {
        let c = try configuration("only_rules: [under-bar, under-notch]\ndisabled_rules: [layout-ambiguous]\n")
        #expect(c.rules == ["under-notch", "under-bar"])
    }

    @Test func emptyOrCommentOnlyFilesChangeNothing() throws {
        for text in ["", "# nothing yet\n", "~\n"] {
            let c = try configuration(text)
            #expect(c.devices.map(\.id) == DeviceCatalog.defaultIDs)
            #expect(c.rules == RuleRegistry.ids)
            #expect(c.source != nil)
        }
    }

    @Test func deviceSets() {
        #expect(DeviceSets.expand(["notched"]).allSatisfy { $0.hasHousing })
        #expect(DeviceSets.expand(["notched"]).contains { $0.id == "iphone-x" })
        #expect(!DeviceSets.expand(["notched"]).contains { $0.id == "iphone-se-3" })
        #expect(DeviceSets.expand(["phones"]).allSatisfy { $0.isPhone })
        #expect(DeviceSets.expand(["ipads"]).allSatisfy { !$0.isPhone })
        #expect(DeviceSets.expand(["phones", "ipads"]).count == DeviceCatalog.all.count)
        #expect(DeviceSets.expand(["all"]) == DeviceCatalog.all)
        // Aliases resolve and repeats collapse.
        #expect(DeviceSets.expand(["iphone-16", "iphone-15", "default"]).map(\.id) == ["iphone-15", "iphone-se-3", "iphone-x", "iphone-15-pro-max"])
    }

    @Test func mistakesAreErrorsAtTheirLineAndColumn() throws {
        try expectError("devices: [iphone-x]\ndisabled_rule: [under-bar]\n", at: 2, 1,
                        "unknown key 'disabled_rule' in the configuration; did you mean 'disabled_rules'?")
        try expectError("devices: [notchd]\n", at: 1, 11,
                        "unknown device or device set 'notchd'; did you mean 'notched'? Use an id from `insetlint devices` or a set: all, default, notched, phones, ipads")
        try expectError("disabled_rules:\n  - under-nocth\n", at: 2, 5,
                        "unknown rule 'under-nocth'; did you mean 'under-notch'? (`insetlint rules` lists them)")
        try expectError("severity:\n  under-bar: fatal\n", at: 2, 14, "the severity of under-bar must be error or warning, found 'fatal'")
        try expectError("severity: { under-bar: error, under-bar: warning }\n", at: 1, 31, "duplicate key 'under-bar' in severity (first at 1:13)")
        try expectError("strict: yes please\n", at: 1, 9, "strict must be true or false, found 'yes please'")
        try expectError("reporter: sarf\n", at: 1, 11,
                        "unknown reporter 'sarf'; did you mean 'sarif'? Use one of text, json, sarif, junit, github, checkstyle, html")
        try expectError("orientations: [upside-down]\n", at: 1, 16,
                        "unknown orientation 'upside-down'; use portrait, landscape, landscape-left, landscape-right")
        try expectError("excluded: [/abs/path]\n", at: 1, 12,
                        "'/abs/path' is absolute; patterns in excluded are relative to the configuration file's directory")
        try expectError("included: [../elsewhere]\n", at: 1, 12,
                        "'../elsewhere' leaves the configuration file's directory; patterns in included match files below it")
        try expectError("only_rules: []\n", at: 1, 13, "only_rules is empty, which would check nothing; name rules or leave the key out")
        try expectError("disabled_rules: [under-bar]\nonly_rules: [under-bar]\n", at: 2, 13,
                        "disabled_rules turns off every rule only_rules names, which would check nothing")
        // One rule in both lists: it would silently not run.
        try expectError("disabled_rules: [under-bar, layout-ambiguous]\nonly_rules:\n  - under-notch\n  - under-bar\n", at: 4, 5,
                        "'under-bar' is in only_rules but also in disabled_rules (at 1:18), so it would not run; "
                        + "did you mean to remove it from disabled_rules? With only_rules, disabled_rules is rarely needed")
        try expectError("- devices\n", at: 1, 1, "the configuration must be a mapping, found a list")
        try expectError("devices: [iphone-x\n", at: 2, 1, "while parsing a flow sequence (line 1, column 10): did not find expected ',' or ']'")
    }

    @Test func discoveryFindsTheNearestFileInTheDirectoryOrAParent() throws {
        let root = try tempTree([
            ".insetlint.yml": "strict: true\n",
            "app/.insetlint.yml": "reporter: json\n",
            "app/screens/deep/x.txt": "",
            "lib/y.txt": "",
        ])
        #expect(ConfigLoader.discover(from: root + "/app/screens/deep") == root + "/app/.insetlint.yml")
        #expect(ConfigLoader.discover(from: root + "/lib") == root + "/.insetlint.yml")
        #expect(ConfigLoader.discover(from: root) == root + "/.insetlint.yml")
        // The nearest file wins whole: settings are not merged with a parent's.
        let nearest = try ConfigLoader.load(explicit: nil, workingDirectory: root + "/app/screens").get()
        #expect(nearest.reporter == .json && !nearest.strict)
        #expect(nearest.baseDirectory == root + "/app")
        // --config names a file and overrides discovery.
        let explicit = try ConfigLoader.load(explicit: root + "/.insetlint.yml", workingDirectory: root + "/app").get()
        #expect(explicit.strict && explicit.reporter == .text)
        #expect(explicit.baseDirectory == root)
    }

    @Test func aMissingExplicitConfigurationIsAnInputError() throws {
        let root = try tempTree([:])
        guard case .failure(let error) = ConfigLoader.load(explicit: root + "/nope.yml", workingDirectory: root) else {
            Issue.record("a missing --config file was accepted")
            return
        }
        #expect(error.message.hasSuffix("No such file or directory"))
    }

    @Test func theEffectiveConfigurationReadsBackAsItself() throws {
        let c = try configuration("""
            devices: [notched]
            orientations: [landscape]
            only_rules: [under-notch, under-bar, layout-conflict]
            severity: { under-bar: error }
            excluded: ["**/Generated/*.screen.yaml", "Pods"]
            strict: true
            reporter: junit
            """)
        let printed = c.text()
        let again = try configuration(printed)
        #expect(again.text().split(separator: "\n").dropFirst() == printed.split(separator: "\n").dropFirst())
        #expect(again.devices == c.devices && again.rules == c.rules && again.severities == c.severities)
        #expect(printed.contains("  under-bar: error   # default: warning\n"))
        #expect(printed.contains("excluded: [\"**/Generated/*.screen.yaml\", \"Pods\"]\n"))
    }

    @Test func globs() {
        #expect(Glob("Legacy").matches("Legacy/a/b.screen.yaml"))
        #expect(!Glob("Legacy").matches("App/Legacy/b.screen.yaml"))
        #expect(Glob("**/Legacy").matches("App/Legacy/b.screen.yaml"))
        #expect(Glob("**/Legacy").matches("Legacy/b.screen.yaml"))
        #expect(Glob("*.screen.yaml").matches("a.screen.yaml"))
        #expect(!Glob("*.screen.yaml").matches("dir/a.screen.yaml"))
        #expect(Glob("**/*.screen.yaml").matches("dir/sub/a.screen.yaml"))
        #expect(Glob("App/**/draft-?.screen.y[a]ml").matches("App/x/y/draft-1.screen.yaml"))
        #expect(!Glob("App/**/draft-?.screen.y[a]ml").matches("App/x/y/draft-12.screen.yaml"))
        #expect(Glob("./Pods/").matches("Pods/x.screen.yaml"))
    }
}
