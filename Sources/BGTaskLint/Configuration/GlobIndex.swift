/// A configuration's `include` or `exclude` patterns, filed by the literal segments they begin
/// with, so that a path is tried only against the patterns that can match it.
///
/// `Configuration.includes` asks for every file of a run: trying every pattern on each made a
/// configuration listing as many paths as the project has files quadratic (16,000 files and
/// 16,000 `exclude` paths: 4.8 s). A pattern whose first segments are literal (`Generated`,
/// `Sources/Legacy/*.swift`) matches only paths that begin with exactly those segments, so a
/// plain path looks up each run of its first segments and tries the patterns filed there, and
/// those that begin with a wildcard or `**`. Each pattern tried still decides by its own
/// `matches`, so the answer is the one trying them all gives. Left: many patterns with one
/// literal head (`Sources/*/A1.swift`, `Sources/*/A2.swift`…), or none, are still all tried.
struct GlobIndex: Equatable, Sendable {
    let globs: [Glob]
    /// Patterns by the hash of their literal head (`Glob.literalHead`).
    private var byHead: [Int: [Int]] = [:]
    /// How many segments the longest literal head has: no longer run of a path needs hashing.
    private var longestHead = 0
    /// The rest, tried on every path: those beginning with a wildcard or `**`, or not plain.
    private var anywhere: [Int] = []

    /// Up to this many patterns are all tried: less work than hashing the path (most
    /// configurations list one to a few).
    static let fewPatterns = 8

    init(_ globs: [Glob]) {
        self.globs = globs
        guard globs.count > Self.fewPatterns else { return }
        for (index, glob) in globs.enumerated() {
            guard !glob.literalHead.isEmpty else {
                anywhere.append(index)
                continue
            }
            var hasher = Hasher()
            for segment in glob.literalHead { segment.withUnsafeBytes { Self.combine($0, into: &hasher) } }
            byHead[hasher.finalize(), default: []].append(index)
            longestHead = max(longestHead, glob.literalHead.count)
        }
    }

    /// The same patterns: everything else is filed from them.
    static func == (left: GlobIndex, right: GlobIndex) -> Bool { left.globs == right.globs }

    /// Whether one of the patterns matches `path` (or a folder above it).
    func matchesAny(_ path: Glob.Path) -> Bool {
        // A path that is not plain is matched as `Character`s (canonical equivalence), which
        // its bytes cannot stand for: every pattern is tried, as for a few patterns.
        guard globs.count > Self.fewPatterns, path.isPlain else { return globs.contains { $0.matches(path) } }
        if anywhere.contains(where: { globs[$0].matches(path) }) { return true }
        return path.bytes.withUnsafeBytes { bytes in
            // The hash of the path's first segments, one segment more each step: a path costs
            // its bytes once, however deep it is. Swift's hasher is seeded per process, so no
            // configuration can be written to make many heads share one hash.
            var hasher = Hasher()
            for range in path.segments.prefix(longestHead) {
                Self.combine(UnsafeRawBufferPointer(rebasing: bytes[range]), into: &hasher)
                // `finalize` takes the hasher: a copy, as the next segment is combined into it.
                let finished = hasher
                if let filed = byHead[finished.finalize()], filed.contains(where: { globs[$0].matches(path) }) {
                    return true
                }
            }
            return false
        }
    }

    /// A segment and the `/` after it, which no segment holds: runs of segments hash as their
    /// bytes joined, so a head and a path's first segments hash alike when they are equal (and,
    /// rarely, when two hashes collide, which the pattern's own match then settles).
    private static func combine(_ segment: UnsafeRawBufferPointer, into hasher: inout Hasher) {
        hasher.combine(bytes: segment)
        hasher.combine(UInt8(ascii: "/"))
    }
}
