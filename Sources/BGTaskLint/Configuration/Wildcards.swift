/// The classic two-pointer wildcard match, written once for both levels of a glob: bytes against a
/// segment's `*` and `?`, and path segments against a pattern's segments and `**`.
///
/// Every non-star pattern element consumes exactly one text element, so on a mismatch only the
/// latest star needs to take one element more: an earlier star can never help, because whatever it
/// would absorb the latest one can absorb too. That bounds the work at (pattern × text) element tests,
/// where the recursive search it replaces was exponential in the number of stars.
enum Wildcards {
    /// Whether elements `0..<patternCount` match elements `0..<textCount` in full, where
    /// `isStar(p)` says pattern element `p` matches any run of text elements (none included) and
    /// `matches(p, t)` says whether the non-star pattern element `p` matches text element `t`.
    @inline(__always)
    static func match(
        patternCount: Int, textCount: Int, isStar: (Int) -> Bool, matches: (Int, Int) -> Bool
    ) -> Bool {
        var pattern = 0
        var text = 0
        // The latest star seen, and the text position it currently stops before.
        var star = -1
        var starStop = 0
        while text < textCount {
            if pattern < patternCount, isStar(pattern) {
                star = pattern
                starStop = text
                pattern += 1
            } else if pattern < patternCount, matches(pattern, text) {
                pattern += 1
                text += 1
            } else if star >= 0 {
                // Let the latest star swallow one more element and retry what follows it.
                starStop += 1
                pattern = star + 1
                text = starStop
            } else {
                return false
            }
        }
        // Only stars may remain: they match nothing.
        while pattern < patternCount, isStar(pattern) { pattern += 1 }
        return pattern == patternCount
    }
}
