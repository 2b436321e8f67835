import Foundation
import XCTest

/// The editor and CI recipes parse what the tool really prints: the VS Code problem matcher and
/// the GitHub Actions problem matcher (both JavaScript regular expressions, here run with
/// NSRegularExpression, whose syntax agrees for these patterns), and vim's `errorformat` (run in
/// a real vim when one is installed). The snippets are the recipes' text, verbatim.
final class IntegrationRecipeTests: XCTestCase {
    /// `.vscode/tasks.json`.
    static let vscodeTasks = #"""
        {
            "version": "2.0.0",
            "tasks": [
                {
                    "label": "bgtask-lint",
                    "type": "shell",
                    "command": "bgtask-lint",
                    "args": ["--quiet", "."],
                    "problemMatcher": {
                        "owner": "bgtask-lint",
                        "source": "bgtask-lint",
                        "fileLocation": ["autoDetect", "${workspaceFolder}"],
                        "pattern": {
                            "regexp": "^(.+?):(\\d+):(\\d+):\\s+(error|warning|note):\\s+(.*?)(?:\\s+\\[([a-z0-9-]+)\\])?$",
                            "file": 1,
                            "line": 2,
                            "column": 3,
                            "severity": 4,
                            "message": 5,
                            "code": 6
                        }
                    }
                }
            ]
        }
        """#

    /// `.github/bgtask-lint-matcher.json` (notes are left out: GitHub would show them as errors).
    static let githubMatcher = #"""
        {
            "problemMatcher": [
                {
                    "owner": "bgtask-lint",
                    "pattern": [
                        {
                            "regexp": "^(.+?):(\\d+):(\\d+):\\s+(error|warning):\\s+(.*?)(?:\\s+\\[([a-z0-9-]+)\\])?$",
                            "file": 1,
                            "line": 2,
                            "column": 3,
                            "severity": 4,
                            "message": 5,
                            "code": 6
                        }
                    ]
                }
            ]
        }
        """#

    /// `compiler/bgtask-lint.vim`.
    static let vimCompiler = #"""
        " bgtask-lint: `:compiler bgtask-lint`, then `:make` (the current folder) or `:make %` (this file).
        if exists("current_compiler")
          finish
        endif
        let current_compiler = "bgtask-lint"
        if exists(":CompilerSet") != 2
          command -nargs=* CompilerSet setlocal <args>
        endif
        CompilerSet makeprg=bgtask-lint\ --quiet
        CompilerSet errorformat=%f:%l:%c:\ %trror:\ %m,%f:%l:%c:\ %tarning:\ %m,%f:%l:%c:\ %tote:\ %m

        """#

    /// Two errors, a warning and its note, in two files.
    static let sources = [
        "Bad.swift": """
            func sync() {
                _ = UIApplication.shared.beginBackgroundTask()
            }

            """,
        "Handler.swift": """
            import UIKit

            final class Saver {
                private var taskID = UIBackgroundTaskIdentifier.invalid

                func save() {
                    taskID = UIApplication.shared.beginBackgroundTask(expirationHandler: handleExpiration)
                    finish()
                }

                private func handleExpiration() {
                    upload()
                    finish()
                }

                private func upload() {
                    URLSession.shared.dataTask(with: URL(string: "https://example.com")!).resume()
                }

                private func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
            }

