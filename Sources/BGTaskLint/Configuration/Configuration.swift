#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A project's `.bgtask-lint.json`: which rules run and how severe they are, which files are
/// linted, and what the analyzer should know about the project's own helpers. Parsed strictly,
/// so that a typo is an error and never silently turns checking off.
public struct Configuration: Equatable, Sendable {
    public static let fileName = ".bgtask-lint.json"
    public static let supportedVersion = 1

    /// Where it was read from (nil for the defaults); shown in errors.
    public var path: String?
    /// The folder globs are relative to: the configuration file's folder.
    public var folder: String {
        didSet {
            absoluteFolder = AbsolutePath(ProjectContext.canonical(folder))
            route = WorkingDirectoryRoute(to: absoluteFolder)
        }
    }
    /// `folder` made absolute, its links resolved, once, for `includes`, which takes every file
    /// relative to it.
    private var absoluteFolder: AbsolutePath
    /// How `folder` lies from the working directory: the paths of a run are mostly relative to
    /// that, and then relative to `folder` by a prefix added or removed.
    private var route: WorkingDirectoryRoute
    /// A level per rule id, for rules the file names.
    public var levels: [String: RuleLevel] = [:]
    /// When set, only these rules run.
    public var only: [String]?
    public var include: [Glob] {
        didSet { includeIndex = GlobIndex(include) }
    }
    public var exclude: [Glob] = [] {
        didSet { excludeIndex = GlobIndex(exclude) }
    }
    /// The patterns filed by what a path must begin with, for `includes`, which asks for every
    /// file of a run.
    private var includeIndex: GlobIndex
    private var excludeIndex = GlobIndex([])
    public var longWorkCalls: [String] = []
    public var endingHelpers: [String] = []

    /// What a rule is set to: not run, or run with this severity.
    public enum RuleLevel: String, Sendable, CaseIterable {
        case off, warning, error
    }

    /// The defaults: every rule at its own severity, every file.
    public init(folder: String = ".") {
        self.init(folder: folder, resolvedFolder: ProjectContext.canonical(folder))
    }

    /// The defaults for `folder`, whose absolute path with links resolved the caller has:
    /// `ConfigurationLoader` resolved it step by step while looking for the file, where
    /// `realpath` reads every component again (a chain of n folders each with its own file
    /// cost n³: 1,000 of them, 19 s).
    init(folder: String, resolvedFolder: String) {
        absoluteFolder = AbsolutePath(resolvedFolder)
        route = WorkingDirectoryRoute(to: absoluteFolder)
        self.folder = folder
        // "**" is a valid pattern; the force is safe.
        include = [try! Glob("**")]
        includeIndex = GlobIndex(include)
    }

    /// Reads and validates the file at `path`.
    public static func load(_ path: String) throws(ConfigurationError) -> Configuration {
        try load(path, resolvedFolder: nil)
    }

    /// `resolvedFolder`: the file's folder, absolute with its links resolved, when known.
    static func load(_ path: String, resolvedFolder: String?) throws(ConfigurationError) -> Configuration {
        let data: Data
        switch SettingsFile.read(path) {
        case .success(let bytes): data = Data(bytes)
        case .failure(let unreadable): throw ConfigurationError(path: path, keyPath: nil, reason: unreadable.description)
        }
        let folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        return try ConfigurationParser.parse(data, path: path, folder: folder, resolvedFolder: resolvedFolder)
    }

    // MARK: - Applying it

    /// The rules a run uses for files under this configuration, in registry order. Rule ids on
    /// the command line win: `--enable` names exactly the rules to run (even ones set `off`
    /// here), and `--disable` always turns a rule off.
    public func selectedRules(enabled: Set<String>?, disabled: Set<String>) -> [any Rule.Type] {
        RuleRegistry.all.filter { rule in
            let id = rule.metadata.id
            if disabled.contains(id) { return false }
            if let enabled { return enabled.contains(id) }
            return level(of: rule.metadata) != .off
        }
    }

