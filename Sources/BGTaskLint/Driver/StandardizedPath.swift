#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Paths made absolute against the working directory and standardized on their bytes: what
/// `URL.standardizedFileURL` gives, without its 60,000 instructions a path and its look at
/// the file system. Shared by the project-root search and the configuration's globs.
enum StandardizedPath {
    /// The process's working directory, read once: the tool never changes it, and reading it
    /// (`getcwd` and a String) for every path cost more than the path's own work.
    static let workingDirectory = FileManager.default.currentDirectoryPath

    /// `path` (relative to the working directory, or absolute) as an absolute path, standardized.
    static func absolute(_ path: String) -> String {
        standardized(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
    }

    /// Whether a `..` in `path` follows a name: after a link, `a/link/../b` is not the `a/b`
    /// its absolute path says. A leading `..` climbs from the working directory, which holds no
    /// link (`getcwd` gives it resolved), so `../b` is the folder its absolute path says.
    static func hasParentAfterName(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            var start = 0
            var afterName = false
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "/") { end += 1 }
                let length = end - start
                let isDot = length == 1 && bytes[start] == UInt8(ascii: ".")
                let isDotDot = length == 2 && bytes[start] == UInt8(ascii: ".") && bytes[start + 1] == UInt8(ascii: ".")
                if isDotDot, afterName { return true }
                if length > 0, !isDot, !isDotDot { afterName = true }
                start = end + 1
            }
            return false
        }
    }

    /// An absolute path without empty, `.` and `..` components (`..` at the root stays there),
    /// on bytes (splitting a String compares Characters).
    static func standardized(_ path: String) -> String {
        // Most paths have nothing to remove (no empty, `.` or `..` component): they are
        // returned as they are, after one look at their bytes.
        var path = path
        let clean = path.withUTF8 { bytes in
            guard bytes.first == UInt8(ascii: "/") else { return false }
            for index in bytes.indices.dropFirst() where bytes[index - 1] == UInt8(ascii: "/") {
                if bytes[index] == UInt8(ascii: "/") || bytes[index] == UInt8(ascii: ".") { return false }
            }
            return bytes.last != UInt8(ascii: "/") || bytes.count == 1
        }
        if clean { return path }
        var bytes = Array(path.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 1)
        for component in bytes.split(separator: UInt8(ascii: "/")) {
            if component.elementsEqual(".".utf8) { continue }
            if component.elementsEqual("..".utf8) {
                while let last = result.popLast(), last != UInt8(ascii: "/") {}
                continue
            }
            result.append(UInt8(ascii: "/"))
            result += component
        }
        bytes = result.isEmpty ? [UInt8(ascii: "/")] : result
        return String(decoding: bytes, as: UTF8.self)
    }
}
