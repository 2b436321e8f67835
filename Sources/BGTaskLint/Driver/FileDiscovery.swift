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
                if seen.insert(path).inserted { result.files.append(path) }
                continue
            }
            var found: [String] = []
            walk(path, into: &found, errors: &result.errors)
            for file in found.sorted() where seen.insert(file).inserted { result.files.append(file) }
        }
        return result
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
                      let type = attributes[.type] as? FileAttributeType else { continue }
                switch type {
                case .typeDirectory:
                    if !entry.hasPrefix("."), !skippedFolders.contains(entry) { pending.append(path) }
                case .typeRegular where entry.hasSuffix(".swift"):
                    files.append(path)
                case .typeSymbolicLink where entry.hasSuffix(".swift"):
                    var isDirectory: ObjCBool = false
                    if manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                        files.append(path)
                    }
                default:
                    continue // FIFOs, devices, sockets and links to folders are skipped
                }
            }
        }
    }
}
