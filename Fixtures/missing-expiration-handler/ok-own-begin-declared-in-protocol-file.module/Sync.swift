import Foundation

final class Sync {
    private let work: BackgroundWork

    init(work: BackgroundWork) {
        self.work = work
    }

    func start() {
        let lease = work.beginBackgroundTask(withName: "sync", expirationHandler: nil)
        upload { lease.finish() }
    }

    private func upload(_ done: @escaping () -> Void) {
        DispatchQueue.global().async(execute: done)
    }
}
