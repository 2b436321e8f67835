#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The Swift files git reports changed since a revision, plus untracked ones, relative to the
/// working directory. Only git itself runs: nothing from the linted tree is executed
/// (`GitSafety` says how), and git is stopped if it does not answer in time.
enum GitChanges {
    struct Failure: Error {
        var message: String
    }

    /// Seconds each git command may take. A FIFO where git reads a `.gitignore` or an exclude
    /// file makes `git ls-files` wait forever; a repository git takes longer than this to list
    /// is not one a pre-commit hook or an editor can wait for either.
    static let defaultTimeLimit: Double = 60
    /// Set by the tests only, to see a time limit pass without waiting a minute.
    static let timeLimitVariable = "BGTASK_LINT_GIT_TIME_LIMIT"

    static var timeLimit: Double {
        guard let given = ProcessInfo.processInfo.environment[timeLimitVariable].flatMap(Double.init), given > 0 else {
            return defaultTimeLimit
        }
        return given
    }

    static func swiftFiles(changedSince revision: String) -> Result<[String], Failure> {
        // Git would read a value starting with `-` as an option of its own (`--output=FILE`
        // writes a file): no revision is spelled so.
        guard !revision.hasPrefix("-") else { return .failure(Failure(message: "'\(revision)' is not a revision")) }
        // Outside a repository (or in one git distrusts: another user's checkout in a CI
        // container), `git diff` falls back to comparing files and says "Use --no-index": ask
        // git first whether this is a repository it works in, and pass on its own reason.
        if case .failure(let failure) = git(["rev-parse", "--git-dir"]) { return .failure(failure) }
        let safety = GitSafety(filterKeys: configuredFilterKeys())
        // Only names are wanted: `--no-renames` keeps git from reading the old and new blobs to
        // pair them (in a partial clone that fetched missing ones from the remote); a renamed
        // file is then listed as added under its new name. `--ignore-submodules` keeps git from
        // running in submodules, whose configuration this run has not read.
        let changed = git(["diff", "--no-ext-diff", "--no-textconv", "--no-renames", "--ignore-submodules",
                           "--name-only", "--relative", "--diff-filter=d", "-z", revision, "--"], safety: safety)
        let untracked = git(["ls-files", "--others", "--exclude-standard", "-z"], safety: safety)
        switch (changed, untracked) {
        case (.success(let changed), .success(let untracked)):
            let files = Set(InputSelection.listedPaths(changed) + InputSelection.listedPaths(untracked))
            // What a folder walk skips (hidden folders, `Pods`, `.build`…) is skipped here too:
            // a `pod update` must not put vendored code in front of the linter.
            return .success(files.filter { $0.hasSuffix(".swift") && !isInSkippedFolder($0) }.sorted())
        case (.failure(let failure), _), (_, .failure(let failure)):
            return .failure(failure)
        }
    }

    private static func isInSkippedFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folder in
            let isHidden = folder.hasPrefix(".") && folder != "." && folder != ".."
            return isHidden || FileDiscovery.skippedFolders.contains(String(folder))
        }
    }

    /// The clean and process filters git's configuration defines (`filter.crypt.clean`): `git diff`
    /// runs one on each changed file a `.gitattributes` assigns it to. Reading the configuration
    /// runs nothing.
    private static func configuredFilterKeys() -> [String] {
        let pattern = #"^filter\..*\.(clean|process)$"#
        guard case .success(let listed) = git(["config", "-z", "--name-only", "--get-regexp", pattern]) else {
            return []
        }
        return InputSelection.listedPaths(listed)
    }

    /// Runs git with `safety`'s environment and the time limit.
    private static func git(_ arguments: [String], safety: GitSafety = GitSafety(filterKeys: [])) -> Result<[UInt8], Failure> {
        let command = "git " + arguments.joined(separator: " ")
        switch Subprocess.run(["git"] + arguments, environment: safety.environment(), timeLimit: timeLimit) {
        case .failure(.cannotStart(let reason)):
            return .failure(Failure(message: "cannot run git: \(reason)"))
        case .failure(.timedOut(let seconds)):
            let limit = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
            return .failure(Failure(message: "'\(command)' did not answer within \(limit) s and was stopped"))
        case .success(let run) where run.status != 0:
            let errorText = String(decoding: run.standardError, as: UTF8.self)
            let reason = errorText.split(separator: "\n").first.map(String.init) ?? "git \(arguments[0]) failed"
            return .failure(Failure(message: reason))
        case .success(let run):
            return .success(run.standardOutput)
        }
    }
}

/// What keeps git from running a program named by the repository's configuration (which the
/// linted tree's owner wrote: a cloned repository's `.git/config`, a CI cache) while it lists
/// changed files. Set through git's environment (`GIT_CONFIG_COUNT`, `GIT_CONFIG_KEY_n`,
/// `GIT_CONFIG_VALUE_n`), which outranks every configuration file and takes any key as it is:
/// `git -c filter.a=b.clean=` is split at the first `=` and set `filter.a`, leaving the
/// filter of a driver named `a=b` to run.
struct GitSafety {
    /// `filter.<driver>.clean` and `.process` keys the configuration defines.
    var filterKeys: [String]

    /// Each defined filter is set to nothing (no filter) and not required (a required filter
    /// set to nothing fails the diff: git-lfs marks its filter required).
    var settings: [(key: String, value: String)] {
        var settings: [(key: String, value: String)] = [
            // A monitor is a program git starts (`core.fsmonitor` may name one).
            ("core.fsmonitor", "false"),
            // `git diff` writes the index when it refreshed stat data, and writing the index
            // runs the `post-index-change` hook: no hooks exist under /dev/null.
            ("core.hooksPath", "/dev/null"),
            // No transport: a partial clone's missing object would be fetched, running the
            // remote's `uploadpack` (or `core.sshCommand`, a credential helper…).
            ("protocol.allow", "never"),
        ]
        var drivers: [String] = []
        for key in filterKeys {
            settings.append((key, ""))
            // `filter.<driver>.<name>`: the driver is what lies between the first and last dot.
            guard let first = key.firstIndex(of: "."), let last = key.lastIndex(of: "."), first < last else { continue }
            let driver = String(key[key.index(after: first)..<last])
            if !drivers.contains(driver) { drivers.append(driver) }
        }
        settings += drivers.map { ("filter.\($0).required", "false") }
        return settings
    }

    /// The variables to set for git, numbered after any `GIT_CONFIG_COUNT` settings the user's
    /// environment already holds (kept: they are the user's own).
    func environment(inherited: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        let start = max(0, inherited["GIT_CONFIG_COUNT"].flatMap(Int.init) ?? 0)
        var environment = [
            // `protocol.<name>.allow` in the repository would outrank `protocol.allow`; an empty
            // list of allowed protocols outranks both.
            "GIT_ALLOW_PROTOCOL": "",
            "GIT_PROTOCOL_FROM_USER": "0",
            // Git 2.44 and later: a missing object is an error, never fetched.
            "GIT_NO_LAZY_FETCH": "1",
            "GIT_TERMINAL_PROMPT": "0",
        ]
        let settings = self.settings
        for (offset, setting) in settings.enumerated() {
            environment["GIT_CONFIG_KEY_\(start + offset)"] = setting.key
            environment["GIT_CONFIG_VALUE_\(start + offset)"] = setting.value
        }
        environment["GIT_CONFIG_COUNT"] = String(start + settings.count)
        return environment
    }
}
