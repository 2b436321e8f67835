// Scenario: a SceneDelegate saves the scene's state with an app reference stored in a local constant.
// expect: none
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var stateTaskID: UIBackgroundTaskIdentifier = .invalid

    func sceneDidEnterBackground(_ scene: UIScene) {
        let app = UIApplication.shared
        stateTaskID = app.beginBackgroundTask(withName: "SceneState") { [weak self] in
            guard let self else { return }
            app.endBackgroundTask(self.stateTaskID)
            self.stateTaskID = .invalid
        }
        SceneStateStore.shared.persist(scene.session.persistentIdentifier) { [weak self] in
            guard let self else { return }
            app.endBackgroundTask(self.stateTaskID)
            self.stateTaskID = .invalid
        }
    }
}
