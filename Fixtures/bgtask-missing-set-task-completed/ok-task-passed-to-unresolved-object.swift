// Scenario: the launch handler hands the task to an object whose type is not in the analysed files; it may complete it, so stay silent.
// expect: none
import BackgroundTasks

final class SyncRegistrar {
    private let coordinator: BackgroundSyncCoordinator

    init(coordinator: BackgroundSyncCoordinator) {
        self.coordinator = coordinator
    }

    func register() {
        let coordinator = self.coordinator
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.sync", using: nil) { task in
            coordinator.handle(task)
        }
    }
}
