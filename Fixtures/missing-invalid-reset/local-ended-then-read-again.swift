// Scenario: local task identifiers ended without a reset where the identifier is still read
// afterwards, ended in a loop, or also ended by a completion closure: each can end the task twice.
import UIKit

final class PhotoImporter {
    func importBatch(_ photos: [Photo]) {
        var batchTaskID = UIBackgroundTaskIdentifier.invalid
        batchTaskID = UIApplication.shared.beginBackgroundTask(withName: "ImportBatch") {
            UIApplication.shared.endBackgroundTask(batchTaskID)
            batchTaskID = .invalid
        }
        photos.forEach(store)
        UIApplication.shared.endBackgroundTask(batchTaskID) // expect: missing-invalid-reset
        if batchTaskID != .invalid {
            print("import finished")
        }
    }

    func importAlbums(_ albums: [Album]) {
        var albumTaskID = UIBackgroundTaskIdentifier.invalid
        albumTaskID = UIApplication.shared.beginBackgroundTask(withName: "ImportAlbums") {
            UIApplication.shared.endBackgroundTask(albumTaskID)
            albumTaskID = .invalid
        }
        for album in albums where album.isEmpty {
            UIApplication.shared.endBackgroundTask(albumTaskID) // expect: missing-invalid-reset
        }
    }

    func importLibrary(_ library: Library) {
        var libraryTaskID = UIBackgroundTaskIdentifier.invalid
        libraryTaskID = UIApplication.shared.beginBackgroundTask(withName: "ImportLibrary") {
            UIApplication.shared.endBackgroundTask(libraryTaskID)
            libraryTaskID = .invalid
        }
        library.onCancel {
            UIApplication.shared.endBackgroundTask(libraryTaskID) // expect: missing-invalid-reset
        }
        library.importAll()
        UIApplication.shared.endBackgroundTask(libraryTaskID) // expect: missing-invalid-reset
    }

    private func store(_ photo: Photo) {}
}
