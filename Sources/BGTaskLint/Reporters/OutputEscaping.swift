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
    /// can make a path or an excerpt display as something it is not ("Trojan Source"), and the
    /// other invisible characters (`isEscaped`).
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
    /// The principle: every scalar that draws nothing of its own, so that two names can look
    /// alike or a line end where it does not. That is, by the Unicode character database:
    /// - controls (`Cc`: C0, DEL, C1);
    /// - format characters (`Cf`): the bidi embeddings, overrides, isolates and marks, zero-width
    ///   space and non-joiner, word joiner and the invisible operators, the byte-order mark,
    ///   soft hyphen, the Mongolian vowel separator, interlinear annotation marks, tag characters;
    /// - line and paragraph separators (`Zl`, `Zp`);
    /// - the other default-ignorable code points, which render as nothing when a font lacks them
    ///   (Hangul fillers, the combining grapheme joiner, reserved ones such as U+2065).
    ///
    /// Kept: the zero-width joiner and the variation selectors (default-ignorable both), of
    /// which emoji sequences are made (👨‍👩‍👧, ❤️); escaping them would garble every emoji in a
    /// message or a path, and a name told apart by one looks no more alike than one told apart
    /// by a homoglyph, which no escaping can catch. Tag characters are escaped although the
    /// three subdivision flags (🏴 and tags) are made of them: alone they hide whole words.
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        // Printable ASCII, almost all of what reports hold, without a table lookup.
        if scalar.value >= 0x20 && scalar.value < 0x7F { return false }
        if scalar.value < 0x20 || scalar.value == 0x7F { return true }
        let properties = scalar.properties
        if scalar == "\u{200D}" || properties.isVariationSelector { return false }
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return properties.isDefaultIgnorableCodePoint
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
