import ScreenModel
import YAMLReader

extension Decoder {
    static let shorthands: [String: [Attribute]] = [
        "edges": [.top, .leading, .bottom, .trailing],
        "horizontalEdges": [.leading, .trailing],
        "verticalEdges": [.top, .bottom],
    ]

    static let shorthandNames = shorthands.keys.sorted()

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
    static let constraintKeys = Attribute.allCases.map(\.rawValue) + shorthandNames

    /// Appends the view's constraints to `constraints`: their positions there.
    mutating func decodeConstraints(_ node: Int, view: Int) throws(SpecError) -> Range<Int32> {
        let allowed = Self.constraintKeys
        guard reader.doc.kind(node) == .mapping else {
            throw reader.fail(.wrongType, "constraints must be a mapping of attribute: expression, found \(reader.describe(node))", at: node)
        }
        let kids = reader.doc.children(of: node)
        let start = constraints.count
        // The names used so far, one bit each (attributes, then shorthands): a repeat is an error.
        var seen: UInt32 = 0
        // Source order matters: when an axis has too many constraints, the later ones are reported.
        for k in stride(from: kids.startIndex, to: kids.endIndex - 1, by: 2) {
            let key = Int(kids[k]), value = Int(kids[k + 1])
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
            guard single != nil || shorthandIndex != nil else {
                let name = reader.doc.scalar(key)
                throw reader.fail(.unknownKey, "unknown constraint attribute '\(name)'\(Suggestion.phrase(for: name, in: allowed))", at: key)
            }
            // The key's own bytes, as a string only when a message needs it.
            let name = single?.rawValue ?? Self.shorthandNames[shorthandIndex!]
            let shorthand = shorthandIndex.map { Self.shorthands[Self.shorthandNames[$0]]! }
            let bit: UInt32 = 1 << (single.map(Self.bitPosition) ?? 10 + shorthandIndex!)
            if seen & bit != 0 {
                let first = stride(from: kids.startIndex, to: k, by: 2).first { reader.doc.scalar(Int(kids[$0]), equals: name) }!
                throw reader.fail(.duplicateKey, "duplicate constraint '\(name)' (first at \(reader.location(Int(kids[first]))))", at: key)
            }
            seen |= bit
            // "must be text" would be odd for `top: 12`, which is fine: say what a value looks like.
            guard reader.doc.kind(value) == .scalar, !reader.isNull(value) else {
                throw reader.fail(.wrongType, "the constraint '\(name)' must be an expression such as safeArea + 16, found \(reader.describe(value))", at: value)
            }
            // Parsed from the value's bytes: its text is made into a string only when kept or quoted.
            let expression: ConstraintParser.Expression
            switch reader.doc.withScalarBytes(value, ConstraintParser.parse(utf8:)) {
            case .success(let parsed):
                expression = parsed
            case .failure(.bad(let why)):
                throw reader.fail(.badConstraint, "bad constraint '\(name): \(reader.doc.scalar(value))': \(why)", at: value)
            }
            if shorthand != nil, expression.attribute != nil || expression.multiplier != 1 || expression.constant != 0 || expression.target == nil {
                throw reader.fail(.badConstraint, "'\(name)' pins all its edges to one target with constant 0; write just the target (e.g. \(name): safeArea)", at: value)
            }
            // Indexed rather than `shorthand ?? [single]`, which built an array per constraint.
            for j in 0..<(shorthand?.count ?? 1) {
                let constraint = try makeConstraint(shorthand?[j] ?? single!, expression, view: view, keyNode: key,
                                                    valueNode: value, constraintIndex: constraints.count - start)
                constraints.append(constraint)
            }
        }
        return Int32(start)..<Int32(constraints.count)
    }

