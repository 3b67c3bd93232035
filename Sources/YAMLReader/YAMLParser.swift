import CLibYAML

/// Reads one YAML document with libyaml's event API into a `YAMLDocument`.
///
/// The loop is iterative with an explicit stack: input depth never becomes Swift stack depth.
/// Aliases are expanded in place, counted against `YAMLLimits.maxNodes`.
public enum YAMLParser {
    public static func parse(_ bytes: [UInt8], limits: YAMLLimits = YAMLLimits()) throws(YAMLError) -> YAMLDocument {
        var keep = KeepEverything()
        do {
            return try parse(bytes, limits: limits, consumer: &keep)
        } catch {
            switch error {
            case .yaml(let failure): throw failure
            case .consumer(let never): switch never {}
            }
        }
    }

    /// Reads the document, handing `consumer` each collection as it completes; what it takes over
    /// is left in the result as `.detached` nodes.
    public static func parse<Consumer: YAMLStreamConsumer>(_ bytes: [UInt8], limits: YAMLLimits = YAMLLimits(),
                                                           consumer: inout Consumer) throws(YAMLStreamError<Consumer.Failure>) -> YAMLDocument {
        // libyaml asserts on a nil input pointer, which an empty array has.
        guard !bytes.isEmpty else { throw .yaml(emptyFile) }
        let result: Result<YAMLDocument, YAMLStreamError<Consumer.Failure>> = bytes.withUnsafeBufferPointer { buffer in
            run(.memory(buffer), byteCount: buffer.count, limits: limits, consumer: &consumer)
        }
        return try result.get()
    }

    /// The same, with libyaml pulling the bytes from `stream` as it goes: a large file is never held
    /// whole. `byteCount` is the input's size (0: the file is empty). An error's source line is
    /// taken from `stream.wholeInput()`, read again only then.
    public static func parse<Consumer: YAMLStreamConsumer>(streaming stream: some YAMLByteStream, byteCount: Int,
                                                           limits: YAMLLimits = YAMLLimits(),
                                                           consumer: inout Consumer) throws(YAMLStreamError<Consumer.Failure>) -> YAMLDocument {
        guard byteCount > 0 else { throw .yaml(emptyFile) }
        return try run(.stream(StreamBox(stream)), byteCount: byteCount, limits: limits, consumer: &consumer).get()
    }

    private static let emptyFile = YAMLError(kind: .empty, message: "the file is empty; expected a screen spec",
                                             mark: YAMLMark(line: 1, column: 1), snippet: "")

    private static func run<Consumer: YAMLStreamConsumer>(_ input: Input, byteCount: Int, limits: YAMLLimits,
                                                          consumer: inout Consumer) -> Result<YAMLDocument, YAMLStreamError<Consumer.Failure>> {
        var builder = Builder(input: input, byteCount: byteCount, limits: limits,
                              keepsEverything: Consumer.self == KeepEverything.self)
        do throws(YAMLStreamError<Consumer.Failure>) {
            return .success(try builder.run(consumer: &consumer))
        } catch {
            return .failure(error)
        }
    }
}

/// Bytes handed to libyaml a piece at a time (a spec file read as it is parsed).
public protocol YAMLByteStream: AnyObject {
    /// Fills the start of `buffer` with the next bytes: how many (0 at the end), or nil when reading
    /// failed (libyaml then stops with an input error; the stream knows and says why).
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int?
    /// All of the input again, from the start: only an error's source line needs it.
    func wholeInput() -> [UInt8]
}

/// Where libyaml reads from: bytes in memory, or a stream.
private enum Input {
    case memory(UnsafeBufferPointer<UInt8>)
    case stream(StreamBox)
}

/// The stream behind libyaml's read handler's context pointer.
private final class StreamBox {
    let stream: any YAMLByteStream
    init(_ stream: any YAMLByteStream) { self.stream = stream }
}

