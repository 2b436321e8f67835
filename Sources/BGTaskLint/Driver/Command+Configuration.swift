#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The parts of a run that configuration, baselines and `explain` add to the command, kept
/// beside `Command.swift` so the core run reads as before.
extension Command {
    /// `bgtask-lint explain RULE`: the rule's section of `rules.md`.
    func explain(_ id: String) -> ExitCode {
        guard let rule = RuleRegistry.rule(id: id) else {
            writeError("bgtask-lint: error: unknown rule '\(id)' (see --list-rules)\n")
            return .failure
        }
        writeOutput(RulesMarkdown.section(for: rule.metadata))
        return .clean
    }

    /// `--print-config`: the configuration in effect for the path (or `--config FILE`), with the
    /// command line's `--enable` and `--disable` applied.
    func printConfiguration(_ options: CommandLineOptions) -> ExitCode {
        do throws(ConfigurationError) {
            let loader = ConfigurationLoader()
            let configuration = if let path = options.configPath {
                try loader.load(path)
            } else {
                try loader.configuration(for: options.stdinPath ?? options.paths.first ?? ".")
            }
            writeOutput(configuration.applying(enabled: options.enabled, disabled: options.disabled).effectiveJSON)
            return .clean
        } catch {
            writeError("bgtask-lint: error: \(error.description)\n")
            return .failure
        }
    }

    /// `--statistics`: findings per rule, most frequent first, on stderr.
    func writeStatistics(_ diagnostics: [Diagnostic]) {
        let counts = Dictionary(diagnostics.map { ($0.ruleID, 1) }, uniquingKeysWith: +)
        let width = String(counts.values.max() ?? 0).count
        for (id, count) in counts.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            let number = String(count)
            writeError(String(repeating: " ", count: width - number.count) + number + "  " + id + "\n")
        }
    }

    /// `--write-baseline FILE`: records the findings instead of reporting them.
    func writeBaseline(_ diagnostics: [Diagnostic], to path: String, quiet: Bool) -> ExitCode {
        do {
            // Through a link to the file it leads to: renaming over the link would replace it.
            try Baseline(diagnostics).write(to: WriteTarget.resolved(path))
        } catch {
            writeError("bgtask-lint: error: \(error.description)\n")
            return .failure
        }
        if !quiet {
            writeError("wrote \(diagnostics.count) finding\(diagnostics.count == 1 ? "" : "s") to the baseline \(TextReporter.sanitize(path))\n")
        }
        return .clean
    }

    /// `--baseline FILE`: the findings the baseline does not know, and the summary's words about
    /// the rest; nil (after reporting why) when the baseline cannot be read.
    func applyBaseline(_ path: String, to diagnostics: [Diagnostic], checked: [ScannedSource],
                       ranRules: Set<String>) -> (new: [Diagnostic], summary: String)? {
        let baseline: Baseline
        do {
            baseline = try Baseline.load(path)
        } catch {
            writeError("bgtask-lint: error: \(error.description)\n")
            return nil
        }
        let outcome = baseline.filter(diagnostics, checkedPaths: checked.map(\.path), ranRules: ranRules)
        let gone = outcome.gone == 1 ? "1 baseline finding gone" : "\(outcome.gone) baseline findings gone"
        return (outcome.new, "; \(outcome.known) known from the baseline, \(gone)")
    }
}

/// Which configuration governs each file of a run: the one given with `--config`, or each
/// file's nearest `.bgtask-lint.json`. Files a configuration excludes are not linted (they
/// stay context, so helpers declared in them still resolve), and each configuration's files
/// are linted with its rules, severities and analysis settings.
struct ConfigurationPlan {
    private let given: Configuration?
    private let loader: ConfigurationLoader
    /// The files `included` last kept, with the configurations governing them. A run asks twice
    /// about the same files: which to read (`included`) and, once read, under which configuration
    /// to lint them. The second pass cost as much as the first (a folder and a hash of its path
    /// per run of files: 7 M instructions on the four apps; 5 M saved net of comparing the
    /// paths), on one core while the other waited.
    private let lastIncluded = IncludedFiles()

    private final class IncludedFiles {
        var paths: [String] = []
        var governing: (configurations: [Configuration], ofPath: [Int])?
    }

    /// Loads `--config FILE` when given; an unreadable or invalid file is an error of the run.
    /// `walkedFolders`: what discovery saw of the folders it listed.
    init(_ options: CommandLineOptions, walkedFolders: [String: FolderMarkers] = [:]) throws(ConfigurationError) {
        given = try options.configPath.map { path throws(ConfigurationError) in try Configuration.load(path) }
        loader = ConfigurationLoader(walkedFolders: walkedFolders)
    }

    /// The configuration of one source file.
    func configuration(for path: String) throws(ConfigurationError) -> Configuration {
        if let given { return given }
        return try loader.configuration(forFile: path)
    }

