// Scenario: a free function's handler ends the captured local identifier directly and resets it.
// expect: none
import UIKit

func archiveLogs(_ logs: [String], to url: URL) {
    let app = UIApplication.shared
    var archiveTaskID = UIBackgroundTaskIdentifier.invalid
    archiveTaskID = app.beginBackgroundTask(withName: "ArchiveLogs") {
        app.endBackgroundTask(archiveTaskID)
        archiveTaskID = .invalid
    }
    let joined = logs.joined(separator: "\n")
    try? joined.write(to: url, atomically: true, encoding: .utf8)
    app.endBackgroundTask(archiveTaskID)
    archiveTaskID = .invalid
}
