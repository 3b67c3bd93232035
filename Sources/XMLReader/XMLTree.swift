/// A 1-based line and column in an XML file; the column counts characters (Unicode scalars), not
/// bytes, as editors and Xcode do.
public struct XMLMark: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: XMLMark, b: XMLMark) -> Bool { (a.line, a.column) < (b.line, b.column) }

    public var description: String { "\(line):\(column)" }
}

/// One attribute, its value with references decoded and whitespace normalised (XML 1.0 §3.3.3).
public struct XMLAttribute: Hashable, Sendable {
    public var name: String
    public var value: String
    /// The first character of its name: a finding about one setting (`contentInsetAdjustmentBehavior`)
    /// points there rather than at the element.
    public var mark: XMLMark

    public init(name: String, value: String, mark: XMLMark) {
        self.name = name
        self.value = value
        self.mark = mark
    }
}

/// An element's character data (its text and CDATA sections, without those of its children), with
/// references decoded and line breaks read as line feeds; `mark` is its first character (the `<`
/// of a CDATA section that starts it).
public struct XMLText: Hashable, Sendable {
    public var value: String
    public var mark: XMLMark

    public init(value: String, mark: XMLMark) {
        self.value = value
        self.mark = mark
    }
}

/// A whole XML document as elements and attributes: what Interface Builder files carry. Character
/// data is checked and dropped unless the reader is asked to keep it (IB's layout lives in
/// elements and attributes only; a property list's values are text); comments and processing
/// instructions are checked and dropped.
public struct XMLTree: Sendable {
    public struct Element: Sendable {
        public var name: String
        /// The element's `<`.
        public var mark: XMLMark
        @usableFromInline var parentIndex: Int32
        @usableFromInline var firstChildIndex: Int32
        @usableFromInline var nextSiblingIndex: Int32
        @usableFromInline var attributeStart: Int32
        @usableFromInline var attributeCount: Int32

        public var parent: Int? { parentIndex < 0 ? nil : Int(parentIndex) }
    }

    /// Every element in document order; `elements[0]` is the root.
    public internal(set) var elements: [Element]
    /// Every element's attributes, each element's a run in source order.
    public internal(set) var attributes: [XMLAttribute]
    /// Elements' character data, when the reader kept it, by element index.
    var texts: [Int32: XMLText] = [:]

    public static let root = 0

    public subscript(element: Int) -> Element { elements[element] }

    /// The element's own character data, if the reader kept text (`XMLReader.read(_:keepingText:)`)
    /// and it has any.
    public func text(of element: Int) -> XMLText? { texts[Int32(element)] }

    public func attributes(of element: Int) -> ArraySlice<XMLAttribute> {
        let e = elements[element]
        return attributes[Int(e.attributeStart)..<Int(e.attributeStart + e.attributeCount)]
    }

    /// The value of the attribute `name` of `element`, if it has one.
    public func attribute(_ name: String, of element: Int) -> String? {
        // The length first: it rules out nearly every other attribute without a string comparison.
        let count = name.utf8.count
        for attribute in attributes(of: element) where attribute.name.utf8.count == count && attribute.name == name { return attribute.value }
        return nil
    }

    /// The attribute `name` of `element` with its position, if it has one.
    public func located(_ name: String, of element: Int) -> XMLAttribute? {
        let count = name.utf8.count
        for attribute in attributes(of: element) where attribute.name.utf8.count == count && attribute.name == name { return attribute }
        return nil
    }

    /// The element's child elements in document order.
    public func children(of element: Int) -> Children { Children(tree: self, first: elements[element].firstChildIndex) }

    /// The first child element named `name`, and, when `key` is given, with that `key` attribute
    /// (IB's way of saying which property an element fills: `<rect key="frame">`).
    public func child(of element: Int, named name: String, key: String? = nil) -> Int? {
        for child in children(of: element) where elements[child].name == name {
            if key == nil || attribute("key", of: child) == key { return child }
        }
        return nil
    }

    /// The index just past `element`'s subtree: elements are in document order, so its
    /// descendants are exactly `element + 1 ..< subtreeEnd(of: element)`.
    public func subtreeEnd(of element: Int) -> Int {
        var e = element
        while e >= 0 {
            let next = elements[e].nextSiblingIndex
            if next >= 0 { return Int(next) }
            e = Int(elements[e].parentIndex)
        }
        return elements.count
    }

    public struct Children: Sequence, IteratorProtocol {
        let tree: XMLTree
        var upcoming: Int32

        init(tree: XMLTree, first: Int32) {
            self.tree = tree
            upcoming = first
        }

        public mutating func next() -> Int? {
            guard upcoming >= 0 else { return nil }
            let current = Int(upcoming)
            upcoming = tree.elements[current].nextSiblingIndex
            return current
        }
    }
}
