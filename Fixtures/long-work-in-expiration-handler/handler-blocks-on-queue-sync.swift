// Scenario: the handler itself blocks on a serial I/O queue until pending writes drain.
import UIKit

final class JournalWriter {
    private let ioQueue = DispatchQueue(label: "journal.io")
    private var journalTaskID: UIBackgroundTaskIdentifier = .invalid

    func applicationDidEnterBackground() {
        journalTaskID = UIApplication.shared.beginBackgroundTask(withName: "Journal") { [weak self] in
            self?.ioQueue.sync { } // expect: long-work-in-expiration-handler
            self?.endJournalTask()
        }
        ioQueue.async { [weak self] in
            self?.endJournalTask()
        }
    }

    private func endJournalTask() {
        UIApplication.shared.endBackgroundTask(journalTaskID)
        journalTaskID = .invalid
    }
}
