/// The handler has one or two seconds: only atomic work belongs there (guide, point 4).
public struct LongWorkInExpirationHandler: Rule {
    public static let metadata = RuleMetadata(
        id: "long-work-in-expiration-handler",
        severity: .warning,
        summary: "the expiration handler starts long or blocking work",
        rationale: """
            The guide: "No long work in the handler. It has 1–2 s, often under 1 s. Forbidden: starting new \
            long operations, complex computation, network requests, writing large data to CoreData. Allowed: \
            atomic operations only — write one UserDefaults key, set a state flag, cancel a running request, \
            call endBackgroundTask."
            """,
        triggering: """
            final class NotesStore {
                private var taskID: UIBackgroundTaskIdentifier = .invalid
                private let context: NSManagedObjectContext

                func saveInBackground() {
                    taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                        try? self?.context.save()
                        self?.finish()
                    }
                }

                func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
            }
            """,
        passing: """
            final class NotesStore {
                private var taskID: UIBackgroundTaskIdentifier = .invalid
                private var uploadTask: URLSessionTask?

                func saveInBackground() {
                    taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                        UserDefaults.standard.set(true, forKey: "saveInterrupted")
                        self?.uploadTask?.cancel()
                        self?.finish()
                    }
                }

                func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
            }
            """,
        limits: """
            Recognised work: URLSession tasks and `resume()` (not on a continuation: a receiver named \
            `…continuation`, a property of the enclosing type declared as a `…Continuation`, the parameter of \
            a closure given to a `with…Continuation` function, `withUnsafeContinuation { cont in … }`, or a \
            function's parameter declared as a `…Continuation`, or `$0` of `xs.forEach { $0.resume() }` over \
            a property declared as an array of `…Continuation` or named `…continuations`; nor the module's own `resume()` called on \
            `self`, a helper), `session.data(for:)`-style awaits, `save()` on \
            another object, `write(to:)`, `performAndWait`, `sleep`, `RunLoop.current.run(until:)`, `wait()`, an operation queue's \
            `waitUntilAllOperationsAreFinished()` or an operation's `waitUntilFinished()`, `sync` on a queue (not a lock \
            taken around the end itself, `queue.sync { endAll() }`, or around a swap of state, `queue.sync \
            { id = taskID; taskID = .invalid }`, or around a read whose value is taken, `let snapshot = \
            queue.sync { self.activities }`, on a queue other than the main one; an empty `queue.sync \
            { }` waits, and is reported), \
            `async` / `asyncAfter` on a queue (not a hop that only updates state, nor, in a helper, one \
            running a closure the helper was handed: `main.async(execute: block)`), `RunLoop.main.perform { }`, `Task { }` \
            and `Task.detached { }` (neither when it only updates state: `Task { @MainActor in self.isExpired = true }`), \
            `addOperation`, a nested `beginBackgroundTask`, and loops calling anything but atomic work \
            (atomic: cancelling, logging (CocoaLumberjack's `DDLog…` too), ending, taking an identifier off a list, `UIBackgroundTaskIdentifier(rawValue:)`, \
            a continuation's `resume(throwing:)` or `resume(returning:)`, `removeObserver`, and the like). \
            Helpers are followed when called on `self`, bare, on a type, or on a stored property of \
            `self` whose declaration names its type (`let downloads: DownloadManager` or `let downloads = \
            DownloadManager()`, then `self.downloads.start()`); methods of other objects are not, nor the \
            app's own logger (a receiver named `log`, `logging` or `…logger`, or ending in the word `Log`: \
            `self.logger.i("…")`, `Logger.shared.info(…)`, `PMLog.debug(…)`): logging is atomic work, whatever the logger does inside. An asynchronous hop that ends the task is left to `async-end-in-expiration-handler`. Work \
            that a body (the handler's or a helper's) starts after one of its own statements has ended the \
            task (`release(); Task { await pause() }`) is not reported: the task no longer waits on it. An \
            end inside an `if` or a closure does not count. One diagnostic per statement. A `sync`'s or \
            a hop's closure is judged the same written as a trailing closure or as its `execute:` \
            argument (`queue.sync(execute: { … })`). Branches are not read by argument, so a handler \
            switching off the toggle that began its task (`self?.set(active: false)`, `apply(.off)`: a \
            call of the begin call's own function with a literal argument, when that function may end \
            a task) is not followed into it; a restart spelt so (`start(retry: true)` in a function \
            that also ends) is missed.
            """
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // A body shared by many begin calls (a method given by name, a closure bound to a name)
        // is read once; its diagnostics are repeated for each call, as before.
        var reported = HandlerAnswers<[Diagnostic]>()
        for begin in context.beginCalls {
            guard let body = context.handlerBody(begin) else { continue }
            // Only report in this file: a referenced handler in another file reports there.
            guard body.file == context.facts.file else { continue }
            diagnostics += reported.answer(for: body) { Self.diagnostics(inHandler: body.scope, context) }
        }
        return diagnostics
    }

    /// One diagnostic per statement of the handler body `handler` (of this file) that starts long work.
    private static func diagnostics(inHandler handler: Int, _ context: RuleContext) -> [Diagnostic] {
        let facts = context.facts
        var diagnostics: [Diagnostic] = []
        var seenStatements: Set<Int> = []
        let statements = StatementStarts(facts, body: handler)
        for work in facts.longWork(inHandler: handler) {
            guard seenStatements.insert(statements.start(of: work.token)).inserted else { continue }
            var notes: [Note] = []
            var message = "expiration handler \(work.description); the handler has about a second: do only atomic work and end the task"
            if let helper = work.helper, let origin = work.origin {
                message = "expiration handler calls '\(helper)', which \(work.description); the handler has about a second: do only atomic work and end the task"
                notes.append(context.note(file: origin.file, token: origin.token, "long work in '\(helper)' happens here"))
            }
            diagnostics.append(context.diagnostic(Self.metadata, at: work.token, message, notes: notes))
        }
        return diagnostics
    }
}
