// Scenario: an async function keeps its task identifier in a local; the handler ends and resets
// it, and the function's last use of it is the normal-path end. Resetting it there would be a
// dead store: nothing reads it afterwards, and UIKit never calls the handler of an ended task.
import UIKit

enum ArchiveExport {
    @MainActor
    static func export(_ archive: Archive, to folder: URL) async -> Bool {
        let application = UIApplication.shared
        var exportTaskID = UIBackgroundTaskIdentifier.invalid
        let copy = Task { await archive.copy(to: folder) }
        exportTaskID = application.beginBackgroundTask(withName: "ArchiveExport") {
            copy.cancel()
            application.endBackgroundTask(exportTaskID)
            exportTaskID = .invalid
        }
        guard exportTaskID != .invalid else {
            copy.cancel()
            return false
        }
        await copy.value
        let completed = !copy.isCancelled
        if exportTaskID != .invalid {
            application.endBackgroundTask(exportTaskID)
        }
        return completed
    }
}
