#!/usr/bin/env swift
// Scenario: a shebang on line 1 is trivia (so this file's Scenario line is line 2); the script's handler never ends the task.
import UIKit

func runMaintenance(app: UIApplication) {
    var maintenanceTaskID = UIBackgroundTaskIdentifier.invalid
    maintenanceTaskID = app.beginBackgroundTask(withName: "Maintenance") { // expect: missing-end-in-expiration-handler
        print("maintenance expired")
    }
    Maintenance.run {
        app.endBackgroundTask(maintenanceTaskID)
        maintenanceTaskID = .invalid
    }
}
