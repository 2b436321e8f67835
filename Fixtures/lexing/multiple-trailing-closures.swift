// Scenario: the begin call sits in the completion: closure of a multiple-trailing-closure call; its handler is empty.
import UIKit

final class BannerController {
    private var dismissTaskID: UIBackgroundTaskIdentifier = .invalid
    private let banner = UIView()

    func dismissBanner() {
        UIView.animate(withDuration: 0.3) { [weak self] in
            self?.banner.alpha = 0
        } completion: { [weak self] _ in
            guard let self else { return }
            self.dismissTaskID = UIApplication.shared.beginBackgroundTask(withName: "Dismiss") { } // expect: missing-end-in-expiration-handler
            BannerStore.shared.markDismissed { [weak self] in
                self?.endDismissTask()
            }
        }
    }

    private func endDismissTask() {
        UIApplication.shared.endBackgroundTask(dismissTaskID)
        dismissTaskID = .invalid
    }
}
