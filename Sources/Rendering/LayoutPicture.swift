import InsetEngine
import LintRules
import ScreenModel

public struct PictureOptions: Sendable {
    /// A title above the device and a legend beside it. The HTML report turns them off: it has one
    /// legend for the page and a caption per picture.
    public var chrome: Bool
    /// An XML declaration and the SVG namespace, for a file of its own (not needed inline in HTML).
    public var standalone: Bool
    /// Prefixes the ids of clip paths and patterns, so that many pictures can share one page.
    public var idPrefix: String

    public init(chrome: Bool = true, standalone: Bool = true, idPrefix: String = "p-") {
        self.chrome = chrome
        self.standalone = standalone
        self.idPrefix = idPrefix
    }
}

/// One screen on one device × orientation as an SVG picture: the device, what the system draws
/// (status bar, bars, housing, home indicator), the unsafe bands, the safe-area and margin guides,
/// every view coloured by role, scroll-view content insets, and each finding on its view.
/// 1 SVG unit = 1 pt, so the picture is at the device's point size at 100 % zoom.
public enum LayoutPicture {
    public static func svg(_ layout: ResolvedLayout, spec: ScreenSpec, findings: [Finding],
                           options: PictureOptions = PictureOptions()) -> String {
        PictureWriter(layout: layout, spec: spec, findings: findings, options: options).render()
    }

    /// The picture's size in points (what `svg` sets as width and height).
    public static func size(_ layout: ResolvedLayout, options: PictureOptions = PictureOptions()) -> Size {
        PictureGeometry(layout: layout, chrome: options.chrome, legendHeight: 0).canvas
    }
}

/// Where things go on the canvas.
struct PictureGeometry {
    static let margin = 16.0
    static let titleHeight = 50.0
    static let legendGap = 28.0
    static let legendWidth = 290.0

    let drawing: DeviceDrawing
    let chrome: Bool
    let bodyOrigin: (x: Double, y: Double)
    let screenOrigin: (x: Double, y: Double)
    let bodySize: Size
    let canvas: Size

    init(layout: ResolvedLayout, chrome: Bool, legendHeight: Double) {
        drawing = DeviceDrawing(device: layout.context.device, orientation: layout.context.orientation, screen: layout.screenSize)
        self.chrome = chrome
        let bezel = drawing.bezel
        bodySize = Size(width: layout.screenSize.width + bezel.left + bezel.right,
                        height: layout.screenSize.height + bezel.top + bezel.bottom)
        let top = Self.margin + (chrome ? Self.titleHeight : 0)
        bodyOrigin = (Self.margin, top)
        screenOrigin = (Self.margin + bezel.left, top + bezel.top)
        let width = Self.margin + bodySize.width + (chrome ? Self.legendGap + Self.legendWidth : 0) + Self.margin
        let height = max(top + bodySize.height, chrome ? top + legendHeight : 0) + Self.margin
        canvas = Size(width: width, height: height)
    }

    var legendOrigin: (x: Double, y: Double) { (bodyOrigin.x + bodySize.width + Self.legendGap, bodyOrigin.y) }
}

private struct PictureWriter {
    let layout: ResolvedLayout
    let spec: ScreenSpec
    let findings: [Finding]
    let options: PictureOptions
    var out = MarkupWriter()

    init(layout: ResolvedLayout, spec: ScreenSpec, findings: [Finding], options: PictureOptions) {
        self.layout = layout
        self.spec = spec
        self.options = options
        let here = ContextID(layout.context)
        self.findings = findings.filter { $0.contexts.isEmpty || $0.contexts.contains(here) }
    }

    private var screen: Size { layout.screenSize }
    private var device: Device { layout.context.device }
    private func id(_ name: String) -> String { options.idPrefix + name }

