// Scenario: [weak self] followed by the Swift 5.7 shorthand guard let self; later self. uses are the unwrapped local.
// expect: none
import UIKit

final class NotesExporter {
    private var exportTaskID: UIBackgroundTaskIdentifier = .invalid
    private var exportedNotes = 0

    func export(_ notes: [String]) {
        exportTaskID = UIApplication.shared.beginBackgroundTask(withName: "ExportNotes") { [weak self] in
            guard let self else { return }
            UserDefaults.standard.set(self.exportedNotes, forKey: "notes.exported")
            UIApplication.shared.endBackgroundTask(self.exportTaskID)
            self.exportTaskID = .invalid
        }
        NotesAPI.shared.export(notes) { [weak self] count in
            guard let self else { return }
            self.exportedNotes = count
            UIApplication.shared.endBackgroundTask(self.exportTaskID)
            self.exportTaskID = .invalid
        }
    }
}
