// Scenario: a handler resumes the continuation its closure or function was handed, whatever its
// name (`cont`, `waiter`): waking the awaiting caller is an atomic hand-off, not a network task.
// A `resume()` on a data task in the same kind of handler still starts a network task.
import UIKit

final class Gate {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func run() async {
        await withUnsafeContinuation { cont in
            taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                cont.resume()
                self?.end()
            }
            work { [weak self] in self?.end(); cont.resume() }
        }
    }

    func wait(on waiter: CheckedContinuation<Void, Never>) {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            waiter.resume()
            self?.end()
        }
        work { [weak self] in self?.end(); waiter.resume() }
    }

    func fetch(_ url: URL) async {
        await withCheckedContinuation { cont in
            taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                let retry = URLSession.shared.dataTask(with: url) // expect: long-work-in-expiration-handler
                retry.resume() // expect: long-work-in-expiration-handler
                cont.resume()
                self?.end()
            }
            work { [weak self] in self?.end(); cont.resume() }
        }
    }

    private func work(_ done: @escaping () -> Void) {
        DispatchQueue.global().async(execute: done)
    }

    private func end() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
