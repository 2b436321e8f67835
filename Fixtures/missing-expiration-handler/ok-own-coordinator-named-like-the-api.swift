// Scenario: the app's own coordinator protocol has a `beginBackgroundTask()` that returns nothing; calling it is not UIKit's API.
// expect: none
import UIKit

protocol UploadTaskCoordinating {
    func beginBackgroundTask()
    func endBackgroundTask()
}

final class BatchUploader {
    private let coordinator: UploadTaskCoordinating?

    init(coordinator: UploadTaskCoordinating?) {
        self.coordinator = coordinator
    }

    func uploadNextBatch(_ files: [URL]) {
        coordinator?.beginBackgroundTask()
        BatchAPI.shared.upload(files) { [weak self] in
            self?.coordinator?.endBackgroundTask()
        }
    }
}
