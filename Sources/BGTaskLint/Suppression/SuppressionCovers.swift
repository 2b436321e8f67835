/// The lines one directive suppresses one rule on. A directive naming `all` makes one cover per
/// rule it stands for, so a later `enable RULE` can end that rule's cover alone.
struct SuppressionCover {
    var directive: Int
    /// What the directive named: the rule id, or `all`. Directives are judged unused per name.
    var named: String
    /// The rule whose findings the cover suppresses (never `all`).
    var ruleID: String
    var lines: ClosedRange<Int>
}

/// The `disable` … `enable` regions open at a point of the file, read in source order.
///
/// A rule is suppressed while its own `disable RULE` is open, or while a `disable all` is open
/// and the rule has not been enabled again since: `enable RULE` ends both for that rule only
/// (SwiftLint's `disable all` then `enable rule`), `enable all` ends every region, and a second
/// `disable` of what is open starts its region again.
struct OpenSuppressionRegions {
    /// What `all` stands for: every rule but `unused-suppression`, which only directives naming
    /// it suppress.
    static let rulesCoveredByAll: [String] = RuleRegistry.all.map { $0.metadata.id }
        .filter { $0 != UnusedSuppression.metadata.id }

    private var byRule: [String: (directive: Int, line: Int)] = [:]
    /// The open `disable all`, and the rules it still covers.
    private var all: (directive: Int, line: Int, rules: Set<String>)?
    /// The regions ended so far.
    private(set) var covers: [SuppressionCover] = []

    /// What an `enable` found to end.
    enum Ending {
        case ended, nothingOpen, alreadyEnabledAfterDisableAll
    }

    mutating func disable(_ id: String, directive: Int, line: Int) {
        if id == SuppressionDirective.allRules {
            closeAll(at: line - 1)
            all = (directive, line, Set(Self.rulesCoveredByAll))
        } else {
            if let previous = byRule[id] { close(previous, named: id, rule: id, at: line - 1) }
            byRule[id] = (directive, line)
        }
    }

    mutating func enable(_ id: String, line: Int) -> Ending {
        if id == SuppressionDirective.allRules {
            let hadOpen = !byRule.isEmpty || all != nil
            for (rule, region) in byRule { close(region, named: rule, rule: rule, at: line) }
            byRule = [:]
            closeAll(at: line)
            return hadOpen ? .ended : .nothingOpen
        }
        var ended = false
        if let region = byRule.removeValue(forKey: id) {
            close(region, named: id, rule: id, at: line)
            ended = true
        }
        if let open = all, open.rules.contains(id) {
            close((open.directive, open.line), named: SuppressionDirective.allRules, rule: id, at: line)
            all?.rules.remove(id)
            ended = true
        }
        if ended { return .ended }
        // `unused-suppression` was never covered by `all`: nothing to repeat.
        return all != nil && Self.rulesCoveredByAll.contains(id) ? .alreadyEnabledAfterDisableAll : .nothingOpen
    }

    /// Ends what is still open at the end of the file.
    mutating func finish() {
        for (rule, region) in byRule { close(region, named: rule, rule: rule, at: Int.max) }
        byRule = [:]
        closeAll(at: Int.max)
    }

    private mutating func closeAll(at line: Int) {
        guard let open = all else { return }
        for rule in open.rules {
            close((open.directive, open.line), named: SuppressionDirective.allRules, rule: rule, at: line)
        }
        all = nil
    }

    private mutating func close(_ region: (directive: Int, line: Int), named: String, rule: String, at line: Int) {
        covers.append(SuppressionCover(directive: region.directive, named: named, ruleID: rule,
                                       lines: region.line...max(region.line, line)))
    }
}
