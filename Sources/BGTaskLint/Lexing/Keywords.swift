/// Swift's reserved words: the ones the lexer classifies. Contextual keywords (`async`,
/// `actor`, `weak`, `get` …) stay identifiers, as they do in swiftc's lexer.
enum Keywords {
    static let reserved: [String] = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// Keywords that end an expression, after which `/` divides rather than opening a regex.
    static let expressionEnding: Set<String> = ["self", "Self", "super", "true", "false", "nil", "init"]

    /// Reserved words bucketed by length, so the hot path compares bytes and never builds a String.
    private static let byLength: [[[UInt8]]] = {
        var buckets = [[[UInt8]]](repeating: [], count: 16)
        for word in reserved { buckets[word.utf8.count].append(Array(word.utf8)) }
        return buckets
    }()

    static func isReserved(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let length = range.count
        guard length > 1, length < byLength.count else { return false }
        let first = bytes[range.lowerBound]
        candidates: for word in byLength[length] where word[0] == first {
            for offset in 1..<length where word[offset] != bytes[range.lowerBound + offset] {
                continue candidates
            }
            return true
        }
        return false
    }
}
