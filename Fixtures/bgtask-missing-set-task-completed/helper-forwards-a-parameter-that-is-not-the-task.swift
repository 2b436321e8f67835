// Scenario: the launch handler calls a helper that hands its own `days` parameter to code the analysed files do not show; the helper was never given the task, and nothing completes it.
import BackgroundTasks

final class ExposureCleaner {
    func deleteExposures(olderThanDays days: Int) {
        ExposureDatabase.shared.delete(olderThan: days)
    }
}

final class PurgeScheduler {
    private let cleaner = ExposureCleaner()

    func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.purge", using: .main) { [weak self] task in // expect: bgtask-missing-set-task-completed
            self?.cleaner.deleteExposures(olderThanDays: 14)
        }
    }
}
