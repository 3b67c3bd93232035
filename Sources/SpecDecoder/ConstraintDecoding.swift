import ScreenModel

extension Decoder {
    static let shorthands: [String: [Attribute]] = [
        "edges": [.top, .leading, .bottom, .trailing],
        "horizontalEdges": [.leading, .trailing],
        "verticalEdges": [.top, .bottom],
    ]

    mutating func decodeConstraints(_ node: Int, view: Int) throws(SpecError) -> [Constraint] {
        let allowed = Attribute.allCases.map(\.rawValue) + Self.shorthands.keys.sorted()
        guard reader.doc[node].kind == .mapping else {
            throw reader.fail(.wrongType, "constraints must be a mapping of attribute: expression, found \(reader.describe(node))", at: node)
        }
        var result: [Constraint] = []
        var seen: [String: Int] = [:]
        // Source order matters: when an axis has too many constraints, the later ones are reported.
        for (key, value) in reader.doc.pairs(of: node) {
            let name = reader.doc[key].scalar
            // Same checks as `NodeReader.mapping`, which this loop bypasses to keep source order.
            guard reader.doc[key].kind == .scalar else {
                throw reader.fail(.wrongType, "keys in constraints must be attribute names, found \(reader.describe(key))", at: key)
            }
            if name == "<<", !reader.doc[key].quoted {
                throw reader.fail(.unsupported, "merge keys (<<) are not supported in screen specs; write the keys out", at: key)
            }
            guard allowed.contains(name) else {
                throw reader.fail(.unknownKey, "unknown constraint attribute '\(name)'\(Suggestion.phrase(for: name, in: allowed))", at: key)
            }
            if let first = seen[name] {
                throw reader.fail(.duplicateKey, "duplicate constraint '\(name)' (first at \(reader.location(first)))", at: key)
            }
            seen[name] = key
            // "must be text" would be odd for `top: 12`, which is fine: say what a value looks like.
            guard reader.doc[value].kind == .scalar, !reader.isNull(value) else {
                throw reader.fail(.wrongType, "the constraint '\(name)' must be an expression such as safeArea + 16, found \(reader.describe(value))", at: value)
            }
            let text = reader.doc[value].scalar
            let expression: ConstraintParser.Expression
            do {
                expression = try ConstraintParser.parse(text)
            } catch {
                guard case .bad(let why) = error else { fatalError("unreachable") }
                throw reader.fail(.badConstraint, "bad constraint '\(name): \(text)': \(why)", at: value)
            }
            let attributes = Self.shorthands[name] ?? [Attribute(rawValue: name)!]
            for attribute in attributes {
                if Self.shorthands[name] != nil, expression.attribute != nil || expression.multiplier != 1 || expression.constant != 0 || expression.target == nil {
                    throw reader.fail(.badConstraint, "'\(name)' pins all its edges to one target with constant 0; write just the target (e.g. \(name): safeArea)", at: value)
                }
                result.append(try makeConstraint(attribute, expression, text: text, view: view, keyNode: key, valueNode: value,
                                                 constraintIndex: result.count))
            }
        }
        return result
    }

    private mutating func makeConstraint(_ attribute: Attribute, _ e: ConstraintParser.Expression, text: String, view: Int,
                                         keyNode: Int, valueNode: Int, constraintIndex: Int) throws(SpecError) -> Constraint {
        let location = reader.location(keyNode)
        guard let targetName = e.target else {
            guard attribute.isSize else {
                let example = "safeArea \(e.constant < 0 ? "-" : "+") \(Self.format(abs(e.constant)))"
                throw reader.fail(.badConstraint, "'\(attribute.rawValue): \(text)': a bare number is only a width or height; pin \(attribute.rawValue) to a target (e.g. \(example))", at: valueNode)
            }
            guard e.constant >= 0 else {
                throw reader.fail(.badConstraint, "'\(attribute.rawValue): \(text)': a fixed \(attribute.rawValue) cannot be negative", at: valueNode)
            }
            return Constraint(attribute: attribute, target: .constant, targetAttribute: attribute, multiplier: 1,
                              constant: e.constant, text: text, location: location)
        }
        let targetAttribute = e.attribute ?? attribute
        if targetAttribute.isSize != attribute.isSize || (!attribute.isSize && targetAttribute.axis != attribute.axis) {
            throw reader.fail(.badConstraint, "'\(attribute.rawValue): \(text)': \(attribute.rawValue) cannot equal \(targetAttribute.rawValue) (positions pair with positions on the same axis, sizes with sizes)", at: valueNode)
        }
        let target: ConstraintTarget
        switch targetName {
        case "superview": target = .superview
        case "safeArea": target = .safeArea
        case "margins": target = .margins
        case "readableContent": target = .readableContent
        case "frameGuide": target = .frameGuide
        default:
            target = .sibling(id: targetName, index: -1)
            pendingSiblings.append((view, constraintIndex, targetName, valueNode))
        }
        return Constraint(attribute: attribute, target: target, targetAttribute: targetAttribute,
                          multiplier: e.multiplier, constant: e.constant, text: text, location: location)
    }

