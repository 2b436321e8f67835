// Scenario: the handler is given with the expirationHandler: label and a closure on the following lines.
// expect: none
import UIKit

final class FitnessSync {
    private var fitnessTaskID: UIBackgroundTaskIdentifier = .invalid

    func sync(_ workouts: [Data]) {
        fitnessTaskID = UIApplication.shared.beginBackgroundTask(
            withName: "FitnessSync",
            expirationHandler: { [weak self] in
                self?.endFitnessTask()
            }
        )
        FitnessAPI.shared.upload(workouts) { [weak self] in
            self?.endFitnessTask()
        }
    }

    private func endFitnessTask() {
        UIApplication.shared.endBackgroundTask(fitnessTaskID)
        fitnessTaskID = .invalid
    }
}
