import Foundation
@testable import InsetEngine
import ScreenModel
import SpecDecoder
import Testing

/// A resolver that takes a parent's subviews' frames from an earlier layout (`SolvedFrames`) gives
/// every layout exactly what a fresh resolver gives it.
struct SolvedFramesTests {
    static let devices = ["iphone-se-3", "iphone-x", "iphone-15", "iphone-16-pro", "iphone-17", "iphone-15-pro-max", "ipad-pro-11"]

    @Test func oneResolverOverManyContextsGivesWhatFreshResolversGive() throws {
        let rules = try FileManager.default.contentsOfDirectory(atPath: AutoLayoutTests.repository.appendingPathComponent("Rules").path)
            .filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }
        let options = DecodeOptions(knownDevices: DeviceCatalog.acceptedNames, knownRules: Set(rules))
        let specs = try AutoLayoutTests.examples().map { ($0.name, $0.yaml) } + [("bars and guides", DeviceSharingTests.barsAndGuides)]
        var reused = 0
        for (name, yaml) in specs {
            let spec = try SpecDecoder.decode(Array(yaml.utf8), options: options)
            let plan = LayoutPlan(spec)
            var contexts: [LayoutContext] = []
            for id in Self.devices {
                let device = try #require(DeviceCatalog.device(named: id))
                for ios in IOSProfile.allCases where device.runs(ios) {
                    for orientation in [Orientation.portrait, .landscapeLeft] { contexts.append(LayoutContext(device: device, orientation: orientation, ios: ios)) }
                }
            }
            var resolver = LayoutResolver(plan)
            if SolvedFrames(plan) != nil { reused += 1 }
            for context in contexts {
                let kept = resolver.resolve(in: context)
                let fresh = plan.resolve(in: context)
                for (a, b) in zip(kept.views, fresh.views) {
                    #expect(a.frame.x.bitPattern == b.frame.x.bitPattern && a.frame.y.bitPattern == b.frame.y.bitPattern
                            && a.frame.width.bitPattern == b.frame.width.bitPattern && a.frame.height.bitPattern == b.frame.height.bitPattern,
                            "\(name) \(context.label) view \(a.index)")
                    #expect(a.screenFrame == b.screenFrame && a.visibleFrame == b.visibleFrame && a.safeAreaInsets == b.safeAreaInsets
                            && a.layoutMargins == b.layoutMargins && a.scroll == b.scroll, "\(name) \(context.label) view \(a.index)")
                }
                #expect(kept.issues == fresh.issues, "\(name) \(context.label)")
                resolver.recycle(kept)
            }
        }
        // Most examples are plans whose frames can be kept.
        #expect(reused * 2 > specs.count)
    }

    /// The kept frames are what a later layout takes, on the same orientation class only: marked
    /// in the cache, they come back on the same context and on its mirror (landscape right after
    /// left), and not in portrait.
    @Test func aLaterLayoutTakesTheKeptFrames() throws {
        let options = DecodeOptions(knownDevices: DeviceCatalog.acceptedNames, knownRules: [])
        let plan = LayoutPlan(try SpecDecoder.decode(Array(DeviceSharingTests.barsAndGuides.utf8), options: options))
        let device = try #require(DeviceCatalog.device(named: "iphone-15"))
        var resolver = LayoutResolver(plan)
        resolver.recycle(resolver.resolve(in: LayoutContext(device: device, orientation: .landscapeLeft, ios: .ios26)))
        let marked = Rect(x: -12345, y: -12345, width: 1, height: 1)
        let kept = try #require(resolver.solvedFrames)
        #expect(kept.filled.contains(true))
        resolver.solvedFrames?.frames = kept.frames.map { _ in marked }
        let mirror = resolver.resolve(in: LayoutContext(device: device, orientation: .landscapeRight, ios: .ios26))
        #expect(mirror.views.contains { $0.frame == marked })
        resolver.recycle(mirror)
        let portrait = resolver.resolve(in: LayoutContext(device: device, orientation: .portrait, ios: .ios26))
        #expect(!portrait.views.contains { $0.frame == marked })
    }

    /// Each half of a kept frame is taken on its own: marked after each layout, a later layout in
    /// portrait on another device or profile takes a subview's horizontal half where only vertical
    /// values changed (its width, its margins), its vertical half where only horizontal ones did,
    /// and solves the other half.
    @Test func aLaterLayoutTakesOneHalfOfAFrame() throws {
        let options = DecodeOptions(knownDevices: DeviceCatalog.acceptedNames, knownRules: [])
        let plan = LayoutPlan(try SpecDecoder.decode(Array(DeviceSharingTests.barsAndGuides.utf8), options: options))
        let marked = Rect(x: -12345, y: -12345, width: 1, height: 1)
        var resolver = LayoutResolver(plan)
        var horizontalTaken = 0, verticalTaken = 0
        for id in Self.devices {
            let device = try #require(DeviceCatalog.device(named: id))
            for ios in IOSProfile.allCases where device.runs(ios) {
                let layout = resolver.resolve(in: LayoutContext(device: device, orientation: .portrait, ios: ios))
                for view in layout.views {
                    let horizontal = view.frame.x == marked.x && view.frame.width == marked.width
                    let vertical = view.frame.y == marked.y && view.frame.height == marked.height
                    if horizontal && !vertical { horizontalTaken += 1 }
                    if vertical && !horizontal { verticalTaken += 1 }
                }
                resolver.recycle(layout)
                let kept = try #require(resolver.solvedFrames)
                resolver.solvedFrames?.frames = kept.frames.map { _ in marked }
            }
        }
        #expect(horizontalTaken > 0 && verticalTaken > 0)
    }
}
