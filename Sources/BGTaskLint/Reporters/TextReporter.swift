/// Compiler-style lines: `path:line:column: warning: message [rule-id]`, then `note:` lines.
///
/// Xcode, vim's quickfix, emacs compilation-mode and VS Code problem matchers parse this form.
public enum TextReporter {
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        var output = ""
        for diagnostic in diagnostics {
            output += "\(sanitize(diagnostic.path)):\(diagnostic.location.line):\(diagnostic.location.column): "
            output += "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]\n"
            for note in diagnostic.notes {
                output += "\(sanitize(note.path)):\(note.location.line):\(note.location.column): note: \(note.message)\n"
            }
        }
        return output
    }

    /// Control characters in a path (a file named with a newline or an escape) are shown escaped,
    /// so they can neither break the line format nor drive the terminal. C1 controls count too:
    /// U+009B is a one-character CSI to terminals that honour 8-bit controls.
    public static func sanitize(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
