import ScreenModel
import YAMLReader

extension Decoder {
    static let shorthands: [String: [Attribute]] = [
        "edges": [.top, .leading, .bottom, .trailing],
        "horizontalEdges": [.leading, .trailing],
        "verticalEdges": [.top, .bottom],
    ]

    static let shorthandNames = shorthands.keys.sorted()
    /// The shorthands' attributes by their position in `shorthandNames`.
    static let shorthandAttributes = shorthandNames.map { shorthands[$0]! }

    /// An attribute's bit among the names seen in one `constraints:` mapping. A switch, not a
    /// position in `Attribute.allCases`: that array is built (and reference-counted) per call, and
    /// with every thread doing so per constraint the files stopped linting in parallel.
    static func bitPosition(_ attribute: Attribute) -> Int {
        switch attribute {
        case .top: 0
        case .bottom: 1
        case .leading: 2
        case .trailing: 3
        case .left: 4
        case .right: 5
        case .centerX: 6
        case .centerY: 7
        case .width: 8
        case .height: 9
        }
    }
    static let constraintKeys = Attribute.allCases.map(\.rawValue) + shorthandNames + ["aspectRatio"]

    /// Appends the view's constraints to `constraints`: their positions there.
    mutating func decodeConstraints(_ node: Int, view: Int) throws(SpecError) -> Range<Int32> {
        guard reader.doc.kind(node) == .mapping else {
            throw reader.fail(.wrongType, "constraints must be a mapping of attribute: expression, found \(reader.describe(node))", at: node)
        }
        // Children read by position, here and in lists: a slice of the child list was retained and
        // released per view and per list.
        let childCount = reader.doc.childCount(of: node)
        let start = constraints.count
        // The names used so far, one bit each (attributes, then shorthands, then aspectRatio): a repeat is an error.
        var seen: UInt32 = 0
        // Source order matters: constraints are added to the layout in the order written, which
        // decides which one a conflict breaks.
        for k in stride(from: 0, to: childCount - 1, by: 2) {
            let key = reader.doc.child(k, of: node), value = reader.doc.child(k + 1, of: node)
            // Same checks as `NodeReader.mapping`, which this loop bypasses to keep source order.
            guard reader.doc.kind(key) == .scalar else {
                throw reader.fail(.wrongType, "keys in constraints must be attribute names, found \(reader.describe(key))", at: key)
            }
            if reader.doc.scalar(key, is: "<<"), !reader.doc.isQuoted(key) {
                throw reader.fail(.unsupported, "merge keys (<<) are not supported in screen specs; write the keys out", at: key)
            }
            // Read from the key's bytes; an attribute name (nearly every key) needs no look at the shorthands.
            let single = reader.doc.withScalarBytes(key) { Attribute(utf8: $0) }
            let shorthandIndex = single == nil ? Self.shorthandNames.firstIndex { reader.doc.scalar(key, equals: $0) } : nil
            let isAspectRatio = single == nil && shorthandIndex == nil && reader.doc.scalar(key, equals: "aspectRatio")
            guard single != nil || shorthandIndex != nil || isAspectRatio else {
                let name = reader.doc.scalar(key)
                throw reader.fail(.unknownKey, "unknown constraint attribute '\(name)'\(Suggestion.phrase(for: name, in: Self.constraintKeys))", at: key)
            }
            // The key's own bytes, as a string only when a message needs it: made per key, it was
            // released per constraint.
            var name: String { single?.rawValue ?? shorthandIndex.map { Self.shorthandNames[$0] } ?? "aspectRatio" }
            let bit: UInt32 = 1 << (single.map(Self.bitPosition) ?? shorthandIndex.map { 10 + $0 } ?? 13)
            if seen & bit != 0 {
                let first = stride(from: 0, to: k, by: 2).first { reader.doc.scalar(reader.doc.child($0, of: node), equals: name) }!
                throw reader.fail(.duplicateKey, "duplicate constraint '\(name)' (first at \(reader.location(reader.doc.child(first, of: node)))); several constraints on one attribute go in a list, \(name): [first, second]", at: key)
            }
            seen |= bit
            // A list is several constraints on one attribute (FORMAT.md §6).
            // Read in place: an array of one item per constraint was an allocation per constraint.
            let isList = reader.doc.kind(value) == .sequence
            let itemCount = isList ? reader.doc.childCount(of: value) : 1
            if isList, itemCount == 0 {
                throw reader.fail(.badConstraint, "the constraint list '\(name)' is empty; write at least one expression", at: value)
            }
            for n in 0..<itemCount {
                let item = isList ? reader.doc.child(n, of: value) : value
                // "must be text" would be odd for `top: 12`, which is fine: say what a value looks like.
                guard reader.doc.kind(item) == .scalar, !reader.isNull(item) else {
                    throw reader.fail(.wrongType, "the constraint '\(name)' must be an expression such as safeArea + 16, found \(reader.describe(item))", at: item)
                }
                // Items of a list are told apart by where each is written.
                let at = itemCount > 1 || item != value ? item : key
                if isAspectRatio {
                    constraints.append(try aspectRatio(item, keyNode: at))
                    continue
                }
                // Parsed from the value's bytes: its text is made into a string only when kept or quoted.
                let expression: ConstraintParser.Expression
                switch reader.doc.withScalarBytes(item, ConstraintParser.parse(utf8:)) {
                case .success(let parsed):
                    expression = parsed
                case .failure(.bad(let why)):
                    throw reader.fail(.badConstraint, "bad constraint '\(name): \(reader.doc.scalar(item))': \(why)", at: item)
                }
                if shorthandIndex != nil {
                    if expression.relation != .equal {
                        throw reader.fail(.badConstraint, "'\(name)' pins all its edges to one target; a relation needs each edge written on its own (e.g. top: \"\(expression.relation.symbol) safeArea\", bottom: \"\(expression.relation == .greaterOrEqual ? "<=" : ">=") safeArea\")", at: item)
                    }
                    if expression.attribute != nil || expression.multiplier != 1 || expression.constant != 0 || expression.target == nil {
                        throw reader.fail(.badConstraint, "'\(name)' pins all its edges to one target with constant 0; write just the target (e.g. \(name): safeArea), or each edge on its own for a constant", at: item)
                    }
                }
                // Indexed rather than `shorthand ?? [single]`, which built an array per constraint.
                for j in 0..<(shorthandIndex.map { Self.shorthandAttributes[$0].count } ?? 1) {
                    let attribute = shorthandIndex.map { Self.shorthandAttributes[$0][j] } ?? single!
                    let constraint = try makeConstraint(attribute, expression, view: view, keyNode: at,
                                                        valueNode: item, constraintIndex: constraints.count - start)
                    constraints.append(constraint)
                }
            }
        }
        return Int32(start)..<Int32(constraints.count)
    }

