// Scenario: the importer begins the task into an internal property, and a coordinator that
// learns when the import drained ends it through the singleton, naming the importer's type:
// ended on the normal path. A property ended only through a reference that does not name the
// type (a variable of another type) is not followed, and still reported.
import UIKit

final class MediaImporter {
    static let shared = MediaImporter()
    var importTask: UIBackgroundTaskIdentifier = .invalid

    func start() {
        importTask = UIApplication.shared.beginBackgroundTask(withName: "import") { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.importTask)
            self.importTask = .invalid
        }
        ImportQueue.run()
    }
}

final class ImportCoordinator {
    func queueDidDrain() {
        UIApplication.shared.endBackgroundTask(MediaImporter.shared.importTask)
        MediaImporter.shared.importTask = .invalid
    }
}

final class ThumbnailImporter {
    var thumbnailTask: UIBackgroundTaskIdentifier = .invalid

    func start() {
        thumbnailTask = UIApplication.shared.beginBackgroundTask(withName: "thumbs") { [weak self] in // expect: task-never-ended
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.thumbnailTask)
            self.thumbnailTask = .invalid
        }
        ImportQueue.run()
    }
}

final class ThumbnailCoordinator {
    let thumbnails = ThumbnailImporter()

    func otherQueueDidDrain(_ other: ThumbnailStore) {
        UIApplication.shared.endBackgroundTask(other.thumbnailTask)
    }
}

final class ThumbnailStore {
    var thumbnailTask: UIBackgroundTaskIdentifier = .invalid
}

enum ImportQueue {
    static func run() {}
}
