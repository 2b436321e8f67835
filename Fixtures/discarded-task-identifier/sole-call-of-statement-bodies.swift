// Scenario: a begin call alone in an if, for, while or do body, or in a function returning Void, is a statement whose value nobody reads: those bodies are no closures.
import UIKit

final class LogFlusher {
    private var pendingFiles: [String] = []

    func flush(inBackground: Bool) {
        if inBackground {
            UIApplication.shared.beginBackgroundTask { print("flush expired") } // expect: discarded-task-identifier, missing-end-in-expiration-handler
        }
    }

    func flushEach(_ names: [String]) {
        for name in names {
            UIApplication.shared.beginBackgroundTask(withName: name) { print("expired") } // expect: discarded-task-identifier, missing-end-in-expiration-handler
        }
    }

    func flushPending() {
        while !pendingFiles.isEmpty {
            UIApplication.shared.beginBackgroundTask { print("expired") } // expect: discarded-task-identifier, missing-end-in-expiration-handler
        }
    }

    func flushScoped() {
        do {
            UIApplication.shared.beginBackgroundTask { print("expired") } // expect: discarded-task-identifier, missing-end-in-expiration-handler
        }
    }

    func flushNow() {
        UIApplication.shared.beginBackgroundTask { print("expired") } // expect: discarded-task-identifier, missing-end-in-expiration-handler
    }

    func flushLater() -> Void {
        UIApplication.shared.beginBackgroundTask { print("expired") } // expect: discarded-task-identifier, missing-end-in-expiration-handler
    }

    func flushIfNeeded(_ needed: Bool) {
        if needed { UIApplication.shared.beginBackgroundTask { print("expired") } } // expect: discarded-task-identifier, missing-end-in-expiration-handler
    }
}
