// Scenario: the launch handler keeps the task in a property (or a shared object's), and another
// method, called when the work finishes, reads it back and completes it. The analyzer does not
// follow the property to that method: the task gets the benefit of the doubt, as it does when a
// method storing its parameter is handed it (`keep(task)`). (A download manager keeping its
// processing tasks by identifier has this shape.)
import BackgroundTasks

final class DownloadScheduler {
    static let shared = DownloadScheduler()
    private var active: [String: BGProcessingTask] = [:]
    private var refresh: BGAppRefreshTask?
    var pending: BGTask?

    func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.download", using: nil) { task in
            guard let task = task as? BGProcessingTask else { return }
            self.active[task.identifier] = task
            task.expirationHandler = { print("expired") }
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in
            DispatchQueue.main.async {
                self.refresh = task as? BGAppRefreshTask
            }
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.sync", using: nil) { task in
            DownloadScheduler.shared.pending = task
        }
    }

    func finish(id: String, success: Bool) {
        active.removeValue(forKey: id)?.setTaskCompleted(success: success)
    }

    func refreshDidFinish() {
        refresh?.setTaskCompleted(success: true)
        pending?.setTaskCompleted(success: true)
    }
}
