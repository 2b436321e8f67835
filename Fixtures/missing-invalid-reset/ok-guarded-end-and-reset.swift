// Scenario: end and reset sit together inside if identifier != .invalid.
// expect: none
import UIKit

final class MapTileCache {
    private var persistTaskID: UIBackgroundTaskIdentifier = .invalid

    func persistTiles(_ tiles: [Data]) {
        persistTaskID = UIApplication.shared.beginBackgroundTask(withName: "PersistTiles") { [weak self] in
            self?.endPersistTask()
        }
        TileStore.shared.write(tiles) { [weak self] in
            self?.endPersistTask()
        }
    }

    private func endPersistTask() {
        if persistTaskID != .invalid {
            UIApplication.shared.endBackgroundTask(persistTaskID)
            persistTaskID = .invalid
        }
    }
}
