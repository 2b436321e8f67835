import Foundation
import XCTest
@testable import BGTaskLint

/// The README's example must stay what the tool really prints, and its rule table must list
/// every rule.
final class ReadmeTests: XCTestCase {
    private let readme: String = {
        let url = FixtureSupport.root.deletingLastPathComponent().appendingPathComponent("README.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The body of the first fenced block of `language` after `heading`.
    private func block(_ language: String, after heading: String) -> String? {
        guard let section = readme.range(of: heading),
              let open = readme.range(of: "```\(language)\n", range: section.upperBound..<readme.endIndex),
              let close = readme.range(of: "\n```", range: open.upperBound..<readme.endIndex) else { return nil }
        return String(readme[open.upperBound..<close.lowerBound])
    }

    func testTheExampleOutputIsWhatTheToolPrints() throws {
        let code = try XCTUnwrap(block("swift", after: "## What it finds"))
        let printed = try XCTUnwrap(block("text", after: "## What it finds"))
        let source = SourceFile(path: "PhotoUploader.swift", text: "import UIKit\n\n" + code + "\n")
        let rendered = TextReporter.render(Linter().lint([source]))
        let expected = printed.split(separator: "\n").filter { $0.hasPrefix("PhotoUploader.swift:") }.joined(separator: "\n")
        XCTAssertEqual(rendered.trimmingCharacters(in: .newlines), expected)
    }

    func testTheRuleTableListsEveryRule() {
        for rule in RuleRegistry.all {
            XCTAssertTrue(readme.contains("| `\(rule.metadata.id)` | \(rule.metadata.severity.rawValue) |"), rule.metadata.id)
        }
    }

    /// The editor recipes the integration tests run must be the README's text, line for line.
    func testTheTestedRecipesAreTheREADMEs() {
        let readmeLines = Set(readme.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        for (name, recipe) in [("VS Code tasks.json", IntegrationRecipeTests.vscodeTasks),
                               ("GitHub problem matcher", IntegrationRecipeTests.githubMatcher),
                               ("vim compiler file", IntegrationRecipeTests.vimCompiler)] {
            for line in recipe.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty {
                XCTAssertTrue(readmeLines.contains(line), "\(name): README lacks the tested line \(line)")
            }
        }
    }
}
