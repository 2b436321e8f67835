// Scenario: the launch handler queues the task on a property with `+= [task]` and a later method
// drains the queue, completing each. `waiting += [task]` keeps the task as `waiting.append(task)`
// does, so the handler is given the benefit of the doubt. Appending something made from the task,
// or the task among other values in a bigger literal built elsewhere, is still not the task kept.
import BackgroundTasks

@MainActor
final class RefreshQueue {
    private var waiting: [BGTask] = []
    private var names: [String] = []

    func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: .main) { task in
            MainActor.assumeIsolated {
                self.waiting += [task]
            }
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.sync", using: .main) { task in
            MainActor.assumeIsolated {
                waiting += [task]
            }
        }
        // Only the task's identifier is queued: nothing can complete the task through it.
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.names", using: .main) { task in // expect: bgtask-missing-set-task-completed
            MainActor.assumeIsolated {
                self.names += [task.identifier]
            }
        }
        // A local array dies with the handler.
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.local", using: .main) { task in // expect: bgtask-missing-set-task-completed
            var local: [BGTask] = []
            local += [task]
            print(local.count)
        }
    }

    func drain() {
        for task in waiting { task.setTaskCompleted(success: true) }
        waiting.removeAll()
    }
}
