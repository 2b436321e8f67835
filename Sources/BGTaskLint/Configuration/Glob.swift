/// A `/`-separated path pattern, matched by hand (no `fnmatch`, same on every platform): `*` is
/// any run of characters within one segment, `?` one character, and `**` as a whole segment
/// any number of segments, none included. A pattern also matches everything under a folder it
/// matches, so `Generated` and `Generated/**` mean the same.
public struct Glob: Equatable, Sendable {
    public let pattern: String
    private let segments: [Substring]

    /// `**`: matches every path, so no path needs computing to test it.
    public var matchesEverything: Bool { segments == ["**"] }

    /// Why a pattern cannot be used.
    public struct Invalid: Error, Equatable {
        public var reason: String
    }

    public init(_ pattern: String) throws(Invalid) {
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.hasSuffix("/") { text = text.dropLast() }
        guard !text.isEmpty else { throw Invalid(reason: "an empty pattern matches nothing") }
        guard !text.hasPrefix("/") else { throw Invalid(reason: "'\(pattern)' is absolute; patterns are relative to the configuration's folder") }
        let segments = text.split(separator: "/", omittingEmptySubsequences: false)
        if let bad = segments.first(where: { $0.contains("**") && $0 != "**" }) {
            throw Invalid(reason: "'\(bad)': '**' must be a whole path segment")
        }
        if segments.contains(where: \.isEmpty) { throw Invalid(reason: "'\(pattern)' has an empty path segment") }
        self.pattern = pattern
        self.segments = segments
    }

    /// Whether `path` (relative, `/`-separated) or a folder above it matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        return (1...max(parts.count, 1)).contains { Self.match(segments[...], parts.prefix($0)) }
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            // Zero segments, or one more and try again.
            return match(pattern.dropFirst(), path) || (!path.isEmpty && match(pattern, path.dropFirst()))
        }
        guard let segment = path.first, matchSegment(Array(first), Array(segment)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one segment, by dynamic programming over characters (no backtracking blow-up).
    private static func matchSegment(_ pattern: [Character], _ text: [Character]) -> Bool {
        var reachable = [Bool](repeating: false, count: text.count + 1)
        reachable[0] = true
        for character in pattern {
            var next = [Bool](repeating: false, count: text.count + 1)
            for index in 0...text.count where reachable[index] {
                switch character {
                case "*":
                    for rest in index...text.count { next[rest] = true }
                case "?":
                    if index < text.count { next[index + 1] = true }
                default:
                    if index < text.count, text[index] == character { next[index + 1] = true }
                }
            }
            reachable = next
        }
        return reachable[text.count]
    }
}
