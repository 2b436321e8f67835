// Scenario: the handler spawns Task.detached to upload the remaining chunks.
import UIKit

func uploadLeftoverChunks(_ chunks: [Data]) async {
    for chunk in chunks {
        print("would upload \(chunk.count) bytes")
    }
}

func uploadChunks(_ chunks: [Data], uploader: ChunkUploader) {
    var chunkTaskID = UIBackgroundTaskIdentifier.invalid
    chunkTaskID = UIApplication.shared.beginBackgroundTask(withName: "Chunks") {
        Task.detached(priority: .background) { // expect: long-work-in-expiration-handler
            await uploadLeftoverChunks(chunks)
        }
        UIApplication.shared.endBackgroundTask(chunkTaskID)
        chunkTaskID = .invalid
    }
    uploader.upload(chunks) {
        UIApplication.shared.endBackgroundTask(chunkTaskID)
        chunkTaskID = .invalid
    }
}
