/// A stable, versioned JSON document for scripts and dashboards that want more than lines.
///
/// Schema, version 1 (a breaking change bumps `version`; new keys may appear without a bump):
///
/// ```
/// {
///   "version": 1,
///   "tool": { "name": "bgtask-lint", "version": "0.1.0", "informationUri": "https://…" },
///   "summary": { "errors": 1, "warnings": 3, "filesWithFindings": 1, "filesChecked": 12 },
///   "diagnostics": [
///     { "file": "Sources/App/Uploader.swift", "line": 8, "column": 39,
///       "endLine": 8, "endColumn": 58, "severity": "error",
///       "rule": "missing-end-in-expiration-handler", "message": "…",
///       "fingerprint": "3f2a…:0",
///       "notes": [ { "file": "…", "line": 12, "column": 5, "message": "…" } ] }
///   ]
/// }
/// ```
///
/// Lines and columns are 1-based; columns count UTF-8 bytes, as in the text output and as
/// swiftc and clang count them. `endColumn` is exclusive (one past the reported token). The
/// `fingerprint` does not change when lines are added above the finding. Diagnostics are in
/// the text output's order, and keys are sorted, so the same input gives the same bytes.
/// Control characters in strings are shown as `\u{hex}` text (see `OutputEscaping`).
public struct JSONFormat: Reporter {
    public static let name = "json"
    public static let summary = "a versioned JSON document (schema version 1; columns in UTF-8 bytes)"
    static let schemaVersion = 1
    public init() {}

    public func render(_ input: ReportInput) -> String {
        JSONValue.object([
            "version": .int(Self.schemaVersion),
            "tool": .object([
                "name": .string(ToolIdentity.name),
                "version": .string(input.toolVersion),
                "informationUri": .string(ToolIdentity.informationURI),
            ]),
            "summary": .object([
                "errors": .int(input.errorCount),
                "warnings": .int(input.warningCount),
                "filesWithFindings": .int(input.filesWithFindings),
                "filesChecked": .int(input.filesChecked),
            ]),
            "diagnostics": .array(input.diagnostics.map(Self.entry)),
        ]).rendered
    }

    private static func entry(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            "file": .string(OutputEscaping.escapeControls(diagnostic.path)),
            "line": .int(diagnostic.location.line),
            "column": .int(diagnostic.location.column),
            "endLine": .int(diagnostic.endLocation.line),
            "endColumn": .int(diagnostic.endLocation.column),
            "severity": .string(diagnostic.severity.rawValue),
            "rule": .string(diagnostic.ruleID),
            "message": .string(OutputEscaping.escapeControls(diagnostic.message)),
            "fingerprint": .string(diagnostic.fingerprint),
            "notes": .array(diagnostic.notes.map { note in
                .object([
                    "file": .string(OutputEscaping.escapeControls(note.path)),
                    "line": .int(note.location.line),
                    "column": .int(note.location.column),
                    "message": .string(OutputEscaping.escapeControls(note.message)),
                ])
            }),
        ])
    }
}
