// Scenario: the handler calls the C sleep function while waiting for a retry window.
import UIKit

func pushPendingEvents(_ events: [String], client: EventsClient) {
    var eventsTaskID = UIBackgroundTaskIdentifier.invalid
    eventsTaskID = UIApplication.shared.beginBackgroundTask(withName: "Events") {
        sleep(1) // expect: long-work-in-expiration-handler
        UIApplication.shared.endBackgroundTask(eventsTaskID)
        eventsTaskID = .invalid
    }
    client.push(events) {
        UIApplication.shared.endBackgroundTask(eventsTaskID)
        eventsTaskID = .invalid
    }
}
