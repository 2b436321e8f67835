// Scenario: Swift concurrency is used only on the normal path; the handler ends directly.
// expect: none
import UIKit

final class ReadingListDownloader {
    private var readingTaskID: UIBackgroundTaskIdentifier = .invalid

    func downloadAll(_ urls: [URL]) {
        readingTaskID = UIApplication.shared.beginBackgroundTask(withName: "ReadingList") { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.readingTaskID)
            self.readingTaskID = .invalid
        }
        Task { [weak self] in
            for url in urls {
                _ = try? await URLSession.shared.data(from: url)
            }
            await self?.endReadingTask()
        }
    }

    @MainActor
    private func endReadingTask() {
        UIApplication.shared.endBackgroundTask(readingTaskID)
        readingTaskID = .invalid
    }
}
