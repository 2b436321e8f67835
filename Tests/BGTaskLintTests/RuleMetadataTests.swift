import Foundation
import XCTest
@testable import BGTaskLint

/// Keeps the registry, each rule's metadata, its examples and `rules.md` in agreement.
final class RuleMetadataTests: XCTestCase {
    private let repositoryRoot = FixtureSupport.root.deletingLastPathComponent()

    func testEveryRuleFileIsRegisteredOnce() throws {
        let rulesFolder = repositoryRoot.appendingPathComponent("Sources/BGTaskLint/Rules")
        let infrastructure: Set<String> = ["Rule", "RuleMetadata", "RuleRegistry"]
        let ruleFiles = try FileManager.default.contentsOfDirectory(atPath: rulesFolder.path)
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.filter { !infrastructure.contains($0) }
        let registered = RuleRegistry.all.map { String(describing: $0) }
        XCTAssertEqual(Set(ruleFiles), Set(registered))
        XCTAssertEqual(registered.count, Set(registered).count, "a rule is registered twice")
    }

    func testIdsAreUniqueKebabCaseAndSummariesFollowTheStyle() {
        let ids = RuleRegistry.all.map { $0.metadata.id }
        XCTAssertEqual(ids.count, Set(ids).count)
        for rule in RuleRegistry.all {
            let metadata = rule.metadata
            XCTAssert(metadata.id.allSatisfy { $0.isLowercase || $0 == "-" }, metadata.id)
            XCTAssertEqual(metadata.summary.first.map { $0.isLowercase }, true, metadata.id)
            XCTAssertFalse(metadata.summary.hasSuffix("."), metadata.id)
            XCTAssertFalse(metadata.rationale.isEmpty || metadata.limits.isEmpty, metadata.id)
        }
    }

    /// Each rule's "bad" example, a complete file but for `import UIKit`, triggers that rule;
    /// its "good" example triggers no rule at all.
    func testDocumentedExamplesBehaveAsDocumented() {
        for rule in RuleRegistry.all {
            let metadata = rule.metadata
            let bad = Linter().lint([SourceFile(path: "bad.swift", text: "import UIKit\n" + metadata.triggering)])
            XCTAssert(bad.contains { $0.ruleID == metadata.id }, "\(metadata.id): the 'bad' example in rules.md does not trigger the rule")
            let good = Linter().lint([SourceFile(path: "good.swift", text: "import UIKit\n" + metadata.passing)])
            XCTAssertEqual(good.map(\.ruleID), [], "\(metadata.id): the 'good' example in rules.md is not clean")
        }
    }

    func testRulesMarkdownIsUpToDate() throws {
        let path = repositoryRoot.appendingPathComponent("rules.md")
        let rendered = RulesMarkdown.render()
        let current = try? String(contentsOf: path, encoding: .utf8)
        if current != rendered {
            try rendered.write(to: path, atomically: true, encoding: .utf8)
            XCTFail("rules.md was out of date and has been rewritten; run the tests again and commit it")
        }
    }
}
