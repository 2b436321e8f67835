/// Background-task code: correct patterns (some needing a helper in another file) and one
/// misuse per rule of bgtask-lint. Each returns the type's source, plus, for cross-file
/// patterns, the source of the extension that belongs in a second file.
enum APIScenario: CaseIterable {
    // correct
    case storedIDHelperInOtherFile
    case wrapperObject
    case localIdentifier
    case taskSchedulerCompletes
    case functionReferenceHandler
    // one misuse per rule
    case missingEndInHandler
    case missingInvalidReset
    case strongSelf
    case longWork
    case missingHandler
    case taskNeverEnded
    case discardedIdentifier
    case globalIdentifier
    case mismatchedIdentifier
    case asyncEnd
    case schedulerNeverCompletes
    case unusedSuppression

    var isMisuse: Bool {
        switch self {
        case .storedIDHelperInOtherFile, .wrapperObject, .localIdentifier, .taskSchedulerCompletes, .functionReferenceHandler:
            return false
        default:
            return true
        }
    }

    /// The rule the misuse is meant to trigger.
    var rule: String? {
        switch self {
        case .missingEndInHandler: return "missing-end-in-expiration-handler"
        case .missingInvalidReset: return "missing-invalid-reset"
        case .strongSelf: return "strong-self-in-expiration-handler"
        case .longWork: return "long-work-in-expiration-handler"
        case .missingHandler: return "missing-expiration-handler"
        case .taskNeverEnded: return "task-never-ended"
        case .discardedIdentifier: return "discarded-task-identifier"
        case .globalIdentifier: return "global-task-identifier"
        case .mismatchedIdentifier: return "mismatched-task-identifier"
        case .asyncEnd: return "async-end-in-expiration-handler"
        case .schedulerNeverCompletes: return "bgtask-missing-set-task-completed"
        case .unusedSuppression: return "unused-suppression"
        default: return nil
        }
    }
}

extension CodeTemplates {
    /// `(main file body, extension for a second file or nil)`.
    mutating func api(_ scenario: APIScenario, _ name: String) -> (String, String?) {
        let work = rng.pick(["uploadPending", "flushQueue", "saveDrafts", "syncBookmarks", "persistPlaybackPosition", "sendReceipts"])
        let id = rng.pick(["backgroundTaskID", "taskIdentifier", "bgTask", "backgroundTask", "uploadTaskID"])
        switch scenario {
        case .storedIDHelperInOtherFile:
            return (#"""
            import UIKit

            /// \#(comment())
            final class \#(name) {
                var \#(id): UIBackgroundTaskIdentifier = .invalid
                private let queue = DispatchQueue(label: "\#(name).work", qos: .utility)

                func \#(work)(_ items: [URL]) {
                    \#(id) = UIApplication.shared.beginBackgroundTask(withName: "\#(name).\#(work)") { [weak self] in
                        self?.endBackgroundTaskIfNeeded()
                    }
                    queue.async { [weak self] in
                        for item in items {
                            // \#(comment())
                            _ = try? Data(contentsOf: item)
                        }
                        DispatchQueue.main.async {
                            self?.endBackgroundTaskIfNeeded()
                        }
                    }
                }
            }


            """#, #"""
            import UIKit

            // \#(comment())
            extension \#(name) {
                func endBackgroundTaskIfNeeded() {
                    guard \#(id) != .invalid else { return }
                    UIApplication.shared.endBackgroundTask(\#(id))
                    \#(id) = .invalid
                }
            }


            """#)
        case .wrapperObject:
            return (#"""
            import UIKit

            /// Keeps the app alive while `work` runs. \#(comment())
            final class \#(name) {
                private var identifier: UIBackgroundTaskIdentifier = .invalid
                private let lock = NSLock()

                init(name: String) {
                    identifier = UIApplication.shared.beginBackgroundTask(withName: name) { [weak self] in
                        self?.finish()
                    }
                }

                func finish() {
                    lock.lock()
                    defer { lock.unlock() }
                    guard identifier != .invalid else { return }
                    UIApplication.shared.endBackgroundTask(identifier)
                    identifier = .invalid
                }

