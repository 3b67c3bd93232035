import Testing
@testable import XMLReader

private func read(_ text: String, limits: XMLLimits = XMLLimits()) throws(XMLError) -> XMLTree {
    try XMLReader.read(Array(text.utf8), limits: limits)
}

private func failure(_ bytes: [UInt8], limits: XMLLimits = XMLLimits()) -> XMLError? {
    do { _ = try XMLReader.read(bytes, limits: limits); return nil } catch { return error }
}

private func failure(_ text: String, limits: XMLLimits = XMLLimits()) -> XMLError? {
    failure(Array(text.utf8), limits: limits)
}

private let sample = """
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
    <!-- a comment -->
    <scenes>
        <scene sceneID="a1">
            <objects>
                <viewController id="vc1" title="Tom &amp; Jerry">
                    <view key="view" id="v1"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/></view>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>

"""

@Suite struct XMLReaderTests {
    @Test func elementsKeepTheLineAndColumnOfTheirLessThanSign() throws {
        let tree = try read(sample)
        #expect(tree[XMLTree.root].name == "document")
        #expect(tree[0].mark == XMLMark(line: 2, column: 1))
        let names = tree.elements.map(\.name)
        #expect(names == ["document", "scenes", "scene", "objects", "viewController", "view", "rect"])
        #expect(tree.elements[4].mark == XMLMark(line: 7, column: 17))
        #expect(tree.elements[5].mark == XMLMark(line: 8, column: 21))
        #expect(tree.elements[6].mark == XMLMark(line: 8, column: 46))
        #expect(tree.attribute("title", of: 4) == "Tom & Jerry")
        #expect(tree.attribute("missing", of: 4) == nil)
        #expect(tree.attributes(of: 6).map(\.name) == ["key", "x", "y", "width", "height"])
        #expect(tree.attributes(of: 6).map(\.mark.column) == [52, 64, 72, 80, 92])
        #expect(tree.located("title", of: 4)?.mark == XMLMark(line: 7, column: 42))
        #expect(tree[6].parent == 5)
        #expect(tree[0].parent == nil)
        #expect(tree.child(of: 5, named: "rect", key: "frame") == 6)
        #expect(tree.child(of: 5, named: "rect", key: "bounds") == nil)
    }

    @Test func childrenComeInDocumentOrder() throws {
        let tree = try read("<a><b/><c><d/></c><e/></a>")
        #expect(tree.children(of: 0).map { tree[$0].name } == ["b", "c", "e"])
        #expect(tree.children(of: 2).map { tree[$0].name } == ["d"])
        #expect(Array(tree.children(of: 1)).isEmpty)
    }

    @Test func columnsCountCharactersNotBytes() throws {
        // "é" is two bytes, "日本" six, "😀" four: each one column.
        let tree = try read("<a t=\"é日本😀\"><b/>\n  <c x='😀'/><d/></a>")
        #expect(tree[1].mark == XMLMark(line: 1, column: 13))
        #expect(tree[2].mark == XMLMark(line: 2, column: 3))
        #expect(tree[3].mark == XMLMark(line: 2, column: 13))
        #expect(tree.attribute("t", of: 0) == "é日本😀")
        #expect(tree.located("x", of: 2)?.mark == XMLMark(line: 2, column: 6))
    }