            """,
    ]

    /// What every recipe must find: file, line, column, severity, rule (nil for a note).
    static let expected: [(String, Int, Int, String, String?)] = [
        ("./Bad.swift", 2, 30, "error", "discarded-task-identifier"),
        ("./Bad.swift", 2, 30, "error", "missing-expiration-handler"),
        ("./Handler.swift", 12, 9, "warning", "long-work-in-expiration-handler"),
        ("./Handler.swift", 17, 27, "note", nil),
    ]

    private var root: URL!

    override func setUpWithError() throws {
        root = try Integration.temporaryFolder("bgtask-lint-recipes")
        for (name, text) in Self.sources { try Integration.write(text, to: name, in: root) }
    }

    override func tearDownWithError() throws {
        if let root { try? FileManager.default.removeItem(at: root) }
    }

    /// The tool's real output on the sample, run as the recipes run it.
    private func output() throws -> String {
        let executable = try XCTUnwrap(CommandLineTests.executable, "bgtask-lint executable not found")
        let run = try Integration.run(executable, ["--quiet", "."], in: root, timeout: 60)
        XCTAssertEqual(run.status, 1, run.output)
        return run.output
    }

    /// Applies a problem matcher `pattern` (regexp and group numbers) to every line of `output`.
    private func match(_ pattern: [String: Any], _ output: String) throws -> [(String, Int, Int, String, String?)] {
        let regexp = try NSRegularExpression(pattern: try XCTUnwrap(pattern["regexp"] as? String))
        func group(_ key: String, _ result: NSTextCheckingResult, in line: String) -> String? {
            guard let index = pattern[key] as? Int,
                  let range = Range(result.range(at: index), in: line) else { return nil }
            return String(line[range])
        }
        var found: [(String, Int, Int, String, String?)] = []
        for line in output.split(separator: "\n").map(String.init) {
            let whole = NSRange(line.startIndex..., in: line)
            guard let result = regexp.firstMatch(in: line, range: whole) else { continue }
            let file = try XCTUnwrap(group("file", result, in: line))
            let lineNumber = try XCTUnwrap(group("line", result, in: line).flatMap { Int($0) })
            let column = try XCTUnwrap(group("column", result, in: line).flatMap { Int($0) })
            let severity = try XCTUnwrap(group("severity", result, in: line))
            let message = try XCTUnwrap(group("message", result, in: line))
            XCTAssertFalse(message.isEmpty || message.hasSuffix("]"), "the rule id stays out of the message: \(line)")
            found.append((file, lineNumber, column, severity, group("code", result, in: line)))
        }
        return found
    }

    private func assertEqual(_ found: [(String, Int, Int, String, String?)],
                             _ expected: [(String, Int, Int, String, String?)],
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(found.map { "\($0)" }, expected.map { "\($0)" }, file: file, line: line)
    }

    func testVSCodeProblemMatcherParsesTheOutput() throws {
        let tasks = try JSONSerialization.jsonObject(with: Data(Self.vscodeTasks.utf8)) as? [String: Any]
        let task = try XCTUnwrap((tasks?["tasks"] as? [[String: Any]])?.first)
        let matcher = try XCTUnwrap(task["problemMatcher"] as? [String: Any])
        let pattern = try XCTUnwrap(matcher["pattern"] as? [String: Any])
        assertEqual(try match(pattern, try output()), Self.expected)
    }

    func testGitHubProblemMatcherParsesErrorsAndWarnings() throws {
        let json = try JSONSerialization.jsonObject(with: Data(Self.githubMatcher.utf8)) as? [String: Any]
        let matcher = try XCTUnwrap((json?["problemMatcher"] as? [[String: Any]])?.first)
        let pattern = try XCTUnwrap((matcher["pattern"] as? [[String: Any]])?.first)
        assertEqual(try match(pattern, try output()), Self.expected.filter { $0.3 != "note" })
    }

    /// `:compiler bgtask-lint` then `:cfile` in a real vim: the quickfix list holds every line.
    func testVimErrorformatFillsTheQuickfixList() throws {
        guard let vim = Integration.which("vim") else { throw XCTSkip("vim is not installed") }
        try Integration.write(try output(), to: "out.txt", in: root)
        try Integration.write(Self.vimCompiler, to: "runtime/compiler/bgtask-lint.vim", in: root)
        let entries = #"map(getqflist(), {_, e -> join([bufname(e.bufnr), e.lnum, e.col, e.type, e.valid], "|")})"#
        let run = try Integration.run(vim, [
            "-N", "-u", "NONE", "-i", "NONE", "-es", "--cmd", "set rtp^=runtime",
            "-c", "compiler bgtask-lint", "-c", "cfile out.txt",
            "-c", "call writefile(\(entries), 'quickfix.txt')", "-c", "qa!",
        ], in: root, timeout: 60)
        XCTAssertEqual(run.status, 0, run.output)
        let quickfix = try String(contentsOf: root.appendingPathComponent("quickfix.txt"), encoding: .utf8)
        let expected = Self.expected.map { "\($0.0)|\($0.1)|\($0.2)|\($0.3.prefix(1))|1" }
        XCTAssertEqual(quickfix.split(separator: "\n").map(String.init), expected)
    }
}
