import XCTest
@testable import BGTaskLint

/// Shapes of the twenty-sixth session's readings of where an identifier is stored and what ends
/// it: `inout` parameters handing it back, computed properties over a stored one, flags whose
/// observer ends the task, helpers nothing calls. Each was quadratic in its first version (the
/// shapes in `Tests/Shapes/shapes.py` time them); these tests assert what is found at a size
/// where a regression shows as a run that does not finish.
final class HostileShapesStorageTests: XCTestCase {
    private static let count = 1_000
    private static let end = HostileSource.end

    private func ruleCounts(_ source: String) -> [String: Int] { HostileSource.ruleCounts(source) }

    private func type(_ members: String) -> String { HostileSource.type(members) }

    /// One function of thousands of `inout` parameters, each storing a begin call's result:
    /// each is handed back to the caller, so none is reported as never ended. The header was
    /// read again for each store.
    func testInoutParametersEachStoringABeginCall() {
        let count = Self.count
        let parameters = (0..<count).map { "p\($0): inout UIBackgroundTaskIdentifier" }.joined(separator: ", ")
        let stores = (0..<count).map {
            "    p\($0) = UIApplication.shared.beginBackgroundTask { UIApplication.shared.endBackgroundTask(p\($0)) }\n"
        }.joined()
        XCTAssertEqual(ruleCounts("import UIKit\n\nfunc begin(\(parameters)) {\n\(stores)}\n"), [:])
    }

    /// Thousands of private helpers called nowhere, each ending one of thousands of properties,
    /// beside a begin call into each property whose only other end is in a helper its handler
    /// alone calls: each begin call is ended only by its handler. Every begin call stepped over
    /// every uncalled helper's body.
    func testPrivateEndingHelpersNothingCallsBesideManyBegins() {
        let count = Self.count
        let members = (0..<count).map { k in
            "    private var t\(k): UIBackgroundTaskIdentifier = .invalid\n"
                + "    private func finish\(k)() { UIApplication.shared.endBackgroundTask(t\(k)); t\(k) = .invalid }\n"
                + "    private func stop\(k)() { UIApplication.shared.endBackgroundTask(t\(k)); t\(k) = .invalid }\n"
                + "    func f\(k)() { t\(k) = UIApplication.shared.beginBackgroundTask { [weak self] in self?.stop\(k)() } }\n"
        }.joined()
        XCTAssertEqual(ruleCounts(type(members)), ["task-never-ended": count])
    }

    /// One closure bound to a name, storing into thousands of flags, given to thousands of begin
    /// calls; one flag's observer ends the task, so the handler ends it. The closure's stores
    /// were read again for each begin call.
    func testBoundHandlerOfManyStoresGivenToManyBegins() {
        let count = Self.count
        let flags = (0..<count).map { "    var flag\($0) = false\n" }.joined()
            + "    var done = false { didSet { \(Self.end) } }\n"
        let stores = (0..<count).map { "            self.flag\($0) = true\n" }.joined()
        let begins = (0..<count).map { _ in "        taskID = UIApplication.shared.beginBackgroundTask(expirationHandler: expire)\n" }.joined()
        let source = type(flags + "    func f() {\n        let expire = {\n" + stores + "            self.done = true\n        }\n"
                          + begins + "        work { self.done = true }\n    }\n")
        XCTAssertEqual(ruleCounts(source)["missing-end-in-expiration-handler"], nil)
    }

    /// Thousands of lock-guarded computed properties, each over a stored one its setter fills,
    /// each begun and ended through its storage on the normal path: none is reported.
    func testLockGuardedPropertiesEachEndedThroughTheirStorage() {
        let count = Self.count
        let members = (0..<count).map { k in
            "    private var _t\(k): UIBackgroundTaskIdentifier = .invalid\n"
                + "    private var t\(k): UIBackgroundTaskIdentifier {\n        get { lock.withLock { _t\(k) } }\n"
                + "        set { lock.withLock { _t\(k) = newValue } }\n    }\n"
                + "    func f\(k)() {\n        t\(k) = UIApplication.shared.beginBackgroundTask { [weak self] in self?.g\(k)() }\n"
                + "        work { [weak self] in self?.g\(k)() }\n    }\n"
                + "    private func g\(k)() { UIApplication.shared.endBackgroundTask(_t\(k)); _t\(k) = .invalid }\n"
        }.joined()
        XCTAssertEqual(ruleCounts(type("    private let lock = NSLock()\n" + members)), [:])
    }
}
