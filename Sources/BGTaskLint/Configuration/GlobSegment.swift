extension Glob {
    /// One `/`-separated piece of a pattern, compiled once: `**`, or text where `*` is any run of
    /// characters and `?` one character.
    struct Segment: Sendable {
        /// `**`: any number of whole path segments.
        let isAnySegments: Bool
        /// The segment as written, for paths (or patterns) that are not plain (see `Glob.isPlain`).
        let characters: [Character]
        /// The segment's UTF-8 bytes; a plain pattern is matched on these.
        let bytes: [UInt8]
        /// Bytes before the first wildcard and after the last one: they must begin and end the
        /// path segment, so they are compared first and cut off before the general match.
        let literalPrefix: Int
        let literalSuffix: Int
        /// The bytes a match needs at least: every byte but the `*`s.
        let minimumLength: Int
        let hasWildcard: Bool

        private static let star = UInt8(ascii: "*")
        private static let question = UInt8(ascii: "?")

        init(_ text: Substring) {
            isAnySegments = text == "**"
            characters = Array(text)
            bytes = Array(text.utf8)
            let isWildcard = { (byte: UInt8) in byte == Self.star || byte == Self.question }
            let first = bytes.firstIndex(where: isWildcard)
            hasWildcard = first != nil
            literalPrefix = first ?? bytes.count
            literalSuffix = bytes.count - 1 - (bytes.lastIndex(where: isWildcard) ?? -1)
            minimumLength = bytes.count(where: { $0 != Self.star })
        }

        /// Whether the path segment `text` matches, compared byte by byte (both must be plain).
        func matches(_ text: ArraySlice<UInt8>) -> Bool {
            text.withUnsafeBufferPointer { matches($0) }
        }

        func matches(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
            bytes.withUnsafeBufferPointer { bytes in
                guard hasWildcard else { return text.count == bytes.count && text.elementsEqual(bytes) }
                guard text.count >= minimumLength,
                      text.prefix(literalPrefix).elementsEqual(bytes.prefix(literalPrefix)),
                      text.suffix(literalSuffix).elementsEqual(bytes.suffix(literalSuffix))
                else { return false }
                let pattern = UnsafeBufferPointer(rebasing: bytes[literalPrefix..<(bytes.count - literalSuffix)])
                let middle = UnsafeBufferPointer(rebasing: text[literalPrefix..<(text.count - literalSuffix)])
                return Wildcards.match(
                    patternCount: pattern.count, textCount: middle.count,
                    isStar: { pattern[$0] == Self.star },
                    matches: { patternAt, textAt in
                        let byte = pattern[patternAt]
                        return byte == Self.question || byte == middle[textAt]
                    })
            }
        }

        /// Whether every `Character` equal to `character` is spelled in the same bytes, so that a
        /// path matching a pattern holds the pattern's bytes for it: ASCII ones (`\r\n` too),
        /// but for the three that a non-ASCII scalar is canonically equivalent to — `K` (U+212A,
        /// KELVIN SIGN), `;` (U+037E, GREEK QUESTION MARK) and `` ` `` (U+1FEF, GREEK VARIA),
        /// the only ones among all scalars (a test asks every scalar). A `Character` of several
        /// scalars equals no single ASCII one: canonical decomposition never shortens text.
        static func standsForItsBytes(_ character: Character) -> Bool {
            character.utf8.allSatisfy { $0 < 0x80 } && character != "K" && character != ";" && character != "`"
        }

        /// Whether the path segment `text` matches, compared `Character` by `Character`: what a
        /// pattern or path with non-ASCII text needs, since `Character` equality is canonical
        /// equivalence (a precomposed `é` equals `e` + U+0301) and `?` takes a whole `Character`.
        func matches(_ text: [Character]) -> Bool {
            Wildcards.match(
                patternCount: characters.count, textCount: text.count,
                isStar: { characters[$0] == "*" },
                matches: { characters[$0] == "?" || characters[$0] == text[$1] })
        }
    }
}
