import Dispatch
import Foundation
@testable import InsetLintKit
import Synchronization
import Testing

/// The queue that hands the workers' results on in order: every result once, in order, whatever
/// the workers' timing, and never stuck, also when the window or the weight held is smaller than
/// the run the taker waits to be woken for.
@Suite struct OrderedQueueTests {
    /// Runs `workers` workers over `count` items, each taking a moment that varies with its index,
    /// and a taker on a thread of its own; nil when they are not done in 30 seconds (stuck).
    static func run(count: Int, window: Int, maxHeld: Int, workers: Int) -> [Int]? {
        let queue = OrderedQueue<Int>(count: count, window: window, maxHeld: maxHeld) { _ in 1 }
        let group = DispatchGroup()
        for _ in 0..<workers {
            DispatchQueue.global().async(group: group) {
                while let k = queue.take() {
                    // Out of order: every seventh item takes longer than the ones after it.
                    var spin = k % 7 == 0 ? 20_000 : 200
                    while spin > 0 { spin -= 1 }
                    queue.put(k, k * 10)
                }
            }
        }
        // The taker on a thread of its own, as a run's is: on Dispatch's pool it could wait behind
        // workers that block the pool's threads waiting for it.
        let taken = Mutex<[Int]?>(nil)
        let takerDone = DispatchSemaphore(value: 0)
        Thread {
            let all = (0..<count).map { queue.next($0) }
            taken.withLock { $0 = all }
            takerDone.signal()
        }.start()
        guard takerDone.wait(timeout: .now() + 30) == .success, group.wait(timeout: .now() + 30) == .success else { return nil }
        return taken.withLock { $0 }
    }

    @Test(arguments: [(2_000, 8_192, 8_192), (500, 4, 1_000), (500, 64, 3), (5, 5, 100), (1, 1, 1), (300, 2, 1)])
    func everyResultIsHandedOnOnceInOrder(count: Int, window: Int, maxHeld: Int) {
        for workers in [2, 3, 8] {
            #expect(Self.run(count: count, window: min(window, count), maxHeld: maxHeld, workers: workers) == (0..<count).map { $0 * 10 },
                    "\(count) items, window \(window), held \(maxHeld), \(workers) workers")
        }
    }
}
