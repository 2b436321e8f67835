/// How much a finding matters: errors fail the run, warnings only with `--strict`.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// A related place that explains a diagnostic (where the handler is declared, where a helper
/// does the long work).
public struct Note: Sendable, Equatable {
    public var path: String
    public var location: SourceLocation
    public var message: String
    /// The column counted in UTF-16 code units (SARIF's `utf16CodeUnits`), 1-based.
    public var utf16Column: Int

    public init(path: String, location: SourceLocation, message: String, utf16Column: Int? = nil) {
        self.path = path
        self.location = location
        self.message = MessageText.bounded(message)
        self.utf16Column = utf16Column ?? location.column
    }
}

/// One finding, anchored at a token.
public struct Diagnostic: Sendable, Equatable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var path: String
    public var location: SourceLocation
    /// Where the reported token ends (exclusive column), for formats that take a range.
    public var endLocation: SourceLocation
    /// Start and end columns counted in UTF-16 code units, 1-based (SARIF, LSP).
    public var utf16Column: Int
    public var utf16EndColumn: Int
    /// Identifies the finding without its line number: the rule, the file, the reported line's
    /// text with blanks folded, and which of identical such lines it is. An edit above the
    /// finding leaves it unchanged (SARIF `partialFingerprints`, GitLab, baselines).
    public var fingerprint: String
    /// The reported line's text, blanks folded (what the fingerprint is made from).
    public var lineText: String
    public var notes: [Note]

    public init(ruleID: String, severity: Severity, message: String, path: String, location: SourceLocation,
                endLocation: SourceLocation? = nil, utf16Column: Int? = nil, utf16EndColumn: Int? = nil,
                lineText: String = "", notes: [Note] = []) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = MessageText.bounded(message)
        self.path = path
        self.location = location
        self.endLocation = endLocation ?? location
        self.utf16Column = utf16Column ?? location.column
        self.utf16EndColumn = utf16EndColumn ?? self.endLocation.column
        self.lineText = lineText
        self.fingerprint = ""
        self.notes = notes
    }

    /// The order output is printed in, whatever order files were analysed in, with fingerprints
    /// numbered in that order among findings that would otherwise share one. Paths and messages
    /// sort by their bytes (`ByteString`): canonically equivalent names of two files sorted as
    /// equals, so their findings interleaved.
    public static func sortedForOutput(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var sorted = diagnostics.sorted { left, right in
            let pathOrder = left.path.byteOrder(comparedTo: right.path)
            if pathOrder != 0 { return pathOrder < 0 }
            if (left.location.line, left.location.column, left.ruleID) != (right.location.line, right.location.column, right.ruleID) {
                return (left.location.line, left.location.column, left.ruleID) < (right.location.line, right.location.column, right.ruleID)
            }
            return left.message.byteOrder(comparedTo: right.message) < 0
        }
        var seen: [String: Int] = [:]
        var sameLine = LineFingerprints()
        for index in sorted.indices {
            let base = sameLine.base(of: sorted[index])
            let occurrence = seen[base, default: 0]
            seen[base] = occurrence + 1
            sorted[index].fingerprint = "\(base):\(occurrence)"
        }
        return sorted
    }
}

/// The fingerprint bases of the findings on one line, hashed once per rule there: hashing the
/// line's text for each finding made n findings on one long line cost n times the line.
/// Findings come in line order, so only the current line is kept.
extension Diagnostic {
    /// A path as fingerprints and baselines know it: without the `./` a folder run of `.` puts
    /// before each file, so that `bgtask-lint .` and `bgtask-lint Sources/a.swift` (pre-commit)
    /// give one finding one fingerprint and match one baseline entry. The `./` goes with the
    /// slashes after it, as in the reports (`ReportPath`): `.//a.swift` is `a.swift`, not the
    /// absolute `/a.swift`, which names another file.
    public static func identityPath(_ path: String) -> String {
        guard path.hasPrefix("./") else { return path }
        let relative = ReportPath.relative(path)
        // `./` alone names the folder, never a file: kept as written.
        return relative.isEmpty ? path : relative
    }
}

extension Diagnostic {
    /// How many files `diagnostics` name, paths told apart by their bytes (`ByteString`).
    static func fileCount(_ diagnostics: [Diagnostic]) -> Int {
        Set(diagnostics.map { ByteString($0.path) }).count
    }
}

private struct LineFingerprints {
    private var path = ""
    private var line = 0
    private var byRule: [String: (lineText: String, base: String)] = [:]

    mutating func base(of diagnostic: Diagnostic) -> String {
        if !diagnostic.path.hasSameBytes(as: path) || diagnostic.location.line != line {
            path = diagnostic.path
            line = diagnostic.location.line
            byRule = [:]
        }
        // Findings made from the same file share one String per line, so this compare is cheap.
        if let known = byRule[diagnostic.ruleID], known.lineText == diagnostic.lineText { return known.base }
        let path = Diagnostic.identityPath(diagnostic.path)
        let base = Fingerprint.hex(of: [diagnostic.ruleID, path, diagnostic.lineText])
        byRule[diagnostic.ruleID] = (diagnostic.lineText, base)
        return base
    }
}

/// A stable 64-bit FNV-1a hash, as 16 hex digits (Swift's `Hasher` is seeded per process).
public enum Fingerprint {
    public static func hex(of parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
            hash ^= 0xFF // separates the parts
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
