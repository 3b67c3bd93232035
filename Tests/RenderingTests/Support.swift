import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import InsetEngine
import LintRules
import Rendering
import ScreenModel
import SpecDecoder
import Testing

enum Fixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let options = DecodeOptions(knownDevices: DeviceCatalog.acceptedNames, knownRules: Set(RuleRegistry.ids))

    static var examples: [URL] {
        let dir = packageRoot.appendingPathComponent("Examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".screen.yaml") }.sorted().map { dir.appendingPathComponent($0) }
    }

    /// A spec decoded, resolved on `contexts` (default: its own) and linted, as the HTML report gets it.
    static func screen(_ yaml: String, file: String = "s.screen.yaml", contexts: [(String, Orientation)]? = nil) throws -> LintedScreen {
        let spec = try SpecDecoder.decode(Array(yaml.utf8), options: options)
        let wanted = try contexts.map { try $0.map { name, orientation in
            LayoutContext(device: try #require(DeviceCatalog.device(named: name)), orientation: orientation)
        } } ?? LayoutEngine.contexts(for: spec)
        let layouts = wanted.map { LayoutEngine.resolve(spec, in: $0) }
        return LintedScreen(file: file, spec: spec, layouts: layouts, findings: Linter().lint(spec, file: file, layouts: layouts))
    }

    static func example(_ name: String, contexts: [(String, Orientation)]? = nil) throws -> LintedScreen {
        let url = packageRoot.appendingPathComponent("Examples/\(name).screen.yaml")
        return try screen(String(contentsOf: url, encoding: .utf8), file: "Examples/\(name).screen.yaml", contexts: contexts)
    }
}

/// An element of a parsed SVG: enough of a DOM to query classes, attributes and text.
final class Node {
    let name: String
    let attributes: [String: String]
    weak var parent: Node?
    var children: [Node] = []
    var text = ""

    init(name: String, attributes: [String: String], parent: Node?) {
        self.name = name
        self.attributes = attributes
        self.parent = parent
    }

    var classes: Set<String> { Set((attributes["class"] ?? "").split(separator: " ").map(String.init)) }
    subscript(_ attribute: String) -> String? { attributes[attribute] }
    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

    var descendants: [Node] { children.flatMap { [$0] + $0.descendants } }
    var allText: String { text + children.map(\.allText).joined() }

    func all(_ name: String? = nil, class wanted: String...) -> [Node] {
        descendants.filter { (name == nil || $0.name == name) && wanted.allSatisfy($0.classes.contains) }
    }

    /// An attribute here or on the nearest ancestor that sets it (how SVG inherits font-size).
    func inherited(_ attribute: String) -> String? { attributes[attribute] ?? parent?.inherited(attribute) }
}

/// Parses XML with Foundation's XMLParser; a parse that reports success but sets `parserError`
/// (it happens, SWIFT-NOTES) counts as a failure.
final class XMLTree: NSObject, XMLParserDelegate {
    private(set) var root: Node?
    private var stack: [Node] = []

    static func parse(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Node {
        let tree = XMLTree()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = tree
        let ok = parser.parse()
        #expect(ok && parser.parserError == nil, "not well-formed XML: \(String(describing: parser.parserError))",
                sourceLocation: sourceLocation)
        return try #require(tree.root, sourceLocation: sourceLocation)
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let node = Node(name: name, attributes: attributes, parent: stack.last)
        stack.last?.children.append(node)
        if root == nil { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }
}

/// The bounding box of an SVG path made of absolute M/L/Q commands (what the notch uses).
func pathBounds(_ d: String) -> Rect {
    let numbers = d.split(whereSeparator: { $0 == " " || $0.isLetter }).compactMap { Double($0) }
    let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
    let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
    return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
}

func rectOf(_ node: Node) -> Rect {
    Rect(x: node.number("x") ?? 0, y: node.number("y") ?? 0, width: node.number("width") ?? 0, height: node.number("height") ?? 0)
}

func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.01 }

func near(_ a: Rect, _ b: Rect) -> Bool { near(a.x, b.x) && near(a.y, b.y) && near(a.width, b.width) && near(a.height, b.height) }
