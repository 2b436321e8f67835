// Scenario: a static helper ends the identifier it receives as a parameter; resetting is the caller's business.
// expect: none
import UIKit

final class ThumbnailRenderer {
    func render(_ images: [UIImage], completion: @escaping ([Data]) -> Void) {
        var renderTaskID = UIBackgroundTaskIdentifier.invalid
        renderTaskID = UIApplication.shared.beginBackgroundTask(withName: "Thumbnails") {
            ThumbnailRenderer.finish(renderTaskID)
        }
        DispatchQueue.global(qos: .userInitiated).async {
            let data = images.compactMap { $0.jpegData(compressionQuality: 0.7) }
            completion(data)
            ThumbnailRenderer.finish(renderTaskID)
        }
    }

    private static func finish(_ taskID: UIBackgroundTaskIdentifier) {
        UIApplication.shared.endBackgroundTask(taskID)
    }
}