    /// `aspectRatio: 1.5`, `"16:9"`, `">= 1.5 @ high"`: `width = self.height × ratio`.
    private mutating func aspectRatio(_ node: Int, keyNode: Int) throws(SpecError) -> Constraint {
        let text = reader.doc.scalar(node)
        let location = reader.location(keyNode)
        // The relation and priority read like any expression's; the ratio is what the number was.
        var body = Substring(text).drop { $0 == " " }
        var relation = ConstraintRelation.equal
        for (symbol, r) in [(">=", ConstraintRelation.greaterOrEqual), ("<=", .lessOrEqual), ("==", .equal), ("≥", .greaterOrEqual), ("≤", .lessOrEqual)]
        where body.hasPrefix(symbol) {
            relation = r
            body = body.dropFirst(symbol.count).drop { $0 == " " }
            break
        }
        var priority = Constraint.required
        if let at = body.firstIndex(of: "@") {
            let priorityText = body[body.index(after: at)...].trimmedSpaces
            body = body[..<at]
            if let named = ConstraintParser.priority(named: priorityText) {
                priority = named
            } else if let value = Double(priorityText), value == value.rounded(), value >= 1, value <= 1000 {
                priority = UInt16(value)
            } else {
                throw reader.fail(.badConstraint, "bad aspectRatio '\(text)': priority '\(priorityText)' is not 1 to 1000 or one of required, high, low, fittingSize", at: node)
            }
        }
        let ratioText = body.trimmedSpaces
        var ratio: Double?
        let parts = ratioText.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 2, let w = Double(parts[0].trimmedSpaces), let h = Double(parts[1].trimmedSpaces) {
            ratio = h == 0 ? 0.0 : w / h
        } else if parts.count == 1 {
            ratio = Double(ratioText)
        }
        guard let ratio, ratio.isFinite else {
            throw reader.fail(.badConstraint, "bad aspectRatio '\(text)': write width ÷ height as a number (1.5) or a quoted ratio (\"16:9\")", at: node)
        }
        guard ratio > 0, ratio <= NodeReader.maxMagnitude else {
            throw reader.fail(.badConstraint, "aspectRatio '\(text)' must be a positive ratio of width to height (e.g. 1.5 or \"16:9\")", at: node)
        }
        constraintTexts[location] = text
        return Constraint(attribute: .width, target: .selfView, targetAttribute: .height, multiplier: ratio, constant: 0,
                          relation: relation, priority: priority, spelling: [.aspectRatio, .verbatim, .multiplier, .attribute], location: location)
    }

