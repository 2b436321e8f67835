// Scenario: the handler saves a Core Data context, which is a disk write the 1-2 s budget cannot afford.
import UIKit
import CoreData

final class InboxStore {
    private let container: NSPersistentContainer
    private var importTaskID: UIBackgroundTaskIdentifier = .invalid

    init(container: NSPersistentContainer) {
        self.container = container
    }

    func importMessages(_ payloads: [Data]) {
        let context = container.newBackgroundContext()
        importTaskID = UIApplication.shared.beginBackgroundTask(withName: "ImportInbox") { [weak self] in
            try? context.save() // expect: long-work-in-expiration-handler
            self?.endImportTask()
        }
        context.perform { [weak self] in
            payloads.forEach { _ in _ = NSEntityDescription.insertNewObject(forEntityName: "Message", into: context) }
            try? context.save()
            DispatchQueue.main.async { self?.endImportTask() }
        }
    }

    private func endImportTask() {
        UIApplication.shared.endBackgroundTask(importTaskID)
        importTaskID = .invalid
    }
}
