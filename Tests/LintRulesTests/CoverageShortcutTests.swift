import Foundation
@testable import LintRules
import InsetEngine
import ScreenModel
import SpecDecoder
import Testing

/// The covering rules' shortcuts answer what the long way answers: a band tested on its own axis
/// first, from a candidate's extent kept in `Float`s (`Coverage.Extent`), never turns away a view that
/// `reach` finds in the band; sentences are built once per file (`Wordings`).
@Suite struct CoverageShortcutTests {
    /// A small deterministic generator: the same cases on every run.
    struct Numbers {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 11
        }
        mutating func value(_ range: ClosedRange<Double>) -> Double {
            // Whole and half points mostly, as layouts are, so edges often touch exactly.
            let steps = (range.upperBound - range.lowerBound) * 2
            return range.lowerBound + Double(next() % UInt64(steps + 1)) / 2
        }
    }

    @Test func theBandsOwnAxisNeverRejectsWhatReachWouldFind() {
        var numbers = Numbers(state: 22)
        var found = 0, rejected = 0
        for _ in 0..<20_000 {
            let frame = Rect(x: numbers.value(-200...600), y: numbers.value(-400...3000), width: numbers.value(0...400), height: numbers.value(0...300))
            let clip = Rect(x: numbers.value(-20...40), y: numbers.value(-20...100), width: numbers.value(100...450), height: numbers.value(200...950))
            let flips = TransformFlips(rawValue: UInt8(numbers.next() % 4))
            let moves = numbers.next() % 3 != 0
            let motion = moves ? Coverage.Motion(frame: frame, clip: clip, travelX: numbers.value(0...300), travelY: numbers.value(0...2500),
                                                 mirror: flips, rowOffset: numbers.next() % 2 == 0 ? 0 : numbers.value(0...1500)) : nil
            let initial = moves ? nil : frame.intersection(clip)
            let candidate = Coverage.Candidate(index: 0, initialFrame: initial, motion: motion, isItemRow: false, mirror: flips)
            let extent = Coverage.Extent(Coverage.Candidate.spans(initialFrame: initial, motion: motion))
            let band = Rect(x: numbers.value(-10...400), y: numbers.value(-10...900), width: numbers.value(0...120), height: numbers.value(0...120))
            for edge in Edge.allCases {
                let hit = candidate.reach(edge)?.frame.intersection(band)
                if hit != nil {
                    found += 1
                    #expect(extent.admits(edge, band), "\(edge): \(frame) in \(clip), band \(band)")
                } else if !extent.admits(edge, band) {
                    rejected += 1
                }
            }
        }
        // The cases reach bands often enough, and the shortcut turns enough away, to mean something.
        #expect(found > 500)
        #expect(rejected > 20_000)
    }

    /// Far down a long scroll view a `Float` steps by a quarter point or more: a view that reaches a
    /// band by less than that must still get through to `reach`.
    @Test func theNarrowedExtentAdmitsEveryBandReachFindsFarDown() {
        var numbers = Numbers(state: 27)
        var close = 0
        for _ in 0..<20_000 {
            let far = Double(numbers.next() % 16_000_000) + Double(numbers.next() % 1000) / 997
            let frame = Rect(x: numbers.value(-200...600) + 1.0 / 3, y: far, width: numbers.value(1...400), height: numbers.value(1...300) + 0.1)
            // A band that the frame's bottom (or right) reaches by 0 to 0.3 pt, or misses by as much.
            let reachBy = Double(numbers.next() % 601) / 1000 - 0.3
            let band = Rect(x: frame.maxX - reachBy, y: frame.maxY - reachBy, width: numbers.value(1...80), height: numbers.value(1...80))
            let candidate = Coverage.Candidate(index: 0, initialFrame: frame, motion: nil, isItemRow: false, mirror: [])
            let extent = Coverage.Extent(Coverage.Candidate.spans(initialFrame: frame, motion: nil))
            for edge in Edge.allCases {
                let found = candidate.reach(edge)?.frame.intersection(band)
                if found != nil { #expect(extent.admits(edge, band), "\(edge): \(frame), band \(band)") }
                if found != nil, reachBy < 0.25, frame.maxY > 4_194_304 { close += 1 }
            }
        }
        // Enough views reach a band by less than a Float's step for the test to mean something.
        #expect(close > 1000)
    }

    /// `reach` clips a moved view as `Rect.intersection` does (an origin plus a height), and its
    /// bottom can come out a few last bits away from the span's bottom: with a clip starting
    /// thousands of points above the screen, enough to cross a `Float` rounding boundary.
    @Test func aClipStartingFarAboveTheScreenStillAdmitsWhatReachFinds() {
        let motion = Coverage.Motion(frame: Rect(x: 0, y: -8224.802323835953, width: 100, height: 8367.533319014176),
                                     clip: Rect(x: 0, y: -8124.802323835952, width: 400, height: 20000),
                                     travelX: 0, travelY: 0, mirror: [], rowOffset: 0)
        let band = Rect(x: 0, y: 142.73099517822268, width: 400, height: 10)
        let candidate = Coverage.Candidate(index: 0, initialFrame: nil, motion: motion, isItemRow: false, mirror: [])
        #expect(candidate.reach(.bottom)?.frame.intersection(band) != nil)
        #expect(Coverage.Extent(Coverage.Candidate.spans(initialFrame: nil, motion: motion)).admits(.bottom, band))

        // The same with any fractions: a clip from far above, a band the view's end just reaches.
        var numbers = Numbers(state: 31)
        func fraction() -> Double { Double(numbers.next() % 1_000_003) / 1_000_003 }
        var reached = 0
        for _ in 0..<50_000 {
            let clipY = -Double(numbers.next() % 20_000) - fraction()
            let frame = Rect(x: 0, y: clipY - Double(numbers.next() % 200) - fraction(), width: 100, height: Double(numbers.next() % 20_000) + fraction())
            let motion = Coverage.Motion(frame: frame, clip: Rect(x: 0, y: clipY, width: 400, height: 40_000), travelX: 0, travelY: 0,
                                         mirror: [], rowOffset: 0)
            let band = Rect(x: 0, y: frame.maxY - 1e-9 * Double(numbers.next() % 1000), width: 400, height: 10)
            let candidate = Coverage.Candidate(index: 0, initialFrame: nil, motion: motion, isItemRow: false, mirror: [])
            let extent = Coverage.Extent(Coverage.Candidate.spans(initialFrame: nil, motion: motion))
            for edge in [Edge.top, .bottom] where candidate.reach(edge)?.frame.intersection(band) != nil {
                reached += 1
                #expect(extent.admits(edge, band), "\(edge): \(frame), band \(band)")
            }
        }
        #expect(reached > 10_000)
    }

    /// A layout's candidates keep each view's extent worked out through shortcuts (what moves a
    /// scroll view's content found once per scroll view, and once per cell template in a table's
    /// rows): the extent of the whole candidate put together again the long way is the same, on
    /// every example screen, device class, orientation and profile.
    @Test func theKeptExtentsAreThoseOfTheWholeCandidates() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".screen.yaml") }.map { examples.appendingPathComponent($0) }
            + CleanScreensTests.files.map { CleanScreensTests.directory.appendingPathComponent($0) }
        #expect(files.count > 30)
        let sources = try files.map { ($0.lastPathComponent, Array(try Data(contentsOf: $0))) } + [("tables", Array(Self.tablesInAScrollView.utf8))]
        let options = DecodeOptions(knownDevices: DeviceCatalog.acceptedNames, knownRules: Set(RuleRegistry.ids))
        let devices = ["iphone-se-3", "iphone-x", "iphone-16-pro", "iphone-17-pro-max", "ipad-pro-11"].compactMap(DeviceCatalog.device(named:))
        var compared = 0, moved = 0
        // One scratch for every layout of every file, as a worker's: each layout's records are
        // written over the last one's, of another spec too.
        let scratch = LayoutScratch()
        for (file, bytes) in sources {
            var spec = try SpecDecoder.decode(bytes, options: options)
            spec.devices = nil
            spec.orientations = nil
            spec.ios = nil
            let screen = LintScreen(spec)
            for context in LayoutEngine.contexts(for: spec, defaultDevices: devices, defaultProfiles: [.ios18, .ios26]) {
                let candidates = Coverage.Candidates(screen, LayoutEngine.resolve(spec, in: context).views, scratch: scratch)
                for i in candidates.indices {
                    let whole = candidates[i]
                    #expect(candidates.extent(i) == Coverage.Extent(Coverage.Candidate.spans(initialFrame: whole.initialFrame, motion: whole.motion)),
                            "\(file) \(context.label) view \(whole.index)")
                    compared += 1
                    if whole.motion != nil { moved += 1 }
                }
            }
        }
        // Enough of them scroll for the shortcuts to be what is compared.
        #expect(compared > 2_000 && moved > 400, "\(compared) compared, \(moved) moved by scrolling")
    }

    /// Cell templates of several tables, one after the other in one scroll view and one outside
    /// it: their rows are moved by different scroll views and row offsets, each template's views alike.
    static let tablesInAScrollView = """
        insetlint: 1
        screen: Tables
        viewController:
          view:
            subviews:
              - id: outer
                class: UIScrollView
                contentSize: { height: 3000 }
                constraints: { top: superview, leading: superview, trailing: superview, height: 500 }
                subviews:
                  - id: first
                    class: UITableView
                    numberOfRows: 10
                    constraints: { top: superview, leading: superview, trailing: superview, height: 300 }
                    cell:
                      subviews:
                        - { id: firstTitle, class: UILabel, constraints: { leading: superview + 16, top: superview + 4, width: 200 } }
                        - { id: firstDetail, class: UILabel, constraints: { trailing: superview - 16, top: superview + 4, width: 80 } }
                  - id: second
                    class: UITableView
                    numberOfRows: 40
                    rowHeight: 60
                    constraints: { top: first.bottom, leading: superview, trailing: superview, height: 400 }
                    cell:
                      subviews:
                        - { id: secondTitle, class: UILabel, constraints: { leading: superview + 16, top: superview + 4, width: 200 } }
                        - { id: secondDetail, class: UILabel, constraints: { trailing: superview - 16, top: superview + 4, width: 80 } }
              - id: third
                class: UITableView
                numberOfRows: 50
                constraints: { top: outer.bottom, leading: superview, trailing: superview, bottom: superview }
                cell:
                  subviews:
                    - { id: thirdTitle, class: UILabel, constraints: { leading: superview + 16, top: superview + 4, width: 200 } }
                    - { id: thirdDetail, class: UILabel, constraints: { trailing: superview - 16, top: superview + 4, width: 80 } }
        """

    @Test func aWordingIsBuiltOncePerViewAndVariant() {
        let wordings = Wordings()
        var built = 0
        func wording(view: Int, variant: Int) -> Wordings.Wording {
            wordings.wording(.underBar, view: view, variant: variant) {
                built += 1
                return Wordings.Wording(summary: "view \(view) variant \(variant)", fix: "fix \(variant)")
            }
        }
        #expect(wording(view: 3, variant: 1).summary == "view 3 variant 1")
        #expect(wording(view: 3, variant: 1).summary == "view 3 variant 1")
        #expect(built == 1)
        #expect(wording(view: 3, variant: 2).summary == "view 3 variant 2")
        #expect(wording(view: 4, variant: 1).summary == "view 4 variant 1")
        #expect(built == 3)
        // Another rule's site is another wording, even for the same view and variant.
        let other = wordings.wording(.underHomeIndicator, view: 3, variant: 1) { Wordings.Wording(summary: "home", fix: "") }
        #expect(other.summary == "home")
    }

    @Test func aWordTableFindsEveryKeyAddedAcrossItsGrowth() {
        var table = WordTable<Wordings.DetailKey, Int>()
        // Depths whose words differ only in their top bits, as most details' do.
        let keys = (0..<500).map { Wordings.DetailKey(site: .underBar, depth: Double($0).bitPattern, band: UInt8($0 % 3), position: 0) }
        for (k, key) in keys.enumerated() {
            #expect(table.find(key) == nil)
            table.add(key, k)
        }
        for (k, key) in keys.enumerated() { #expect(table.find(key) == k) }
        #expect(table.find(Wordings.DetailKey(site: .underNotchTop, depth: 1.0.bitPattern, band: 1, position: 0)) == nil)
    }

    @Test func aDetailIsBuiltOncePerDepthBandAndScrollPosition() {
        let wordings = Wordings()
        var built = 0
        func detail(_ depth: Double, band: UInt8 = 0, _ position: Coverage.ScrollPosition?) -> String {
            wordings.detail(.underNotchTop, depth: depth, band: band, position: position) {
                built += 1
                return "\(depth) \(band) \(position?.phrase ?? "-")"
            }
        }
        #expect(detail(21, .atRest) == detail(21, .atRest))
        #expect(built == 1)
        #expect(detail(21, .scrolledToEnd) != detail(21, .atRest))
        #expect(detail(21, band: 2, .atRest) != detail(21, .atRest))
        #expect(detail(21.5, .atRest) != detail(21, .atRest))
        #expect(built == 4)
    }
}
