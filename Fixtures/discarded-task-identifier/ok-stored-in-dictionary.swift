// Scenario: the identifier is stored into a dictionary by subscript assignment, which uses the result.
// expect: none
import UIKit

final class MultiAccountSync {
    private var tasksByAccount: [String: UIBackgroundTaskIdentifier] = [:]

    func sync(account: String) {
        tasksByAccount[account] = UIApplication.shared.beginBackgroundTask(withName: "Account") { [weak self] in
            self?.finish(account: account)
        }
        AccountAPI.shared.sync(account) { [weak self] in
            self?.finish(account: account)
        }
    }

    private func finish(account: String) {
        guard let taskID = tasksByAccount.removeValue(forKey: account) else { return }
        UIApplication.shared.endBackgroundTask(taskID)
    }
}
