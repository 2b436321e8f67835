// Scenario: the handler blocks on a Core Data context with performAndWait.
import UIKit
import CoreData

final class ReadingProgressStore {
    private let context: NSManagedObjectContext
    private var progressTaskID: UIBackgroundTaskIdentifier = .invalid

    init(context: NSManagedObjectContext) {
        self.context = context
    }

    func persist(page: Int) {
        let context = self.context
        progressTaskID = UIApplication.shared.beginBackgroundTask(withName: "ReadingProgress") { [weak self] in
            context.performAndWait { context.rollback() } // expect: long-work-in-expiration-handler
            self?.endProgressTask()
        }
        context.perform { [weak self] in
            try? context.save()
            DispatchQueue.main.async { self?.endProgressTask() }
        }
    }

    private func endProgressTask() {
        UIApplication.shared.endBackgroundTask(progressTaskID)
        progressTaskID = .invalid
    }
}
