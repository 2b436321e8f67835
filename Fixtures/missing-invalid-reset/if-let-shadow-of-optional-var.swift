// Scenario: an optional var is unwrapped with `if let` of the same name; the end reads the `let` copy, which cannot be reset.
// expect: none
import UIKit

final class ArchiveWriter {
    func write(_ records: [String], completion: @escaping () -> Void) {
        var taskID: UIBackgroundTaskIdentifier?
        taskID = UIApplication.shared.beginBackgroundTask(withName: "ArchiveWrite") {
            if let expiring = taskID { UIApplication.shared.endBackgroundTask(expiring) }
            taskID = .invalid
        }
        if let taskID = taskID {
            DispatchQueue.global(qos: .utility).async {
                records.forEach { print($0) }
                completion()
                UIApplication.shared.endBackgroundTask(taskID)
            }
        }
    }
}
