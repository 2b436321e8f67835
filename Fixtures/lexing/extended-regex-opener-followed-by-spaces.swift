// Scenario: `#/` followed only by spaces up to the line break opens a multi-line extended regex
// (swiftc reads one literal over three lines): the brace inside must not close the class.
import UIKit

final class SpacedPatternUploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func pattern() -> Regex<Substring> {
        let closers = #/   
            [}]+ # closing braces
            /#
        return closers
    }

    func start() {
        taskID = UIApplication.shared.beginBackgroundTask {
            self.finish() // expect: strong-self-in-expiration-handler
        }
        UploadAPI.shared.send { [weak self] in self?.finish() }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
