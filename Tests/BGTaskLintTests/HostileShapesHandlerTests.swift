import XCTest
@testable import BGTaskLint

/// Shapes where one handler body is shared by thousands of begin calls: a method given by name
/// (`expirationHandler: expire`) or a closure bound to a name. Every handler rule read the body
/// again for each begin call, so a handler of n calls shared by n begin calls was quadratic
/// (1,000 of each took 30–60 s in a release build on a busy machine; the shapes
/// `named_handler_of_many_begins_*` and `bound_handler_closure_of_many_begins` time it). Each rule
/// now reads a body once per file; the diagnostics are still one per begin call. These tests
/// assert what is found; a regression shows as a run that does not finish.
final class HostileShapesHandlerTests: XCTestCase {
    private static let count = 1_000
    private static let end = HostileSource.end

    private func ruleCounts(_ source: String) -> [String: Int] { HostileSource.ruleCounts(source) }

    private func type(_ members: String) -> String { HostileSource.type(members) }

    /// `count` methods, each beginning a task with the method `expire` as its handler.
    private func beginsNamingExpire(_ count: Int = count) -> String {
        (0..<count).map { k in
            "    func f\(k)() {\n        taskID = UIApplication.shared.beginBackgroundTask(expirationHandler: expire)\n"
                + "        work()\n    }\n"
        }.joined()
    }

    // MARK: - A method given by name

    /// The handler calls thousands of private helpers, the last ending the task: which helpers
    /// only the handler calls (task-never-ended) was worked out again for each begin call.
    func testNamedHandlerOfManyBeginsCallingPrivateHelpers() {
        let count = Self.count
        let calls = (0..<count).map { "        a\($0)()\n" }.joined()
        let helpers = (0..<count - 1).map { "    private func a\($0)() { print(\($0)) }\n" }.joined()
            + "    private func a\(count - 1)() { \(Self.end) }\n"
        XCTAssertEqual(ruleCounts(type("    func expire() {\n" + calls + "    }\n" + helpers + beginsNamingExpire())), [:])
    }

    /// A handler that never ends the task and saves a context, after thousands of calls: each
    /// begin call gets its own diagnostics, as before, from one reading of the body.
    func testNamedHandlerOfManyBeginsNeverEndingAndDoingLongWork() {
        let count = Self.count
        let calls = (0..<count).map { "        note(\($0))\n" }.joined()
        let source = type("    func expire() {\n" + calls + "        try? context.save()\n    }\n" + beginsNamingExpire())
        let diagnostics = Linter().lint([SourceFile(path: "hostile.swift", text: source)])
        let counts = diagnostics.reduce(into: [String: Int]()) { $0[$1.ruleID, default: 0] += 1 }
        XCTAssertEqual(counts, ["missing-end-in-expiration-handler": count, "long-work-in-expiration-handler": count])
        // Each begin call's missing end points at the handler's declaration.
        let notes = diagnostics.filter { $0.ruleID == "missing-end-in-expiration-handler" }.map(\.notes)
        XCTAssertEqual(notes.filter { $0.count == 1 && $0[0].message == "expiration handler 'expire' declared here" }.count,
                       count)
    }

    func testNamedHandlerOfManyBeginsEndingOnlyInAnAsynchronousHop() {
        let count = Self.count
        let calls = (0..<count).map { "        note(\($0))\n" }.joined()
        let handler = "    func expire() {\n" + calls + "        DispatchQueue.main.async { \(Self.end) }\n    }\n"
        XCTAssertEqual(ruleCounts(type(handler + beginsNamingExpire())), ["async-end-in-expiration-handler": count])
    }

    /// Internal helpers (the module question is asked: half the begin functions are called by
    /// module code), one of which makes a begin call of its own with the same handler: that
    /// helper is refused for the call it holds, so that call's reading is its own.
    func testNamedHandlerOfManyBeginsCallingInternalHelpersOneBeginningAgain() {
        let count = Self.count
        let calls = (0..<count).map { "        h\($0)()\n" }.joined()
        let helpers = "    func h0() {\n        taskID = UIApplication.shared.beginBackgroundTask(expirationHandler: expire)\n    }\n"
            + (1..<count - 1).map { "    func h\($0)() { print(\($0)) }\n" }.joined()
            + "    func h\(count - 1)() { \(Self.end) }\n"
        let uses = stride(from: 0, to: count, by: 2).map { "func use\($0)(_ c: C) { c.f\($0)() }\n" }.joined()
        let source = type("    func expire() {\n" + calls + "    }\n" + helpers + beginsNamingExpire()) + uses
        // The handler's nested begin (in `h0`) is long work, reported once per begin call, and once
        // more for `h0`'s own call, whose handler is `expire` too.
        XCTAssertEqual(ruleCounts(source), ["long-work-in-expiration-handler": count + 1])
    }

