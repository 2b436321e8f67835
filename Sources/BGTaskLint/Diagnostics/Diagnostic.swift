/// How much a finding matters: errors fail the run, warnings only with `--strict`.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// A related place that explains a diagnostic (where the handler is declared, where a helper
/// does the long work).
public struct Note: Sendable, Equatable {
    public var path: String
    public var location: SourceLocation
    public var message: String
}

/// One finding, anchored at a token.
public struct Diagnostic: Sendable, Equatable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var path: String
    public var location: SourceLocation
    public var notes: [Note]

    /// The order output is printed in, whatever order files were analysed in.
    public static func sortedForOutput(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted {
            ($0.path, $0.location.line, $0.location.column, $0.ruleID, $0.message)
                < ($1.path, $1.location.line, $1.location.column, $1.ruleID, $1.message)
        }
    }
}
