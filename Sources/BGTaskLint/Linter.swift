import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The only pipeline: source files in, sorted diagnostics out.
///
/// Files are parsed in parallel, indexed together (so helpers resolve across files), then
/// checked in parallel. Output order never depends on scheduling.
public struct Linter: Sendable {
    public var rules: [any Rule.Type]
    /// What a configuration adds to the analyzer's knowledge (ending helpers, long-work calls).
    public var settings: AnalysisSettings
    /// Parse every file and consult every file for every lookup: the reference the lazy index
    /// is tested against (same findings, more work).
    public var exhaustive: Bool
    /// Receives phase times when `--timing` asks for them.
    public var timer: PhaseTimer?
    /// Leave the index (every tree and table) for the process's exit to reclaim: a one-shot
    /// command would otherwise spend a few percent of its run freeing memory just before it
    /// exits, as clang's `-disable-free` avoids. Off for anything that lints more than once.
    public var keepsIndexUntilExit = false

    public init(rules: [any Rule.Type] = RuleRegistry.all, settings: AnalysisSettings = AnalysisSettings(),
                exhaustive: Bool = false) {
        self.rules = rules
        self.settings = settings
        self.exhaustive = exhaustive
    }

    /// Lints `files`, reporting only on those whose index is in `reportOn` (all when nil): the
    /// others are context, indexed so that helpers declared in them resolve.
    public func lint(_ files: [SourceFile], reportOn: Set<Int>? = nil) -> [Diagnostic] {
        lint(sources: timer.measure("prefilter") { ParallelMap.map(files) { ScannedSource($0) } }, reportOn: reportOn)
    }

    /// Lints files already read and sketched (the command's path: most hold no bytes).
    public func lint(sources: [ScannedSource], reportOn: Set<Int>? = nil) -> [Diagnostic] {
        lint(index: index(of: sources), reportOn: reportOn)
    }

    /// The module index of `sources` under this linter's settings: what `lint(index:reportOn:)`
    /// runs the rules on. Linters with equal settings may share one; a linter with other
    /// settings lints the same files with `index.sharingFiles(under:)`, and shares the most
    /// when those settings are among `otherSettings`.
    public func index(of sources: [ScannedSource], otherSettings: [AnalysisSettings] = []) -> ModuleIndex {
        timer.measure("index") {
            ModuleIndex(sources: sources, settings: settings, exhaustive: exhaustive, timer: timer,
                        otherSettings: otherSettings)
        }
    }

    /// Runs the rules on the files of `index` whose number is in `reportOn` (all when nil).
    public func lint(index: ModuleIndex, reportOn: Set<Int>? = nil) -> [Diagnostic] {
        let rules = self.rules
        let ranRules = Set(rules.map { $0.metadata.id })
        // Findings are anchored at API calls, directives and task globals: other files are
        // context, parsed only if a lookup needs them.
        let toAnalyse = index.filesToAnalyse
        // The smaller set is walked: a run with a configuration per folder lints each folder's
        // few files against a module of thousands.
        let targets = if let reportOn, reportOn.count < toAnalyse.count {
            reportOn.filter { toAnalyse.contains($0) }.sorted()
        } else {
            toAnalyse.filter { reportOn?.contains($0) ?? true }.sorted()
        }
        let perFile = timer.measure("analyse") { ParallelMap.map(targets) { fileIndex -> [Diagnostic] in
            let context = RuleContext(index: index, file: fileIndex)
            let found = rules.flatMap { $0.init().check(context) }
            // Suppressions apply after the rules, per file, so their own misuse can be reported.
            return SuppressionFilter(tree: index.tree(fileIndex), ranRules: ranRules).apply(to: found)
        } }
        if keepsIndexUntilExit { KeptUntilExit.keep(index) }
        return Diagnostic.sortedForOutput(perFile.flatMap { $0 })
    }
}

/// Objects a one-shot process never frees (see `Linter.keepsIndexUntilExit`). Held in a static
/// list rather than leaked with `Unmanaged.passRetained`: still reachable at exit, they are not
/// reported by LeakSanitizer, which the AddressSanitizer smoke runs.
private enum KeptUntilExit {
    private static let lock = Lock()
    nonisolated(unsafe) private static var kept: [AnyObject] = []

    static func keep(_ object: AnyObject) {
        lock.withLock { kept.append(object) }
    }
}

extension Optional where Wrapped == PhaseTimer {
    /// Measures when there is a timer; otherwise just runs the work.
    func measure<Result>(_ phase: String, _ work: () throws -> Result) rethrows -> Result {
        guard let timer = self else { return try work() }
        return try timer.measure(phase, work)
    }
}
