/// Escapes the characters that must never reach a report raw, whatever its format.
///
/// A path, a message or a quoted piece of code can hold control characters (a file named with
/// a newline, an escape sequence in a string literal). Raw, they break line-based formats
/// (compiler lines, GitHub workflow commands), are illegal in XML, and drive terminals and CI
/// log viewers, which honour ANSI escapes. Each format escapes its own syntax on top of this.
public enum OutputEscaping {
    /// `text` with every control character written as `\u{hex}`, so it stays one visible line.
    ///
    /// C0 controls, DEL and the C1 controls count (U+009B is a one-character CSI to terminals
    /// that honour 8-bit controls), and so do the bidirectional overrides and isolates, which
    /// can make a path or an excerpt display as something it is not ("Trojan Source").
    public static func escapeControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isEscaped) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isEscaped(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` is one that `escapeControls` rewrites.
    ///
    /// Besides controls and bidi overrides: the invisible characters that can make two names
    /// look alike or a line end where it does not (zero-width space and non-joiner, the
    /// direction marks, word joiner, byte-order mark, line and paragraph separators). The
    /// zero-width joiner stays: emoji sequences are made of it.
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F: return true // C0, DEL, C1
        case 0x202A...0x202E, 0x2066...0x2069: return true // bidi embeddings, overrides, isolates
        case 0x200B, 0x200C, 0x200E, 0x200F, 0x061C: return true // zero-width, direction marks
        case 0x2028, 0x2029, 0x2060, 0xFEFF: return true // separators, word joiner, BOM
        default: return false
        }
    }

    /// The longest line `escapeControls(keepingLineBreaks:)` lets through whole: a path at the
    /// system's limit (4,096 bytes) fits; a configuration value of megabytes echoed in an error
    /// does not.
    static let longestLine = 8_192

    /// `text` escaped line by line, its line breaks kept, each line cut after `longestLine`
    /// characters: for messages on stderr, whatever they quote (a configuration's key, a
    /// revision, a file name), which must neither drive a terminal nor flood it.
    public static func escapeControls(keepingLineBreaks text: String) -> String {
        let needsEscaping = text.unicodeScalars.contains { isEscaped($0) && $0 != "\n" }
        guard needsEscaping || text.utf8.count > longestLine else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let escaped = escapeControls(String(line))
            guard escaped.count > longestLine else { return escaped }
            return escaped.prefix(longestLine) + "… (\(escaped.count - longestLine) more characters)"
        }.joined(separator: "\n")
    }
}