    @Test func lineBreaksMayBeLFOrCRLFOrCR() throws {
        let tree = try read("<a>\r\n<b/>\r<c/>\n<d/></a>")
        #expect(tree.elements.map(\.mark) == [XMLMark(line: 1, column: 1), XMLMark(line: 2, column: 1),
                                              XMLMark(line: 3, column: 1), XMLMark(line: 4, column: 1)])
    }

    @Test func aByteOrderMarkIsSkippedAndTakesNoColumn() throws {
        let tree = try XMLReader.read([0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\"?><a/>".utf8))
        #expect(tree[0].mark == XMLMark(line: 1, column: 22))
    }

    @Test func predefinedEntitiesAndCharacterReferencesAreDecoded() throws {
        let tree = try read("<a v=\"&lt;&gt;&amp;&apos;&quot;&#65;&#x42;&#x1F600;&#233;\" w='a&#10;b' x=\"1\n\t2\r\n3\"/>")
        #expect(tree.attribute("v", of: 0) == "<>&'\"AB😀é")
        // A referenced line feed stays; literal tab, LF and CR LF become one space each (XML §3.3.3).
        #expect(tree.attribute("w", of: 0) == "a\nb")
        #expect(tree.attribute("x", of: 0) == "1  2 3")
    }

    @Test func commentsCDATAAndProcessingInstructionsAreSkipped() throws {
        let tree = try read("<?xml version=\"1.0\"?>\n<!-- c -->\n<?pi data?>\n<a>text &amp; more<![CDATA[<b>not an element</b>]]><!-- <c/> --><?x y?><d/></a>\n<!-- after -->\n")
        #expect(tree.elements.map(\.name) == ["a", "d"])
        #expect(tree[1].mark == XMLMark(line: 4, column: 72))
    }

    @Test func aDoctypeIsRefusedWhereItStands() {
        let error = failure("<?xml version=\"1.0\"?>\n  <!DOCTYPE a [<!ENTITY x \"boom\">]>\n<a>&x;</a>")
        #expect(error?.kind == .unsupported)
        #expect(error?.mark == XMLMark(line: 2, column: 3))
        #expect(error?.message.contains("DOCTYPE") == true)
    }

    @Test func undefinedEntitiesAreErrorsNotExpansions() {
        let error = failure("<a>\n <b v=\"x &nbsp; y\"/></a>")
        #expect(error?.kind == .reference)
        #expect(error?.mark == XMLMark(line: 2, column: 10))
        #expect(error?.message.contains("&nbsp;") == true)
        #expect(failure("<a>&bogus;</a>")?.kind == .reference)
        #expect(failure("<a v='&#0;'/>")?.kind == .reference)
        #expect(failure("<a v='&#xD800;'/>")?.kind == .reference)
        #expect(failure("<a v='&#99999999999999999999;'/>")?.kind == .reference)
        #expect(failure("<a v='a & b'/>")?.mark == XMLMark(line: 1, column: 9))
    }

    @Test func mismatchedTagsNameBothEnds() {
        let error = failure("<a>\n  <b>\n  </c>\n</a>")
        #expect(error?.kind == .syntax)
        #expect(error?.mark == XMLMark(line: 3, column: 3))
        #expect(error?.message == "</c> does not close <b> (opened at 2:3)")
    }

    @Test func truncatedInputSaysWhatIsOpen() {
        let error = failure("<a>\n  <b x=\"1\">\n")
        #expect(error?.message == "the file ends inside <b> (opened at 2:3): the XML is truncated")
        #expect(error?.mark == XMLMark(line: 3, column: 1))
        #expect(failure("<a x=\"1")?.message.contains("ends inside an attribute value of <a>") == true)
        #expect(failure("<a x")?.message.contains("ends inside the start tag of <a>") == true)
        #expect(failure("<a><!-- x")?.message.contains("ends inside the comment") == true)
        #expect(failure("<a><![CDATA[ x")?.message.contains("ends inside the CDATA section") == true)
        #expect(failure("")?.message.contains("empty") == true)
        #expect(failure("  \n")?.message == "the file has no root element")
    }

    @Test func everyPrefixOfADocumentIsAnErrorOrTheDocument() {
        let bytes = Array(sample.utf8)
        let end = bytes.lastIndex(of: UInt8(ascii: ">"))!
        for count in 0...end {
            let error = failure(Array(bytes[0..<count]))
            #expect(error != nil, "prefix of \(count) bytes was accepted")
        }
        #expect(failure(Array(bytes[0...end])) == nil)
    }

    @Test func badUTF8IsLocated() {
        let bad: [UInt8] = Array("<a>\n  <b/>".utf8) + [0xC3, 0x28] + Array("</a>".utf8)
        let error = failure(bad)
        #expect(error?.kind == .encoding)
        #expect(error?.mark == XMLMark(line: 2, column: 7))
        #expect(failure([0x3C, 0x61, 0xED, 0xA0, 0x80, 0x2F, 0x3E])?.kind == .encoding)   // a surrogate
        #expect(failure([0x3C, 0x61, 0xC0, 0xAF, 0x2F, 0x3E])?.kind == .encoding)         // overlong "/"
        #expect(failure([0x3C, 0x61, 0x2F, 0x3E, 0xE2, 0x82])?.message.contains("ends inside a UTF-8") == true)
        #expect(failure(Array("<a>\u{1}</a>".utf8))?.message.contains("U+0001") == true)
        // Inside a run of printable ASCII read eight bytes at a time, and after it.
        #expect(failure(Array("<a>\n            x\u{1F}y</a>".utf8))?.mark == XMLMark(line: 2, column: 14))
        #expect(failure(Array("<a>\n            xy</a>\u{7}".utf8))?.mark == XMLMark(line: 2, column: 19))
        #expect(failure([0xFF, 0xFE, 0x3C, 0x00])?.message.contains("UTF-16") == true)
    }

    @Test(arguments: [
        ("<a><b></a>", "</a> does not close <b> (opened at 1:4)"),
        ("<a b=\"1\" b=\"2\"/>", "the attribute b appears twice in <a>"),
        ("<a b=\"1\"c=\"2\"/>", "attributes must be separated by whitespace"),
        ("<a b=1/>", "the value of b must be in quotes"),
        ("<a b/>", "expected \"=\" after the attribute b"),
        ("<a b='<'/>", "\"<\" is not allowed in an attribute value (write &lt;)"),
        ("<a>< b/></a>", "\"<\" must start a tag name (write &lt; for a literal <)"),
        ("<a/><b/>", "only comments and processing instructions may follow the root element"),
        ("text<a/>", "expected the root element, found text"),
        ("<a><!-- x -- y --></a>", "\"--\" is not allowed inside a comment"),
        ("<a>]]></a>", "\"]]>\" is not allowed in text outside a CDATA section"),
        ("<a><?xml version=\"1.0\"?></a>", "the XML declaration may only stand at the very start of the file"),
        ("<a><!ELEMENT a></a>", "\"<!\" starts neither a comment nor a CDATA section"),
        ("<a></a  x>", "expected \">\" to end </a>"),
    ])
    func malformedMarkupIsASyntaxError(text: String, message: String) {
        let error = failure(text)
        #expect(error?.message == message)
    }

    @Test func anAttributeOnALaterLineOfItsTagIsLocatedThere() throws {
        let tree = try read("<a\n   b=\"1\n2\"\n  c='3'/>")
        #expect(tree.attributes(of: 0).map(\.mark) == [XMLMark(line: 2, column: 4), XMLMark(line: 4, column: 3)])
        #expect(failure("<a\n b='1\n'\n  b='2'/>")?.mark == XMLMark(line: 4, column: 3))
    }

    @Test func limitsAreLocatedErrors() {
        let deep = String(repeating: "<a>", count: 40) + String(repeating: "</a>", count: 40)
        #expect(failure(deep, limits: XMLLimits(maxDepth: 40)) == nil)
        let tooDeep = failure("<r>" + deep + "</r>", limits: XMLLimits(maxDepth: 40))
        #expect(tooDeep?.kind == .limit)
        #expect(tooDeep?.mark == XMLMark(line: 1, column: 121))
        let attributes = (0..<5).map { "a\($0)='1'" }.joined(separator: " ")
        #expect(failure("<x \(attributes)/>", limits: XMLLimits(maxAttributes: 5)) == nil)
        #expect(failure("<x \(attributes) z='2'/>", limits: XMLLimits(maxAttributes: 5))?.kind == .limit)
        let big = failure("<a>" + String(repeating: " ", count: 2000) + "</a>", limits: XMLLimits(maxBytes: 1024))
        #expect(big?.kind == .limit)
        #expect(big?.mark == XMLMark(line: 1, column: 1))
        #expect(failure("<a><b/><b/><b/></a>", limits: XMLLimits(maxElements: 3))?.kind == .limit)
    }

    @Test func deepNestingWithinTheLimitNeedsNoRecursion() throws {
        let depth = 256
        let tree = try read(String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth))
        #expect(tree.elements.count == depth)
        #expect(tree[depth - 1].parent == depth - 2)
    }

    @Test func aDocumentOnOneLongLineKeepsItsColumns() throws {
        let count = 20_000
        let tree = try read("<a>" + String(repeating: "<é/>", count: count) + "</a>")
        #expect(tree.elements.count == count + 1)
        #expect(tree[count].mark == XMLMark(line: 1, column: 4 + 4 * (count - 1)))
    }

    @Test func manyDistinctNamesStillReadBack() throws {
        let names = (0..<(NameTable.capacity + 10)).map { "n\($0)" }
        let tree = try read("<r>" + names.map { "<\($0) \($0)='1'/>" }.joined() + "</r>")
        #expect(tree.elements.dropFirst().map(\.name) == names)
        #expect(tree.attributes.map(\.name) == names)
    }
}

