/// The command line, parsed. Parsing is separate from running so that tests can check both.
public struct CommandLineOptions: Equatable, Sendable {
    public var paths: [String] = []
    public var strict = false
    public var quiet = false
    public var listRules = false
    public var showVersion = false
    public var showHelp = false
    public var enabled: Set<String>?
    public var disabled: Set<String> = []
    /// Index the other Swift files of the project around the given paths (helpers resolve).
    public var projectIndex = true
    /// `--timing`: print where the time went, per phase, on stderr.
    public var timing = false
    /// `--jobs N`: threads at most (0: one per core). Output is the same whatever N.
    public var jobs = 0
    /// `--files-from FILE` (`-` for stdin), each given: lint the paths listed there too.
    public var filesFrom: [String] = []
    /// `--changed-since REV`: lint the Swift files git reports changed since REV, and untracked ones.
    public var changedSince: String?
    /// `--stdin-path PATH`: lint source read from stdin as if it were PATH.
    public var stdinPath: String?
    /// `--format NAME`: the report format (a `Reporter`'s name).
    public var format = TextFormat.name
    /// `--output FILE`: write the report to FILE instead of stdout.
    public var outputPath: String?
    /// `--touch FILE`: write an empty FILE when the run passes, remove it when it fails (a stamp
    /// build systems schedule the run by; the SwiftPM build plugin needs one).
    public var touch: String?
    /// Whether paths were named (rather than defaulting to `.`).
    public var pathsGiven = false
    /// `--config FILE`: this configuration for every file, instead of each file's nearest one.
    public var configPath: String?
    /// `--print-config`: print the configuration in effect and exit.
    public var printConfig = false
    /// `--statistics`: findings per rule on stderr.
    public var statistics = false
    /// `explain RULE`: print the rule's documentation and exit.
    public var explainRule: String?
    /// `--baseline FILE`: report only findings not recorded in FILE.
    public var baselinePath: String?
    /// `--write-baseline FILE`: record the findings in FILE instead of reporting them.
    public var writeBaselinePath: String?

    public struct UsageError: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    public static let usage = """
        OVERVIEW: find misuse of iOS background-task APIs in Swift source

        USAGE: bgtask-lint [options] [path ...]
               bgtask-lint [options] explain RULE

          Paths are Swift files or folders (default: the current folder). Folders are walked for
          *.swift, skipping hidden folders, .build, Pods, Carthage, DerivedData and node_modules.

        OPTIONS:
          --strict              Warnings fail the run too (exit 1)
          --quiet               No summary line on stderr
          --enable RULE,...     Run only these rules
          --disable RULE,...    Do not run these rules
          --no-project-index    Index only the given files; by default the other Swift files of
                                the project (the nearest folder up holding Package.swift, a
                                *.xcodeproj or .git) are indexed too, so helpers declared there
                                resolve, and only the given files are reported on
          --files-from FILE     Lint the paths listed in FILE, one a line (- reads the list from stdin),
                                besides the paths given; may be given more than once
          --changed-since REV   Lint the Swift files git reports changed since REV, and untracked ones
          --stdin-path PATH     Lint source read from stdin as if it were the file PATH (editors)
          --timing              Print where the time went, per phase, on stderr
          --jobs N              Use at most N threads (default: one per core); output is the same
          --list-rules          List the rules with their severity and summary
          --format NAME         Report format (see FORMATS; default: text)
          --output FILE         Write the report to FILE instead of stdout (the summary still
                                goes to stderr)
          --config FILE         Use this configuration for every file; by default each file's
                                nearest .bgtask-lint.json, up to the project root, is used
          --print-config        Print the configuration in effect (as JSON) for one path (default:
                                the current folder), --enable and --disable included, and exit
          --statistics          Print the number of findings per rule on stderr
          --baseline FILE       Report only findings not recorded in the baseline FILE
          --write-baseline FILE Record today's findings in FILE instead of reporting them
          --touch FILE          Write an empty FILE when the run passes (exit 0) and remove it
                                otherwise: a stamp for build systems (the SwiftPM build plugin)
          --version             Print the version
          -h, --help            Print this help

        FORMATS:
        \(formatHelp)

        EXIT STATUS:
          0  no failing findings
          1  failing findings: errors, or any finding with --strict
          2  usage errors, missing or unreadable paths, files that are not UTF-8 text
        """

    public init() {}

