// Scenario: a synchronous save wraps its work in a begin/end pair with the end and the reset inside one defer.
// expect: none
import UIKit

final class PreferencesWriter {
    private var writeTaskID: UIBackgroundTaskIdentifier = .invalid

    func writePreferences(_ preferences: [String: Any], to url: URL) {
        writeTaskID = UIApplication.shared.beginBackgroundTask(withName: "WritePreferences") { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.writeTaskID)
            self.writeTaskID = .invalid
        }
        defer {
            if writeTaskID != .invalid {
                UIApplication.shared.endBackgroundTask(writeTaskID)
                writeTaskID = .invalid
            }
        }
        let data = try? PropertyListSerialization.data(fromPropertyList: preferences, format: .binary, options: 0)
        try? data?.write(to: url, options: .atomic)
    }
}
