// Scenario: the fetch's completion closure inside the launch handler reschedules and logs but never completes the task.
import BackgroundTasks

final class WeatherRefresher {
    func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.weather", using: nil) { task in // expect: bgtask-missing-set-task-completed
            task.expirationHandler = { WeatherAPI.shared.cancelFetch() }
            WeatherAPI.shared.fetchForecast { result in
                print("forecast refreshed: \(result)")
                WeatherRefresher.scheduleNext()
            }
        }
    }

    static func scheduleNext() {
        let request = BGAppRefreshTaskRequest(identifier: "com.example.weather")
        try? BGTaskScheduler.shared.submit(request)
    }
}