    /// The level a rule runs at: set `off` when `only` leaves it out, its own severity unless
    /// `rules` says otherwise.
    public func level(of metadata: RuleMetadata) -> RuleLevel {
        if let only, !only.contains(metadata.id) { return .off }
        return levels[metadata.id] ?? (metadata.severity == .error ? .error : .warning)
    }

    /// Findings with the severities this configuration gives their rules.
    public func applySeverities(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            var changed = diagnostic
            switch levels[diagnostic.ruleID] {
            case .warning: changed.severity = .warning
            case .error: changed.severity = .error
            case .off, nil: break
            }
            return changed
        }
    }

    /// Whether every file is linted (the default: everything included, nothing excluded).
    var includesEverything: Bool { exclude.isEmpty && include.contains(where: { $0.matchesEverything }) }

    /// Whether a file is linted: it matches an `include` pattern and no `exclude` pattern, both
    /// taken relative to the configuration's folder.
    public func includes(_ file: String) -> Bool {
        var canonicalPaths = CanonicalPaths()
        return includes(file, resolving: &canonicalPaths)
    }

    /// `includes`, a file named through a link resolved from its folder's resolution in
    /// `canonicalPaths`, which a run shares across its files (see `relativePathBySteps`).
    func includes(_ file: String, resolving canonicalPaths: inout CanonicalPaths) -> Bool {
        // The default (everything, nothing excluded) needs no path arithmetic.
        if includesEverything { return true }
        // Cut once: a configuration may list dozens of patterns (or thousands: `GlobIndex`).
        let path = Glob.Path(relativePath(of: file, resolving: &canonicalPaths))
        return includeIndex.matchesAny(path) && !excludeIndex.matchesAny(path)
    }

    /// `file` relative to `folder`, as patterns match it. A plain path relative to the working
    /// directory takes the route's prefix (`relativePathBySteps` gives the same: a test holds
    /// them together); making it absolute and comparing components cost 14,000 instructions a
    /// file, a quarter of a run over the four apps with one `exclude` pattern.
    func relativePath(of file: String) -> String {
        var canonicalPaths = CanonicalPaths()
        return relativePath(of: file, resolving: &canonicalPaths)
    }

    func relativePath(of file: String, resolving canonicalPaths: inout CanonicalPaths) -> String {
        route.relativePath(of: file) ?? relativePathBySteps(of: file, resolving: &canonicalPaths)
    }

    func relativePathBySteps(of file: String) -> String {
        var canonicalPaths = CanonicalPaths()
        return relativePathBySteps(of: file, resolving: &canonicalPaths)
    }

    func relativePathBySteps(of file: String, resolving canonicalPaths: inout CanonicalPaths) -> String {
        let relative = Self.relativePath(of: AbsolutePath(file), to: absoluteFolder)
        // A file the configuration governs lies in its folder: one that seems to lie outside was
        // named through a link (`~/work` → `/Volumes/work`, macOS's `/tmp`), so its links are
        // resolved, as the folder's were. Only such a file pays for the resolution: from its
        // folder's, kept in `canonicalPaths` (one `lstat`), not by a `realpath` of each file,
        // which reads every component of its path again (64 files 1,000 folders deep, 4 s).
        guard relative.hasPrefix("../") || relative == ".." else { return relative }
        return Self.relativePath(of: AbsolutePath(canonicalPaths.of(file)), to: absoluteFolder)
    }

    /// The components of `folder` as `includes` takes paths relative to it: absolute, links
    /// resolved. A pattern climbing out of the folder is judged against them (`Glob.climbRefusal`).
    var folderComponents: [Substring] {
        (0..<absoluteFolder.count).map { Substring(String(decoding: absoluteFolder.component($0), as: UTF8.self)) }
    }

    public var analysisSettings: AnalysisSettings {
        AnalysisSettings(longWorkCalls: Set(longWorkCalls), endingHelpers: Set(endingHelpers))
    }

    /// `file` relative to `folder`, with `../` segments when it lies outside: both taken as
    /// absolute paths with `.` and `..` resolved on the text, what standardized file URLs give.
    ///
    /// Worked out on the bytes, not through `URL(fileURLWithPath:)`, which asks the file system
    /// whether each path is a folder and reads the working directory every time: with a single
    /// `exclude` pattern that made a run over the four apps nine times slower (0.25 → 2.3 s).
    static func relativePath(of file: String, to folder: String) -> String {
        relativePath(of: AbsolutePath(file), to: AbsolutePath(folder))
    }

    static func relativePath(of file: AbsolutePath, to folder: AbsolutePath) -> String {
        var common = 0
        while common < min(file.count, folder.count), file.component(common).elementsEqual(folder.component(common)) {
            common += 1
        }
        var result: [UInt8] = []
        for _ in common..<folder.count { result += result.isEmpty ? [0x2E, 0x2E] : [0x2F, 0x2E, 0x2E] }
        for index in common..<file.count {
            if !result.isEmpty { result.append(0x2F) }
            result += file.component(index)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The way from the working directory to a configuration's folder, when one holds the other:
    /// a path relative to the working directory and plain (no `/` first or last, no empty, `.` or
    /// `..` component) is then relative to the folder with `prefix` added (the folder holds the
    /// working directory) or `below` removed (the folder is below it). Any other path, or a
    /// folder beside the working directory, goes the long way.
    struct WorkingDirectoryRoute: Sendable, Equatable {
        private var prefix: [UInt8]?
        private var below: [UInt8]?

        init(to folder: AbsolutePath) {
            let workingDirectory = AbsolutePath(StandardizedPath.workingDirectory)
            func joined(_ path: AbsolutePath, from start: Int) -> [UInt8] {
                (start..<path.count).reduce(into: []) { $0 += path.component($1) + [UInt8(ascii: "/")] }
            }
            if folder.isAncestorOrSelf(of: workingDirectory) {
                prefix = joined(workingDirectory, from: folder.count)
            } else if workingDirectory.isAncestorOrSelf(of: folder) {
                below = joined(folder, from: workingDirectory.count)
            }
        }

        func relativePath(of file: String) -> String? {
            guard prefix != nil || below != nil else { return nil }
            var file = file
            // Where the path starts past any `./` (as a walk of `.` spells its files: no
            // component), and how much of it the route drops; nil when it cannot be taken.
            let cut: (start: Int, dropped: Int)? = file.withUTF8 { bytes in
                var start = 0
                while start + 1 < bytes.count, bytes[start] == UInt8(ascii: "."), bytes[start + 1] == UInt8(ascii: "/") {
                    start += 2
                }
                let path = UnsafeBufferPointer(rebasing: bytes[start...])
                guard Self.isPlainRelative(path) else { return nil }
                guard let below else { return (start, 0) }
                guard path.count > below.count, below.withUnsafeBufferPointer({ path.starts(with: $0) }) else { return nil }
                return (start, below.count)
            }
            guard let cut else { return nil }
            let rest = file.utf8.index(file.utf8.startIndex, offsetBy: cut.start + cut.dropped)
            guard let prefix, !prefix.isEmpty else { return cut.start + cut.dropped == 0 ? file : String(file[rest...]) }
            return String(decoding: prefix + file.utf8[rest...], as: UTF8.self)
        }

        static func isPlainRelative(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
            var componentStart = true, dots = 0, length = 0
            for byte in path {
                if byte == UInt8(ascii: "/") {
                    // An empty component (a `/` first or twice), `.` or `..`.
                    if componentStart || dots == length { return false }
                    componentStart = true
                    dots = 0
                    length = 0
                    continue
                }
                componentStart = false
                length += 1
                if byte == UInt8(ascii: "."), dots == length - 1, length <= 2 { dots += 1 }
            }
            // Not empty, not ending in `/`, and the last component is no `.` or `..`.
            return !componentStart && dots != length
        }
    }

    /// A path made absolute and standardized (`StandardizedPath`), kept as bytes `/c1/c2…`
    /// with where each component starts, for `relativePath` to compare component by component.
    struct AbsolutePath: Sendable, Equatable {
        private let bytes: [UInt8]
        /// Where each component's `/` is in `bytes` (none for the root).
        private let starts: [Int]

        init(_ path: String) {
            let bytes = Array(StandardizedPath.absolute(path).utf8)
            self.bytes = bytes
            starts = bytes.count == 1 ? [] : bytes.indices.filter { bytes[$0] == UInt8(ascii: "/") }
        }

        var count: Int { starts.count }

        /// Whether every component of this path begins `other`.
        func isAncestorOrSelf(of other: AbsolutePath) -> Bool {
            count <= other.count && (0..<count).allSatisfy { component($0).elementsEqual(other.component($0)) }
        }

        /// Component `index`, without its `/`.
        func component(_ index: Int) -> ArraySlice<UInt8> {
            bytes[(starts[index] + 1)..<(index + 1 < starts.count ? starts[index + 1] : bytes.count)]
        }
    }

    // MARK: - Printing it

    /// This configuration with the command line's rule switches applied, as a run uses it
    /// (`--print-config --enable …`): `--enable` names exactly the rules that run, `--disable`
    /// turns rules off, and a rule that runs has the severity its findings get.
    public func applying(enabled: Set<String>?, disabled: Set<String>) -> Configuration {
        guard enabled != nil || !disabled.isEmpty else { return self }
        let selected = Set(selectedRules(enabled: enabled, disabled: disabled).map { $0.metadata.id })
        var applied = self
        for metadata in RuleRegistry.all.map({ $0.metadata }) {
            // As `applySeverities` gives it: the file's level, or the rule's own when the file
            // sets none or sets it `off` (and `--enable` runs it anyway).
            let own: RuleLevel = metadata.severity == .error ? .error : .warning
            let level = levels[metadata.id].flatMap { $0 == .off ? nil : $0 } ?? own
            applied.levels[metadata.id] = selected.contains(metadata.id) ? level : .off
        }
        // Every rule's level is now stated: `only` would say nothing more.
        applied.only = nil
        return applied
    }

    /// The configuration in effect, as a valid configuration file: every rule with its level,
    /// every key with its value or default (`--print-config`).
    public var effectiveJSON: String {
        func list(_ items: [String]) -> String {
            items.isEmpty ? "[]" : "[" + items.map(Self.quoted).joined(separator: ", ") + "]"
        }
        let rules = RuleRegistry.all.map { "    \(Self.quoted($0.metadata.id)): \(Self.quoted(level(of: $0.metadata).rawValue))" }
        var lines = ["{", "  \"version\": \(Self.supportedVersion),", "  \"rules\": {", rules.joined(separator: ",\n"), "  },"]
        if let only { lines.append("  \"only\": \(list(only)),") }
        lines += [
            "  \"include\": \(list(include.map(\.pattern))),",
            "  \"exclude\": \(list(exclude.map(\.pattern))),",
            "  \"longWorkCalls\": \(list(longWorkCalls)),",
            "  \"endingHelpers\": \(list(endingHelpers))",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A JSON string literal, escaped as the JSON report escapes them.
    static func quoted(_ text: String) -> String {
        JSONValue.quoted(text)
    }
}

/// What is wrong with a configuration file, naming the file and the key path
/// (`.bgtask-lint.json: rules.missing-end-in-expiraton-handler: unknown rule id`).
public struct ConfigurationError: Error, Equatable, CustomStringConvertible {
    public var path: String
    /// `rules.some-id`, `include[2]`; nil when the file as a whole is at fault.
    public var keyPath: String?
    public var reason: String

    public var description: String {
        [path, keyPath, reason].compactMap { $0 }.joined(separator: ": ")
    }
}
