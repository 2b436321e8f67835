// Scenario: the handler calls persistDraft(), which calls writeSnapshot(), which writes a file; reported at the call in the handler.
import UIKit

final class StoryEditor {
    private var draftTaskID: UIBackgroundTaskIdentifier = .invalid
    private var draft = Data()
    private let draftURL: URL

    init(draftURL: URL) {
        self.draftURL = draftURL
    }

    func editorDidBackground() {
        draftTaskID = UIApplication.shared.beginBackgroundTask(withName: "StoryDraft") { [weak self] in
            guard let self else { return }
            self.persistDraft() // expect: long-work-in-expiration-handler
            self.endDraftTask()
        }
        DraftServer.shared.sync(draft) { [weak self] in
            self?.endDraftTask()
        }
    }

    private func persistDraft() {
        print("persisting draft of \(draft.count) bytes")
        writeSnapshot()
    }

    private func writeSnapshot() {
        try? draft.write(to: draftURL, options: .atomic)
    }

    private func endDraftTask() {
        UIApplication.shared.endBackgroundTask(draftTaskID)
        draftTaskID = .invalid
    }
}
