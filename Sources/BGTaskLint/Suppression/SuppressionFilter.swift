/// Applies one file's suppression directives to the findings the rules made in it, and reports
/// every directive that suppresses nothing — an unused one, a misspelt rule id, a malformed
/// comment — as `unused-suppression`, so that a stale or mistyped suppression never hides a
/// future finding unnoticed.
struct SuppressionFilter {
    /// The lines one rule id of one directive covers.
    private struct Cover {
        var directive: Int
        var ruleID: String
        var lines: ClosedRange<Int>
    }

    private let file: SourceFile
    private let directives: [SuppressionDirective]
    /// A report about each directive with its place worked out, the message left to fill in:
    /// every report about one directive (one per rule id it names) shares it. Working the place
    /// out per report read the comment to its end each time: 20,000 ids in one comment, 32 s.
    private let directiveReports: [Diagnostic]
    private var covers: [Cover] = []
    /// Findings about the directives themselves, made while reading them.
    private var problems: [Diagnostic] = []
    /// The rules that ran: a directive for a rule that did not run cannot be judged unused.
    private let ranRules: Set<String>

    private static var unusedID: String { UnusedSuppression.metadata.id }
    private static let knownIDs = Set(RuleRegistry.all.map { $0.metadata.id })

    init(tree: SyntaxTree, ranRules: Set<String>) {
        file = tree.file
        self.ranRules = ranRules
        let parsed = SuppressionParser.parse(tree.file, comments: tree.comments)
        directives = parsed.directives
        directiveReports = parsed.directives.map { [file] directive in Self.report(at: directive.range, "", in: file) }
        for malformed in parsed.malformed {
            problems.append(report(at: malformed.range, "malformed suppression: \(malformed.reason); it suppresses nothing"))
        }
        buildCovers()
    }

    /// The findings that survive the directives, followed by findings about the directives.
    ///
    /// Covers are looked up by rule and line (binary searches), never matched one by one against
    /// every finding: files with thousands of directives and findings made that quadratic.
    func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !directives.isEmpty || !problems.isEmpty else { return diagnostics }
        let coveredByRule = Dictionary(grouping: covers, by: \.ruleID).mapValues { CoveredLines($0.map(\.lines)) }
        let coveredForAllRules = coveredByRule[SuppressionDirective.allRules]
        var kept: [Diagnostic] = []
        var findingLinesByRule: [String: [Int]] = [:]
        for diagnostic in diagnostics {
            let line = diagnostic.location.line
            findingLinesByRule[diagnostic.ruleID, default: []].append(line)
            let isCovered = coveredByRule[diagnostic.ruleID]?.contains(line) == true
                || coveredForAllRules?.contains(line) == true
            if !isCovered { kept.append(diagnostic) }
        }
        guard ranRules.contains(Self.unusedID) else { return kept }
        let findingLines = FindingLines(byRule: findingLinesByRule)
        var reports = problems
        for cover in covers where cover.ruleID != Self.unusedID && !findingLines.hasFinding(for: cover) {
            guard cover.ruleID == SuppressionDirective.allRules || ranRules.contains(cover.ruleID) else { continue }
            let subject = cover.ruleID == SuppressionDirective.allRules ? "all rules" : "'\(cover.ruleID)'"
            reports.append(report(about: cover.directive, "suppression of \(subject) suppresses no finding; remove it"))
        }
        // `unused-suppression` itself is suppressed only by directives that name it.
        let coveredForUnused = coveredByRule[Self.unusedID]
        return kept + reports.filter { report in coveredForUnused?.contains(report.location.line) != true }
    }

    /// The lines that hold findings, per rule and in all: a cover is used when one of its lines
    /// holds a finding of its rule (of any rule, for `all`).
    private struct FindingLines {
        private let byRule: [String: SortedLines]
        private let anyRule: SortedLines

        init(byRule lines: [String: [Int]]) {
            byRule = lines.mapValues(SortedLines.init)
            anyRule = SortedLines(lines.values.flatMap { $0 })
        }

        func hasFinding(for cover: Cover) -> Bool {
            let lines = cover.ruleID == SuppressionDirective.allRules ? anyRule : byRule[cover.ruleID]
            return lines?.containsAny(in: cover.lines) == true
        }
    }

    // MARK: - Reading the directives

    private mutating func buildCovers() {
        var open: [String: (directive: Int, line: Int)] = [:]
        for (index, directive) in directives.enumerated() {
            // A rule id named twice in one directive is one cover and, if wrong, one report.
            var named: Set<String> = []
            for id in directive.ruleIDs where named.insert(id).inserted {
                guard id == SuppressionDirective.allRules || Self.knownIDs.contains(id) else {
                    problems.append(report(about: index,
                                           "'\(id)' is not a rule id; this suppression suppresses nothing (see --list-rules)"))
                    continue
                }
                switch directive.kind {
                case .next:
                    covers.append(Cover(directive: index, ruleID: id, lines: directive.endLine + 1...directive.endLine + 1))
                case .this:
                    covers.append(Cover(directive: index, ruleID: id, lines: directive.line...directive.endLine))
                case .disable:
                    if let previous = open[id] { close(previous, id: id, at: directive.line - 1) }
                    open[id] = (index, directive.line)
                case .enable:
                    if id == SuppressionDirective.allRules {
                        for (openID, region) in open { close(region, id: openID, at: directive.line) }
                        open = [:]
                    } else if let region = open.removeValue(forKey: id) {
                        close(region, id: id, at: directive.line)
                    } else {
                        problems.append(report(about: index, "'enable \(id)' has no 'disable \(id)' before it"))
                    }
                }
            }
        }
        for (id, region) in open { close(region, id: id, at: Int.max) }
        covers.sort { ($0.directive, $0.ruleID) < ($1.directive, $1.ruleID) }
    }

    private mutating func close(_ region: (directive: Int, line: Int), id: String, at line: Int) {
        covers.append(Cover(directive: region.directive, ruleID: id, lines: region.line...max(region.line, line)))
    }

    private func report(about directive: Int, _ message: String) -> Diagnostic {
        var report = directiveReports[directive]
        report.message = message
        return report
    }

    private func report(at range: Range<Int>, _ message: String) -> Diagnostic {
        Self.report(at: range, message, in: file)
    }

    private static func report(at range: Range<Int>, _ message: String, in file: SourceFile) -> Diagnostic {
        let metadata = UnusedSuppression.metadata
        let location = file.location(of: range.lowerBound)
        var end = range.lowerBound
        while end < range.upperBound, file.bytes[end] != UInt8(ascii: "\n"), file.bytes[end] != UInt8(ascii: "\r") { end += 1 }
        return Diagnostic(ruleID: metadata.id, severity: metadata.severity, message: message, path: file.path,
                          location: location, endLocation: file.location(of: end),
                          utf16Column: file.utf16Column(of: range.lowerBound), utf16EndColumn: file.utf16Column(of: end),
                          lineText: file.foldedLine(location.line))
    }
}
