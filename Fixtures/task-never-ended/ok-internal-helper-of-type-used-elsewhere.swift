// Scenario: only the handler calls the internal helper here, but nothing here calls the begin call's method either: the type's users are in code not analysed, which may call the helper when the work completes: nothing is reported.
// expect: none
import UIKit

final class WorkoutSessionRecorder {
    var workoutTaskID: UIBackgroundTaskIdentifier = .invalid

    func beginWorkoutTask() {
        workoutTaskID = UIApplication.shared.beginBackgroundTask(withName: "Workout") { [weak self] in
            self?.endWorkoutTask()
        }
    }

    func endWorkoutTask() {
        UIApplication.shared.endBackgroundTask(workoutTaskID)
        workoutTaskID = .invalid
    }
}
