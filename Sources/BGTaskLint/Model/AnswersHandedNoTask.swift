/// The answers the calls of one body give when they hold no task, for one target, helper levels
/// left and settings, worked out in order as questions need them and kept: a question about
/// the body takes those of the calls its carriers do not reach (`CallsOfBody`) a run at a
/// time, in two lookups, and asks only the others itself.
///
/// A question stops at the first call that ends the task, as a reading of the calls in order
/// does; the answers are worked out no further than some question needed them. Each is made
/// as a summary (`SummaryInProgress`), and every question reading them reads the configured
/// names all those made so far asked about: more than it needs, which only keeps its answer
/// from serving settings that would have answered alike.
final class AnswersHandedNoTask: @unchecked Sendable {
    private let lock = Lock()
    private var answers: [Ending] = []
    /// `unknownsBefore[k]`: how many of the first k answers are `unknown`.
    private var unknownsBefore = [0]
    /// The positions of the answers that are `ends`, ascending.
    private var endings: [Int] = []
    /// The configured names the answers made so far asked about, one set of `sets`.
    private var namesRead: NamesRead?
    private let sets: NameSets

    init(sets: NameSets) {
        self.sets = sets
    }

    /// The answers of the calls at `positions` combined (`Ending.combine`): `ends` as soon as
    /// one of them ends. `answer` works out a call's answer; it is asked for every call before
    /// the last one needed that has none yet.
    func combined(_ positions: Range<Int>, answer: (Int) -> Ending) -> Ending {
        // Nothing to combine: no answer before it is needed (a question asking every call).
        guard !positions.isEmpty else { return .no }
        while true {
            let next: Int = lock.withLock {
                let known = min(positions.upperBound, answers.count)
                if known > positions.lowerBound, endings.hasPosition(in: positions.lowerBound..<known) { return -1 }
                return answers.count
            }
            if next < 0 { return .ends }
            if next >= positions.upperBound { break }
            let making = SummaryInProgress(sets: sets)
            let ending = SummaryInProgress.$current.withValue(making) { answer(next) }
            lock.withLock {
                // Another thread may have stored it first: the same answer (summaries are pure).
                guard answers.count == next else { return }
                answers.append(ending)
                unknownsBefore.append(unknownsBefore[next] + (ending == .unknown ? 1 : 0))
                if ending == .ends { endings.append(next) }
                if let read = making.namesRead { namesRead = namesRead.map { sets.union($0, read) } ?? read }
            }
        }
        return lock.withLock {
            unknownsBefore[positions.upperBound] > unknownsBefore[positions.lowerBound] ? .unknown : .no
        }
    }

    /// Tells the summary being made (if any) every configured name the answers made so far
    /// asked about.
    func reportNamesRead() {
        guard let making = SummaryInProgress.current else { return }
        if let names = lock.withLock({ namesRead }) { making.read(names) }
    }
}
