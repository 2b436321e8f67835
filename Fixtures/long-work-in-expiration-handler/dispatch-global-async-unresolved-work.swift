// Scenario: the handler dispatches work it cannot see into (an unresolved call) to a global queue: still new asynchronous work.
import UIKit

final class LogCompressor {
    private var compressTaskID: UIBackgroundTaskIdentifier = .invalid

    func compressLogs(at directory: URL) {
        compressTaskID = UIApplication.shared.beginBackgroundTask(withName: "CompressLogs") { [weak self] in
            DispatchQueue.global(qos: .utility).async { // expect: long-work-in-expiration-handler
                LogArchive.compressRemaining(in: directory)
            }
            self?.endCompressTask()
        }
        LogArchive.compress(directory) { [weak self] in
            self?.endCompressTask()
        }
    }

    private func endCompressTask() {
        UIApplication.shared.endBackgroundTask(compressTaskID)
        compressTaskID = .invalid
    }
}
