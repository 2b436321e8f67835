/// What every report format is given: the findings (already sorted and filtered) and facts
/// about the run that some formats carry (rule metadata for SARIF, counts for summaries).
public struct ReportInput: Sendable {
    public var diagnostics: [Diagnostic]
    /// The rules that ran, for formats that describe them (SARIF's `tool.driver.rules`).
    public var rules: [RuleMetadata]
    public var filesChecked: Int
    public var toolVersion: String
    /// ANSI colour for the text format; the command sets it only for a terminal without `NO_COLOR`.
    public var useColor: Bool

    public init(diagnostics: [Diagnostic], rules: [RuleMetadata], filesChecked: Int, toolVersion: String,
                useColor: Bool = false) {
        self.diagnostics = diagnostics
        self.rules = rules
        self.filesChecked = filesChecked
        self.toolVersion = toolVersion
        self.useColor = useColor
    }

    /// Counts every summary shows: errors, warnings, and files with at least one finding.
    var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    var warningCount: Int { diagnostics.count - errorCount }
    var filesWithFindings: Int { Diagnostic.fileCount(diagnostics) }
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
    public static var all: [any Reporter.Type] {
        [TextFormat.self, JSONFormat.self, SARIFFormat.self, GitHubActionsFormat.self, CheckstyleFormat.self,
         GitLabFormat.self]
    }

    /// The names `--format` takes, comma-separated, for usage errors.
    public static var names: String { all.map { $0.name }.joined(separator: ", ") }

    public static func reporter(named name: String) -> (any Reporter.Type)? {
        all.first { $0.name == name }
    }
}

/// How reports name the tool and link to its documentation. The host is a placeholder until
/// the project has a public home; the links follow GitHub's `blob/main/rules.md#<id>` anchors.
enum ToolIdentity {
    static let name = "bgtask-lint"
    static let informationURI = "https://github.com/bgtask-lint/bgtask-lint"

    /// Where `rules.md` explains `ruleID` (GitHub anchors are the heading, and ids are already
    /// lower-case kebab-case).
    static func helpURI(for ruleID: String) -> String {
        "\(informationURI)/blob/main/rules.md#\(ruleID)"
    }
}
