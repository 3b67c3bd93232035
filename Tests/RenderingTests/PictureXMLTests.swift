import Foundation
import InsetEngine
import LintRules
import Rendering
import ScreenModel
import Testing

/// Every picture is well-formed SVG, and what it draws is what the engine computed.
@Suite struct PictureXMLTests {
    static func picture(_ screen: LintedScreen, _ device: String, _ orientation: Orientation,
                        options: PictureOptions = PictureOptions()) throws -> (root: Node, layout: ResolvedLayout) {
        let layout = try #require(screen.layouts.first { $0.context.device.id == device && $0.context.orientation == orientation })
        let svg = LayoutPicture.svg(layout, spec: screen.spec, findings: screen.findings, options: options)
        return (try XMLTree.parse(svg), layout)
    }

    static let everyContext: [(String, Orientation)] = DeviceCatalog.all.flatMap { d in Orientation.allCases.map { (d.id, $0) } }

    @Test func everyExampleOnEveryDeviceAndOrientationParsesAsSVG() throws {
        var pictures = 0
        for url in Fixtures.examples {
            let screen = try Fixtures.example(url.lastPathComponent.replacingOccurrences(of: ".screen.yaml", with: ""),
                                              contexts: Self.everyContext)
            for layout in screen.layouts {
                for options in [PictureOptions(), PictureOptions(chrome: false, standalone: false, idPrefix: "x-")] {
                    let svg = LayoutPicture.svg(layout, spec: screen.spec, findings: screen.findings, options: options)
                    let root = try XMLTree.parse(svg)
                    #expect(root.name == "svg")
                    let size = LayoutPicture.size(layout, options: options)
                    #expect(near(root.number("width") ?? 0, size.width))
                    #expect((root.number("height") ?? 0) >= layout.screenSize.height)
                    pictures += 1
                }
            }
        }
        #expect(Fixtures.examples.count >= 8)
        #expect(pictures == Fixtures.examples.count * Self.everyContext.count * 2)
    }

    @Test func theFlaggedViewIsDrawnWithTheFindingClassAndRuleID() throws {
        let login = try Fixtures.example("login")
        let (root, layout) = try Self.picture(login, "iphone-x", .portrait)
        let marks = root.all("g", class: "finding")
        let mark = try #require(marks.first { $0["data-view"] == "signInButton" })
        #expect(mark.classes.contains("severity-error"))
        #expect(mark["data-rule"] == "under-home-indicator")
        #expect(mark.all("text").contains { $0.allText == "under-home-indicator" })
        // The outline sits on the engine's frame for the button (inside the screen).
        let index = try #require(login.spec.index(of: "signInButton"))
        let outline = try #require(mark.children.first { $0.name == "rect" })
        #expect(near(rectOf(outline), layout.views[index].screenFrame))
        #expect(outline["stroke"] == Palette.findingError)
        // Only flagged views are marked.
        #expect(marks.count == 1)
    }

    @Test func aFindingIsDrawnOnlyWhereItOccurs() throws {
        let login = try Fixtures.example("login")
        // The home-button phone has no home-indicator band: no finding there.
        let (se, _) = try Self.picture(login, "iphone-se-3", .portrait)
        #expect(se.all("g", class: "finding").isEmpty)
        #expect(se.all("g", class: "view").contains { $0["data-view"] == "signInButton" })
    }

