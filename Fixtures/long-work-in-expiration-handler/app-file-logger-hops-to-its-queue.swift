// Scenario: the handler logs one line through the app's own file logger, whose method appends the
// line on a queue of its own, and ends the task. Logging is atomic work to the guide, whatever
// the logger does inside. The same hop behind a helper that is no logger (`uploader.flush()`) is
// still new asynchronous work.
import UIKit

final class FileLogger {
    private let logQueue = DispatchQueue(label: "app.logger")

    func i(_ message: String) {
        logQueue.async { self.append(message) }
    }

    private func append(_ line: String) {
        FileHandle.standardError.write(Data(line.utf8))
    }
}

final class Uploader {
    private let queue = DispatchQueue(label: "upload")

    func flush() {
        queue.async { self.upload() }
    }

    private func upload() {}
}

final class ChatKeepAlive {
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private let logger = FileLogger()
    private let uploader = Uploader()

    func start() {
        taskID = UIApplication.shared.beginBackgroundTask(withName: "chat") { [weak self] in
            self?.logger.i("background task expiring")
            self?.finish()
        }
    }

    func sync() {
        taskID = UIApplication.shared.beginBackgroundTask(withName: "sync") { [weak self] in
            self?.uploader.flush() // expect: long-work-in-expiration-handler
            self?.finish()
        }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