@Suite struct XMLTextTests {
    private func kept(_ text: String) throws(XMLError) -> XMLTree {
        try XMLReader.read(Array(text.utf8), keepingText: true)
    }

    @Test func textIsKeptOnlyWhenAskedFor() throws {
        let document = "<plist><string>Main</string></plist>"
        #expect(try read(document).text(of: 1) == nil)
        #expect(try kept(document).text(of: 1) == XMLText(value: "Main", mark: XMLMark(line: 1, column: 16)))
    }

    @Test func referencesAreDecodedAndLineBreaksReadAsLineFeeds() throws {
        let tree = try kept("<a>\n  <b>x &amp; y &#x65E5;&#26412; &lt;z&gt;</b><c>1\r\n2\r3</c></a>")
        #expect(tree.text(of: 1)?.value == "x & y 日本 <z>")
        #expect(tree.text(of: 1)?.mark == XMLMark(line: 2, column: 6))
        #expect(tree.text(of: 2)?.value == "1\n2\n3")
        // CR LF and a lone CR each end a line once: <d>'s text is on line 3.
        #expect(try kept("<a><c>1\r\n2\r3</c><d>x</d></a>").text(of: 2)?.mark == XMLMark(line: 3, column: 9))
    }

    @Test func anElementsTextLeavesOutItsChildrensAndJoinsAroundThem() throws {
        let tree = try kept("<a>one<b>two</b>three<![CDATA[ <four> ]]></a>")
        #expect(tree.text(of: 0) == XMLText(value: "onethree <four> ", mark: XMLMark(line: 1, column: 4)))
        #expect(tree.text(of: 1)?.value == "two")
    }