    @Test func theDynamicIslandOnIPhone15AndANotchOnIPhoneX() throws {
        let screen = try Fixtures.example("login", contexts: [("iphone-15", .portrait), ("iphone-x", .portrait),
                                                              ("iphone-se-3", .portrait), ("ipad-pro-11", .portrait)])
        let (fifteen, l15) = try Self.picture(screen, "iphone-15", .portrait)
        #expect(fifteen.all("g", class: "housing", "notch").isEmpty)
        let island = try #require(fifteen.all("g", class: "housing", "island").first?.children.first { $0.name == "rect" })
        let islandBox = rectOf(island)
        #expect(near(islandBox.width, 126) && near(islandBox.height, 37.33) && near(islandBox.y, 11))
        #expect(near(islandBox.midX, l15.screenSize.width / 2))
        #expect(near(island.number("rx") ?? 0, 37.33 / 2))

        let (x, lx) = try Self.picture(screen, "iphone-x", .portrait)
        #expect(x.all("g", class: "housing", "island").isEmpty)
        let notch = try #require(x.all("g", class: "housing", "notch").first?.children.first { $0.name == "path" })
        let notchBox = pathBounds(try #require(notch["d"]))
        #expect(near(notchBox.width, 209) && near(notchBox.height, 30) && near(notchBox.y, 0))
        #expect(near(notchBox.midX, lx.screenSize.width / 2))

        for device in ["iphone-se-3", "ipad-pro-11"] {
            let (picture, _) = try Self.picture(screen, device, .portrait)
            #expect(picture.all("g", class: "housing").isEmpty, "\(device)")
            #expect(!picture.all("circle", class: "camera").isEmpty, "\(device)")
        }
        #expect(!(try Self.picture(screen, "iphone-se-3", .portrait).root.all("circle", class: "home-button").isEmpty))
        #expect(!(try Self.picture(screen, "ipad-pro-11", .portrait).root.all("rect", class: "home-indicator").isEmpty))
    }

    /// UIKit's interface landscape-left has the top of the device (the housing) on the right.
    @Test func theHousingIsOnTheRightInLandscapeLeftAndOnTheLeftInLandscapeRight() throws {
        let screen = try Fixtures.example("settings-landscape")
        for device in ["iphone-15", "iphone-x"] {
            for (orientation, onRight) in [(Orientation.landscapeLeft, true), (.landscapeRight, false)] {
                let (root, layout) = try Self.picture(screen, device, orientation)
                let shape = try #require(root.all("g", class: "housing").first?.children.first { $0.name == "rect" || $0.name == "path" })
                let box = shape.name == "rect" ? rectOf(shape) : pathBounds(try #require(shape["d"]))
                let width = layout.screenSize.width
                #expect(box.height > box.width, "\(device) \(orientation): the housing runs along a short edge")
                #expect(near(box.midY, layout.screenSize.height / 2))
                if onRight {
                    #expect(box.minX > width / 2 && near(box.maxX, width - (device == "iphone-15" ? 11 : 0)), "\(device) \(orientation)")
                } else {
                    #expect(box.maxX < width / 2 && near(box.minX, device == "iphone-15" ? 11 : 0), "\(device) \(orientation)")
                }
            }
        }
        let se = try Fixtures.example("settings-landscape", contexts: [("iphone-se-3", .landscapeLeft)])
        let (root, layout) = try Self.picture(se, "iphone-se-3", .landscapeLeft)
        let button = try #require(root.all("circle", class: "home-button").first)
        let body = try #require(root.all("rect", class: "device-body").first)
        #expect((button.number("cx") ?? 0) < (body.number("width") ?? 0) / 2, "home button on the left in landscape-left")
        #expect(layout.deviceInsets == .zero)
    }

    @Test func everyVisibleViewIsDrawnWithItsRole() throws {
        let screen = try Fixtures.example("child-container")
        let (root, layout) = try Self.picture(screen, "iphone-15", .portrait)
        let drawn = root.all("g", class: "view")
        let visible = layout.views.enumerated().filter { !$0.element.isHidden && $0.element.screenFrame.width > 0 && $0.element.screenFrame.height > 0 }
        #expect(drawn.count == visible.count)
        for (index, view) in visible {
            let spec = screen.spec.views[index]
            let group = try #require(drawn.first { $0["data-view"] == spec.id })
            #expect(group.classes.contains("role-\(spec.role.rawValue)"))
            let rect = try #require(group.children.first { $0.name == "rect" })
            #expect(near(rectOf(rect), view.screenFrame), "\(spec.id)")
            #expect(rect["stroke"] == Palette.role(spec.role))
        }
        #expect(Set(drawn.flatMap { $0.classes.filter { $0.hasPrefix("role-") } }).count >= 3)
    }

    @Test func barsGuidesStatusBarAndScrollInsetsFollowTheEngine() throws {
        let feed = try Fixtures.example("feed")
        let (root, layout) = try Self.picture(feed, "iphone-15", .portrait)
        for bar in layout.bars {
            let name = bar.kind.rawValue.split(separator: " ").joined(separator: "-")
            let group = try #require(root.all("g", class: "bar", name).first, "\(name)")
            #expect(near(rectOf(try #require(group.children.first { $0.name == "rect" })), bar.frame))
            #expect(group["data-translucent"] == String(bar.translucent))
        }
        #expect(layout.bars.count == 2)
        let rootView = layout.views[0]
        let safe = try #require(root.all("g", class: "guide", "safe-area").first?.children.first { $0.name == "rect" })
        #expect(near(rectOf(safe), rootView.screenFrame.inset(by: rootView.safeAreaInsets)))
        let margins = try #require(root.all("g", class: "guide", "layout-margins").first?.children.first { $0.name == "rect" })
        #expect(near(rectOf(margins), rootView.screenFrame.inset(by: rootView.layoutMargins)))

        let table = try #require(feed.spec.index(of: "feedTable"))
        let inset = try #require(layout.views[table].scroll).adjustedContentInset
        #expect(inset.top > 0)
        #expect(!root.all("g", class: "scroll-inset").filter { $0["data-view"] == "feedTable" }.isEmpty)
        #expect(root.all("text").contains { $0.allText == "feedTable inset.top \(Points.number(inset.top))" })
        #expect(!root.all("g", class: "status-bar").isEmpty)

        // Phones hide the status bar in landscape (UIKIT.md D3): not drawn there.
        let (landscape, l) = try Self.picture(feed, "iphone-15", .landscapeLeft)
        #expect(!l.statusBarVisible && landscape.all("g", class: "status-bar").isEmpty)
    }

    /// Legible at 100 %: no text smaller than 11 px in a picture drawn at 1 pt = 1 px.
    @Test func everyTextIsAtLeastElevenPixels() throws {
        let screen = try Fixtures.example("settings-landscape")
        for layout in screen.layouts {
            let root = try XMLTree.parse(LayoutPicture.svg(layout, spec: screen.spec, findings: screen.findings))
            let texts = root.all("text")
            #expect(texts.count > 10)
            for text in texts {
                let size = try #require(text.inherited("font-size").flatMap(Double.init), "\(text.allText) has no font size")
                #expect(size >= 11, "\(text.allText)")
            }
        }
    }

    @Test func namesAreEscapedAndIDsArePrefixed() throws {
        let screen = try Fixtures.screen("""
            insetlint: 1
            screen: "Cart <Beta> & \\"Pro\\" 'n' stuff"
            devices: [iphone-15]
            orientations: [portrait]
            viewController:
              view:
                subviews:
                  - id: title
                    class: UILabel
                    constraints: { top: superview, leading: safeArea + 16, trailing: safeArea - 16 }
            """)
        let layout = try #require(screen.layouts.first)
        let a = try XMLTree.parse(LayoutPicture.svg(layout, spec: screen.spec, findings: screen.findings,
                                                    options: PictureOptions(idPrefix: "one-")))
        #expect(a["data-screen"] == "Cart <Beta> & \"Pro\" 'n' stuff")
        #expect(a.all("text", class: "title").first?.allText.hasPrefix("Cart <Beta> & \"Pro\" 'n' stuff") == true)
        let b = try XMLTree.parse(LayoutPicture.svg(layout, spec: screen.spec, findings: screen.findings,
                                                    options: PictureOptions(idPrefix: "two-")))
        let idsA = Set(a.descendants.compactMap { $0["id"] }), idsB = Set(b.descendants.compactMap { $0["id"] })
        #expect(!idsA.isEmpty && idsA.isDisjoint(with: idsB))
        #expect(idsA.allSatisfy { $0.hasPrefix("one-") })
        // The label under the Dynamic Island is flagged.
        #expect(a.all("g", class: "finding").contains { $0["data-view"] == "title" && $0["data-rule"] == "under-notch" })
    }
}
