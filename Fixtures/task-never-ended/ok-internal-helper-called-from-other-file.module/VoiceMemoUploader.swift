// The other file: the upload's completion calls the recorder's helper.
// expect: none
import Foundation

final class VoiceMemoUploader {
    let recorder = VoiceMemoRecorder()

    func upload(_ memo: Data) {
        MemoAPI.shared.upload(memo) { [recorder] in
            recorder.endMemoTask()
        }
    }
}
