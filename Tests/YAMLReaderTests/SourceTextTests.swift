import Testing
@testable import YAMLReader

/// Where an error points, and the line shown under it, for every encoding and line ending libyaml reads.
@Suite struct SourceTextTests {
    func failure(_ bytes: [UInt8]) -> YAMLError? {
        do { _ = try YAMLParser.parse(bytes); return nil } catch { return error }
    }

    @Test func aUTF16BadCharacterIsAtItsCharacterColumnWithTheLineAsText() throws {
        for bom: [UInt8] in [[0xFF, 0xFE], [0xFE, 0xFF]] {
            var bytes = bom
            for unit in "a: 1\nscreen: \"ab\u{1}\"\n".utf16 {
                bytes += bom[0] == 0xFF ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
            }
            let error = try #require(failure(bytes))
            #expect(error.mark == YAMLMark(line: 2, column: 12))
            #expect(error.snippet == "screen: \"ab\u{1}\"\n           ^")
        }
    }

    @Test func carriageReturnOnlyFilesGetTheirLine() throws {
        let error = try #require(failure(Array("a: 1\rb: [1, 2\rc: 3\r".utf8)))
        #expect(error.mark.line == 3)
        #expect(error.snippet.hasPrefix("c: 3\n"))
        // The buffer is used inside the closure only: a pointer returned from it outlives the array.
        let mixed = Array("x: 1\r\ny: 2\u{2028}z: 3".utf8)
        #expect(mixed.withUnsafeBufferPointer { sourceSnippet($0, at: YAMLMark(line: 3, column: 4)) } == "z: 3\n   ^")
    }

    @Test func aUTF8EncodedSurrogateIsNamedAsACodePoint() throws {
        let error = try #require(failure(Array("a: 1\nb: \"".utf8) + [0xED, 0xA0, 0x80] + Array("\"\n".utf8)))
        #expect(error.message.contains("invalid Unicode character (U+D800, a UTF-16 surrogate"))
        #expect(!error.message.contains("byte 0x0"))
        #expect(error.mark == YAMLMark(line: 2, column: 5))
    }

    @Test func theByteOrderMarkIsNotAColumn() throws {
        let error = try #require(failure([0xEF, 0xBB, 0xBF] + Array("a: \"\u{1}\"\n".utf8)))
        #expect(error.mark == YAMLMark(line: 1, column: 5))
        #expect(error.snippet == "a: \"\u{1}\"\n    ^")
    }
}
