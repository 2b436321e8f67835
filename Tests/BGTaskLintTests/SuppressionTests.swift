import XCTest
@testable import BGTaskLint

/// `// bgtask-lint:disable…` directives: how they are read, what they cover, and how unused,
/// misspelt and malformed ones are reported as `unused-suppression`.
final class SuppressionTests: XCTestCase {
    /// The handler never ends the task: `missing-end-in-expiration-handler` at line 5 (the begin
    /// call) when the directive lines are blank.
    private func source(line3: String = "", line4: String = "", line5Comment: String = "") -> SourceFile {
        SourceFile(path: "U.swift", text: """
            import UIKit
            final class U {
            \(line3)
            \(line4)
                var id = UIApplication.shared.beginBackgroundTask { print("x") } \(line5Comment)
                func done() { UIApplication.shared.endBackgroundTask(id); id = .invalid }
            }

            """)
    }

    private func lint(_ file: SourceFile, rules: [any Rule.Type] = RuleRegistry.all) -> [String] {
        Linter(rules: rules).lint([file]).map { "\($0.location.line):\($0.ruleID)" }
    }

    // MARK: - Reading directives

    func testParsingKindsIdsAndReasons() {
        let file = SourceFile(path: "a.swift", text: """
            // bgtask-lint:disable:next a-rule, b-rule -- because: reasons -- really
            /* bgtask-lint:disable:this all */
            ///   bgtask-lint:enable a-rule
            // not bgtask-lint:disable a-rule
            let s = "// bgtask-lint:disable all"
            """)
        let parsed = SuppressionParser.parse(file, comments: Lexer.tokenize(file.bytes).comments)
        XCTAssertEqual(parsed.malformed, [])
        XCTAssertEqual(parsed.directives.map(\.kind), [.next, .this, .enable])
        XCTAssertEqual(parsed.directives.map(\.ruleIDs), [["a-rule", "b-rule"], ["all"], ["a-rule"]])
        XCTAssertEqual(parsed.directives.map(\.reason), ["because: reasons -- really", nil, nil])
        XCTAssertEqual(parsed.directives.map(\.line), [1, 2, 3])
    }

    func testMalformedDirectivesAreCollected() {
        let file = SourceFile(path: "a.swift", text: """
            // bgtask-lint:disable-next a-rule
            // bgtask-lint:disable
            // bgtask-lint:disable a-rule b-rule
            """)
        let parsed = SuppressionParser.parse(file, comments: Lexer.tokenize(file.bytes).comments)
        XCTAssertEqual(parsed.directives, [])
        XCTAssertEqual(parsed.malformed.map(\.line), [1, 2, 3])
        XCTAssertTrue(parsed.malformed[2].reason.contains("separate ids with commas"), parsed.malformed[2].reason)
    }

    func testBlockCommentLineBreaksAndStarsAreBlanks() {
        let file = SourceFile(path: "a.swift", text: """
            /* bgtask-lint:disable:next a-rule,
               b-rule */
            /*
             bgtask-lint:disable c-rule
             */
            /** bgtask-lint:enable c-rule **/
            /*
             * bgtask-lint:disable:this d-rule -- a reason
             */
            """)
        let parsed = SuppressionParser.parse(file, comments: Lexer.tokenize(file.bytes).comments)
        XCTAssertEqual(parsed.malformed, [])
        XCTAssertEqual(parsed.directives.map(\.kind), [.next, .disable, .enable, .this])
        XCTAssertEqual(parsed.directives.map(\.ruleIDs), [["a-rule", "b-rule"], ["c-rule"], ["c-rule"], ["d-rule"]])
        XCTAssertEqual(parsed.directives.map(\.reason), [nil, nil, nil, "a reason"])
        XCTAssertEqual(parsed.directives.map(\.endLine), [2, 5, 6, 9])
    }

    func testEverySwiftWhitespaceAndLineBreakSeparatesWords() {
        // Swift's whitespace (VT, FF, NUL besides space, tab, CR, LF, which end a `//` comment)
        // and the line breaks a reader sees (NEL, U+2028, U+2029): after an id, between the
        // words, around the reason.
        for blank in ["\u{0B}", "\u{0C}", "\u{0}", "\u{85}", "\u{2028}", "\u{2029}"] {
            let file = SourceFile(path: "a.swift", text: """
                // bgtask-lint:disable:next a-rule\(blank)
                //\(blank)bgtask-lint:disable\(blank)a-rule,\(blank)b-rule\(blank)--\(blank)why
                /* bgtask-lint:enable a-rule\(blank)*/
                """)
            let parsed = SuppressionParser.parse(file, comments: Lexer.tokenize(file.bytes).comments)
            let name = String(blank.unicodeScalars.first!.value, radix: 16)
            XCTAssertEqual(parsed.malformed, [], name)
            XCTAssertEqual(parsed.directives.map(\.ruleIDs), [["a-rule"], ["a-rule", "b-rule"], ["a-rule"]], name)
            XCTAssertEqual(parsed.directives.map(\.reason), [nil, "why", nil], name)
        }
    }

