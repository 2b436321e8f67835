// Scenario: regex literals containing braces, parens and slashes come before a handler that never ends the task.
import UIKit

final class ContactCardImporter {
    private var importTaskID: UIBackgroundTaskIdentifier = .invalid

    func importCards(_ lines: [String]) {
        let brackets = /[{}()]+\d{2}/
        let binPath = #/usr/(local/)?bin/#
        let fields = lines.first?.split(separator: /\s*,\s*/) ?? []
        let hasDigits = (try? /\d+/.wholeMatch(in: lines.first ?? "")) != nil
        importTaskID = UIApplication.shared.beginBackgroundTask(withName: "ImportCards") { // expect: missing-end-in-expiration-handler
            UserDefaults.standard.set(fields.count, forKey: "import.fieldCount")
        }
        print(brackets, binPath, hasDigits)
        ContactStore.shared.importCards(lines) { [weak self] in
            self?.endImportTask()
        }
    }

    private func endImportTask() {
        UIApplication.shared.endBackgroundTask(importTaskID)
        importTaskID = .invalid
    }
}
