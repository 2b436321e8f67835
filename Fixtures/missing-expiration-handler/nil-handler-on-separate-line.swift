// Scenario: the arguments are split over lines; the report stays on the line of the beginBackgroundTask token.
import UIKit

func compactDatabase(at url: URL, app: UIApplication) {
    let compactTaskID = app.beginBackgroundTask( // expect: missing-expiration-handler
        withName: "CompactDatabase",
        expirationHandler: nil
    )
    DatabaseMaintenance.compact(url)
    app.endBackgroundTask(compactTaskID)
}
