import ScreenModel
import XMLReader

/// IB's `<constraint>` elements, normalised and mapped onto the spec model.
///
/// IB stores a constraint in the nearest common ancestor of its items, writes the items in
/// either order, leaves `firstItem` out when it is that ancestor, and names layout guides and
/// margins by attribute suffixes. Normalising turns each into `view.attribute relation
/// other.attribute × multiplier + constant` with `view` the one being positioned; mapping keeps
/// what the spec model can say today (a table: the target kinds below) and marks the rest.
extension ScreenBuilder {
    /// IB attribute names: the anchor and, for the `…Margin` names, the margins guide.
    static let attributes: [String: (Attribute, IBAnchor.Guide)] = {
        var table: [String: (Attribute, IBAnchor.Guide)] = [:]
        for attribute in Attribute.allCases {
            table[attribute.rawValue] = (attribute, .none)
            if !attribute.isSize, attribute != .centerX, attribute != .centerY {
                table[attribute.rawValue + "Margin"] = (attribute, .margins)
            }
        }
        table["centerXWithinMargins"] = (.centerX, .margins)
        table["centerYWithinMargins"] = (.centerY, .margins)
        // Baselines sit inside the view; the spec model has none, so they are read as its edges.
        table["firstBaseline"] = (.top, .none)
        table["lastBaseline"] = (.bottom, .none)
        table["baseline"] = (.bottom, .none)
        return table
    }()

    /// Where a constraint to the superview (or one of its guides) points in the spec model. Size
    /// attributes against a scroll view mean its frame, as in UIKit; its edges mean its content.
    static let superviewTargets: [IBAnchor.Guide: ConstraintTarget] = [
        .none: .superview, .safeArea: .safeArea, .margins: .margins,
        .contentLayout: .superview, .frameLayout: .frameGuide,
    ]

    /// Reads the constraints stored on `view` (its `<constraints>` child).
    mutating func constraintsOf(view: Int) {
        guard let list = tree.child(of: elements[view], named: "constraints") else { return }
        for element in tree.children(of: list) where tree[element].name == "constraint" {
            if let id = tree.attribute("id", of: element), installed[id] == false { continue }   // not in this size class
            guard bool("placeholder", of: element) != true else {
                // Removed at build time (Interface Builder's "Placeholder: Remove at build time"):
                // not in the layout, kept aside so that a finding on the axis it fixed can say the
                // app's code is to add it. Read quietly: it names nothing UIKit will see.
                let kept = notes.count
                if let constraint = normalised(element, owner: view) { placeholders.append(constraint) }
                notes.removeSubrange(kept...)
                continue
            }
            guard let constraint = normalised(element, owner: view) else { continue }
            var result = constraint
            if let model = modelConstraint(constraint) {
                result.mapped = true
                mapped[constraint.first.view].append(model)
            }
            constraints.append(result)
        }
    }

    /// The anchor an item id and an IB attribute name stand for, or nil with a note.
    mutating func anchor(item: String?, attribute name: String, owner: Int, element: Int) -> IBAnchor? {
        guard let (attribute, suffixGuide) = Self.attributes[name] else {
            notes.append(IBNote("constraint attribute '\(name)' is not one InsetLint reads: constraint skipped", at: location(element)))
            return nil
        }
        guard let item else { return IBAnchor(view: owner, guide: suffixGuide, attribute: attribute) }
        guard let object = document.ids[item] else {
            notes.append(IBNote("constraint names object '\(item)', which is not in this file: constraint skipped", at: location(element)))
            return nil
        }
        // A view a size-class mask removes takes its constraints with it (UIKit uninstalls both).
        if isUninstalled(object) { return nil }
        if let (view, guide) = anchors[object] {
            return IBAnchor(view: view, guide: guide == .none ? suffixGuide : guide, attribute: attribute)
        }
        if let legacy = legacyGuides[object] {
            // iOS 7–10's top and bottom layout guides: their inner edges are the safe area's
            // (Apple: "Positioning Content Relative to the Safe Area"), their outer edges the view's.
            switch (legacy.top, attribute) {
            case (true, .bottom): return IBAnchor(view: legacy.root, guide: .safeArea, attribute: .top)
            case (true, .top): return IBAnchor(view: legacy.root, guide: .none, attribute: .top)
            case (false, .top): return IBAnchor(view: legacy.root, guide: .safeArea, attribute: .bottom)
            case (false, .bottom): return IBAnchor(view: legacy.root, guide: .none, attribute: .bottom)
            default:
                notes.append(IBNote("constraint on a legacy layout guide's \(attribute.rawValue): constraint skipped", at: location(element)))
                return nil
            }
        }
        notes.append(IBNote("constraint names '\(item)' (<\(tree[object].name)>), which is not a view of this screen: constraint skipped", at: location(element)))
        return nil
    }

