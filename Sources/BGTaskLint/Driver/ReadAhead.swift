import Dispatch

/// The files a run found, read and sketched on other threads while the run works out which of
/// them it lints (the project walk and the configuration lookup, work of one core): for a list
/// of thousands of files that work took a quarter of the run with the other core idle.
///
/// Only regular files reach it (discovery filtered out FIFOs and devices, which a read could
/// block on), and a file is read no differently than it would be afterwards. A file the
/// configuration then excludes was read for nothing: its result, even an error, is dropped.
/// With `--jobs 1` nothing runs ahead: the files linted are read when asked for, one by one.
/// A run that stops early (a configuration that cannot be read) leaves the reading to finish
/// unwaited for; the process exits meanwhile.
final class ReadAhead: @unchecked Sendable {
    typealias Read = (path: String, result: Result<ScannedSource, SourceReader.Failure>)

    private let paths: [String]
    /// Written once by the reading thread before `finished` is signalled, read only after.
    private var reads: [Read] = []
    private let finished = DispatchSemaphore(value: 0)
    private let runsAhead: Bool

    init(_ paths: [String]) {
        self.paths = paths
        runsAhead = ParallelMap.workers != 1 && paths.count > 1
        guard runsAhead else { return }
        DispatchQueue.global().async {
            self.reads = ParallelMap.map(paths) { path in (path, SourceReader.scan(path)) }
            self.finished.signal()
        }
    }

    /// The reads of `linted`, which lists some of the paths given, in their order.
    func reads(of linted: [String]) -> [Read] {
        guard runsAhead else { return ParallelMap.map(linted) { path in (path, SourceReader.scan(path)) } }
        finished.wait()
        guard linted.count != paths.count else { return reads }
        // `linted` is a subsequence of `paths`: one walk over both picks its reads. A path not
        // found on the way (none is, today) is read now rather than lost.
        var picked: [Read] = []
        picked.reserveCapacity(linted.count)
        var next = 0
        for path in linted {
            let from = next
            while next < reads.count, reads[next].path != path { next += 1 }
            if next < reads.count {
                picked.append(reads[next])
                next += 1
            } else {
                next = from
                picked.append((path, SourceReader.scan(path)))
            }
        }
        return picked
    }
}
