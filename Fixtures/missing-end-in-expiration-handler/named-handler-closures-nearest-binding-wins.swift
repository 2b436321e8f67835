// Scenario: several functions bind a closure to the same name and pass it as the handler; each
// begin call reads the binding nearest to it (its own function, or the inner closure it is in),
// never a same-named closure of another function. Ten bindings of `expire` so that the lookup
// climbs the scopes around the call instead of testing each binding.
import UIKit

final class ShelfSync {
    private var taskID = UIBackgroundTaskIdentifier.invalid

    func syncCovers() {
        let expire = { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.taskID)
            self.taskID = .invalid
        }
        taskID = UIApplication.shared.beginBackgroundTask(withName: "Covers", expirationHandler: expire)
        finishLater()
    }

    func syncNotes() {
        let expire = {
            print("notes sync expired")
        }
        taskID = UIApplication.shared.beginBackgroundTask(withName: "Notes", expirationHandler: expire) // expect: missing-end-in-expiration-handler
        finishLater()
    }

    func syncTags() {
        let expire = {
            UIApplication.shared.endBackgroundTask(self.taskID)
            self.taskID = .invalid
        }
        DispatchQueue.main.async {
            let expire = {
                print("the inner binding hides the outer one")
            }
            self.taskID = UIApplication.shared.beginBackgroundTask(withName: "Tags", expirationHandler: expire) // expect: missing-end-in-expiration-handler
            self.finishLater()
        }
        _ = expire
    }

    func syncShelves() {
        let expire = { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.taskID)
            self.taskID = .invalid
        }
        DispatchQueue.main.async {
            self.taskID = UIApplication.shared.beginBackgroundTask(withName: "Shelves", expirationHandler: expire)
            self.finishLater()
        }
    }

    func syncA() { let expire = { print("a") }; _ = expire }
    func syncB() { let expire = { print("b") }; _ = expire }
    func syncC() { let expire = { print("c") }; _ = expire }
    func syncD() { let expire = { print("d") }; _ = expire }
    func syncE() { let expire = { print("e") }; _ = expire }
    func syncF() { let expire = { print("f") }; _ = expire }

    private func finishLater() {
        DispatchQueue.global().async { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.taskID)
            self.taskID = .invalid
        }
    }
}
