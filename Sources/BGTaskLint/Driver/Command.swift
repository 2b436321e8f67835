/// The `bgtask-lint` command: parse, discover, read, lint, print, and the exit code.
public struct Command {
    public static let version = "0.1.0"

    /// Where output goes and input comes from; the executable passes the process's streams.
    public var writeOutput: (String) -> Void
    public private(set) var writeError: (String) -> Void
    public var readStandardInput: () -> Result<[UInt8], SourceReader.Failure>
    /// Colour the text report; the executable sets it from `Command.colorWanted`.
    public var useColor = false
    /// Leave what a run built for the process's exit to reclaim (`Linter.keepsIndexUntilExit`);
    /// the executable sets it, a caller running the command more than once must not.
    public var keepsMemoryUntilExit = false

    /// Every message on stderr is escaped on its way out (`OutputEscaping`): errors quote what
    /// the tool was given — a configuration's keys and values, a revision, an option, a path —
    /// and none of it may drive the terminal or flood it.
    public init(writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void,
                readStandardInput: @escaping () -> Result<[UInt8], SourceReader.Failure> = { .success([]) }) {
        self.writeOutput = writeOutput
        self.writeError = { writeError(OutputEscaping.escapeControls(keepingLineBreaks: Self.oneLineMessage($0))) }
        self.readStandardInput = readStandardInput
    }

    /// A message of the tool's own (`bgtask-lint: error: …`) is one line: a line break inside it,
    /// from a value quoted out of a configuration or the command line, is escaped like any other
    /// control character, so that no value can print a line of its own.
    private static func oneLineMessage(_ text: String) -> String {
        guard text.hasPrefix("bgtask-lint: ") else { return text }
        let endsLine = text.hasSuffix("\n")
        // Its last Character is a line feed alone (a control stands alone but after a carriage
        // return), so one byte: `dropLast()` on the String cost 5,000 instructions.
        let body = endsLine ? Substring(text.utf8.dropLast()) : Substring(text)
        // Bytes first: a message with no line feed byte has no line feed Character either, and
        // `contains("\n")` on a String (a substring search) cost 29,000 instructions a message.
        guard body.utf8.contains(UInt8(ascii: "\n")), body.contains(where: { $0 == "\n" }) else { return text }
        let escaped = body.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\u{a}")
        return escaped + (endsLine ? "\n" : "")
    }

    public enum ExitCode: Int32 {
        case clean = 0, findings = 1, failure = 2
    }

    public func run(_ arguments: [String]) -> ExitCode {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch {
            writeError("bgtask-lint: error: \(error.description)\n")
            writeError(CommandLineOptions.usage + "\n")
            return .failure
        }
        if options.showHelp {
            writeOutput(CommandLineOptions.usage + "\n")
            return .clean
        }
        if options.showVersion {
            writeOutput("bgtask-lint \(Command.version)\n")
            return .clean
        }
        if options.listRules {
            for rule in RuleRegistry.all {
                let metadata = rule.metadata
                writeOutput("\(metadata.id) (\(metadata.severity.rawValue)): \(metadata.summary)\n")
            }
            return .clean
        }
        if let rule = options.explainRule { return explain(rule) }
        if options.printConfig { return printConfiguration(options) }
        // Checked before any work: a run whose output would land on a source or a file it
        // reads, or replace a device or a folder, does nothing.
        if let (path, refusal) = WriteTarget.refusal(options) {
            writeError("bgtask-lint: error: \(TextReporter.sanitize(path)): \(refusal)\n")
            return .failure
        }
        // Set when the stamp turns out to be a file the run reads: then it is left as it is.
        var stampRefused = false
        let status = FolderMarkers.listingOnce { lint(options, stampRefused: &stampRefused) }
        if let stamp = options.touch, !stampRefused, let failure = Stamp.update(stamp, passed: status == .clean) {
            writeError("bgtask-lint: error: \(TextReporter.sanitize(stamp)): \(failure)\n")
            return .failure
        }
        return status
    }

