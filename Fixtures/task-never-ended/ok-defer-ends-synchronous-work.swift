// Scenario: a synchronous job ends its task in a defer on the normal path.
// expect: none
import UIKit

func rebuildThumbnails(for photos: [URL], app: UIApplication) {
    var thumbnailsTaskID = UIBackgroundTaskIdentifier.invalid
    thumbnailsTaskID = app.beginBackgroundTask(withName: "Thumbnails") {
        app.endBackgroundTask(thumbnailsTaskID)
        thumbnailsTaskID = .invalid
    }
    defer {
        app.endBackgroundTask(thumbnailsTaskID)
        thumbnailsTaskID = .invalid
    }
    for photo in photos where app.backgroundTimeRemaining > 5 {
        ThumbnailCache.rebuild(photo)
    }
}
