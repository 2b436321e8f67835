// Scenario: a window scene's delegate, which lives as long as its scene, keeps the app running while the scene goes to the background; a strong `self` in its handler leaks nothing, as in the application's delegate.
// expect: none
import UIKit

final class MainSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var sceneTaskID: UIBackgroundTaskIdentifier = .invalid

    func sceneDidEnterBackground(_ scene: UIScene) {
        sceneTaskID = UIApplication.shared.beginBackgroundTask(withName: "SceneState") {
            UIApplication.shared.endBackgroundTask(self.sceneTaskID)
            self.sceneTaskID = .invalid
        }
        WindowSceneArchive.save { [weak self] in self?.endSceneTask() }
    }

    private func endSceneTask() {
        UIApplication.shared.endBackgroundTask(sceneTaskID)
        sceneTaskID = .invalid
    }
}
