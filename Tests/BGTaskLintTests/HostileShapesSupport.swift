@testable import BGTaskLint

/// What the hostile-shape tests build their sources from and how they count what is found.
enum HostileSource {
    /// The end a handler of `type(_:)`'s class writes: ends its property and resets it.
    static let end = "UIApplication.shared.endBackgroundTask(self.taskID); self.taskID = .invalid"

    /// A class holding a task identifier property, with `members` inside.
    static func type(_ members: String, named name: String = "C") -> String {
        "import UIKit\n\nfinal class \(name) {\n    var taskID: UIBackgroundTaskIdentifier = .invalid\n    var flag = false\n"
            + members + "\n}\n"
    }

    /// How many diagnostics of each rule linting `source` as one file gives.
    static func ruleCounts(_ source: String) -> [String: Int] {
        ruleCounts(["hostile.swift": source])
    }

    /// How many diagnostics of each rule linting `files` (path → text) together with `rules` gives.
    static func ruleCounts(_ files: [String: String], rules: [any Rule.Type] = RuleRegistry.all) -> [String: Int] {
        Linter(rules: rules).lint(files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
            .reduce(into: [:]) { counts, diagnostic in counts[diagnostic.ruleID, default: 0] += 1 }
    }
}
