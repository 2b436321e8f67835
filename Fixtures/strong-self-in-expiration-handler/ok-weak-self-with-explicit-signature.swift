// Scenario: the handler spells out its signature after the capture list: { [weak self] () -> Void in ... }.
// expect: none
import UIKit

final class BoardingPassSaver {
    private var passTaskID: UIBackgroundTaskIdentifier = .invalid

    func save(_ pass: Data) {
        passTaskID = UIApplication.shared.beginBackgroundTask(withName: "BoardingPass") { [weak self] () -> Void in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.passTaskID)
            self.passTaskID = .invalid
        }
        PassStore.shared.save(pass) { [weak self] in
            self?.endPassTask()
        }
    }

    private func endPassTask() {
        UIApplication.shared.endBackgroundTask(passTaskID)
        passTaskID = .invalid
    }
}
