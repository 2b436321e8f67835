/// Checkstyle XML, the lingua franca of Jenkins (Warnings NG), reviewdog, Danger and many
/// code-review bots.
///
/// `<checkstyle version="4.3"><file name="…"><error line column severity message source/>`.
/// Files are sorted by name and errors by line and column, so the output is deterministic.
/// Columns count UTF-8 bytes, like the text output. Checkstyle has no notes: they are appended
/// to the message. `source` is `bgtask-lint.<rule-id>`, the dotted form checkstyle tools
/// group by.
public struct CheckstyleFormat: Reporter {
    public static let name = "checkstyle"
    public static let summary = "Checkstyle XML for Jenkins, reviewdog and code-review bots (columns in UTF-8 bytes)"
    public init() {}

    public func render(_ input: ReportInput) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        // Grouped and sorted by bytes: canonically equivalent names are two files.
        let byFile = Dictionary(grouping: input.diagnostics) { ByteString($0.path) }
        for path in byFile.keys.sorted() {
            output += "  <file name=\"\(Self.escape(path.string))\">\n"
            let diagnostics = byFile[path]!.sorted {
                ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
            }
            for diagnostic in diagnostics {
                var message = diagnostic.message
                for note in diagnostic.notes {
                    message += " (note: \(note.path):\(note.location.line):\(note.location.column): \(note.message))"
                }
                output += "    <error line=\"\(diagnostic.location.line)\" column=\"\(diagnostic.location.column)\""
                output += " severity=\"\(diagnostic.severity.rawValue)\" message=\"\(Self.escape(message))\""
                output += " source=\"\(Self.escape("\(ToolIdentity.name).\(diagnostic.ruleID)"))\"/>\n"
            }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }

    /// `text` as an XML 1.0 attribute value: markup characters as entities; control characters,
    /// which XML 1.0 cannot carry at all (or would normalise to spaces), shown as `\u{hex}`;
    /// the noncharacters U+FFFE and U+FFFF, also outside XML's `Char`, likewise.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in OutputEscaping.escapeControls(text).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\u{FFFE}", "\u{FFFF}": result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