    /// `12` rather than `12.0` in an example the user may copy.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Points sibling targets at their views, then orders every view's subviews so that a view
    /// comes after the siblings it references; a cycle is an error at one of its constraints.
    mutating func resolveSiblings() throws(SpecError) {
        for pending in pendingSiblings {
            let view = views[pending.view]
            guard let target = ids[pending.name], target.index != pending.view,
                  views[target.index].parent == view.parent, view.parent != nil else {
                let siblings = view.parent.map { views[$0].subviews.map { views[$0].id } }?.filter { $0 != view.id } ?? []
                let why = ids[pending.name] == nil ? "unknown view '\(pending.name)'"
                    : pending.name == view.id ? "'\(pending.name)' is the view itself"
                    : "'\(pending.name)' is not a sibling of '\(view.id)'"
                // The suggestion goes right after the name it corrects, before the general rule.
                let message = NodeReader.message(why, suggestion: Suggestion.phrase(for: pending.name, in: siblings),
                                                 then: "a constraint names superview, safeArea, margins, readableContent, frameGuide or a sibling's id")
                throw reader.fail(.unknownReference, message, at: pending.node)
            }
            guard case .constraints(var list, let location) = view.layout else { continue }
            list[pending.constraint].target = .sibling(id: pending.name, index: target.index)
            views[pending.view].layout = .constraints(list, location)
        }
        for parent in views.indices where views[parent].subviews.count > 1 {
            views[parent].layoutOrder = try layoutOrder(views[parent].subviews)
        }
    }

    /// Kahn's algorithm over sibling references, stable in document order (of the views ready at
    /// each step the earliest goes first, so unrelated views keep their order); iterative so a long
    /// chain of siblings cannot exhaust the stack.
    private func layoutOrder(_ siblings: [Int]) throws(SpecError) -> [Int] {
        var dependents: [Int: [Int]] = [:]
        var waiting: [Int: Int] = [:]
        var anyReference = false
        for view in siblings {
            let targets = Set(views[view].siblingTargets)
            waiting[view] = targets.count
            for t in targets { dependents[t, default: []].append(view); anyReference = true }
        }
        guard anyReference else { return siblings }
        // A stack here would put a later-declared dependent first whenever two became ready at once.
        let rank = Dictionary(uniqueKeysWithValues: siblings.enumerated().map { ($1, $0) })
        var ready = MinHeap()
        for (p, view) in siblings.enumerated() where waiting[view] == 0 { ready.insert(p) }
        var order: [Int] = []
        while let p = ready.popMin() {
            let view = siblings[p]
            order.append(view)
            for d in dependents[view] ?? [] {
                waiting[d]! -= 1
                if waiting[d] == 0 { ready.insert(rank[d]!) }
            }
        }
        guard order.count < siblings.count else { return order }
        // Every view left waiting has a target that is also waiting: following those closes a loop.
        let stuck = Set(siblings.filter { waiting[$0]! > 0 })
        var path: [Int] = []
        var position: [Int: Int] = [:]
        var current = siblings.first { stuck.contains($0) }!
        while position[current] == nil {
            position[current] = path.count
            path.append(current)
            current = views[current].siblingTargets.first { stuck.contains($0) }!
        }
        let cycle = Array(path[position[current]!...])
        // Not `views[…].constraints.first { … }!`: Swift 6.3.1 crashes compiling that with -O
        // (CopyPropagation ownership error), which breaks every release build.
        let next = cycle[1 % cycle.count]
        let candidates = views[cycle[0]].constraints
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

extension ViewSpec {
    var constraints: [Constraint] {
        if case .constraints(let list, _) = layout { return list }
        return []
    }

    var siblingTargets: [Int] { constraints.compactMap(\.siblingIndex) }
}

extension Constraint {
    var siblingIndex: Int? {
        if case .sibling(_, let index) = target { return index }
        return nil
    }
}
