import Foundation
import PackagePlugin

/// Runs `bgtask-lint` on a target's Swift files as part of its build, so that `swift build` and
/// Xcode show the findings as warnings and errors on the right lines, and an error fails the
/// build. A build command (not a prebuild command) because only a build command can run a tool
/// built from source; it runs again only when one of its inputs changes: a Swift file of the
/// target, the list of them, or a `.bgtask-lint.json` that governs them.
///
/// A build command is scheduled only when something needs one of its outputs. Its output is an
/// empty Swift file (`--touch`, written only when the run passes) that becomes part of the
/// target: SwiftPM would copy any other kind of output into a resource bundle.
@main
struct BGTaskLintBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let files = module.sourceFiles(withSuffix: "swift").map(\.url)
        return try Self.commands(tool: context.tool(named: "bgtask-lint").url, files: files,
                                 workDirectory: context.pluginWorkDirectoryURL, targetName: target.name)
    }

    /// The one lint command for `files`; shared by SwiftPM packages and Xcode projects.
    static func commands(tool: URL, files: [URL], workDirectory: URL, targetName: String) throws -> [Command] {
        guard !files.isEmpty else { return [] }
        let stamp = workDirectory.appendingPathComponent("bgtask-lint-\(targetName).swift")
        // The paths go in a file, not on the command line: a large target's exceed the system's
        // limit on arguments (2 MiB on Linux, 1 MiB on macOS), and the tool could not start.
        let list = workDirectory.appendingPathComponent("bgtask-lint-\(targetName).files")
        try FileList.write(files, to: list)
        // The target's files are the whole input: indexing the rest of the folder would make
        // the result depend on files the build does not know to rerun the command for.
        let arguments = ["--quiet", "--no-project-index", "--touch", stamp.path(percentEncoded: false),
                         "--files-from", list.path(percentEncoded: false)]
        let inputs = files + [list] + ConfigurationFiles.governing(files)
        return [
            .buildCommand(displayName: "bgtask-lint \(targetName)", executable: tool, arguments: arguments,
                          inputFiles: inputs, outputFiles: [stamp]),
        ]
    }
}

/// Mirrored in BGTaskLintCommandPlugin: a plugin target can share no source with another.
/// The file list `--files-from` reads: every path ended by a NUL, so that no name (one may hold
/// a line break) is misread, and absolute as the target lists them, so findings name them so.
enum FileList {
    /// Writes the list only when it changed: it is an input of the build command, and a list
    /// rewritten on every evaluation of the plugin would rerun the lint on every build.
    static func write(_ files: [URL], to list: URL) throws {
        var data = Data()
        for file in files {
            data.append(contentsOf: file.path(percentEncoded: false).utf8)
            data.append(0)
        }
        if (try? Data(contentsOf: list)) == data { return }
        try FileManager.default.createDirectory(at: list.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try data.write(to: list, options: .atomic)
    }
}

/// The `.bgtask-lint.json` files that can govern a target's files, found as the tool finds them:
/// in each file's folder and the folders above, up to the project root (the first folder
/// holding `Package.swift`, a `*.xcodeproj` or `.git`). All of them, not only the nearest: with
/// the nearest removed, the next one up governs. An input must exist, and SwiftPM asks the
/// plugin again only when it plans the build again: until then a configuration created above
/// the target's folder is not seen, and one deleted there fails the build (see README).
enum ConfigurationFiles {
    static let name = ".bgtask-lint.json"

    static func governing(_ files: [URL]) -> [URL] {
        let manager = FileManager.default
        var walked: Set<String> = []
        var found: [URL] = []
        for file in files {
            var folder = folder(of: file.path(percentEncoded: false))
            // A folder walked before had the folders above it walked too.
            while walked.insert(folder).inserted {
                let configuration = folder == "/" ? "/" + name : folder + "/" + name
                if manager.fileExists(atPath: configuration) { found.append(URL(fileURLWithPath: configuration)) }
                if folder == "/" || isProjectRoot(folder) { break }
                folder = self.folder(of: folder)
            }
        }
        return found
    }

    /// The folder of an absolute path: `/a/b` for `/a/b/c`, `/` for `/a`. Worked out on the
    /// string: folders are told apart by their spelling, and a `URL`'s path may end in `/` or not.
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// Whether the tool's search for a configuration ends at `folder`.
    private static func isProjectRoot(_ folder: String) -> Bool {
        let manager = FileManager.default
        if manager.fileExists(atPath: folder + "/Package.swift") || manager.fileExists(atPath: folder + "/.git") {
            return true
        }
        let names = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
        return names.contains { $0.hasSuffix(".xcodeproj") }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same command for a target of an Xcode project (Build Phases › Run Build Tool Plug-ins).
extension BGTaskLintBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        return try Self.commands(tool: context.tool(named: "bgtask-lint").url, files: files,
                                 workDirectory: context.pluginWorkDirectoryURL, targetName: target.displayName)
    }
}
#endif
