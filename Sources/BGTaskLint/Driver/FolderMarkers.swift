/// What a folder's entries say about it: whether it holds a configuration file, and whether it
/// is a project root (`Package.swift`, `.git` or a `*.xcodeproj`). Read with `readdir`, names
/// compared as bytes: a large tree asks this of every folder, and Foundation's listing makes
/// a String of every entry of each.
struct FolderMarkers {
    var hasConfiguration = false
    var isProjectRoot = false

    init() {}

    /// The markers of `folder`; an unreadable folder has none.
    init(of folder: String) {
        DirectoryEntries.forEach(in: folder) { see($0.name) }
    }

    /// Takes in one entry's name (a folder walk lists every entry anyway).
    mutating func see(_ name: UnsafeRawBufferPointer) {
        if name.elementsEqual(Configuration.fileName.utf8) { hasConfiguration = true }
        if name.elementsEqual("Package.swift".utf8) || name.elementsEqual(".git".utf8)
            || name.count > 10 && name.suffix(10).elementsEqual(".xcodeproj".utf8) {
            isProjectRoot = true
        }
    }
}
