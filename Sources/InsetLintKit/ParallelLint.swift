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

/// One linted file's outcome, as a run hands it on.
public struct FileOutcome: Sendable {
    public let file: String
    public let result: ResultCache.Outcome
    /// Screens linted (a storyboard holds several; 0 when the file failed).
    public let screens: Int
    /// What the import of a storyboard or xib noted (never a finding).
    public var notes: [ReportNote] = []
}

/// Linting many files on several cores. Workers take files in order from a shared index, each with
/// its own parser, and outcomes are handed on in that order once every earlier file is done (a few
/// at a time: `OrderedQueue.batch`), so the report is the same whatever the timing and nothing waits
/// for the whole run. Workers run
/// ahead of the oldest unfinished file (one large spec must not stop the other cores) by at most
/// `window` files and while the outcomes held hold at most `heldFindings` findings: what is held is
/// bounded by those, not by the repository.
extension LintRunner {
    /// The number of cores this process may run on.
    public static var availableCores: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// How many files ahead of the oldest unfinished one the workers may go, and how many findings
    /// finished files may hold while they wait for it (about 500 bytes each).
    static let window = 8_192
    static let heldFindings = 8_192

    /// Lints `files` (found and filtered already; `walkErrors` failed before this point) with up to
    /// `jobs` workers into one report, reusing and refreshing `cache` when one is given.
    public func lint(files: [String], errors walkErrors: [InputError], jobs: Int, cache: ResultCache?) -> LintReport {
        var findings: [Finding] = []
        var errors = walkErrors
        var notes: [ReportNote] = []
        var screens = 0
        let plists = lint(files: files, jobs: jobs, cache: cache) { outcome in
            notes += outcome.notes
            switch outcome.result {
            case .success(let found): findings += found
            case .failure(let error): errors.append(error)
            }
            screens += outcome.screens
        }
        errors += plists.errors
        var report = LintReport(findings: findings, errors: errors, files: files.count, screens: screens)
        report.notes = (notes + plists.notes).sorted(by: ReportNote.ordered)
        return report
    }

