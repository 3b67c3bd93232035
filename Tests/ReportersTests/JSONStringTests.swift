import Foundation
import Reporters
import Testing

/// JSON string literals are scanned eight bytes at a time where no byte needs escaping; every
/// character that does must be escaped wherever it falls in or across those eight-byte words.
@Suite struct JSONStringTests {
    static let specials = ["\"", "\\", "\n", "\r", "\t", "\u{01}", "\u{1F}", "é", "\u{85}", "\u{2028}", "\u{2029}", "😀", "\u{7F}"]

    @Test(arguments: specials)
    func escapesAtEveryOffset(_ special: String) throws {
        for before in 0...17 {
            for after in [0, 1, 7, 8, 9] {
                let text = String(repeating: "a", count: before) + special + String(repeating: "b", count: after)
                let literal = String(JSON.string(text).rendered().dropLast())   // less its closing newline
                // Read back as the same text: nothing unescaped ended the string or broke the JSON.
                let decoded = try JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String]
                #expect(decoded == [text], "\(special.unicodeScalars.map { $0.value }) after \(before) bytes")
                // No raw control character or YAML line break is left in the output.
                #expect(!literal.unicodeScalars.contains { $0.value < 0x20 || [0x85, 0x2028, 0x2029].contains($0.value) })
            }
        }
    }
}
