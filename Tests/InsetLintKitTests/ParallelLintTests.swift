import Foundation
import InsetEngine
@testable import InsetLintKit
import LintRules
import Reporters
import ScreenModel
import Testing

/// Parallel linting and the engine's shortcuts (a plan per file, shared landscape geometry, one
/// layout alive at a time, contexts on several workers) must not change a byte of any report.
@Suite struct ParallelLintTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// 40 specs from the benchmark's generator (a fixed seed) and the bundled examples, which cover
    /// the rules the generated screens rarely trip (web pages, transforms, suppressions, home indicator).
    static let corpus: Result<[String], CorpusError> = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("insetlint-parallel-\(UUID().uuidString)")
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        generator.arguments = ["python3", packageRoot.appendingPathComponent("Benchmarks/generate-corpus.py").path,
                               directory.path, "--files", "40", "--big-mb", "0"]
        do {
            try generator.run()
            generator.waitUntilExit()
        } catch {
            return .failure(CorpusError(message: "cannot run python3: \(error)"))
        }
        guard generator.terminationStatus == 0 else {
            return .failure(CorpusError(message: "generate-corpus.py exited \(generator.terminationStatus)"))
        }
        let generated = SpecFiles.discover([directory.path]).files
        let examples = SpecFiles.discover([packageRoot.appendingPathComponent("Examples").path]).files
        return .success(generated + examples)
    }()

    struct CorpusError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// Every device in portrait and both landscapes; every spec resolved on several workers.
    static var fullMatrix: LintRunner {
        var runner = LintRunner(defaultDevices: DeviceCatalog.all, defaultOrientations: Orientation.allCases)
        runner.parallelContextViews = 1
        return runner
    }

    /// A large spec's contexts go to several workers only while their extra layouts stay within
    /// the budget: the benchmark's 112,054-view spec is resolved on one.
    @Test func contextWorkersStayWithinTheLayoutBudget() {
        let runner = LintRunner()
        #expect(runner.contextWorkers(views: 3_999, contexts: 32, jobs: 2) == 1)
        #expect(runner.contextWorkers(views: 4_000, contexts: 32, jobs: 2) == 2)
        // As many extra layouts as fit the 8 MiB budget, and not one more: 20,000 views of 96 bytes
        // are 1.92 MB a layout, so four extra layouts fit beside the first.
        #expect(MemoryLayout<ResolvedView>.stride == 96)
        #expect(runner.contextWorkers(views: 20_000, contexts: 32, jobs: 8) == 5)
        #expect(runner.contextWorkers(views: 20_000, contexts: 2, jobs: 8) == 2)
        #expect(runner.contextWorkers(views: 112_054, contexts: 32, jobs: 2) == 1)
        #expect(runner.contextWorkers(views: 4_000, contexts: 32, jobs: 1) == 1)
        // The views the simplex places count with their tableau (about 28 bytes times their square,
        // at worst): 300 of them leave room for a second worker, a column of 4,500 does not.
        #expect(runner.contextWorkers(views: 4_500, simplexViews: 300, contexts: 16, jobs: 2) == 2)
        #expect(runner.contextWorkers(views: 4_500, simplexViews: 4_500, contexts: 16, jobs: 2) == 1)
        #expect(runner.contextWorkers(views: 4_500, simplexViews: Int.max / 2, contexts: 16, jobs: 2) == 1)
    }

    @Test func aParallelRunReportsExactlyWhatOneThreadReports() throws {
        let files = try Self.corpus.get()
        #expect(files.count > 40)
        let serial = Self.fullMatrix.lint(files: files, errors: [], jobs: 1, cache: nil)
        let parallel = Self.fullMatrix.lint(files: files, errors: [], jobs: 4, cache: nil)
        // Findings in several files and rules, so the comparison is not between two empty reports.
        #expect(Set(serial.findings.map(\.file)).count > 5)
        #expect(Set(serial.findings.map(\.rule)).count > 5)
        #expect(TextReporter.render(parallel) == TextReporter.render(serial))
        #expect(JSONReporter.render(parallel) == JSONReporter.render(serial))
        #expect(TextReporter.summary(parallel) == TextReporter.summary(serial))
    }

    @Test func theShortcutsFindWhatResolvingEveryContextFromScratchFinds() throws {
        let runner = Self.fullMatrix
        for file in try Self.corpus.get() {
            let spec = try LintRunner.load(file).get()
            // Every context resolved on its own, all layouts at once: the engine without its shortcuts.
            let layouts = runner.contexts(for: spec).map { LayoutEngine.resolve(spec, in: $0) }
            let reference = runner.linter.lint(spec, file: file, layouts: layouts)
            #expect(runner.lint(spec, file: file, jobs: 3) == reference, "\(file)")
            #expect(runner.lint(spec, file: file, jobs: 1) == reference, "\(file)")
        }
    }

    /// A run remembers the contexts of each device, orientation and profile list it has seen: the
    /// corpus's specs, in any order and again, get what the engine works out for each alone.
    @Test func rememberedContextsAreEachSpecsOwn() throws {
        let runner = LintRunner()
        let specs = try Self.corpus.get().map { try LintRunner.load($0).get() }
        for spec in specs + specs.reversed() {
            let expected = LayoutEngine.contexts(for: spec, defaultDevices: runner.defaultDevices,
                                                 defaultOrientations: runner.defaultOrientations, defaultProfiles: runner.defaultProfiles)
            #expect(runner.contexts(for: spec) == expected, "\(spec.screen)")
        }
        // A copy with other defaults does not get the first one's contexts for a spec that names none.
        var portraitOnly = runner
        portraitOnly.defaultOrientations = [.portrait]
        let unnamed = try #require(specs.first { $0.orientations == nil })
        #expect(portraitOnly.contexts(for: unnamed).allSatisfy { $0.orientation == .portrait })
        #expect(runner.contexts(for: unnamed).contains { $0.orientation != .portrait })
        // Nor does one with other default devices, whose key is the same (the devices are compared).
        var twoDevices = runner
        twoDevices.defaultDevices = Array(runner.defaultDevices.prefix(2))
        let ids = Set(twoDevices.defaultDevices.map(\.id))
        #expect(twoDevices.contexts(for: unnamed).allSatisfy { ids.contains($0.device.id) })
        #expect(runner.contexts(for: unnamed).contains { !ids.contains($0.device.id) })
    }

    /// A recycled layout's storage is overwritten by the next context, not cleared first: every
    /// view must be written again, or numbers from the previous device would leak through.
    @Test func aResolverReusedAcrossContextsMatchesFreshOnes() throws {
        for file in try Self.corpus.get() {
            let spec = try LintRunner.load(file).get()
            var resolver = LayoutResolver(LayoutPlan(spec))
            let contexts = Self.fullMatrix.contexts(for: spec)
            for context in contexts + contexts.reversed() {
                let layout = resolver.resolve(in: context)
                #expect(Fingerprint(layout) == Fingerprint(LayoutEngine.resolve(spec, in: context)), "\(file) on \(context.label)")
                resolver.recycle(layout)
            }
        }
    }
}

