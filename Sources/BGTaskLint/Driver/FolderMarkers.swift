/// What a folder's entries say about it: whether it holds a configuration file, and whether it
/// is a project root (`Package.swift`, `.git` or a `*.xcodeproj`). Read with `readdir`, names
/// compared as bytes: a large tree asks this of every folder, and Foundation's listing makes
/// a String of every entry of each.
struct FolderMarkers {
    var hasConfiguration = false
    var isProjectRoot = false

    init() {}

    /// The markers of `folder`; an unreadable folder has none. Within `listingOnce`, each
    /// folder is listed once: the configuration lookup and the project-root search ask about
    /// the same folders (a list of thousands of files lives in hundreds of them).
    init(of folder: String) {
        if let known = FolderMarkers.listed.withLock({ FolderMarkers.known?[folder] }) {
            self = known
            return
        }
        DirectoryEntries.forEach(in: folder) { see($0.name) }
        let markers = self
        FolderMarkers.listed.withLock { FolderMarkers.known?[folder] = markers }
    }

    /// Runs `work` (one run of the command) remembering what folders held, and the folders
    /// `DirectoryEntries` recorded: a folder changes little during a run, but a later run in the
    /// same process must see it afresh.
    static func listingOnce<Result>(_ work: () -> Result) -> Result {
        listed.withLock {
            if runs == 0 {
                known = [:]
                DirectoryEntries.Recordings.keeping(true)
            }
            runs += 1
        }
        defer {
            listed.withLock {
                runs -= 1
                if runs == 0 {
                    known = nil
                    DirectoryEntries.Recordings.keeping(false)
                }
            }
        }
        return work()
    }

    private static let listed = Lock()
    nonisolated(unsafe) private static var known: [String: FolderMarkers]?
    nonisolated(unsafe) private static var runs = 0

    /// Takes in one entry's name (a folder walk lists every entry anyway).
    /// Lengths first: a walk sees every entry of every folder, and comparing each name with
    /// the markers' texts one byte at a time cost more than the rest of its visit.
    mutating func see(_ name: UnsafeRawBufferPointer) {
        let count = name.count
        if count == FolderMarkers.configurationName.count, name.elementsEqual(FolderMarkers.configurationName) {
            hasConfiguration = true
        }
        if count == 13 && name.elementsEqual("Package.swift".utf8) || count == 4 && name.elementsEqual(".git".utf8)
            || count > 10 && name[count - 1] == UInt8(ascii: "j") && name.suffix(10).elementsEqual(".xcodeproj".utf8) {
            isProjectRoot = true
        }
    }

    private static let configurationName = Array(Configuration.fileName.utf8)
}
