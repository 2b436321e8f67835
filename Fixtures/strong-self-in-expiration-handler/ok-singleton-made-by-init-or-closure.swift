// Scenario: singletons whose shared instance is made by `.init()` under a type annotation, by
// `TypeName.init()`, or by a closure called in place: nothing else in the module makes one, so
// `self` lives as long as the process.
import UIKit

final class SignUpCoordinator {
    static let shared: SignUpCoordinator = .init()
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func signUp() {
        taskID = UIApplication.shared.beginBackgroundTask(withName: "SignUp") {
            self.finish()
        }
        SignUpAPI.shared.send { [weak self] in self?.finish() }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}

final class ReceiptValidator {
    static let shared = ReceiptValidator.init()
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func validate() {
        taskID = UIApplication.shared.beginBackgroundTask(withName: "Validate") {
            self.finish()
        }
        ReceiptAPI.shared.check { [weak self] in self?.finish() }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}

final class ThemeStore {
    static let shared: ThemeStore = {
        let store = ThemeStore()
        store.loadDefaults()
        return store
    }()
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func loadDefaults() {}

    func save() {
        taskID = UIApplication.shared.beginBackgroundTask(withName: "SaveTheme") {
            self.finish()
        }
        ThemeAPI.shared.persist { [weak self] in self?.finish() }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
