import Foundation
import XCTest
@testable import BGTaskLint

/// Files whose names are canonically equivalent (`é` as U+00E9 and as `e` + U+0301) are two
/// files to the file system and to swiftc, though Swift's `==` calls the names equal: every
/// report groups, counts, sorts and fingerprints them apart, in byte order.
final class CanonicallyEquivalentOutputTests: XCTestCase {
    static let composed = "\u{E9}.swift"
    static let decomposed = "e\u{301}.swift"
    /// In byte order: `e` (0x65) < `f` (0x66) < `é` (0xC3 0xA9).
    static let pathsInByteOrder = [decomposed, "f.swift", composed]

    /// One `missing-invalid-reset` warning per file, at 12:30, on the same line text.
    private func input() -> ReportInput {
        let files = [Self.composed, "f.swift", Self.decomposed].enumerated().map { index, path in
            SourceFile(path: path, text: CommandLineTests.missingReset.replacingOccurrences(of: "class Sync", with: "class Sync\(index)"))
        }
        return ReportInput(diagnostics: Linter().lint(files), rules: RuleRegistry.all.map { $0.metadata },
                           filesChecked: files.count, toolVersion: Command.version)
    }

    private func bytes(_ strings: [String]) -> [[UInt8]] {
        strings.map { Array($0.utf8) }
    }

    /// Two spellings of a type's name that are canonically equivalent are two types, as to
    /// swiftc (`struct Café` with U+00E9 is not found as `Cafe` + U+0301): equal bytes only make
    /// equal names, and the interned name of one spelling is never handed out for the other.
    func testTypeNamesAreEqualOnlyWhenTheirBytesAre() {
        let composed = TypeName("Caf\u{E9}"), decomposed = TypeName("Cafe\u{301}")
        XCTAssertEqual(composed.text, decomposed.text, "Swift's == calls the Strings equal")
        XCTAssertNotEqual(composed, decomposed)
        XCTAssertEqual(composed, TypeName("Caf\u{E9}"))
        XCTAssertEqual(Set([composed, decomposed, TypeName("Cafe\u{301}")]).count, 2)
        let table = TypeNameTable()
        XCTAssertEqual(Array(table.interned(composed.text).text.utf8), Array(composed.text.utf8))
        XCTAssertEqual(Array(table.interned(decomposed.text).text.utf8), Array(decomposed.text.utf8))
        XCTAssertNotEqual(table.interned(composed.text), table.interned(decomposed.text))
    }

    func testFindingsAreSortedCountedAndFingerprintedByBytes() {
        let input = input()
        XCTAssertEqual(bytes(input.diagnostics.map(\.path)), bytes(Self.pathsInByteOrder))
        XCTAssertEqual(input.filesWithFindings, 3)
        XCTAssertEqual(Diagnostic.fileCount(input.diagnostics), 3)
        let fingerprints = input.diagnostics.map(\.fingerprint)
        XCTAssertEqual(Set(fingerprints).count, 3, "each file's finding has its own fingerprint: \(fingerprints)")
        XCTAssertTrue(fingerprints.allSatisfy { $0.hasSuffix(":0") }, "\(fingerprints)")
    }

    func testEveryFormatListsTheFilesApartInByteOrder() throws {
        let input = input()
        let text = TextFormat().render(input).split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
        XCTAssertEqual(bytes(text), bytes(Self.pathsInByteOrder))

        let json = try JSONSerialization.jsonObject(with: Data(JSONFormat().render(input).utf8)) as? [String: Any]
        let jsonFiles = (json?["diagnostics"] as? [[String: Any]])?.compactMap { $0["file"] as? String }
        XCTAssertEqual(bytes(jsonFiles ?? []), bytes(Self.pathsInByteOrder))
        XCTAssertEqual((json?["summary"] as? [String: Int])?["filesWithFindings"], 3)

        let gitlab = try JSONSerialization.jsonObject(with: Data(GitLabFormat().render(input).utf8)) as? [[String: Any]]
        let gitlabFiles = gitlab?.compactMap { ($0["location"] as? [String: Any])?["path"] as? String }
        XCTAssertEqual(bytes(gitlabFiles ?? []), bytes(Self.pathsInByteOrder))

        let github = GitHubActionsFormat().render(input).split(separator: "\n").filter { $0.hasPrefix("::warning") }
            .map { line in String(line.split(separator: ",")[0].dropFirst("::warning file=".count)) }
        XCTAssertEqual(bytes(github), bytes(Self.pathsInByteOrder))

        let sarif = SARIFFormat().render(input)
        let uris = sarif.split(separator: "\n").filter { $0.contains("\"uri\"") }
            .compactMap { $0.split(separator: "\"")[3].removingPercentEncoding }
        XCTAssertEqual(bytes(uris), bytes(Self.pathsInByteOrder))
    }

    func testCheckstyleHasOneFileElementPerFile() {
        let output = CheckstyleFormat().render(input())
        let names = output.split(separator: "\n").filter { $0.hasPrefix("  <file name=") }
            .map { String($0.split(separator: "\"")[1]) }
        XCTAssertEqual(bytes(names), bytes(Self.pathsInByteOrder))
    }

    func testABaselineEntryMatchesOnlyTheFileItNames() {
        let diagnostics = input().diagnostics
        let composedOnly = Baseline(diagnostics.filter { $0.path.utf8.elementsEqual(Self.composed.utf8) })
        XCTAssertEqual(composedOnly.entries.count, 1)
        let outcome = composedOnly.filter(diagnostics, checkedPaths: Self.pathsInByteOrder)
        XCTAssertEqual(bytes(outcome.new.map(\.path)), bytes([Self.decomposed, "f.swift"]))
        XCTAssertEqual(outcome.known, 1)
        XCTAssertEqual(outcome.gone, 0)
        // Written in byte order too.
        let all = Baseline(diagnostics)
        XCTAssertEqual(bytes(all.entries.map(\.path)), bytes(Self.pathsInByteOrder))
    }
}
