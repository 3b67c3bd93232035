import InsetLintKit
import Testing

@Suite struct GlobTests {
    /// 8 `**` against a file 40 directories deep took over two minutes when `**` backtracked; the
    /// time limit turns a regression into a failure rather than a stalled suite.
    @Test(.timeLimit(.minutes(1))) func manyDoubleStarsOnADeepPathDoNotBacktrackExponentially() {
        let deep = (0..<40).map { _ in "d" }.joined(separator: "/") + "/x.screen.yaml"
        #expect(!Glob("**/d/**/d/**/d/**/d/**/d/**/d/**/d/**/nomatch").matches(deep))
        #expect(Glob("**/d/**/d/**/d/**/d/**/d/**/d/**/d/**/x.screen.yaml").matches(deep))
        let long = String(repeating: "a", count: 250)
        #expect(!Glob("*a*a*a*a*a*a*a*a*a*a*a*a*b").matches(long))
    }

    @Test func componentPatternsMatchAsFnmatchDoes() {
        let cases: [(String, String, Bool)] = [
            ("*.screen.yaml", "login.screen.yaml", true), ("*.screen.yaml", "login.screen.yml", false),
            ("?ogin*", "login.screen.yaml", true), ("[lL]ogin*", "Login.screen.yaml", true), ("[!l]ogin*", "login.x", false),
            ("[^l]ogin*", "bogin", true), ("[a-c]x", "bx", true), ("[a-c]x", "dx", false), ("[]]x", "]x", true),
            ("\\*x", "*x", true), ("\\*x", "ax", false), ("[x", "[x", true), ("a*b*c", "aXbYc", true), ("a*b*c", "aXbY", false),
            ("*", ".hidden", true), ("ü*", "über", true),
        ]
        for (pattern, name, expected) in cases {
            #expect(Glob(pattern).matches(name) == expected, "\(pattern) vs \(name)")
        }
    }

    @Test func doubleStarsSpanComponentsAndDirectoriesMatchWhatIsBelowThem() {
        #expect(Glob("App/**/Generated").matches("App/Generated/x.screen.yaml"))
        #expect(Glob("App/**/Generated").matches("App/a/b/Generated/c/x.screen.yaml"))
        #expect(!Glob("App/**/Generated").matches("Lib/Generated/x.screen.yaml"))
        #expect(Glob("**").matches("anything/at/all"))
        #expect(Glob("./App").matches("App/x"))
        #expect(!Glob("").matches("App/x"))
        #expect(!Glob("App/*.screen.yaml").matches("App/sub/x.screen.yaml"))
        #expect(Glob("App/*").matches("App/sub/x.screen.yaml"))
    }
}
