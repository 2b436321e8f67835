/// Applies one file's suppression directives to the findings the rules made in it, and reports
/// every directive that suppresses nothing — an unused one, a misspelt rule id, a malformed
/// comment — as `unused-suppression`, so that a stale or mistyped suppression never hides a
/// future finding unnoticed.
struct SuppressionFilter {
    private let file: SourceFile
    private let directives: [SuppressionDirective]
    /// A report about each directive with its place worked out, the message left to fill in:
    /// every report about one directive (one per rule id it names) shares it. Working the place
    /// out per report read the comment to its end each time: 20,000 ids in one comment, 32 s.
    private let directiveReports: [Diagnostic]
    private var covers: [SuppressionCover] = []
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
        var kept: [Diagnostic] = []
        var findingLinesByRule: [String: [Int]] = [:]
        for diagnostic in diagnostics {
            let line = diagnostic.location.line
            findingLinesByRule[diagnostic.ruleID, default: []].append(line)
            if coveredByRule[diagnostic.ruleID]?.contains(line) != true { kept.append(diagnostic) }
        }
        guard ranRules.contains(Self.unusedID) else { return kept }
        let findingLines = FindingLines(byRule: findingLinesByRule)
        var reports = problems
        // Covers are sorted by directive and name: each run of them is one name of one directive,
        // used when any of its covers holds a finding (for `all`, one cover per rule).
        var start = 0
        while start < covers.count {
            let first = covers[start]
            var end = start
            var isUsed = false
            while end < covers.count, covers[end].directive == first.directive, covers[end].named == first.named {
                isUsed = isUsed || findingLines.hasFinding(for: covers[end])
                end += 1
            }
            start = end
            let isAll = first.named == SuppressionDirective.allRules
            guard !isUsed, first.named != Self.unusedID, isAll || ranRules.contains(first.named) else { continue }
            let subject = isAll ? "all rules" : "'\(first.named)'"
            reports.append(report(about: first.directive, "suppression of \(subject) suppresses no finding; remove it"))
        }
        // `unused-suppression` itself is suppressed only by directives that name it.
        let coveredForUnused = coveredByRule[Self.unusedID]
        return kept + reports.filter { report in coveredForUnused?.contains(report.location.line) != true }
    }

    /// The lines that hold findings, per rule: a cover is used when one of its lines holds a
    /// finding of its rule.
    private struct FindingLines {
        private let byRule: [String: SortedLines]

        init(byRule lines: [String: [Int]]) {
            byRule = lines.mapValues(SortedLines.init)
        }

        func hasFinding(for cover: SuppressionCover) -> Bool {
            byRule[cover.ruleID]?.containsAny(in: cover.lines) == true
        }
    }

    // MARK: - Reading the directives

    private mutating func buildCovers() {
        var regions = OpenSuppressionRegions()
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
                    addLineCovers(directive: index, named: id, lines: directive.endLine + 1...directive.endLine + 1)
                case .this:
                    addLineCovers(directive: index, named: id, lines: directive.line...directive.endLine)
                case .disable:
                    regions.disable(id, directive: index, line: directive.line)
                case .enable:
                    switch regions.enable(id, line: directive.line) {
                    case .ended:
                        break
                    case .nothingOpen where id == SuppressionDirective.allRules:
                        problems.append(report(about: index, "'enable all' has no 'disable' before it"))
                    case .nothingOpen:
                        problems.append(report(about: index, "'enable \(id)' has no 'disable \(id)' before it"))
                    case .alreadyEnabledAfterDisableAll:
                        problems.append(report(about: index, "'enable \(id)' repeats an earlier 'enable \(id)' after 'disable all'"))
                    }
                }
            }
        }
        regions.finish()
        covers += regions.covers
        covers.sort { ($0.directive, $0.named, $0.ruleID) < ($1.directive, $1.named, $1.ruleID) }
    }

    /// A `disable:next` or `disable:this` cover, one per rule for `all`.
    private mutating func addLineCovers(directive: Int, named id: String, lines: ClosedRange<Int>) {
        let rules = id == SuppressionDirective.allRules ? OpenSuppressionRegions.rulesCoveredByAll : [id]
        for rule in rules { covers.append(SuppressionCover(directive: directive, named: id, ruleID: rule, lines: lines)) }
    }

    private func report(about directive: Int, _ message: String) -> Diagnostic {
        var report = directiveReports[directive]
        report.message = MessageText.bounded(message)
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
