import Testing
@testable import YAMLReader

/// Takes every mapping that is an item of the sequence under key `take`, recording what it saw.
private struct TakeItems: YAMLStreamConsumer {
    enum Failure: Error { case refused(YAMLMark) }

    /// Per open collection: is it the `take` sequence?
    var open: [Bool] = []
    var taken: [(token: Int32, keys: [String])] = []
    var copies: [YAMLSlot] = []
    var refuseAt: Int?

    mutating func collectionStarted(_ kind: YAMLDocument.Kind, at slot: YAMLSlot, mark: YAMLMark,
                                    entries: UnsafeBufferPointer<Int32>, in document: YAMLDocument) {
        if case .value(let key) = slot, document[key].scalar == "take", kind == .sequence {
            open.append(true)
        } else {
            open.append(false)
        }
    }

    mutating func collectionEnded(_ node: Int, in document: inout YAMLDocument) throws(Failure) -> Int32? {
        open.removeLast()
        guard open.last == true, document[node].kind == .mapping else { return nil }
        return try take(node, document)
    }

    mutating func aliasExpanded(_ node: Int, at slot: YAMLSlot, in document: inout YAMLDocument) throws(Failure) -> Int32? {
        copies.append(slot)
        guard open.last == true, slot == .item else { return nil }
        return try take(node, document)
    }

    private mutating func take(_ node: Int, _ document: YAMLDocument) throws(Failure) -> Int32 {
        if taken.count == refuseAt { throw .refused(document[node].mark) }
        let keys = document.pairs(of: node).map { document[$0.key].scalar }
        taken.append((Int32(100 + taken.count), keys))
        return Int32(99 + taken.count)
    }
}

/// Every node's text lies inside the document's (a broken record would make `withScalarBytes` trap).
private func expectTextInBounds(_ doc: YAMLDocument, sourceLocation: SourceLocation = #_sourceLocation) {
    for record in doc.records {
        #expect(record.textStart >= 0 && record.textStart + record.textCount <= doc.text.count, sourceLocation: sourceLocation)
    }
}

private func stream(_ text: String, _ consumer: inout TakeItems) throws(YAMLStreamError<TakeItems.Failure>) -> YAMLDocument {
    try YAMLParser.parse(Array(text.utf8), consumer: &consumer)
}

@Suite struct StreamConsumerTests {
    @Test func takenCollectionsBecomeDetachedNodesAndTheirNodesAreDropped() throws {
        var items = (0..<500).map { "  - {id: v\($0), class: UILabel, frame: [0, 0, 1, 1]}" }
        items.insert("  - plain", at: 2)
        let text = "name: x\ntake:\n" + items.joined(separator: "\n") + "\nafter: [1, 2]\n"
        var consumer = TakeItems()
        let doc = try stream(text, &consumer)
        #expect(consumer.taken.count == 500)
        #expect(consumer.taken[0].keys == ["id", "class", "frame"])
        let take = doc.pairs(of: doc.root)[1].value
        let kids = doc.children(of: take).map { doc[Int($0)] }
        #expect(kids.count == 501)
        #expect(kids[0].kind == .detached && kids[0].token == 100)
        #expect(kids[0].mark == YAMLMark(line: 3, column: 5))
        #expect(kids[2].kind == .scalar && kids[2].scalar == "plain")
        #expect(kids[500].token == 599)
        // 500 items of 9 nodes each were read; only their stand-ins remain.
        #expect(doc.nodeCount < 520)
        #expect(doc[doc.pairs(of: doc.root)[2].value].kind == .sequence)
        // The whole document, read without a consumer, keeps every node.
        #expect(try YAMLParser.parse(Array(text.utf8)).nodeCount > 4_500)
    }

    @Test func anAnchorInsideATakenCollectionStaysForItsAlias() throws {
        let text = """
            take:
              - {id: a, pin: &p {top: 8, left: 4}}
              - {id: b}
            again: *p
            copied: *p
            """
        var consumer = TakeItems()
        let doc = try stream(text, &consumer)
        #expect(consumer.taken.map(\.keys) == [["id", "pin"], ["id"]])
        let pairs = doc.pairs(of: doc.root)
        for value in [pairs[1].value, pairs[2].value] {
            #expect(doc[value].kind == .mapping)
            #expect(doc.pairs(of: value).map { doc[$0.value].scalar } == ["8", "4"])
        }
        #expect(doc[pairs[1].value].mark == YAMLMark(line: 4, column: 8))
        #expect(consumer.copies == [.value(key: pairs[1].key), .value(key: pairs[2].key)])
    }

