// Scenario: the begin call lives in an extension of a class declared earlier in the file; the handler uses self strongly.
import UIKit

final class PhotoLibraryImporter {
    var importTaskID: UIBackgroundTaskIdentifier = .invalid
    var importedCount = 0
}

extension PhotoLibraryImporter {
    func importAssets(_ identifiers: [String]) {
        importTaskID = UIApplication.shared.beginBackgroundTask(withName: "ImportAssets") {
            UserDefaults.standard.set(self.importedCount, forKey: "import.progress") // expect: strong-self-in-expiration-handler
            self.endImportTask()
        }
        AssetImporter.shared.importAssets(identifiers) { [weak self] count in
            self?.importedCount = count
            self?.endImportTask()
        }
    }

    func endImportTask() {
        UIApplication.shared.endBackgroundTask(importTaskID)
        importTaskID = .invalid
    }
}
