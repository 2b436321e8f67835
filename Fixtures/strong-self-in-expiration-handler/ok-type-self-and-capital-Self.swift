// Scenario: the handler mentions Uploader.self and Self, which are types, not the instance self.
// expect: none
import UIKit

final class MetricsUploader {
    static var expirationCount = 0

    func upload(_ metrics: Data) {
        var metricsTaskID = UIBackgroundTaskIdentifier.invalid
        metricsTaskID = UIApplication.shared.beginBackgroundTask(withName: "Metrics") {
            Self.expirationCount += 1
            print("expired in \(String(describing: MetricsUploader.self))")
            UIApplication.shared.endBackgroundTask(metricsTaskID)
            metricsTaskID = .invalid
        }
        MetricsAPI.shared.send(metrics) {
            UIApplication.shared.endBackgroundTask(metricsTaskID)
            metricsTaskID = .invalid
        }
    }
}
