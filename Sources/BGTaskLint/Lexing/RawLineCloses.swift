/// The `"`s on the rest of one line that could close a raw string there, read once for every
/// raw `"""` opener on the line (see `Lexer.rawStringClosesOnItsLine`).
///
/// An opener with k `#`s asks whether a `"` followed by k `#`s lies between its third quote and
/// the line's end. That holds exactly when the longest run of `#`s after any `"` in that stretch
/// is at least k, so only those longest runs are kept: the quotes whose run is longer than the
/// run after every later quote of the line. Their positions ascend and their runs descend, and
/// the first of them at or after a position holds the longest run from there on.
///
/// Searching the line again for each count of `#`s cost a scan per opener: a line nesting K
/// openers with K different counts is about K² bytes long and was read K times. Here the line
/// is read once, and what is kept stays small: distinct descending runs, each spelled out in
/// the line, number at most about √(2 × the line's length).
struct RawLineCloses {
    /// Where the reading started: the third quote of the line's first raw `"""` opener.
    let start: Int
    /// The line's end: its first `\n` or `\r` at or after `start` (so the `\r` of a `\r\n`), or
    /// the end of the file.
    let lineEnd: Int
    /// The kept quotes, ascending, with `runs[i]` the count of `#`s right after `keptQuotes[i]`.
    private(set) var keptQuotes: [Int] = []
    private var runs: [Int] = []

    /// Reads the line from `start` to its end.
    init(bytes: UnsafeBufferPointer<UInt8>, from start: Int) {
        self.start = start
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
            guard bytes[index] == UInt8(ascii: "\"") else {
                index += 1
                continue
            }
            let quote = index
            index += 1
            while index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
            let run = index - quote - 1
            // An earlier quote whose run is no longer than this one's answers nothing this one
            // does not answer too.
            while let last = runs.last, last <= run {
                runs.removeLast()
                keptQuotes.removeLast()
            }
            keptQuotes.append(quote)
            runs.append(run)
        }
        lineEnd = index
    }

    /// Whether this reading answers for `position`: it lies on the stretch read.
    func covers(_ position: Int) -> Bool {
        start <= position && position <= lineEnd
    }

    /// Whether a `"` followed by at least `hashes` `#`s lies at or after `position` (which the
    /// reading covers) on the line: the old scan's `hashesFollow` test, byte for byte.
    func holdsClose(from position: Int, hashes: Int) -> Bool {
        // The first kept quote at or after `position`, by bisection over the ascending quotes.
        var low = 0
        var high = keptQuotes.count
        while low < high {
            let middle = (low + high) / 2
            if keptQuotes[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low < keptQuotes.count && runs[low] >= hashes
    }
}
