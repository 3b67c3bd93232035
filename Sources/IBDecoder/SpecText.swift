import ScreenModel

/// An imported screen written back as a screen spec (`insetlint convert`): the YAML a developer
/// would write for it, with every constraint the file holds in the spec syntax of Auto Layout in
/// full (relations, priorities, views anywhere in the hierarchy), so the screen can be explained,
/// rendered, edited and kept as YAML.
extension IBScreen {
    public func specText(file: String) -> String {
        var out = SpecWriter(screen: self)
        return out.write(file: file)
    }
}

struct SpecWriter {
    enum Item {
        case view(Int, Int)
        case line(String)
    }

    let screen: IBScreen
    var spec: ScreenSpec { screen.spec }
    var lines: [String] = []
    /// Constraints by the view they place, in source order.
    var byView: [Int: [IBConstraint]] = [:]
    /// Each view's id in the spec: IB's object id where the spec grammar takes it as it is.
    let names: [String]

    init(screen: IBScreen) {
        self.screen = screen
        for constraint in screen.constraints { byView[constraint.first.view, default: []].append(constraint) }
        names = Self.specIDs(screen.spec.views.map(\.id))
    }

    static let reserved: Set<String> = ["superview", "safeArea", "margins", "readableContent", "frameGuide", "root", "self"]

    /// A spec id starts with a letter and holds letters, digits, `_` and `-` before a letter (in a
    /// constraint a `-` before a digit means minus). IB ids (`hgy-75-OvJ`, `525-jF-uDK`) often do
    /// not: their other characters become `_`, and one that does not start with a letter gains an
    /// `id_` prefix; a clash with another view's id gets a number.
    static func specIDs(_ ids: [String]) -> [String] {
        var taken = Set(ids.filter(isSpecID))
        return ids.map { id in
            if isSpecID(id) { return id }
            var name = String(id.unicodeScalars.map { $0.isASCII && (Character($0).isLetter || Character($0).isNumber) ? Character($0) : "_" })
            if !(name.unicodeScalars.first.map { $0.isASCII && Character($0).isLetter } ?? false) { name = "id_" + name }
            var candidate = name
            var n = 2
            while taken.contains(candidate) || reserved.contains(candidate) {
                candidate = "\(name)_\(n)"
                n += 1
            }
            taken.insert(candidate)
            return candidate
        }
    }

    static func isSpecID(_ id: String) -> Bool {
        let scalars = Array(id.unicodeScalars)
        guard let first = scalars.first, first.isASCII, Character(first).isLetter, !reserved.contains(id) else { return false }
        for (k, scalar) in scalars.enumerated() {
            guard scalar.isASCII else { return false }
            let c = Character(scalar)
            if c == "-" {
                guard k + 1 < scalars.count, scalars[k + 1].isASCII, Character(scalars[k + 1]).isLetter else { return false }
            } else if !(c.isLetter || c.isNumber || c == "_") {
                return false
            }
        }
        return true
    }

