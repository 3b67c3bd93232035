import InsetEngine
import ScreenModel

/// `insetlint explain`: every resolved number of a screen, per device × orientation (FORMAT.md §3).
public enum ExplainReporter {
    public static func json(file: String, spec: ScreenSpec, layouts: [ResolvedLayout]) -> String {
        let simplex = ConstraintReport.simplexPlacedViews(spec)
        return JSON.object([
            ("file", .string(file)),
            ("screen", .string(spec.screen)),
            ("layouts", .array(layouts.map { layout in
                .object([
                    ("device", .string(layout.context.device.id)),
                    ("orientation", .string(layout.context.orientation.rawValue)),
                    ("ios", .number(Double(layout.context.ios.rawValue))),
                    ("screen", .object([("width", .number(layout.screenSize.width)), ("height", .number(layout.screenSize.height))])),
                    ("statusBarVisible", .bool(layout.statusBarVisible)),
                    ("deviceInsets", insets(layout.deviceInsets)),
                    ("bars", .array(layout.bars.map { .object([("kind", .string($0.kind.rawValue)), ("frame", rect($0.frame)), ("translucent", .bool($0.translucent))]) })),
                    ("containers", .array(layout.containers.map { .object([("class", .string($0.name)), ("safeAreaInsets", insets($0.safeAreaInsets))]) })),
                    ("views", .array(preorder(spec).map { view(spec, layout, $0, simplex: simplex[$0]) })),
                ])
            })),
        ]).rendered()
    }

    static func view(_ screen: ScreenSpec, _ layout: ResolvedLayout, _ index: Int, simplex: Bool) -> JSON {
        let spec = screen.views[index], v = layout.views[index]
        var fields: [(String, JSON)] = [
            ("id", .string(spec.id)),
            ("class", .string(spec.className)),
            ("role", .string(spec.role.rawValue)),
            ("frame", rect(v.frame)),
            ("screenFrame", rect(v.screenFrame)),
            ("safeAreaInsets", insets(v.safeAreaInsets)),
            ("layoutMargins", insets(v.layoutMargins)),
        ]
        if v.isHidden { fields.append(("hidden", .bool(true))) }
        if let s = v.scroll {
            fields.append(("contentInsetAdjustmentBehavior", .string(s.behavior.rawValue)))
            fields.append(("contentInset", insets(s.contentInset)))
            fields.append(("adjustedContentInset", insets(s.adjustedContentInset)))
            fields.append(("contentSize", .object([("width", .number(s.contentSize.width)), ("height", .number(s.contentSize.height))])))
            fields.append(("scrollIndicatorInsets", insets(s.scrollIndicatorInsets)))
        }
        if let flow = v.flowLayout {
            fields.append(("flowLayout", .object([
                ("sectionInsetReference", .string(flow.reference.rawValue)),
                ("itemsPerRow", .number(Double(flow.itemsPerRow))),
                ("firstItem", rect(flow.firstItem)),
                ("lastItemInFirstRow", rect(flow.lastItemInFirstRow)),
            ])))
        }
        if let env = v.webSafeAreaEnv { fields.append(("safeAreaInsetEnv", insets(env))) }
        if simplex {
            fields.append(("constraints", .array(ConstraintReport.statuses(of: index, spec: screen, layout: layout).map { status in
                var entry: [(String, JSON)] = [("constraint", .string(status.text)), ("priority", .number(Double(status.priority)))]
                switch status.state {
                case .satisfied: entry.append(("state", .string("satisfied")))
                case .active: entry.append(("state", .string("active")))
                case .broken: entry.append(("state", .string("broken")))
                case .unsatisfied(let by): entry.append(("state", .string("unsatisfied"))); entry.append(("missedBy", .number(by)))
                }
                return .object(entry)
            })))
            let sizes = ConstraintReport.intrinsic(of: index, spec: screen, layout: layout)
            if !sizes.isEmpty {
                fields.append(("intrinsicContentSize", .array(sizes.map { s in
                    .object([("axis", .string(s.axis == .horizontal ? "horizontal" : "vertical")), ("intrinsic", .number(s.intrinsic)),
                             ("actual", .number(s.actual)), ("hugging", .number(Double(s.hugging))), ("compressionResistance", .number(Double(s.compression)))])
                })))
            }
        }
        return .object(fields)
    }

    /// The Auto Layout lines of a view the simplex placed: each constraint's fate, then its
    /// intrinsic size against its frame.
    static func constraintLines(_ spec: ScreenSpec, _ layout: ResolvedLayout, _ index: Int, indent: String) -> String {
        var out = ""
        for status in ConstraintReport.statuses(of: index, spec: spec, layout: layout) {
            let priority = status.priority >= 1000 || status.text.contains("@") ? "" : " (priority \(status.priority))"
            let state: String
            switch status.state {
            case .satisfied: state = "holds"
            case .active: state = "holds, at its limit"
            case .broken: state = "BROKEN to resolve a conflict"
            case .unsatisfied(let by): state = "not satisfied: off by \(formatPoints(by)) pt"
            }
            out += "\(indent)constraint \(status.text)\(priority): \(state)\n"
        }
        for size in ConstraintReport.intrinsic(of: index, spec: spec, layout: layout) where !layout.views[index].isHidden {
            let name = size.axis == .horizontal ? "width" : "height"
            let delta = size.actual - size.intrinsic
            let fate = abs(delta) <= 0.01 ? "at its intrinsic size"
                : delta < 0 ? "compressed by \(formatPoints(-delta)) pt (compression resistance \(size.compression))"
                : "stretched by \(formatPoints(delta)) pt (hugging \(size.hugging))"
            out += "\(indent)intrinsic \(name) \(formatPoints(size.intrinsic)): \(fate)\n"
        }
        return out
    }

