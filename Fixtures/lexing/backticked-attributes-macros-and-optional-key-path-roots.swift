// Scenario: an attribute and a macro named by raw identifiers (`@`MainActor``, `#`stringify`(…)`, as swift-testing writes `@`Suite`` and `#`expect`(…)`) and a key path whose optional root is followed by an optional component (`\Draft?.?.title`) sit around a begin call with no handler; each is one token as swiftc reads it, and the finding is still found.
import UIKit

struct Draft {
    var title: String?
}

@`MainActor`
final class DraftArchiver {
    let titlePath = \Draft?.?.title

    func archive(_ draft: Draft?) {
        let task = UIApplication.shared.beginBackgroundTask(expirationHandler: nil) // expect: missing-expiration-handler
        print(#`stringify`(draft[keyPath: titlePath] ?? "untitled"))
        UIApplication.shared.endBackgroundTask(task)
    }
}
