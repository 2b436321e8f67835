import XCTest
@testable import BGTaskLint

/// Given only some files (as pre-commit passes the staged ones), the tool still indexes the rest
/// of the project, so helpers declared there resolve; it reports only on the files it was given.
/// An extension of the end-to-end tests: same temporary root, same subprocess runner.
extension CommandLineTests {
    /// A project whose handler calls a helper, declared in another file, that does network work;
    /// the other file also holds a misuse of its own, which must not be reported.
    private func makeProject() throws {
        try write("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"App\")\n")
        try write("Sources/App/Uploader.swift", """
            import UIKit
            final class Uploader {
                var taskID: UIBackgroundTaskIdentifier = .invalid
                func start() {
                    taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                        self?.sendFarewell()
                        self?.finish()
                    }
                    UploadAPI.shared.send { [weak self] in self?.finish() }
                }
            }

            """)
        try write("Sources/App/Uploader+Helpers.swift", """
            import UIKit
            extension Uploader {
                func sendFarewell() {
                    URLSession.shared.dataTask(with: URL(string: "https://example.com")!).resume()
                }
                func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
                func unrelated() {
                    _ = UIApplication.shared.beginBackgroundTask { }
                }
            }

            """)
    }

    func testHelpersInUnnamedFilesOfTheProjectResolveButAreNotReported() throws {
        try makeProject()
        let result = try run(["--quiet", "Sources/App/Uploader.swift"], in: root)
        XCTAssertEqual(result.stdoutLines.count, 2, result.stdout)
        XCTAssertTrue(result.stdoutLines[0].hasPrefix("Sources/App/Uploader.swift:6:19: warning: expiration handler calls 'sendFarewell'"),
                      result.stdout)
        XCTAssertTrue(result.stdoutLines[0].hasSuffix("[long-work-in-expiration-handler]"), result.stdout)
        XCTAssertEqual(result.stdoutLines[1], "Sources/App/Uploader+Helpers.swift:4:27: note: long work in 'sendFarewell' happens here")
        XCTAssertEqual(result.status, 0)
    }

    func testNoProjectIndexLooksOnlyAtTheGivenFiles() throws {
        try makeProject()
        let result = try run(["--quiet", "--no-project-index", "Sources/App/Uploader.swift"], in: root)
        XCTAssertEqual(result.stdout, "", "an unresolved helper is given the benefit of the doubt")
        XCTAssertEqual(result.status, 0)
    }

    /// Run on the project root, the files its configuration excludes are still context: the
    /// root is walked again for them (and only then: with nothing excluded it adds nothing).
    func testFilesExcludedByConfigurationStayContextOfARunOnTheRoot() throws {
        try makeProject()
        try write(".bgtask-lint.json", #"{ "version": 1, "exclude": ["Sources/App/Uploader+Helpers.swift"] }"#)
        let result = try run(["--quiet", "."], in: root)
        XCTAssertEqual(result.stdoutLines.count, 2, result.stdout)
        XCTAssertTrue(result.stdoutLines[0].hasSuffix("[long-work-in-expiration-handler]"), result.stdout)
        XCTAssertEqual(result.stdoutLines[1], "Sources/App/Uploader+Helpers.swift:4:27: note: long work in 'sendFarewell' happens here")
    }

    func testTheSameFileNamedTwoWaysIsIndexedOnce() throws {
        try makeProject()
        let absolute = root.appendingPathComponent("Sources/App/Uploader.swift").path
        let result = try run(["--quiet", absolute], in: root)
        XCTAssertEqual(result.stdoutLines.count, 2, result.stdout)
    }

    func testProjectRootIsTheNearestFolderWithAMarker() throws {
        try makeProject()
        try write("Sources/App/Nested/Inner.xcodeproj/project.pbxproj", "")
        let nested = root.appendingPathComponent("Sources/App/Nested/File.swift").path
        XCTAssertEqual(ProjectContext.root(containing: nested).map(ProjectContext.canonical),
                       ProjectContext.canonical(root.appendingPathComponent("Sources/App/Nested").path))
        let top = root.appendingPathComponent("Sources/App/Uploader.swift").path
        XCTAssertEqual(ProjectContext.root(containing: top).map(ProjectContext.canonical), ProjectContext.canonical(root.path))
    }
}
