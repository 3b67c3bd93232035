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
/// Errors come out as from a decoder that reads the whole tree first, top down: ids are registered
/// in that order (see `frame`), and a view that fails keeps its nodes while its error waits in
/// `failedViews`. Its enclosing view, decoded later, meets its own errors first and the failed
/// subview only where its subviews are read, so the error that reaches the root is the first in
/// top-down order. It is thrown only after the top level has been checked and the whole file has
/// parsed (a YAML error anywhere still wins).
extension Decoder: YAMLStreamConsumer {
    typealias Failure = SpecError

    /// What an open collection is to a screen spec. Only the paths to views matter.
    enum Frame {
        case root
        case viewController
        case view(index: Int, isRoot: Bool, keyLocation: SourceLocation, subviews: Subviews)
        case subviews(parent: Int, cellOf: Int?)
        case cell(table: Int, contentView: Int)
        case other
    }

    /// How a view's `subviews` are decoded, settled when the first list begins (its keys are
    /// looked through once, however many `subviews:` a broken file repeats).
    enum Subviews { case notYet, asTheyEnd, withTheView }

    mutating func collectionStarted(_ kind: YAMLDocument.Kind, at slot: YAMLSlot, mark: YAMLMark,
                                    entries: UnsafeBufferPointer<Int32>, in document: YAMLDocument) {
        frames.append(frame(kind, at: slot, mark: mark, entries: entries, in: document))
    }

    mutating func collectionEnded(_ node: Int, in document: inout YAMLDocument) -> Int32? {
        guard case .view(let index, let isRoot, let keyLocation, _) = frames.removeLast() else { return nil }
        return decode(node, in: &document, index: index, isRoot: isRoot, keyLocation: keyLocation)
    }

    /// A copy arrives whole: a copied view is decoded at once, like any other view at that place.
    mutating func aliasExpanded(_ node: Int, at slot: YAMLSlot, in document: inout YAMLDocument) -> Int32? {
        guard case .view(let index, let isRoot, let keyLocation, _) = view(document.kind(node), at: slot, mark: document.mark(node), in: document) else {
            return nil
        }
        return decode(node, in: &document, index: index, isRoot: isRoot, keyLocation: keyLocation)
    }

    /// The frame for a collection starting at `slot` of the innermost open one (whose entries so
    /// far are `entries`).
    ///
    /// Subviews are decoded before their view, so the view's id is registered when they begin, as
    /// a top-down reader would have it; a view whose `id:` comes after its `subviews:` has them
    /// decoded with it instead, top down (`subview(_:of:cellOf:)`). Likewise a table's `cell:`
    /// before its `subviews:` waits for the table: the model numbers a table's subviews first.
    private mutating func frame(_ kind: YAMLDocument.Kind, at slot: YAMLSlot, mark: YAMLMark,
                                entries: UnsafeBufferPointer<Int32>, in document: YAMLDocument) -> Frame {
        if let view = view(kind, at: slot, mark: mark, in: document) { return view }
        let isMapping = kind == .mapping, isSequence = kind == .sequence
        switch frames.last {
        case nil:
            return slot == .root && isMapping ? .root : .other
        case .root?:
            return isMapping && Self.isKey(slot, "viewController", document) ? .viewController : .other
        case .view(let index, let isRoot, let keyLocation, var subviews)?:
            if isSequence, Self.isKey(slot, "subviews", document) {
                if subviews == .notYet {
                    subviews = registerIDEarly(index: index, isRoot: isRoot, entries: entries, in: document) ? .asTheyEnd : .withTheView
                    frames[frames.count - 1] = .view(index: index, isRoot: isRoot, keyLocation: keyLocation, subviews: subviews)
                }
                return subviews == .asTheyEnd ? .subviews(parent: index, cellOf: nil) : .other
            }
            guard isMapping, subviews == .asTheyEnd, Self.isKey(slot, "cell", document) else { return .other }
            let contentView = reserveView(parent: index, cellOf: index, location: self.keyLocation(slot, mark, document))
            cellContentViews[index] = contentView
            return .cell(table: index, contentView: contentView)
        case .cell(let table, let contentView)?:
            return isSequence && Self.isKey(slot, "subviews", document) ? .subviews(parent: contentView, cellOf: table) : .other
        default:
            return .other
        }
    }

    /// The frame of a view, with its index kept, when a collection starting here is one.
    private mutating func view(_ kind: YAMLDocument.Kind, at slot: YAMLSlot, mark: YAMLMark,
                               in document: YAMLDocument) -> Frame? {
        guard kind == .mapping else { return nil }
        switch frames.last {
        case .viewController? where Self.isKey(slot, "view", document):
            let at = keyLocation(slot, mark, document)
            return .view(index: reserveView(parent: nil, cellOf: nil, location: at), isRoot: true, keyLocation: at, subviews: .notYet)
        case .subviews(let parent, let cellOf)? where slot == .item:
            let at = location(mark)
            return .view(index: reserveView(parent: parent, cellOf: cellOf, location: at), isRoot: false, keyLocation: at, subviews: .notYet)
        default:
            return nil
        }
    }

    /// Registers the id of view `index` from its entries read so far, if it has one that
    /// `checkID` would accept and that is not taken (then `checkID` reports it when the view is
    /// decoded). False when a view other than the root has not given its `id:` yet.
    private mutating func registerIDEarly(index: Int, isRoot: Bool, entries: UnsafeBufferPointer<Int32>,
                                          in document: YAMLDocument) -> Bool {
        var k = entries.startIndex
        while k + 1 < entries.endIndex {
            let key = Int(entries[k]), value = Int(entries[k + 1])
            k += 2
            guard document.kind(key) == .scalar, document.scalar(key, is: "id") else { continue }
            let id = document.scalar(value)
            if document.kind(value) == .scalar, !NodeReader.isNullScalar(value, in: document), ids[id] == nil,
               Self.idProblem(id, isRoot: isRoot) == nil {
                ids[id] = (index, location(document.mark(key)), location(document.mark(value)))
            }
            return true
        }
        return isRoot
    }

    private static func isKey(_ slot: YAMLSlot, _ name: StaticString, _ document: YAMLDocument) -> Bool {
        guard case .value(let key) = slot, document.kind(key) == .scalar else { return false }
        return document.scalar(key, is: name)
    }

    private func keyLocation(_ slot: YAMLSlot, _ mark: YAMLMark, _ document: YAMLDocument) -> SourceLocation {
        guard case .value(let key) = slot else { return location(mark) }
        return location(document.mark(key))
    }

    /// The view's index as the token that takes its nodes over, or nil when it failed: then its
    /// nodes stay and its error is filed under its mapping's position.
    /// `reader` holds the document only for the call, swapped in and back out: a copy kept past it
    /// would make the reader's next append copy every node, and a copy for the call retained (and
    /// released twice) each of its three arrays per view.
    private mutating func decode(_ node: Int, in document: inout YAMLDocument, index: Int, isRoot: Bool,
                                 keyLocation: SourceLocation) -> Int32? {
        reader.swapDocument(with: &document)
        defer { reader.swapDocument(with: &document) }
        do {
            try decodeView(node, index: index, isRoot: isRoot, keyLocation: keyLocation)
        } catch {
            failedViews[location(reader.doc.mark(node))] = error
            return nil
        }
        return Int32(index)
    }

    private func location(_ mark: YAMLMark) -> SourceLocation {
        SourceLocation(line: mark.line, column: mark.column)
    }
}
