/// Everything a user reads about a rule; `rules.md` and `--list-rules` are rendered from it.
public struct RuleMetadata: Sendable {
    public var id: String
    public var severity: Severity
    /// One line, lower case, no final period.
    public var summary: String
    /// Why it matters, quoting the guide where the rule comes from.
    public var rationale: String
    public var triggering: String
    public var passing: String
    /// What the rule deliberately does not catch (precision first).
    public var limits: String
}
