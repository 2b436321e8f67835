// Scenario: launch handlers hand the task on through channels whose receivers the analysed files do not show: `NotificationCenter`'s `post(name:object:)` (as `$0`), `post(name:object:userInfo:)` with the task in `userInfo`, an app's own bus's `post`, and a Combine subject's `send`; an observer may complete it, so stay silent.
// expect: none
import BackgroundTasks
import Combine

extension Notification.Name {
    static let uploadTaskStarted = Notification.Name("uploadTaskStarted")
}

enum UploadRelay {
    static let startedTasks = PassthroughSubject<BGTask, Never>()

    static func registerUploads() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.uploads", using: nil) {
            NotificationCenter.default.post(name: .uploadTaskStarted, object: $0)
        }
    }

    static func registerThumbnails() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.thumbnails", using: nil) { task in
            NotificationCenter.default.post(name: .uploadTaskStarted, object: nil, userInfo: ["task": task])
        }
    }

    static func registerArchive() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.archive", using: nil) { task in
            ThumbnailBus.shared.post(name: "archive", object: task)
        }
    }

    static func registerIndexing() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.indexing", using: nil) { task in
            startedTasks.send(task)
        }
    }
}
