import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import BGTaskLint

/// Every `--format`: rendered from real lint results, parsed back, and checked on structure,
/// values, escaping and determinism, the way the tools that read each format would see it.
final class ReporterTests: XCTestCase {
    // MARK: - Sources

    /// The handler never ends the task: an error at `beginBackgroundTask`, on a line where
    /// Greek and an emoji (2 UTF-8 bytes / 1 UTF-16 unit each letter, 4 / 2 for the emoji)
    /// come before the token, so UTF-8 and UTF-16 columns differ.
    static let nonASCIIBeforeToken = """
        import UIKit
        final class Uploader {
            private var taskID: UIBackgroundTaskIdentifier = .invalid
            func start() {
                /* Ωμέγα 🚀 */ taskID = UIApplication.shared.beginBackgroundTask {
                    print("expired")
                }
            }
            func finish() { UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid }
        }

        """

    /// A warning whose handler calls a helper doing network work: it carries a note.
    static let withNote = CommandLineTests.longWorkWithNote

    /// The completion path ends without resetting: a warning.
    static let missingReset = CommandLineTests.missingReset

    /// Control characters a file name can hold: a newline, an ANSI escape, the 8-bit CSI, DEL
    /// and a right-to-left override.
    static let hostilePath = "odd/new\nline\u{1B}[31m\u{9B}2J\u{7F}\u{202E}.swift"

    // MARK: - Helpers

    func input(_ files: [(String, String)], filesChecked: Int? = nil, useColor: Bool = false) -> ReportInput {
        let diagnostics = Linter().lint(files.map { SourceFile(path: $0.0, text: $0.1) })
        return ReportInput(diagnostics: diagnostics, rules: RuleRegistry.all.map { $0.metadata },
                           filesChecked: filesChecked ?? files.count, toolVersion: Command.version, useColor: useColor)
    }

    func render(_ format: any Reporter.Type, _ input: ReportInput) -> String {
        format.init().render(input)
    }

