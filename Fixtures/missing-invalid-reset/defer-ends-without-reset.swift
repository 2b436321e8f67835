// Scenario: a defer block ends the stored identifier but nothing resets it.
import UIKit

final class KeychainMigrator {
    private var migrationTaskID: UIBackgroundTaskIdentifier = .invalid

    func migrate(items: [String: Data]) {
        migrationTaskID = UIApplication.shared.beginBackgroundTask(withName: "KeychainMigration") { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.migrationTaskID)
            self.migrationTaskID = .invalid
        }
        defer { UIApplication.shared.endBackgroundTask(migrationTaskID) } // expect: missing-invalid-reset
        for (account, secret) in items {
            print("migrating \(account): \(secret.count) bytes")
        }
    }
}
