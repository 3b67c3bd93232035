#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import InsetEngine
import LintRules
import Reporters
import ScreenModel
import SpecDecoder
import Synchronization

/// Linting many files on several cores. Each worker takes the next file from a shared index and
/// has its own parser; results land in the file's slot, so the report is the same whatever the
/// timing. With several workers files go out largest first, so one big spec does not start last
/// and hold up the run.
extension LintRunner {
    /// The number of cores this process may run on.
    public static var availableCores: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// Lints `files` (found and filtered already; `walkErrors` failed before this point) with up to
    /// `jobs` workers, reusing and refreshing `cache` when one is given.
    public func lint(files: [String], errors walkErrors: [InputError], jobs: Int, cache: inout ResultCache?) -> LintReport {
        let snapshot = cache
        // The Info.plists of the storyboards and xibs, read once each (their supported orientations).
        let plists = files.contains(where: InterfaceBuilderFiles.isInterfaceBuilderName)
            ? InterfaceBuilderFiles.InfoPlists(files: files, configured: infoPlist) : nil
        let outcomes = lintEach(files, jobs: jobs) { path in
            InterfaceBuilderFiles.isInterfaceBuilderName(path)
                ? lintInterfaceBuilderFile(path, jobs: jobs, plists: plists)
                : { let one = lintFile(path, cache: snapshot, jobs: jobs); return (one.result, one.content, 1, []) }()
        }
        var findings: [Finding] = []
        var errors = walkErrors + (plists?.errors ?? [])
        var notes = plists?.notes ?? []
        var screens = 0
        for (path, outcome) in zip(files, outcomes) {
            notes += outcome.notes
            if let content = outcome.content { cache?.record(outcome.result, for: path, content: content) }
            switch outcome.result {
            case .success(let found):
                findings += found
                screens += outcome.screens
            case .failure(let error):
                errors.append(error)
            }
        }
        var report = LintReport(findings: findings, errors: errors, files: files.count, screens: screens)
        report.notes = notes.sorted(by: ReportNote.ordered)
        return report
    }

    /// `body` for every file, on up to `jobs` threads; results in `files` order.
    func lintEach<T: Sendable>(_ files: [String], jobs: Int, _ body: @Sendable (String) -> T) -> [T] {
        let workers = min(max(1, jobs), files.count)
        // Each file's size read once: a sort compares each file about 2 log2(n) times, and stat-ing it
        // in the comparison cost 94,000 stat calls (0.14 s, most of a warm run) for 2,001 files.
        // One worker takes the files as they come.
        let order: [Int]
        if workers > 1 {
            let sizes = files.map(Self.size)
            order = files.indices.sorted { (sizes[$0], $1) > (sizes[$1], $0) }
        } else {
            order = Array(files.indices)
        }
        let next = Atomic<Int>(0)
        let results = Mutex([T?](repeating: nil, count: files.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let k = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard k < order.count else { return }
                let result = body(files[order[k]])
                results.withLock { $0[order[k]] = result }
            }
        }
        return results.withLock { $0.map { $0! } }
    }

