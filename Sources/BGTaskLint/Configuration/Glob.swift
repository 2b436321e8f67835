/// A `/`-separated path pattern, matched by hand (no `fnmatch`, same on every platform): `*` is
/// any run of characters within one segment, `?` one character, and `**` as a whole segment
/// any number of segments, none included. A pattern also matches everything under a folder it
/// matches, so `Generated` and `Generated/**` mean the same.
///
/// The pattern comes from a repository's `.bgtask-lint.json`, so a hostile one must not make the
/// tool hang: it is compiled once, and matching a path takes at most (pattern segments × path
/// segments) segment tests, each at most (segment bytes × path segment bytes) steps.
public struct Glob: Equatable, Sendable {
    public let pattern: String
    /// The pattern's segments with a `**` appended (matching a folder matches what is under it)
    /// and every run of `**` collapsed to one (`**/**` matches exactly what `**` matches).
    private let segments: [Segment]
    /// Whether every byte of the pattern is a whole `Character`, so that against a plain path
    /// bytes compare as `Character`s would (see `Path.isPlain`).
    private let isPlain: Bool
    /// How many `..` the pattern starts with once normalised: it names places that many folders
    /// above the configuration's, and matches the paths of files outside the folder, which start
    /// with as many `../` (`Configuration.includes`).
    let climbs: Int
    /// The runs of literal bytes a path's text (`GlobIndex.text(of:)`) holds whenever the
    /// pattern matches the path, plain or not (`GlobIndex` files patterns by one of them): runs
    /// of the `Character`s only themselves equal (`Segment.standsForItsBytes`). None when the
    /// pattern is all `**`, wildcards and other `Character`s.
    let literalRuns: [[UInt8]]

    /// `**` (or `**/**`…): matches every path, so no path needs computing to test it.
    public var matchesEverything: Bool { segments.allSatisfy(\.isAnySegments) }

    /// Why a pattern cannot be used.
    public struct Invalid: Error, Equatable {
        public var reason: String
    }

    public init(_ pattern: String) throws(Invalid) {
        var text = Substring(pattern)
        while text.hasSuffix("/") { text = text.dropLast() }
        guard !text.isEmpty else { throw Invalid(reason: "an empty pattern matches nothing") }
        guard !text.hasPrefix("/") else {
            throw Invalid(reason: "'\(pattern)' is absolute; patterns are relative to the configuration's folder")
        }
        let written = text.split(separator: "/", omittingEmptySubsequences: false)
        if let bad = written.first(where: { $0.contains("**") && $0 != "**" }) {
            throw Invalid(reason: "'\(bad)': '**' must be a whole path segment")
        }
        if written.contains(where: \.isEmpty) { throw Invalid(reason: "'\(pattern)' has an empty path segment") }
        let normalised = try Self.normalised(written, of: pattern)
        self.pattern = pattern
        var segments: [Segment] = []
        for segment in (normalised + ["**"]).map(Segment.init) {
            if segment.isAnySegments, segments.last?.isAnySegments == true { continue }
            segments.append(segment)
        }
        self.segments = segments
        climbs = normalised.prefix { $0 == ".." }.count
        isPlain = normalised.allSatisfy { Path.isPlain($0.utf8) }
        literalRuns = Self.literalRuns(of: segments)
    }

    /// A path's text is `GlobIndex.start`, then each segment after a `/`, then a `/`. Segments
    /// between two `**` (or the start and a `**`) match consecutive path segments, so written
    /// the same way (the start first when they begin the pattern) they match a stretch of the
    /// text, `*` any run of `Character`s and `?` one. A `Character` that only itself equals
    /// matches the same bytes, so a run of them between the wildcards is in the text as it is;
    /// any other `Character` ends a run, and is never split (`e` + U+0301 is one `Character`,
    /// whose `e` a path's precomposed `é` does not hold).
    private static func literalRuns(of segments: [Segment]) -> [[UInt8]] {
        let slash = UInt8(ascii: "/")
        var runs: [[UInt8]] = []
        var run: [UInt8] = segments.first?.isAnySegments == false ? [GlobIndex.start] : []
        var afterSegment = false
        func endRun() {
            if !run.isEmpty { runs.append(run) }
            run = []
        }
        for segment in segments {
            guard !segment.isAnySegments else {
                if afterSegment { run.append(slash) }
                endRun()
                afterSegment = false
                continue
            }
            run.append(slash)
            for character in segment.characters {
                if character != "*", character != "?", Segment.standsForItsBytes(character) {
                    run += character.utf8
                } else {
                    endRun()
                }
            }
            afterSegment = true
        }
        if afterSegment { run.append(slash) }
        endRun()
        return runs
    }

