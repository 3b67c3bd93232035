#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The temporary files a run is writing, removed if a signal (Ctrl-C, `kill`, a closed pipe) ends
/// the run before they are renamed into place: a 50 MB half-written report must not stay beside
/// the real one. A fixed table of path buffers, so that the handler only reads memory and calls
/// unlink(2), both safe in a signal handler; a path that does not fit (more than `slotCount` files
/// at once) is left to the cache's prune. SIGKILL cannot be caught: the prune removes cache
/// temporary files older than an hour, and a report's shows beside it under its own name.
enum TemporaryFiles {
    static let slotCount = 64
    static let slotSize = Int(PATH_MAX) + 1
    nonisolated(unsafe) static let paths = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * slotSize)
    nonisolated(unsafe) static let used: UnsafeMutablePointer<UInt8> = {
        let flags = UnsafeMutablePointer<UInt8>.allocate(capacity: slotCount)
        flags.initialize(repeating: 0, count: slotCount)
        return flags
    }()
    static let state = Mutex<(installed: Bool, free: [Int])>((false, Array(0..<slotCount)))

    /// Remembers `path` until `forget`; the slot, or nil when none was free.
    static func register(_ path: String) -> Int? {
        let bytes = Array(path.utf8)
        guard bytes.count < slotSize else { return nil }
        _ = used   // initialised before any handler can run
        return state.withLock { state -> Int? in
            if !state.installed {
                state.installed = true
                for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { installHandler(signal) }
            }
            guard let slot = state.free.popLast() else { return nil }
            let buffer = paths + slot * slotSize
            for (i, byte) in bytes.enumerated() { buffer[i] = CChar(bitPattern: byte) }
            buffer[bytes.count] = 0
            atomicMemoryFence(ordering: .sequentiallyConsistent)
            used[slot] = 1
            return slot
        }
    }

    static func forget(_ slot: Int?) {
        guard let slot else { return }
        state.withLock { state in
            used[slot] = 0
            atomicMemoryFence(ordering: .sequentiallyConsistent)
            state.free.append(slot)
        }
    }

    private static func installHandler(_ signal: Int32) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = removeAndDie
        #else
        action.__sigaction_u.__sa_handler = removeAndDie
        #endif
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        // A signal the parent set to be ignored (nohup, a shell's background job) stays ignored.
        guard sigaction(signal, nil, &previous) == 0, !isIgnored(previous) else { return }
        sigaction(signal, &action, nil)
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
        let handler = action.__sigaction_handler.sa_handler
        #else
        let handler = action.__sigaction_u.__sa_handler
        #endif
        return handler.map { unsafeBitCast($0, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) } ?? false
    }
}

/// Removes every registered temporary file, then lets the signal do what it would have done.
private func removeAndDie(_ number: Int32) {
    for slot in 0..<TemporaryFiles.slotCount where TemporaryFiles.used[slot] != 0 {
        unlink(TemporaryFiles.paths + slot * TemporaryFiles.slotSize)
    }
    _ = signal(number, SIG_DFL)
    raise(number)
}
