// Scenario: the handler ends the task synchronously and only the word "async" appears, in a comment and a string.
// expect: none
import UIKit

func uploadBreadcrumbs(_ crumbs: [String], app: UIApplication) {
    var crumbsTaskID = UIBackgroundTaskIdentifier.invalid
    crumbsTaskID = app.beginBackgroundTask(withName: "Breadcrumbs") {
        // not DispatchQueue.main.async { } on purpose: end before returning
        print("ending synchronously, not via Task { } or .async")
        app.endBackgroundTask(crumbsTaskID)
        crumbsTaskID = .invalid
    }
    Breadcrumbs.upload(crumbs) {
        app.endBackgroundTask(crumbsTaskID)
        crumbsTaskID = .invalid
    }
}