    mutating func write(file: String) -> String {
        lines.append("# Converted by `insetlint convert` from \(file)" + (screen.sceneID.map { ", scene \($0)" } ?? "") + ".")
        let renamed = screen.spec.views.indices.filter { names[$0] != screen.spec.views[$0].id }
        lines.append(renamed.isEmpty ? "# View ids are Interface Builder's object ids; the root view is also `root`."
            : "# View ids are Interface Builder's object ids, with '_' for characters a spec id cannot hold; the root view is also `root`.")
        for note in screen.notes { lines.append("# note (line \(note.location.line)): \(note.message)") }
        lines.append("insetlint: 1")
        lines.append("screen: \(Self.scalar(spec.screen))")
        if let tab = spec.tabBarController {
            lines.append("tabBarController:")
            lines.append("  tabBar: { hidden: \(tab.tabBar.hidden), translucent: \(tab.tabBar.translucent) }")
        }
        if let nav = spec.navigationController {
            if let split = screen.splitColumn {
                lines.append("navigationController:  # made by column-style split view controller \(split.id) (\(split.location)) for its column")
            } else {
                lines.append("navigationController:")
            }
            lines.append("  navigationBar: { hidden: \(nav.navigationBar.hidden), translucent: \(nav.navigationBar.translucent), prefersLargeTitles: \(nav.prefersLargeTitles) }")
            lines.append("  toolbar: { hidden: \(nav.toolbar.hidden), translucent: \(nav.toolbar.translucent) }")
        }
        lines.append("viewController:")
        let vc = spec.viewController
        if !vc.automaticallyAdjustsScrollViewInsets { lines.append("  automaticallyAdjustsScrollViewInsets: false") }
        if vc.edgesForExtendedLayout != Set(Edge.allCases) {
            let edges = Edge.allCases.filter { vc.edgesForExtendedLayout.contains($0) }.map(\.rawValue)
            lines.append("  edgesForExtendedLayout: " + (edges.isEmpty ? "none" : "[\(edges.joined(separator: ", "))]"))
        }
        if vc.extendedLayoutIncludesOpaqueBars { lines.append("  extendedLayoutIncludesOpaqueBars: true") }
        if !vc.viewRespectsSystemMinimumLayoutMargins { lines.append("  viewRespectsSystemMinimumLayoutMargins: false") }
        lines.append("  view:")
        // Depth first without recursion: a view with the indentation of its keys, or a line.
        var work: [Item] = [.view(ScreenSpec.rootIndex, 4)]
        while let item = work.popLast() {
            guard case .view(let index, let indent) = item else {
                if case .line(let text) = item { lines.append(text) }
                continue
            }
            writeView(index, indent: indent)
            let pad = String(repeating: " ", count: indent)
            let cell = spec.views[index].table?.cellContentView
            let children = spec.views[index].subviews.filter { $0 != cell }
            // Pushed in reverse: subviews, then the table's cell template.
            if let cell, !spec.views[cell].subviews.isEmpty {
                for child in spec.views[cell].subviews.reversed() { work.append(.view(child, indent + 6)) }
                work.append(.line(pad + "  subviews:"))
                work.append(.line(pad + "cell:"))
            }
            if !children.isEmpty {
                for child in children.reversed() { work.append(.view(child, indent + 4)) }
                work.append(.line(pad + "subviews:"))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    mutating func writeView(_ index: Int, indent: Int) {
        let view = spec.views[index]
        let isRoot = index == ScreenSpec.rootIndex
        let pad = String(repeating: " ", count: indent)
        // A list item's first key carries the dash two columns to the left.
        var first = true
        func key(_ text: String) -> String {
            defer { first = false }
            return (first && !isRoot ? String(repeating: " ", count: indent - 2) + "- " : pad) + text
        }
        // Where the element stands in the file, for a reader going back to it (and scripts/check-ib-positions).
        lines.append(key("id: \(names[index])  # \(view.location)"))
        if !isRoot || view.className != "UIView" { lines.append(key("class: \(view.className)")) }
        if !KnownClass.names.contains(view.className) || KnownClass.defaultRole(className: view.className, hasSubviews: !view.subviews.isEmpty) != view.role {
            lines.append(key("role: \(view.role.rawValue)"))
        }
        if view.hidden, !isRoot { lines.append(key("hidden: true")) }
        if let child = view.viewController {
            var settings: [String] = []
            if !child.automaticallyAdjustsScrollViewInsets { settings.append("automaticallyAdjustsScrollViewInsets: false") }
            if !child.viewRespectsSystemMinimumLayoutMargins { settings.append("viewRespectsSystemMinimumLayoutMargins: false") }
            lines.append(key("viewController: " + (settings.isEmpty ? "{}" : "{ \(settings.joined(separator: ", ")) }")))
        }
        if let stack = view.stack {
            if stack.axis == .vertical { lines.append(key("axis: vertical")) }
            if stack.spacing != 0 { lines.append(key("spacing: \(Constraint.number(stack.spacing))")) }
            if stack.alignment != .fill { lines.append(key("alignment: \(stack.alignment.rawValue)")) }
            if stack.distribution != .fill { lines.append(key("distribution: \(stack.distribution.rawValue)")) }
            if stack.isLayoutMarginsRelativeArrangement { lines.append(key("isLayoutMarginsRelativeArrangement: true")) }
        }
        if view.hasAutoLayoutSettings {
            let auto = view.autoLayout
            func metric(_ m: IntrinsicMetric) -> String? {
                switch m {
                case .classDefault: nil
                case .none: "none"
                case .points(let value): Constraint.number(value)
                }
            }
            let intrinsic = [("width", metric(auto.intrinsicWidth)), ("height", metric(auto.intrinsicHeight))].compactMap { name, value in value.map { "\(name): \($0)" } }
            let hasDefault = KnownClass.intrinsicSize(className: view.className) != (nil, nil)
            if auto.intrinsicWidth == .none, auto.intrinsicHeight == .none {
                if hasDefault { lines.append(key("intrinsicContentSize: none")) }
            } else if !intrinsic.isEmpty {
                lines.append(key("intrinsicContentSize: { \(intrinsic.joined(separator: ", ")) }"))
            }
            if (auto.huggingHorizontal, auto.huggingVertical) != (250, 250) {
                lines.append(key("contentHuggingPriority: { horizontal: \(auto.huggingHorizontal), vertical: \(auto.huggingVertical) }"))
            }
            if (auto.compressionHorizontal, auto.compressionVertical) != (750, 750) {
                lines.append(key("contentCompressionResistancePriority: { horizontal: \(auto.compressionHorizontal), vertical: \(auto.compressionVertical) }"))
            }
            if let m = auto.layoutMargins {
                lines.append(key("layoutMargins: { top: \(Constraint.number(m.top)), left: \(Constraint.number(m.left)), bottom: \(Constraint.number(m.bottom)), right: \(Constraint.number(m.right)) }"))
            }
            if !auto.insetsLayoutMarginsFromSafeArea { lines.append(key("insetsLayoutMarginsFromSafeArea: false")) }
            if auto.preservesSuperviewLayoutMargins { lines.append(key("preservesSuperviewLayoutMargins: true")) }
            if auto.numberOfLines != 1 { lines.append(key("numberOfLines: \(auto.numberOfLines)")) }
        }
        if let scroll = view.scroll {
            if let behavior = scroll.contentInsetAdjustmentBehavior { lines.append(key("contentInsetAdjustmentBehavior: \(behavior.value.rawValue)")) }
            let insets = Edge.allCases.compactMap { edge -> String? in
                guard case .points(let value)? = scroll.contentInset[edge] else { return nil }
                return "\(edge.rawValue): \(Constraint.number(value))"
            }
            if !insets.isEmpty { lines.append(key("contentInset: { \(insets.joined(separator: ", ")) }")) }
            // A spec's table view bounces vertically unless it says otherwise.
            if scroll.alwaysBounceVertical != (view.className == "UITableView") { lines.append(key("alwaysBounceVertical: \(scroll.alwaysBounceVertical)")) }
            if scroll.alwaysBounceHorizontal { lines.append(key("alwaysBounceHorizontal: true")) }
        } else if view.className == "UITextView" {
            lines.append(key("scrollEnabled: false"))
        }
        if let table = view.table {
            if !table.insetsContentViewsToSafeArea { lines.append(key("insetsContentViewsToSafeArea: false")) }
            if table.selfSizingRows {
                // A spec has no automatic row height: the height the import lays the rows out at.
                lines.append(key("rowHeight: \(Constraint.number(table.rowHeight))  # automatic (self-sizing) in the file: rows are laid out this tall"))
            } else if table.rowHeight != 44 {
                lines.append(key("rowHeight: \(Constraint.number(table.rowHeight))"))
            }
        }
        if let flow = view.flowLayout {
            var parts: [String] = []
            let inset = flow.sectionInset
            if inset != .zero {
                parts.append("sectionInset: { top: \(Constraint.number(inset.top)), left: \(Constraint.number(inset.left)), bottom: \(Constraint.number(inset.bottom)), right: \(Constraint.number(inset.right)) }")
            }
            if flow.sectionInsetReference != .fromContentInset { parts.append("sectionInsetReference: \(flow.sectionInsetReference.rawValue)") }
            if let size = flow.itemSize { parts.append("itemSize: { width: \(Constraint.number(size.width)), height: \(Constraint.number(size.height)) }") }
            if !parts.isEmpty { lines.append(key("flowLayout: { \(parts.joined(separator: ", ")) }")) }
        }
        let entries = constraintEntries(index)
        if !entries.isEmpty, !isRoot {
            lines.append(key("constraints:"))
            for (attribute, values) in entries {
                let value = values.count == 1 ? values[0].text : "[\(values.map(\.text).joined(separator: ", "))]"
                let at = values.compactMap { $0.location?.description }
                lines.append(pad + "  \(attribute): \(value)" + (at.isEmpty ? "" : "  # " + at.joined(separator: ", ")))
            }
        }
    }

    /// The view's constraints as `key: expression` pairs, keys in first-seen order: the file's own
    /// constraints, else (a view laid out by its autoresizing mask, an embedded controller's view)
    /// the ones the import made.
    /// A value with the `<constraint` it came from (nil: made by the import).
    func constraintEntries(_ index: Int) -> [(String, [(text: String, location: SourceLocation?)])] {
        var keys: [String] = []
        var values: [String: [(text: String, location: SourceLocation?)]] = [:]
        func add(_ key: String, _ value: String, _ location: SourceLocation?) {
            if values[key] == nil { keys.append(key) }
            values[key, default: []].append((value, location))
        }
        for constraint in byView[index] ?? [] {
            if let (key, value) = entry(constraint) { add(key, value, constraint.location) }
        }
        let fromFile = Set((byView[index] ?? []).filter(\.mapped).map(\.location))
        for constraint in spec.constraints(of: index) where !fromFile.contains(constraint.location) {
            add(constraint.attribute.rawValue, Self.expression(spec.text(of: constraint)), nil)
        }
        return keys.map { ($0, values[$0]!) }
    }

    /// One constraint in the spec syntax (FORMAT.md §6), or nil when it places a layout guide.
    func entry(_ c: IBConstraint) -> (String, String)? {
        guard c.first.guide == .none else { return nil }
        let key = c.first.attribute.rawValue
        var term: String
        if let second = c.second {
            if second.view == c.first.view, second.guide == .none, c.first.attribute == .width, second.attribute == .height {
                if c.constant != 0 {
                    return (c.first.attribute.rawValue, quoted(c, "self.height * \(Constraint.number(c.multiplier))" + Self.signed(c.constant)))
                }
                // A ratio keeps IB's spelling, quoted (YAML 1.1 reads a bare 4:3 as a sexagesimal number).
                let ratio = c.ratio ?? Constraint.number(c.multiplier)
                let plain = c.relation == .equal && c.priority >= 1000
                return ("aspectRatio", plain ? (c.ratio == nil ? ratio : "\"\(ratio)\"") : quoted(c, ratio))
            }
            term = targetName(second, of: c.first.view)
            if second.attribute != c.first.attribute || second.view == c.first.view { term += "." + second.attribute.rawValue }
            if c.multiplier != 1 { term += " * " + Constraint.number(c.multiplier) }
            term += Self.signed(c.constant)
        } else {
            term = Constraint.number(c.constant)
        }
        return (key, quoted(c, term))
    }

    func quoted(_ c: IBConstraint, _ term: String) -> String {
        var text = term
        if c.relation != .equal { text = c.relation.rawValue + " " + text }
        if c.priority < 1000 { text += " @ " + Constraint.number(c.priority) }
        return c.relation != .equal || c.priority < 1000 ? "\"\(text)\"" : Self.expression(text)
    }

    /// A number as itself, any other expression as a scalar.
    static func expression(_ text: String) -> String { Double(text) != nil ? text : scalar(text) }

    /// How the spec names `anchor` seen from `view`: the superview and its guides by their names,
    /// this view as `self`, any other view by its id (the root as `root`) with its guide.
    func targetName(_ anchor: IBAnchor, of view: Int) -> String {
        if anchor.view == view { return "self" }
        if anchor.view == spec.views[view].parent {
            switch anchor.guide {
            case .none, .contentLayout: return anchor.attribute.isSize && spec.views[anchor.view].isScrollView ? "frameGuide" : "superview"
            case .safeArea: return "safeArea"
            case .margins: return "margins"
            case .frameLayout: return "frameGuide"
            }
        }
        let name = anchor.view == ScreenSpec.rootIndex ? "root" : names[anchor.view]
        switch anchor.guide {
        case .none, .contentLayout, .frameLayout: return name
        case .safeArea: return name + ".safeArea"
        case .margins: return name + ".margins"
        }
    }

    static func signed(_ value: Double) -> String {
        value == 0 ? "" : (value < 0 ? " - " : " + ") + Constraint.number(abs(value))
    }

    /// A plain scalar where YAML reads it back as the same string, else double-quoted.
    static func scalar(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isASCII && (Character($0).isLetter || Character($0).isNumber || " .-_*+()/".unicodeScalars.contains($0)) }
            && !text.hasPrefix("-") && !text.hasSuffix(" ") && Double(text) == nil
            && !["true", "false", "yes", "no", "null", "on", "off", "~"].contains(text.lowercased())
        if plain { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case _ where scalar.value < 0x20: escaped += "\\x" + String(scalar.value, radix: 16).leftPadded(2)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
