import ScreenModel
import YAMLReader

/// Decodes views while libyaml reads the file. Each view is decoded when its mapping ends, from its
/// own keys alone (its subviews, decoded before it, are `.detached` nodes by then), and the reader
/// then drops its nodes. A large spec is never held whole as a node tree: for the 20 MB benchmark
/// spec that tree was 70 MB, a third of the peak memory.
///
/// A view's index is kept when its mapping starts, so indices stay in document order with every
/// view before its subviews, as the engine expects.
///
/// Errors come out as from a decoder that reads the whole tree first, top down. A view that fails
/// keeps its nodes and its error waits in `failedViews`; its enclosing view, decoded later, meets
/// its own errors first and the failed subview only where its subviews are read. So the error
/// that reaches the root is the first one in document order, and it is thrown only after the top
/// level has been checked and the whole file has parsed (a YAML error anywhere still wins).
extension Decoder: YAMLStreamConsumer {
    typealias Failure = SpecError

    /// What an open collection is to a screen spec. Only the paths to views matter.
    enum Frame {
        case root
        case viewController
        case view(index: Int, isRoot: Bool, keyLocation: SourceLocation)
        case subviews(parent: Int, cellOf: Int?)
        case cell(table: Int, contentView: Int)
        case other
    }

    mutating func collectionStarted(_ kind: YAMLDocument.Kind, at slot: YAMLSlot, mark: YAMLMark,
                                    in document: YAMLDocument) {
        frames.append(frame(kind, at: slot, mark: mark, in: document))
    }

    mutating func collectionEnded(_ node: Int, in document: YAMLDocument) -> Int32? {
        guard case .view(let index, let isRoot, let keyLocation) = frames.removeLast() else { return nil }
        return decode(node, in: document, index: index, isRoot: isRoot, keyLocation: keyLocation)
    }

    /// A copy arrives whole: a copied view is decoded at once, like any other view at that place.
    mutating func aliasExpanded(_ node: Int, at slot: YAMLSlot, in document: YAMLDocument) -> Int32? {
        let mark = document[node].mark
        guard case .view(let index, let isRoot, let keyLocation) = frame(document[node].kind, at: slot, mark: mark, in: document) else {
            return nil
        }
        return decode(node, in: document, index: index, isRoot: isRoot, keyLocation: keyLocation)
    }

    /// The frame for a collection starting at `slot` of the innermost open one; a view's index is
    /// kept here.
    private mutating func frame(_ kind: YAMLDocument.Kind, at slot: YAMLSlot, mark: YAMLMark,
                                in document: YAMLDocument) -> Frame {
        func key(_ name: String) -> Bool {
            guard case .value(let key) = slot, document[key].kind == .scalar else { return false }
            return MappingEntries.same(document[key].scalar, name)
        }
        func keyLocation() -> SourceLocation {
            guard case .value(let key) = slot else { return location(mark) }
            return location(document[key].mark)
        }
        let isMapping = kind == .mapping, isSequence = kind == .sequence
        switch frames.last {
        case nil:
            return slot == .root && isMapping ? .root : .other
        case .root?:
            return isMapping && key("viewController") ? .viewController : .other
        case .viewController?:
            guard isMapping, key("view") else { return .other }
            let at = keyLocation()
            return .view(index: reserveView(parent: nil, cellOf: nil, location: at), isRoot: true, keyLocation: at)
        case .view(let index, _, _)?:
            if isSequence, key("subviews") { return .subviews(parent: index, cellOf: nil) }
            guard isMapping, key("cell") else { return .other }
            let contentView = reserveView(parent: index, cellOf: index, location: keyLocation())
            cellContentViews[index] = contentView
            return .cell(table: index, contentView: contentView)
        case .cell(let table, let contentView)?:
            return isSequence && key("subviews") ? .subviews(parent: contentView, cellOf: table) : .other
        case .subviews(let parent, let cellOf)?:
            guard isMapping, slot == .item else { return .other }
            let at = location(mark)
            return .view(index: reserveView(parent: parent, cellOf: cellOf, location: at), isRoot: false, keyLocation: at)
        case .other?:
            return .other
        }
    }

    /// The view's index as the token that takes its nodes over, or nil when it failed: then its
    /// nodes stay and its error is filed under its mapping's position.
    /// `reader` holds the document only for the call: a copy kept past it would make the reader's
    /// next append copy every node.
    private mutating func decode(_ node: Int, in document: YAMLDocument, index: Int, isRoot: Bool,
                                 keyLocation: SourceLocation) -> Int32? {
        reader = NodeReader(doc: document)
        defer { reader = NodeReader(doc: YAMLDocument()) }
        do {
            try decodeView(node, index: index, isRoot: isRoot, keyLocation: keyLocation)
        } catch {
            failedViews[location(document[node].mark)] = error
            return nil
        }
        return Int32(index)
    }

    private func location(_ mark: YAMLMark) -> SourceLocation {
        SourceLocation(line: mark.line, column: mark.column)
    }
}
