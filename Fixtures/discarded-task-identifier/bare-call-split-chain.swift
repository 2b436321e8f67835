// Scenario: a bare call whose .beginBackgroundTask is on the second line of the chain; reported on that line.
import UIKit

final class SessionTracker {
    private let store: SessionStore

    init(store: SessionStore) {
        self.store = store
    }

    func sessionDidEnd() {
        let store = self.store
        UIApplication.shared
            .beginBackgroundTask { // expect: discarded-task-identifier
                store.handleExpiration()
            }
        store.uploadSession()
    }
}
