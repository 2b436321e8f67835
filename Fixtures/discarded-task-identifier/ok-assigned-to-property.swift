// Scenario: the identifier is stored through self. and ended later; nothing is discarded.
// expect: none
import UIKit

final class MusicLibraryScanner {
    private var scanTaskID: UIBackgroundTaskIdentifier = .invalid

    func scan() {
        self.scanTaskID = UIApplication.shared.beginBackgroundTask(withName: "Scan") { [weak self] in
            self?.endScanTask()
        }
        LibraryScanner.shared.scan { [weak self] in
            self?.endScanTask()
        }
    }

    private func endScanTask() {
        UIApplication.shared.endBackgroundTask(scanTaskID)
        scanTaskID = .invalid
    }
}
