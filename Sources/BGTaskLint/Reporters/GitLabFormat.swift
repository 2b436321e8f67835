/// GitLab Code Quality: the JSON array a `codequality` report artifact holds, shown in merge
/// request widgets and diffs.
///
/// Each finding is `{description, check_name, fingerprint, severity, location: {path, lines:
/// {begin}}}`. GitLab merges reports by `fingerprint`, which must be unique per finding: ours
/// is (rule, file, the reported line's text, which such line) and is unchanged by edits above
/// it, so a finding that only moved is not shown as fixed and new. Errors are `critical`
/// (they fail the run), warnings `minor`. Paths are relative to where the tool ran, so run it
/// from the repository root.
public struct GitLabFormat: Reporter {
    public static let name = "gitlab"
    public static let summary = "GitLab Code Quality JSON for merge request widgets"
    public init() {}

    public func render(_ input: ReportInput) -> String {
        JSONValue.array(input.diagnostics.map { diagnostic in
            var description = "\(diagnostic.message) [\(diagnostic.ruleID)]"
            for note in diagnostic.notes {
                description += " (note: \(note.path):\(note.location.line):\(note.location.column): \(note.message))"
            }
            return .object([
                "description": .string(OutputEscaping.escapeControls(description)),
                "check_name": .string(diagnostic.ruleID),
                "fingerprint": .string(diagnostic.fingerprint),
                "severity": .string(diagnostic.severity == .error ? "critical" : "minor"),
                "location": .object([
                    "path": .string(OutputEscaping.escapeControls(ReportPath.relative(diagnostic.path))),
                    "lines": .object(["begin": .int(diagnostic.location.line)]),
                ]),
            ])
        }).rendered
    }
}
