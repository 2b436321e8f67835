// Scenario: the handler calls a private tear-down, which alone calls the helper that ends the task: both run only when the task expires.
import UIKit

final class VideoRenderController {
    private var renderTaskID: UIBackgroundTaskIdentifier = .invalid

    func render(_ clip: URL) {
        renderTaskID = UIApplication.shared.beginBackgroundTask(withName: "Render") { [weak self] in // expect: task-never-ended
            self?.tearDown()
        }
        VideoRenderer.shared.render(clip) { print("rendered") }
    }

    private func tearDown() {
        VideoRenderer.shared.cancelAll()
        endRenderTask()
    }

    private func endRenderTask() {
        UIApplication.shared.endBackgroundTask(renderTaskID)
        renderTaskID = .invalid
    }
}
