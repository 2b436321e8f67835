// Scenario: two properties spelt 'id' + U+00E9 and 'id' + 'e' + U+0301 are two variables to swiftc, though
// canonically equivalent: the handler ends the other one.
import UIKit

final class AccentedTaskNames {
    var idé: UIBackgroundTaskIdentifier = .invalid
    var idé: UIBackgroundTaskIdentifier = .invalid

    func start() {
        idé = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.idé) // expect: mismatched-task-identifier
            self.idé = .invalid
        }
        work { [weak self] in self?.stop() }
    }

    func stop() {
        UIApplication.shared.endBackgroundTask(idé)
        idé = .invalid
    }

    func work(_ body: @escaping () -> Void) { body() }
}
