/// Lines covered by some of a set of ranges, merged and sorted so that a lookup is a binary
/// search rather than a pass over every range.
struct CoveredLines {
    /// Disjoint, in increasing order.
    private var spans: [ClosedRange<Int>] = []

    init<Ranges: Sequence>(_ ranges: Ranges) where Ranges.Element == ClosedRange<Int> {
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = spans.last, range.lowerBound <= last.upperBound {
                spans[spans.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                spans.append(range)
            }
        }
    }

    func contains(_ line: Int) -> Bool {
        // The last span starting at or before `line` is the only one that can hold it.
        var low = 0
        var high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].lowerBound <= line { low = middle + 1 } else { high = middle }
        }
        return low > 0 && spans[low - 1].upperBound >= line
    }
}

/// Sorted line numbers (of findings), answering "is any of them in this range".
struct SortedLines {
    private let lines: [Int]

    init(_ lines: [Int]) {
        self.lines = lines.sorted()
    }

    func containsAny(in range: ClosedRange<Int>) -> Bool {
        // The first line at or after the range's start decides.
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < lines.count && lines[low] <= range.upperBound
    }
}
