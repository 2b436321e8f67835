// Scenario: the handler writes a whole snapshot to disk with try data.write(to:).
import UIKit

final class CanvasDocument {
    private var saveTaskID: UIBackgroundTaskIdentifier = .invalid
    private var snapshot = Data()
    private let fileURL: URL

    init(fileURL: URL) {
        self.fileURL = fileURL
    }

    func saveInBackground() {
        saveTaskID = UIApplication.shared.beginBackgroundTask(withName: "SaveCanvas") { [weak self] in
            guard let self else { return }
            try? self.snapshot.write(to: self.fileURL) // expect: long-work-in-expiration-handler
            self.endSaveTask()
        }
        CanvasRenderer.shared.render { [weak self] data in
            self?.snapshot = data
            self?.endSaveTask()
        }
    }

    private func endSaveTask() {
        UIApplication.shared.endBackgroundTask(saveTaskID)
        saveTaskID = .invalid
    }
}
