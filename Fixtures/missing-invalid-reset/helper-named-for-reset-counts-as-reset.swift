// Scenario: after the end, a call of a helper whose name says it resets (in any case: reset,
// invalidat…, clear) counts as the reset even where its body is out of view; a helper named
// for something else does not.
import UIKit

final class DraftUploader {
    private var uploadTaskID: UIBackgroundTaskIdentifier = .invalid

    func upload() {
        uploadTaskID = UIApplication.shared.beginBackgroundTask(withName: "Upload") { [weak self] in
            self?.finish()
        }
        Uploader.shared.send { [weak self] in self?.finish() }
    }

    private func finish() {
        UIApplication.shared.endBackgroundTask(uploadTaskID)
        resetUploadState()
    }
}

final class CacheSweeper {
    private var sweepTaskID: UIBackgroundTaskIdentifier = .invalid

    func sweep() {
        sweepTaskID = UIApplication.shared.beginBackgroundTask(withName: "Sweep") { [weak self] in
            self?.finish()
        }
        Cache.shared.sweep { [weak self] in self?.finish() }
    }

    private func finish() {
        UIApplication.shared.endBackgroundTask(sweepTaskID)
        self.InvalidateSweepToken()
    }
}

final class InboxSyncer {
    private var syncTaskID: UIBackgroundTaskIdentifier = .invalid

    func sync() {
        syncTaskID = UIApplication.shared.beginBackgroundTask(withName: "Sync") { [weak self] in
            self?.finish()
        }
        Inbox.shared.sync { [weak self] in self?.finish() }
    }

    private func finish() {
        UIApplication.shared.endBackgroundTask(syncTaskID)
        Bookkeeping.clearPending(for: "inbox")
    }
}

final class AvatarFetcher {
    private var fetchTaskID: UIBackgroundTaskIdentifier = .invalid

    func fetch() {
        fetchTaskID = UIApplication.shared.beginBackgroundTask(withName: "Avatar") { [weak self] in
            self?.finish()
        }
        Avatars.shared.fetch { [weak self] in self?.finish() }
    }

    private func finish() {
        UIApplication.shared.endBackgroundTask(fetchTaskID) // expect: missing-invalid-reset
        logCompletion()
    }
}
