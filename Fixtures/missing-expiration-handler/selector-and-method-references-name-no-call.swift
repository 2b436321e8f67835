// Scenario: `#selector(UIApplication.beginBackgroundTask(withName:expirationHandler:))` and a
// stored method reference only name the method: parentheses holding only argument labels are a
// compound name, not a call, so nothing is begun there (the classic `responds(to:)` check before
// the real begin call, copied into many location-tracking apps). The real call with no handler
// is still reported.
import UIKit

final class AssertionList: NSObject {
    private var ids: [UIBackgroundTaskIdentifier] = []
    let beginNamed: (String?, (() -> Void)?) -> UIBackgroundTaskIdentifier =
        UIApplication.shared.beginBackgroundTask(withName:expirationHandler:)
    let end: (UIBackgroundTaskIdentifier) -> Void = UIApplication.shared.endBackgroundTask(_:)

    func beginNew() -> UIBackgroundTaskIdentifier {
        let app = UIApplication.shared
        var id: UIBackgroundTaskIdentifier = .invalid
        if app.responds(to: #selector(UIApplication.beginBackgroundTask(withName:expirationHandler:))) {
            id = app.beginBackgroundTask(withName: "assertion") { [weak self] in
                self?.ids.removeAll { $0 == id }
                app.endBackgroundTask(id)
            }
            ids.append(id)
        }
        return id
    }

    func beginBare() -> UIBackgroundTaskIdentifier {
        UIApplication.shared.beginBackgroundTask(withName: "bare", expirationHandler: nil) // expect: missing-expiration-handler
    }

    func endAll() {
        for id in ids { UIApplication.shared.endBackgroundTask(id) }
        ids.removeAll()
    }
}