                deinit { finish() }
            }

            extension \#(name) {
                static func run(_ name: String, _ work: @escaping (@escaping () -> Void) -> Void) {
                    let activity = \#(name)(name: name)
                    work { activity.finish() }
                }
            }


            """#, nil)
        case .localIdentifier:
            return (#"""
            import UIKit

            enum \#(name) {
                /// \#(comment())
                static func \#(work)(store: DraftStore) {
                    var taskID = UIBackgroundTaskIdentifier.invalid
                    taskID = UIApplication.shared.beginBackgroundTask(withName: "\#(work)") {
                        UIApplication.shared.endBackgroundTask(taskID)
                        taskID = .invalid
                    }
                    store.saveAll { result in
                        print("saved: \(result)")
                        UIApplication.shared.endBackgroundTask(taskID)
                        taskID = .invalid
                    }
                }
            }


            """#, nil)
        case .taskSchedulerCompletes:
            return (#"""
            import BackgroundTasks

            final class \#(name) {
                private let queue = OperationQueue()

                func register() {
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.\#(name.lowercased())", using: nil) { [weak self] task in
                        guard let self else {
                            task.setTaskCompleted(success: false)
                            return
                        }
                        self.handle(task)
                    }
                }

                private func handle(_ task: BGTask) {
                    let operation = BlockOperation { /* \#(comment()) */ }
                    task.expirationHandler = { [queue] in queue.cancelAllOperations() }
                    operation.completionBlock = {
                        task.setTaskCompleted(success: !operation.isCancelled)
                    }
                    queue.addOperation(operation)
                }
            }


            """#, nil)
        case .functionReferenceHandler:
            return (#"""
            import UIKit

            final class \#(name) {
                private var \#(id): UIBackgroundTaskIdentifier = .invalid

                func start() {
                    \#(id) = UIApplication.shared.beginBackgroundTask(withName: "\#(name)", expirationHandler: handleExpiration)
                    DispatchQueue.global().async { [weak self] in
                        Thread.sleep(forTimeInterval: 0.1) // \#(comment())
                        DispatchQueue.main.async { self?.handleExpiration() }
                    }
                }

                private func handleExpiration() {
                    UIApplication.shared.endBackgroundTask(\#(id))
                    \#(id) = .invalid
                }
            }


            """#, nil)
        case .missingEndInHandler:
            return (#"""
            import UIKit

            final class \#(name) {
                private var \#(id): UIBackgroundTaskIdentifier = .invalid

                func \#(work)() {
                    \#(id) = UIApplication.shared.beginBackgroundTask { [weak self] in
                        self?.log("background time expired for \(String(describing: self))")
                    }
                    perform { [weak self] in
                        guard let self else { return }
                        UIApplication.shared.endBackgroundTask(self.\#(id))
                        self.\#(id) = .invalid
                    }
                }

                private func log(_ message: String) { print("[\#(name)] \(message)") }
                private func perform(_ done: @escaping () -> Void) { DispatchQueue.global().async(execute: done) }
            }


            """#, nil)
        case .missingInvalidReset:
            return (#"""
            import UIKit

            final class \#(name) {
                private var \#(id): UIBackgroundTaskIdentifier = .invalid

                func \#(work)() {
                    \#(id) = UIApplication.shared.beginBackgroundTask { [weak self] in
                        guard let self else { return }
                        UIApplication.shared.endBackgroundTask(self.\#(id))
                    }
                    DispatchQueue.global().async { [weak self] in
                        // \#(comment())
                        guard let self else { return }
                        UIApplication.shared.endBackgroundTask(self.\#(id))
                    }
                }
            }


            """#, nil)
        case .strongSelf:
            return (#"""
            import UIKit

            final class \#(name) {
                private var \#(id): UIBackgroundTaskIdentifier = .invalid

                func \#(work)() {
                    \#(id) = UIApplication.shared.beginBackgroundTask {
                        self.stop()
                    }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in self?.stop() }
                }

                func stop() {
                    UIApplication.shared.endBackgroundTask(\#(id))
                    \#(id) = .invalid
                }
            }


            """#, nil)
        case .longWork:
            return (#"""
            import UIKit

            final class \#(name) {
                private var \#(id): UIBackgroundTaskIdentifier = .invalid
                private let session = URLSession.shared
                private let request = URLRequest(url: URL(string: "https://example.com/\#(work)")!)

                func \#(work)() {
                    \#(id) = UIApplication.shared.beginBackgroundTask { [weak self] in
                        guard let self else { return }
                        self.session.dataTask(with: self.request).resume()
                        UIApplication.shared.endBackgroundTask(self.\#(id))
                        self.\#(id) = .invalid
                    }
                    session.dataTask(with: request) { [weak self] _, _, _ in
                        guard let self else { return }
                        UIApplication.shared.endBackgroundTask(self.\#(id))
                        self.\#(id) = .invalid
                    }.resume()
                }
            }


            """#, nil)
        case .missingHandler:
            return (#"""
            import UIKit

            final class \#(name) {
                private var \#(id): UIBackgroundTaskIdentifier = .invalid

                func \#(work)() {
                    // \#(comment())
                    \#(id) = UIApplication.shared.beginBackgroundTask(withName: "\#(work)", expirationHandler: nil)
                    DispatchQueue.global().async { [weak self] in
                        guard let self else { return }
                        UIApplication.shared.endBackgroundTask(self.\#(id))
                        self.\#(id) = .invalid
                    }
                }
            }


            """#, nil)
        case .taskNeverEnded:
            return (#"""
            import UIKit

            final class \#(name) {
                private var \#(id): UIBackgroundTaskIdentifier = .invalid

                func \#(work)() {
                    \#(id) = UIApplication.shared.beginBackgroundTask { [weak self] in
                        guard let self else { return }
                        UIApplication.shared.endBackgroundTask(self.\#(id))
                        self.\#(id) = .invalid
                    }
                    DispatchQueue.global().async {
                        print("\#(work) finished at \(Date())")
                    }
                }
            }


            """#, nil)
        case .discardedIdentifier:
            return (#"""
            import UIKit

            final class \#(name) {
                func \#(work)() {
                    _ = UIApplication.shared.beginBackgroundTask(withName: "\#(work)") {
                        print("expired")
                    }
                    // \#(comment())
                }
            }


            """#, nil)
        case .globalIdentifier:
            return (#"""
            import UIKit

            var \#(id)\#(name): UIBackgroundTaskIdentifier = .invalid

            enum \#(name) {
                static func \#(work)() {
                    \#(id)\#(name) = UIApplication.shared.beginBackgroundTask {
                        UIApplication.shared.endBackgroundTask(\#(id)\#(name))
                        \#(id)\#(name) = .invalid
                    }
                    DispatchQueue.global().async {
                        UIApplication.shared.endBackgroundTask(\#(id)\#(name))
                        \#(id)\#(name) = .invalid
                    }
                }
            }


            """#, nil)
        case .mismatchedIdentifier:
            return (#"""
            import UIKit

            final class \#(name) {
                private var uploadTask: UIBackgroundTaskIdentifier = .invalid
                private var downloadTask: UIBackgroundTaskIdentifier = .invalid

                func \#(work)() {
                    uploadTask = UIApplication.shared.beginBackgroundTask { [weak self] in
                        guard let self else { return }
                        UIApplication.shared.endBackgroundTask(self.downloadTask)
                        self.downloadTask = .invalid
                    }
                    DispatchQueue.global().async { [weak self] in
                        guard let self else { return }
                        UIApplication.shared.endBackgroundTask(self.uploadTask)
                        self.uploadTask = .invalid
                    }
                }
            }


            """#, nil)
        case .asyncEnd:
            return (#"""
            import UIKit

            final class \#(name) {
                private var \#(id): UIBackgroundTaskIdentifier = .invalid

                func \#(work)() {
                    \#(id) = UIApplication.shared.beginBackgroundTask { [weak self] in
                        Task { @MainActor in
                            guard let self else { return }
                            UIApplication.shared.endBackgroundTask(self.\#(id))
                            self.\#(id) = .invalid
                        }
                    }
                    Task { [weak self] in
                        try? await Task.sleep(nanoseconds: 1_000_000)
                        guard let self else { return }
                        UIApplication.shared.endBackgroundTask(self.\#(id))
                        self.\#(id) = .invalid
                    }
                }
            }


            """#, nil)
        case .schedulerNeverCompletes:
            return (#"""
            import BackgroundTasks

            final class \#(name) {
                func register() {
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.\#(work)", using: nil) { task in
                        task.expirationHandler = { print("cancelled \(task.identifier)") }
                        Self.refresh { result in
                            print("refreshed: \(result)") // \#(comment())
                        }
                    }
                }

                static func refresh(_ completion: @escaping (Bool) -> Void) {
                    DispatchQueue.global().async { completion(true) }
                }
            }


            """#, nil)
        case .unusedSuppression:
            return (#"""
            import UIKit

            final class \#(name) {
                private var \#(id): UIBackgroundTaskIdentifier = .invalid

                func \#(work)() {
                    // bgtask-lint:disable:next strong-self-in-expiration-handler -- kept from an old refactoring
                    \#(id) = UIApplication.shared.beginBackgroundTask { [weak self] in
                        self?.finish()
                    }
                    DispatchQueue.global().async { [weak self] in self?.finish() }
                }

                func finish() {
                    guard \#(id) != .invalid else { return }
                    UIApplication.shared.endBackgroundTask(\#(id))
                    \#(id) = .invalid
                }
            }


            """#, nil)
        }
    }
}
