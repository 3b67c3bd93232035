import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import LintRules
import Reporters
import ScreenModel
import Testing

/// Reads an XML report back the way a CI server would: elements with their attributes and text.
final class XMLTree: NSObject, XMLParserDelegate {
    struct Element {
        let name: String
        let attributes: [String: String]
        var text = ""
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []

    /// Parses `text`; fails the test when the parser reports an error (it may return true anyway).
    static func parse(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> XMLTree {
        let tree = XMLTree()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = tree
        let ok = parser.parse()
        #expect(ok && parser.parserError == nil, "not well-formed XML: \(String(describing: parser.parserError))", sourceLocation: sourceLocation)
        return tree
    }

    func named(_ name: String) -> [Element] { elements.filter { $0.name == name } }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        open.append(elements.count)
        elements.append(Element(name: name, attributes: attributes))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last { elements[current].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }
}

@Suite struct XMLReportTests {
    static let report = ReporterGoldenTests.report

    @Test func junitParsesBackWithEveryFindingAndError() throws {
        let tree = XMLTree.parse(JUnitReporter.render(Self.report))
        let root = try #require(tree.named("testsuites").first)
        #expect(root.attributes["tests"] == "4")
        #expect(root.attributes["failures"] == "3")
        #expect(root.attributes["errors"] == "1")
        let suites = tree.named("testsuite")
        #expect(suites.map { $0.attributes["name"] } == ["Examples/article.screen.yaml", "Examples/broken.screen.yaml",
                                                         "Examples/login.screen.yaml", "Examples/with space/ünï.screen.yaml"])
        let failures = tree.named("failure")
        // Messages survive escaping exactly, markup and quotes included.
        #expect(Set(failures.compactMap { $0.attributes["message"] }) == Set(Self.report.findings.map(\.message)))
        #expect(failures.map { $0.attributes["type"] } == ["warning", "error", "warning"])
        let error = try #require(tree.named("error").first)
        #expect(error.attributes["message"] == Self.report.errors[0].message)
        #expect(error.text.hasPrefix("Examples/broken.screen.yaml:4:3: "))
        #expect(tree.named("testcase").count == 4)
    }

    @Test func checkstyleParsesBackWithLineColumnSeverityAndSource() throws {
        let tree = XMLTree.parse(CheckstyleReporter.render(Self.report))
        #expect(tree.named("checkstyle").count == 1)
        #expect(tree.named("file").count == 4)
        let errors = tree.named("error")
        #expect(errors.count == 4)
        let ambiguous = try #require(errors.first { $0.attributes["source"] == "insetlint.layout-ambiguous" })
        #expect(ambiguous.attributes["line"] == "7")
        #expect(ambiguous.attributes["column"] == "9")
        #expect(ambiguous.attributes["severity"] == "warning")
        #expect(ambiguous.attributes["message"] == Self.report.findings[2].message)
        #expect(errors.contains { $0.attributes["source"] == "insetlint.input-error" && $0.attributes["line"] == "4" })
    }

    @Test func controlCharactersAndNewlinesKeepTheDocumentWellFormed() throws {
        let odd = Finding(rule: "under-bar", severity: .error, file: "a.screen.yaml", location: SourceLocation(line: 1, column: 1),
                          screen: "S\u{1}", view: "v", message: "two\nlines\tand a bell \u{7}", contexts: [])
        let report = LintReport(findings: [odd], errors: [], files: 1, screens: 1)
        for xml in [JUnitReporter.render(report), CheckstyleReporter.render(report)] {
            let tree = XMLTree.parse(xml)
            let message = tree.elements.compactMap { $0.attributes["message"] }.first
            #expect(message == "two\nlines\tand a bell \u{FFFD}")
        }
        let failure = XMLTree.parse(JUnitReporter.render(report)).named("failure").first
        #expect(failure?.text.hasPrefix("a.screen.yaml:1:1: error: two\nlines\tand a bell \u{FFFD} [under-bar]\nScreen: S\u{FFFD}") == true)
    }

    @Test func githubAnnotationsDecodeBackToTheMessages() throws {
        let lines = GitHubReporter.render(Self.report).split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        func unescape(_ s: Substring) -> String {
            s.replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%0D", with: "\r")
                .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
                .replacingOccurrences(of: "%25", with: "%")
        }
        for (line, finding) in zip(lines.dropFirst(), Self.report.findings) {
            let level = line.dropFirst(2).prefix { $0 != " " }
            #expect(level == Substring(finding.severity.rawValue))
            // `::` separates the properties from the message; escaped property values cannot contain it.
            let parts = line.dropFirst(2 + level.count + 1).components(separatedBy: "::")
            #expect(parts.count == 2)
            var properties: [String: String] = [:]
            for pair in parts[0].split(separator: ",") {
                let kv = pair.split(separator: "=", maxSplits: 1)
                properties[String(kv[0])] = unescape(kv[1])
            }
            #expect(properties == ["file": finding.file, "line": String(finding.location.line),
                                   "col": String(finding.location.column), "title": "insetlint: \(finding.rule)"])
            #expect(unescape(Substring(parts[1])) == finding.message)
        }
        #expect(lines[0].hasPrefix("::error file=Examples/broken.screen.yaml,line=4,col=3,"))
    }
}
