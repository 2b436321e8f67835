// Scenario: `queue.sync(execute: { … })` and `queue.async(execute: { … })` are the trailing
// closure calls spelt with the label, and judged alike: a lock taken around the end is no long
// work, nor is a hop that ends the task (async-end-in-expiration-handler's); the main queue's
// `sync` still blocks, and a hop of other work is still new work.
import UIKit

final class ThumbnailCache {
    private let stateQueue = DispatchQueue(label: "thumbnails.state")
    private let workQueue = DispatchQueue(label: "thumbnails.work")
    private var pruneTask: UIBackgroundTaskIdentifier = .invalid
    private var renderTask: UIBackgroundTaskIdentifier = .invalid

    func prune() {
        pruneTask = UIApplication.shared.beginBackgroundTask(withName: "prune") { [weak self] in
            guard let self else { return }
            self.stateQueue.sync(execute: {
                UIApplication.shared.endBackgroundTask(self.pruneTask)
                self.pruneTask = .invalid
            })
        }
        workQueue.async { [weak self] in self?.finishPrune() }
    }

    func render() {
        renderTask = UIApplication.shared.beginBackgroundTask(withName: "render") { [weak self] in
            guard let self else { return }
            self.workQueue.async(execute: { // expect: long-work-in-expiration-handler
                self.flushRenders()
            })
            DispatchQueue.main.sync(execute: { // expect: long-work-in-expiration-handler
                UIApplication.shared.endBackgroundTask(self.renderTask)
                self.renderTask = .invalid
            })
        }
        workQueue.async { [weak self] in self?.finishRender() }
    }

    private func flushRenders() {
        for _ in 0..<1_000 { Thread.sleep(forTimeInterval: 0.01) }
    }

    private func finishPrune() {
        stateQueue.sync {
            UIApplication.shared.endBackgroundTask(pruneTask)
            pruneTask = .invalid
        }
    }

    private func finishRender() {
        stateQueue.sync {
            UIApplication.shared.endBackgroundTask(renderTask)
            renderTask = .invalid
        }
    }
}
