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
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F: return true // C0, DEL, C1
        case 0x202A...0x202E, 0x2066...0x2069: return true // bidi embeddings, overrides, isolates
        default: return false
        }
    }
}
