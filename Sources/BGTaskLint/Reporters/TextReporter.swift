/// Compiler-style lines: `path:line:column: warning: message [rule-id]`, then `note:` lines.
///
/// Xcode, vim's quickfix, emacs compilation-mode and VS Code problem matchers parse this form.
public enum TextReporter {
    public static func render(_ diagnostics: [Diagnostic], useColor: Bool = false) -> String {
        let style = Style(enabled: useColor)
        var output = ""
        for diagnostic in diagnostics {
            let location = "\(sanitize(diagnostic.path)):\(diagnostic.location.line):\(diagnostic.location.column):"
            output += "\(style.bold(location)) \(style.severity(diagnostic.severity.rawValue)) "
            output += "\(sanitize(diagnostic.message)) [\(sanitize(diagnostic.ruleID))]\n"
            for note in diagnostic.notes {
                let noteLocation = "\(sanitize(note.path)):\(note.location.line):\(note.location.column):"
                output += "\(style.bold(noteLocation)) \(style.severity("note")) \(sanitize(note.message))\n"
            }
        }
        return output
    }

    /// Control characters in a path (a file named with a newline or an escape) are shown escaped,
    /// so they can neither break the line format nor drive the terminal (see `OutputEscaping`).
    public static func sanitize(_ text: String) -> String {
        OutputEscaping.escapeControls(text)
    }

    /// ANSI styling in clang's colours (bold locations, red errors, magenta warnings), or none.
    ///
    /// Off unless asked for: colour codes in a file or a CI log a problem matcher parses would
    /// break the line format.
    private struct Style {
        var enabled: Bool

        func bold(_ text: String) -> String {
            wrap(text, "1")
        }

        /// `error:`, `warning:` or `note:` in its colour.
        func severity(_ word: String) -> String {
            switch word {
            case "error": return wrap("error:", "1;31")
            case "warning": return wrap("warning:", "1;35")
            default: return wrap("\(word):", "1;36")
            }
        }

        private func wrap(_ text: String, _ code: String) -> String {
            enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
        }
    }
}

/// The compiler-style lines (`TextReporter`) as a `Reporter`, coloured when the run asks.
public struct TextFormat: Reporter {
    public static let name = "text"
    public static let summary = "compiler-style lines: path:line:column: warning: message [rule-id] (default)"
    public init() {}

    public func render(_ input: ReportInput) -> String {
        TextReporter.render(input.diagnostics, useColor: input.useColor)
    }
}
