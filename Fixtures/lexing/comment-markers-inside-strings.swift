// Scenario: strings holding //, /*, }, escaped quotes and escapes come before the call; none of them opens a comment or closes a scope.
import UIKit

final class LinkUploader {
    private var uploadTaskID: UIBackgroundTaskIdentifier = .invalid

    func upload() {
        let url = URL(string: "https://example.com/*path")!
        let s = "} // not a comment { /* nor this"
        let q = "say \"hi\" then C:\\"
        let k = "\"\"\"" + ""
        let e = "\u{1F600}\t\0\\"
        uploadTaskID = UIApplication.shared.beginBackgroundTask { print(url, s, q, k, e) } // expect: missing-end-in-expiration-handler
        LinkAPI.shared.upload(url) { [weak self] in
            self?.endUploadTask()
        }
    }

    private func endUploadTask() {
        UIApplication.shared.endBackgroundTask(uploadTaskID)
        uploadTaskID = .invalid
    }
}
