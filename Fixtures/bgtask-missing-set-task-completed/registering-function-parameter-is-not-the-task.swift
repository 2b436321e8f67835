// Scenario: the launch handler calls a method on a parameter of the function that registers it; that object was handed over before any task existed, so it cannot complete this one, and nothing else does.
import BackgroundTasks

enum NightlyExport {
    static func register(reporter: ExportReporter) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.export", using: nil) { task in // expect: bgtask-missing-set-task-completed
            task.expirationHandler = { print("export expired") }
            reporter.exportStarted()
        }
    }
}
