/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request's
/// diff, without uploading anything.
///
/// `::error file=…,line=…,endLine=…,col=…,endColumn=…,title=…::message` (or `::warning`).
/// Values are escaped as `@actions/core` does (`toCommandValue`/`escapeData`/`escapeProperty`),
/// so a `%`, a newline or a `,` in a path or message can neither corrupt the command nor start
/// a new one. Notes go into the message, one per line. Columns are UTF-16 code units, as
/// GitHub's web UI counts them. GitHub shows only the first 10 errors and 10 warnings of a
/// step as annotations, so a final `::notice::` gives the total.
public struct GitHubActionsFormat: Reporter {
    public static let name = "github"
    public static let summary = "GitHub Actions annotations (::error file=…::), plus a ::notice:: with the totals"
    public init() {}

    public func render(_ input: ReportInput) -> String {
        var output = ""
        for diagnostic in input.diagnostics {
            let properties = [
                ("file", ReportPath.relative(diagnostic.path)),
                ("line", String(diagnostic.location.line)),
                ("endLine", String(diagnostic.endLocation.line)),
                ("col", String(diagnostic.utf16Column)),
                ("endColumn", String(diagnostic.utf16EndColumn)),
                ("title", "\(ToolIdentity.name) \(diagnostic.ruleID)"),
            ]
            var message = "\(diagnostic.message) [\(diagnostic.ruleID)]"
            for note in diagnostic.notes {
                message += "\nnote: \(note.path):\(note.location.line):\(note.location.column): \(note.message)"
            }
            output += command(diagnostic.severity.rawValue, properties: properties, message: message)
        }
        output += command("notice", properties: [], message: totals(input))
        return output
    }

    private func totals(_ input: ReportInput) -> String {
        func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        let files = plural(input.filesChecked, "file")
        guard !input.diagnostics.isEmpty else { return "\(ToolIdentity.name): no findings; \(files) checked" }
        return "\(ToolIdentity.name): \(plural(input.diagnostics.count, "finding")) in all "
            + "(\(plural(input.errorCount, "error")), \(plural(input.warningCount, "warning"))) "
            + "in \(plural(input.filesWithFindings, "file")); \(files) checked. "
            + "GitHub annotates only the first 10 errors and 10 warnings of a step: the log lists every finding."
    }

    /// One workflow command line.
    private func command(_ name: String, properties: [(String, String)], message: String) -> String {
        let list = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name)\(list.isEmpty ? "" : " " + list)::\(Self.escapeData(message))\n"
    }

    // MARK: - Escaping (actions/toolkit packages/core/src/command.ts)

    /// A command's message: `%`, CR and LF percent-encoded; other control characters, which
    /// the runner would pass through to the log viewer (ANSI escapes), shown as `\u{hex}`.
    static func escapeData(_ text: String) -> String {
        escape(text, property: false)
    }

    /// A property value: as data, and `:` and `,` too, which would end the value.
    static func escapeProperty(_ text: String) -> String {
        escape(text, property: true)
    }

    private static func escape(_ text: String, property: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where property: result += "%3A"
            case "," where property: result += "%2C"
            default: result += OutputEscaping.escapeControls(String(scalar))
            }
        }
        return result
    }
}
