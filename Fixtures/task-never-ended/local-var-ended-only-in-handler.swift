// Scenario: a free function ends its local identifier in the handler only; after the export succeeds nothing ends it.
import UIKit

func exportContacts(_ contacts: [String], to url: URL) {
    var exportTaskID = UIBackgroundTaskIdentifier.invalid
    exportTaskID = UIApplication.shared.beginBackgroundTask(withName: "ExportContacts") { // expect: task-never-ended
        UIApplication.shared.endBackgroundTask(exportTaskID)
        exportTaskID = .invalid
    }
    let csv = contacts.joined(separator: "\n")
    try? csv.write(to: url, atomically: true, encoding: .utf8)
    print("exported \(contacts.count) contacts")
}
