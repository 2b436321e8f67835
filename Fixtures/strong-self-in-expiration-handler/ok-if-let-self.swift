// Scenario: [weak self] unwrapped with if let self inside the handler.
// expect: none
import UIKit

final class GroceryListSync {
    private var listTaskID: UIBackgroundTaskIdentifier = .invalid

    func sync(_ items: [String]) {
        listTaskID = UIApplication.shared.beginBackgroundTask(withName: "GroceryList") { [weak self] in
            if let self {
                UIApplication.shared.endBackgroundTask(self.listTaskID)
                self.listTaskID = .invalid
            }
        }
        ListAPI.shared.replace(items) { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.listTaskID)
            self.listTaskID = .invalid
        }
    }
}
