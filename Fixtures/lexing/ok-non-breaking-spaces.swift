// Scenario: non-breaking spaces (U+00A0) where spaces belong, which swiftc accepts with a
// warning: they separate names as spaces do, so the helper is declared and ends the property.
// expect: none
import UIKit

final class NonBreakingSpaceUploader {
    private var uploadTaskID: UIBackgroundTaskIdentifier = .invalid

    func upload() {
        uploadTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.finishSpacedUpload() }
        SpacedUploadAPI.start { [weak self] in self?.finishSpacedUpload() }
    }
}

extension NonBreakingSpaceUploader {
    func finishSpacedUpload() {
        UIApplication.shared.endBackgroundTask( uploadTaskID)
        uploadTaskID = .invalid
    }
}
