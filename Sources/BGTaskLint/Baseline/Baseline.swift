#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The findings a project has accepted for now, so that a team can adopt the tool on old code
/// and fail only on new findings. Entries are matched by rule, path and the line-independent
/// fingerprint, so an edit above a known finding does not bring it back.
public struct Baseline: Equatable, Sendable {
    public static let supportedVersion = 1

    /// One accepted finding; the message is for the reader of the file, not for matching.
    public struct Entry: Codable, Equatable, Hashable, Sendable {
        public var rule: String
        public var path: String
        public var fingerprint: String
        public var message: String
    }

    public var entries: [Entry]

    /// A baseline of `diagnostics`, sorted so the file is the same on every run.
    public init(_ diagnostics: [Diagnostic]) {
        entries = diagnostics.map {
            Entry(rule: $0.ruleID, path: Diagnostic.identityPath($0.path), fingerprint: $0.fingerprint,
                  message: $0.message)
        }
            .sorted {
                (ByteString($0.path), $0.rule, $0.fingerprint, ByteString($0.message))
                    < (ByteString($1.path), $1.rule, $1.fingerprint, ByteString($1.message))
            }
    }

    /// The file's text: pretty-printed, keys sorted, ending in a newline.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings and an Int cannot fail.
        let data = try! encoder.encode(File(version: Self.supportedVersion, entries: entries))
        return Self.escapingInvisibles(String(decoding: data, as: UTF8.self)) + "\n"
    }

    /// The encoder's JSON with what `OutputEscaping` escapes (DEL, C1 controls, bidi overrides,
    /// invisible characters) written as `\uXXXX`, as the JSON report writes them: the same
    /// strings to a reader, nothing hidden from a reviewer. Outside strings JSON is ASCII, so
    /// every such character is in a string.
    static func escapingInvisibles(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: OutputEscaping.isEscaped) else { return json }
        var result = ""
        for scalar in json.unicodeScalars {
            guard OutputEscaping.isEscaped(scalar), scalar != "\n" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            result += JSONValue.escaped(scalar)
        }
        return result
    }

    /// Reads the baseline at `path`. Read by `ConfigurationValue.parse`, as configurations are,
    /// not `JSONDecoder`: that kept the first of a key given twice (`"entries": [...],
    /// "entries": []` hid no finding, the reverse order hid them all; other readers keep the
    /// last), and named places as `entries.Index 0.rule`.
    public static func load(_ path: String) throws(BaselineError) -> Baseline {
        let data: [UInt8]
        switch SettingsFile.read(path) {
        case .success(let bytes): data = bytes
        case .failure(let unreadable): throw BaselineError(path: path, reason: unreadable.description)
        }
        func notABaseline(_ reason: String) -> BaselineError {
            BaselineError(path: path, reason: "not a bgtask-lint baseline (\(reason))")
        }
        let value: ConfigurationValue
        do {
            value = try ConfigurationValue.parse([UInt8](data))
        } catch {
            throw notABaseline(error.repeatedKey == nil ? "not valid JSON: \(error.message)" : error.message)
        }
        let top: [String: ConfigurationValue]
        let version: ConfigurationValue
        do throws(FileProblem) {
            guard case .object(let object) = value else { throw FileProblem("the top level must be a JSON object") }
            top = object
            version = try FileProblem.member("version", of: top, at: nil)
            guard case .number = version else { throw .wrongType(at: "version", version, "a number") }
        } catch {
            throw notABaseline(error.reason)
        }
        // Before the entries: a later version may have changed them.
        guard version == .number(Double(supportedVersion)) else {
            throw BaselineError(path: path, reason: "unsupported version \(version) "
                + "(this bgtask-lint reads version \(supportedVersion))")
        }
        do throws(FileProblem) {
            return Baseline(entries: try entries(try FileProblem.member("entries", of: top, at: nil)))
        } catch {
            throw notABaseline(error.reason)
        }
    }

    /// The `entries` array. Keys an entry does not use are ignored, as they always were.
    private static func entries(_ value: ConfigurationValue) throws(FileProblem) -> [Entry] {
        guard case .array(let items) = value else { throw .wrongType(at: "entries", value, "an array") }
        var entries: [Entry] = []
        entries.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let place = "entries[\(index)]"
            guard case .object(let fields) = item else { throw .wrongType(at: place, item, "an object") }
            func text(_ key: String) throws(FileProblem) -> String {
                let value = try FileProblem.member(key, of: fields, at: place)
                guard case .string(let text) = value else { throw .wrongType(at: "\(place).\(key)", value, "a string") }
                return text
            }
            entries.append(Entry(rule: try text("rule"), path: try text("path"), fingerprint: try text("fingerprint"),
                                 message: try text("message")))
        }
        return entries
    }

    /// Replaces `path` whole (`FileReplacement`): a reader never sees half a baseline, and a
    /// failed write leaves the old one.
    public func write(to path: String) throws(BaselineError) {
        if let failure = FileReplacement.write(json, over: path) {
            throw BaselineError(path: path, reason: "cannot write the file (\(failure))")
        }
    }

    /// What a baseline does to a run's findings.
    public struct Outcome: Equatable, Sendable {
        /// Findings not in the baseline: the ones to report.
        public var new: [Diagnostic]
        /// Findings the baseline accepted.
        public var known: Int
        /// Baseline entries for the checked files that no longer occur (fixed, or gone).
        public var gone: Int
    }

    /// Splits `diagnostics` into new and known; entries count as gone only for files in
    /// `checkedPaths` and rules in `ranRules` (a run over part of the project, or with a rule
    /// turned off, says nothing about the rest). Paths are compared as `Diagnostic.identityPath`,
    /// byte for byte (`ByteString`).
    public func filter(_ diagnostics: [Diagnostic], checkedPaths: some Sequence<String>,
                       ranRules: Set<String>? = nil) -> Outcome {
        var remaining = Dictionary(entries.map { (Key($0), 1) }, uniquingKeysWith: +)
        var new: [Diagnostic] = []
        for diagnostic in diagnostics {
            let key = Key(rule: diagnostic.ruleID, path: diagnostic.path, fingerprint: diagnostic.fingerprint)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
            } else {
                new.append(diagnostic)
            }
        }
        let checked = Set(checkedPaths.map { ByteString(Diagnostic.identityPath($0)) })
        let gone = remaining.filter { entry in
            checked.contains(entry.key.path) && ranRules.map { $0.contains(entry.key.rule) } ?? true
        }.values.reduce(0, +)
        return Outcome(new: new, known: diagnostics.count - new.count, gone: gone)
    }

    init(entries: [Entry]) {
        self.entries = entries
    }

    /// What matches an entry to a finding.
    private struct Key: Hashable {
        var rule: String
        var path: ByteString
        var fingerprint: String

        init(rule: String, path: String, fingerprint: String) {
            self.rule = rule
            self.path = ByteString(Diagnostic.identityPath(path))
            self.fingerprint = fingerprint
        }

        init(_ entry: Entry) {
            self.init(rule: entry.rule, path: entry.path, fingerprint: entry.fingerprint)
        }
    }

    /// The file as stored.
    private struct File: Codable {
        var version: Int
        var entries: [Entry]
    }
}

/// What is wrong with a baseline's JSON, at its key path written as the configuration's are
/// (`entries[0].rule`).
private struct FileProblem: Error {
    var reason: String

    init(_ reason: String) {
        self.reason = reason
    }

    static func wrongType(at keyPath: String, _ value: ConfigurationValue, _ expected: String) -> FileProblem {
        FileProblem("wrong type at '\(keyPath)': \(value) is not \(expected)")
    }

    /// `object[key]`, which must be there; `place` is the object's key path (nil: the top level).
    static func member(_ key: String, of object: [String: ConfigurationValue],
                       at place: String?) throws(FileProblem) -> ConfigurationValue {
        guard let value = object[key] else { throw FileProblem("missing '\(place.map { "\($0)." } ?? "")\(key)'") }
        return value
    }
}

/// A baseline file that cannot be read, parsed or written.
public struct BaselineError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}
