import Reporters
import ScreenModel

/// Escaping for SVG and HTML: the XML reports' attribute escaping, which is also safe in element
/// text (newlines become `&#10;`, so every element stays on one line of the writer's output).
public enum Markup {
    public static func escape(_ text: String) -> String { XML.escape(text) }

    /// Coordinates in points, at most three decimals (as every report prints them).
    static func number(_ value: Double) -> String { Points.number(value) }
}

/// Builds indented SVG/HTML text element by element; attributes keep the order given, so output
/// is deterministic.
struct MarkupWriter {
    typealias Attributes = [(String, String)]

    private(set) var text = ""
    private var depth = 0

    mutating func open(_ name: String, _ attributes: Attributes = []) {
        line("<\(name)\(Self.render(attributes))>")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        line("</\(name)>")
    }

    /// An element without children.
    mutating func leaf(_ name: String, _ attributes: Attributes = []) {
        line("<\(name)\(Self.render(attributes))/>")
    }

    /// An element holding only text (escaped here).
    mutating func element(_ name: String, _ attributes: Attributes = [], text content: String) {
        line("<\(name)\(Self.render(attributes))>\(Markup.escape(content))</\(name)>")
    }

    /// Already-formed markup, indented with the rest.
    mutating func raw(_ markup: String) {
        for piece in markup.split(separator: "\n", omittingEmptySubsequences: false) where !piece.isEmpty {
            line(String(piece))
        }
    }

    private mutating func line(_ s: String) {
        text += String(repeating: " ", count: depth * 2) + s + "\n"
    }

    private static func render(_ attributes: Attributes) -> String {
        attributes.map { " \($0.0)=\"\(Markup.escape($0.1))\"" }.joined()
    }
}
