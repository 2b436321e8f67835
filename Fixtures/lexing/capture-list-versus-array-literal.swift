// Scenario: a capture list with several entries right after { and array literals of closures nearby; the weak capture is still seen.
// expect: none
import UIKit

final class PlaylistDownloader {
    private var playlistTaskID: UIBackgroundTaskIdentifier = .invalid
    private let playlistName = "Road trip"

    func download(_ tracks: [URL]) {
        let name = playlistName
        playlistTaskID = UIApplication.shared.beginBackgroundTask(withName: name) { [weak self, name, count = tracks.count] in
            print("expired: \(name) with \(count) tracks")
            self?.endPlaylistTask()
        }
        let batches = [[tracks.first], [tracks.last]]
        let callbacks: [() -> Void] = [{ print(batches.count) }, { [weak self] in self?.endPlaylistTask() }]
        PlaylistAPI.shared.download(tracks) {
            callbacks.forEach { $0() }
        }
    }

    private func endPlaylistTask() {
        UIApplication.shared.endBackgroundTask(playlistTaskID)
        playlistTaskID = .invalid
    }
}
