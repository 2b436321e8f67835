// Scenario: the launch handler is a closure bound to a local name and passed as
// `launchHandler: handler`. It is read as the same body written inline: one that never completes
// its task is reported, one that completes it (or hands it to code that may) is not.
import BackgroundTasks

final class LocalHandlers {
    func registerForgetful() {
        let handler: (BGTask) -> Void = { bgTask in
            bgTask.expirationHandler = { print("expired") }
            print("started")
        }
        _ = BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.forgetful", using: .main, launchHandler: handler) // expect: bgtask-missing-set-task-completed
    }

    func registerCompleting() {
        let handler = { (bgTask: BGTask) in
            bgTask.expirationHandler = { bgTask.setTaskCompleted(success: false) }
            bgTask.setTaskCompleted(success: true)
        }
        _ = BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.completing", using: .main, launchHandler: handler)
    }

    func registerHandingOn() {
        let handler: (BGTask) -> Void = { [weak self] bgTask in
            self?.process(bgTask)
        }
        _ = BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.handing", using: nil, launchHandler: handler)
    }

    private func process(_ task: BGTask) {
        task.setTaskCompleted(success: true)
    }
}