    public static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            // `--enable=a,b` and `--enable a,b` mean the same.
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else { throw UsageError(description: "\(name) needs a value") }
                return next
            }
            // A flag given a value (`--strict=false`) must not silently mean the flag itself.
            let flags: Set<String> = ["--strict", "--quiet", "--list-rules", "--version", "--help", "--no-project-index",
                                      "--print-config", "--statistics", "--timing"]
            if inlineValue != nil, flags.contains(name) {
                throw UsageError(description: "\(name) does not take a value")
            }
            switch name {
            case "--strict": options.strict = true
            case "--quiet", "-q": options.quiet = true
            case "--list-rules": options.listRules = true
            case "--no-project-index": options.projectIndex = false
            case "--timing": options.timing = true
            case "--jobs":
                let text = try value()
                guard let count = Int(text), count >= 1 else {
                    throw UsageError(description: "--jobs needs a whole number of at least 1, not '\(text)'")
                }
                options.jobs = count
            case "--files-from":
                let list = try value()
                // Standard input ends after one reading: a second list from it would be empty.
                if list == "-", options.filesFrom.contains("-") {
                    throw UsageError(description: "--files-from - reads standard input, which can be read only once")
                }
                options.filesFrom.append(list)
            case "--changed-since": options.changedSince = try value()
            case "--stdin-path":
                let path = try value()
                // Findings would name no file (`:5:35: error: …`).
                guard !path.isEmpty else { throw UsageError(description: "--stdin-path needs the path of the file stdin stands for") }
                options.stdinPath = path
            case "--format": options.format = try reportFormat(try value())
            case "--output": options.outputPath = try value()
            case "--touch": options.touch = try value()
            case "--config": options.configPath = try value()
            case "--print-config": options.printConfig = true
            case "--statistics": options.statistics = true
            case "--baseline": options.baselinePath = try value()
            case "--write-baseline": options.writeBaselinePath = try value()
            case "--version": options.showVersion = true
            case "--help", "-h": options.showHelp = true
            case "--enable": options.enabled = (options.enabled ?? []).union(try ruleList(try value(), for: name))
            case "--disable": options.disabled.formUnion(try ruleList(try value(), for: name))
            case "--":
                options.paths.append(contentsOf: remaining)
                remaining = []
            // The subcommand, first or after options (`alias bl='bgtask-lint --strict'`, then
            // `bl explain RULE`): the options change nothing it prints. A folder named `explain`
            // is `./explain`.
            case "explain" where options.paths.isEmpty:
                guard remaining.count == 1 else { throw UsageError(description: "explain needs exactly one rule id") }
                options.explainRule = remaining.popFirst()
            default:
                if argument.hasPrefix("-"), argument != "-" {
                    throw UsageError(description: "unknown option '\(argument)'")
                }
                options.paths.append(argument)
            }
        }
        options.pathsGiven = !options.paths.isEmpty
        if options.paths.isEmpty { options.paths = ["."] }
        if options.stdinPath != nil, options.pathsGiven || !options.filesFrom.isEmpty || options.changedSince != nil {
            throw UsageError(description: "--stdin-path lints stdin alone; it takes no paths, --files-from or --changed-since")
        }
        // One configuration is printed: that of one file or folder (several would be several
        // JSON documents, which no reader takes as one).
        if options.printConfig, options.paths.count > 1 || !options.filesFrom.isEmpty || options.changedSince != nil {
            throw UsageError(description: "--print-config prints the configuration of one path; "
                + "it takes at most one path, and no --files-from or --changed-since")
        }
        return options
    }

    /// A comma-separated list of rule ids; an unknown id is an error, never silently ignored.
    private static func ruleList(_ text: String, for option: String) throws(UsageError) -> Set<String> {
        let ids = text.split(separator: ",").map { String($0.trimmingBlanks) }.filter { !$0.isEmpty }
        guard !ids.isEmpty else { throw UsageError(description: "\(option) needs at least one rule id") }
        for id in ids where RuleRegistry.rule(id: id) == nil {
            throw UsageError(description: "unknown rule '\(id)' in \(option) (see --list-rules)")
        }
        return Set(ids)
    }

    /// The rules this run uses, in registry order.
    public var selectedRules: [any Rule.Type] {
        RuleRegistry.all.filter { rule in
            let id = rule.metadata.id
            return (enabled?.contains(id) ?? true) && !disabled.contains(id)
        }
    }
}
