// Scenario: identifiers that merely contain "self" (selfieUploader, itself, selfTest) are not the self keyword.
// expect: none
import UIKit

final class SelfieUploader {
    private let selfieQueue = OperationQueue()

    func uploadSelfie(_ selfie: Data) {
        let selfieQueue = self.selfieQueue
        var selfieTaskID = UIBackgroundTaskIdentifier.invalid
        selfieTaskID = UIApplication.shared.beginBackgroundTask(withName: "Selfie") {
            selfieQueue.cancelAllOperations()
            let itself = selfie.count, selfTest = itself > 0
            print("selfie expired: \(selfTest)")
            UIApplication.shared.endBackgroundTask(selfieTaskID)
            selfieTaskID = .invalid
        }
        SelfieAPI.shared.upload(selfie) {
            UIApplication.shared.endBackgroundTask(selfieTaskID)
            selfieTaskID = .invalid
        }
    }
}
