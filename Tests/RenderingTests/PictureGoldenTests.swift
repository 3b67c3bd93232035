import Foundation
import Rendering
import Testing

/// A picture pinned byte for byte, reviewed as a PNG when it changes. INSETLINT_UPDATE_GOLDEN=1
/// rewrites it.
@Suite struct PictureGoldenTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/login.iphone-x.portrait.svg")

    @Test func loginOnIPhoneXPortrait() throws {
        let login = try Fixtures.example("login", contexts: [("iphone-x", .portrait)])
        let svg = LayoutPicture.svg(login.layouts[0], spec: login.spec, findings: login.findings)
        if ProcessInfo.processInfo.environment["INSETLINT_UPDATE_GOLDEN"] == "1" {
            try svg.write(to: Self.golden, atomically: true, encoding: .utf8)
        }
        #expect(svg == (try String(contentsOf: Self.golden, encoding: .utf8)))
    }
}
