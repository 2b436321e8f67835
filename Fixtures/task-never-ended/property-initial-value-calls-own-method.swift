// Scenario: a lazy property's initial value calls a method of the type on `self`. The call is
// the type's own code and resolves to that method, which ends nothing: it is no "unseen method
// that may end the task", and the identifier is still ended only by its handler.
import UIKit

final class CaptureViewController: UIViewController {
    var captureTaskID: UIBackgroundTaskIdentifier = .invalid
    private lazy var gestureRecognizers = self.makeGestureRecognizers()

    func makeGestureRecognizers() -> [UIGestureRecognizer] {
        [UITapGestureRecognizer(target: self, action: #selector(captureTapped))]
    }

    @objc func captureTapped() {
        captureTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: task-never-ended
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.captureTaskID)
            self.captureTaskID = .invalid
        }
    }
}
