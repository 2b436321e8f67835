/// One `// bgtask-lint:…` comment, parsed. Directives are read from the lexer's comments only,
/// so the same text inside a string literal never suppresses anything.
///
/// - `// bgtask-lint:disable:next RULE[, RULE…]` — the line after the comment;
/// - `// bgtask-lint:disable:this RULE…` — the comment's own line;
/// - `// bgtask-lint:disable RULE…` … `// bgtask-lint:enable RULE…` — a region (to the end of
///   the file when never enabled again);
/// - `all` instead of rule ids; a reason may follow after ` -- `.
public struct SuppressionDirective: Equatable, Sendable {
    /// Which lines a directive covers.
    public enum Kind: String, Sendable {
        case next = "disable:next", this = "disable:this", disable, enable
    }

    public var kind: Kind
    /// Rule ids as written (`all` included), in order.
    public var ruleIDs: [String]
    public var reason: String?
    /// The 1-based line the comment starts on, and the line it ends on (block comments).
    public var line: Int
    public var endLine: Int
    /// The comment's bytes; a finding about the directive is anchored at its start.
    public var range: Range<Int>

    public static let prefix = "bgtask-lint:"
    public static let allRules = "all"
}

/// Reads directives out of a file's comments.
public enum SuppressionParser {
    /// A comment that starts like a directive but cannot be read as one; it suppresses nothing
    /// and is reported, so that a typo never passes for a suppression.
    public struct Malformed: Equatable, Sendable {
        public var reason: String
        public var line: Int
        public var range: Range<Int>
    }

    /// Every directive of `file` (and the malformed ones), in source order.
    public static func parse(_ file: SourceFile, comments: [Comment]) -> (directives: [SuppressionDirective], malformed: [Malformed]) {
        var directives: [SuppressionDirective] = []
        var malformed: [Malformed] = []
        for comment in comments where mentionsPrefix(file.bytes, comment.range) {
            guard let body = directiveBody(file.text(comment.range)) else { continue }
            let line = file.location(of: comment.range.lowerBound).line
            let endLine = file.location(of: max(comment.range.lowerBound, comment.range.upperBound - 1)).line
            switch parse(body) {
            case .success(let parsed):
                directives.append(SuppressionDirective(kind: parsed.kind, ruleIDs: parsed.ids, reason: parsed.reason,
                                                       line: line, endLine: endLine, range: comment.range))
            case .failure(let reason):
                malformed.append(Malformed(reason: reason.text, line: line, range: comment.range))
            }
        }
        return (directives, malformed)
    }

    /// Whether `bgtask-lint:` occurs in the bytes at all: most comments are no directive, and
    /// this tells without making a String of each.
    static func mentionsPrefix(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        let needle = prefixBytes
        guard range.count >= needle.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var start = range.lowerBound
            while start + needle.count <= range.upperBound {
                if buffer[start] == needle[0], buffer[start..<(start + needle.count)].elementsEqual(needle) { return true }
                start += 1
            }
            return false
        }
    }

    private static let prefixBytes = Array(SuppressionDirective.prefix.utf8)

    /// Why a directive could not be read.
    struct Reason: Error {
        var text: String
    }

    /// The text after `bgtask-lint:` in a `//` or `/* */` comment, or nil when the comment is no
    /// directive.
    static func directiveBody(_ comment: String) -> Substring? {
        var text = Substring(comment)
        if text.hasPrefix("//") {
            text = text.drop { $0 == "/" }
            text = blanksAsSpaces(text)
        } else if text.hasPrefix("/*") {
            // A block comment's line breaks are blanks (a directive may open on the line after
            // `/*`, or list its ids over two lines), and so are the stars that decorate one
            // (`/** … **/`, ` * ` before a line).
            text = text.dropFirst(2)
            if text.hasSuffix("*/") { text = text.dropLast(2) }
            text = blanksAsSpaces(text)
            while text.first == "*" || text.first == " " || text.first == "\t" { text = text.dropFirst() }
            while text.last == "*" || text.last == " " || text.last == "\t" { text = text.dropLast() }
        } else {
            return nil
        }
        text = text.trimmingBlanks
        guard text.hasPrefix(SuppressionDirective.prefix) else { return nil }
        return text.dropFirst(SuppressionDirective.prefix.count)
    }

    /// Whether `character` separates the words of a directive: whatever Swift's lexer skips as
    /// whitespace (space, tab, line feed, carriage return, vertical tab, form feed, NUL), and
    /// the line breaks Unicode adds (NEL, U+2028, U+2029; `Character.isNewline` covers them and
    /// CR LF). Swift code does not take the last three for whitespace, but in a comment they end
    /// a line for whoever reads it, so they end a word of the directive too. A form feed or
    /// U+2028 after a rule id made it part of the id ("'…\u{c}' is not a rule id").
    static func isBlank(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\0" || character.isNewline
    }

    /// `text` with every blank a space, so the rest of the parser splits on spaces alone.
    private static func blanksAsSpaces(_ text: Substring) -> Substring {
        guard text.contains(where: { isBlank($0) && $0 != " " }) else { return text }
        return Substring(String(text.map { isBlank($0) ? " " : $0 }))
    }

    static func parse(_ body: Substring) -> Result<(kind: SuppressionDirective.Kind, ids: [String], reason: String?), Reason> {
        var text = body
        var reason: String?
        // Found by hand: the standard library's `firstRange(of:)` needs macOS 13, and
        // Foundation's `range(of:)` is not in FoundationEssentials.
        // Only a space can start " -- " (Characters are compared): testing the prefix at every
        // index cost about as much as the rest of the directive.
        if let start = text.indices.first(where: { text[$0] == " " && text[$0...].hasPrefix(" -- ") }) {
            let separator = start..<text.index(start, offsetBy: 4)
            reason = String(text[separator.upperBound...].trimmingBlanks)
            text = text[..<separator.lowerBound]
        } else if text.hasSuffix(" --") {
            text = text.dropLast(3)
        }
        text = text.trimmingBlanks
        let word = text.prefix { $0 != " " && $0 != "\t" }
        let kinds: [SuppressionDirective.Kind] = [.next, .this, .disable, .enable]
        guard let kind = kinds.first(where: { $0.rawValue == word }) else {
            return .failure(Reason(text: "'\(word)' is not a directive (expected disable, disable:next, disable:this or enable)"))
        }
        let list = text.dropFirst(word.count).trimmingBlanks
        let ids = list.split(separator: ",").map { String($0.trimmingBlanks) }
        guard !ids.isEmpty, !ids.contains(where: \.isEmpty) else {
            return .failure(Reason(text: "'\(kind.rawValue)' needs rule ids separated by commas, or 'all'"))
        }
        if let bad = ids.first(where: { $0.contains(where: { $0 == " " || $0 == "\t" }) }) {
            return .failure(Reason(text: "'\(bad)' is not a rule id (separate ids with commas, a reason with ' -- ')"))
        }
        return .success((kind, ids, reason))
    }
}
