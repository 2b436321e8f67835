// Scenario: `resume()` on a continuation wakes whoever awaits it, an atomic hand-off, not a
// network task: known by the property's declared type or a name saying so. `resume()` on
// anything else (a URLSession task here) still starts a request.
import UIKit

@MainActor
final class ExportWaiter {
    private var exportTask: UIBackgroundTaskIdentifier = .invalid
    private var waiter: CheckedContinuation<Void, Never>?
    private var pendingRequest: URLSessionDataTask?

    func waitForExport() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            waiter = continuation
            exportTask = UIApplication.shared.beginBackgroundTask(withName: "export") { [weak self] in
                guard let self else { return }
                self.waiter?.resume()
                self.waiter = nil
                continuation.resume()
                self.finish()
            }
        }
    }

    func retryLater() {
        exportTask = UIApplication.shared.beginBackgroundTask(withName: "retry") { [weak self] in
            guard let self else { return }
            self.pendingRequest?.resume() // expect: long-work-in-expiration-handler
            self.finish()
        }
    }

    func exportFinished() {
        waiter?.resume()
        waiter = nil
        finish()
    }

    private func finish() {
        UIApplication.shared.endBackgroundTask(exportTask)
        exportTask = .invalid
    }
}
