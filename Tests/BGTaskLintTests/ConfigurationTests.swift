import Foundation
import XCTest
@testable import BGTaskLint

/// `.bgtask-lint.json`: strict parsing with key paths in errors, globs, discovery upward to the
/// project root, rule levels, and the analysis settings the configuration feeds the analyzer.
final class ConfigurationTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bgtask-lint-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    private func write(_ relative: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private func parse(_ json: String) throws(ConfigurationError) -> Configuration {
        try ConfigurationParser.parse(Data(json.utf8), path: ".bgtask-lint.json", folder: "/project")
    }

    private func parseError(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try parse(json)
            XCTFail("expected an error for \(json)", file: file, line: line)
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: - Parsing

    func testAFullFileParses() throws {
        let configuration = try parse("""
            {"version": 1, "rules": {"missing-invalid-reset": "off", "global-task-identifier": "error"},
             "include": ["Sources/**"], "exclude": ["**/Generated/**"],
             "longWorkCalls": ["syncEverything"], "endingHelpers": ["endTask"]}
            """)
        XCTAssertEqual(configuration.levels, ["missing-invalid-reset": .off, "global-task-identifier": .error])
        XCTAssertEqual(configuration.include.map(\.pattern), ["Sources/**"])
        XCTAssertEqual(configuration.exclude.map(\.pattern), ["**/Generated/**"])
        XCTAssertEqual(configuration.analysisSettings, AnalysisSettings(longWorkCalls: ["syncEverything"], endingHelpers: ["endTask"]))
    }

    func testAMisspeltRuleIdIsAnErrorNamingTheKeyPath() {
        XCTAssertEqual(parseError(#"{"version": 1, "rules": {"missing-end-in-expiraton-handler": "off"}}"#),
                       ".bgtask-lint.json: rules.missing-end-in-expiraton-handler: unknown rule id (see --list-rules)")
    }

    func testUnknownKeysWrongTypesAndBadValuesAreErrors() {
        XCTAssertEqual(parseError(#"{"version": 1, "rule": {}}"#)?.hasPrefix(".bgtask-lint.json: rule: unknown key"), true)
        XCTAssertEqual(parseError(#"{"version": 1, "include": []}"#),
                       ".bgtask-lint.json: include: an empty list would check no file; remove the key or name patterns")
        XCTAssertEqual(parseError(#"{"version": 1, "rules": {"missing-invalid-reset": "warn"}}"#),
                       #".bgtask-lint.json: rules.missing-invalid-reset: "warn" is not "off", "warning" or "error""#)
        XCTAssertEqual(parseError(#"{"version": 1, "rules": {"missing-invalid-reset": false}}"#),
                       #".bgtask-lint.json: rules.missing-invalid-reset: false is not "off", "warning" or "error""#)
        XCTAssertEqual(parseError(#"{"version": 1, "rules": []}"#)?.contains("rules: must be an object"), true)
        XCTAssertEqual(parseError(#"{"version": 1, "only": ["task-never-ended", "nope"]}"#),
                       ".bgtask-lint.json: only[1]: unknown rule id 'nope' (see --list-rules)")
        XCTAssertEqual(parseError(#"{"version": 1, "only": []}"#)?.contains("only: an empty list"), true)
        XCTAssertEqual(parseError(#"{"version": 1, "include": "Sources"}"#), ".bgtask-lint.json: include: must be an array of strings")
        XCTAssertEqual(parseError(#"{"version": 1, "exclude": [3]}"#), ".bgtask-lint.json: exclude[0]: 3 is not a string")
        XCTAssertEqual(parseError(#"{"version": 1, "exclude": ["a**/b"]}"#)?.contains("exclude[0]: 'a**': '**' must be a whole path segment"), true)
        XCTAssertEqual(parseError(#"{"version": 1, "endingHelpers": ["Lease.end()"]}"#)?.contains("endingHelpers[0]: 'Lease.end()' is not a function name"), true)
    }

    func testVersionIsRequiredAndMustBeOne() {
        XCTAssertEqual(parseError(#"{}"#)?.contains("version: missing"), true)
        XCTAssertEqual(parseError(#"{"version": 2}"#)?.contains("version: unsupported version 2"), true)
        XCTAssertEqual(parseError(#"{"version": true}"#)?.contains("version: unsupported version true"), true)
        XCTAssertEqual(parseError(#"{"version": "1"}"#)?.contains(#"version: unsupported version "1""#), true)
    }

    func testMalformedJSONAndANonObjectAreErrors() {
        XCTAssertEqual(parseError(#"{"version": 1"#)?.hasPrefix(".bgtask-lint.json: not valid JSON"), true)
        XCTAssertEqual(parseError(#"[1]"#), ".bgtask-lint.json: the top level must be a JSON object")
    }

    /// The configuration's JSON reader: every kind of value, escapes, surrogate pairs, numbers
    /// in every form; a repeated key is refused; syntax errors say what and where; deep nesting is refused.
    func testTheJSONReaderReadsWhatRFC8259AllowsAndSaysWhereItStops() throws {
        func parse(_ text: String) throws -> ConfigurationValue { try ConfigurationValue.parse(Array(text.utf8)) }
        func error(_ text: String) -> String? {
            do { _ = try parse(text); return nil } catch { return (error as? ConfigurationValue.SyntaxError)?.message }
        }
        XCTAssertEqual(try parse(#" {"a": [1, -2.5e2, 0, true, false, null, "x"], "b": {}} "#), .object([
            "a": .array([.number(1), .number(-250), .number(0), .bool(true), .bool(false), .null, .string("x")]),
            "b": .object([:]),
        ]))
        XCTAssertEqual(try parse(#""\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00é""#), .string("\"\\/\u{8}\u{C}\n\r\té😀é"))
        XCTAssertEqual(error(#"{"k": 1, "k": 2}"#), #"the key "k" appears twice in one object at line 1, column 10"#)
        XCTAssertEqual(try parse("\u{FEFF}{\"k\": 1}"), .object(["k": .number(1)]), "a byte-order mark is skipped")
        XCTAssertEqual(try parse("1E3"), .number(1000))
        XCTAssertEqual(error(#"{"version": 1"#), "unexpected end of the text, expected ',' or '}' at line 1, column 14")
        XCTAssertEqual(error("{\n  \"a\": tru\n}"), "unexpected 't' at line 2, column 8")
        XCTAssertEqual(error("[1,]"), "unexpected ']' at line 1, column 4")
        XCTAssertEqual(error(#"{"a" 1}"#), "unexpected '1', expected ':' after a key at line 1, column 6")
        XCTAssertEqual(error("01"), "unexpected '1' at line 1, column 2")
        XCTAssertEqual(error("1."), "unexpected end of the text, expected a digit at line 1, column 3")
        XCTAssertEqual(error(#""a\q""#), #"unexpected 'q', expected an escape (\" \\ \/ \b \f \n \r \t \uXXXX) at line 1, column 4"#)
        XCTAssertEqual(error("\"a\u{1}\""), "unexpected byte 0x1, expected no control character in a string at line 1, column 3")
        XCTAssertEqual(error(#""\ud800""#), #"a \u escape is half of a surrogate pair at line 1, column 8"#)
        XCTAssertEqual(error("\"abc"), "the text ends inside a string at line 1, column 5")
        XCTAssertEqual(error(""), "the text ends where a value should be at line 1, column 1")
        XCTAssertNotNil(error(String(repeating: "[", count: 100_000)))
        XCTAssertNil(error(String(repeating: "[", count: 99) + String(repeating: "]", count: 99)))
        XCTAssertThrowsError(try ConfigurationValue.parse([UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\"")]))
    }

    // MARK: - Rules and severities

    func testLevelsOnlyAndCommandLineSelection() throws {
        let configuration = try parse(#"{"version": 1, "rules": {"missing-invalid-reset": "off", "task-never-ended": "warning"}}"#)
        let ids = configuration.selectedRules(enabled: nil, disabled: []).map { $0.metadata.id }
        XCTAssertFalse(ids.contains("missing-invalid-reset"))
        XCTAssertTrue(ids.contains("task-never-ended"))
        XCTAssertEqual(configuration.selectedRules(enabled: ["missing-invalid-reset"], disabled: []).map { $0.metadata.id },
                       ["missing-invalid-reset"], "--enable on the command line wins over 'off'")
        let only = try parse(#"{"version": 1, "only": ["task-never-ended"]}"#)
        XCTAssertEqual(only.selectedRules(enabled: nil, disabled: []).map { $0.metadata.id }, ["task-never-ended"])
        XCTAssertEqual(only.selectedRules(enabled: nil, disabled: ["task-never-ended"]).map { $0.metadata.id }, [])
    }

    func testSeveritiesAreRewritten() throws {
        let configuration = try parse(#"{"version": 1, "rules": {"missing-end-in-expiration-handler": "warning"}}"#)
        let diagnostic = Diagnostic(ruleID: "missing-end-in-expiration-handler", severity: .error, message: "m",
                                    path: "a.swift", location: SourceLocation(line: 1, column: 1))
        XCTAssertEqual(configuration.applySeverities(to: [diagnostic]).map(\.severity), [.warning])
    }

    func testEffectiveJSONListsEveryRuleAndIsItselfAValidConfiguration() throws {
        let configuration = try parse(#"{"version": 1, "rules": {"missing-invalid-reset": "off"}, "exclude": ["Pods"]}"#)
        let json = configuration.effectiveJSON
        XCTAssertTrue(json.contains(#""missing-invalid-reset": "off""#), json)
        XCTAssertTrue(json.contains(#""missing-end-in-expiration-handler": "error""#), json)
        XCTAssertTrue(json.contains(#""exclude": ["Pods"]"#), json)
        let reread = try parse(json)
        for rule in RuleRegistry.all {
            XCTAssertEqual(reread.level(of: rule.metadata), configuration.level(of: rule.metadata), "the printed configuration means the same")
        }
        XCTAssertEqual(reread.exclude, configuration.exclude)
    }

    // MARK: - Globs

    func testGlobs() throws {
        func matches(_ pattern: String, _ path: String) throws -> Bool { try Glob(pattern).matches(path) }
        XCTAssertTrue(try matches("*.swift", "A.swift"))
        XCTAssertFalse(try matches("*.swift", "Sources/A.swift"), "'*' stays within one segment")
        XCTAssertTrue(try matches("**/*.swift", "A.swift"), "'**' matches no segment too")
        XCTAssertTrue(try matches("**/*.swift", "Sources/App/A.swift"))
        XCTAssertTrue(try matches("Sources/**/Gen?rated/*.swift", "Sources/x/y/Generated/Z.swift"))
        XCTAssertFalse(try matches("Sources/**/Gen?rated/*.swift", "Sources/Generated/Sub/Z.swift"))
        XCTAssertTrue(try matches("Generated", "Generated/Models/A.swift"), "a matching folder matches what is under it")
        XCTAssertTrue(try matches("./Pods/", "Pods/X/Y.swift"))
        XCTAssertFalse(try matches("Pods", "MyPods/Y.swift"))
        XCTAssertFalse(try matches("a?c", "a/c"), "'?' never matches '/'")
        XCTAssertThrowsError(try Glob(""))
        XCTAssertThrowsError(try Glob("/abs/**"))
    }

    /// `.` and `x/..` come out of patterns as they come out of paths: kept, they matched no
    /// path (`"include": ["."]` checked no file and the run passed).
    func testDotSegmentsInPatternsAreNormalisedAsInPaths() throws {
        func matches(_ pattern: String, _ path: String) throws -> Bool { try Glob(pattern).matches(path) }
        for pattern in [".", "./", "./.", "Sources/..", "Sources/./../."] {
            XCTAssertTrue(try Glob(pattern).matchesEverything, "'\(pattern)' is the configuration's folder")
        }
        XCTAssertTrue(try matches("Sources/.", "Sources/a.swift"))
        XCTAssertTrue(try matches("Sources/./a.swift", "Sources/a.swift"))
        XCTAssertTrue(try matches("**/./a.swift", "Sources/a.swift"))
        XCTAssertTrue(try matches("Sources/../Sources", "Sources/a.swift"))
        XCTAssertTrue(try matches("Tests/*/../../Sources/*.swift", "Sources/a.swift"))
        XCTAssertFalse(try matches("Sources/../Tests", "Sources/a.swift"))
        XCTAssertFalse(try matches("Sources/./b.swift", "Sources/a.swift"))
        XCTAssertEqual(try Glob("Sources/.").pattern, "Sources/.", "printed as written")
        XCTAssertEqual(parseError(#"{"version": 1, "exclude": ["Sources/**/../Gen"]}"#),
                       ".bgtask-lint.json: exclude[0]: 'Sources/**/../Gen': '..' after '**' leaves no particular folder; "
                       + "write the folder's name")
        XCTAssertEqual(parseError(#"{"version": 1, "include": [".//a"]}"#), ".bgtask-lint.json: include[0]: './/a' has an empty path segment")
        let configuration = try parse(#"{"version": 1, "include": ["Sources/."], "exclude": ["Sources/./Tests/../Generated"]}"#)
        XCTAssertTrue(configuration.includes("/project/Sources/a.swift"))
        XCTAssertFalse(configuration.includes("/project/Sources/Generated/a.swift"))
        XCTAssertFalse(configuration.includes("/project/Tests/a.swift"))
        let excluding = try parse(#"{"version": 1, "exclude": ["Sources/."]}"#)
        XCTAssertFalse(excluding.includes("/project/Sources/a.swift"), "'Sources/.' excludes what 'Sources' does")
    }

    /// A pattern that still climbs out of the folder (`..`) matches files outside it (named
    /// with `--config`), whose paths start with `../`, as the README says. One that can lead back
    /// into the folder, or names a folder holding it, is refused: the folder's files are matched
    /// by paths that never start with `../`, so it would silently match none of them.
    func testPatternsClimbingOutOfTheFolderMatchOnlyFilesOutsideIt() throws {
        let outside = try parse(#"{"version": 1, "include": ["../Shared", "Sources/../../Vendor/*.swift"]}"#)
        XCTAssertTrue(outside.includes("/Shared/Kit/a.swift"))
        XCTAssertTrue(outside.includes("/Vendor/b.swift"))
        XCTAssertFalse(outside.includes("/project/Sources/a.swift"))
        XCTAssertFalse(outside.includes("/Other/a.swift"))
        let holding = "names a folder holding the configuration's folder, whose files are matched by their paths relative "
            + "to it, never through '..' (write '**' for every file)"
        XCTAssertEqual(parseError(#"{"version": 1, "include": [".."]}"#), ".bgtask-lint.json: include[0]: '..' \(holding)")
        XCTAssertEqual(parseError(#"{"version": 1, "include": ["Sources/../../**"]}"#),
                       ".bgtask-lint.json: include[0]: 'Sources/../../**' \(holding)")
        XCTAssertEqual(parseError(#"{"version": 1, "exclude": ["../project/Sources"]}"#),
                       ".bgtask-lint.json: exclude[0]: '../project/Sources' leads back into the configuration's folder, whose "
                       + "files are matched by their paths relative to it, never through '..' (write 'Sources')")
        XCTAssertEqual(parseError(#"{"version": 1, "exclude": ["../p*"]}"#)?.contains("leads back into"), true)
        XCTAssertEqual(parseError(#"{"version": 1, "exclude": ["../**/Generated"]}"#)?.contains(holding), true)
        XCTAssertEqual(parseError(#"{"version": 1, "exclude": ["../../x"]}"#),
                       ".bgtask-lint.json: exclude[0]: '../../x' climbs above the root of the file system")
    }

    func testGlobsCompareCharactersNotBytes() throws {
        func matches(_ pattern: String, _ path: String) throws -> Bool { try Glob(pattern).matches(path) }
        XCTAssertTrue(try matches("caf\u{E9}", "cafe\u{301}/A.swift"), "canonically equivalent spellings match")
        XCTAssertTrue(try matches("cafe\u{301}/*.swift", "caf\u{E9}/A.swift"))
        XCTAssertTrue(try matches("a?c", "ae\u{301}c"), "'?' is one Character, not one byte")
        XCTAssertTrue(try matches("a?c", "a\r\nc"), "CR LF is one Character")
        XCTAssertTrue(try matches("**/*.swift", "\u{E9}t\u{E9}/r\u{E9}sum\u{E9}.swift"))
        XCTAssertFalse(try matches("?", "\u{E9}\u{E9}"))
        // A plain path against a pattern that is not: the Kelvin sign is canonically a K.
        XCTAssertTrue(try matches("\u{212A}/*.swift", "K/a.swift"))
        let plain = Glob.Path("K/a.swift")
        XCTAssertTrue(try Glob("\u{212A}/*.swift").matches(plain))
        XCTAssertTrue(try Glob("?/\u{212A}*").matches(Glob.Path("e\u{301}/Ka.swift")), "and the other way round")
    }

    func testGlobsAgreeWithAReferenceMatcher() throws {
        var generator = SeededGenerator(seed: 29)
        var globs: [(Glob, [String])] = []
        for _ in 0..<4_000 {
            let segments = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                Bool.random(using: &generator) && Bool.random(using: &generator)
                    ? "**" : ReferenceGlob.word(from: ["a", "b", "*", "?", "\u{E9}"], using: &generator)
            }
            let pattern = (Bool.random(using: &generator) ? "./" : "") + segments.joined(separator: "/")
                + (Int.random(in: 0..<4, using: &generator) == 0 ? "/" : "")
            let path = (0..<Int.random(in: 0...7, using: &generator)).map { _ in
                Int.random(in: 0..<5, using: &generator) == 0
                    ? ["", ".", "..", "*", "e\u{301}"].randomElement(using: &generator)!
                    : ReferenceGlob.word(from: ["a", "a", "b"], using: &generator)
            }.joined(separator: "/")
            let glob = try Glob(pattern)
            XCTAssertEqual(glob.matches(path), ReferenceGlob.matches(segments, path), "'\(pattern)' against '\(path)'")
            if glob.matchesEverything { XCTAssertTrue(glob.matches(path)) }
            globs.append((glob, segments))
        }
        // A path is cut once and tried against every pattern of a configuration (a path that is
        // not plain keeps its `Character` segments for all of them).
        for path in ["a/b", "e\u{301}/a", "\u{E9}/b/a", "a/./e\u{301}b/**", "b\r\n/a"] {
            let cut = Glob.Path(path)
            for (glob, segments) in globs.prefix(400) {
                XCTAssertEqual(glob.matches(cut), ReferenceGlob.matches(segments, path), "'\(glob.pattern)' against '\(path)'")
            }
        }
    }

    /// A hostile repository's configuration must not hang the run: the recursive matcher this
    /// replaced took minutes on each of these.
    func testRepeatedDoubleStarsStayPolynomial() throws {
        let deep = Array(repeating: "a", count: 60).joined(separator: "/")
        for count in [8, 20] {
            let doubleStars = try Glob(String(repeating: "**/", count: count) + "b")
            XCTAssertFalse(doubleStars.matches(deep + "/x.swift"))
            XCTAssertTrue(doubleStars.matches(deep + "/b/x.swift"))
            let interleaved = try Glob(String(repeating: "**/a/", count: count) + "c")
            XCTAssertFalse(interleaved.matches(deep + "/x.swift"))
            XCTAssertTrue(interleaved.matches(deep + "/c/x.swift"))
            // Non-ASCII text takes the Character path, which must be polynomial too.
            let accented = try Glob(String(repeating: "**/\u{E9}/", count: count) + "c")
            let deepAccented = Array(repeating: "e\u{301}", count: 60).joined(separator: "/")
            XCTAssertFalse(accented.matches(deepAccented + "/x.swift"))
            XCTAssertTrue(accented.matches(deepAccented + "/c/x.swift"))
        }
        let stars = try Glob(String(repeating: "*a", count: 20) + "*b")
        XCTAssertFalse(stars.matches(String(repeating: "a", count: 2_000)))
        XCTAssertTrue(stars.matches(String(repeating: "a", count: 2_000) + "b"))
    }

    func testIncludeAndExcludeAreRelativeToTheConfigurationFolder() throws {
        var configuration = Configuration(folder: "/project")
        configuration.include = [try Glob("Sources")]
        configuration.exclude = [try Glob("**/Generated")]
        XCTAssertTrue(configuration.includes("/project/Sources/App/A.swift"))
        XCTAssertFalse(configuration.includes("/project/Sources/Generated/A.swift"))
        XCTAssertFalse(configuration.includes("/project/Tests/A.swift"))
        XCTAssertEqual(Configuration.relativePath(of: "/elsewhere/A.swift", to: "/project"), "../elsewhere/A.swift")
    }

    /// The relative path is worked out on the text: it must be what standardized file URLs
    /// (the old way, which asked the file system about each path) give, for every mix of
    /// relative and absolute paths, `.`, `..` (above a relative start and at the root too),
    /// doubled and trailing slashes. One deliberate difference: a URL takes `a//..` as `a/`
    /// (the `..` removes the empty segment between the slashes, RFC 3986), a file system as
    /// `a/..`, and so does the tool now.
    func testRelativePathsAreWhatStandardizedFileURLsGive() {
        XCTAssertEqual(Configuration.relativePath(of: "Sources//../a", to: "."), "a")
        XCTAssertEqual(Configuration.relativePath(of: "/x/y//../z", to: "/x"), "z")
        func reference(_ file: String, _ folder: String) -> String {
            let fileParts = URL(fileURLWithPath: file).standardizedFileURL.pathComponents.filter { $0 != "/" }
            let folderParts = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents.filter { $0 != "/" }
            var common = 0
            while common < min(fileParts.count, folderParts.count), fileParts[common] == folderParts[common] { common += 1 }
            return ([String](repeating: "..", count: folderParts.count - common) + fileParts[common...]).joined(separator: "/")
        }
        let pieces = ["a", "b", ".", "..", "Sources", "c d"]
        var generator = SeededGenerator(seed: 41)
        func path() -> String {
            let start = generator.next() % 3 == 0 ? "/" : ""
            return start + (0..<Int(generator.next() % 5)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
                .joined(separator: "/")
        }
        let fixed = ["", ".", "..", "../..", "/", "/..", "/a/../..", "a/b/../../..", "./a//b/", "//a/./b//", "/project",
                     "Sources/A.swift"]
        var pairs = fixed.flatMap { file in fixed.map { (file, $0) } }
        for _ in 0..<1_500 { pairs.append((path(), path())) }
        for (file, folder) in pairs {
            XCTAssertEqual(Configuration.relativePath(of: file, to: folder), reference(file, folder), "\(file) to \(folder)")
        }
    }

    // MARK: - Discovery

    func testTheNearestFileUpToTheProjectRootIsFound() throws {
        try write("Package.swift", "// swift-tools-version: 6.0\n")
        let top = try write(Configuration.fileName, #"{"version": 1}"#)
        let nested = try write("Sources/Legacy/\(Configuration.fileName)", #"{"version": 1}"#)
        let loader = ConfigurationLoader(workingDirectory: folder.appendingPathComponent("Sources").path)
        XCTAssertEqual(canonical(loader.find(for: try write("Sources/App/A.swift", ""))), canonical(top),
                       "found above the working directory, within the project")
        XCTAssertEqual(canonical(loader.find(for: try write("Sources/Legacy/Old/B.swift", ""))), canonical(nested))
    }

    func testTheSearchStopsAtTheProjectRoot() throws {
        try write(Configuration.fileName, #"{"version": 1}"#)
        try write("App/.git/HEAD", "ref: refs/heads/main\n")
        let file = try write("App/Sources/A.swift", "")
        XCTAssertNil(ConfigurationLoader(workingDirectory: folder.path).find(for: file),
                     "a configuration above the project root is not the project's")
    }

    func testLoadReportsAnUnreadableFile() {
        XCTAssertThrowsError(try Configuration.load(folder.appendingPathComponent("missing.json").path)) { error in
            XCTAssertTrue("\(error)".contains("cannot read the file"), "\(error)")
        }
    }

    private func canonical(_ path: String?) -> String? {
        path.map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path }
    }

    // MARK: - Analysis settings

    func testEndingHelpersAndLongWorkCallsReachTheAnalyzer() {
        let source = """
            import UIKit
            final class Uploader {
                private var taskID: UIBackgroundTaskIdentifier = .invalid
                func start() {
                    taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                        self?.flushEverything()
                        VendorKit.wrapUp()
                    }
                }
                func finish() { UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid }
                func flushEverything() { print("flushed") }
            }

            """
        let file = SourceFile(path: "Uploader.swift", text: source)
        let plain = Linter().lint([file]).map(\.ruleID)
        XCTAssertEqual(plain, ["missing-end-in-expiration-handler"], "an unknown vendor call ends nothing")
        let settings = AnalysisSettings(longWorkCalls: ["flushEverything"], endingHelpers: ["wrapUp"])
        let configured = Linter(settings: settings).lint([file])
        XCTAssertEqual(configured.map(\.ruleID), ["long-work-in-expiration-handler"], "\(configured.map(\.message))")
        XCTAssertTrue(configured.first?.message.contains("does long work ('flushEverything')") == true, "\(configured.map(\.message))")
    }

    /// A plain path relative to the working directory is made relative to a configuration's
    /// folder by a prefix; every path, plain or not, must come out as the long way makes it.
    func testPathsRelativeToTheFolderTakeTheShortRouteOnlyWhereItLeadsTheSameWay() {
        let workingDirectory = StandardizedPath.workingDirectory
        let folders = [".", workingDirectory, workingDirectory + "/..", "/", workingDirectory + "/sub",
                       workingDirectory + "/sub/deeper", "sub", "/elsewhere-\(getpid())/x", workingDirectory + "/su"]
        let parts = ["a", "sub", "deeper", ".", "..", "", "...", ".a", "é", "x.swift", "su", "sub.swift"]
        var files: [String] = []
        for first in parts {
            for second in parts {
                files += [first, first + "/" + second, "./" + first + "/" + second, "/" + first + "/" + second,
                          first + "/" + second + "/", "././" + first + "/" + second + "/z.swift"]
                for third in ["b.swift", "..", "."] { files.append([first, second, third].joined(separator: "/")) }
            }
        }
        var shortRoutes = 0
        for folder in folders {
            let configuration = Configuration(folder: folder)
            for file in files {
                XCTAssertEqual(configuration.relativePath(of: file), configuration.relativePathBySteps(of: file),
                               "\(file) from \(folder)")
            }
            shortRoutes += files.count(where: { Configuration.WorkingDirectoryRoute(to: .init(ProjectContext.canonical(folder))).relativePath(of: $0) != nil })
        }
        XCTAssertGreaterThan(shortRoutes, files.count, "the short route is taken")
    }
}

/// The README's glob rules spelt out as a search over every way to split the path: exponential,
/// but plainly right, and quick on the short inputs the differential test gives it.
private enum ReferenceGlob {
    static func matches(_ segments: [String], _ path: String) -> Bool {
        let parts = path.split(separator: "/").filter { $0 != "." }.map { Array($0) }
        let pattern = segments.map { Array($0) }
        // A pattern matches a path when it matches the path or a folder above it.
        return (1...max(parts.count, 1)).contains { match(pattern[...], parts.prefix($0)) }
    }

    private static func match(_ pattern: ArraySlice<[Character]>, _ path: ArraySlice<[Character]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == ["*", "*"] {
            return (0...path.count).contains { match(pattern.dropFirst(), path.dropFirst($0)) }
        }
        guard let segment = path.first, matchSegment(first[...], segment[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchSegment(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case "*": return (0...text.count).contains { matchSegment(pattern.dropFirst(), text.dropFirst($0)) }
        case "?": return !text.isEmpty && matchSegment(pattern.dropFirst(), text.dropFirst())
        default: return text.first == first && matchSegment(pattern.dropFirst(), text.dropFirst())
        }
    }

    /// One to five letters from `alphabet`, never two `*` in a row (that would be an invalid `**`).
    static func word(from alphabet: [String], using generator: inout SeededGenerator) -> String {
        var word = ""
        for _ in 0..<Int.random(in: 1...5, using: &generator) {
            let letter = alphabet.randomElement(using: &generator)!
            if letter == "*", word.hasSuffix("*") { continue }
            word += letter
        }
        return word
    }
}
