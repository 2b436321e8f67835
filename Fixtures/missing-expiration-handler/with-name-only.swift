// Scenario: beginBackgroundTask(withName:) relies on the defaulted handler, so there is no handler at all.
import UIKit

final class WallpaperCache {
    private var cacheTaskID: UIBackgroundTaskIdentifier = .invalid

    func cacheWallpaper(_ image: Data, at url: URL) {
        cacheTaskID = UIApplication.shared.beginBackgroundTask(withName: "Wallpaper") // expect: missing-expiration-handler
        try? image.write(to: url)
        UIApplication.shared.endBackgroundTask(cacheTaskID)
        cacheTaskID = .invalid
    }
}
