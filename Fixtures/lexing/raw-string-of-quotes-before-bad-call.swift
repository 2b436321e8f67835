// Scenario: one-line raw strings that start with three quotes (`#"""""#` holds `"""`, as in swift-syntax's own sources) are followed by a begin call without a handler; read as multi-line openers, they hid the code down to the next `"""#`.
import UIKit

enum QuoteMarks {
    static let tripleQuote = #"""""#
    static let quotedWord = ###"""abc"###
}

final class DraftSaver {
    func save() {
        let task = UIApplication.shared.beginBackgroundTask(expirationHandler: nil) // expect: missing-expiration-handler
        writeDrafts()
        UIApplication.shared.endBackgroundTask(task)
    }

    private func writeDrafts() {}
}

let banner = #"""
    Drafts saved.
    """#