    private mutating func makeConstraint(_ attribute: Attribute, _ e: ConstraintParser.Expression, view: Int,
                                         keyNode: Int, valueNode: Int, constraintIndex: Int) throws(SpecError) -> Constraint {
        let location = reader.location(keyNode)
        // The expression as written, for the few places that need it whole.
        var text: String { reader.doc.scalar(valueNode) }
        if e.spelling.contains(.verbatim) { constraintTexts[location] = text }
        let priority = e.priority ?? Constraint.required
        guard let targetRange = e.target else {
            guard attribute.isSize else {
                let example = "safeArea \(e.constant < 0 ? "-" : "+") \(Constraint.number(abs(e.constant)))"
                throw reader.fail(.badConstraint, "'\(attribute.rawValue): \(text)': a bare number is only a width or height; pin \(attribute.rawValue) to a target (e.g. \(example))", at: valueNode)
            }
            guard e.constant >= 0 else {
                throw reader.fail(.badConstraint, "'\(attribute.rawValue): \(text)': a fixed \(attribute.rawValue) cannot be negative", at: valueNode)
            }
            return Constraint(attribute: attribute, target: .constant, targetAttribute: attribute, multiplier: 1,
                              constant: e.constant, relation: e.relation, priority: priority, spelling: e.spelling, location: location)
        }
        // Compared as bytes: a named target (most) needs no string, and only a sibling's is kept.
        let isSelf = e.guide == nil && targetRange.count == 4 && reader.doc.withScalarBytes(valueNode) {
            YAMLDocument.sameBytes(UnsafeBufferPointer(rebasing: $0[targetRange]), UnsafeBufferPointer(start: ("self" as StaticString).utf8Start, count: 4))
        }
        let targetAttribute = e.attribute ?? attribute
        // UIKit pairs a location with a location of the same axis, a dimension with any dimension.
        if targetAttribute.isSize != attribute.isSize || (!attribute.isSize && targetAttribute.axis != attribute.axis) {
            throw reader.fail(.badConstraint, "'\(attribute.rawValue): \(text)': \(attribute.rawValue) cannot relate to \(targetAttribute.rawValue) (UIKit pairs a position with a position on the same axis, and a size with any size)", at: valueNode)
        }
        let target: ConstraintTarget
        if let guide = e.guide {
            target = guide
        } else if isSelf {
            if let g = e.viewGuide {
                throw reader.fail(.badConstraint, "'\(attribute.rawValue): \(text)': self.\(g.name) is a guide inside this view; constrain to the superview's (\(g.name)) instead", at: valueNode)
            }
            guard attribute.isSize else {
                throw reader.fail(.badConstraint, "'\(attribute.rawValue): \(text)': self can only appear in a width or height (e.g. width: self.height * 1.5)", at: valueNode)
            }
            if targetAttribute == attribute {
                throw reader.fail(.badConstraint, "'\(attribute.rawValue): \(text)': a view's \(attribute.rawValue) relates to its own \(attribute == .width ? "height" : "width") (e.g. \(attribute.rawValue): self.\(attribute == .width ? "height" : "width") * 1.5)", at: valueNode)
            }
            target = .selfView
        } else {
            target = e.viewGuide.map { .viewGuide(index: -1, guide: $0) } ?? .view(index: -1)
            // The views read in place: a copy of the array (or of `self`, captured) was retained.
            let sibling = views.withUnsafeBufferPointer { views in
                reader.doc.withScalarBytes(valueNode) { Self.earlierSibling(of: view, named: UnsafeBufferPointer(rebasing: $0[targetRange]), in: views) }
            }
            // A sibling found has the name as its id (`PendingSibling.name`): nothing is kept for it.
            var name = pendingNames.count..<pendingNames.count
            if sibling == nil {
                // Room for a few dozen names at once: grown from empty it was reallocated some nine times per spec.
                if pendingNames.capacity == 0 { pendingNames.reserveCapacity(1024) }
                Self.append(targetRange, of: valueNode, in: reader.doc, to: &pendingNames)
                name = name.lowerBound..<pendingNames.count
            }
            // Room for a few hundred from the first: grown from empty, the list was reallocated some
            // eight times per spec.
            if pendingSiblings.capacity == 0 { pendingSiblings.reserveCapacity(256) }
            pendingSiblings.append(PendingSibling(view: view, constraint: constraintIndex, name: name, sibling: sibling,
                                                  location: reader.location(valueNode)))
        }
        return Constraint(attribute: attribute, target: target, targetAttribute: targetAttribute,
                          multiplier: e.multiplier, constant: e.constant, relation: e.relation, priority: priority,
                          spelling: e.spelling, location: location)
    }