    func jsonObject(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    /// The scalars no report may carry raw (`\n` ends lines and is allowed).
    func rawControls(_ text: String) -> [UInt32] {
        text.unicodeScalars.filter { $0 != "\n" && OutputEscaping.isEscaped($0) }.map(\.value)
    }

    /// The reported line's columns before `token`, counted both ways.
    func columns(of token: String, in source: String, line: Int) -> (utf8: Int, utf16: Int) {
        let text = source.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        let prefix = text[..<text.range(of: token)!.lowerBound]
        return (prefix.utf8.count + 1, prefix.utf16.count + 1)
    }

    // MARK: - Registry

    func testEveryFormatIsRegisteredOnceAndFoundByName() {
        let names = Reporters.all.map { $0.name }
        XCTAssertEqual(names, ["text", "json", "sarif", "github", "checkstyle", "gitlab"])
        for name in names {
            XCTAssertEqual(Reporters.reporter(named: name)?.name, name)
        }
        XCTAssertNil(Reporters.reporter(named: "xml"))
        XCTAssertTrue(Reporters.all.allSatisfy { !$0.summary.isEmpty })
    }

    // MARK: - text

    func testTextWithoutColorIsTheCompilerLines() {
        let input = input([("Sync.swift", Self.missingReset)])
        XCTAssertEqual(render(TextFormat.self, input), TextReporter.render(input.diagnostics))
        XCTAssertTrue(render(TextFormat.self, input).hasPrefix("Sync.swift:12:30: warning: 'taskID' is not reset"))
        XCTAssertFalse(render(TextFormat.self, input).contains("\u{1B}"))
    }

    func testTextColorOnlyWhenAsked() {
        let plain = input([("Streak.swift", Self.withNote)])
        let colored = input([("Streak.swift", Self.withNote)], useColor: true)
        let output = render(TextFormat.self, colored)
        XCTAssertTrue(output.hasPrefix("\u{1B}[1mStreak.swift:7:19:\u{1B}[0m \u{1B}[1;35mwarning:\u{1B}[0m "), output)
        XCTAssertTrue(output.contains("\u{1B}[1;36mnote:\u{1B}[0m"), output)
        // Stripped of its escapes, the coloured report is the plain one.
        let stripped = output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        XCTAssertEqual(stripped, render(TextFormat.self, plain))
    }

    func testColorWantedNeedsATerminalWithoutNoColorOrDumbTerm() {
        XCTAssertTrue(Command.colorWanted(isTerminal: true, environment: [:]))
        XCTAssertTrue(Command.colorWanted(isTerminal: true, environment: ["NO_COLOR": "", "TERM": "xterm-256color"]))
        XCTAssertFalse(Command.colorWanted(isTerminal: false, environment: [:]))
        XCTAssertFalse(Command.colorWanted(isTerminal: true, environment: ["NO_COLOR": "1"]))
        XCTAssertFalse(Command.colorWanted(isTerminal: true, environment: ["TERM": "dumb"]))
    }

    func testSharedEscapingCoversC0C1DelAndBidiControls() {
        XCTAssertEqual(OutputEscaping.escapeControls("a\tb\u{1B}c\u{85}d\u{7F}e\u{202E}f\u{2069}"),
                       "a\\u{9}b\\u{1b}c\\u{85}d\\u{7f}e\\u{202e}f\\u{2069}")
        XCTAssertEqual(OutputEscaping.escapeControls("café ∑ \u{A0}👨‍👩‍👧"), "café ∑ \u{A0}👨‍👩‍👧")
        XCTAssertEqual(TextReporter.sanitize("x\u{9B}2J"), "x\\u{9b}2J")
    }

    // MARK: - json

    func testJSONDocumentStructureAndUTF8Columns() throws {
        let input = input([("Sources/Uploader.swift", Self.nonASCIIBeforeToken), ("Sources/Streak.swift", Self.withNote)],
                          filesChecked: 5)
        let root = try XCTUnwrap(try jsonObject(render(JSONFormat.self, input)) as? [String: Any])
        XCTAssertEqual(Set(root.keys), ["version", "tool", "summary", "diagnostics"])
        XCTAssertEqual(root["version"] as? Int, 1)
        let tool = try XCTUnwrap(root["tool"] as? [String: Any])
        XCTAssertEqual(tool["name"] as? String, "bgtask-lint")
        XCTAssertEqual(tool["version"] as? String, Command.version)
        let summary = try XCTUnwrap(root["summary"] as? [String: Int])
        XCTAssertEqual(summary, ["errors": 1, "warnings": 1, "filesWithFindings": 2, "filesChecked": 5])

        let diagnostics = try XCTUnwrap(root["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, 2)
        let streak = diagnostics[0]
        XCTAssertEqual(streak["file"] as? String, "Sources/Streak.swift")
        XCTAssertEqual(streak["rule"] as? String, "long-work-in-expiration-handler")
        XCTAssertEqual(streak["severity"] as? String, "warning")
        let notes = try XCTUnwrap(streak["notes"] as? [[String: Any]])
        XCTAssertEqual(notes.count, 1)
        XCTAssertEqual(Set(notes[0].keys), ["file", "line", "column", "message"])
        XCTAssertEqual(notes[0]["line"] as? Int, 12)

        let uploader = diagnostics[1]
        XCTAssertEqual(Set(uploader.keys), ["file", "line", "column", "endLine", "endColumn", "severity", "rule",
                                            "message", "fingerprint", "notes"])
        let expected = columns(of: "beginBackgroundTask", in: Self.nonASCIIBeforeToken, line: 5)
        XCTAssertEqual(uploader["line"] as? Int, 5)
        XCTAssertEqual(uploader["column"] as? Int, expected.utf8, "JSON columns count UTF-8 bytes, like the text output")
        XCTAssertEqual(uploader["endLine"] as? Int, 5)
        XCTAssertEqual(uploader["endColumn"] as? Int, expected.utf8 + "beginBackgroundTask".utf8.count)
        XCTAssertEqual(uploader["severity"] as? String, "error")
        XCTAssertEqual(uploader["rule"] as? String, "missing-end-in-expiration-handler")
        XCTAssertEqual(uploader["fingerprint"] as? String, input.diagnostics[1].fingerprint)
        XCTAssertEqual((uploader["notes"] as? [Any])?.count, 0)
    }

    func testJSONKeysAreSortedAndOutputIsByteForByteStable() {
        let first = render(JSONFormat.self, input([("B.swift", Self.missingReset), ("A.swift", Self.withNote)]))
        let second = render(JSONFormat.self, input([("A.swift", Self.withNote), ("B.swift", Self.missingReset)]))
        XCTAssertEqual(first, second)
        let topLevel = first.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        XCTAssertEqual(topLevel, ["diagnostics", "summary", "tool", "version"])
        XCTAssertTrue(first.hasSuffix("}\n"))
    }

    func testJSONStringEscaping() {
        XCTAssertEqual(JSONValue.quoted("a\"b\\c\n\r\t\u{1}\u{7F}\u{85}\u{2028}é/"),
                       "\"a\\\"b\\\\c\\n\\r\\t\\u0001\\u007f\\u0085\\u2028é/\"")
    }

    func testJSONShowsControlCharactersEscapedAndParses() throws {
        let output = render(JSONFormat.self, input([(Self.hostilePath, Self.missingReset)]))
        XCTAssertEqual(rawControls(output), [])
        let root = try XCTUnwrap(try jsonObject(output) as? [String: Any])
        let diagnostic = try XCTUnwrap((root["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(diagnostic["file"] as? String, "odd/new\\u{a}line\\u{1b}[31m\\u{9b}2J\\u{7f}\\u{202e}.swift")
    }

    // MARK: - sarif

    func sarifRun(_ input: ReportInput) throws -> [String: Any] {
        let root = try XCTUnwrap(try jsonObject(render(SARIFFormat.self, input)) as? [String: Any])
        XCTAssertEqual(root["version"] as? String, "2.1.0")
        XCTAssertEqual(root["$schema"] as? String, SARIFFormat.schemaURI)
        let runs = try XCTUnwrap(root["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        return runs[0]
    }

    func testSARIFResultUsesUTF16ColumnsRuleIndexAndFingerprint() throws {
        let input = input([("Sources/Uploader.swift", Self.nonASCIIBeforeToken)])
        let run = try sarifRun(input)
        XCTAssertEqual(run["columnKind"] as? String, "utf16CodeUnits")
        let result = try XCTUnwrap((run["results"] as? [[String: Any]])?.first)
        XCTAssertEqual(result["ruleId"] as? String, "missing-end-in-expiration-handler")
        XCTAssertEqual(result["level"] as? String, "error")
        XCTAssertEqual((result["message"] as? [String: Any])?["text"] as? String, input.diagnostics[0].message)
        let ruleIndex = try XCTUnwrap(result["ruleIndex"] as? Int)
        let rules = try XCTUnwrap((run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"]
                                  as? [[String: Any]])
        XCTAssertEqual(rules[ruleIndex]["id"] as? String, "missing-end-in-expiration-handler")
        XCTAssertEqual(result["partialFingerprints"] as? [String: String],
                       ["bgtaskLint/v1": input.diagnostics[0].fingerprint])

        let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((location["artifactLocation"] as? [String: Any])?["uri"] as? String, "Sources/Uploader.swift")
        let region = try XCTUnwrap(location["region"] as? [String: Int])
        let expected = columns(of: "beginBackgroundTask", in: Self.nonASCIIBeforeToken, line: 5)
        XCTAssertNotEqual(expected.utf8, expected.utf16, "the fixture must make the two counts differ")
        XCTAssertEqual(region, ["startLine": 5, "startColumn": expected.utf16,
                                "endLine": 5, "endColumn": expected.utf16 + "beginBackgroundTask".utf16.count])
    }

    func testSARIFDriverDescribesEveryRule() throws {
        let run = try sarifRun(input([("A.swift", Self.missingReset)]))
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "bgtask-lint")
        XCTAssertEqual(driver["version"] as? String, Command.version)
        XCTAssertNotNil(URL(string: try XCTUnwrap(driver["informationUri"] as? String))?.scheme)
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, RuleRegistry.all.map { $0.metadata.id })
        for (rule, metadata) in zip(rules, RuleRegistry.all.map { $0.metadata }) {
            XCTAssertEqual((rule["shortDescription"] as? [String: String])?["text"], metadata.summary)
            XCTAssertEqual((rule["fullDescription"] as? [String: String])?["text"], metadata.rationale)
            let help = try XCTUnwrap(rule["help"] as? [String: String])
            XCTAssertTrue(help["text"]?.contains(metadata.rationale) ?? false)
            XCTAssertTrue(help["markdown"]?.contains("```swift\n\(metadata.triggering)\n```") ?? false)
            XCTAssertEqual(rule["helpUri"] as? String,
                           "https://github.com/bgtask-lint/bgtask-lint/blob/main/rules.md#\(metadata.id)")
            XCTAssertEqual(URL(string: rule["helpUri"] as? String ?? "")?.fragment, metadata.id)
            XCTAssertEqual((rule["defaultConfiguration"] as? [String: String])?["level"], metadata.severity.rawValue)
            XCTAssertFalse((rule["name"] as? String ?? "").contains("-"))
        }
    }

    func testSARIFNotesBecomeRelatedLocations() throws {
        let input = input([("Streak.swift", Self.withNote)])
        let note = try XCTUnwrap(input.diagnostics.first?.notes.first)
        let result = try XCTUnwrap((try sarifRun(input)["results"] as? [[String: Any]])?.first)
        let related = try XCTUnwrap(result["relatedLocations"] as? [[String: Any]])
        XCTAssertEqual(related.count, 1)
        XCTAssertEqual(related[0]["id"] as? Int, 1)
        XCTAssertEqual((related[0]["message"] as? [String: String])?["text"], note.message)
        let physical = try XCTUnwrap(related[0]["physicalLocation"] as? [String: Any])
        XCTAssertEqual((physical["artifactLocation"] as? [String: String])?["uri"], "Streak.swift")
        XCTAssertEqual(physical["region"] as? [String: Int],
                       ["startLine": note.location.line, "startColumn": note.utf16Column])
    }

    func testSARIFPathsAreURIReferences() throws {
        XCTAssertEqual(SARIFFormat.uriReference("./Sources/My App/a#b%c?.swift"), "Sources/My%20App/a%23b%25c%3F.swift")
        XCTAssertEqual(SARIFFormat.uriReference("/tmp/x y/é.swift"), "file:///tmp/x%20y/%C3%A9.swift")
        XCTAssertEqual(SARIFFormat.uriReference("c:d.swift"), "c%3Ad.swift", "a colon must not read as a scheme")
        XCTAssertEqual(SARIFFormat.uriReference("../Shared/x.swift"), "../Shared/x.swift")
        let output = render(SARIFFormat.self, input([(Self.hostilePath, Self.missingReset)]))
        XCTAssertEqual(rawControls(output), [])
        let result = try XCTUnwrap((try sarifRun(input([(Self.hostilePath, Self.missingReset)]))["results"]
                                    as? [[String: Any]])?.first)
        let uri = try XCTUnwrap(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            .flatMap { $0["artifactLocation"] as? [String: String] }?["uri"])
        XCTAssertEqual(uri.removingPercentEncoding, Self.hostilePath, "percent-encoding keeps the real path")
        XCTAssertNotNil(URL(string: uri))
    }

    // MARK: - github

    func testGitHubAnnotationLinesWithUTF16ColumnsAndTotals() {
        let input = input([("Sources/Uploader.swift", Self.nonASCIIBeforeToken), ("./Sources/Sync.swift", Self.missingReset)],
                          filesChecked: 7)
        let lines = render(GitHubActionsFormat.self, input).split(separator: "\n", omittingEmptySubsequences: false)
        let expected = columns(of: "beginBackgroundTask", in: Self.nonASCIIBeforeToken, line: 5)
        XCTAssertEqual(lines.count, 4)
        XCTAssertEqual(lines[0], "::warning file=Sources/Sync.swift,line=12,endLine=12,col=30,endColumn=47,"
            + "title=bgtask-lint missing-invalid-reset::\(input.diagnostics[0].message) [missing-invalid-reset]")
        XCTAssertTrue(lines[1].hasPrefix("::error file=Sources/Uploader.swift,line=5,endLine=5,col=\(expected.utf16),"
            + "endColumn=\(expected.utf16 + 19),title=bgtask-lint missing-end-in-expiration-handler::"), String(lines[1]))
        XCTAssertEqual(lines[2], "::notice::bgtask-lint: 2 findings in all (1 error, 1 warning) in 2 files; 7 files checked. "
            + "GitHub annotates only the first 10 errors and 10 warnings of a step: the log lists every finding.")
        XCTAssertEqual(lines[3], "")
    }

    func testGitHubEscapesPercentCRLFColonAndComma() {
        let diagnostic = Diagnostic(ruleID: "missing-invalid-reset", severity: .warning,
                                    message: "100% sure:\r\nnext, line", path: "dir,1/a:b%.swift",
                                    location: SourceLocation(line: 3, column: 4),
                                    notes: [Note(path: "n%.swift", location: SourceLocation(line: 1, column: 2), message: "x")])
        let input = ReportInput(diagnostics: Diagnostic.sortedForOutput([diagnostic]), rules: [], filesChecked: 1,
                                toolVersion: "1")
        let first = render(GitHubActionsFormat.self, input).split(separator: "\n")[0]
        XCTAssertEqual(first, "::warning file=dir%2C1/a%3Ab%25.swift,line=3,endLine=3,col=4,endColumn=4,"
            + "title=bgtask-lint missing-invalid-reset::100%25 sure:%0D%0Anext, line [missing-invalid-reset]"
            + "%0Anote: n%25.swift:1:2: x")
        XCTAssertEqual(GitHubActionsFormat.escapeProperty("a:b,c%d\ne\u{1B}"), "a%3Ab%2Cc%25d%0Ae\\u{1b}")
        XCTAssertEqual(GitHubActionsFormat.escapeData("a:b,c%d\re"), "a:b,c%25d%0De")
    }

    func testGitHubNeverLetsAPathStartANewCommand() {
        let output = render(GitHubActionsFormat.self, input([("x\n::error::injected\u{1B}[2J.swift", Self.missingReset)]))
        XCTAssertEqual(rawControls(output), [])
        XCTAssertEqual(output.split(separator: "\n").filter { $0.hasPrefix("::") }.count, 2)
        XCTAssertTrue(output.contains("file=x%0A%3A%3Aerror%3A%3Ainjected\\u{1b}[2J.swift,"), output)
    }

    func testGitHubNoticeWhenThereAreNoFindings() {
        let output = render(GitHubActionsFormat.self, ReportInput(diagnostics: [], rules: [], filesChecked: 3, toolVersion: "1"))
        XCTAssertEqual(output, "::notice::bgtask-lint: no findings; 3 files checked\n")
    }

    // MARK: - checkstyle

    /// The elements of an XML document, as (name, attributes), in document order.
    final class ElementCollector: NSObject, XMLParserDelegate {
        var elements: [(String, [String: String])] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String]) {
            elements.append((name, attributes))
        }
    }

    func parseXML(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [(String, [String: String])] {
        let parser = XMLParser(data: Data(text.utf8))
        let collector = ElementCollector()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))", file: file, line: line)
        return collector.elements
    }

    func testCheckstyleStructureSortedFilesAndValues() {
        let input = input([("b/Sync.swift", Self.missingReset), ("a/Streak.swift", Self.withNote),
                           ("a/Uploader.swift", Self.nonASCIIBeforeToken)])
        let output = render(CheckstyleFormat.self, input)
        XCTAssertTrue(output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"))
        let elements = parseXML(output)
        XCTAssertEqual(elements.map(\.0), ["checkstyle", "file", "error", "file", "error", "file", "error"])
        XCTAssertEqual(elements[0].1, ["version": "4.3"])
        XCTAssertEqual(elements.filter { $0.0 == "file" }.map { $0.1["name"] },
                       ["a/Streak.swift", "a/Uploader.swift", "b/Sync.swift"])
        let expected = columns(of: "beginBackgroundTask", in: Self.nonASCIIBeforeToken, line: 5)
        XCTAssertEqual(elements[4].1["line"], "5")
        XCTAssertEqual(elements[4].1["column"], String(expected.utf8))
        XCTAssertEqual(elements[4].1["severity"], "error")
        XCTAssertEqual(elements[4].1["source"], "bgtask-lint.missing-end-in-expiration-handler")
        XCTAssertEqual(elements[6].1, ["line": "12", "column": "30", "severity": "warning",
                                       "message": input.diagnostics[2].message,
                                       "source": "bgtask-lint.missing-invalid-reset"])
        XCTAssertTrue(elements[2].1["message"]?.contains("(note: a/Streak.swift:12:") ?? false)
    }

    func testCheckstyleEscapesMarkupAndControlCharacters() {
        let path = "a&b<c>\"d'\u{1B}\n\u{FFFE}.swift"
        let output = render(CheckstyleFormat.self, input([(path, Self.missingReset)]))
        XCTAssertEqual(rawControls(output), [])
        XCTAssertTrue(output.contains("name=\"a&amp;b&lt;c&gt;&quot;d&apos;\\u{1b}\\u{a}\\u{fffe}.swift\""), output)
        let elements = parseXML(output)
        XCTAssertEqual(elements[1].1["name"], "a&b<c>\"d'\\u{1b}\\u{a}\\u{fffe}.swift")
        XCTAssertEqual(elements[2].1["message"], input([(path, Self.missingReset)]).diagnostics[0].message)
    }

    func testCheckstyleWithoutFindingsIsAnEmptyDocument() {
        let output = render(CheckstyleFormat.self, ReportInput(diagnostics: [], rules: [], filesChecked: 1, toolVersion: "1"))
        XCTAssertEqual(output, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
        XCTAssertEqual(parseXML(output).map(\.0), ["checkstyle"])
    }

    // MARK: - gitlab

    func testGitLabCodeQualityEntries() throws {
        // Two identical findings on identical lines: fingerprints must still differ.
        let twice = Self.missingReset.replacingOccurrences(of: "final class Sync", with: "final class SyncA")
            + Self.missingReset.replacingOccurrences(of: "final class Sync", with: "final class SyncB")
        let input = input([("./Sources/Uploader.swift", Self.nonASCIIBeforeToken), ("Sources/Sync.swift", twice)])
        let entries = try XCTUnwrap(try jsonObject(render(GitLabFormat.self, input)) as? [[String: Any]])
        XCTAssertEqual(entries.count, 3)
        for entry in entries {
            XCTAssertEqual(Set(entry.keys), ["description", "check_name", "fingerprint", "severity", "location"])
        }
        XCTAssertEqual(Set(entries.compactMap { $0["fingerprint"] as? String }).count, 3, "fingerprints are unique")
        let sync = entries[1]
        XCTAssertEqual(sync["check_name"] as? String, "missing-invalid-reset")
        XCTAssertEqual(sync["severity"] as? String, "minor")
        XCTAssertEqual(sync["description"] as? String, "\(input.diagnostics[1].message) [missing-invalid-reset]")
        let location = try XCTUnwrap(sync["location"] as? [String: Any])
        XCTAssertEqual(location["path"] as? String, "Sources/Sync.swift")
        XCTAssertEqual(location["lines"] as? [String: Int], ["begin": 12])
        let uploader = entries[0]
        XCTAssertEqual(uploader["severity"] as? String, "critical")
        XCTAssertEqual((uploader["location"] as? [String: Any])?["path"] as? String, "Sources/Uploader.swift",
                       "a leading ./ is dropped: GitLab matches repository paths")
    }

    // MARK: - All formats

    func testNoFormatCarriesRawControlCharacters() {
        let input = input([(Self.hostilePath, Self.withNote)])
        for format in Reporters.all {
            XCTAssertEqual(rawControls(render(format, input)), [], format.name)
        }
    }

    /// Invisible characters of every kind `OutputEscaping.isEscaped` names, spelt out here so
    /// the test does not trust the list it checks: tag characters, invisible operators,
    /// deprecated format characters, the Mongolian vowel separator, soft hyphen, interlinear
    /// annotation marks, a Hangul filler, the combining grapheme joiner, a reserved
    /// default-ignorable code point, an Arabic number sign, musical symbol format controls.
    static let invisibles: [Unicode.Scalar] = [
        "\u{E0001}", "\u{E0041}", "\u{E007F}", "\u{2061}", "\u{2062}", "\u{2064}", "\u{206A}", "\u{206F}", "\u{180E}",
        "\u{AD}", "\u{FFF9}", "\u{FFFA}", "\u{FFFB}", "\u{3164}", "\u{34F}", "\u{2065}", "\u{600}", "\u{1D173}",
    ]

    func testNoFormatCarriesRawInvisibleCharacters() {
        var hidden = ""
        hidden.unicodeScalars.append(contentsOf: Self.invisibles)
        // In the path and in the name a message quotes.
        let source = Self.missingReset.replacingOccurrences(of: "taskID", with: "task\(hidden)ID")
        let input = input([("odd/\(hidden).swift", source)])
        XCTAssertFalse(input.diagnostics.isEmpty)
        for format in Reporters.all {
            let raw = render(format, input).unicodeScalars.filter { Self.invisibles.contains($0) }
            XCTAssertEqual(raw.map { String($0.value, radix: 16) }, [], format.name)
        }
        XCTAssertTrue(render(TextFormat.self, input).contains("task\\u{e0001}\\u{e0041}\\u{e007f}\\u{2061}"))
    }

    func testEscapingFollowsTheUnicodeProperties() {
        // Every format character but the zero-width joiner, every line and paragraph separator,
        // every default-ignorable code point but the variation selectors.
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            let expected: Bool
            switch properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: expected = value != 0x200D
            default: expected = properties.isDefaultIgnorableCodePoint && !properties.isVariationSelector
            }
            if OutputEscaping.isEscaped(scalar) != expected {
                XCTFail("U+\(String(value, radix: 16)): \(!expected ? "escaped" : "not escaped")")
                return
            }
        }
        // What stays: emoji sequences (ZWJ, variation selector), letters, the no-break space.
        XCTAssertEqual(OutputEscaping.escapeControls("❤️ 👨‍👩‍👧 café \u{A0}"), "❤️ 👨‍👩‍👧 café \u{A0}")
    }

    func testJSONEscapesScalarsBeyondTheBasicPlaneAsSurrogatePairs() throws {
        XCTAssertEqual(JSONValue.escaped("\u{E0041}"), "\\udb40\\udc41")
        let baseline = Baseline([Diagnostic(ruleID: "r", severity: .warning, message: "m", path: "a\u{E0041}.swift",
                                            location: SourceLocation(line: 1, column: 1))])
        XCTAssertTrue(baseline.json.contains("a\\udb40\\udc41.swift"), baseline.json)
        let object = try JSONSerialization.jsonObject(with: Data(baseline.json.utf8)) as? [String: Any]
        let path = ((object?["entries"] as? [[String: Any]])?.first?["path"] as? String)
        XCTAssertEqual(path.map { Array($0.unicodeScalars) }, Array("a\u{E0041}.swift".unicodeScalars))
    }

    func testEveryFormatIsDeterministicWhateverTheFileOrder() {
        let files = [("b/Sync.swift", Self.missingReset), ("a/Streak.swift", Self.withNote),
                     ("c/Uploader.swift", Self.nonASCIIBeforeToken)]
        for format in Reporters.all {
            let first = render(format, input(files))
            XCTAssertEqual(render(format, input(files.reversed())), first, format.name)
            XCTAssertEqual(render(format, input(files)), first, format.name)
        }
    }
}