    public static func text(file: String, spec: ScreenSpec, layouts: [ResolvedLayout]) -> String {
        var out = ""
        for layout in layouts {
            let size = layout.screenSize
            let device = layout.context.device
            let ios = layout.context.ios
            let profile = device.profile(ios)
            out += "\(spec.screen) on \(layout.context.profileLabel) — \(formatPoints(size.width))×\(formatPoints(size.height)) pt, status bar \(layout.statusBarVisible ? "visible" : "hidden")\n"
            out += "  device: \(device.name); insets \(tuple(layout.deviceInsets)); source \(device.source) [\(device.confidence)]"
            if layout.context.orientation.isLandscape, device.isPhone, profile.source != device.source {
                out += "; landscape on \(ios.label): \(profile.source) [\(profile.confidence)]"
            }
            out += "\n"
            out += "  profile: \(ios.label)\(ios.isProvisional ? " (provisional: its numbers come from third parties)" : "")\(ios == .ios18 ? ", or an iOS 26 app in compatibility mode" : ", the iOS 26 design")\n"
            if layout.statusBarVisible {
                out += "  " + DeviceReporter.statusBarAndNavigationBar(device, ios) + "\n"
            }
            for bar in layout.bars {
                out += "  \(bar.kind.rawValue): y \(formatPoints(bar.frame.minY))–\(formatPoints(bar.frame.maxY)), \(bar.translucent ? "translucent" : "opaque")\n"
            }
            for container in layout.containers {
                out += "  \(container.name) view: safeAreaInsets \(tuple(container.safeAreaInsets))\n"
            }
            let simplex = ConstraintReport.simplexPlacedViews(spec)
            for index in preorder(spec) {
                out += viewText(spec, layout, index)
                if simplex[index] {
                    out += constraintLines(spec, layout, index, indent: String(repeating: "  ", count: depth(index, spec) + 1) + "    ")
                }
            }
            out += "\n"
        }
        // Screen names, ids and class names are the spec's; control characters in them are escaped.
        return TerminalText.escape(out, keepNewlines: true)
    }

    static func viewText(_ spec: ScreenSpec, _ layout: ResolvedLayout, _ index: Int) -> String {
        let viewSpec = spec.views[index]
        let v = layout.views[index]
        let indent = String(repeating: "  ", count: depth(index, spec) + 1)
        let detail = indent + "    "
        var out = "\(indent)\(viewSpec.id) \(viewSpec.className) [\(viewSpec.role.rawValue)]\(v.isHidden ? " hidden" : "")\n"
        out += "\(detail)frame \(rectText(v.frame))  screen \(rectText(v.screenFrame))\n"
        out += "\(detail)safeAreaInsets \(tuple(v.safeAreaInsets))  layoutMargins \(tuple(v.layoutMargins))\n"
        for (edge, reason) in SafeAreaExplanation.reasons(spec, layout, view: index) {
            out += "\(detail)  \(edge.rawValue) \(reason)\n"
        }
        if let s = v.scroll {
            let chain = s.isRelevantScrollView ? ", first on its controller's first-subview chain" : ""
            out += "\(detail)\(s.behavior.rawValue)\(chain): adjustedContentInset \(tuple(s.adjustedContentInset)) = contentInset \(tuple(s.contentInset)) + safe area on \(edgeList(s.consumedEdges))\n"
            out += "\(detail)content \(formatPoints(s.contentSize.width))×\(formatPoints(s.contentSize.height)), starts at offset (\(formatPoints(s.initialContentOffset.x)), \(formatPoints(s.initialContentOffset.y))), scroll indicators inset \(tuple(s.scrollIndicatorInsets))\n"
        }
        if let flow = v.flowLayout {
            out += "\(detail)flow layout \(flow.reference.rawValue): \(flow.itemsPerRow) per row, first item \(rectText(flow.firstItem)), last in row \(rectText(flow.lastItemInFirstRow)) on screen\n"
        }
        if let env = v.webSafeAreaEnv {
            out += "\(detail)page sees env(safe-area-inset-*) = \(tuple(env)) px (\(spec.views[index].page?.viewportFit == .cover ? "viewport-fit=cover" : "0 unless viewport-fit=cover"))\n"
        }
        return out
    }

    /// Views in document order (parents before children), as a reader of the spec expects.
    static func preorder(_ spec: ScreenSpec) -> [Int] {
        var order: [Int] = []
        var stack = [ScreenSpec.rootIndex]
        while let v = stack.popLast() {
            order.append(v)
            stack.append(contentsOf: spec.views[v].subviews.reversed())
        }
        return order
    }

    static func depth(_ index: Int, _ spec: ScreenSpec) -> Int {
        var d = 0
        var current = spec.views[index].parent
        while let c = current { d += 1; current = spec.views[c].parent }
        return d
    }

    static func edgeList(_ edges: Set<Edge>) -> String {
        let names = Edge.allCases.filter(edges.contains).map(\.rawValue)
        return names.isEmpty ? "no edge" : names.joined(separator: ", ")
    }

    static func tuple(_ i: Insets) -> String {
        "(\(formatPoints(i.top)), \(formatPoints(i.left)), \(formatPoints(i.bottom)), \(formatPoints(i.right)))"
    }

    static func rectText(_ r: Rect) -> String {
        "(\(formatPoints(r.x)), \(formatPoints(r.y)), \(formatPoints(r.width)), \(formatPoints(r.height)))"
    }

    static func rect(_ r: Rect) -> JSON {
        .object([("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)), ("height", .number(r.height))])
    }

    static func insets(_ i: Insets) -> JSON {
        .object([("top", .number(i.top)), ("left", .number(i.left)), ("bottom", .number(i.bottom)), ("right", .number(i.right))])
    }
}
