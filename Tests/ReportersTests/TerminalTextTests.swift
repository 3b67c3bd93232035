import LintRules
@testable import Reporters
import ScreenModel
import Testing

/// Nothing from a spec or a file name reaches the terminal as a control character.
@Suite struct TerminalTextTests {
    @Test func controlCharactersInFileNamesMessagesAndSnippetsAreEscaped() {
        let error = InputError(file: "evil\u{1B}]0;owned\u{07}.screen.yaml", location: SourceLocation(line: 7, column: 12),
                               message: "unknown class 'UI\u{1B}[31mRed\u{0}View'",
                               snippet: "class: \"UI\u{1B}[31m\u{0}\"\n           ^")
        let text = TextReporter.render(LintReport(findings: [], errors: [error], files: 1, screens: 0))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let caret = String(repeating: " ", count: 4 + 10 + 6) + "^"   // under "[": 10 characters, then the 6 of \u{1B}
        #expect(text == "evil\\u{1B}]0;owned\\u{7}.screen.yaml:7:12: error: unknown class 'UI\\u{1B}[31mRed\\u{0}View'\n"
                + "    class: \"UI\\u{1B}[31m\\u{0}\"\n" + caret + "\n")
    }

    @Test func theCaretStillPointsAtItsCharacterAfterEscapes() {
        // The caret is under "X", after one ESC and one tab.
        #expect(TerminalText.escapeSnippet("\u{1B}\tX\n \t^") == "\\u{1B}\tX\n      \t^")
        #expect(TerminalText.escape("a\u{202E}b\nc", keepNewlines: true) == "a\\u{202E}b\nc")
        #expect(TerminalText.escape("plain") == "plain")
    }

    @Test func githubAnnotationsShowControlCharactersInsteadOfObeyingThem() {
        let line = GitHubReporter.command("error", file: "a.screen.yaml", line: 1, column: 2, title: "t",
                                          message: "class 'UI\u{1B}[31mRed'\nnext")
        #expect(line == "::error file=a.screen.yaml,line=1,col=2,title=t::class 'UI\\u{1B}[31mRed'%0Anext\n")
    }

    /// Printable ASCII is passed over eight bytes at a time: a control character, DEL, a C1
    /// character or a bidirectional override is found wherever it falls in or across those words.
    @Test func escapesAtEveryOffset() {
        for special in ["\u{1B}", "\u{0}", "\u{7F}", "\u{85}", "\u{202E}", "\t", "\n", "é"] {
            for before in 0...17 {
                for after in [0, 1, 7, 8, 9] {
                    let text = String(repeating: "a", count: before) + special + String(repeating: "b", count: after)
                    let expected = text.unicodeScalars.map { TerminalText.needsEscape($0, keepNewlines: false) ? TerminalText.escaped($0) : String($0) }
                    #expect(TerminalText.escape(text) == expected.joined(), "\(special.unicodeScalars.map(\.value)) after \(before) bytes")
                }
            }
        }
    }
}
