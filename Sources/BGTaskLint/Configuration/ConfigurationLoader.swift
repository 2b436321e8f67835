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

/// Finds the `.bgtask-lint.json` that governs a file — the nearest one in its folder or a
/// folder above, up to the project root (the nearest folder holding `Package.swift`, a
/// `*.xcodeproj` or `.git`; outside any project, up to the working directory) — and
/// loads each file once. Lookups are remembered per folder, so a large tree costs one
/// directory listing per folder.
public final class ConfigurationLoader {
    private var found: [String: String?] = [:]
    /// The answer per folder as named (files of a folder share it).
    private var foundForStart: [String: String?] = [:]
    private var canonicalPaths = CanonicalPaths()
    private var loaded: [String: Configuration] = [:]
    /// The folder of each configuration file found, by the name `find` gave the file: absolute,
    /// and its links mostly resolved already (a folder that did not exist when asked about is
    /// only standardized, and its parents with it), so `load` resolves it from its parent's
    /// resolution (`CanonicalPaths`) rather than by `realpath` of the file's name: each
    /// `realpath` reads every component again, so a chain of n folders each with its own
    /// configuration cost n³ (1,000 of them: 19 s).
    private var folderOfFile: [String: String] = [:]
    /// Folders discovery listed, by path as walked (never the working directory): their
    /// markers are known, and their parent is their path without its last component.
    private let walkedFolders: [String: FolderMarkers]
    private let workingDirectory: String
    private lazy var workingDirectoryIsInAProject = ProjectContext.root(containing: workingDirectory) != nil
    /// What governs files no configuration file covers: made once, not once per such file.
    private lazy var defaults = Configuration(folder: workingDirectory)
    /// What the paths of files found are relative to: the process's, whatever `workingDirectory`
    /// the search was given.
    private lazy var currentDirectory = Self.canonical(FileManager.default.currentDirectoryPath)

    public init(workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.workingDirectory = Self.canonical(workingDirectory)
        walkedFolders = [:]
    }

    init(walkedFolders: [String: FolderMarkers]) {
        workingDirectory = Self.canonical(FileManager.default.currentDirectoryPath)
        self.walkedFolders = walkedFolders
    }

    /// The configuration file for `path` (a file or folder), if any.
    public static func find(for path: String) -> String? {
        ConfigurationLoader().find(for: path)
    }

    public func find(for path: String) -> String? {
        // Files of one folder share the answer: canonicalize each folder once, not each file.
        FileDiscovery.isRegularFile(path) ? find(forFile: path) : find(fromStart: path)
    }

    /// The configuration file for a file (or a path that stands for one, like `--stdin-path`):
    /// answered from its folder's entry without a system call once a sibling asked.
    public func find(forFile path: String) -> String? {
        find(fromStart: FileDiscovery.folder(of: path), isFolder: true)
    }

    /// `isFolder`: `start` is a file's folder, so it needs no check that it is one (a folder that
    /// does not exist holds no markers, and the search goes on above it either way).
    private func find(fromStart start: String, isFolder: Bool = false) -> String? {
        if let known = foundForStart[start] { return known }
        if isFolder, let markers = walkedFolders[start] {
            // Answered by name, with no system call: 964 folders of four apps cost 20 ms of
            // `realpath` and listings before. A configuration file found is named as below, its
            // folder resolved from its parent's resolution (see `folderOfFile`).
            let result = markers.hasConfiguration ? find(inOrAbove: canonicalPaths.folder(start))
                : markers.isProjectRoot ? nil : find(fromStart: FileDiscovery.folder(of: start), isFolder: true)
            foundForStart[start] = result
            return result
        }
        // A file's folder is resolved from its parent's resolution (one `lstat`), not by
        // `realpath` of each of its components.
        let named = start.isEmpty ? "." : start
        var folder = isFolder ? canonicalPaths.folder(named) : Self.canonical(named)
        if !isFolder {
            if !FileDiscovery.isDirectory(folder) { folder = FileDiscovery.folder(of: folder) }
        }
        let result = find(inOrAbove: folder)
        foundForStart[start] = result
        return result
    }

    /// The configuration for file `path`, or the defaults when none governs it.
    public func configuration(forFile path: String) throws(ConfigurationError) -> Configuration {
        guard let file = find(forFile: path) else { return defaults }
        return try load(file)
    }

    /// The configuration for `path`, or the defaults when none governs it.
    public func configuration(for path: String) throws(ConfigurationError) -> Configuration {
        guard let file = find(for: path) else { return defaults }
        return try load(file)
    }

    /// Loads `file` once per run.
    public func load(_ file: String) throws(ConfigurationError) -> Configuration {
        if let configuration = loaded[file] { return configuration }
        // The folder `find` met the file in is, resolved, the one `Configuration.load` would
        // resolve: the file's name is that folder's path (or the way there from the working
        // directory, which holds no link) and the file's name.
        let resolvedFolder = folderOfFile[file].map { canonicalPaths.folder($0) }
        let configuration = try Configuration.load(file, resolvedFolder: resolvedFolder)
        loaded[file] = configuration
        return configuration
    }

    private func find(inOrAbove folder: String) -> String? {
        if let known = found[folder] { return known }
        let markers = FolderMarkers(of: folder)
        let result: String?
        if markers.hasConfiguration {
            let file = displayPath(inFolder: folder)
            folderOfFile[file] = folder
            result = file
        } else if markers.isProjectRoot || folder == workingDirectory && !workingDirectoryIsInAProject {
            result = nil // the project root ends the search; outside any project, the working directory
        } else {
            let parent = FileDiscovery.folder(of: folder)
            result = parent == folder || parent.isEmpty ? nil : find(inOrAbove: parent)
        }
        found[folder] = result
        return result
    }

    /// How the configuration file of `folder` (absolute, its links resolved) is named in
    /// messages: relative to the working directory when it lies there or in a folder above
    /// (`../.bgtask-lint.json` from a subfolder of the project), as users name such files and
    /// as `--config ../.bgtask-lint.json` prints it; absolute elsewhere. The file itself is
    /// named, not what it links to.
    private func displayPath(inFolder folder: String) -> String {
        let file = (folder == "/" ? "" : folder) + "/" + Configuration.fileName
        let relative = Configuration.relativePath(of: file, to: currentDirectory)
        let folders = relative.split(separator: "/").dropLast()
        return folders.allSatisfy({ $0 == ".." }) || !folders.contains("..") ? relative : file
    }

    static func canonical(_ path: String) -> String {
        ProjectContext.canonical(path)
    }
}
