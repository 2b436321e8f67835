// Scenario: the handler's capture list binds a constant named like the variable the begin call's
// result goes to, and binds it to `.invalid` (a `let` cannot be named inside its own initializer,
// so the author reached for the capture list). Inside the handler the name is that constant: the
// end ends nothing, and on expiry the task is left running until the system kills the app.
// A capture-list constant of another name, or bound to something else, is not this rule's to judge.
import UIKit

func startTimedTask(named name: String) -> UIBackgroundTaskIdentifier {
    let taskID = UIApplication.shared.beginBackgroundTask(withName: name) { [taskID = UIBackgroundTaskIdentifier.invalid] in
        if taskID != .invalid {
            UIApplication.shared.endBackgroundTask(taskID) // expect: mismatched-task-identifier
        }
    }
    return taskID
}

final class Exporter {
    private var exportTask: UIBackgroundTaskIdentifier = .invalid
    private var other: UIBackgroundTaskIdentifier = .invalid

    func export() {
        exportTask = UIApplication.shared.beginBackgroundTask { [exportTask = .invalid] in
            UIApplication.shared.endBackgroundTask(exportTask) // expect: mismatched-task-identifier
        }
    }

    // Right: the handler ends the property, which holds the task by the time it runs.
    func exportAgain() {
        exportTask = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.exportTask)
            self.exportTask = .invalid
        }
    }

    // A constant of another name: the handler ends what the code put there, not judged here.
    func exportOther() {
        exportTask = UIApplication.shared.beginBackgroundTask { [previous = self.other] in
            UIApplication.shared.endBackgroundTask(previous)
        }
    }
}
