// Scenario: a private file-scope var is still a global shared by every caller.
import UIKit

private var refreshTaskID: UIBackgroundTaskIdentifier = .invalid // expect: global-task-identifier

func refreshInbox(app: UIApplication) {
    refreshTaskID = app.beginBackgroundTask(withName: "Inbox") {
        app.endBackgroundTask(refreshTaskID)
        refreshTaskID = .invalid
    }
    InboxAPI.refresh {
        app.endBackgroundTask(refreshTaskID)
        refreshTaskID = .invalid
    }
}
