// Scenario: a singleton spelt 'Caf' + U+00E9 + 'Flusher' is another type to swiftc than 'Cafe' + U+0301 + 'Flusher', though
// the two names are canonically equivalent: constructing the second makes no second instance of the first, whose
// strong `self` in the handler leaks nothing.
// expect: none
import UIKit

final class CaféFlusher {
    static let current = CaféFlusher()
    private var flushTaskID: UIBackgroundTaskIdentifier = .invalid

    func flush() {
        flushTaskID = UIApplication.shared.beginBackgroundTask(withName: "Flush") {
            self.endFlush()
        }
        Store.upload { [weak self] in self?.endFlush() }
    }

    private func endFlush() {
        UIApplication.shared.endBackgroundTask(flushTaskID)
        flushTaskID = .invalid
    }
}

final class CaféFlusher {}

func makeOther() -> CaféFlusher { CaféFlusher() }
