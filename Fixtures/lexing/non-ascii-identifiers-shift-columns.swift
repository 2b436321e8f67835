// Scenario: non-ASCII identifiers, an emoji string and a tab before the call shift byte columns; columns are pinned in UTF-8 bytes.
import UIKit

func warmCaches(app: UIApplication) {
    // expect@+1:17: missing-end-in-expiration-handler
let café = app.beginBackgroundTask { }
    // expect@+1:32: missing-end-in-expiration-handler
    let ταχύτητα = app.beginBackgroundTask(withName: "Ταχύτητα") { }
    // expect@+1:37: missing-end-in-expiration-handler
    print("🚀"); let rocket = app.beginBackgroundTask { }
    // expect@+1:20: missing-end-in-expiration-handler
		let tabbed = app.beginBackgroundTask { }
    CacheWarmer.shared.warm {
        app.endBackgroundTask(café)
        app.endBackgroundTask(ταχύτητα)
        app.endBackgroundTask(rocket)
        app.endBackgroundTask(tabbed)
    }
}
