#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files a user names for the tool to write — the report (`--output`), a baseline
/// (`--write-baseline`), the stamp (`--touch`) — checked before the run: the tool never writes
/// over a Swift source (`--output a.swift` lints `.` and would overwrite one of its files), nor
/// creates a Swift source or a configuration for later runs to read, nor writes over a file the
/// run reads (`--baseline b --output b` emptied the baseline) or removes one as its stamp, and
/// never replaces or removes what is not a regular file (a baseline renamed over `/dev/null`, a
/// failing run's `--touch Sources` removing a folder of sources).
///
/// The file judged is the one written: what a link leads to, whatever names it (a link
/// `report.txt` → `keep.swift`, a hard link to a linted source, `./b` for `b`).
enum WriteTarget {
    enum Kind {
        /// Written in place, like a shell redirection: a device (`/dev/stderr`) is fine.
        case report
        /// Renamed over its path: only a regular file may be replaced.
        case baseline
        /// Created empty when the run passes, removed when it fails: only an empty regular file.
        case stamp

        /// What is written, in messages.
        var noun: String {
            switch self {
            case .report: "the report"
            case .baseline: "the baseline"
            case .stamp: "the --touch stamp"
            }
        }

        var option: String {
            switch self {
            case .report: "--output"
            case .baseline: "--write-baseline"
            case .stamp: "--touch"
            }
        }

        /// What the tool refuses to do with a target that is a file the run reads, in messages.
        var refusedUse: String {
            switch self {
            case .report, .baseline: "write \(noun) over it"
            case .stamp: "use it as the --touch stamp, which a failing run removes"
            }
        }
    }

    /// What `options` name to be written, in the order they are checked.
    static func targets(of options: CommandLineOptions) -> [(path: String, kind: Kind)] {
        [(options.outputPath, .report), (options.writeBaselinePath, .baseline), (options.touch, .stamp)]
            .compactMap { path, kind in path.map { ($0, kind) } }
    }

    /// The files besides its sources that a run with `options` reads, each with its option.
    static func inputs(of options: CommandLineOptions) -> [(path: String, option: String)] {
        let lists: [String?] = options.filesFrom.filter { $0 != "-" }
        return ([(options.configPath, "--config"), (options.baselinePath, "--baseline")]
                + lists.map { ($0, "--files-from") } + [(options.stdinPath, "--stdin-path")])
            .compactMap { path, option in path.map { ($0, option) } }
    }

    /// The first target of `options` that must not be written, with why; nil when all may be.
    /// Everything but the linted files, which are known only once found (`refusal(_:linting:)`).
    static func refusal(_ options: CommandLineOptions) -> (path: String, reason: String)? {
        let targets = targets(of: options)
        for (index, (path, kind)) in targets.enumerated() {
            if let refusal = refusal(path, as: kind) { return (path, refusal) }
            // Writing to a device loses nothing: `--files-from /dev/null --output /dev/null` is fine.
            var status = stat()
            if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG { continue }
            for (input, option) in inputs(of: options) where sameFile(path, input) {
                let spelled = input == path ? "" : " (\(input))"
                if kind == .baseline, option == "--baseline" {
                    return (path, "is also the --baseline file\(spelled): refusing to write the baseline over it "
                        + "(--write-baseline alone rewrites a baseline)")
                }
                return (path, "is the \(option) file of this run\(spelled): refusing to write \(kind.noun) over it")
            }
            for (other, otherKind) in targets[..<index] where sameFile(path, other) {
                return (other, "is also the \(kind.option) file: refusing to write \(otherKind.noun) and "
                    + "\(kind.noun) to one file")
            }
        }
        return nil
    }

    /// The first target of `options` that is one of `files` (the files the run lints), with why.
    /// Only a target with something to lose (`guardedIdentity`) costs a `stat` per file.
    static func refusal(_ options: CommandLineOptions,
                        linting files: [String]) -> (path: String, kind: Kind, reason: String)? {
        typealias Guarded = (path: String, kind: Kind, identity: Identity)
        let guarded = targets(of: options).compactMap { path, kind -> Guarded? in
            guardedIdentity(path, as: kind).map { (path, kind, $0) }
        }
        guard !guarded.isEmpty else { return nil }
        for file in files {
            guard let identity = Identity(of: file),
                  let target = guarded.first(where: { $0.identity == identity }) else { continue }
            let spelled = file == target.path ? "" : " (as \(file))"
            return (target.path, target.kind, "is linted in this run\(spelled): refusing to \(target.kind.refusedUse)")
        }
        return nil
    }

