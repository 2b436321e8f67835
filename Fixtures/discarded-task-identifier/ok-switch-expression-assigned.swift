// Scenario: each case of a switch expression (SE-0380) assigned to the identifier is the assigned value, not a discarded call.
// expect: none
import UIKit

final class ChartExporter {
    enum ExportFormat { case pdf, png }

    private var exportTaskID: UIBackgroundTaskIdentifier = .invalid

    func export(_ format: ExportFormat) {
        exportTaskID = switch format {
        case .pdf:
            UIApplication.shared.beginBackgroundTask(withName: "PDF") { [weak self] in self?.endExport() }
        case .png:
            UIApplication.shared.beginBackgroundTask(withName: "PNG") { [weak self] in self?.endExport() }
        }
        ChartExportAPI.shared.export { [weak self] in self?.endExport() }
    }

    private func endExport() {
        UIApplication.shared.endBackgroundTask(exportTaskID)
        exportTaskID = .invalid
    }
}
