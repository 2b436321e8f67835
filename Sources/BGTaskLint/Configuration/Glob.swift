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

    /// `**` (or `**/**`…): matches every path, so no path needs computing to test it.
    public var matchesEverything: Bool { segments.allSatisfy(\.isAnySegments) }

    /// Why a pattern cannot be used.
    public struct Invalid: Error, Equatable {
        public var reason: String
    }

    public init(_ pattern: String) throws(Invalid) {
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
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
        self.pattern = pattern
        var segments: [Segment] = []
        for segment in (written + ["**"]).map(Segment.init) {
            if segment.isAnySegments, segments.last?.isAnySegments == true { continue }
            segments.append(segment)
        }
        self.segments = segments
        isPlain = written.allSatisfy { Path.isPlain($0.utf8) }
    }

    /// Two globs are the same when written the same: everything else is compiled from the text.
    public static func == (left: Glob, right: Glob) -> Bool { left.pattern == right.pattern }

    /// Whether `path` (relative, `/`-separated) or a folder above it matches.
    public func matches(_ path: String) -> Bool { matches(Path(path)) }

    /// Whether `path` or a folder above it matches; a `Path` is cut into segments once for every
    /// pattern tried on it.
    public func matches(_ path: Path) -> Bool {
        guard isPlain, path.isPlain else { return matchesByCharacter(path.characterSegments()) }
        return Wildcards.match(
            patternCount: segments.count, textCount: path.segments.count,
            isStar: { segments[$0].isAnySegments },
            matches: { segments[$0].matches(path.bytes[path.segments[$1]]) })
    }

    /// The slow way, for non-ASCII text: `Character`s compare by canonical equivalence.
    private func matchesByCharacter(_ parts: [[Character]]) -> Bool {
        Wildcards.match(
            patternCount: segments.count, textCount: parts.count,
            isStar: { segments[$0].isAnySegments },
            matches: { segments[$0].matches(parts[$1]) })
    }
}