    consuming func render() -> String {
        let legend = options.chrome ? PictureLegend(layout: layout, findings: findings, spec: spec) : nil
        let geometry = PictureGeometry(layout: layout, chrome: options.chrome, legendHeight: legend?.height ?? 0)
        if options.standalone { out.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>") }
        var rootAttributes: MarkupWriter.Attributes = options.standalone ? [("xmlns", "http://www.w3.org/2000/svg")] : []
        rootAttributes += [
            ("class", "insetlint-picture"), ("width", n(geometry.canvas.width)), ("height", n(geometry.canvas.height)),
            ("viewBox", "0 0 \(n(geometry.canvas.width)) \(n(geometry.canvas.height))"),
            ("font-family", "system-ui, -apple-system, 'Segoe UI', 'DejaVu Sans', Arial, sans-serif"),
            ("data-screen", spec.screen), ("data-device", device.id), ("data-orientation", layout.context.orientation.rawValue),
            ("data-ios", String(layout.context.ios.rawValue)),
        ]
        out.open("svg", rootAttributes)
        out.element("title", text: "\(spec.screen) on \(layout.context.profileLabel)")
        definitions()
        out.leaf("rect", [("class", "canvas"), ("width", "100%"), ("height", "100%"), ("fill", "#f8fafc")])
        if options.chrome { title(geometry) }
        body(geometry)
        out.open("g", [("class", "screen"), ("transform", "translate(\(n(geometry.screenOrigin.x)) \(n(geometry.screenOrigin.y)))")])
        out.open("g", [("clip-path", "url(#\(id("screen")))")])
        out.leaf("rect", [("class", "screen-background"), ("width", n(screen.width)), ("height", n(screen.height)), ("fill", Palette.screen)])
        views()
        scrollInsets()
        unsafeBands()
        statusBar()
        bars()
        guides()
        viewLabels()
        insetLabels()
        out.close("g")
        housingAndIndicator(geometry.drawing)
        findingMarks(geometry)
        out.close("g")
        if let legend {
            out.open("g", [("class", "legend"), ("transform", "translate(\(n(geometry.legendOrigin.x)) \(n(geometry.legendOrigin.y)))")])
            out.raw(legend.markup(idPrefix: options.idPrefix))
            out.close("g")
        }
        out.close("svg")
        return out.text
    }

    private mutating func definitions() {
        out.open("defs")
        out.open("clipPath", [("id", id("screen"))])
        out.leaf("rect", [("width", n(screen.width)), ("height", n(screen.height)), ("rx", n(device.outline.cornerRadius))])
        out.close("clipPath")
        for (name, colour, opacity) in [("hatch", Palette.unsafeBand, "0.35"), ("inset", Palette.contentInset, "0.45")] {
            out.open("pattern", [("id", id(name)), ("width", "8"), ("height", "8"), ("patternUnits", "userSpaceOnUse"),
                                 ("patternTransform", name == "hatch" ? "rotate(45)" : "rotate(-45)")])
            out.leaf("rect", [("width", "8"), ("height", "8"), ("fill", colour), ("fill-opacity", "0.08")])
            out.leaf("line", [("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "8"), ("stroke", colour), ("stroke-width", "2.5"),
                              ("stroke-opacity", opacity)])
            out.close("pattern")
        }
        out.close("defs")
    }

    private mutating func title(_ g: PictureGeometry) {
        out.element("text", [("class", "title"), ("x", n(g.bodyOrigin.x)), ("y", n(PictureGeometry.margin + 18)),
                             ("font-size", "17"), ("font-weight", "bold"), ("fill", Palette.text)],
                    text: "\(spec.screen) — \(layout.context.profileLabel)")
        out.element("text", [("class", "subtitle"), ("x", n(g.bodyOrigin.x)), ("y", n(PictureGeometry.margin + 38)),
                             ("font-size", "12.5"), ("fill", "#475569")],
                    text: "\(device.name) · \(n(screen.width)) × \(n(screen.height)) pt")
    }

    private mutating func body(_ g: PictureGeometry) {
        let drawing = g.drawing
        out.open("g", [("class", "device"), ("transform", "translate(\(n(g.bodyOrigin.x)) \(n(g.bodyOrigin.y)))")])
        out.leaf("rect", [("class", "device-body"), ("width", n(g.bodySize.width)), ("height", n(g.bodySize.height)),
                          ("rx", n(drawing.bodyCornerRadius)), ("fill", Palette.deviceBody)])
        let bezel = drawing.bezel
        let features = drawing.bezelFeatures()
        if drawing.outline.housing == .none {
            out.leaf("circle", [("class", "camera"), ("cx", n(features.camera.x + bezel.left)), ("cy", n(features.camera.y + bezel.top)),
                                ("r", "4"), ("fill", "#3a3a3c")])
        }
        if let button = features.homeButton {
            out.leaf("circle", [("class", "home-button"), ("cx", n(button.x + bezel.left)), ("cy", n(button.y + bezel.top)),
                                ("r", device.isPhone ? "21" : "15"), ("fill", "none"), ("stroke", "#48484a"), ("stroke-width", "2")])
        }
        out.close("g")
    }

    private mutating func views() {
        for (index, view) in layout.views.enumerated() where !view.isHidden {
            let viewSpec = spec.views[index]
            guard let frame = drawable(view.screenFrame) else { continue }
            let colour = Palette.role(viewSpec.role)
            var classes = "view role-\(viewSpec.role.rawValue)"
            if viewSpec.backgroundColor { classes += " filled" }
            out.open("g", [("class", classes), ("data-view", viewSpec.id)])
            out.element("title", text: tooltip(index, view))
            var attributes = rect(frame)
            switch viewSpec.role {
            case .content, .control: attributes += [("fill", colour), ("fill-opacity", "0.14")]
            case .background: attributes += [("fill", colour), ("fill-opacity", "0.2")]
            case .container:
                attributes += viewSpec.backgroundColor ? [("fill", Palette.role(.background)), ("fill-opacity", "0.12")] : [("fill", "none")]
            }
            attributes += [("stroke", colour), ("stroke-width", viewSpec.role == .container ? "1.25" : "1.5")]
            if viewSpec.role == .container { attributes.append(("stroke-dasharray", "6 4")) }
            out.leaf("rect", attributes)
            out.close("g")
        }
    }

    private func tooltip(_ index: Int, _ view: ResolvedView) -> String {
        let s = spec.views[index]
        var lines = ["\(s.id) — \(s.className), \(s.role.rawValue)",
                     "screen frame \(rectText(view.screenFrame))",
                     "safeAreaInsets \(insetsText(view.safeAreaInsets))",
                     "layoutMargins \(insetsText(view.layoutMargins))"]
        if let scroll = view.scroll {
            lines.append("adjustedContentInset \(insetsText(scroll.adjustedContentInset)) (\(scroll.behavior.rawValue))")
        }
        return lines.joined(separator: "\n")
    }

    private mutating func scrollInsets() {
        for (index, view) in layout.views.enumerated() where !view.isHidden {
            guard let scroll = view.scroll, let frame = drawable(view.screenFrame) else { continue }
            let inset = scroll.adjustedContentInset
            guard inset != .zero else { continue }
            let id = spec.views[index].id
            out.open("g", [("class", "scroll-inset"), ("data-view", id)])
            out.element("title", text: "\(id): adjustedContentInset \(insetsText(inset)) (\(scroll.behavior.rawValue))")
            let top = min(inset.top, frame.height), bottom = min(inset.bottom, frame.height)
            let bands = [
                Rect(x: frame.x, y: frame.y, width: frame.width, height: top),
                Rect(x: frame.x, y: frame.maxY - bottom, width: frame.width, height: bottom),
                Rect(x: frame.x, y: frame.y, width: min(inset.left, frame.width), height: frame.height),
                Rect(x: frame.maxX - min(inset.right, frame.width), y: frame.y, width: min(inset.right, frame.width), height: frame.height),
            ]
            for band in bands where band.width > 0 && band.height > 0 {
                out.leaf("rect", rect(band) + [("fill", "url(#\(self.id("inset")))")])
            }
            out.close("g")
        }
    }

    private mutating func unsafeBands() {
        let d = layout.deviceInsets
        let bands = [
            Rect(x: 0, y: 0, width: screen.width, height: d.top),
            Rect(x: 0, y: screen.height - d.bottom, width: screen.width, height: d.bottom),
            Rect(x: 0, y: 0, width: d.left, height: screen.height),
            Rect(x: screen.width - d.right, y: 0, width: d.right, height: screen.height),
        ].filter { $0.width > 0 && $0.height > 0 }
        guard !bands.isEmpty else { return }
        out.open("g", [("class", "unsafe-bands")])
        out.element("title", text: "The device's unsafe bands (device insets \(insetsText(d))): status bar and sensor housing, landscape sides, home indicator")
        for band in bands { out.leaf("rect", rect(band) + [("fill", "url(#\(id("hatch")))")]) }
        out.close("g")
    }

    /// Where the status bar ends: its frame where a source gives it (54 on a 59-pt Dynamic Island
    /// phone, CURRENT-IOS.md §2), else where an iOS 18 navigation bar would start (16/3 pt above the
    /// safe-area top on Dynamic Island phones, UIKIT.md D5); never below a bar at the top.
    private var statusBarHeight: Double {
        let height = device.statusBarFrameHeight ?? device.legacyNavigationBarY
        let firstBar = layout.bars.filter { $0.edge == .top }.map(\.frame.minY).min() ?? .infinity
        return min(height, firstBar)
    }

    private mutating func statusBar() {
        guard layout.statusBarVisible else { return }
        let height = statusBarHeight
        out.open("g", [("class", "status-bar")])
        out.element("title", text: "status bar, \(n(height)) pt")
        out.leaf("rect", [("width", n(screen.width)), ("height", n(height)), ("fill", Palette.statusBar), ("fill-opacity", "0.6")])
        let centred = device.outline.housing != .none
        out.element("text", [("x", n(centred ? screen.width * 0.17 : 16)), ("y", n(height / 2 + 5.5)),
                             ("text-anchor", centred ? "middle" : "start"), ("font-size", "15"), ("font-weight", "bold"),
                             ("fill", Palette.text)], text: "9:41")
        let bx = screen.width - (centred ? screen.width * 0.17 + 13 : 44), by = height / 2 - 6
        out.leaf("rect", [("x", n(bx)), ("y", n(by)), ("width", "25"), ("height", "12"), ("rx", "3.5"), ("fill", "none"),
                          ("stroke", Palette.text), ("stroke-opacity", "0.5")])
        out.leaf("rect", [("x", n(bx + 2)), ("y", n(by + 2)), ("width", "19"), ("height", "8"), ("rx", "2"), ("fill", Palette.text)])
        out.close("g")
    }

    private mutating func bars() {
        for bar in layout.bars {
            let name = bar.kind.rawValue
            out.open("g", [("class", "bar " + name.split(separator: " ").joined(separator: "-")),
                           ("data-translucent", bar.translucent ? "true" : "false")])
            out.element("title", text: "\(name), \(bar.translucent ? "translucent" : "opaque"), y \(n(bar.frame.minY))–\(n(bar.frame.maxY))")
            out.leaf("rect", rect(bar.frame) + [("fill", Palette.bar), ("fill-opacity", bar.translucent ? "0.62" : "1"),
                                                ("stroke", Palette.barEdge), ("stroke-width", "1")])
            let standard = min(bar.frame.height, bar.kind == .navigationBar ? (bar.frame.height > 60 ? bar.frame.height - 52 : bar.frame.height) : 49)
            let labelY = bar.kind == .navigationBar ? bar.frame.minY + standard / 2 + 4.5 : bar.frame.minY + standard / 2 + 4.5
            out.element("text", [("x", n(bar.frame.midX)), ("y", n(labelY)), ("text-anchor", "middle"), ("font-size", "12.5"),
                                 ("font-weight", "bold"), ("fill", Palette.text)],
                        text: "\(name) · \(bar.translucent ? "translucent" : "opaque")")
            if bar.kind == .navigationBar, bar.frame.height > 60 {
                out.element("text", [("x", n(bar.frame.minX + 16)), ("y", n(bar.frame.maxY - 14)), ("font-size", "24"),
                                     ("font-weight", "bold"), ("fill", Palette.text), ("fill-opacity", "0.75")], text: "Large Title")
            }
            out.close("g")
        }
    }

    private mutating func guides() {
        guard let root = layout.views.first else { return }
        let safe = root.screenFrame.inset(by: root.safeAreaInsets)
        let margins = root.screenFrame.inset(by: root.layoutMargins)
        if let r = drawable(margins) {
            out.open("g", [("class", "guide layout-margins")])
            out.element("title", text: "root view's layout margins \(insetsText(root.layoutMargins))")
            out.leaf("rect", rect(r) + [("fill", "none"), ("stroke", Palette.layoutMargins), ("stroke-width", "1.5"), ("stroke-dasharray", "2 3")])
            out.close("g")
        }
        if let r = drawable(safe) {
            out.open("g", [("class", "guide safe-area")])
            out.element("title", text: "root view's safe area, insets \(insetsText(root.safeAreaInsets))")
            out.leaf("rect", rect(r) + [("fill", "none"), ("stroke", Palette.safeArea), ("stroke-width", "2"), ("stroke-dasharray", "8 4")])
            out.close("g")
        }
    }

    private mutating func viewLabels() {
        out.open("g", [("class", "labels"), ("font-size", "11"), ("fill", Palette.text)])
        for (index, view) in layout.views.enumerated() where !view.isHidden && index != ScreenSpec.rootIndex {
            guard let frame = drawable(view.screenFrame), frame.width >= 24, frame.height >= 14 else { continue }
            // A view filling the screen would be labelled in the rounded corner, under the status bar;
            // its tooltip (and a scroll view's inset labels) name it.
            if frame.minX <= 0, frame.minY <= 0, frame.maxX >= screen.width, frame.maxY >= screen.height { continue }
            let maxCharacters = Int(saturating: (frame.width - 6) / 6.4)
            var label = spec.views[index].id
            if label.count > maxCharacters { label = String(label.prefix(max(1, maxCharacters - 1))) + "…" }
            out.element("text", halo([("x", n(frame.minX + 3)), ("y", n(frame.minY + 12)), ("data-view", spec.views[index].id)]),
                        text: label)
        }
        out.close("g")
    }

    /// "feed inset.top 88" in the top and bottom inset bands, drawn above the bars that cover them.
    private mutating func insetLabels() {
        out.open("g", [("class", "labels inset-labels"), ("font-size", "11"), ("fill", "#0e7490")])
        for (index, view) in layout.views.enumerated() where !view.isHidden {
            guard let inset = view.scroll?.adjustedContentInset, let frame = drawable(view.screenFrame) else { continue }
            let top = min(inset.top, frame.height), bottom = min(inset.bottom, frame.height)
            for (edge, value, y) in [("top", inset.top, frame.minY + top / 2), ("bottom", inset.bottom, frame.maxY - bottom / 2)]
            where min(value, frame.height) >= 13 {
                // Clear of the display's rounded corner when the band runs into it.
                let radius = device.outline.cornerRadius
                let inCorner = frame.maxX > screen.width - radius && (y < radius || y > screen.height - radius)
                let x = frame.maxX - 6 - (inCorner ? radius * 0.7 : 0)
                out.element("text", halo([("x", n(x)), ("y", n(y + 4)), ("text-anchor", "end")]),
                            text: "\(spec.views[index].id) inset.\(edge) \(n(value))")
            }
        }
        out.close("g")
    }

    private mutating func housingAndIndicator(_ drawing: DeviceDrawing) {
        if let housing = drawing.housing() {
            let kind = device.kind == .islandPhone ? "island" : "notch"
            out.open("g", [("class", "housing \(kind)")])
            out.element("title", text: (kind == "island" ? "Dynamic Island" : "notch")
                            + " \(n(housing.bounds.width)) × \(n(housing.bounds.height)) pt (drawing only)")
            out.leaf(housing.element, housing.attributes + [("fill", Palette.housing)])
            out.close("g")
        }
        if let bar = drawing.homeIndicator() {
            out.leaf("rect", [("class", "home-indicator")] + rect(bar) + [("rx", "2.5"), ("fill", Palette.housing), ("fill-opacity", "0.85")])
        }
    }

    private mutating func findingMarks(_ g: PictureGeometry) {
        var byView: [Int: [Finding]] = [:]
        for f in findings {
            if let index = spec.index(of: f.view) { byView[index, default: []].append(f) }
        }
        let bezel = g.drawing.bezel
        let screenRect = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        for index in byView.keys.sorted() {
            let list = byView[index]!
            let severity = list.map(\.severity).max() ?? .warning
            let colour = Palette.finding(severity)
            let rules = list.map(\.rule).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let viewID = spec.views[index].id
            out.open("g", [("class", "finding severity-\(severity.rawValue)"), ("data-view", viewID), ("data-rule", rules.joined(separator: " "))])
            out.element("title", text: list.map { "[\($0.rule)] \($0.message)" }.joined(separator: "\n"))
            let frame = layout.views[index].screenFrame
            let shown = drawable(frame).flatMap { $0.intersection(screenRect) }
            if let shown {
                out.leaf("rect", rect(shown) + [("fill", colour), ("fill-opacity", "0.12"), ("stroke", colour), ("stroke-width", "3")])
            }
            let anchor = shown ?? Rect(x: finite(frame.x), y: finite(frame.y), width: 0, height: 0)
            let label = rules.joined(separator: ", ")
            let width = Double(label.count) * 6.4 + 12, height = 17.0
            var y = anchor.minY - height - 2
            if y < -bezel.top + 2 { y = anchor.minY + 2 }
            let x = min(max(anchor.minX, -bezel.left + 2), screen.width + bezel.right - width - 2)
            y = min(max(y, -bezel.top + 2), screen.height + bezel.bottom - height - 2)
            out.open("g", [("class", "tag")])
            out.leaf("rect", [("x", n(x)), ("y", n(y)), ("width", n(width)), ("height", n(height)), ("rx", "3"), ("fill", colour)])
            out.element("text", [("x", n(x + 6)), ("y", n(y + 12.5)), ("font-size", "11"), ("font-weight", "bold"), ("fill", "#ffffff")],
                        text: label)
            out.close("g")
            out.close("g")
        }
    }

    // MARK: helpers

    private func n(_ v: Double) -> String { Markup.number(v) }

    private func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }

    /// A rect worth drawing: finite and not empty.
    private func drawable(_ r: Rect) -> Rect? {
        guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 else { return nil }
        return r
    }

    private func rect(_ r: Rect) -> MarkupWriter.Attributes {
        [("x", n(r.x)), ("y", n(r.y)), ("width", n(r.width)), ("height", n(r.height))]
    }

    /// A white outline under text, so labels stay readable over fills and hatching.
    private func halo(_ attributes: MarkupWriter.Attributes) -> MarkupWriter.Attributes {
        attributes + [("stroke", "#ffffff"), ("stroke-width", "3"), ("stroke-linejoin", "round"), ("paint-order", "stroke")]
    }

    private func rectText(_ r: Rect) -> String { "(\(n(r.x)), \(n(r.y)), \(n(r.width)), \(n(r.height)))" }
    private func insetsText(_ i: Insets) -> String { "(\(n(i.top)), \(n(i.left)), \(n(i.bottom)), \(n(i.right)))" }
}
