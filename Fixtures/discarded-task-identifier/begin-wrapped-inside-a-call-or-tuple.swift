// Scenario: a formatter wrapped a long begin call onto lines of its own inside the call or tuple
// that takes its result (`ids.append(⏎begin…⏎)`, `(upload, download) = (⏎begin…,⏎begin…⏎)`).
// The result is an argument or an element, not a statement's value: nothing is discarded. A begin
// call standing alone on its lines is still reported.
import UIKit

final class TaskPool {
    private var ids: [UIBackgroundTaskIdentifier] = []
    private var upload: UIBackgroundTaskIdentifier = .invalid
    private var download: UIBackgroundTaskIdentifier = .invalid

    func start() {
        ids.append(
            UIApplication.shared.beginBackgroundTask(withName: "Pool") { [weak self] in
                self?.endAll()
            }
        )
        (upload, download) = (
            UIApplication.shared.beginBackgroundTask { [weak self] in self?.endAll() },
            UIApplication.shared.beginBackgroundTask { [weak self] in self?.endAll() }
        )
        UIApplication.shared.beginBackgroundTask(withName: "Lost") { // expect: discarded-task-identifier, missing-end-in-expiration-handler
            print("expired")
        }
    }

    func endAll() {
        ids.forEach { UIApplication.shared.endBackgroundTask($0) }
        ids = []
        UIApplication.shared.endBackgroundTask(upload)
        upload = .invalid
        UIApplication.shared.endBackgroundTask(download)
        download = .invalid
    }
}
