// Scenario: registration wrappers hand the task to a caller's closure as `$0`, cast or not, or to an object the analysed files do not declare; the code it goes to may complete it, so stay silent, as for a named `task`.
// expect: none
import BackgroundTasks

enum BackgroundRegistration {
    static func registerExport(_ handler: @escaping (BGProcessingTask) -> Void) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.export", using: nil) { handler($0 as! BGProcessingTask) }
    }

    static func registerRefresh(_ handler: @escaping (BGTask) -> Void) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { handler($0) }
    }

    static func registerCleanup() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.cleanup", using: nil) {
            CleanupScheduler.shared.run(task: $0)
        }
    }
}
