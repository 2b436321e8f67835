// Scenario: a multi-line string holds quotes, braces, an escaped triple quote and a whole bad snippet; none of it is code.
// expect: none
import UIKit

final class TutorialPage {
    private var renderTaskID: UIBackgroundTaskIdentifier = .invalid

    let body = """
        He said "done" } and \""" is still text {
        func start() {
            _ = UIApplication.shared.beginBackgroundTask {
                self.upload(); Thread.sleep(forTimeInterval: 5)
            }
        first half \
        same line
        """

    func render() {
        renderTaskID = UIApplication.shared.beginBackgroundTask(withName: "Tutorial") { [weak self] in
            self?.endRenderTask()
        }
        print(body)
        endRenderTask()
    }

    private func endRenderTask() {
        UIApplication.shared.endBackgroundTask(renderTaskID)
        renderTaskID = .invalid
    }
}
