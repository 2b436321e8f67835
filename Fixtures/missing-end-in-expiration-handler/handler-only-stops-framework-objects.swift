// Scenario: each handler only stops a framework object (a timer, location updates, an audio
// player, a capture session, a URL session) and never ends its task: the guide's most frequent
// error, written as "stop the work when time runs out". These framework methods end no
// background task, whatever their names say. The same `stop()` on an object of the module's own
// type whose declaration is not in view keeps the benefit of the doubt.
import UIKit
import CoreLocation
import AVFoundation

final class Tracker {
    private var timerTask: UIBackgroundTaskIdentifier = .invalid
    private var locationTask: UIBackgroundTaskIdentifier = .invalid
    private var playerTask: UIBackgroundTaskIdentifier = .invalid
    private var captureTask: UIBackgroundTaskIdentifier = .invalid
    private var sessionTask: UIBackgroundTaskIdentifier = .invalid
    private var recorderTask: UIBackgroundTaskIdentifier = .invalid
    private var timer: Timer?
    private let locationManager = CLLocationManager()
    private var player: AVAudioPlayer?
    private let captureSession = AVCaptureSession()
    private let session = URLSession(configuration: .default)
    private var recorder: SessionRecorder?

    func start() {
        timerTask = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: missing-end-in-expiration-handler
            self?.timer?.invalidate()
        }
        locationTask = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: missing-end-in-expiration-handler
            self?.locationManager.stopUpdatingLocation()
        }
        playerTask = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: missing-end-in-expiration-handler
            self?.player?.stop()
        }
        captureTask = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: missing-end-in-expiration-handler
            self?.captureSession.stopRunning()
        }
        sessionTask = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: missing-end-in-expiration-handler
            self?.session.finishTasksAndInvalidate()
        }
        recorderTask = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.recorder?.stop()
        }
        Work.run { [weak self] in self?.endAll() }
    }

    private func endAll() {
        for id in [timerTask, locationTask, playerTask, captureTask, sessionTask, recorderTask] {
            UIApplication.shared.endBackgroundTask(id)
        }
        (timerTask, locationTask, playerTask, captureTask, sessionTask, recorderTask) =
            (.invalid, .invalid, .invalid, .invalid, .invalid, .invalid)
    }
}
