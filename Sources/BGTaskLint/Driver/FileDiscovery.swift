import Foundation

/// Turns command-line paths into the Swift files to lint.
public struct FileDiscovery {
    /// Folders never walked: build products, dependencies, VCS data.
    public static let skippedFolders: Set<String> = [
        ".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules",
    ]

    public struct Result {
        public var files: [String] = []
        /// Paths that could not be used, with the reason.
        public var errors: [(path: String, reason: String)] = []
    }

    /// Files named on the command line are taken as they are; folders are walked for `*.swift`,
    /// skipping hidden folders and `skippedFolders`. Symbolic links to folders are not followed
    /// (no loops); links to files are. Output is sorted, so runs are deterministic.
    public static func discover(_ paths: [String]) -> Result {
        var result = Result()
        let manager = FileManager.default
        var seen: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                result.errors.append((path, "no such file or directory"))
                continue
            }
            if !isDirectory.boolValue {
                // Reading a FIFO (or a device) can block forever waiting for a writer, so only
                // regular files are read, even when named on the command line.
                guard isRegularFile(path) else {
                    result.errors.append((path, "not a regular file"))
                    continue
                }
                if seen.insert(path).inserted { result.files.append(path) }
                continue
            }
            var found: [String] = []
            walk(path, into: &found, errors: &result.errors)
            for file in found.sorted() where seen.insert(file).inserted { result.files.append(file) }
        }
        return result
    }

    /// Whether `path`, after following symbolic links, is a regular file.
    private static func isRegularFile(_ path: String) -> Bool {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let attributes = try? FileManager.default.attributesOfItem(atPath: target)
        return attributes?[.type] as? FileAttributeType == .typeRegular
    }

    private static func walk(_ root: String, into files: inout [String], errors: inout [(path: String, reason: String)]) {
        let manager = FileManager.default
        var pending = [root]
        while let folder = pending.popLast() {
            let entries: [String]
            do {
                entries = try manager.contentsOfDirectory(atPath: folder)
            } catch {
                errors.append((folder, "cannot read directory"))
                continue
            }
            for entry in entries {
                let path = folder.hasSuffix("/") ? folder + entry : folder + "/" + entry
                guard let attributes = try? manager.attributesOfItem(atPath: path),
                      let type = attributes[.type] as? FileAttributeType else {
                    // Foundation turns bytes of a name that are not UTF-8 into U+FFFD, and the
                    // mangled path then names nothing. Say so rather than skip a Swift file silently.
                    if entry.hasSuffix(".swift") { errors.append((path, "cannot read file (is its name valid UTF-8?)")) }
                    continue
                }
                switch type {
                case .typeDirectory:
                    if !entry.hasPrefix("."), !skippedFolders.contains(entry) { pending.append(path) }
                case .typeRegular where entry.hasSuffix(".swift"):
                    files.append(path)
                case .typeSymbolicLink where entry.hasSuffix(".swift"):
                    // Only links that end at a regular file: a link to a FIFO would block the read.
                    if isRegularFile(path) { files.append(path) }
                default:
                    continue // FIFOs, devices, sockets and links to folders are skipped
                }
            }
        }
    }
}