    // MARK: - A closure bound to a name

    /// One closure of thousands of calls, ending another task's identifier, passed to thousands
    /// of begin calls storing one variable: which ends are wrong was worked out for each.
    func testBoundHandlerClosureOfManyBeginsEndingAnotherIdentifier() {
        let count = Self.count
        let calls = (0..<count).map { "            print(\($0))\n" }.joined()
        let begins = String(repeating: "        taskID = UIApplication.shared.beginBackgroundTask(expirationHandler: expire)\n",
                            count: count)
        let source = type("    var otherID: UIBackgroundTaskIdentifier = .invalid\n    func f() {\n"
                          + "        let expire = { [unowned self] in\n" + calls
                          + "            UIApplication.shared.endBackgroundTask(self.otherID); self.otherID = .invalid\n"
                          + "        }\n" + begins + "        work()\n    }\n")
        // Only the last begin call's task is ended by nothing after it: the others' are by the
        // handler handed on again below them.
        XCTAssertEqual(ruleCounts(source), ["mismatched-task-identifier": count, "task-never-ended": 1])
    }

    func testBoundHandlerClosureOfManyBeginsEndingItsTask() {
        let count = Self.count
        let calls = (0..<count).map { "            self.note(\($0))\n" }.joined()
        let begins = String(repeating: "        taskID = UIApplication.shared.beginBackgroundTask(expirationHandler: expire)\n",
                            count: count)
        let source = type("    func f() {\n        let expire = { [unowned self] in\n" + calls + "            \(Self.end)\n        }\n"
                          + begins + "        work()\n    }\n")
        XCTAssertEqual(ruleCounts(source), ["task-never-ended": 1])
    }

    // MARK: - A closure bound to a name, given to begin calls storing into variables of their own

    /// Thousands of begin calls given one bound closure of thousands of calls, each storing into
    /// a property of its own, the handler ending another: mismatched-task-identifier read the
    /// handler's calls, asking each whether it may end a task, once per variable stored into
    /// (2,048: 3.3 s in a release build). Each begin call still gets its own diagnostic.
    func testBoundHandlerOfManyCallsGivenToBeginsStoringApart() {
        let count = 2_048
        let properties = (0..<count).map { "    var t\($0): UIBackgroundTaskIdentifier = .invalid\n" }.joined()
        let calls = (0..<count).map { "            print(\($0))\n" }.joined()
        let begins = (0..<count).map { "        t\($0) = UIApplication.shared.beginBackgroundTask(expirationHandler: expire)\n" }.joined()
        let source = type("    var other: UIBackgroundTaskIdentifier = .invalid\n" + properties + "    func start() {\n        let expire = {\n"
                          + calls + "            UIApplication.shared.endBackgroundTask(self.other)\n        }\n" + begins + "    }\n")
        XCTAssertEqual(ruleCounts(source), ["mismatched-task-identifier": count, "strong-self-in-expiration-handler": count,
                                            "missing-invalid-reset": 1, "task-never-ended": 1])
    }

    /// The same with a capture list of thousands of names: each begin call read the list again
    /// for a copy of its variable, and the handler's body, list included, was walked again per
    /// variable (2,048: 1.3 s in a release build).
    func testBoundHandlerWithALongCaptureListGivenToBeginsStoringApart() {
        let count = 2_048
        let properties = (0..<count).map { "    var t\($0): UIBackgroundTaskIdentifier = .invalid\n" }.joined()
        let lets = (0..<count).map { "        let a\($0) = \($0)\n" }.joined()
        let captures = (0..<count).map { "a\($0)" }.joined(separator: ", ")
        let begins = (0..<count).map { "        t\($0) = UIApplication.shared.beginBackgroundTask(expirationHandler: expire)\n" }.joined()
        let source = type(properties + "    func start() {\n" + lets + "        let expire = { [weak self, \(captures)] in\n"
                          + "            print(a0)\n            self?.stop()\n        }\n" + begins + "    }\n"
                          + "    func stop() { \(Self.end) }\n")
        XCTAssertEqual(ruleCounts(source), ["task-never-ended": 1])
    }
}
