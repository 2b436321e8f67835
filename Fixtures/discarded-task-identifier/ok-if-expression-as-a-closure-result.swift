// Scenario: a closure returning an identifier whose only statement is an `if` or `switch`
// expression with a bare `.invalid` (or `nil`) branch: a statement would not hold a bare value,
// so the chain is the closure's value, and the identifier is returned, not discarded. (An `if`
// whose branches are all calls, alone in a closure, is still read as a statement: see
// `if-else-alone-in-void-closure.swift`.)
import UIKit

final class Starter {
    var enabled = true
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private let queue = DispatchQueue(label: "starter")

    lazy var makeTask: () -> UIBackgroundTaskIdentifier = { [unowned self] () -> UIBackgroundTaskIdentifier in
        if self.enabled {
            UIApplication.shared.beginBackgroundTask { [weak self] in self?.finish() }
        } else {
            .invalid
        }
    }

    func start(_ background: Bool) {
        let begin: (Bool) -> UIBackgroundTaskIdentifier = { background in
            switch background {
            case true: UIApplication.shared.beginBackgroundTask { [weak self] in self?.finish() }
            case false: .invalid
            }
        }
        taskID = begin(background)
        let other: UIBackgroundTaskIdentifier? = queue.sync {
            if background { UIApplication.shared.beginBackgroundTask { [weak self] in self?.finish() } } else { nil }
        }
        print(other as Any)
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
