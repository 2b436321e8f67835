// Scenario: an if/else alone in a closure handed to DispatchQueue.async is a statement (the closure returns Void), so each branch's call is discarded.
import UIKit

final class WidgetRefresher {
    func refresh(urgent: Bool) {
        DispatchQueue.main.async {
            if urgent {
                UIApplication.shared.beginBackgroundTask(withName: "Urgent") { print("expired") } // expect: discarded-task-identifier, missing-end-in-expiration-handler
            } else {
                UIApplication.shared.beginBackgroundTask(withName: "Routine") { print("expired") } // expect: discarded-task-identifier, missing-end-in-expiration-handler
            }
        }
        WidgetRefreshAPI.shared.reload()
    }
}
