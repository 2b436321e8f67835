#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns the JSON of a `.bgtask-lint.json` into a `Configuration`, checking every key, type and
/// value: an unknown key, a wrong type or an unknown rule id is an error naming its key path,
/// never ignored (a misspelt rule id must not silently leave a rule on or off).
enum ConfigurationParser {
    static let keys = ["version", "rules", "only", "include", "exclude", "longWorkCalls", "endingHelpers"]

    /// `resolvedFolder`: `folder` absolute with its links resolved, when the caller has it.
    static func parse(_ data: Data, path: String, folder: String,
                      resolvedFolder: String? = nil) throws(ConfigurationError) -> Configuration {
        func fail(_ keyPath: String?, _ reason: String) -> ConfigurationError {
            ConfigurationError(path: path, keyPath: keyPath, reason: reason)
        }
        let object: ConfigurationValue
        do {
            object = try ConfigurationValue.parse([UInt8](data))
        } catch {
            throw fail(nil, "not valid JSON (\(error.message))")
        }
        guard case .object(let top) = object else { throw fail(nil, "the top level must be a JSON object") }
        for key in top.keys.sorted() where !keys.contains(key) {
            throw fail(key, "unknown key (expected one of \(keys.joined(separator: ", ")))")
        }
        guard let version = top["version"] else { throw fail("version", "missing (write \"version\": \(Configuration.supportedVersion))") }
        guard case .number(let number) = version, number == Double(Configuration.supportedVersion) else {
            throw fail("version", "unsupported version \(version) (this bgtask-lint reads version \(Configuration.supportedVersion))")
        }
        var configuration = Configuration(folder: folder, resolvedFolder: resolvedFolder ?? ProjectContext.canonical(folder))
        configuration.path = path
        if let rules = top["rules"] {
            guard case .object(let table) = rules else { throw fail("rules", "must be an object of rule id to \"off\", \"warning\" or \"error\"") }
            for (id, value) in table.sorted(by: { $0.key < $1.key }) {
                guard RuleRegistry.rule(id: id) != nil else { throw fail("rules.\(id)", "unknown rule id (see --list-rules)") }
                guard case .string(let text) = value, let level = Configuration.RuleLevel(rawValue: text) else {
                    throw fail("rules.\(id)", "\(value) is not \"off\", \"warning\" or \"error\"")
                }
                configuration.levels[id] = level
            }
        }
        if top["only"] != nil {
            let only = try strings(top, "only", fail)
            for (index, id) in only.enumerated() where RuleRegistry.rule(id: id) == nil {
                throw fail("only[\(index)]", "unknown rule id '\(id)' (see --list-rules)")
            }
            guard !only.isEmpty else { throw fail("only", "an empty list would turn every rule off; remove the key or name rules") }
            configuration.only = only
        }
        let folderComponents = configuration.folderComponents
        if top["include"] != nil {
            configuration.include = try globs(top, "include", from: folderComponents, fail)
            guard !configuration.include.isEmpty else {
                throw fail("include", "an empty list would check no file; remove the key or name patterns")
            }
        }
        if top["exclude"] != nil { configuration.exclude = try globs(top, "exclude", from: folderComponents, fail) }
        configuration.longWorkCalls = try names(top, "longWorkCalls", fail)
        configuration.endingHelpers = try names(top, "endingHelpers", fail)
        return configuration
    }

    private typealias Fail = (String?, String) -> ConfigurationError

    private static func strings(_ top: [String: ConfigurationValue], _ key: String, _ fail: Fail) throws(ConfigurationError) -> [String] {
        guard let value = top[key] else { return [] }
        guard case .array(let array) = value else { throw fail(key, "must be an array of strings") }
        var result: [String] = []
        for (index, item) in array.enumerated() {
            guard case .string(let text) = item else { throw fail("\(key)[\(index)]", "\(item) is not a string") }
            result.append(text)
        }
        return result
    }

    /// Patterns for a configuration in the folder with the components `folder`.
    private static func globs(_ top: [String: ConfigurationValue], _ key: String, from folder: [Substring],
                              _ fail: Fail) throws(ConfigurationError) -> [Glob] {
        var result: [Glob] = []
        for (index, pattern) in try strings(top, key, fail).enumerated() {
            let glob: Glob
            do {
                glob = try Glob(pattern)
            } catch {
                throw fail("\(key)[\(index)]", error.reason)
            }
            if let refusal = glob.climbRefusal(from: folder) { throw fail("\(key)[\(index)]", refusal) }
            result.append(glob)
        }
        return result
    }

    /// Call names as written in code: an identifier, no receiver, parentheses or labels.
    private static func names(_ top: [String: ConfigurationValue], _ key: String, _ fail: Fail) throws(ConfigurationError) -> [String] {
        let names = try strings(top, key, fail)
        for (index, name) in names.enumerated() {
            let valid = name.first.map { $0 == "_" || $0.isLetter } == true && name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
            if !valid {
                throw fail("\(key)[\(index)]", "'\(name)' is not a function name (write the bare name: no receiver, parentheses or labels)")
            }
        }
        return names
    }
}