    func testAFormFeedAfterTheRuleIdStillSuppresses() {
        XCTAssertEqual(lint(source(line4: "// bgtask-lint:disable:next missing-end-in-expiration-handler\u{0C}")), [])
        XCTAssertEqual(lint(source(line4: "// bgtask-lint:disable:next missing-end-in-expiration-handler\u{2028}")), [])
    }

    func testAnIdNamedTwiceInOneDirectiveIsReportedOnce() {
        let repeated = Array(repeating: "nonsense", count: 500) + Array(repeating: "strong-self-in-expiration-handler", count: 500)
        let comment = "// bgtask-lint:disable:next " + repeated.joined(separator: ",")
        let diagnostics = Linter().lint([source(line4: comment)])
        XCTAssertEqual(diagnostics.map(\.message), [
            "'nonsense' is not a rule id; this suppression suppresses nothing (see --list-rules)",
            "suppression of 'strong-self-in-expiration-handler' suppresses no finding; remove it",
            "expiration handler never calls 'endBackgroundTask(_:)'; end the task in the handler, or the system kills the app when time runs out",
        ])
        // Each report about the directive spans the whole comment.
        XCTAssertEqual(diagnostics.prefix(2).map(\.endLocation), Array(repeating: SourceLocation(line: 4, column: comment.utf8.count + 1), count: 2))
    }

    // MARK: - What they cover

    func testWithoutDirectivesTheFindingIsReported() {
        XCTAssertEqual(lint(source()), ["5:missing-end-in-expiration-handler"])
    }

    func testNextThisAndRegionSuppress() {
        XCTAssertEqual(lint(source(line4: "// bgtask-lint:disable:next missing-end-in-expiration-handler")), [])
        XCTAssertEqual(lint(source(line5Comment: "// bgtask-lint:disable:this all -- vendor code")), [])
        XCTAssertEqual(lint(source(line3: "// bgtask-lint:disable missing-end-in-expiration-handler")), [])
    }

    func testARegionEndsAtItsEnable() {
        let file = source(line3: "// bgtask-lint:disable missing-end-in-expiration-handler",
                          line4: "// bgtask-lint:enable missing-end-in-expiration-handler")
        XCTAssertEqual(lint(file), ["3:unused-suppression", "5:missing-end-in-expiration-handler"])
    }

    func testADirectiveForAnotherRuleDoesNotSuppressAndIsReported() {
        XCTAssertEqual(lint(source(line4: "// bgtask-lint:disable:next strong-self-in-expiration-handler")),
                       ["4:unused-suppression", "5:missing-end-in-expiration-handler"])
    }

