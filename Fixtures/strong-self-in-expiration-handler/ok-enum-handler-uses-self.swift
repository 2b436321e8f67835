// Scenario: an enum method's handler uses self; enums are value types, so no cycle is possible.
// expect: none
import UIKit

enum CacheBucket: String {
    case images
    case transcripts

    func trim() {
        var trimTaskID = UIBackgroundTaskIdentifier.invalid
        trimTaskID = UIApplication.shared.beginBackgroundTask(withName: "Trim") {
            UserDefaults.standard.set(true, forKey: "trim.interrupted.\(self.rawValue)")
            UIApplication.shared.endBackgroundTask(trimTaskID)
            trimTaskID = .invalid
        }
        CacheStore.trim(bucket: rawValue)
        UIApplication.shared.endBackgroundTask(trimTaskID)
        trimTaskID = .invalid
    }
}