    /// Points view targets at their views: any view of the screen (UIKit needs a common ancestor,
    /// and every view of a spec has the root), except across a table cell template's edge (a cell
    /// is laid out apart from the table's other content, and reused).
    mutating func resolveSiblings() throws(SpecError) {
        // Moved out of `self`: `decodeSpec` is done with them after this.
        var siblings: [PendingSibling] = []
        swap(&siblings, &pendingSiblings)
        for p in siblings.indices {
            let target = try checkTarget(siblings[p])
            guard case .constraints(let range, _) = views[siblings[p].view].layout else { continue }
            let k = Int(range.lowerBound) + siblings[p].constraint
            if case .viewGuide(_, let guide) = constraints[k].target {
                constraints[k].target = .viewGuide(index: target, guide: guide)
            } else {
                constraints[k].target = .view(index: target)
            }
            // The id is found with String's ==, which takes U+212A KELVIN SIGN for `K`: when its
            // bytes are not the name's, the text the parser could rebuild (with the name as
            // written) is kept, or messages would quote the id instead. A sibling found while
            // decoding has the name's bytes.
            if siblings[p].sibling == nil, !constraints[k].spelling.contains(.verbatim) {
                let name = siblings[p].name
                let sameBytes = views.withUnsafeBufferPointer { views in
                    pendingNames.withUnsafeBufferPointer { YAMLDocument.sameBytes(views[target].id, UnsafeBufferPointer(rebasing: $0[name])) }
                }
                if !sameBytes {
                    constraintTexts[constraints[k].location] = constraints[k].rebuiltText(targetName: writtenName(of: siblings[p]))
                    constraints[k].spelling.insert(.verbatim)
                }
            }
        }
    }

