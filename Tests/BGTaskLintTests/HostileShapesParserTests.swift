import XCTest
@testable import BGTaskLint

/// Shapes that made the parser's questions quadratic: a statement's start behind a long `case`
/// label, receiver chains below many `#if` blocks, closures bound to one name in many scopes, a
/// parameter list typed without colons. Found by the twentieth session's hunt; each builds its
/// shape at a size where the old code took seconds to minutes (release build, times given), and
/// asserts what is found.
final class HostileShapesParserTests: XCTestCase {
    private static let end = HostileSource.end

    private func ruleCounts(_ source: String) -> [String: Int] { HostileSource.ruleCounts(source) }

    private func type(_ members: String) -> String { HostileSource.type(members) }

    /// A class whose `f()` begins a task with `inner` in its expiration handler (capturing `self`
    /// strongly, which is reported once) and ends it on the normal path too.
    private func handlerFile(_ inner: String, members: String = "") -> String {
        type("    func f() {\n        taskID = UIApplication.shared.beginBackgroundTask {\n" + inner + "\n            \(Self.end)\n"
             + "        }\n        UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid\n    }\n" + members)
    }

    /// One `let` binding thousands of names to begin calls, behind a `case` label of tens of
    /// thousands of values on its line: each binding's `=` read the label again to find where its
    /// statement starts (4,096 bindings: 3.6 s).
    func testBeginCallsBoundAfterALongCaseLabel() {
        let count = 4_096
        let begin = "UIApplication.shared.beginBackgroundTask(expirationHandler: expire)"
        let label = (0..<16 * count).map(String.init).joined(separator: ", ")
        let bindings = (0..<count).map { "a\($0) = \(begin)" }.joined(separator: ", ")
        let source = type("    func expire() { \(Self.end) }\n    func f(_ k: Int) {\n        switch k {\n"
                          + "        case \(label): let \(bindings); print(a0)\n        default: break\n        }\n    }\n")
        XCTAssertEqual(ruleCounts(source), ["task-never-ended": 1])
    }

    /// A modifier under each of thousands of `#if os(iOS)` blocks (SwiftUI's shape): each `.`
    /// opening a line climbed back through every block above it to the value (8,192: 3.9 s; 16,384: 15 s).
    func testMembersBelowThousandsOfPostfixIfBlocks() {
        let count = 8_192
        let inner = "            let v = Text(\"\")\n" + String(repeating: "#if os(iOS)\n            .padding()\n#endif\n", count: count)
            + "            print(v)"
        XCTAssertEqual(ruleCounts(handlerFile(inner)), ["strong-self-in-expiration-handler": 1])
    }

    /// Thousands of nested `#if` lines, then as many `#endif` lines each followed by a member:
    /// each member climbed through every `#if` (16,384: 9.4 s).
    func testMembersAfterThousandsOfNestedEndifs() {
        let count = 16_384
        let inner = "            let v = [0]\n" + (0..<count).map { "#if A\($0)\n" }.joined() + "            .count\n"
            + String(repeating: "#endif\n            .count\n", count: count) + "            print(v)"
        XCTAssertEqual(ruleCounts(handlerFile(inner)), ["strong-self-in-expiration-handler": 1])
    }

    /// A postfix `#if` of thousands of `#elseif` clauses after a value with as many `()`
    /// suffixes: each clause walked back over every suffix (64,000: 11.8 s).
    func testThousandsOfElseifMembersAfterThousandsOfCallSuffixes() {
        let count = 32_768
        let clauses = "#if A0\n            .count\n" + (1..<count).map { "#elseif A\($0)\n            .count\n" }.joined() + "#endif\n"
        let inner = "            let v = f" + String(repeating: "()", count: count) + "\n" + clauses + "            print(v)"
        XCTAssertEqual(ruleCounts(handlerFile(inner)), ["long-work-in-expiration-handler": 1, "strong-self-in-expiration-handler": 1])
    }

    /// Nine closures bound to `expire`, then thousands of begin calls naming it deep in nested
    /// blocks: past eight closures of a name, each lookup climbed every block to the file
    /// (16,384: 29.5 s).
    func testBeginCallsDeepInBlocksNamingAClosureBoundInManyScopes() {
        let count = 8_192
        let others = (0..<9).map { "        run { let expire = { print(\($0)) }; work(expire) }\n" }.joined()
        let begins = String(repeating: "        taskID = UIApplication.shared.beginBackgroundTask(expirationHandler: expire)\n", count: count)
        let source = type("    func expire() { \(Self.end) }\n    func f() {\n" + others + String(repeating: "if flag {\n", count: 4 * count)
                          + begins + String(repeating: "}\n", count: 4 * count) + "    }\n")
        XCTAssertEqual(ruleCounts(source), [:])
    }

    /// A method of thousands of parameters none of which has a `:` (as typed mid-edit): each
    /// parameter's name was read on to the list's `)` (32,768: 6.2 s).
    func testAParameterListWithoutColons() {
        let count = 32_768
        let parameters = (0..<count).map { "p\($0)" }.joined(separator: ", ")
        let source = handlerFile("self.flag = true", members: "    func g(\(parameters)) { print(1) }\n")
        XCTAssertEqual(ruleCounts(source), ["strong-self-in-expiration-handler": 1])
    }

    /// Thousands of begin calls alone in the branches of `if` chains, themselves the branches of an
    /// `if` chain whose last `else if` has a condition of thousands of closures: following each
    /// call's value out through the chains stepped over every closure of that condition again to
    /// find its body (8,192: 3.7 s).
    func testBeginCallsInIfChainsBeforeAConditionOfThousandsOfClosures() {
        let count = 4_096, inner = 128
        let begin = "UIApplication.shared.beginBackgroundTask { \(Self.end) }"
        let innerChain = "if b0 {\n                \(begin)\n            }"
            + (1..<inner - 1).map { " else if b\($0) {\n                \(begin)\n            }" }.joined()
            + " else {\n                \(begin)\n            }"
        let condition = (0..<count).map { "xs.contains(where: { $0 > \($0) })" }.joined(separator: " || ")
        let chain = "        if a0 {\n            \(innerChain)\n        }"
            + (1..<count / inner).map { " else if a\($0) {\n            \(innerChain)\n        }" }.joined()
            + " else if \(condition) {\n            work()\n        } else {\n            work()\n        }\n"
        let source = type("    var xs: [Int] = []\n    func f() {\n" + chain + "    }\n")
        XCTAssertEqual(ruleCounts(source), ["discarded-task-identifier": count])
    }

    /// The names and labels a parameter list without colons gives are the words before the next
    /// colon, as they were read before: `f(a b, c d: Int)` reads `c d` for both parameters.
    func testParametersWithoutColonsReadTheWordsBeforeTheNextColon() {
        let tree = SyntaxTree(file: SourceFile(path: "a.swift", text: "func f(a b, c d: Int, e, _ g: Int, h) {}\n"))
        let keyword = tree.tokens.indices.first { tree.isWord($0, .func) }!
        let body = tree.tokens.indices.first { tree.tokens[$0].kind == .leftBrace }!
        let signature = tree.functionSignature(headerStart: keyword, body: body)
        XCTAssertEqual(signature.labels, ["c", "c", "_", nil, "h"].map { $0 == "_" ? nil : $0 })
        XCTAssertEqual(signature.parameterNames, ["d", "d", "g", "g", "h"])
    }
}
