import XCTest
@testable import BGTaskLint

/// Runs the analyzer over every fixture and compares with the inline `// expect:` annotations.
final class FixtureTests: XCTestCase {
    func testEveryFixtureProducesExactlyItsExpectedDiagnostics() throws {
        let units = FixtureSupport.units()
        XCTAssertGreaterThanOrEqual(units.count, 40, "the fixture suite went missing")
        var failures: [String] = []
        for unit in units { failures += FixtureSupport.mismatches(unit) }
        XCTAssert(failures.isEmpty, "\(failures.count) fixture mismatches:\n" + failures.joined(separator: "\n"))
    }
}