    func testAMisspeltIdIsReportedAndSuppressesNothing() {
        let diagnostics = Linter().lint([source(line4: "// bgtask-lint:disable:next missing-end-in-expiraton-handler")])
        XCTAssertEqual(diagnostics.map(\.ruleID), ["unused-suppression", "missing-end-in-expiration-handler"])
        XCTAssertEqual(diagnostics.first?.message,
                       "'missing-end-in-expiraton-handler' is not a rule id; this suppression suppresses nothing (see --list-rules)")
        XCTAssertEqual(diagnostics.first?.severity, .warning)
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(line: 4, column: 1))
    }

    // MARK: - 'disable all' and the enables after it

    /// The handler never ends the task: `missing-end-in-expiration-handler` at the begin call,
    /// the line after `directives` (one per line from line 3).
    private func lint(directives: [String], rules: [any Rule.Type] = RuleRegistry.all) -> [String] {
        let file = SourceFile(path: "U.swift", text: """
            import UIKit
            final class U {
            \(directives.joined(separator: "\n"))
                var id = UIApplication.shared.beginBackgroundTask { print("x") }
                func done() { UIApplication.shared.endBackgroundTask(id); id = .invalid }
            }

            """)
        return Linter(rules: rules).lint([file]).map { "\($0.location.line):\($0.ruleID): \($0.message)" }
    }

    private static let missingEnd = "missing-end-in-expiration-handler"
    private static let strongSelf = "strong-self-in-expiration-handler"
    private static let finding = "\(missingEnd): expiration handler never calls 'endBackgroundTask(_:)'; end the task in the handler, or the system kills the app when time runs out"
    private static let allUnused = "unused-suppression: suppression of all rules suppresses no finding; remove it"

    func testEnablingOneRuleAfterDisableAllReportsItAgain() {
        XCTAssertEqual(lint(directives: ["// bgtask-lint:disable all", "// bgtask-lint:enable \(Self.missingEnd)"]),
                       ["3:\(Self.allUnused)", "5:\(Self.finding)"])
    }

    func testEnablingAnotherRuleAfterDisableAllKeepsThisOneSuppressed() {
        XCTAssertEqual(lint(directives: ["// bgtask-lint:disable all", "// bgtask-lint:enable \(Self.strongSelf)"]), [])
    }

    func testAFindingBeforeTheEnableUsesTheDisableAll() {
        // The finding is on line 5, the enable after it: 'disable all' suppressed it.
        let file = source(line3: "// bgtask-lint:disable all",
                          line5Comment: "/* bgtask-lint:enable \(Self.missingEnd) */")
        XCTAssertEqual(lint(file), [])
    }

    func testASecondEnableOfOneRuleAfterDisableAllIsReported() {
        XCTAssertEqual(lint(directives: ["// bgtask-lint:disable all", "// bgtask-lint:enable \(Self.missingEnd)",
                                         "// bgtask-lint:enable \(Self.missingEnd)"]),
                       ["3:\(Self.allUnused)",
                        "5:unused-suppression: 'enable \(Self.missingEnd)' repeats an earlier 'enable \(Self.missingEnd)' after 'disable all'",
                        "6:\(Self.finding)"])
    }

    func testDisablingARuleAgainAfterItsEnableSuppressesIt() {
        XCTAssertEqual(lint(directives: ["// bgtask-lint:disable all", "// bgtask-lint:enable \(Self.missingEnd)",
                                         "// bgtask-lint:disable \(Self.missingEnd)"]),
                       ["3:\(Self.allUnused)"])
    }

    func testEnablingARuleEndsBothItsOwnRegionAndDisableAll() {
        for directives in [["// bgtask-lint:disable \(Self.missingEnd)", "// bgtask-lint:disable all"],
                           ["// bgtask-lint:disable all", "// bgtask-lint:disable \(Self.missingEnd)"]] {
            let lines = lint(directives: directives + ["// bgtask-lint:enable \(Self.missingEnd)"])
            XCTAssertEqual(lines.last, "6:\(Self.finding)", "\(directives)")
            XCTAssertFalse(lines.contains { $0.contains("has no") }, "\(lines)")
        }
    }

    func testEnableAllEndsDisableAllAndTheRulesEnabledSince() {
        XCTAssertEqual(lint(directives: ["// bgtask-lint:disable all", "// bgtask-lint:enable \(Self.missingEnd)",
                                         "// bgtask-lint:enable all"]),
                       ["3:\(Self.allUnused)", "6:\(Self.finding)"])
    }

    func testDisableAllAgainDisablesTheRulesEnabledSince() {
        XCTAssertEqual(lint(directives: ["// bgtask-lint:disable all", "// bgtask-lint:enable \(Self.missingEnd)",
                                         "// bgtask-lint:disable all"]),
                       ["3:\(Self.allUnused)"])
    }

    func testAStrayEnableAllIsReported() {
        XCTAssertEqual(lint(directives: ["// bgtask-lint:enable all"]),
                       ["3:unused-suppression: 'enable all' has no 'disable' before it", "4:\(Self.finding)"])
    }

    func testLineDirectivesForAllAreUntouchedByEnables() {
        XCTAssertEqual(lint(directives: ["// bgtask-lint:disable all", "// bgtask-lint:enable \(Self.missingEnd)",
                                         "// bgtask-lint:disable:next all"]),
                       ["3:\(Self.allUnused)"])
    }

    func testDisableAllDoesNotCoverUnusedSuppression() {
        // 'enable unused-suppression' has nothing to end: 'all' never stood for it.
        XCTAssertEqual(lint(directives: ["// bgtask-lint:disable all", "// bgtask-lint:enable unused-suppression"]),
                       ["4:unused-suppression: 'enable unused-suppression' has no 'disable unused-suppression' before it"])
    }

    // MARK: - Unused suppressions

    func testSuppressionsOfRulesThatDidNotRunAreNotJudged() {
        let strongSelfOff = RuleRegistry.all.filter { $0.metadata.id != "strong-self-in-expiration-handler" }
        XCTAssertEqual(lint(source(line4: "// bgtask-lint:disable:next strong-self-in-expiration-handler"), rules: strongSelfOff),
                       ["5:missing-end-in-expiration-handler"])
    }

    func testWithoutTheUnusedSuppressionRuleNothingIsReportedButSuppressionsStillApply() {
        let withoutUnused = RuleRegistry.all.filter { $0 != UnusedSuppression.self }
        XCTAssertEqual(lint(source(line3: "// bgtask-lint:disable:next nonsense",
                                   line4: "// bgtask-lint:disable:next missing-end-in-expiration-handler"), rules: withoutUnused), [])
    }

    func testUnusedSuppressionIsSilencedOnlyByDirectivesNamingIt() {
        let file = source(line3: "// bgtask-lint:disable:next unused-suppression",
                          line4: "// bgtask-lint:disable:next strong-self-in-expiration-handler")
        XCTAssertEqual(lint(file), ["5:missing-end-in-expiration-handler"])
    }

    func testUnusedRuleCheckItselfFindsNothing() {
        let tree = SyntaxTree(file: source())
        XCTAssertEqual(UnusedSuppression().check(RuleContext(index: ModuleIndex(trees: [tree]), file: 0)), [])
    }
}
