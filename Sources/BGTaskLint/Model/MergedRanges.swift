/// Token ranges sorted once and merged where they overlap or touch: whether a position lies in
/// one of them is then a binary search.
///
/// Kept where many questions share the ranges: the code of a handler and of the helpers only it
/// calls is the same for each of the begin calls sharing the handler, and sorting thousands of
/// helper bodies again for each of thousands of begin calls was quadratic.
struct MergedRanges {
    /// Ascending and disjoint, none empty.
    let ranges: [Range<Int>]

    init(_ unsorted: [Range<Int>]) {
        var merged: [Range<Int>] = []
        for range in unsorted.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        ranges = merged
    }

    /// The merged range holding `position`, if any.
    func range(holding position: Int) -> Range<Int>? {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= position { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(position) ? ranges[low] : nil
    }

    func contains(_ position: Int) -> Bool {
        range(holding: position) != nil
    }
}
