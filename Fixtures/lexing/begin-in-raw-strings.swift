// Scenario: raw strings (single-line, double-hash, #"""#, raw multi-line) contain bad snippets and fake interpolations; none is code.
// expect: none
import UIKit

final class RawSnippetStore {
    private var storeTaskID: UIBackgroundTaskIdentifier = .invalid

    func store(items: [String]) {
        let path = #"C:\temp\(notInterpolated) app.beginBackgroundTask { }"#
        let counted = #"count: \#(items.count), raw: \(app.beginBackgroundTask { })"#
        let hashes = ##"a "# b _ = app.beginBackgroundTask(expirationHandler: nil) "##
        let quote = #"""#
        let raw = #"""
            \(x) stays literal, \#(items.first ?? "") is interpolated
            _ = UIApplication.shared.beginBackgroundTask { self.save() } """ still inside
            """#
        storeTaskID = UIApplication.shared.beginBackgroundTask(withName: "RawStore") { [weak self] in
            self?.endStoreTask()
        }
        print(path, counted, hashes, quote, raw)
        endStoreTask()
    }

    private func endStoreTask() {
        UIApplication.shared.endBackgroundTask(storeTaskID)
        storeTaskID = .invalid
    }
}
