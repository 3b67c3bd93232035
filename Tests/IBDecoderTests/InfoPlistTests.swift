import Foundation
import ScreenModel
import Testing
@testable import IBDecoder

private func plist(_ body: String) -> [UInt8] {
    Array("""
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(body)
    </dict>
    </plist>

    """.utf8)
}

private func failure(_ bytes: [UInt8]) -> IBError? {
    do { _ = try InfoPlist.decode(bytes); return nil } catch { return error }
}

@Suite struct InfoPlistTests {
    @Test func supportedOrientationsAreReadPerDeviceKind() throws {
        let info = try InfoPlist.decode(plist("""
        \t<key>CFBundleName</key>
        \t<string>Demo &amp; Co</string>
        \t<key>UISupportedInterfaceOrientations</key>
        \t<array>
        \t\t<string>UIInterfaceOrientationPortrait</string>
        \t</array>
        \t<key>UISupportedInterfaceOrientations~ipad</key>
        \t<array>
        \t\t<string>UIInterfaceOrientationLandscapeRight</string>
        \t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
        \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
        \t</array>
        """))
        #expect(info.orientations(pad: false) == Located([.portrait], at: SourceLocation(line: 8, column: 2)))
        #expect(info.orientations(pad: true) == Located([.portrait, .landscapeLeft, .landscapeRight], at: SourceLocation(line: 12, column: 2)))
        #expect(info.phoneOrientations == nil)
        #expect(try InfoPlist.decode(plist("<key>CFBundleName</key><string>x</string>")) == InfoPlist())
    }

    @Test func mistakesAreLocated() {
        let unknown = failure(plist("<key>UISupportedInterfaceOrientations</key>\n<array><string>UIInterfaceOrientationSideways</string></array>"))
        #expect(unknown?.location == SourceLocation(line: 6, column: 16))
        #expect(unknown?.message.hasPrefix("unknown interface orientation 'UIInterfaceOrientationSideways' in UISupportedInterfaceOrientations") == true)
        #expect(failure(plist("<key>UISupportedInterfaceOrientations</key><string>UIInterfaceOrientationPortrait</string>"))?.location
                == SourceLocation(line: 5, column: 44))
        #expect(failure(plist("<key>UISupportedInterfaceOrientations</key><array/>"))?.message
                == "UISupportedInterfaceOrientations is empty: an app must support at least one orientation")
        #expect(failure(plist("<key>UISupportedInterfaceOrientations</key><array><integer>1</integer></array>"))?.location == SourceLocation(line: 5, column: 51))
        #expect(failure(plist("<key>A</key><true/><key>A</key><false/>"))?.message == "the key 'A' appears twice (first at 5:1)")
        #expect(failure(plist("<key>A</key>"))?.message == "the key 'A' has no value")
        #expect(failure(plist("<string>A</string>"))?.location == SourceLocation(line: 5, column: 1))
        #expect(failure(Array("<plist version=\"1.0\">\n<dict>\n<key>A</key>\n".utf8))?.message.contains("truncated") == true)
        #expect(failure(Array("<document/>".utf8))?.message == "not a property list: the root element is <document>, not <plist>")
    }

    @Test func aBinaryPropertyListIsRefusedWithAWayOut() {
        let error = failure(Array("bplist00\u{1}\u{2}".utf8))
        #expect(error?.location == SourceLocation(line: 1, column: 1))
        #expect(error?.message.contains("plutil -convert xml1") == true)
    }

    /// An Info.plist as Xcode writes one (written for these tests; also a fuzz seed).
    @Test func aWholeInfoPlistReadsItsOrientationsOnly() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Info.plist")
        let info = try InfoPlist.decode(Array(try Data(contentsOf: url)))
        #expect(info.orientations(pad: false)?.value == [.portrait])
        #expect(info.orientations(pad: true)?.value == Orientation.allCases)
        #expect(info.orientations(pad: true)?.location == SourceLocation(line: 18, column: 2))
    }
}
