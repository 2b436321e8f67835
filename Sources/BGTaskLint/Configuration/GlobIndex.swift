/// A configuration's `include` or `exclude` patterns, filed by a run of literal text each
/// needs in a path, so that a path is tried only against the patterns that can match it.
///
/// `Configuration.includes` asks for every file of a run: trying every pattern on each made a
/// configuration listing as many patterns as the project has files quadratic (16,000 files and
/// 16,000 `exclude` paths: 4.8 s). Filing patterns by the literal segments they begin with left
/// those beginning with a wildcard (`**/Generated/*.swift`, `*Mocks*`) tried on every file
/// (16,384 of each: 8.6 s). So a path is read as one text (`text(of:)`), in which every pattern
/// that matches it spells its literal runs (`Glob.literalRuns`: `/Generated/`, `.swift/`,
/// `Mocks`), and each pattern is filed under one of its runs; one pass of a `SubstringAutomaton`
/// over the text finds the runs it holds, and only their patterns are tried. Each pattern tried
/// still decides by its own `matches`, and one that is not tried lacks a run every path it
/// matches holds, so the answer is the one trying them all gives.
///
/// Paths and patterns that are not ASCII are matched as `Character`s, and were once left out:
/// a path under `Données` tried every pattern (16,384 files and as many patterns: 19.5 s), and
/// a pattern naming `Générés` was tried on every path (4,096 of each: 13 s). A path's text is
/// its `Character`s' bytes all the same, and a pattern's runs are made only of `Character`s no
/// other equals (`Glob.literalRuns`), so they are filed and found alike. Left: patterns with no
/// such run (`*`, `**/?`), tried on every path, and those whose runs most paths hold
/// (`Ünï/**`: the start, `n`, a `/`), tried on those paths.
struct GlobIndex: Equatable, Sendable {
    let globs: [Glob]
    /// Finds the runs patterns are filed under in a path's text.
    private var runs = SubstringAutomaton([])
    /// The patterns filed under each run, by the run's node in `runs`.
    private var filed: [Int32: [Int]] = [:]
    /// The rest, tried on every path: those with no literal run.
    private var anywhere: [Int] = []

    /// Up to this many patterns are all tried: less work than reading the path (most
    /// configurations list one to a few).
    static let fewPatterns = 8

    /// The byte a path's text starts with, so that a pattern's first segments (`Sources/App`) are
    /// found only at the start of a path. No path holds it, and were one to, a pattern would
    /// only be tried more often.
    static let start: UInt8 = 0

    init(_ globs: [Glob]) {
        self.globs = globs
        guard globs.count > Self.fewPatterns else { return }
        var byRun: [[UInt8]: [Int]] = [:]
        for (index, glob) in globs.enumerated() {
            // The run fewest patterns are filed under yet, and the longest of those: many
            // patterns sharing a run (`**/Generated/*A1*`, `**/Generated/*A2*`…) would all be
            // tried on each path holding it.
            let run = glob.literalRuns.min { ((byRun[$0]?.count ?? 0), -$0.count) < ((byRun[$1]?.count ?? 0), -$1.count) }
            guard let run else {
                anywhere.append(index)
                continue
            }
            byRun[run, default: []].append(index)
        }
        runs = SubstringAutomaton(byRun.keys)
        for (run, patterns) in byRun {
            // Every key is a node of the automaton made from the keys.
            filed[runs.node(of: run)!] = patterns
        }
    }

    /// The same patterns: everything else is filed from them.
    static func == (left: GlobIndex, right: GlobIndex) -> Bool { left.globs == right.globs }

    /// Whether one of the patterns matches `path` (or a folder above it).
    func matchesAny(_ path: Glob.Path) -> Bool {
        guard globs.count > Self.fewPatterns else { return globs.contains { $0.matches(path) } }
        if anywhere.contains(where: { globs[$0].matches(path) }) { return true }
        return runs.containsKey(in: Self.text(of: path)) { run in
            filed[run, default: []].contains { globs[$0].matches(path) }
        }
    }

    /// `start`, then each segment of the path after a `/`, then a `/`: `\0/Sources/App/A.swift/`.
    /// A path that is not plain is cut as it is matched, into `Character`s (a `/` with a
    /// combining mark is no separator), and each segment is written in their bytes.
    static func text(of path: Glob.Path) -> [UInt8] {
        var text = [start, UInt8(ascii: "/")]
        guard path.isPlain else {
            for segment in path.characterSegments() {
                for character in segment { text += character.utf8 }
                text.append(UInt8(ascii: "/"))
            }
            return text
        }
        text.reserveCapacity(path.bytes.count + 3)
        for segment in path.segments {
            text += path.bytes[segment]
            text.append(UInt8(ascii: "/"))
        }
        return text
    }
}
