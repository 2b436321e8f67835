import Foundation
import XCTest

/// Output is byte-for-byte the same whatever the number of threads and from run to run.
extension CommandLineTests {
    func testOutputIsIdenticalAcrossJobCountsAndRuns() throws {
        let fixtures = FixtureSupport.root.path
        var outputs: [String] = []
        for arguments in [["--jobs", "1"], ["--jobs", "2"], ["--jobs", "7"], [], []] {
            let result = try run(["--quiet", "--no-project-index", "--format", "json"] + arguments + [fixtures], timeout: 120)
            XCTAssertEqual(result.status, 1, "the fixtures hold errors")
            outputs.append(result.stdout)
        }
        XCTAssertGreaterThan(outputs[0].count, 10_000, "an empty report proves nothing")
        for output in outputs.dropFirst() { XCTAssertEqual(output, outputs[0]) }
        XCTAssertEqual(try run(["--jobs", "0", fixtures]).status, 2, "--jobs needs at least 1")
    }
}
