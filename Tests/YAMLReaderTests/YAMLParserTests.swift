import Testing
@testable import YAMLReader

private func parse(_ text: String, limits: YAMLLimits = YAMLLimits()) throws(YAMLError) -> YAMLDocument {
    try YAMLParser.parse(Array(text.utf8), limits: limits)
}

private func failure(_ text: String, limits: YAMLLimits = YAMLLimits()) -> YAMLError? {
    do { _ = try parse(text, limits: limits); return nil } catch { return error }
}

@Suite struct YAMLParserTests {
    @Test func nodesKeepOneBasedLineAndColumn() throws {
        let doc = try parse("a: 1\nb:\n  - x\n  - 'y'\n")
        let pairs = doc.pairs(of: doc.root)
        #expect(pairs.count == 2)
        #expect(doc[pairs[0].key].mark == YAMLMark(line: 1, column: 1))
        #expect(doc[pairs[0].value].mark == YAMLMark(line: 1, column: 4))
        let seq = pairs[1].value
        #expect(doc[seq].kind == .sequence)
        let items = doc.children(of: seq).map { doc[Int($0)] }
        #expect(items.map(\.scalar) == ["x", "y"])
        #expect(items.map(\.quoted) == [false, true])
        #expect(items[1].mark == YAMLMark(line: 4, column: 5))
    }

    @Test func aliasesAreExpandedAtTheAliasLocation() throws {
        let doc = try parse("a: &m {x: 1}\nb: *m\n")
        let b = doc.pairs(of: doc.root)[1].value
        #expect(doc[b].kind == .mapping)
        #expect(doc[b].mark == YAMLMark(line: 2, column: 4))
        #expect(doc[doc.pairs(of: b)[0].value].scalar == "1")
    }

    @Test func billionLaughsFailsFastWithALimitError() {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        let error = failure(text)
        #expect(error?.kind == .limit)
        #expect(error?.message.contains("alias") == true)
    }

    @Test func deepNestingIsCappedNotOverflowed() {
        let depth = 10_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let error = failure(text)
        #expect(error?.kind == .limit)
        #expect(error?.mark.line == 1)
    }

    @Test func emptyAndCommentOnlyFilesAreErrors() {
        #expect(failure("")?.kind == .empty)
        #expect(failure("# only a comment\n\n")?.kind == .empty)
    }

    @Test func secondDocumentIsRejectedAtItsLine() {
        let error = failure("a: 1\n---\nb: 2\n")
        #expect(error?.kind == .multipleDocuments)
        #expect(error?.mark.line == 2)
    }

    @Test func scannerErrorCarriesLocationAndCaret() {
        let error = failure("a: 1\nb: \"unclosed\n")
        #expect(error?.kind == .scanner)
        #expect(error?.mark.line == 3 || error?.mark.line == 2)
        #expect(error?.message.contains("quoted scalar") == true)
    }

    @Test func tabIndentationIsExplained() {
        let error = failure("a:\n\tb: 1\n")
        #expect(error?.kind == .scanner)
        #expect(error?.mark == YAMLMark(line: 2, column: 1))
        #expect(error?.message.contains("tab") == true)
    }

    @Test func unclosedFlowCollectionIsAParserError() {
        let error = failure("a: [1, 2\nb: 3\n")
        #expect(error != nil)
        #expect(error?.kind == .parser || error?.kind == .scanner)
    }

    @Test func invalidUTF8IsAReaderErrorAtTheRightColumn() {
        let bytes: [UInt8] = Array("a: ok\nb: x".utf8) + [0xFF, 0x0A]
        var caught: YAMLError?
        do { _ = try YAMLParser.parse(bytes) } catch { caught = error }
        #expect(caught?.kind == .reader)
        #expect(caught?.mark == YAMLMark(line: 2, column: 5))
    }

    @Test func aliasCycleAndUndefinedAlias() {
        #expect(failure("a: &a [1, *a]\n")?.message.contains("cycle") == true)
        #expect(failure("a: *nothing\n")?.kind == .undefinedAlias)
    }

    @Test func snippetPointsAtTheColumn() {
        let text = "abc: 1\n  key: [x\n"
        let snippet = Array(text.utf8).withUnsafeBufferPointer { sourceSnippet($0, at: YAMLMark(line: 2, column: 3)) }
        #expect(snippet == "  key: [x\n  ^")
    }

    @Test func utf16WithBOMIsDecoded() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "a: b\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let doc = try YAMLParser.parse(bytes)
        #expect(doc[doc.pairs(of: doc.root)[0].value].scalar == "b")
    }
}
