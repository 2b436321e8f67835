import Foundation
import PackagePlugin

/// `swift package bgtask-lint [--target NAME ...] [bgtask-lint options]`: lints the package's
/// targets on demand (in CI, or before a commit) without adding the build plugin to them. The
/// selected targets' files are linted in one run, so that `--output`, `--write-baseline` and
/// `--touch` cover all of them: a run per target would leave the last target's result only.
@main
struct BGTaskLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let options = extractor.remainingArguments
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        var seen: Set<URL> = [] // a target named twice is linted once
        let files = targets.compactMap(\.sourceModule)
            .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
            .filter { seen.insert($0).inserted }
        guard !files.isEmpty else { return }
        // The paths go in a file, not on the command line: a large package's exceed the
        // system's limit on arguments (2 MiB on Linux, 1 MiB on macOS), and the tool could not start.
        let list = context.pluginWorkDirectoryURL.appendingPathComponent("bgtask-lint.files")
        try FileList.write(files, to: list)
        let process = Process()
        process.executableURL = try context.tool(named: "bgtask-lint").url
        process.arguments = options + ["--no-project-index", "--files-from", list.path(percentEncoded: false)]
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: break
        case 1: throw Failure(description: "bgtask-lint found failing issues")
        case let status: throw Failure(description: "bgtask-lint could not check every file (exit \(status))")
        }
    }
}

/// Mirrored in BGTaskLintBuildPlugin: a plugin target can share no source with another.
/// The file list `--files-from` reads: every path ended by a NUL, so that no name (one may hold
/// a line break) is misread, and absolute as the package lists them, so findings name them so.
enum FileList {
    static func write(_ files: [URL], to list: URL) throws {
        var data = Data()
        for file in files {
            data.append(contentsOf: file.path(percentEncoded: false).utf8)
            data.append(0)
        }
        try FileManager.default.createDirectory(at: list.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try data.write(to: list, options: .atomic)
    }
}

/// A failed run: thrown so that `swift package bgtask-lint` exits non-zero.
struct Failure: Error, CustomStringConvertible {
    var description: String
}
