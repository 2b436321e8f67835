// Scenario: the handler dispatches compression work to a global queue, starting new work as time runs out.
import UIKit

final class LogCompressor {
    private var compressTaskID: UIBackgroundTaskIdentifier = .invalid

    func compressLogs(at directory: URL) {
        compressTaskID = UIApplication.shared.beginBackgroundTask(withName: "CompressLogs") { [weak self] in
            DispatchQueue.global(qos: .utility).async { // expect: long-work-in-expiration-handler
                LogCompressor.compressRemaining(in: directory)
            }
            self?.endCompressTask()
        }
        LogArchiveAPI.shared.compress(directory) { [weak self] in
            self?.endCompressTask()
        }
    }

    static func compressRemaining(in directory: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        print("compressing \(names.count) remaining logs")
    }

    private func endCompressTask() {
        UIApplication.shared.endBackgroundTask(compressTaskID)
        compressTaskID = .invalid
    }
}
