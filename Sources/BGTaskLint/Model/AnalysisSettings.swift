/// Project knowledge the analyzer cannot see in source: call names a team's configuration says
/// do long work, or end a task (a wrapper that lives in a binary framework). Empty by default,
/// so an unconfigured run behaves exactly as before.
public struct AnalysisSettings: Sendable, Hashable {
    /// Extra call names counted as long work in an expiration handler.
    public var longWorkCalls: Set<String>
    /// Extra call names that end a task (a background task, or a `BGTask`).
    public var endingHelpers: Set<String>

    public init(longWorkCalls: Set<String> = [], endingHelpers: Set<String> = []) {
        self.longWorkCalls = longWorkCalls
        self.endingHelpers = endingHelpers
    }

    /// Every name these settings give a meaning to.
    var configuredNames: Set<String> { longWorkCalls.union(endingHelpers) }
}
