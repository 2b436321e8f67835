// Scenario: a processing task's handler calls a helper chain (handleProcessing -> train) that never completes the task.
import BackgroundTasks

final class ModelTrainer {
    func registerTraining() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.train", using: nil) { [weak self] task in // expect: bgtask-missing-set-task-completed
            self?.handleProcessing(task as! BGProcessingTask)
        }
    }

    private func handleProcessing(_ task: BGProcessingTask) {
        task.expirationHandler = { [weak self] in
            self?.isCancelled = true
        }
        train()
    }

    private var isCancelled = false

    private func train() {
        for epoch in 0..<5 where !isCancelled {
            print("training epoch \(epoch)")
        }
    }
}
