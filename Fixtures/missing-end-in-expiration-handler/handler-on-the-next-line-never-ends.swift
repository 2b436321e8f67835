// Scenario: Allman brace style, with and without parentheses: the closure on the next line is
// the call's handler (swiftc reads it so), and it only logs.
import UIKit

final class AllmanLogFlusher
{
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func flush()
    {
        taskID = UIApplication.shared.beginBackgroundTask(withName: "Flush") // expect: missing-end-in-expiration-handler
        {
            print("expired")
        }
        LogStore.shared.flush
        { [weak self] in
            self?.finish()
        }
    }

    func flushQuickly()
    {
        taskID = UIApplication.shared.beginBackgroundTask // expect: missing-end-in-expiration-handler
        {
            print("expired")
        }
        LogStore.shared.flush
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
