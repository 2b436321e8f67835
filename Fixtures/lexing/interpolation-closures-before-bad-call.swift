// Scenario: interpolations holding closures with their own interpolated strings precede a real handler that never ends the task.
import UIKit

final class ShareSheetExporter {
    private var shareTaskID: UIBackgroundTaskIdentifier = .invalid

    func export(_ items: [(id: Int, title: String)]) {
        let summary = "\(items.map { "<\($0.id): \($0.title)>" }.joined(separator: ", "))"
        let note = "id=\(lookup(key: "a)b", fallback: (1 + 2)))"
        print(note); shareTaskID = UIApplication.shared.beginBackgroundTask { print("expired \(summary.count) {") } // expect: missing-end-in-expiration-handler
        ShareAPI.shared.export(summary) { [weak self] in
            self?.endShareTask()
        }
    }

    private func lookup(key: String, fallback: Int) -> String {
        "\(key)-\(fallback)"
    }

    private func endShareTask() {
        UIApplication.shared.endBackgroundTask(shareTaskID)
        shareTaskID = .invalid
    }
}
