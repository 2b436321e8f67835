import XCTest
@testable import BGTaskLint

/// Shapes that made the module's lookups quadratic: a question every begin call or helper call
/// asks whose answer was worked out again each time from every declaration, body or file of the
/// module. Each builds its shape at a size where the old code took many seconds (the shapes in
/// `Tests/Shapes/shapes.py` of the same names time it), and asserts what is found.
final class HostileShapesIndexTests: XCTestCase {
    private static let end = HostileSource.end

    private func type(_ members: String, named name: String = "C") -> String { HostileSource.type(members, named: name) }

    private func ruleCounts(_ files: [String: String], rules: [any Rule.Type] = RuleRegistry.all) -> [String: Int] {
        HostileSource.ruleCounts(files, rules: rules)
    }

    // MARK: - Own begin declarations

    /// A type declaring thousands of `beginBackgroundTask` overloads, none taking UIKit's labels,
    /// and as many calls on `self` with UIKit's: each call tested every overload (the shape
    /// `own_begin_overloads_in_one_type`; 32,000: 10 s in a release build).
    func testThousandsOfOwnBeginOverloadsInOneTypeEachCalledOnSelf() {
        let count = 8_000
        let overloads = (0..<count).map { "    func beginBackgroundTask(o\($0): Int) -> Int { \($0) }\n" }.joined()
        let uses = (0..<count).map { k in
            "    func use\(k)() { taskID = beginBackgroundTask(withName: \"l\") { \(Self.end) } }\n"
        }.joined()
        XCTAssertEqual(ruleCounts(["main.swift": type(overloads + uses)]), ["strong-self-in-expiration-handler": count])
    }

    /// A type conforming to thousands of protocols, with as many begin calls on `self`, in a
    /// module declaring a free `beginBackgroundTask` of its own: each call listed every supertype
    /// and asked each whether it declares one (the shape `own_begin_in_wide_conformance`; 8,192:
    /// 12 s in a release build). Supertypes declaring none are now left out once per type.
    func testThousandsOfBeginCallsInATypeConformingToThousandsOfProtocols() {
        let count = 4_000
        let protocols = (0..<count).map { "protocol P\($0) {}\n" }.joined()
        let uses = (0..<count).map { k in
            "    func use\(k)() { taskID = beginBackgroundTask(withName: \"l\") { \(Self.end) } }\n"
        }.joined()
        let conformances = (0..<count).map { "P\($0)" }.joined(separator: ", ")
        let main = protocols + "func beginBackgroundTask(other: Int) -> Int { 0 }\n"
            + type(uses).replacingOccurrences(of: "final class C {", with: "final class C: \(conformances) {")
        XCTAssertEqual(ruleCounts(["main.swift": main]), ["strong-self-in-expiration-handler": count])
        // The last protocol's own `beginBackgroundTask` takes UIKit's labels: the calls are its.
        let ownInLast = "extension P\(count - 1) {\n    func beginBackgroundTask(withName name: String, "
            + "expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier { .invalid }\n}\n"
        XCTAssertEqual(ruleCounts(["main.swift": main, "P.swift": ownInLast]), [:])
    }

    // MARK: - Private properties

    /// A file extending one type thousands of times, each extension declaring a private property
    /// and beginning a task stored in it: whether each property is private was looked for in the
    /// type's bodies one by one (the shape `extensions_each_beginning_own_private_property`;
    /// 16,000: 22 s in a release build).
    func testThousandsOfExtensionsEachBeginningTheirOwnPrivateProperty() {
        let count = 8_000
        let extensions = (0..<count).map { k in
            "extension C {\n    private static var t\(k): UIBackgroundTaskIdentifier = .invalid\n    func f\(k)() {\n"
                + "        Self.t\(k) = UIApplication.shared.beginBackgroundTask { UIApplication.shared.endBackgroundTask(Self.t\(k)) }\n"
                + "        work()\n    }\n}\n"
        }.joined()
        let file = "import UIKit\nfinal class C {\n    var flag = false\n}\n" + extensions
        XCTAssertEqual(ruleCounts(["main.swift": file]), ["missing-invalid-reset": count])
    }

