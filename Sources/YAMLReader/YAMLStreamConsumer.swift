/// Takes over parts of a document while libyaml reads it, so that a large file's nodes are never
/// all in memory at once: a 20 MB spec is 1.7 million nodes, about 70 MB as a whole tree.
///
/// The reader announces where each mapping and sequence starts and ends. A consumer that returns a
/// token from `collectionEnded` has dealt with that collection: the reader replaces it with a
/// `.detached` node holding the token and drops its nodes (unless an anchor inside them may still
/// be copied by an alias). The root is never taken over.
public protocol YAMLStreamConsumer {
    associatedtype Failure: Error

    /// A mapping or sequence starts at `slot` of the innermost open collection, whose children so
    /// far are `entries` (for a mapping: key, value, ..., and this collection's key last). `entries`
    /// is valid only during this call: do not store it or read it afterwards. Not a place to fail:
    /// a consumer refuses a collection when it ends.
    mutating func collectionStarted(_ kind: YAMLDocument.Kind, at slot: YAMLSlot, mark: YAMLMark,
                                    entries: UnsafeBufferPointer<Int32>, in document: YAMLDocument)

    /// The collection at `node` is complete, with its children in `document`. A token takes it over.
    ///
    /// `document` is lent, not given: a consumer may move it into a place of its own for the call
    /// (`swap`, which costs no reference counting where a copy retains each of its arrays) and must
    /// hand it back unchanged (the reader traps otherwise).
    mutating func collectionEnded(_ node: Int, in document: inout YAMLDocument) throws(Failure) -> Int32?

    /// An alias was expanded into a copy of a collection at `node`. Copies come whole, without
    /// start and end announcements. A token takes it over. `document` is lent as for `collectionEnded`.
    mutating func aliasExpanded(_ node: Int, at slot: YAMLSlot, in document: inout YAMLDocument) throws(Failure) -> Int32?
}

/// Where a node sits in the innermost open collection.
public enum YAMLSlot: Sendable, Equatable {
    /// The document's root.
    case root
    /// An item of a sequence.
    case item
    /// A mapping's key (a complex key, when the node is a collection).
    case key
    /// A mapping's value; `key` is the key node's index.
    case value(key: Int)
}

/// A failure while reading a document for a consumer: libyaml's (or the reader's limits'), or the
/// consumer's own.
public enum YAMLStreamError<ConsumerFailure: Error>: Error {
    case yaml(YAMLError)
    case consumer(ConsumerFailure)
}

/// The consumer that takes nothing: the whole document is kept.
struct KeepEverything: YAMLStreamConsumer {
    func collectionStarted(_ kind: YAMLDocument.Kind, at slot: YAMLSlot, mark: YAMLMark,
                           entries: UnsafeBufferPointer<Int32>, in document: YAMLDocument) {}
    func collectionEnded(_ node: Int, in document: inout YAMLDocument) -> Int32? { nil }
    func aliasExpanded(_ node: Int, at slot: YAMLSlot, in document: inout YAMLDocument) -> Int32? { nil }
}
