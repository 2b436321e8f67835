// Scenario: inside a weak-self handler, self., dataTask(...).resume(), sleep and Task appear only in strings and comments; no diagnostics.
// expect: none
import UIKit

final class ChangelogSync {
    private var changelogTaskID: UIBackgroundTaskIdentifier = .invalid

    func sync() {
        changelogTaskID = UIApplication.shared.beginBackgroundTask(withName: "Changelog") { [weak self] in
            print("self.changelogTaskID expired; URLSession.shared.dataTask(with: url).resume() skipped")
            // self.flushEverything(); try data.write(to: url); sleep(5)
            /* Task { await self.upload() } DispatchQueue.global().async { } */
            let note = #"raw: \(self.changelogTaskID) and sleep(10)"#
            print(note)
            self?.endChangelogTask()
        }
        ChangelogAPI.shared.sync { [weak self] in
            self?.endChangelogTask()
        }
    }

    private func endChangelogTask() {
        UIApplication.shared.endBackgroundTask(changelogTaskID)
        changelogTaskID = .invalid
    }
}
