/// What one step of a climb up the scope chain found: the answer for the scope (and every scope
/// climbed through to it), or the scope to look at next.
enum ClimbStep<Answer> {
    case answer(Answer)
    case up(Int)
}

/// Climbs from `start` one step at a time until a step answers or a scope with a kept answer is
/// reached, and keeps the answer for every scope climbed through: however many questions start
/// at however deep scopes, each scope is climbed through once. (A climb per question was
/// quadratic under thousands of nested blocks or closures, each asking from its own depth.)
func climb<Answer>(from start: Int, kept: inout [Int: Answer], _ step: (Int) -> ClimbStep<Answer>) -> Answer {
    var chain: [Int] = []
    var current = start
    var answer: Answer
    while true {
        if let known = kept[current] {
            answer = known
            break
        }
        chain.append(current)
        switch step(current) {
        case .answer(let found):
            answer = found
            for link in chain { kept[link] = answer }
            return answer
        case .up(let next):
            current = next
        }
    }
    for link in chain { kept[link] = answer }
    return answer
}

/// `climb(from:kept:_:)` with its kept answers behind a lock: for answers kept beside a file's
/// tree, which rules on several threads ask.
final class SharedClimb<Answer>: @unchecked Sendable {
    private let lock = Lock()
    private var kept: [Int: Answer] = [:]

    func answer(from start: Int, _ step: (Int) -> ClimbStep<Answer>) -> Answer {
        lock.withLock { climb(from: start, kept: &kept, step) }
    }
}
