/// What every report format is given: the findings (already sorted and filtered) and facts
/// about the run that some formats carry (rule metadata for SARIF, counts for summaries).
public struct ReportInput: Sendable {
    public var diagnostics: [Diagnostic]
    /// The rules that ran, for formats that describe them (SARIF's `tool.driver.rules`).
    public var rules: [RuleMetadata]
    public var filesChecked: Int
    public var toolVersion: String

    public init(diagnostics: [Diagnostic], rules: [RuleMetadata], filesChecked: Int, toolVersion: String) {
        self.diagnostics = diagnostics
        self.rules = rules
        self.filesChecked = filesChecked
        self.toolVersion = toolVersion
    }
}

/// An output format, selected with `--format NAME`.
public protocol Reporter: Sendable {
    /// The name `--format` takes.
    static var name: String { get }
    /// One line for `--help`.
    static var summary: String { get }
    init()
    /// The whole report as text.
    func render(_ input: ReportInput) -> String
}

/// Every format, in the order `--help` lists them.
public enum Reporters {
    public static var all: [any Reporter.Type] { [TextFormat.self] }

    public static func reporter(named name: String) -> (any Reporter.Type)? {
        all.first { $0.name == name }
    }
}

/// The compiler-style lines (`TextReporter`) as a `Reporter`.
public struct TextFormat: Reporter {
    public static let name = "text"
    public static let summary = "compiler-style lines: path:line:column: warning: message [rule-id] (default)"
    public init() {}

    public func render(_ input: ReportInput) -> String {
        TextReporter.render(input.diagnostics)
    }
}
