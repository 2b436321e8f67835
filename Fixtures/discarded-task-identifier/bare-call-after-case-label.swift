// Scenario: a bare begin call written on its case label's line is still a statement whose value nobody reads.
import UIKit

final class ShortcutDonor {
    enum DonationKind { case intent, activity }

    func donate(_ kind: DonationKind) {
        switch kind {
        case .intent: UIApplication.shared.beginBackgroundTask(withName: "Intent") { print("donation expired") } // expect: discarded-task-identifier, missing-end-in-expiration-handler
        case .activity: ShortcutStore.shared.prepareActivity()
        }
        ShortcutStore.shared.donate()
    }
}
