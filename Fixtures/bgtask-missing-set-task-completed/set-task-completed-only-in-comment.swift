// Scenario: setTaskCompleted(success:) appears only in a comment and a string inside the launch handler.
import BackgroundTasks

enum PodcastRefresh {
    static func register() {
        BGTaskScheduler.shared.register( // expect: bgtask-missing-set-task-completed
            forTaskWithIdentifier: "com.example.podcasts",
            using: nil
        ) { task in
            // task.setTaskCompleted(success: true)
            print("remember to call task.setTaskCompleted(success:)")
            PodcastStore.shared.refreshFeeds()
        }
    }
}