    @Test func columnsOfTextCountCharacters() throws {
        let tree = try kept("<a é=\"日本\"><b>😀</b><c>x</c></a>")
        #expect(tree.text(of: 1)?.mark == XMLMark(line: 1, column: 14))
        #expect(tree.text(of: 2)?.mark == XMLMark(line: 1, column: 22))
    }

    @Test func keptTextIsCheckedAsDroppedTextIs() {
        for bad in ["<a>&nbsp;</a>", "<a>x]]>y</a>", "<a>&#0;</a>", "<a>text", "<a><![CDATA[x</a>"] {
            var kept: XMLError?
            do { _ = try XMLReader.read(Array(bad.utf8), keepingText: true) } catch { kept = error }
            #expect(kept != nil && kept == failure(bad), "\(bad)")
        }
    }

    @Test func anExternalDoctypeIsSkippedOnlyWhenAllowed() throws {
        let plist = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist><a/></plist>"
        #expect(failure(plist)?.kind == .unsupported)
        let tree = try XMLReader.read(Array(plist.utf8), allowingExternalDoctype: true)
        #expect(tree[0].mark == XMLMark(line: 3, column: 1))
        #expect(try XMLReader.read(Array("<!DOCTYPE plist SYSTEM 'x.dtd' ><plist/>".utf8), allowingExternalDoctype: true)[0].name == "plist")
        func refused(_ text: String) -> XMLError? {
            do { _ = try XMLReader.read(Array(text.utf8), allowingExternalDoctype: true); return nil } catch { return error }
        }
        // An internal subset could declare entities: refused where it opens.
        let subset = refused("<!DOCTYPE p [<!ENTITY e \"boom\">]><p>&e;</p>")
        #expect(subset?.kind == .unsupported && subset?.mark == XMLMark(line: 1, column: 13))
        #expect(refused("<!DOCTYPE p SYSTEM><p/>") != nil)
        #expect(refused("<!DOCTYPE p PUBLIC \"a\"><p/>") != nil)
        #expect(refused("<!DOCTYPE p BOGUS \"a\"><p/>")?.mark == XMLMark(line: 1, column: 13))
        #expect(refused("<!DOCTYPE p><!DOCTYPE p><p/>")?.kind == .unsupported)
        #expect(refused("<p><!DOCTYPE p></p>")?.kind == .unsupported)
        #expect(refused("<!DOCTYPE p SYSTEM \"x")?.message.hasPrefix("the file ends inside the DOCTYPE") == true)
        // Still no entity but the predefined five.
        #expect(refused("<!DOCTYPE p SYSTEM \"x\"><p>&nbsp;</p>")?.kind == .reference)
    }
}
