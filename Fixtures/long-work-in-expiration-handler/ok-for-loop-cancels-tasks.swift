// Scenario: the handler loops over running requests only to cancel them, which is atomic.
// expect: none
import UIKit

final class TileDownloader {
    private var tilesTaskID: UIBackgroundTaskIdentifier = .invalid
    private var runningTasks: [URLSessionTask] = []

    func download(_ tileURLs: [URL]) {
        tilesTaskID = UIApplication.shared.beginBackgroundTask(withName: "Tiles") { [weak self] in
            guard let self else { return }
            for task in self.runningTasks {
                task.cancel()
            }
            self.endTilesTask()
        }
        runningTasks = tileURLs.map { url in
            URLSession.shared.downloadTask(with: url) { _, _, _ in }
        }
        runningTasks.forEach { $0.resume() }
        TileDownloadTracker.shared.whenAllFinish(runningTasks) { [weak self] in
            self?.endTilesTask()
        }
    }

    private func endTilesTask() {
        UIApplication.shared.endBackgroundTask(tilesTaskID)
        tilesTaskID = .invalid
    }
}
