// Scenario: key paths, $0/$1, tuple index chains, ranges and unusual number literals come before a handler that never ends.
import UIKit

struct PendingItem {
    let id: Int
    let title: String
}

final class BatchPlanner {
    private var planTaskID: UIBackgroundTaskIdentifier = .invalid

    func plan(_ pending: [PendingItem], weights: [String: Double]) {
        let ids = pending.map(\.id)
        let titlePath = \PendingItem.title
        weights.forEach { print($0, $1) }
        let pair = ((1, 2), (3, 4)); let inner = pair.0.1
        let big = 1_000_000 + 0xFF_FF + 0b1010_0101 + 0o7_55
        let f = 1.5e-3 + 2E+10 + 0x1.8p3 + 0xFFp-2
        for i in 0..<10 { _ = i }; let r = 1...5
        let n = -42; let s = 5.description
        planTaskID = UIApplication.shared.beginBackgroundTask(withName: "Plan") { print(ids.count) } // expect: missing-end-in-expiration-handler
        print(titlePath, inner, big, f, r, n, s)
        Planner.shared.plan(ids) { [weak self] in
            self?.endPlanTask()
        }
    }

    private func endPlanTask() {
        UIApplication.shared.endBackgroundTask(planTaskID)
        planTaskID = .invalid
    }
}