    /// The `--touch` stamp of `options` when it is one of `files`, the project's other sources
    /// the run indexes as context, with why: an empty placeholder source, removed by a failing
    /// run. Reports and baselines need no such check: every context file is named `*.swift`,
    /// which they never take (`inputNameRefusal`).
    static func stampRefusal(_ options: CommandLineOptions, context files: [String]) -> (path: String, reason: String)? {
        guard let stamp = options.touch, let identity = guardedIdentity(stamp, as: .stamp) else { return nil }
        guard let file = files.first(where: { Identity(of: $0) == identity }) else { return nil }
        let spelled = file == stamp ? "" : " (as \(file))"
        return (stamp, "is a source of the project indexed in this run\(spelled): refusing to \(Kind.stamp.refusedUse)")
    }

    /// The identity of the target `path` when writing it as `kind` could lose a file the run
    /// reads: a report or baseline over a non-empty regular file, or a stamp, which is always an
    /// empty regular file (`refusal(_:as:)`) and is removed by a failing run — an empty source
    /// (a placeholder a SwiftPM target needs) was deleted that way. Nil when nothing can be lost.
    private static func guardedIdentity(_ path: String, as kind: Kind) -> Identity? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
              kind == .stamp || status.st_size > 0 else { return nil }
        return Identity(status)
    }

    private typealias Identity = FileDiscovery.FileIdentity

    /// Whether `first` and `second` name one file: the same device and inode, or, where neither
    /// exists yet, the same path once made absolute (`new.txt`, `./new.txt`).
    static func sameFile(_ first: String, _ second: String) -> Bool {
        switch (Identity(of: first), Identity(of: second)) {
        case (let first?, let second?): first == second
        case (nil, nil): ProjectContext.canonical(first) == ProjectContext.canonical(second)
        default: false
        }
    }

    /// Why `path` must not be written as `kind`, or nil when it may be (including when it does
    /// not exist yet, or cannot be looked at: then the write itself says why it fails).
    static func refusal(_ path: String, as kind: Kind) -> String? {
        if kind != .stamp, let refusal = inputNameRefusal(path, as: kind) { return refusal }
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        var type = status.st_mode & S_IFMT
        // A link is judged by what it leads to (a report or baseline is written there: see
        // `resolved`), except a stamp, which is removed as it is named.
        var destination: String?
        if type == S_IFLNK, kind != .stamp, stat(path, &status) == 0 {
            type = status.st_mode & S_IFMT
            destination = ProjectContext.canonical(path)
        }
        let holdsText = type == S_IFREG && status.st_size > 0
        switch kind {
        case .report, .baseline:
            // A folder or a missing folder fails the report's write, with the system's reason.
            if kind == .baseline, type != S_IFREG {
                return "is not a regular file: refusing to replace it with a baseline"
            }
            guard holdsText, let destination else { break }
            if destination.hasSuffix(".swift") {
                return "leads to the Swift source \(destination): refusing to write \(kind.noun) over it"
            }
            if Self.isConfigurationName(destination) {
                return "leads to the bgtask-lint configuration \(destination): refusing to write \(kind.noun) over it"
            }
        case .stamp:
            guard type == S_IFREG, status.st_size == 0 else {
                return "is not an empty regular file: refusing to replace or remove it "
                    + "(a --touch stamp is always empty)"
            }
        }
        return nil
    }

    /// Why a report or baseline must not take the name `path`, whether or not a file has it
    /// yet: a `.swift` file is linted by the next run over its folder (`--output Report.swift`
    /// became a source), and a `.bgtask-lint.json` configures it (`--output .bgtask-lint.json`
    /// made every later run fail as "not valid JSON"). Neither is ever a report.
    private static func inputNameRefusal(_ path: String, as kind: Kind) -> String? {
        if path.hasSuffix(".swift") {
            return isNonEmpty(path) ? "is a Swift source: refusing to write \(kind.noun) over it"
                : "is named as a Swift source, which later runs would lint: refusing to write \(kind.noun) to it"
        }
        if isConfigurationName(path) {
            return isNonEmpty(path) ? "is a bgtask-lint configuration: refusing to write \(kind.noun) over it"
                : "is named as a bgtask-lint configuration, which later runs would read: "
                    + "refusing to write \(kind.noun) to it"
        }
        return nil
    }

    /// Whether the last component of `path` is `.bgtask-lint.json`.
    private static func isConfigurationName(_ path: String) -> Bool {
        path.split(separator: "/").last == Substring(Configuration.fileName)
    }

    /// Whether `path` leads to a non-empty file: only then is there something to write "over".
    private static func isNonEmpty(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_size > 0
    }

    /// Where a file replaced by renaming must be written so that `path` still leads to it: the
    /// file a symbolic link leads to, or `path` itself.
    static func resolved(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
        return ProjectContext.canonical(path)
    }
}