    /// `4:3` and `2/3` → 4/3 and 2/3; a plain number as itself. Interface Builder's multiplier
    /// field takes a ratio written either way and stores the text as typed (e.g. `multiplier="2/3"`
    /// in duckduckgo/iOS's Onboarding.storyboard); a zero divisor is no number.
    static func multiplier(_ text: String) -> Double? {
        if let separator = text.firstIndex(where: { $0 == ":" || $0 == "/" }) {
            guard let a = Double(text[..<separator]), let b = Double(text[text.index(after: separator)...]), b != 0 else { return nil }
            return a / b
        }
        return Double(text).flatMap { $0.isFinite ? $0 : nil }
    }

    mutating func normalised(_ element: Int, owner: Int) -> IBConstraint? {
        let at = location(element)
        guard let firstName = tree.attribute("firstAttribute", of: element),
              let first = anchor(item: tree.attribute("firstItem", of: element), attribute: firstName, owner: owner, element: element) else {
            if tree.attribute("firstAttribute", of: element) == nil {
                notes.append(IBNote("constraint without a firstAttribute: skipped", at: at))
            }
            return nil
        }
        var second: IBAnchor?
        if let secondName = tree.attribute("secondAttribute", of: element), secondName != "notAnAttribute" {
            guard let anchor = anchor(item: tree.attribute("secondItem", of: element), attribute: secondName, owner: owner, element: element) else { return nil }
            second = anchor
        }
        let relation: IBRelation = switch constraintAttribute("relation", of: element) {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
        var multiplier = 1.0
        if let text = constraintAttribute("multiplier", of: element) {
            guard let value = Self.multiplier(text), value.isFinite else {
                notes.append(IBNote("constraint multiplier '\(text)' is not a number or a ratio: constraint skipped", at: at))
                return nil
            }
            multiplier = value
        }
        let constant = constraintAttribute("constant", of: element).flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } ?? 0
        let priority = min(1000, max(1, constraintAttribute("priority", of: element).flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } ?? 1000))
        let id = tree.attribute("id", of: element) ?? ""
        // A ratio is kept as written, `a/b` as `a:b`: the spelling a spec's aspectRatio reads.
        let ratio = constraintAttribute("multiplier", of: element).flatMap { $0.contains(":") || $0.contains("/") ? String($0.map { $0 == "/" ? ":" : $0 }) : nil }
        var constraint = IBConstraint(id: id, location: at, first: first, relation: relation, second: second,
                                      multiplier: multiplier, ratio: ratio, constant: constant, priority: priority,
                                      outlet: document.outletTargets.contains(id), mapped: false)
        if let second, shouldTurnRound(first: first, second: second), multiplier != 0 {
            // first = second × m + c  ⇔  second = first × (1/m) − c/m; a negative m flips the relation too.
            constraint.first = second
            constraint.second = first
            constraint.multiplier = 1 / multiplier
            constraint.ratio = nil
            constraint.constant = -constant / multiplier + 0   // + 0: no -0 from turning 0 round
            constraint.relation = multiplier > 0 ? relation.reversed : relation
        }
        return constraint
    }

    /// Whether `second` is the view being positioned: `first` is a layout guide, or an ancestor of it.
    func shouldTurnRound(first: IBAnchor, second: IBAnchor) -> Bool {
        guard second.guide == .none else { return false }
        if first.guide != .none { return true }
        return isAncestor(first.view, of: second.view)
    }

    func isAncestor(_ a: Int, of b: Int) -> Bool {
        var p = views[b].parent
        while let view = p {
            if view == a { return true }
            p = views[view].parent
        }
        return false
    }

    /// The constraint in the spec model's terms, if the model can say it: a constraint on a view
    /// (not on a layout guide, and not on the root view, which its containers place) against a
    /// constant size, itself, or any view of the screen or its safe-area or margins guide.
    func modelConstraint(_ c: IBConstraint) -> Constraint? {
        guard c.first.guide == .none else { return nil }
        let view = c.first.view
        guard view != ScreenSpec.rootIndex else { return nil }
        let relation: ConstraintRelation = switch c.relation {
        case .equal: .equal
        case .greaterThanOrEqual: .greaterOrEqual
        case .lessThanOrEqual: .lessOrEqual
        }
        let priority = UInt16(min(1000, max(1, c.priority.rounded())))
        guard let second = c.second else {
            guard c.first.attribute.isSize else { return nil }
            return Constraint(attribute: c.first.attribute, target: .constant, targetAttribute: c.first.attribute,
                              constant: c.constant, relation: relation, priority: priority, location: c.location)
        }
        // UIKit pairs a location with a location of the same axis only.
        guard c.first.attribute.isSize == second.attribute.isSize,
              c.first.attribute.isSize || c.first.attribute.axis == second.attribute.axis else { return nil }
        var spelling: Constraint.Spelling?
        let target: ConstraintTarget
        if second.view == views[view].parent {
            guard var kind = Self.superviewTargets[second.guide] else { return nil }
            if kind == .superview, second.guide == .none, second.attribute.isSize, views[second.view].isScrollView { kind = .frameGuide }
            target = kind
        } else if second.view == view {
            guard second.guide == .none, c.first.attribute.isSize else { return nil }
            target = .selfView
            // `width = self.height × r` is what `aspectRatio: r` says.
            if c.first.attribute == .width, second.attribute == .height, c.constant == 0 { spelling = .aspectRatio }
        } else {
            switch second.guide {
            case .none: target = .view(index: second.view)
            case .safeArea: target = .viewGuide(index: second.view, guide: .safeArea)
            case .margins: target = .viewGuide(index: second.view, guide: .margins)
            case .contentLayout, .frameLayout: return nil   // a scroll view's guides, seen from outside it
            }
        }
        return Constraint(attribute: c.first.attribute, target: target, targetAttribute: second.attribute,
                          multiplier: c.multiplier, constant: c.constant, relation: relation, priority: priority,
                          spelling: spelling, location: c.location)
    }

    // MARK: Autoresizing

    /// A view that translates its autoresizing mask into constraints (IB writes
    /// `translatesAutoresizingMaskIntoConstraints="NO"` on views laid out by constraints): its frame
    /// with the mask, as the constraints UIKit makes of them. Flexible parts share a change of the
    /// superview's size in proportion to their sizes in the design; fixed parts keep theirs
    /// (Apple: UIView.AutoresizingMask).
    ///
    /// IB writes `translatesAutoresizingMaskIntoConstraints="NO"` also on a view with a fixed frame
    /// (`fixedFrame="YES"`: its mask applies at run time) and on a view it lays out with constraints
    /// it adds at build time when the view has none of its own, which fix the frame (Apple's Auto
    /// Layout Guide: "Interface Builder automatically adds a set of constraints ... that fix the
    /// view's position and size"): both are read here, the second as an empty mask.
    mutating func autoresizingConstraints(view: Int, constrained: Set<Int>) {
        let element = elements[view]
        let translates = bool("translatesAutoresizingMaskIntoConstraints", of: element) != false || bool("fixedFrame", of: element) == true
        guard translates || !constrained.contains(view),
              views[view].viewController == nil, views[view].className != "UITableViewCellContentView",
              let frame = frame(of: view) else { return }
        let parentSize = views[view].parent.flatMap { self.frame(of: $0)?.size }
        let mask = translates ? tree.child(of: element, named: "autoresizingMask", key: "autoresizingMask") : nil
        let tree = self.tree
        let flag = { (name: String) in mask.map { tree.attribute(name, of: $0) == "YES" } ?? false }
        let at = location(element)
        mapped[view] += Self.axisConstraints(start: frame.x, size: frame.width, container: parentSize?.width,
                                             flexible: (flag("flexibleMinX"), flag("widthSizable"), flag("flexibleMaxX")),
                                             attributes: (.leading, .width, .trailing), at: at)
        mapped[view] += Self.axisConstraints(start: frame.y, size: frame.height, container: parentSize?.height,
                                             flexible: (flag("flexibleMinY"), flag("heightSizable"), flag("flexibleMaxY")),
                                             attributes: (.top, .height, .bottom), at: at)
    }

    static func axisConstraints(start x: Double, size w: Double, container: Double?,
                                flexible: (start: Bool, size: Bool, end: Bool),
                                attributes: (start: Attribute, size: Attribute, end: Attribute), at: SourceLocation) -> [Constraint] {
        var ks = 0.0, kw = 0.0
        if let total = container {
            let end = total - x - w
            let share = (flexible.start ? max(0, x) : 0) + (flexible.size ? max(0, w) : 0) + (flexible.end ? max(0, end) : 0)
            if share > 0 {
                ks = flexible.start ? max(0, x) / share : 0
                kw = flexible.size ? max(0, w) / share : 0
            }
        }
        let total = container ?? 0
        // start' = x + ks·(W' − W): against the superview's end (W' in its own coordinates).
        let startConstraint = ks == 0
            ? Constraint(attribute: attributes.start, target: .superview, targetAttribute: attributes.start, constant: x, location: at)
            : Constraint(attribute: attributes.start, target: .superview, targetAttribute: attributes.end,
                         multiplier: ks, constant: x - ks * total, location: at)
        let other = kw == 0
            ? Constraint(attribute: attributes.size, target: .constant, targetAttribute: attributes.size, constant: w, location: at)
            : Constraint(attribute: attributes.end, target: .superview, targetAttribute: attributes.end,
                         multiplier: ks + kw, constant: x + w - (ks + kw) * total, location: at)
        return [startConstraint, other]
    }
}
