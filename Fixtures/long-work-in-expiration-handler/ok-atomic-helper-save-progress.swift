// Scenario: the handler calls a same-file saveProgress() helper that writes one UserDefaults key, which is atomic.
// expect: none
import UIKit

final class LessonPlayer {
    private var lessonTaskID: UIBackgroundTaskIdentifier = .invalid
    private var position: TimeInterval = 0

    func downloadLesson(_ url: URL) {
        lessonTaskID = UIApplication.shared.beginBackgroundTask(withName: "Lesson") { [weak self] in
            self?.saveProgress()
            self?.endLessonTask()
        }
        LessonStore.shared.download(url) { [weak self] in
            self?.endLessonTask()
        }
    }

    private func saveProgress() {
        UserDefaults.standard.set(position, forKey: "lesson.position")
    }

    private func endLessonTask() {
        UIApplication.shared.endBackgroundTask(lessonTaskID)
        lessonTaskID = .invalid
    }
}
