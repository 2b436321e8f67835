// Scenario: Allman brace style. swiftc takes a closure opening the line after the call for its
// trailing closure, so this begin call has a handler, and it ends the task.
import UIKit

final class AllmanUploader
{
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func start(_ ready: Bool)
    {
        if ready
        {
            taskID = UIApplication.shared.beginBackgroundTask(withName: "Upload")
            { [weak self] in
                self?.finish()
            }
        }
        UploadAPI.shared.send
        { [weak self] in
            self?.finish()
        }
    }

    func finish()
    {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
