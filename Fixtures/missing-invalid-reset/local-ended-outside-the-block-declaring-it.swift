// Scenario: code swiftc rejects (`id` is not in scope where it is ended), as an editor shows it
// mid-edit: the local is declared in a `do { }` block and ended after the block closes. Only the
// handler that ends nothing is reported; the end is read as of a local of the whole body. (An
// early version of the mention window crashed here: found by the fuzzer.)
import UIKit

func refreshFeeds() {
    do {
        var id = UIBackgroundTaskIdentifier.invalid
        id = UIApplication.shared.beginBackgroundTask { } // expect: missing-end-in-expiration-handler
    }
    UIApplication.shared.endBackgroundTask(id)
}
