// Scenario: the handler unwraps weak self with guard and ends the stored identifier directly.
// expect: none
import UIKit

final class WorkoutRecorder {
    private var saveTaskID: UIBackgroundTaskIdentifier = .invalid

    func saveWorkout(_ samples: [Double]) {
        saveTaskID = UIApplication.shared.beginBackgroundTask(withName: "SaveWorkout") { [weak self] in
            guard let self else { return }
            UserDefaults.standard.set(samples.count, forKey: "workout.unsavedSamples")
            UIApplication.shared.endBackgroundTask(self.saveTaskID)
            self.saveTaskID = .invalid
        }
        HealthStoreWriter.shared.save(samples) { [weak self] in
            self?.endSaveTask()
        }
    }

    private func endSaveTask() {
        UIApplication.shared.endBackgroundTask(saveTaskID)
        saveTaskID = .invalid
    }
}
