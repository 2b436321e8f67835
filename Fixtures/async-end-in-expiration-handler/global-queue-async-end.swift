// Scenario: the handler hops to a global queue just to end the task; it is reported as an async end, not as long work.
import UIKit

final class AnnotationUploader {
    private var annotationTaskID: UIBackgroundTaskIdentifier = .invalid

    func upload(_ annotations: [Data]) {
        annotationTaskID = UIApplication.shared.beginBackgroundTask(withName: "Annotations") { [weak self] in // expect: async-end-in-expiration-handler
            DispatchQueue.global().async {
                self?.endAnnotationTask()
            }
        }
        AnnotationAPI.shared.upload(annotations) { [weak self] in
            self?.endAnnotationTask()
        }
    }

    private func endAnnotationTask() {
        UIApplication.shared.endBackgroundTask(annotationTaskID)
        annotationTaskID = .invalid
    }
}
