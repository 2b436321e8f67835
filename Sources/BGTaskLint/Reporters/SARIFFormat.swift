#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// SARIF 2.1.0, the format GitHub code scanning, Azure DevOps and most IDE viewers import.
///
/// Columns are UTF-16 code units (`columnKind: "utf16CodeUnits"`), which is what GitHub and
/// the web viewers assume; paths are URI references relative to where the tool ran; each result
/// carries a line-independent `partialFingerprints` entry so that code scanning tracks a
/// finding across edits above it. The document is written with private `Encodable` structs
/// that mirror the spec's objects (each names its section of
/// https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/sarif-v2.1.0-errata01-os-complete.html),
/// and is validated against the official schema by the test suite.
public struct SARIFFormat: Reporter {
    public static let name = "sarif"
    public static let summary = "SARIF 2.1.0 for GitHub code scanning and SARIF viewers (columns in UTF-16 code units)"
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The `partialFingerprints` key: ours, versioned, so a future scheme cannot be confused with it.
    static let fingerprintKey = "bgtaskLint/v1"
    public init() {}

    public func render(_ input: ReportInput) -> String {
        let ruleIndex = Dictionary(input.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let log = SarifLog(
            schema: Self.schemaURI,
            version: "2.1.0",
            runs: [
                Run(
                    tool: Tool(driver: ToolComponent(
                        name: ToolIdentity.name,
                        version: input.toolVersion,
                        informationUri: ToolIdentity.informationURI,
                        rules: input.rules.map(Self.descriptor))),
                    results: input.diagnostics.map { Self.result($0, ruleIndex: ruleIndex[$0.ruleID]) },
                    columnKind: "utf16CodeUnits"),
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every value is a string, an integer or a container of them: encoding cannot fail.
        guard let data = try? encoder.encode(log) else { preconditionFailure("SARIF log did not encode") }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    // MARK: - Building

    private static func descriptor(_ rule: RuleMetadata) -> ReportingDescriptor {
        let helpURI = ToolIdentity.helpURI(for: rule.id)
        return ReportingDescriptor(
            id: rule.id,
            name: rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
            shortDescription: Message(text: rule.summary),
            fullDescription: Message(text: rule.rationale),
            help: MultiformatMessage(
                text: "\(rule.rationale)\n\nLimits: \(rule.limits)\n\nSee \(helpURI)",
                markdown: """
                    \(rule.rationale)

                    **Bad**

                    ```swift
                    \(rule.triggering)
                    ```

                    **Good**

                    ```swift
                    \(rule.passing)
                    ```

                    **Limits:** \(rule.limits)

                    [Documentation](\(helpURI))
                    """),
            helpUri: helpURI,
            defaultConfiguration: ReportingConfiguration(level: level(rule.severity)))
    }

    private static func result(_ diagnostic: Diagnostic, ruleIndex: Int?) -> SarifResult {
        let region = Region(
            startLine: diagnostic.location.line,
            startColumn: diagnostic.utf16Column,
            endLine: diagnostic.endLocation.line,
            // An empty range would be a zero-width insertion point; a finding marks a token.
            endColumn: diagnostic.endLocation.line == diagnostic.location.line
                ? max(diagnostic.utf16EndColumn, diagnostic.utf16Column + 1) : max(diagnostic.utf16EndColumn, 1))
        let related = diagnostic.notes.enumerated().map { index, note in
            Location(
                id: index + 1,
                physicalLocation: PhysicalLocation(
                    artifactLocation: ArtifactLocation(uri: uriReference(note.path)),
                    region: Region(startLine: note.location.line, startColumn: note.utf16Column)),
                message: Message(text: OutputEscaping.escapeControls(note.message)))
        }
        return SarifResult(
            ruleId: diagnostic.ruleID,
            ruleIndex: ruleIndex,
            level: level(diagnostic.severity),
            message: Message(text: OutputEscaping.escapeControls(diagnostic.message)),
            locations: [Location(
                physicalLocation: PhysicalLocation(
                    artifactLocation: ArtifactLocation(uri: uriReference(diagnostic.path)),
                    region: region))],
            relatedLocations: related.isEmpty ? nil : related,
            partialFingerprints: [fingerprintKey: diagnostic.fingerprint])
    }

    private static func level(_ severity: Severity) -> String {
        severity == .error ? "error" : "warning"
    }

    /// `path` as a URI reference (RFC 3986): relative paths stay relative (code scanning resolves
    /// them against the repository root), absolute ones become `file://` URIs. Every byte but
    /// the unreserved characters and `/` is percent-encoded, so spaces, `#`, `%`, control
    /// characters and a `:` that would otherwise read as a scheme are all safe.
    static func uriReference(_ path: String) -> String {
        let relative = ReportPath.relative(path)
        var encoded = ""
        for byte in relative.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return relative.hasPrefix("/") ? "file://" + encoded : encoded
    }
}

// MARK: - SARIF 2.1.0 objects (only the properties this tool fills)

/// §3.13 sarifLog: the top-level object.
private struct SarifLog: Encodable {
    var schema: String
    var version: String
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }
}

/// §3.14 run: one invocation of one tool, with its results.
private struct Run: Encodable {
    var tool: Tool
    var results: [SarifResult]
    /// §3.14.22: how `startColumn`/`endColumn` count.
    var columnKind: String
}

/// §3.18 tool.
private struct Tool: Encodable {
    var driver: ToolComponent
}

/// §3.19 toolComponent: the analyzer itself and the rules it ran.
private struct ToolComponent: Encodable {
    var name: String
    var version: String
    var informationUri: String
    var rules: [ReportingDescriptor]
}

/// §3.49 reportingDescriptor: one rule's metadata.
private struct ReportingDescriptor: Encodable {
    var id: String
    var name: String
    var shortDescription: Message
    var fullDescription: Message
    var help: MultiformatMessage
    var helpUri: String
    var defaultConfiguration: ReportingConfiguration
}

/// §3.50 reportingConfiguration: the level a rule reports at by default.
private struct ReportingConfiguration: Encodable {
    var level: String
}

/// §3.27 result: one finding.
private struct SarifResult: Encodable {
    var ruleId: String
    /// §3.27.6: index into `tool.driver.rules`; absent for an id the metadata does not list.
    var ruleIndex: Int?
    var level: String
    var message: Message
    var locations: [Location]
    /// §3.27.22: the notes (the handler a reference points to, the helper's long work).
    var relatedLocations: [Location]?
    /// §3.27.17: stable across edits above the finding.
    var partialFingerprints: [String: String]
}

/// §3.28 location.
private struct Location: Encodable {
    /// §3.28.2: ids distinguish related locations; results' own locations go without.
    var id: Int?
    var physicalLocation: PhysicalLocation
    var message: Message?
}

/// §3.29 physicalLocation.
private struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
}

/// §3.4 artifactLocation.
private struct ArtifactLocation: Encodable {
    var uri: String
}

/// §3.30 region: lines 1-based, columns in the run's `columnKind`, `endColumn` exclusive.
private struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
    var endLine: Int?
    var endColumn: Int?
}

/// §3.11 message (plain text only).
private struct Message: Encodable {
    var text: String
}

/// §3.12 multiformatMessageString: a rule's help as plain text and Markdown.
private struct MultiformatMessage: Encodable {
    var text: String
    var markdown: String
}