    private func lint(_ options: CommandLineOptions, stampRefused: inout Bool) -> ExitCode {
        ParallelMap.workers = options.jobs
        let timer = options.timing ? PhaseTimer() : nil
        defer { if let timer { writeError(timer.report) } }
        let selection = timer.measure("discover") { InputSelection.select(options, readStandardInput: readStandardInput) }
        // The rest of `WriteTarget`'s check, now that the files to lint are known.
        if let (path, kind, refusal) = WriteTarget.refusal(options, linting: selection.files) {
            writeError("bgtask-lint: error: \(TextReporter.sanitize(path)): \(refusal)\n")
            stampRefused = kind == .stamp
            return .failure
        }
        var hadFailure = !selection.errors.isEmpty
        for (path, reason) in selection.errors {
            writeError("bgtask-lint: error: \(TextReporter.sanitize(path)): \(reason)\n")
        }
        for (path, reason) in selection.warnings {
            writeError("bgtask-lint: warning: \(TextReporter.sanitize(path)): \(reason)\n")
        }
        // Reading starts now, beside the project walk and the configuration lookup.
        let readAhead = ReadAhead(selection.files)
        // A list of files: the projects around them are walked first, so that the configuration
        // lookup reads the markers of the folders walked instead of listing them again.
        // A list whose every path is a file discovery kept is the files themselves (each the
        // same String: compared at once); others' paths are looked for among the files, a few
        // one by one: hashing thousands of files into a set for a folder or two
        // (`bgtask-lint .`) cost a millisecond beside the reads.
        let anchorsAreFiles = selection.anchors == selection.files
        let manyAnchors = !anchorsAreFiles && selection.anchors.count >= FileDiscovery.manyPaths
        let knownFiles = manyAnchors ? Set(selection.files.map(PathKey.init)) : []
        let isKnownFile = { (anchor: String) in
            manyAnchors ? knownFiles.contains(PathKey(anchor)) : selection.files.contains { $0.hasSameBytes(as: anchor) }
        }
        let earlyWalk = options.projectIndex && selection.standardInputSource == nil && !selection.anchors.isEmpty
            && (anchorsAreFiles || selection.anchors.allSatisfy(isKnownFile))
            ? timer.measure("project context") {
                ProjectWalk(around: selection.anchors, knownFiles: knownFiles, allFiles: anchorsAreFiles,
                            omittingListedFiles: true)
            } : nil
        let walkedFolders = selection.folderMarkers.merging(earlyWalk?.folderMarkers ?? [:]) { first, _ in first }
        // A configuration that cannot be read ends the run: a typo must never pass for "no rules".
        let plan: ConfigurationPlan
        let linted: [String]
        // A buffer from stdin that its configuration excludes is context, like the file on disk
        // it stands for: not checked, not counted as checked.
        var standardInputExcluded = false
        do {
            plan = try ConfigurationPlan(options, walkedFolders: walkedFolders)
            linted = try timer.measure("configuration") {
                Result { () throws(ConfigurationError) in try plan.included(selection.files) }
            }.get()
            if let source = selection.standardInputSource {
                standardInputExcluded = try plan.included([source.path]).isEmpty
            }
        } catch {
            writeError("bgtask-lint: error: \(error.description)\n")
            return .failure
        }
        // Read, checked and sketched in one visit per file; only files the rules analyse stay in memory.
        let reads = timer.measure("read+prefilter") { readAhead.reads(of: linted) }
        let standardInput = selection.standardInputSource.map { ScannedSource($0) }
        var sources: [ScannedSource] = standardInputExcluded ? [] : standardInput.map { [$0] } ?? []
        sources.reserveCapacity(reads.count + sources.count)
        var unreadable = selection.unreadableFiles
        for (path, result) in reads {
            switch result {
            case .success(let source):
                if source.nulBytes > 0 {
                    writeError("bgtask-lint: warning: \(TextReporter.sanitize(path)): \(SourceReader.describe(nulBytes: source.nulBytes))\n")
                }
                sources.append(source)
            case .failure(let failure):
                hadFailure = true
                unreadable += 1
                writeError("bgtask-lint: error: \(TextReporter.sanitize(path)): \(failure.description)\n")
            }
        }
        // The rest of the project is context: read quietly (a file the user did not name that
        // cannot be read is no error of this run), indexed, never reported on.
        // The file an editor sends on stdin replaces its copy on disk in the index.
        let given = linted + (selection.standardInputSource.map { [$0.path] } ?? [])
        let context = timer.measure("project context") {
            let givenLinks = selection.standardInputSource == nil ? selection.links : nil
            return earlyWalk.map {
                $0.contextFiles(given: given, givenLinks: givenLinks, everyListedFileGiven: linted.count == selection.files.count)
            }
                ?? (options.projectIndex
                    ? ProjectContext.contextFiles(around: selection.anchors, given: given, givenLinks: givenLinks,
                                                  givenAllDiscovered: linted.count == selection.files.count) : [])
        }
        if let (path, refusal) = WriteTarget.stampRefusal(options, context: context) {
            writeError("bgtask-lint: error: \(TextReporter.sanitize(path)): \(refusal)\n")
            stampRefused = true
            return .failure
        }
        let contextSources = timer.measure("project context") {
            let read = ParallelMap.map(context) { try? SourceReader.scan($0).get() }.compactMap { $0 }
            return standardInputExcluded ? read + (standardInput.map { [$0] } ?? []) : read
        }
        var diagnostics: [Diagnostic]
        let ranRules: Set<String>
        do {
            (diagnostics, ranRules) = try plan.lint(sources, context: contextSources, options: options, timer: timer,
                                                    keepingIndexUntilExit: keepsMemoryUntilExit)
        } catch {
            writeError("bgtask-lint: error: \(error.description)\n")
            return .failure
        }
        if let path = options.writeBaselinePath {
            let status = writeBaseline(diagnostics, to: path, quiet: options.quiet)
            return hadFailure ? .failure : status
        }
        var baselineSummary = ""
        if let path = options.baselinePath {
            guard let applied = applyBaseline(path, to: diagnostics, checked: sources, ranRules: ranRules) else {
                return .failure
            }
            (diagnostics, baselineSummary) = applied
        }
        if !timer.measure("report", { writeReport(diagnostics, options: options, filesChecked: sources.count) }) {
            hadFailure = true
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        if !options.quiet {
            let files = Diagnostic.fileCount(diagnostics)
            writeError("\(plural(errors, "error")), \(plural(warnings, "warning")) in \(plural(files, "file")); "
                + "\(plural(sources.count, "file")) checked\(baselineSummary)"
                // Files named that could not be read (each reported above) are not "checked":
                // a summary silent about them read as a clean run of fewer files.
                + (unreadable > 0 ? "; \(plural(unreadable, "file")) could not be read" : "") + "\n")
        }
        if options.statistics { writeStatistics(diagnostics) }
        if hadFailure { return .failure }
        return errors > 0 || (options.strict && warnings > 0) ? .findings : .clean
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
