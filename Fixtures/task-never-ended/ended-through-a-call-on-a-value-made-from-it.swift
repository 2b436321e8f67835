// Scenario: the completion path ends the identifier through a call on a value made from it:
// `Optional(self.token).map(UIApplication.shared.endBackgroundTask)`. That is an end on the
// normal path. Made into a value that is only logged, it is not.
import UIKit

final class ReportExporter {
    private var token: UIBackgroundTaskIdentifier = .invalid

    func export(_ job: (@escaping () -> Void) -> Void) {
        token = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.token)
            self.token = .invalid
        }
        job { [weak self] in
            guard let self else { return }
            Optional(self.token).map(UIApplication.shared.endBackgroundTask)
            self.token = .invalid
        }
    }
}

final class ReportLogger {
    private var token: UIBackgroundTaskIdentifier = .invalid

    func export(_ job: (@escaping () -> Void) -> Void) {
        token = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: task-never-ended
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.token)
            self.token = .invalid
        }
        job { [weak self] in
            guard let self else { return }
            print(String(describing: self.token).count)
        }
    }
}
