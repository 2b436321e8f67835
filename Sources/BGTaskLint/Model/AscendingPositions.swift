/// Ascending lists of token positions (mentions of a name, calls of a helper): questions about
/// a range of tokens answered by binary search, never by walking the list.
extension Array where Element == Int {
    /// The index of the first position at or after `position` (`count` if none).
    func firstIndex(notBelow position: Int) -> Int {
        firstIndex(notBelow: position, from: 0)
    }

    /// The same, looking only at the indices from `start` on (a cursor moving forward).
    func firstIndex(notBelow position: Int, from start: Int) -> Int {
        var low = start, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The positions that lie in `range`.
    func positions(in range: Range<Int>) -> ArraySlice<Int> {
        self[firstIndex(notBelow: range.lowerBound)..<firstIndex(notBelow: range.upperBound)]
    }

    /// Whether a position lies in `range`.
    func hasPosition(in range: Range<Int>) -> Bool {
        let low = firstIndex(notBelow: range.lowerBound)
        return low < count && self[low] < range.upperBound
    }
}
