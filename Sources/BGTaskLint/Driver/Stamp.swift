#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--touch FILE`: a build system schedules a command by its outputs and reruns it when they
/// are missing, so the run leaves an empty file behind only when it passes. Empty, the file is
/// also a valid Swift source, which is what the SwiftPM build plugin declares it as.
enum Stamp {
    /// Writes the empty stamp (`passed`) or removes it; the reason when that fails.
    static func update(_ path: String, passed: Bool) -> String? {
        let manager = FileManager.default
        if passed {
            return manager.createFile(atPath: path, contents: Data()) ? nil : "cannot write the --touch file"
        }
        guard manager.fileExists(atPath: path) else { return nil }
        do {
            try manager.removeItem(atPath: path)
            return nil
        } catch {
            return "cannot remove the --touch file"
        }
    }
}
