// Scenario: a struct method's handler only calls os_log, so the task is never ended on expiration.
import UIKit
import os.log

struct CacheJanitor {
    let cacheDirectory: URL

    func purgeExpiredFiles() {
        var purgeTaskID = UIBackgroundTaskIdentifier.invalid
        purgeTaskID = UIApplication.shared.beginBackgroundTask(withName: "PurgeCache") { // expect: missing-end-in-expiration-handler
            os_log("cache purge expired before finishing", type: .info)
        }
        let cutoff = Date().addingTimeInterval(-86_400)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path)) ?? []
        print("purging \(names.count) files older than \(cutoff)")
        UIApplication.shared.endBackgroundTask(purgeTaskID)
        purgeTaskID = .invalid
    }
}
