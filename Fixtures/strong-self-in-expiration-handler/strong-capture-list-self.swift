// Scenario: the handler captures [self] explicitly, which is a strong capture; reported at the capture list.
import UIKit

final class SleepTracker {
    private var analysisTaskID: UIBackgroundTaskIdentifier = .invalid

    func analyzeNight(_ samples: [Double]) {
        analysisTaskID = UIApplication.shared.beginBackgroundTask(withName: "SleepAnalysis") { [self] in // expect: strong-self-in-expiration-handler
            endAnalysisTask()
        }
        SleepModel.shared.analyze(samples) { [weak self] _ in
            self?.endAnalysisTask()
        }
    }

    private func endAnalysisTask() {
        UIApplication.shared.endBackgroundTask(analysisTaskID)
        analysisTaskID = .invalid
    }
}