    @Test func scalarTextSurvivesTakenCollectionsAndAliasesOfIt() throws {
        // Scalars' text is stored once, an alias's copy pointing at its original's, and a taken
        // collection's text is dropped with its nodes: what stays must still read as written.
        let text = """
            name: &n hello
            take:
              - {id: *n, class: UILabel}
              - {id: b, note: "ünïcode"}
            after: *n
            tail: "wörld"
            """
        var consumer = TakeItems()
        let doc = try stream(text, &consumer)
        #expect(consumer.taken.map(\.keys) == [["id", "class"], ["id", "note"]])
        let pairs = doc.pairs(of: doc.root)
        #expect(pairs.map { doc.scalar($0.key) } == ["name", "take", "after", "tail"])
        #expect(doc.scalar(pairs[0].value) == "hello" && doc.scalar(pairs[2].value) == "hello")
        #expect(doc.scalar(pairs[3].value) == "wörld" && doc.isQuoted(pairs[3].value))
        #expect(doc.children(of: pairs[1].value).map { doc.kind(Int($0)) } == [.detached, .detached])
        #expect(doc.scalar(pairs[3].value, is: "wörld") && !doc.scalar(pairs[3].value, is: "world"))
        #expect(doc.scalar(pairs[0].key, is: "name") && doc.scalarByteCount(pairs[3].value) == 6)
        // Same length, other bytes; and the overload for a name that is not a literal.
        #expect(!doc.scalar(pairs[0].key, is: "nome") && doc.scalar(pairs[0].key, equals: "na" + "me"))
        #expect(!doc.scalar(pairs[0].key, equals: "nome") && !doc.scalar(pairs[0].key, equals: "names"))
        expectTextInBounds(doc)
    }

    @Test func aTakenCopyOfAnAnchoredMappingLeavesTheTextAroundIt() throws {
        let text = """
            base: &v {id: a, note: "é"}
            take: [*v]
            tail: "wörld"
            """
        var consumer = TakeItems()
        let doc = try stream(text, &consumer)
        #expect(consumer.taken.map(\.keys) == [["id", "note"]])
        let pairs = doc.pairs(of: doc.root)
        #expect(doc.pairs(of: pairs[0].value).map { doc.scalar($0.value) } == ["a", "é"])
        #expect(doc.children(of: pairs[1].value).map { doc.kind(Int($0)) } == [.detached])
        #expect(doc.scalar(pairs[2].value) == "wörld")
        expectTextInBounds(doc)
    }

    @Test func anAnchoredScalarInsideATakenCollectionReadsBackThroughItsAlias() throws {
        let text = """
            take:
              - {id: &i x, class: UILabel}
            after: *i
            """
        var consumer = TakeItems()
        let doc = try stream(text, &consumer)
        #expect(consumer.taken.map(\.keys) == [["id", "class"]])
        #expect(doc.scalar(doc.pairs(of: doc.root)[1].value) == "x")
        expectTextInBounds(doc)
    }

    @Test func aCopiedCollectionIsOfferedAtItsSlotAndCanBeTaken() throws {
        let text = """
            take:
              - &v {id: a}
              - *v
            """
        var consumer = TakeItems()
        let doc = try stream(text, &consumer)
        #expect(consumer.copies == [.item])
        #expect(consumer.taken.count == 2)
        let kids = doc.children(of: doc.pairs(of: doc.root)[0].value).map { doc[Int($0)] }
        #expect(kids.map(\.kind) == [.detached, .detached])
        #expect(kids.map(\.token) == [100, 101])
        #expect(kids[1].mark == YAMLMark(line: 3, column: 5))
    }

    @Test func aConsumerFailureStopsTheReadAndKeepsItsValue() {
        var consumer = TakeItems(refuseAt: 1)
        do {
            _ = try stream("take:\n  - {a: 1}\n  - {b: 2}\n  - {c: 3}\n", &consumer)
            Issue.record("the consumer's failure was lost")
        } catch {
            guard case .consumer(.refused(let mark)) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(mark == YAMLMark(line: 3, column: 5))
        }
        #expect(consumer.taken.count == 1)
    }

    @Test func aYAMLErrorAfterTakenCollectionsIsStillReported() {
        var consumer = TakeItems()
        do {
            _ = try stream("take:\n  - {a: 1}\n  - {b: 2\n", &consumer)
            Issue.record("the unclosed mapping was accepted")
        } catch {
            guard case .yaml(let failure) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(failure.kind == .parser || failure.kind == .scanner)
        }
        #expect(consumer.taken.count == 1)
    }
}