    /// Lints `files` with up to `jobs` workers, handing each file's outcome to `each` on the calling
    /// thread, in `files` order, once it and every file before it are done (a few at a time). A new outcome is
    /// stored in `cache` by the worker that made it. Returns what reading the storyboards'
    /// Info.plists (each read once, for their supported orientations) could not read or noted.
    @discardableResult
    public func lint(files: [String], jobs: Int, cache: ResultCache?, each: (FileOutcome) -> Void) -> (errors: [InputError], notes: [ReportNote]) {
        let plists = files.contains(where: InterfaceBuilderFiles.isInterfaceBuilderName)
            ? InterfaceBuilderFiles.InfoPlists(files: files, configured: infoPlist) : nil
        let body: @Sendable (String) -> FileOutcome = { path in
            if InterfaceBuilderFiles.isInterfaceBuilderName(path) {
                let one = lintInterfaceBuilderFile(path, jobs: jobs, plists: plists)
                return FileOutcome(file: path, result: one.result, screens: one.screens, notes: one.notes)
            }
            let one = lintFile(path, cache: cache, jobs: jobs)
            if let content = one.content { cache?.record(one.result, for: path, content: content) }
            return FileOutcome(file: path, result: one.result, screens: (try? one.result.get()) == nil ? 0 : 1)
        }
        let workers = min(max(1, jobs), files.count)
        let problems = (errors: plists?.errors ?? [], notes: plists?.notes ?? [])
        guard workers > 1 else {
            for path in files { each(body(path)) }
            return problems
        }
        let queue = OrderedQueue<FileOutcome>(count: files.count, window: min(files.count, Self.window), maxHeld: Self.heldFindings) {
            (try? $0.result.get())?.count ?? 1
        }
        let group = DispatchGroup()
        for _ in 0..<workers {
            DispatchQueue.global().async(group: group) {
                while let k = queue.take() { queue.put(k, body(files[k])) }
            }
        }
        for k in files.indices { each(queue.next(k)) }
        group.wait()
        return problems
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
        if let nothing = nothingToCheck(decoded, file: path) { return (.failure(nothing), content) }
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

    /// How many workers resolve the `contexts` distinct layouts of a spec of `views` views, of which
    /// the simplex places `simplexViews`: one below `parallelContextViews`, else up to `jobs` while
    /// the extra workers' layouts and solver tableaux fit `parallelLayoutBudget`.
    func contextWorkers(views: Int, simplexViews: Int = 0, contexts: Int, jobs: Int) -> Int {
        guard views >= parallelContextViews else { return 1 }
        let layoutBytes = max(1, views * MemoryLayout<ResolvedView>.stride)
        // A worker's simplex tableau, at worst: a column of views chained one to the next, whose
        // rows each hold the views above them, took 114 MB at 2,000 views and 500 MB at 4,500
        // (about 28 bytes times the square). Counted only in layouts, two workers held two of them.
        // Saturating: a spec's views fit an Int, their square times 28 may not.
        let (square, over) = simplexViews.multipliedReportingOverflow(by: simplexViews)
        let (tableau, overTableau) = square.multipliedReportingOverflow(by: 28)
        let (bytes, overSum) = layoutBytes.addingReportingOverflow(tableau)
        guard !over, !overTableau, !overSum else { return 1 }
        return max(1, min(jobs, contexts, 1 + parallelLayoutBudget / bytes))
    }

    /// A decoded spec's findings: its spec work once, then one layout per distinct geometry, each
    /// observed by every rule and dropped; a context that shares its geometry with an earlier one
    /// (`LayoutContext.sharesGeometry`), or its bars and insets on another profile
    /// (`LayoutPlan.sharedLayouts`), reuses those observations under its own name. A large spec's
    /// layouts are resolved on up to `jobs` workers, as many as `parallelLayoutBudget` allows.
    /// Observations are added in context order, so the findings do not depend on either shortcut.
    /// `keep` narrows the contexts (an imported screen that holds for some size classes only).
    public func lint(_ spec: ScreenSpec, file: String, jobs: Int = 1, keep: ((LayoutContext) -> Bool)? = nil) -> [Finding] {
        var pass = LintPass(linter: linter, spec: spec)
        // The same pass observes: its per-file facts (the view tables, the wordings) are made once.
        let observed = observe(spec, jobs: jobs, keep: keep, observer: pass)
        pass.expect(contexts: observed.count)
        for observations in observed { pass.add(observations) }
        return pass.findings(file: file)
    }

    /// The screens of one Interface Builder scene that differ only by size class (the same views,
    /// other constraints), linted as one screen named `screen`: a view a rule sees in several
    /// buckets is one finding over all their devices and orientations, as for any other screen.
    public func lint(buckets: [(spec: ScreenSpec, keep: ((LayoutContext) -> Bool)?)], screen: String, file: String, jobs: Int = 1) -> [Finding] {
        var named = buckets[0].spec
        named.screen = screen
        var pass = LintPass(linter: linter, spec: named)
        for bucket in buckets {
            let observed = observe(bucket.spec, jobs: jobs, keep: bucket.keep)
            pass.expect(contexts: observed.count)
            for observations in observed { pass.add(observations) }
        }
        return pass.findings(file: file)
    }

    /// What the rules see in each layout of `spec` asked for, in context order; `observer`, a pass
    /// made for `spec` (one is made when none is given).
    func observe(_ spec: ScreenSpec, jobs: Int, keep: ((LayoutContext) -> Bool)?, observer: LintPass? = nil) -> [LintPass.LayoutObservations] {
        let plan = LayoutPlan(spec)
        let all = contexts(for: spec)
        let contexts = keep.map { all.filter($0) } ?? all
        let shared = plan.sharing(contexts)
        let twin = shared.indices.map { shared[$0].first == $0 ? -1 : shared[$0].first }
        let distinct = shared.indices.filter { shared[$0].first == $0 }
        let pass = observer ?? LintPass(linter: linter, spec: spec)
        var observed = [LintPass.LayoutObservations?](repeating: nil, count: contexts.count)
        let workers = contextWorkers(views: spec.views.count, simplexViews: plan.simplexViewCount, contexts: distinct.count, jobs: jobs)
        if workers > 1 {
            // A pool of workers, each with its own resolver: only that many layouts are alive at once.
            let observer = pass, distinct = distinct, shared = shared
            let next = Atomic<Int>(0)
            let results = Mutex([LintPass.LayoutObservations?](repeating: nil, count: distinct.count))
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                var resolver = LayoutResolver(plan)
                // The worker's own: its layouts are observed one after another.
                let scratch = LayoutScratch()
                while true {
                    let k = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard k < distinct.count else { return }
                    let layout = resolver.resolve(in: contexts[distinct[k]], system: shared[distinct[k]].system!)
                    let result = observer.observe(layout, scratch: scratch)
                    resolver.recycle(layout)
                    results.withLock { $0[k] = result }
                }
            }
            for (k, result) in results.withLock({ $0 }).enumerated() { observed[distinct[k]] = result }
        } else {
            var resolver = LayoutResolver(plan)
            let scratch = LayoutScratch()
            for i in distinct {
                let layout = resolver.resolve(in: contexts[i], system: shared[i].system!)
                observed[i] = pass.observe(layout, scratch: scratch)
                resolver.recycle(layout)
            }
        }
        return contexts.indices.map { i in
            twin[i] < 0 ? observed[i]! : observed[twin[i]]!.relabeled(contexts[i], usesThirdPartyNumbers: shared[i].usesThirdPartyNumbers)
        }
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

/// Results made out of order by workers and taken in order: a ring of `window` slots; a worker
/// waits before taking more work when that would pass the window, or while the results held
/// weigh more than `maxHeld`.
///
/// The taker is woken when a run of `batch` results is ready from the one it waits for (or the run
/// to the end, or as soon as that one is ready when a worker is held back): it hands results on
/// faster than workers make them, so woken per result it slept and was woken again for nearly
/// every file, two context switches each on cores the workers keep busy. Workers are woken only
/// when one waits for room.
final class OrderedQueue<T>: @unchecked Sendable {
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// The taker waits here for its run (`takerMayGo`).
    private let ready = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Workers wait here for room in the window, or for the results held to weigh less.
    private let room = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var slots: [T?]
    private let count: Int
    private var issued = 0
    private var delivered = 0
    private let maxHeld: Int
    private var held = 0
    private let weight: (T) -> Int
    /// The index the taker sleeps waiting for (-1: it is not waiting).
    private var awaited = -1
    private var waitingWorkers = 0
    /// Results per wake-up of the taker; far below any window, so a full window never waits on it.
    static var batch: Int { 16 }

    init(count: Int, window: Int, maxHeld: Int, weight: @escaping (T) -> Int) {
        self.count = count
        self.maxHeld = maxHeld
        self.weight = weight
        slots = Array(repeating: nil, count: max(1, window))
        pthread_mutex_init(lock, nil)
        pthread_cond_init(ready, nil)
        pthread_cond_init(room, nil)
    }

    deinit {
        pthread_cond_destroy(ready)
        pthread_cond_destroy(room)
        pthread_mutex_destroy(lock)
        lock.deallocate()
        ready.deallocate()
        room.deallocate()
    }

    /// The next index to work on, once it is within the window; nil when all are issued.
    func take() -> Int? {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        while issued < count, issued >= delivered + slots.count || held > maxHeld {
            // Held back until the taker hands results on: it must not wait for a longer run.
            waitingWorkers += 1
            if takerMayGo() { pthread_cond_signal(ready) }
            pthread_cond_wait(room, lock)
            waitingWorkers -= 1
        }
        guard issued < count else { return nil }
        issued += 1
        return issued - 1
    }

    func put(_ index: Int, _ value: T) {
        pthread_mutex_lock(lock)
        slots[index % slots.count] = value
        held += weight(value)
        if takerMayGo() { pthread_cond_signal(ready) }
        pthread_mutex_unlock(lock)
    }

    /// The result for `index` (the one after the last taken), waiting for it when it is not ready.
    func next(_ index: Int) -> T {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if slots[index % slots.count] == nil {
            awaited = index
            while !takerMayGo() { pthread_cond_wait(ready, lock) }
            awaited = -1
        }
        let value = slots[index % slots.count]!
        slots[index % slots.count] = nil
        held -= weight(value)
        delivered = index + 1
        if waitingWorkers > 0 { pthread_cond_broadcast(room) }
        return value
    }

    /// Whether the taker, waiting for `awaited`, should go on: that result is ready, and so are the
    /// `batch` from it (or all to the end), or a worker waits for the taker to make room. Under the lock.
    private func takerMayGo() -> Bool {
        guard awaited >= 0, slots[awaited % slots.count] != nil else { return false }
        if waitingWorkers > 0 { return true }
        let end = min(awaited + Self.batch, count)
        for k in (awaited + 1)..<max(awaited + 1, end) where slots[k % slots.count] == nil { return false }
        return true
    }
}
