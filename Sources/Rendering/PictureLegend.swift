import InsetEngine
import LintRules
import ScreenModel

/// The legend beside a standalone picture: what each colour means, the numbers of this device ×
/// orientation, and the findings drawn on it.
struct PictureLegend {
    static let rowHeight = 21.0
    static let lineHeight = 16.0
    /// Characters per line of wrapped notes at 11.5 px (the legend is 290 pt wide).
    static let wrapWidth = 44

    let layout: ResolvedLayout
    let findings: [Finding]
    let spec: ScreenSpec

    /// The entries of the colour key: (class, label). Shared with the HTML report's legend.
    static let keys: [(String, String)] = [
        ("role-content", "content (text, images)"),
        ("role-control", "control (buttons, fields)"),
        ("role-background", "background"),
        ("role-container", "container"),
        ("finding-error", "finding, error (rule id)"),
        ("finding-warning", "finding, warning (rule id)"),
        ("safe-area", "safe area (root view)"),
        ("layout-margins", "layout margins (root view)"),
        ("unsafe", "unsafe band (device insets)"),
        ("bar", "navigation bar, toolbar, tab bar"),
        ("inset", "scroll view: adjusted content inset"),
    ]

    private var facts: [String] {
        let device = layout.context.device
        let root = layout.views.first
        var lines = [
            device.name,
            "screen \(n(layout.screenSize.width)) × \(n(layout.screenSize.height)) pt, status bar \(layout.statusBarVisible ? "shown" : "hidden")",
            "device insets \(insets(layout.deviceInsets))",
        ]
        if let root { lines.append("root safeAreaInsets \(insets(root.safeAreaInsets))") }
        let outline = device.outline
        switch outline.housing {
        case .none: break
        case .notch(let w, let h): lines.append("notch ≈ \(n(w)) × \(n(h)) pt")
        case .island(let w, let h, _): lines.append("Dynamic Island \(n(w)) × \(n(h)) pt")
        }
        lines.append("display corner radius \(n(outline.cornerRadius)) pt")
        return lines.flatMap { wrap($0, Self.wrapWidth - 2) }
    }

    private var notes: [String] {
        let outline = layout.context.device.outline
        var text = "Device outline, housing and home indicator are for drawing only; the insets come from the engine."
        if !outline.approximation.isEmpty { text += " Approximated: \(outline.approximation)." }
        return wrap(text, Self.wrapWidth)
    }

    private var findingLines: [(Severity, String)] {
        if findings.isEmpty { return [(.warning, "none")] }
        return findings.flatMap { f in wrap("\(f.rule): \(f.view)", Self.wrapWidth - 2).map { (f.severity, $0) } }
    }

    /// Matches the spacing in `markup` (headings, rows, lines, notes) plus a bottom padding.
    var height: Double {
        110 + Double(Self.keys.count) * Self.rowHeight + Double(facts.count + findingLines.count) * Self.lineHeight
            + Double(notes.count) * 14
    }

    func markup(idPrefix: String) -> String {
        var out = MarkupWriter()
        out.leaf("rect", [("x", "-12"), ("y", "-8"), ("width", n(PictureGeometry.legendWidth)), ("height", n(height + 8)),
                          ("rx", "8"), ("fill", "#ffffff"), ("stroke", "#cbd5e1")])
        var y = 12.0
        heading(&out, "Legend", y)
        y += 12
        for (key, label) in Self.keys {
            Self.swatch(&out, key, x: 0, y: y, idPrefix: idPrefix)
            out.element("text", [("x", "32"), ("y", n(y + 11)), ("font-size", "12"), ("fill", Palette.text)], text: label)
            y += Self.rowHeight
        }
        y += 22
        heading(&out, "This device × orientation", y)
        y += 4
        for line in facts {
            y += Self.lineHeight
            out.element("text", [("x", "0"), ("y", n(y)), ("font-size", "12"), ("fill", Palette.text)], text: line)
        }
        y += 14 + 20
        heading(&out, "Findings drawn here", y)
        y += 4
        for (severity, line) in findingLines {
            y += Self.lineHeight
            let colour = findings.isEmpty ? "#475569" : Palette.finding(severity)
            out.element("text", [("x", "0"), ("y", n(y)), ("font-size", "12"), ("fill", colour)], text: line)
        }
        y += 12
        for line in notes {
            y += 14
            out.element("text", [("x", "0"), ("y", n(y)), ("font-size", "11.5"), ("fill", "#475569")], text: line)
        }
        return out.text
    }

    private func heading(_ out: inout MarkupWriter, _ text: String, _ y: Double) {
        out.element("text", [("x", "0"), ("y", n(y)), ("font-size", "13"), ("font-weight", "bold"), ("fill", Palette.text)], text: text)
    }

    /// A 24 × 15 sample of a key's drawing, at x, y.
    static func swatch(_ out: inout MarkupWriter, _ key: String, x: Double, y: Double, idPrefix: String) {
        let box: MarkupWriter.Attributes = [("x", n(x)), ("y", n(y)), ("width", "24"), ("height", "15")]
        switch key {
        case "role-content", "role-control", "role-background":
            let role = Role(rawValue: String(key.dropFirst("role-".count)))!
            out.leaf("rect", box + [("fill", Palette.role(role)), ("fill-opacity", role == .background ? "0.2" : "0.14"),
                                    ("stroke", Palette.role(role)), ("stroke-width", "1.5")])
        case "role-container":
            out.leaf("rect", box + [("fill", "none"), ("stroke", Palette.role(.container)), ("stroke-width", "1.25"), ("stroke-dasharray", "6 4")])
        case "finding-error", "finding-warning":
            out.leaf("rect", box + [("rx", "3"), ("fill", Palette.finding(key == "finding-error" ? .error : .warning))])
        case "safe-area":
            out.leaf("rect", box + [("fill", "none"), ("stroke", Palette.safeArea), ("stroke-width", "2"), ("stroke-dasharray", "8 4")])
        case "layout-margins":
            out.leaf("rect", box + [("fill", "none"), ("stroke", Palette.layoutMargins), ("stroke-width", "1.5"), ("stroke-dasharray", "2 3")])
        case "unsafe":
            out.leaf("rect", box + [("fill", "url(#\(idPrefix)hatch)"), ("stroke", "#cbd5e1")])
        case "bar":
            out.leaf("rect", box + [("fill", Palette.bar), ("stroke", Palette.barEdge)])
        case "inset":
            out.leaf("rect", box + [("fill", "url(#\(idPrefix)inset)"), ("stroke", "#cbd5e1")])
        default:
            break
        }
    }

    private func insets(_ i: Insets) -> String { "(\(n(i.top)), \(n(i.left)), \(n(i.bottom)), \(n(i.right)))" }
    private static func n(_ v: Double) -> String { Markup.number(v) }
    private func n(_ v: Double) -> String { Markup.number(v) }
}

/// Greedy word wrap to lines of at most `width` characters (a longer word gets a line of its own).
func wrap(_ text: String, _ width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
        if current.isEmpty {
            current = String(word)
        } else if current.count + 1 + word.count <= width {
            current += " " + word
        } else {
            lines.append(current)
            current = String(word)
        }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
}