    /// The segments with `.` and `x/..` taken out, as paths have them (`Path`): `Sources/.`,
    /// `Sources/./a.swift` and `Sources/../Sources` were kept as written and, matched against
    /// paths that never hold a `.` segment, matched nothing — `"include": ["."]` checked no
    /// file and passed. What is left of `.` alone is no segment: the folder itself, everything.
    /// A `..` after `**` is refused: `**` stands for any number of folders, so there is no one
    /// folder for `..` to leave.
    private static func normalised(_ written: [Substring], of pattern: String) throws(Invalid) -> [Substring] {
        var kept: [Substring] = []
        for segment in written where segment != "." {
            guard segment == "..", let last = kept.last, last != ".." else {
                kept.append(segment)
                continue
            }
            guard last != "**" else {
                throw Invalid(reason: "'\(pattern)': '..' after '**' leaves no particular folder; write the folder's name")
            }
            kept.removeLast()
        }
        return kept
    }

    /// Why the pattern cannot be used from a configuration in `folder` (its path components,
    /// links resolved), or nil: a pattern that climbs out of the folder (`..`) and can lead back
    /// into it, or names a folder holding it, would match none of the folder's files, whose
    /// paths are taken relative to the folder and never start with `../` — `"include": [".."]`
    /// would check nothing. One that climbs above the root names nothing at all.
    func climbRefusal(from folder: [Substring]) -> String? {
        guard climbs > 0 else { return nil }
        guard climbs <= folder.count else { return "'\(pattern)' climbs above the root of the file system" }
        // The segments after the climb, without the `**` that `init` appends.
        let descent = segments[climbs..<(segments.count - 1)]
        let written = descent.map { String($0.characters) }
        for (index, component) in folder.suffix(climbs).enumerated() {
            let step = descent.startIndex + index
            guard step < descent.endIndex, !descent[step].isAnySegments else {
                return "'\(pattern)' names a folder holding the configuration's folder, whose files are matched by their "
                    + "paths relative to it, never through '..' (write '**' for every file)"
            }
            // This segment leads away from the folder: the pattern names only files outside it.
            if !descent[step].matches(Array(component)) { return nil }
        }
        let inside = written.dropFirst(climbs).joined(separator: "/")
        return "'\(pattern)' leads back into the configuration's folder, whose files are matched by their paths "
            + "relative to it, never through '..' (write '\(inside.isEmpty ? "**" : inside)')"
    }

    /// Two globs are the same when written the same: everything else is compiled from the text.
    public static func == (left: Glob, right: Glob) -> Bool { left.pattern == right.pattern }

    /// Whether `path` (relative, `/`-separated) or a folder above it matches.
    public func matches(_ path: String) -> Bool { matches(Path(path)) }

    /// Whether `path` or a folder above it matches; a `Path` is cut into segments once for every
    /// pattern tried on it.
    public func matches(_ path: Path) -> Bool {
        guard isPlain, path.isPlain else { return matchesByCharacter(path.characterSegments()) }
        // Through buffers: an array's element read in a closure was a copy of the segment (its
        // arrays retained and released), which cost more than the match: 2,000 instructions a
        // pattern and file, so a configuration of 20 patterns took half a run over the apps.
        return segments.withUnsafeBufferPointer { segments in
            path.bytes.withUnsafeBufferPointer { bytes in
                path.segments.withUnsafeBufferPointer { ranges in
                    Wildcards.match(
                        patternCount: segments.count, textCount: ranges.count,
                        isStar: { segments[$0].isAnySegments },
                        matches: { segments[$0].matches(UnsafeBufferPointer(rebasing: bytes[ranges[$1]])) })
                }
            }
        }
    }

    /// The slow way, for non-ASCII text: `Character`s compare by canonical equivalence.
    private func matchesByCharacter(_ parts: [[Character]]) -> Bool {
        Wildcards.match(
            patternCount: segments.count, textCount: parts.count,
            isStar: { segments[$0].isAnySegments },
            matches: { segments[$0].matches(parts[$1]) })
    }
}
