// Scenario: a regex builder's line starting with `/\}/` after a string is a regex (a `/` with
// whitespace before it and none after is a prefix operator to swiftc, whatever comes before: its
// parser lexes a regex there); `static func /(…)` names an operator, and the `/` glued later on
// its line is division, not the end of a regex swallowing the body's `{`. Read wrong, either
// brace would close the class early and hide the handler below. `total⏎/= 2` stays division.
import RegexBuilder
import UIKit

struct Scaler {
    var total: Int
    static func /(lhs: Scaler, rhs: Int) -> Int { lhs.total/rhs }
}

final class Parser {
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private var total = 8

    let pattern = Regex {
        "key"
        /\}/
        OneOrMore(.word)
    }

    func halve() {
        total
            /= 2
    }

    func start() {
        taskID = UIApplication.shared.beginBackgroundTask {
            self.finish() // expect: strong-self-in-expiration-handler
        }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
