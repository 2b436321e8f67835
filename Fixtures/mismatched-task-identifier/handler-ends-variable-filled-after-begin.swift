// Scenario: a handler cannot name the constant its own begin call initializes, so it ends a
// variable the next statement fills with that constant: its own task. Filled with another
// task's identifier instead, it is a different task.
import UIKit

func exportArchive(_ archive: Archive, app: UIApplication) {
    var running = UIBackgroundTaskIdentifier.invalid
    let exportID = app.beginBackgroundTask(withName: "export") {
        archive.cancel()
        app.endBackgroundTask(running)
        running = .invalid
    }
    running = exportID
    archive.export {
        app.endBackgroundTask(running)
        running = .invalid
    }
}

final class ArchiveExporter {
    private var current = UIBackgroundTaskIdentifier.invalid

    func export(_ archive: Archive) {
        let exportID = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.current)
            self.current = .invalid
        }
        self.current = exportID
        archive.export { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.current)
            self.current = .invalid
        }
    }
}

func exportTwice(_ archive: Archive, app: UIApplication) {
    var running = UIBackgroundTaskIdentifier.invalid
    let first = app.beginBackgroundTask(withName: "first") {
        app.endBackgroundTask(running)
        running = .invalid
    }
    let second = app.beginBackgroundTask(withName: "second") {
        app.endBackgroundTask(running) // expect: mismatched-task-identifier
        running = .invalid
    }
    running = first
    archive.export {
        app.endBackgroundTask(first)
        app.endBackgroundTask(second)
    }
}

final class Archive {
    func cancel() {}
    func export(_ done: @escaping () -> Void) { done() }
}