    private mutating func makeConstraint(_ attribute: Attribute, _ e: ConstraintParser.Expression, view: Int,
                                         keyNode: Int, valueNode: Int, constraintIndex: Int) throws(SpecError) -> Constraint {
        let location = reader.location(keyNode)
        // The expression as written, for the few places that need it whole.
        var text: String { reader.doc.scalar(valueNode) }
        if e.spelling.contains(.verbatim) { constraintTexts[location] = text }
        guard let targetRange = e.target else {
            guard attribute.isSize else {
                let example = "safeArea \(e.constant < 0 ? "-" : "+") \(Constraint.number(abs(e.constant)))"
                throw reader.fail(.badConstraint, "'\(attribute.rawValue): \(text)': a bare number is only a width or height; pin \(attribute.rawValue) to a target (e.g. \(example))", at: valueNode)
            }
            guard e.constant >= 0 else {
                throw reader.fail(.badConstraint, "'\(attribute.rawValue): \(text)': a fixed \(attribute.rawValue) cannot be negative", at: valueNode)
            }
            return Constraint(attribute: attribute, target: .constant, targetAttribute: attribute, multiplier: 1,
                              constant: e.constant, spelling: e.spelling, location: location)
        }
        let targetAttribute = e.attribute ?? attribute
        if targetAttribute.isSize != attribute.isSize || (!attribute.isSize && targetAttribute.axis != attribute.axis) {
            throw reader.fail(.badConstraint, "'\(attribute.rawValue): \(text)': \(attribute.rawValue) cannot equal \(targetAttribute.rawValue) (positions pair with positions on the same axis, sizes with sizes)", at: valueNode)
        }
        let target: ConstraintTarget
        if let guide = e.guide {
            target = guide
        } else {
            target = .sibling(index: -1)
            let name = reader.doc.withScalarBytes(valueNode) { String(decoding: UnsafeBufferPointer(rebasing: $0[targetRange]), as: UTF8.self) }
            pendingSiblings.append((view, constraintIndex, name, reader.location(valueNode)))
        }
        return Constraint(attribute: attribute, target: target, targetAttribute: targetAttribute,
                          multiplier: e.multiplier, constant: e.constant, spelling: e.spelling, location: location)
    }

    /// Points sibling targets at their views, then orders every view's subviews so that a view
    /// comes after the siblings it references; a cycle is an error at one of its constraints.
    mutating func resolveSiblings() throws(SpecError) {
        var refers = [Bool](repeating: false, count: views.count)
        var p = 0
        while p < pendingSiblings.count {
            // A view's pending targets are consecutive (its constraints are decoded in one go): take
            // its list out once, so it is updated in place rather than copied per target.
            let viewIndex = pendingSiblings[p].view
            var end = p
            while end < pendingSiblings.count, pendingSiblings[end].view == viewIndex { end += 1 }
            var targets: [Int] = []
            targets.reserveCapacity(end - p)
            for pending in pendingSiblings[p..<end] { targets.append(try checkSibling(pending)) }
            refers[viewIndex] = true
            guard case .constraints(let range, _) = views[viewIndex].layout else { p = end; continue }
            for (pending, target) in zip(pendingSiblings[p..<end], targets) {
                let k = Int(range.lowerBound) + pending.constraint
                constraints[k].target = .sibling(index: target)
                // The id is found with String's ==, which takes U+212A KELVIN SIGN for `K`: when its
                // bytes are not the name's, the text the parser could rebuild (with the name as
                // written) is kept, or messages would quote the id instead.
                if !constraints[k].spelling.contains(.verbatim), !Self.sameBytes(views[target].id, pending.name) {
                    constraintTexts[constraints[k].location] = constraints[k].rebuiltText(targetName: pending.name)
                    constraints[k].spelling.insert(.verbatim)
                }
            }
            p = end
        }
        var rankOf = [Int](repeating: 0, count: views.count)
        for parent in views.indices where views[parent].subviews.count > 1 {
            let siblings = views[parent].subviews
            guard siblings.contains(where: { refers[$0] }) else { continue }
            views[parent].layoutOrder = try layoutOrder(siblings, refers: refers, rankOf: &rankOf)
        }
    }

