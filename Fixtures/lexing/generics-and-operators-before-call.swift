// Scenario: generic brackets, >>, comparisons, ternaries, ?? and a force-unwrapped receiver app!. surround a handler that never ends.
import UIKit

final class RankingSync {
    private var rankingTaskID: UIBackgroundTaskIdentifier = .invalid
    private var app: UIApplication? = .shared

    func sync(a: Int, b: Int, flags: Int) {
        let table = Dictionary<String, Array<Int>>()
        if a < b && flags > b { print(table.count) }
        let shifted = flags >> 2, mixed = a ?? b, picked = a > b ? a : b
        rankingTaskID = app!.beginBackgroundTask { print(shifted, mixed, picked) } // expect: missing-end-in-expiration-handler
        RankingAPI.shared.sync { [weak self] in
            self?.endRankingTask()
        }
    }

    private func endRankingTask() {
        app?.endBackgroundTask(rankingTaskID)
        rankingTaskID = .invalid
    }
}
