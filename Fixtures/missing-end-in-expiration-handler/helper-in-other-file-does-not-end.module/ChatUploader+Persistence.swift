// Scenario: the extension half of the module: the helper writes one UserDefaults key and does not end the task.
import UIKit

extension ChatUploader {
    func rememberPendingMessages() {
        UserDefaults.standard.set(pendingMessageIDs, forKey: "chat.pendingMessageIDs")
    }
}