    // MARK: - Helpers run only on expiry

    /// Files each declaring a type whose `start()`, called nowhere, begins a task that only the
    /// handler's helper ends: each begin call read every file mentioning `start` (the shape
    /// `files_each_beginning_in_start_never_called`; 8,000 files: 19 s in a release build).
    func testThousandsOfFilesEachBeginningInAStartNothingCalls() {
        let count = 2_000
        let files = Dictionary(uniqueKeysWithValues: (0..<count).map { k in
            ("F\(k).swift", type("    func start() {\n        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.stop\(k)() }\n"
                + "        work()\n    }\n    func stop\(k)() { \(Self.end) }\n", named: "C\(k)"))
        })
        XCTAssertEqual(ruleCounts(files), [:])
    }

    // MARK: - Free functions

    /// Files each declaring their own overload of a free function and calling it from an
    /// expiration handler: each bare call picked its file's overloads out of every file's (the
    /// shape `files_each_declaring_a_free_overload`; 32,000 files: 18 s in a release build).
    /// Only the rule that resolves the call runs: the others' linear work hid the quadratic term.
    func testThousandsOfFilesEachDeclaringAndCallingTheirOwnFreeOverload() {
        let count = 16_000
        let files = Dictionary(uniqueKeysWithValues: (0..<count).map { k in
            ("F\(k).swift", "import UIKit\nstruct T\(k) {}\n"
                + "func finishTask(_ t: T\(k), _ id: UIBackgroundTaskIdentifier) { UIApplication.shared.endBackgroundTask(id) }\n"
                + type("    func f() {\n        taskID = UIApplication.shared.beginBackgroundTask { finishTask(T\(k)(), self.taskID); self.taskID = .invalid }\n"
                    + "        work()\n    }\n", named: "C\(k)"))
        })
        XCTAssertEqual(ruleCounts(files, rules: [MissingEndInExpirationHandler.self]), [:])
    }

    // MARK: - Long type names

    /// One class named with 64 bytes per method, its n methods each beginning a task with a
    /// strong-self handler: the type's name was made again as a String for each method and each
    /// begin call, and spelt into the keys of the tables every begin call asked (its stored
    /// properties, whether it is an application delegate, the handler's task), so each call cost
    /// the name's length (the shape `long_type_name_many_handlers`; 8,192 methods, a 512 KB name:
    /// 51 s and 8.4 GB in a release build; 4,096: 9 s and 2.1 GB).
    func testManyHandlersInATypeWithAVeryLongName() {
        let count = 4_096
        let name = "T" + String(repeating: "x", count: 64 * count)
        let methods = (0..<count).map { k in
            "    func f\(k)() {\n        taskID = UIApplication.shared.beginBackgroundTask { self.work\(k)(); \(Self.end) }\n    }\n"
        }.joined()
        XCTAssertEqual(ruleCounts(["main.swift": type(methods, named: name)]), ["strong-self-in-expiration-handler": count])
    }

    /// As above across two files: the class declared in one, extended in the other by methods
    /// whose handlers each call a method of the type that ends the task. Each file's trees named
    /// the type with their own String, so the other's tables compared every byte of it, and the
    /// calls on `self` were kept under keys spelling it (2,048 methods: 10 s and 1.9 GB in a
    /// release build). The type's files now share one String for it (`TypeNameTable`).
    func testManyHandlersInAnExtensionOfATypeWithAVeryLongName() {
        let count = 2_048
        let name = "T" + String(repeating: "x", count: 64 * count)
        let methods = (0..<count).map { k in
            "    func f\(k)() {\n        taskID = UIApplication.shared.beginBackgroundTask { self.stop\(k)() }\n    }\n"
                + "    func stop\(k)() { \(Self.end) }\n"
        }.joined()
        let files = ["A.swift": type("", named: name), "B.swift": "import UIKit\n\nextension \(name) {\n\(methods)}\n"]
        XCTAssertEqual(ruleCounts(files), ["strong-self-in-expiration-handler": count])
    }
}