/// A layout's numbers as text, to compare two layouts whole.
struct Fingerprint: Equatable {
    let lines: [String]

    init(_ layout: ResolvedLayout) {
        lines = layout.views.map { v in
            "\(v.index) \(v.frame) \(v.screenFrame) \(String(describing: v.visibleFrame)) \(v.safeAreaInsets) \(v.layoutMargins) "
                + "\(v.isHidden) \(String(describing: v.scroll)) \(String(describing: v.flowLayout)) \(String(describing: v.webSafeAreaEnv)) "
                + "\(String(describing: v.safeAreaInsetsWithheldByTransform))"
        } + layout.issues.map { "\($0)" } + ["\(layout.bars) \(layout.containers) \(layout.deviceInsets) \(layout.statusBarVisible)"]
    }
}

@Suite struct SharedGeometryTests {
    /// `LayoutContext.sharesGeometry` lets a lint run resolve landscape-left only and report it for
    /// landscape-right too; that holds only while the engine gives both the same numbers.
    @Test func bothLandscapesOfADeviceResolveToTheSameNumbers() throws {
        for file in try ParallelLintTests.corpus.get() {
            let spec = try LintRunner.load(file).get()
            for device in DeviceCatalog.all {
                let left = LayoutContext(device: device, orientation: .landscapeLeft)
                let right = LayoutContext(device: device, orientation: .landscapeRight)
                #expect(left.sharesGeometry(with: right))
                #expect(Fingerprint(LayoutEngine.resolve(spec, in: left)) == Fingerprint(LayoutEngine.resolve(spec, in: right)),
                        "\(file) on \(device.id)")
            }
        }
    }

    @Test func portraitAndOtherDevicesDoNotShare() {
        let x = DeviceCatalog.device(named: "iphone-x")!, se = DeviceCatalog.device(named: "iphone-se-3")!
        #expect(!LayoutContext(device: x, orientation: .portrait).sharesGeometry(with: LayoutContext(device: x, orientation: .landscapeLeft)))
        #expect(!LayoutContext(device: x, orientation: .landscapeLeft).sharesGeometry(with: LayoutContext(device: se, orientation: .landscapeLeft)))
    }
}