/// Not generic over the consumer: `run` is, and reaches the consumer through its parameter. A
/// generic struct holding the consumer was used unspecialised from the decoder's module, and every
/// field access and closure in the loop went through its runtime metadata (about a fifth of the
/// reader's own work).
private struct Builder {
    let input: Input
    let byteCount: Int
    let limits: YAMLLimits
    let keepsEverything: Bool
    var document = YAMLDocument()
    /// Open collections: the node index, where its children start in `kids`, how many child
    /// lists the document held when it opened (what to cut back to if the consumer takes it), and
    /// `hiddenNodes` then.
    var stack: [(node: Int, kidStart: Int, childListStart: Int, hiddenStart: Int)] = []
    /// Nodes that detached nodes stand for beyond themselves, so far: a taken subtree's size is its
    /// nodes still in the document plus what was hidden inside it.
    var hiddenNodes = 0
    /// Children of the open collections, innermost last: one shared buffer rather than one array
    /// per collection.
    var kids: [Int32] = []
    var anchors: [String: Int] = [:]
    var openAnchors: Set<String> = []
    var openAnchorOfNode: [Int: String] = [:]
    /// The newest node an anchor names: a taken subtree at or before it keeps its nodes, since an
    /// alias may still copy them.
    var newestAnchoredNode = -1
    var budget: Int
    var aliasBudget: Int
    var documents = 0

    init(input: Input, byteCount: Int, limits: YAMLLimits, keepsEverything: Bool) {
        self.input = input
        self.byteCount = byteCount
        self.limits = limits
        self.keepsEverything = keepsEverything
        self.budget = limits.maxNodes
        self.aliasBudget = limits.maxAliasNodes
    }

