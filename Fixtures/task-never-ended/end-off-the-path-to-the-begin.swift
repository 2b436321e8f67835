// Scenario: the end is written before the begin call in the same function, but one call of the
// function cannot run it on its way to the begin: it is in another case of the same `switch`, in
// an earlier branch of the same `if … else`, or in a block that returns first. It runs on a later
// call (the next scene phase) and ends the task begun here. (The end written on the path before
// the begin, as in `earlier-task-ended-before-begin.swift`, ends an earlier task instead.)
import SwiftUI
import UIKit

@MainActor
final class KeepAliveBySwitch {
    private var keepAliveID: UIBackgroundTaskIdentifier = .invalid

    func phaseChanged(_ phase: ScenePhase) {
        switch phase {
        case .active:
            if keepAliveID != .invalid {
                UIApplication.shared.endBackgroundTask(keepAliveID)
                keepAliveID = .invalid
            }
        case .background:
            keepAliveID = UIApplication.shared.beginBackgroundTask { [weak self] in
                guard let self else { return }
                UIApplication.shared.endBackgroundTask(self.keepAliveID)
                self.keepAliveID = .invalid
            }
        default:
            break
        }
    }
}

@MainActor
final class KeepAliveByElse {
    private var keepAliveID: UIBackgroundTaskIdentifier = .invalid

    func setActive(_ active: Bool) {
        if active {
            UIApplication.shared.endBackgroundTask(keepAliveID)
            keepAliveID = .invalid
        } else if keepAliveID == .invalid {
            keepAliveID = UIApplication.shared.beginBackgroundTask { [weak self] in
                guard let self else { return }
                UIApplication.shared.endBackgroundTask(self.keepAliveID)
                self.keepAliveID = .invalid
            }
        }
    }
}

@MainActor
final class KeepAliveByEarlyReturn {
    private var keepAliveID: UIBackgroundTaskIdentifier = .invalid

    func toggle(on: Bool) {
        guard on else {
            UIApplication.shared.endBackgroundTask(keepAliveID)
            keepAliveID = .invalid
            return
        }
        if keepAliveID != .invalid {
            print("already held")
        }
        keepAliveID = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.keepAliveID)
            self.keepAliveID = .invalid
        }
    }
}

// Still reported: the end before the begin in the begin's own case, and an end in an earlier case
// that falls through into the begin's.
@MainActor
final class KeepAliveReownInCase {
    private var keepAliveID: UIBackgroundTaskIdentifier = .invalid

    func phaseChanged(_ phase: ScenePhase) {
        switch phase {
        case .background:
            UIApplication.shared.endBackgroundTask(keepAliveID)
            keepAliveID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: task-never-ended
                guard let self else { return }
                UIApplication.shared.endBackgroundTask(self.keepAliveID)
                self.keepAliveID = .invalid
            }
        default:
            break
        }
    }
}

@MainActor
final class KeepAliveFallingThrough {
    private var keepAliveID: UIBackgroundTaskIdentifier = .invalid

    func phaseChanged(_ phase: ScenePhase) {
        switch phase {
        case .inactive:
            UIApplication.shared.endBackgroundTask(keepAliveID)
            fallthrough
        case .background:
            keepAliveID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: task-never-ended
                guard let self else { return }
                UIApplication.shared.endBackgroundTask(self.keepAliveID)
                self.keepAliveID = .invalid
            }
        default:
            break
        }
    }
}

// Still reported: a block that does not leave the function runs on the way.
@MainActor
final class KeepAliveAfterPlainIf {
    private var keepAliveID: UIBackgroundTaskIdentifier = .invalid

    func refresh(force: Bool) {
        if force {
            UIApplication.shared.endBackgroundTask(keepAliveID)
            keepAliveID = .invalid
        }
        keepAliveID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: task-never-ended
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.keepAliveID)
            self.keepAliveID = .invalid
        }
    }
}
