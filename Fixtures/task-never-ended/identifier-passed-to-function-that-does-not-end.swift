// Scenario: the identifier is passed to a same-file function on the normal path, but that function only logs it.
import UIKit

func logTask(_ taskID: UIBackgroundTaskIdentifier) {
    print("background task \(taskID.rawValue) done")
}

func refreshWidgets(using app: UIApplication) {
    var widgetTaskID = UIBackgroundTaskIdentifier.invalid
    widgetTaskID = app.beginBackgroundTask(withName: "Widgets") { // expect: task-never-ended
        app.endBackgroundTask(widgetTaskID)
        widgetTaskID = .invalid
    }
    WidgetCenterBridge.reloadAll {
        logTask(widgetTaskID)
    }
}