    mutating func run<Consumer: YAMLStreamConsumer>(consumer: inout Consumer) throws(YAMLStreamError<Consumer.Failure>) -> YAMLDocument {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw .yaml(YAMLError(kind: .reader, message: "libyaml could not allocate a parser",
                                  mark: YAMLMark(line: 1, column: 1), snippet: ""))
        }
        defer { yaml_parser_delete(&parser) }
        switch input {
        case .memory(let buffer):
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
        case .stream(let box):
            // libyaml calls back as its 16 KB input buffer drains; the box outlives the parser.
            yaml_parser_set_input(&parser, { context, buffer, size, sizeRead in
                guard let context, let buffer, let sizeRead else { return 0 }
                let box = Unmanaged<StreamBox>.fromOpaque(context).takeUnretainedValue()
                guard let count = box.stream.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: size)) else { return 0 }
                sizeRead.pointee = count
                return 1
            }, Unmanaged.passUnretained(box).toOpaque())
        }
        if keepsEverything {
            // About one node per 12 bytes in the benchmark corpus and the examples; a guess too low
            // only means the arrays grow as before. The scalars' text is about the file's size (more
            // only for UTF-16 input, which the reader turns into UTF-8); a hint, not a limit.
            document.reserve(nodes: min(byteCount / 12, limits.maxNodes), textBytes: byteCount)
        } else {
            // A consumer takes views over as they end, and their text goes with them: what stays is
            // small, and room for the file's first 16 KB saves most files growing it at all. So
            // does room for a thousand nodes (some 45 KB with their child lists): grown from empty, the
            // node array was reallocated some nine times per file, the lists some eleven.
            document.reserve(nodes: min(byteCount / 12, 1 << 10), textBytes: min(byteCount, 1 << 14))
            kids.reserveCapacity(min(byteCount / 12, 1 << 8))
        }

        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else { throw .yaml(parserError(parser)) }
            defer { yaml_event_delete(&event) }
            let mark = YAMLMark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            switch event.type {
            case YAML_STREAM_END_EVENT:
                if documents == 0 {
                    throw .yaml(YAMLError(kind: .empty, message: "the file holds no YAML document (only comments or blank lines); expected a screen spec",
                                          mark: YAMLMark(line: 1, column: 1), snippet: ""))
                }
                return document
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    throw error(.multipleDocuments, "a screen spec is one YAML document; found a second document here (remove the `---` or split the file)", mark)
                }
            case YAML_SCALAR_EVENT:
                let s = event.data.scalar
                let node: Int
                do throws(YAMLError) {
                    node = try add(.scalar, mark, UnsafeBufferPointer(start: s.value, count: Int(s.length)),
                                   quoted: s.style != YAML_PLAIN_SCALAR_STYLE)
                } catch {
                    throw .yaml(error)
                }
                if let anchor = string(s.anchor) { register(anchor, node) }
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let isMap = event.type == YAML_MAPPING_START_EVENT
                let anchorPtr = isMap ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
                if stack.count >= limits.maxDepth {
                    throw error(.limit, "nesting deeper than \(limits.maxDepth) levels; a screen spec never needs that many", mark)
                }
                let kind: YAMLDocument.Kind = isMap ? .mapping : .sequence
                Self.announceStart(kind, at: slot(), mark: mark, entries: kids, from: stack.isEmpty ? kids.endIndex : stack[stack.count - 1].kidStart,
                                   in: document, to: &consumer)
                let childListStart = document.childListCount
                let node: Int
                do throws(YAMLError) {
                    node = try add(kind, mark, UnsafeBufferPointer(start: nil, count: 0), quoted: false)
                } catch {
                    throw .yaml(error)
                }
                if let anchor = string(anchorPtr) {
                    openAnchors.insert(anchor)
                    openAnchorOfNode[node] = anchor
                }
                stack.append((node, kids.count, childListStart, hiddenNodes))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                let open = stack.removeLast()
                // Through the buffer: a slice of `kids` was a retain and a release per collection.
                // `kidStart` is where this collection's children began on the stack, never past its end.
                precondition(open.kidStart <= kids.count, "a collection's children start inside the stack")
                kids.withUnsafeBufferPointer { document.setChildren(of: open.node, UnsafeBufferPointer(rebasing: $0[open.kidStart...])) }
                kids.removeSubrange(open.kidStart...)
                // Most files have no anchors: no hashing per collection then.
                if !openAnchorOfNode.isEmpty, let anchor = openAnchorOfNode.removeValue(forKey: open.node) {
                    openAnchors.remove(anchor)
                    register(anchor, open.node)
                }
                let token: Int32?
                let lent = (nodes: document.nodeCount, childLists: document.childListCount)
                do throws(Consumer.Failure) {
                    token = try consumer.collectionEnded(open.node, in: &document)
                } catch {
                    throw .consumer(error)
                }
                precondition(document.nodeCount == lent.nodes && document.childListCount == lent.childLists,
                             "a consumer hands the document back as it was lent")
                if let token, !stack.isEmpty {
                    let size = document.nodeCount - open.node + hiddenNodes - open.hiddenStart
                    detach(open.node, childListStart: open.childListStart, token: token, size: size, hiddenStart: open.hiddenStart)
                }
            case YAML_ALIAS_EVENT:
                let name = string(event.data.alias.anchor) ?? ""
                if openAnchors.contains(name) {
                    throw error(.undefinedAlias, "alias *\(name) refers to a node that contains it (a cycle)", mark)
                }
                guard let target = anchors[name] else {
                    throw error(.undefinedAlias, "alias *\(name) has no anchor &\(name) before it", mark)
                }
                let before = aliasBudget, childListStart = document.childListCount
                let nodesBefore = document.nodeCount, hiddenStart = hiddenNodes
                let slot = slot()
                guard let copy = document.cloneSubtree(target, at: mark, budget: &aliasBudget) else {
                    throw error(.limit, "aliases expand to more than \(limits.maxAliasNodes) nodes (an alias bomb?)", mark)
                }
                // Counted as the nodes the copy stands for, detached ones at their full size.
                let size = before - aliasBudget
                budget -= size
                hiddenNodes += size - (document.nodeCount - nodesBefore)
                attach(copy)
                guard document.kind(copy).isCollection else { break }
                let token: Int32?
                let lent = (nodes: document.nodeCount, childLists: document.childListCount)
                do throws(Consumer.Failure) {
                    token = try consumer.aliasExpanded(copy, at: slot, in: &document)
                } catch {
                    throw .consumer(error)
                }
                precondition(document.nodeCount == lent.nodes && document.childListCount == lent.childLists,
                             "a consumer hands the document back as it was lent")
                if let token, !stack.isEmpty {
                    detach(copy, childListStart: childListStart, token: token, size: size, hiddenStart: hiddenStart)
                }
            default:
                break
            }
        }
    }

    /// Tells `consumer` a collection starts, lending it `entries[start...]` as a buffer: a slice of
    /// them was a retain and a release per collection. Static, with the document a parameter: in a
    /// closure of `run` the consumer might have changed the builder's document for all the compiler
    /// knew, and its arrays were retained for the call.
    private static func announceStart<Consumer: YAMLStreamConsumer>(_ kind: YAMLDocument.Kind, at slot: YAMLSlot, mark: YAMLMark,
                                                                    entries: [Int32], from start: Int, in document: YAMLDocument,
                                                                    to consumer: inout Consumer) {
        precondition(start <= entries.count, "a collection's entries start inside the list")
        entries.withUnsafeBufferPointer { entries in
            consumer.collectionStarted(kind, at: slot, mark: mark, entries: UnsafeBufferPointer(rebasing: entries[start...]), in: document)
        }
    }

    /// Where the next node goes in the innermost open collection.
    @inline(__always)
    func slot() -> YAMLSlot {
        guard let parent = stack.last else { return .root }
        guard document.kind(parent.node) == .mapping else { return .item }
        return (kids.count - parent.kidStart) % 2 == 0 ? .key : .value(key: Int(kids[kids.count - 1]))
    }

    mutating func register(_ anchor: String, _ node: Int) {
        anchors[anchor] = node
        newestAnchoredNode = max(newestAnchoredNode, node)
    }

    /// Replaces the just-completed collection at `node` (the newest child of the innermost open
    /// collection) with a `.detached` node, and drops its nodes when no anchor is among them.
    /// `size` is the nodes the subtree stands for; `hiddenStart` is `hiddenNodes` before it began.
    mutating func detach(_ node: Int, childListStart: Int, token: Int32, size: Int, hiddenStart: Int) {
        let mark = document.mark(node)
        // Nodes an anchor may still copy stay, but no longer count: the detached node stands for them.
        var kept = 0
        if newestAnchoredNode < node {
            document.truncate(nodesFrom: node, childListFrom: childListStart)
        } else {
            kept = document.nodeCount - node
        }
        kids[kids.count - 1] = Int32(document.appendDetached(mark: mark, token: token, size: size))
        // The one node added stands for `size`; what was hidden inside the subtree is part of that.
        hiddenNodes = hiddenStart + size - 1 - kept
    }

    @inline(__always)
    mutating func add(_ kind: YAMLDocument.Kind, _ mark: YAMLMark, _ text: UnsafeBufferPointer<UInt8>, quoted: Bool) throws(YAMLError) -> Int {
        budget -= 1
        if budget < 0 {
            throw yamlError(.limit, "more than \(limits.maxNodes) YAML nodes", mark)
        }
        let node = document.append(kind: kind, mark: mark, bytes: text, quoted: quoted)
        attach(node)
        return node
    }

    @inline(__always)
    mutating func attach(_ node: Int) {
        if !stack.isEmpty { kids.append(Int32(node)) }
    }

    func string(_ p: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let p else { return nil }
        return String(cString: p)
    }

    func error<ConsumerFailure>(_ kind: YAMLError.Kind, _ message: String, _ mark: YAMLMark) -> YAMLStreamError<ConsumerFailure> {
        .yaml(yamlError(kind, message, mark))
    }

    func yamlError(_ kind: YAMLError.Kind, _ message: String, _ mark: YAMLMark) -> YAMLError {
        YAMLError(kind: kind, message: message, mark: mark, snippet: withSource { sourceSnippet($0, at: mark) })
    }

    /// The input's bytes, for an error: a stream is read again from the start.
    func withSource<T>(_ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        switch input {
        case .memory(let buffer): body(buffer)
        case .stream(let box): box.stream.wholeInput().withUnsafeBufferPointer(body)
        }
    }

    func parserError(_ parser: yaml_parser_t) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        let context = parser.context.map { String(cString: $0) }
        let kind: YAMLError.Kind
        var mark = YAMLMark(line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
        switch parser.error {
        case YAML_READER_ERROR:
            kind = .reader
            // The reader reports a byte offset, not a mark.
            mark = markOf(offset: Int(parser.problem_offset))
        case YAML_SCANNER_ERROR: kind = .scanner
        default: kind = .parser
        }
        // An unclosed quote runs to the end of the file, where libyaml reports it: a location past
        // the last line with an empty snippet. Point at the opening quote instead.
        if kind == .scanner, context == "while scanning a quoted scalar", problem.contains("end of stream") {
            let open = YAMLMark(line: Int(parser.context_mark.line) + 1, column: Int(parser.context_mark.column) + 1)
            return yamlError(.scanner, "unclosed quote: this quoted scalar has no closing quote before the end of the file", open)
        }
        var message = problem
        if parser.error == YAML_READER_ERROR, parser.problem_value != -1 {
            let value = Int(parser.problem_value)
            // A code point (a well-formed UTF-8 sequence for a surrogate or a value past U+10FFFF),
            // else the offending byte.
            if problem.hasPrefix("invalid Unicode character") || value > 0xFF {
                let hex = String(value, radix: 16, uppercase: true)
                message += " (U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)"
                    + ((0xD800...0xDFFF).contains(value) ? ", a UTF-16 surrogate, which UTF-8 text may not encode" : "") + ")"
            } else {
                message += " (byte 0x\(String(UInt8(truncatingIfNeeded: value), radix: 16)))"
            }
            // The usual culprits: a binary file, or UTF-16 saved without a byte-order mark.
            message += parser.problem_value == 0
                ? "; a NUL byte: is this a binary file, or UTF-16 without a byte-order mark?"
                : "; a screen spec is YAML text in UTF-8 (or UTF-16 with a byte-order mark)"
        } else if parser.error == YAML_READER_ERROR {
            message += "; a screen spec is YAML text in UTF-8 (or UTF-16 with a byte-order mark)"
        }
        if let context {
            let cm = parser.context_mark
            message = "\(context) (line \(cm.line + 1), column \(cm.column + 1)): \(message)"
        }
        if kind == .scanner, isTab(at: mark) || problem.contains("tab") {
            message += "; indent with spaces, YAML forbids tabs for indentation"
        }
        // `width: >= 44`: YAML reads a plain `>` as the start of a folded block scalar (or, inside
        // `{ }`, as a character no plain scalar may start with). Say what was meant and the fix.
        if kind == .scanner {
            let at = context == nil ? mark : YAMLMark(line: Int(parser.context_mark.line) + 1, column: Int(parser.context_mark.column) + 1)
            if let expression = unquotedRelation(at: at) {
                return yamlError(kind, "\(expression) must be quoted: YAML reads a plain '>' as the start of a folded block, so the constraint was not read; write \"\(expression)\"", at)
            }
        }
        return yamlError(kind, message, mark)
    }

    /// The unquoted `>= …` expression at this mark, if that is what is there (up to a `,`, `}` or comment).
    func unquotedRelation(at mark: YAMLMark) -> String? {
        let line = withSource { sourceSnippet($0, at: mark) }
        let rest = String(line.unicodeScalars.dropFirst(max(0, mark.column - 1)))
        guard rest.hasPrefix(">=") else { return nil }
        let end = rest.firstIndex { $0 == "," || $0 == "}" || $0 == "#" || $0 == "\n" || $0 == "\r" } ?? rest.endIndex
        return String(rest[..<end].reversed().drop { $0 == " " }.reversed())
    }

    func isTab(at mark: YAMLMark) -> Bool {
        withSource { sourceSnippet($0, at: mark) }.unicodeScalars.dropFirst(mark.column - 1).first == "\t"
    }

    func markOf(offset: Int) -> YAMLMark {
        withSource { SourceText.mark(atByte: offset, of: $0) }
    }
}