    /// The paths their configuration includes.
    func included(_ paths: [String]) throws(ConfigurationError) -> [String] {
        let governing = try self.governing(paths)
        // Asked once per configuration, not per file: each file's look at its configuration
        // copied the struct (eight arrays and strings retained and released, 5,500 times).
        let includesAll = governing.configurations.map(\.includesEverything)
        // Files named through a link are resolved folder by folder, once for the run.
        var canonicalPaths = CanonicalPaths()
        let kept = paths.indices.filter { index in
            let configuration = governing.ofPath[index]
            return includesAll[configuration]
                || governing.configurations[configuration].includes(paths[index], resolving: &canonicalPaths)
        }
        let keptPaths = kept.map { paths[$0] }
        (lastIncluded.paths, lastIncluded.governing) = (keptPaths, (governing.configurations, kept.map { governing.ofPath[$0] }))
        return keptPaths
    }

    /// The configurations governing `paths`, each once, and for each path the index of its own.
    /// A file's configuration depends on its folder alone and paths come folder by folder, so
    /// it is looked up once per run of paths sharing a folder: per file, that lookup and the
    /// copy of the configuration cost more than the prefilter of a typical file.
    private func governing(_ paths: [String]) throws(ConfigurationError) -> (configurations: [Configuration], ofPath: [Int]) {
        // The files read are the files included, unless one could not be read or stdin joined
        // them: then they are looked up afresh. Equal paths are mostly the same Strings, which
        // compare without reading their bytes.
        if let known = lastIncluded.governing, lastIncluded.paths == paths { return known }
        var configurations: [Configuration] = []
        var byFile: [String: Int] = [:]
        var ofPath: [Int] = []
        ofPath.reserveCapacity(paths.count)
        var folder: [UInt8]? // of the previous path
        for var path in paths {
            // The folder part, up to its last `/` (nothing for a bare name, "/" at the root).
            let sameFolder = path.withUTF8 { bytes in
                let end = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
                if let folder, folder.count == end,
                   end == 0 || folder.withUnsafeBytes({ memcmp($0.baseAddress!, bytes.baseAddress!, end) }) == 0 {
                    return true
                }
                folder = Array(bytes[..<end])
                return false
            }
            if sameFolder, let last = ofPath.last {
                ofPath.append(last)
                continue
            }
            let configuration = try configuration(for: path)
            let key = configuration.path ?? ""
            if let known = byFile[key] {
                ofPath.append(known)
            } else {
                byFile[key] = configurations.count
                ofPath.append(configurations.count)
                configurations.append(configuration)
            }
        }
        return (configurations, ofPath)
    }

    /// Lints `sources` (reported on) with `context` (indexed only), each source under its own
    /// configuration; also says which rules ran for some file.
    func lint(_ sources: [ScannedSource], context: [ScannedSource], options: CommandLineOptions,
              timer: PhaseTimer? = nil,
              keepingIndexUntilExit: Bool = false)
        throws(ConfigurationError) -> (diagnostics: [Diagnostic], ranRules: Set<String>) {
        let governing = try self.governing(sources.map(\.path))
        var files = [Set<Int>](repeating: [], count: governing.configurations.count)
        // Every source passed `included` before it was read (stdin's as it was read).
        for index in sources.indices {
            files[governing.ofPath[index]].insert(index)
        }
        let all = sources + context
        var diagnostics: [Diagnostic] = []
        // In the order of the configurations' paths, as the output was always grouped.
        let order = governing.configurations.indices.filter { !files[$0].isEmpty }
            .sorted { (governing.configurations[$0].path ?? "") < (governing.configurations[$1].path ?? "") }
        // One index of every file for the whole run: each file is read, sketched and parsed at
        // most once, whatever the configurations. Configurations with other analysis settings
        // (`longWorkCalls`, `endingHelpers`) lint through an index sharing its trees, lookups and
        // summaries (each serving the settings that answer alike about the names it read). An
        // index of every file per distinct settings parsed each file once per configuration:
        // 1,024 folders each naming its own long-work call, 33 s and 6.2 GB (and, per
        // configuration, 600 folders 17 s and 1.9 GB before that); summaries per settings
        // summarized a helper they all call once per configuration (1,024 folders: 10 s).
        let settings = governing.configurations.map(\.analysisSettings)
        var first: ModuleIndex?
        var indexes: [AnalysisSettings: ModuleIndex] = [:]
        var ranRules: Set<String> = []
        for group in order {
            let (configuration, files) = (governing.configurations[group], files[group])
            let rules = configuration.selectedRules(enabled: options.enabled, disabled: options.disabled)
            var linter = Linter(rules: rules, settings: settings[group])
            linter.timer = timer
            let index = indexes[linter.settings] ?? first?.sharingFiles(under: linter.settings)
                ?? linter.index(of: all, otherSettings: order.map { settings[$0] })
            first = first ?? index
            // The first index holds the trees and summaries: left for the exit to reclaim when asked.
            linter.keepsIndexUntilExit = keepingIndexUntilExit && index === first
            indexes[linter.settings] = index
            diagnostics += configuration.applySeverities(to: linter.lint(index: index, reportOn: files))
            ranRules.formUnion(rules.map { $0.metadata.id })
        }
        return (Diagnostic.sortedForOutput(diagnostics), ranRules)
    }
}
