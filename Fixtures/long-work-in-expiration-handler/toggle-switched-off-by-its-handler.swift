// Scenario: a toggle begins the task when switched on and ends it when switched off; the handler
// switches it off (`set(active: false)`, `apply(.off)`). That call takes the branch that ends the
// task, not the one that begins it, so the handler does no long work. Branches are not read by
// argument: a call back into the begin call's own function with a literal argument, when that
// function may end a task, is not followed. Without a literal argument, or into a function that
// never ends a task, the call is followed as before.
import UIKit

final class ReconnectHold {
    private var holdID: UIBackgroundTaskIdentifier = .invalid

    func set(active: Bool) {
        if active, holdID == .invalid {
            holdID = UIApplication.shared.beginBackgroundTask(withName: "hold") { [weak self] in
                self?.set(active: false)
            }
            URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")).resume()
        } else if !active, holdID != .invalid {
            UIApplication.shared.endBackgroundTask(holdID)
            holdID = .invalid
        }
    }
}

enum HoldState { case on, off }

final class StateHold {
    private var holdID: UIBackgroundTaskIdentifier = .invalid

    func apply(_ state: HoldState) {
        switch state {
        case .on:
            holdID = UIApplication.shared.beginBackgroundTask { [weak self] in
                self?.apply(.off)
            }
        case .off:
            UIApplication.shared.endBackgroundTask(holdID)
            holdID = .invalid
        }
    }
}

// Still reported: a restart from the handler, into a function that never ends the task.
final class Restarter {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func start(retry: Bool) {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: missing-end-in-expiration-handler
            self?.start(retry: true) // expect: long-work-in-expiration-handler
        }
    }

    func stop() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}

// Still reported: the toggle's own function called back without a literal argument.
final class FlagHold {
    private var holdID: UIBackgroundTaskIdentifier = .invalid
    private var wanted = false

    func update() {
        if wanted {
            holdID = UIApplication.shared.beginBackgroundTask { [weak self] in
                self?.update() // expect: long-work-in-expiration-handler
            }
        } else {
            UIApplication.shared.endBackgroundTask(holdID)
            holdID = .invalid
        }
    }
}
