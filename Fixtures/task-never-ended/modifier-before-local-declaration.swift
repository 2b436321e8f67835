// Scenario: a local declared with a modifier in front (`nonisolated(unsafe)`, `lazy`) holds the
// identifier like any local: it is never ended when the work completes.
import UIKit

final class ContactCardExporter {
    func exportContacts(_ contacts: [String]) {
        nonisolated(unsafe) var exportID: UIBackgroundTaskIdentifier = UIApplication.shared.beginBackgroundTask { // expect: task-never-ended
            UIApplication.shared.endBackgroundTask(exportID)
            exportID = .invalid
        }
        print("exporting \(contacts.count) contacts")
    }

    func exportAlbums(_ albums: [String]) {
        lazy var albumID: UIBackgroundTaskIdentifier = UIApplication.shared.beginBackgroundTask { // expect: missing-end-in-expiration-handler, task-never-ended
            print("album export expired")
        }
        print("exporting \(albums.count) albums to \(albumID)")
    }
}
