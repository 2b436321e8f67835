// Scenario: an Optional file-scope identifier reset to nil; storage is still global.
import UIKit

fileprivate var exportTask: UIBackgroundTaskIdentifier? // expect: global-task-identifier

func exportAlbum(_ album: [URL]) {
    exportTask = UIApplication.shared.beginBackgroundTask(withName: "ExportAlbum") {
        finishAlbumExport()
    }
    AlbumExporter.export(album) {
        finishAlbumExport()
    }
}

func finishAlbumExport() {
    guard exportTask != nil else { return }
    UIApplication.shared.endBackgroundTask(exportTask!)
    exportTask = nil
}
