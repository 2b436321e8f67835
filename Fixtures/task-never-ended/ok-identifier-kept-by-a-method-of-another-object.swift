// Scenario: the identifier is handed to a method of another object that stores it in a property; that object's own method ends it when the export finishes, so the task is ended on the normal path too.
// expect: none
import UIKit

final class ExportTaskSlot {
    private var held: UIBackgroundTaskIdentifier = .invalid

    func keep(_ identifier: UIBackgroundTaskIdentifier) {
        held = identifier
    }

    func release() {
        guard held != .invalid else { return }
        UIApplication.shared.endBackgroundTask(held)
        held = .invalid
    }
}

final class PhotoExporter {
    private let slot = ExportTaskSlot()

    func exportAll() {
        let exportTask = UIApplication.shared.beginBackgroundTask(withName: "ExportPhotos") { [slot] in
            slot.release()
        }
        slot.keep(exportTask)
        PhotoLibraryWriter.writePending { [slot] in
            slot.release()
        }
    }
}