    private static func size(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    /// One file's findings or error; `content` is set when the outcome is new and should be cached.
    /// The file is read in pieces as libyaml parses it (and once before that to hash it, when there
    /// is a cache to look in), never held whole.
    func lintFile(_ path: String, cache: ResultCache?, jobs: Int) -> (result: ResultCache.Outcome, content: ContentHash?) {
        let file: SpecFileStream
        do {
            file = try SpecFileStream(path: path)
        } catch {
            return (.failure(InputFile.failure(path, error)), nil)
        }
        var content: ContentHash?
        if let cache {
            guard let hash = ContentHash(reading: file) else { return (.failure(InputFile.failure(path, file.failure!)), nil) }
            if let hit = cache.outcome(for: path, content: hash) { return (hit, nil) }
            content = hash
            file.rewind()
            file.startHashing()
        }
        let decoded: ScreenSpec
        do {
            decoded = try SpecDecoder.decode(streaming: file, byteCount: file.size, options: Self.decodeOptions)
        } catch {
            // A read that failed halfway shows up as a YAML input error; say what really went wrong.
            if let failure = file.failure { return (.failure(InputFile.failure(path, failure)), nil) }
            return (.failure(InputFile.failure(path, error)), Self.parsedTheSame(file, as: content))
        }
        content = Self.parsedTheSame(file, as: content)
        #if canImport(Glibc)
        // Decoding a large spec freed its id table and the storage its arrays grew out of; glibc
        // keeps such pages resident inside its heap unless asked, and the layouts come next.
        if decoded.views.count >= Self.trimAfterDecodingViews { _ = malloc_trim(0) }
        #endif
        return (.success(lint(decoded, file: path, jobs: jobs)), content)
    }

    /// `hashed` when the parse read the bytes the cache was asked about, else nil: not cached.
    private static func parsedTheSame(_ file: SpecFileStream, as hashed: ContentHash?) -> ContentHash? {
        guard let hashed else { return nil }
        return file.finishHashing() == hashed ? hashed : nil
    }

    /// A spec at least this large has the heap trimmed after decoding (a few milliseconds; ordinary
    /// specs have tens of views and skip it).
    static let trimAfterDecodingViews = 10_000

    /// How many workers resolve the `contexts` distinct layouts of a spec of `views` views: one below
    /// `parallelContextViews`, else up to `jobs` while the extra layouts fit `parallelLayoutBudget`.
    func contextWorkers(views: Int, contexts: Int, jobs: Int) -> Int {
        guard views >= parallelContextViews else { return 1 }
        let layoutBytes = max(1, views * MemoryLayout<ResolvedView>.stride)
        return max(1, min(jobs, contexts, 1 + parallelLayoutBudget / layoutBytes))
    }

    /// A decoded spec's findings: its spec work once, then one layout per distinct geometry, each
    /// observed by every rule and dropped; a context that shares its geometry with an earlier one
    /// (`LayoutContext.sharesGeometry`), or its bars and insets on another profile
    /// (`LayoutPlan.sharedLayouts`), reuses those observations under its own name. A large spec's
    /// layouts are resolved on up to `jobs` workers, as many as `parallelLayoutBudget` allows.
    /// Observations are added in context order, so the findings do not depend on either shortcut.
    /// `keep` narrows the contexts (an imported screen that holds for some size classes only).
    public func lint(_ spec: ScreenSpec, file: String, jobs: Int = 1, keep: ((LayoutContext) -> Bool)? = nil) -> [Finding] {
        let plan = LayoutPlan(spec)
        let all = contexts(for: spec)
        let contexts = keep.map { all.filter($0) } ?? all
        let shared = plan.sharedLayouts(contexts)
        let twin = shared.indices.map { shared[$0].first == $0 ? -1 : shared[$0].first }
        let distinct = shared.indices.filter { shared[$0].first == $0 }
        var pass = LintPass(linter: linter, spec: spec)
        var observed = [LintPass.LayoutObservations?](repeating: nil, count: contexts.count)
        let workers = contextWorkers(views: spec.views.count, contexts: distinct.count, jobs: jobs)
        if workers > 1 {
            // A pool of workers, each with its own resolver: only that many layouts are alive at once.
            let observer = pass, distinct = distinct
            let next = Atomic<Int>(0)
            let results = Mutex([LintPass.LayoutObservations?](repeating: nil, count: distinct.count))
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                var resolver = LayoutResolver(plan)
                while true {
                    let k = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard k < distinct.count else { return }
                    let layout = resolver.resolve(in: contexts[distinct[k]])
                    let result = observer.observe(layout)
                    resolver.recycle(layout)
                    results.withLock { $0[k] = result }
                }
            }
            for (k, result) in results.withLock({ $0 }).enumerated() { observed[distinct[k]] = result }
        } else {
            var resolver = LayoutResolver(plan)
            for i in distinct {
                let layout = resolver.resolve(in: contexts[i])
                observed[i] = pass.observe(layout)
                resolver.recycle(layout)
            }
        }
        for (i, context) in contexts.enumerated() {
            pass.add(twin[i] < 0 ? observed[i]! : observed[twin[i]]!.relabeled(context, usesThirdPartyNumbers: shared[i].usesThirdPartyNumbers))
        }
        return pass.findings(file: file)
    }
}

#if canImport(Glibc)
/// glibc's `malloc_trim`, looked up at run time: malloc.h is not part of the Glibc module.
private let mallocTrim: (@convention(c) (Int) -> Int32)? = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
}()

private func malloc_trim(_ pad: Int) -> Int32 {
    mallocTrim?(pad) ?? 0
}
#endif