    /// Equal UTF-8, byte for byte (`==` compares canonical equivalence). Over the contiguous bytes:
    /// `utf8.elementsEqual` ran unspecialised here, at some 2,000 instructions a call.
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        return b.utf8.withContiguousStorageIfAvailable { YAMLDocument.sameBytes(a, $0) } ?? a.utf8.elementsEqual(b.utf8)
    }

    /// How many views before a view `earlierSibling` looks at: most constraints name the sibling
    /// just above, and a bound keeps a name that is not there from costing a scan of the file.
    static let siblingLookback = 16

    /// A sibling decoded before `view` whose id is exactly the bytes `name`, among the views just
    /// before it. It is the view the id table gives at the end, since ids are unique in a spec that
    /// decodes that far (a repeat fails its view first): no string is made and hashed for the name.
    private static func earlierSibling(of view: Int, named name: UnsafeBufferPointer<UInt8>, in views: UnsafeBufferPointer<ViewSpec>) -> Int? {
        guard let parent = views[view].parent else { return nil }
        var j = view - 1
        while j > parent, j >= view - Self.siblingLookback {
            if views[j].parent == parent, YAMLDocument.sameBytes(views[j].id, name) { return j }
            j -= 1
        }
        return nil
    }

    /// The cell template a view belongs to (its `cellOf` table), or nil.
    private func cell(of view: Int) -> Int? {
        var v: Int? = view
        while let current = v {
            if views[current].cellOf != nil { return views[current].cellOf }
            v = views[current].parent
        }
        return nil
    }

    /// Appends bytes `range` of scalar `node` to `names`. Static, the document a parameter: in a
    /// closure that changed `self` the document was retained, in case the change reached it.
    private static func append(_ range: Range<Int>, of node: Int, in doc: YAMLDocument, to names: inout [UInt8]) {
        doc.withScalarBytes(node) { names.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The name a pending constraint wrote, when no sibling was found for it while decoding.
    func writtenName(of pending: PendingSibling) -> String {
        pendingNames.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[pending.name]), as: UTF8.self) }
    }

    /// The target's view index.
    private mutating func checkTarget(_ pending: PendingSibling) throws(SpecError) -> Int {
        // Made only when needed: a sibling found while decoding has the name as its id.
        var name: String { pending.sibling.map { views[$0].id } ?? writtenName(of: pending) }
        let found: Int?
        if let sibling = pending.sibling {
            found = sibling
        } else {
            let written = writtenName(of: pending)
            found = written == "root" ? ScreenSpec.rootIndex : ids[written]?.index
        }
        if let target = found {
            if target == pending.view {
                throw SpecError(kind: .unknownReference, message: "'\(name)' is the view itself; write self for its own dimensions (e.g. width: self.height * 1.5)", location: pending.location)
            }
            if cell(of: target) != cell(of: pending.view) {
                throw SpecError(kind: .unknownReference, message: "'\(name)' is \(cell(of: pending.view) == nil ? "inside a table's cell template" : "outside this cell template"); a cell's content is laid out apart from the rest of the table and can only be constrained to views of the same cell", location: pending.location)
            }
            return target
        }
        // Copied only here: a view is a large value, and most targets are found.
        let view = views[pending.view]
        let siblings = view.parent.map { views[$0].subviews.map { views[$0].id } }?.filter { $0 != view.id } ?? []
        // A sibling is the likely meaning; any other view only for a name long enough to be a typo of it.
        let written = name
        var suggestion = Suggestion.phrase(for: written, in: siblings)
        if suggestion.isEmpty, written.count >= 4 { suggestion = Suggestion.phrase(for: written, in: ids.keys.sorted()) }
        let message = NodeReader.message("unknown view '\(written)'", suggestion: suggestion,
                                         then: "a constraint names superview, safeArea, margins, readableContent, frameGuide, self or a view's id")
        throw SpecError(kind: .unknownReference, message: message, location: pending.location)
    }
}

extension Constraint {
    var siblingIndex: Int? { targetView }
}

/// A constraint whose target is a view named by id, resolved once every id is known.
struct PendingSibling {
    let view: Int
    /// The constraint's position among the view's.
    let constraint: Int
    /// Where the name as written is in `Decoder.pendingNames`; empty when `sibling` is known, whose
    /// id is the name (the same bytes). Bytes, not a string: as plain values, the pending
    /// constraints are sorted, read and dropped without reference counting.
    let name: Range<Int>
    /// A sibling before the view whose id is the name, found while the view was decoded.
    let sibling: Int?
    let location: SourceLocation
}

extension StringProtocol {
    /// Without the spaces at either end.
    var trimmedSpaces: String { String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
}
