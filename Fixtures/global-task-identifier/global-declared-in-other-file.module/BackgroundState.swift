// Scenario: the global identifier is declared here and used from another file; reported at this declaration.
import UIKit

var sharedBackgroundTaskID: UIBackgroundTaskIdentifier = .invalid // expect: global-task-identifier
