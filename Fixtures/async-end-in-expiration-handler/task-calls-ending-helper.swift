// Scenario: the handler's only end is a helper call inside Task { }; ending through a helper is still an async end.
import UIKit

final class FavoritesSync {
    private var favoritesTaskID: UIBackgroundTaskIdentifier = .invalid

    func sync(_ favorites: [String]) {
        favoritesTaskID = UIApplication.shared.beginBackgroundTask(withName: "Favorites") { [weak self] in // expect: async-end-in-expiration-handler
            Task { await self?.endFavoritesTask() }
        }
        FavoritesAPI.shared.push(favorites) { [weak self] in
            self?.endFavoritesTask()
        }
    }

    @MainActor
    private func endFavoritesTask() {
        UIApplication.shared.endBackgroundTask(favoritesTaskID)
        favoritesTaskID = .invalid
    }
}
