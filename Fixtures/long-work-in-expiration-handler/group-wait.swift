// Scenario: the handler waits up to two seconds on a DispatchGroup before ending the task.
import UIKit

final class ImageBatchResizer {
    private var resizeTaskID: UIBackgroundTaskIdentifier = .invalid
    private let group = DispatchGroup()

    func resize(_ images: [UIImage]) {
        let group = self.group
        resizeTaskID = UIApplication.shared.beginBackgroundTask(withName: "Resize") { [weak self] in
            _ = group.wait(timeout: .now() + 2) // expect: long-work-in-expiration-handler
            self?.endResizeTask()
        }
        for image in images {
            group.enter()
            DispatchQueue.global().async {
                _ = image.preparingThumbnail(of: CGSize(width: 200, height: 200))
                group.leave()
            }
        }
        group.notify(queue: .main) { [weak self] in self?.endResizeTask() }
    }

    private func endResizeTask() {
        UIApplication.shared.endBackgroundTask(resizeTaskID)
        resizeTaskID = .invalid
    }
}
