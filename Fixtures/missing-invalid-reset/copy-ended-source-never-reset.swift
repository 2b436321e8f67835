// Scenario: the stored identifier is ended through copies (`guard let`, a typed `let`, the
// `if let` shorthand) and never set back to nil or `.invalid`: a late completion after the
// expiration ends the task twice.
import UIKit

final class CrashReportFlusher {
    private var flushTaskID: UIBackgroundTaskIdentifier?

    func flush() {
        flushTaskID = UIApplication.shared.beginBackgroundTask(withName: "FlushCrashReports") { [weak self] in
            self?.stopFlushing()
        }
        CrashReportAPI.upload { [weak self] in self?.stopFlushing() }
    }

    private func stopFlushing() {
        guard let id = flushTaskID else { return }
        UIApplication.shared.endBackgroundTask(id) // expect: missing-invalid-reset
    }
}

final class CrashReportPruner {
    private var pruneTaskID: UIBackgroundTaskIdentifier = .invalid

    func prune() {
        pruneTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.stopPruning() }
        CrashReportAPI.prune { [weak self] in self?.stopPruning() }
    }

    private func stopPruning() {
        let id: UIBackgroundTaskIdentifier = pruneTaskID
        UIApplication.shared.endBackgroundTask(id) // expect: missing-invalid-reset
    }
}

final class CrashReportArchiver {
    private var archiveTaskID: UIBackgroundTaskIdentifier?

    func archive() {
        archiveTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.stopArchiving() }
        CrashReportAPI.archive { [weak self] in self?.stopArchiving() }
    }

    private func stopArchiving() {
        if let archiveTaskID {
            UIApplication.shared.endBackgroundTask(archiveTaskID) // expect: missing-invalid-reset
        }
    }
}
