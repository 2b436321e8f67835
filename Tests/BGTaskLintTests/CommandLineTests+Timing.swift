import XCTest

/// `--timing`: where a run's time went, phase by phase, on stderr (the report on stdout is
/// unchanged). An extension of the end-to-end tests: same temporary root, same subprocess runner.
extension CommandLineTests {
    func testTimingNamesEveryPhaseAndCountsTheFilesParsedAndReadAgain() throws {
        try write("Uploader.swift", """
            import UIKit
            final class Uploader {
                var taskID: UIBackgroundTaskIdentifier = .invalid
                func start() {
                    taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.stop() }
                }
            }

            """)
        try write("Uploader+Stop.swift", "extension Uploader {\n    func stop() { Thread.sleep(forTimeInterval: 5) }\n}\n")
        try write("Unrelated.swift", "struct Unrelated { let value = 1 }\n")
        let plain = try run(["."])
        let timed = try run(["--timing", "."])
        XCTAssertEqual(timed.status, plain.status)
        XCTAssertEqual(timed.stdout, plain.stdout, "timing goes to stderr only")
        var phases: [String: (seconds: Double, cpu: Double?, files: Int?)] = [:]
        var order: [String] = []
        for line in timed.stderr.split(separator: "\n") where line.hasPrefix("timing: ") {
            // timing: <phase> <seconds> s[, CPU <seconds> s][ (<n> files)] — a phase name may hold spaces.
            var words = line.dropFirst("timing: ".count).split(separator: " ").map(String.init)
            var files: Int?
            if words.last == "files)", words.count >= 2 {
                files = Int(words[words.count - 2].dropFirst())
                words.removeLast(2)
            }
            var cpu: Double?
            if words.count >= 6, words[words.count - 4] == "s,", words[words.count - 3] == "CPU", words.last == "s" {
                cpu = Double(words[words.count - 2])
                words.removeLast(3)
                words[words.count - 1] = "s"
            }
            guard words.count >= 3, words.last == "s", let seconds = Double(words[words.count - 2]) else {
                return XCTFail("malformed: \(line)")
            }
            let phase = words.dropLast(2).joined(separator: " ")
            phases[phase] = (seconds, cpu, files)
            order.append(phase)
        }
        XCTAssertEqual(order, ["discover", "configuration", "read+prefilter", "project context", "index", "lex+parse", "re-read", "analyse", "report"])
        // Parsed: the file using the API and the one declaring the helper its handler calls;
        // only the latter, dropped after the first pass, is read again. `Unrelated.swift` is neither.
        XCTAssertEqual(phases["lex+parse"]?.files, 2)
        XCTAssertEqual(phases["re-read"]?.files, 1)
        XCTAssertTrue(phases.values.allSatisfy { $0.seconds >= 0 && $0.seconds < 30 })
        // Phases run around their work carry the process's CPU time; those only added to
        // from inside others (`lex+parse`, `re-read`) carry none.
        let withCPU = Set(phases.filter { $0.value.cpu != nil }.keys)
        XCTAssertEqual(withCPU, Set(order).subtracting(["lex+parse", "re-read"]))
        XCTAssertTrue(phases.values.allSatisfy { ($0.cpu ?? 0) >= 0 && ($0.cpu ?? 0) < 30 })
    }
}
