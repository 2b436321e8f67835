// Scenario: Greek, Persian, Thai and emoji comments (one before the call on the same line) leave lines and byte columns intact.
import UIKit

// Ο χειριστής λήξης πρέπει να καλεί το endBackgroundTask { — σχόλιο στα ελληνικά
/* کنترل‌کننده انقضا باید endBackgroundTask را فراخوانی کند } */
final class LocalizedSync {
    private var syncTaskID: UIBackgroundTaskIdentifier = .invalid // ตัวระบุงาน 🧵 ห้ามเป็นตัวแปรส่วนกลาง

    func sync() {
        // expect@+1:79: missing-end-in-expiration-handler
        /* 👨‍👩‍👧 Ωμέγα */ syncTaskID = UIApplication.shared.beginBackgroundTask { // ยังไม่เรียก endBackgroundTask
            print("συγχρονισμός έληξε — همگام‌سازی منقضی شد")
        }
        SyncAPI.shared.run { [weak self] in
            self?.endSyncTask() // پایان کار 🏁
        }
    }

    private func endSyncTask() {
        UIApplication.shared.endBackgroundTask(syncTaskID)
        syncTaskID = .invalid
    }
}
