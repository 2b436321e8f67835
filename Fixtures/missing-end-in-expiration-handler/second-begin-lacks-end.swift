// Scenario: two begins in one class; only the second handler forgets to end its task, so only it is reported.
import UIKit

final class MediaLibrarySync {
    private var metadataTaskID: UIBackgroundTaskIdentifier = .invalid
    private var artworkTaskID: UIBackgroundTaskIdentifier = .invalid

    func syncMetadata() {
        metadataTaskID = UIApplication.shared.beginBackgroundTask(withName: "Metadata") { [weak self] in
            self?.endMetadataTask()
        }
        LibraryAPI.shared.pushMetadata { [weak self] in self?.endMetadataTask() }
    }

    func syncArtwork() {
        artworkTaskID = UIApplication.shared.beginBackgroundTask(withName: "Artwork") { [weak self] in // expect: missing-end-in-expiration-handler
            self?.artworkUploadTask?.cancel()
        }
        LibraryAPI.shared.pushArtwork { [weak self] in self?.endArtworkTask() }
    }

    private var artworkUploadTask: URLSessionTask?

    private func endMetadataTask() {
        UIApplication.shared.endBackgroundTask(metadataTaskID)
        metadataTaskID = .invalid
    }

    private func endArtworkTask() {
        UIApplication.shared.endBackgroundTask(artworkTaskID)
        artworkTaskID = .invalid
    }
}