    /// Equal UTF-8, byte for byte (`==` compares canonical equivalence). Over the contiguous bytes:
    /// `utf8.elementsEqual` ran unspecialised here, at some 2,000 instructions a call.
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in YAMLDocument.sameBytes(x, y) } }
    }

    /// The target's view index; it must be another view with the same superview.
    private func checkSibling(_ pending: (view: Int, constraint: Int, name: String, location: SourceLocation)) throws(SpecError) -> Int {
        let parent = views[pending.view].parent
        if let target = ids[pending.name], target.index != pending.view, views[target.index].parent == parent, parent != nil {
            return target.index
        }
        let view = views[pending.view]
        let siblings = view.parent.map { views[$0].subviews.map { views[$0].id } }?.filter { $0 != view.id } ?? []
        let why = ids[pending.name] == nil ? "unknown view '\(pending.name)'"
            : pending.name == view.id ? "'\(pending.name)' is the view itself"
            : "'\(pending.name)' is not a sibling of '\(view.id)'"
        // The suggestion goes right after the name it corrects, before the general rule.
        let message = NodeReader.message(why, suggestion: Suggestion.phrase(for: pending.name, in: siblings),
                                         then: "a constraint names superview, safeArea, margins, readableContent, frameGuide or a sibling's id")
        throw SpecError(kind: .unknownReference, message: message, location: pending.location)
    }

    /// Kahn's algorithm over sibling references, stable in document order (of the views ready at
    /// each step the earliest goes first, so unrelated views keep their order); iterative so a long
    /// chain of siblings cannot exhaust the stack. Bookkeeping is by position among the siblings
    /// (`rankOf` maps a view to it), in arrays rather than dictionaries.
    private func layoutOrder(_ siblings: [Int], refers: [Bool], rankOf: inout [Int]) throws(SpecError) -> [Int] {
        for (p, view) in siblings.enumerated() { rankOf[view] = p }
        // Nearly always each view already comes after the siblings it names (a stack pinned top to
        // bottom): the algorithm below would then return the document order itself, since the
        // earliest view left is always ready. Checked first, that order is kept without any of
        // the bookkeeping, and `layoutOrder` then stores nothing of its own.
        if siblings.indices.allSatisfy({ p in !refers[siblings[p]] || namesOnlyEarlier(siblings[p], than: p, rankOf) }) {
            return siblings
        }
        var waiting = [Int](repeating: 0, count: siblings.count)
        var dependents = [[Int]](repeating: [], count: siblings.count)
        for (p, view) in siblings.enumerated() where refers[view] {
            var targets: [Int] = []
            for t in siblingTargets(of: view) where !targets.contains(t) { targets.append(t) }
            waiting[p] = targets.count
            for t in targets { dependents[rankOf[t]].append(p) }
        }
        // A stack here would put a later-declared dependent first whenever two became ready at once.
        var ready = MinHeap()
        for p in siblings.indices where waiting[p] == 0 { ready.insert(p) }
        var order: [Int] = []
        order.reserveCapacity(siblings.count)
        while let p = ready.popMin() {
            order.append(siblings[p])
            for d in dependents[p] {
                waiting[d] -= 1
                if waiting[d] == 0 { ready.insert(d) }
            }
        }
        guard order.count < siblings.count else { return order }
        // Every view left waiting has a target that is also waiting: following those closes a loop.
        let ranks = rankOf
        let stuck = Set(siblings.filter { waiting[ranks[$0]] > 0 })
        var path: [Int] = []
        var position: [Int: Int] = [:]
        var current = siblings.first { stuck.contains($0) }!
        while position[current] == nil {
            position[current] = path.count
            path.append(current)
            current = siblingTargets(of: current).first { stuck.contains($0) }!
        }
        let cycle = Array(path[position[current]!...])
        // Not `views[…].constraints.first { … }!`: Swift 6.3.1 crashes compiling that with -O
        // (CopyPropagation ownership error), which breaks every release build.
        let next = cycle[1 % cycle.count]
        let candidates = constraints(of: cycle[0])
        let constraint = candidates[candidates.firstIndex { $0.siblingIndex == next }!]
        // A long chain would bury the message; its ends and length say enough.
        let names = (cycle + [cycle[0]]).map { views[$0].id }
        let text = names.count <= 8 ? names.joined(separator: " → ")
            : (names.prefix(3) + ["…"] + names.suffix(2)).joined(separator: " → ") + " (\(cycle.count) views)"
        throw SpecError(kind: .constraintCycle,
                        message: "constraint cycle: \(text); a view cannot be placed relative to a sibling that is placed relative to it",
                        location: constraint.location)
    }
}

/// The smallest-first queue for `layoutOrder`: O(log n) per step, so thousands of siblings stay cheap.
private struct MinHeap {
    private var items: [Int] = []

    mutating func insert(_ value: Int) {
        items.append(value)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popMin() -> Int? {
        guard let last = items.popLast() else { return nil }
        guard !items.isEmpty else { return last }
        let min = items[0]
        items[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < items.count, items[left] < items[smallest] { smallest = left }
            if right < items.count, items[right] < items[smallest] { smallest = right }
            guard smallest != parent else { return min }
            items.swapAt(parent, smallest)
            parent = smallest
        }
    }
}

extension Decoder {
    /// Whether every sibling the constraints of `view` name sits before position `p` among its siblings.
    func namesOnlyEarlier(_ view: Int, than p: Int, _ rankOf: [Int]) -> Bool {
        for constraint in constraints(of: view) {
            if case .sibling(let target) = constraint.target, rankOf[target] >= p { return false }
        }
        return true
    }

    /// The constraints `view` has decoded so far.
    func constraints(of view: Int) -> ArraySlice<Constraint> {
        views[view].layout.constraints(in: constraints)
    }

    func siblingTargets(of view: Int) -> [Int] { constraints(of: view).compactMap(\.siblingIndex) }
}

extension Constraint {
    var siblingIndex: Int? {
        if case .sibling(let index) = target { return index }
        return nil
    }
}
