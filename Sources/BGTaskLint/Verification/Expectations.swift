/// One `// expect:` annotation of a fixture: a rule id expected on a line (and maybe a column
/// and part of the message).
public struct Expectation: Equatable, Sendable {
    public var ruleID: String
    public var line: Int
    public var column: Int?
    public var messageFragment: String?
}

/// Reads the inline expectations of a fixture, in the style of swiftc's `-verify`:
///
/// - `code // expect: rule-id` — on this line;
/// - `// expect@+1: rule-id`, `// expect@-2: rule-id` — relative line;
/// - `// expect@+1:17: rule-id` — also the UTF-8 column;
/// - `// expect: rule-id "fragment"` — also part of the message;
/// - `// expect: a, b` — several; `// expect: none` — nothing (the same as no annotation).
///
/// Annotations are read from the lexer's comments, so text in string literals never counts.
public enum ExpectationParser {
    public struct Malformed: Error, Equatable, CustomStringConvertible {
        public var line: Int
        public var reason: String
        public var description: String { "line \(line): \(reason)" }
    }

    public static func parse(_ file: SourceFile) throws(Malformed) -> [Expectation] {
        let comments = Lexer.tokenize(file.bytes).comments
        var expectations: [Expectation] = []
        for comment in comments {
            let text = file.text(comment.range)
            guard let body = annotationBody(text) else { continue }
            let line = file.location(of: Int(comment.start)).line
            expectations.append(contentsOf: try parseAnnotation(body, line: line))
        }
        return expectations
    }

    /// The part after `// `, if it starts with `expect`.
    private static func annotationBody(_ comment: String) -> Substring? {
        guard comment.hasPrefix("//") else { return nil }
        let body = comment.dropFirst(2).drop { $0 == " " || $0 == "/" }
        return body.hasPrefix("expect:") || body.hasPrefix("expect@") ? body : nil
    }

    private static func parseAnnotation(_ body: Substring, line: Int) throws(Malformed) -> [Expectation] {
        var rest = body.dropFirst("expect".count)
        var targetLine = line
        var column: Int?
        if rest.first == "@" {
            rest = rest.dropFirst()
            let offsetText = rest.prefix { $0 == "+" || $0 == "-" || $0.isNumber }
            guard let offset = Int(offsetText), offsetText.first == "+" || offsetText.first == "-" else {
                throw Malformed(line: line, reason: "expected '@+N' or '@-N' after 'expect'")
            }
            targetLine += offset
            rest = rest.dropFirst(offsetText.count)
            if rest.first == ":", rest.dropFirst().first?.isNumber == true {
                let columnText = rest.dropFirst().prefix { $0.isNumber }
                column = Int(columnText)
                rest = rest.dropFirst(1 + columnText.count)
            }
        }
        guard rest.first == ":" else { throw Malformed(line: line, reason: "expected ':' after 'expect'") }
        let list = rest.dropFirst().trimmingBlanks
        if list == "none" { return [] }
        var result: [Expectation] = []
        for item in list.split(separator: ",") {
            let words = item.trimmingBlanks
            let id = words.prefix { $0 != " " && $0 != "\"" }
            guard !id.isEmpty, id.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) else {
                throw Malformed(line: line, reason: "'\(words)' is not a rule id")
            }
            var fragment: String?
            let afterID = words.dropFirst(id.count).trimmingBlanks
            if afterID.hasPrefix("\""), afterID.hasSuffix("\""), afterID.count >= 2 {
                fragment = String(afterID.dropFirst().dropLast())
            }
            result.append(Expectation(ruleID: String(id), line: targetLine, column: column, messageFragment: fragment))
        }
        return result
    }
}

/// Compares what a fixture expects with what the analyzer said, in swiftc's words.
public enum ExpectationMatcher {
    /// Mismatch messages; empty when everything matches. Only rules in `checkedRules` are compared.
    public static func mismatches(expected: [Expectation], actual: [Diagnostic], checkedRules: Set<String>) -> [String] {
        var remaining = actual.filter { checkedRules.contains($0.ruleID) }
        var problems: [String] = []
        for expectation in expected where checkedRules.contains(expectation.ruleID) {
            if let found = remaining.firstIndex(where: { matches(expectation, $0) }) {
                remaining.remove(at: found)
                continue
            }
            var problem = "expected '\(expectation.ruleID)' at line \(expectation.line), not produced"
            if let elsewhere = remaining.first(where: { $0.ruleID == expectation.ruleID }) {
                problem += " (produced at \(elsewhere.location))"
            }
            problems.append(problem)
        }
        for diagnostic in remaining {
            problems.append("unexpected '\(diagnostic.ruleID)' at \(diagnostic.location): \(diagnostic.message)")
        }
        return problems
    }

    private static func matches(_ expectation: Expectation, _ diagnostic: Diagnostic) -> Bool {
        diagnostic.ruleID == expectation.ruleID && diagnostic.location.line == expectation.line
            && (expectation.column.map { $0 == diagnostic.location.column } ?? true)
            && (expectation.messageFragment.map { diagnostic.message.contains($0) } ?? true)
    }
}
