import Foundation

/// Turns the JSON of a `.bgtask-lint.json` into a `Configuration`, checking every key, type and
/// value: an unknown key, a wrong type or an unknown rule id is an error naming its key path,
/// never ignored (a misspelt rule id must not silently leave a rule on or off).
enum ConfigurationParser {
    static let keys = ["version", "rules", "only", "include", "exclude", "longWorkCalls", "endingHelpers"]

    static func parse(_ data: Data, path: String, folder: String) throws(ConfigurationError) -> Configuration {
        func fail(_ keyPath: String?, _ reason: String) -> ConfigurationError {
            ConfigurationError(path: path, keyPath: keyPath, reason: reason)
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            throw fail(nil, "not valid JSON (\(String(describing: (error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? error.localizedDescription)))")
        }
        guard let top = object as? [String: Any] else { throw fail(nil, "the top level must be a JSON object") }
        for key in top.keys.sorted() where !keys.contains(key) {
            throw fail(key, "unknown key (expected one of \(keys.joined(separator: ", ")))")
        }
        guard let version = top["version"] else { throw fail("version", "missing (write \"version\": \(Configuration.supportedVersion))") }
        guard let number = version as? NSNumber, !isBoolean(number), number.doubleValue == Double(Configuration.supportedVersion) else {
            throw fail("version", "unsupported version \(describe(version)) (this bgtask-lint reads version \(Configuration.supportedVersion))")
        }
        var configuration = Configuration(folder: folder)
        configuration.path = path
        if let rules = top["rules"] {
            guard let table = rules as? [String: Any] else { throw fail("rules", "must be an object of rule id to \"off\", \"warning\" or \"error\"") }
            for (id, value) in table.sorted(by: { $0.key < $1.key }) {
                guard RuleRegistry.rule(id: id) != nil else { throw fail("rules.\(id)", "unknown rule id (see --list-rules)") }
                guard let text = value as? String, let level = Configuration.RuleLevel(rawValue: text) else {
                    throw fail("rules.\(id)", "\(describe(value)) is not \"off\", \"warning\" or \"error\"")
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
        if top["include"] != nil { configuration.include = try globs(top, "include", fail) }
        if top["exclude"] != nil { configuration.exclude = try globs(top, "exclude", fail) }
        configuration.longWorkCalls = try names(top, "longWorkCalls", fail)
        configuration.endingHelpers = try names(top, "endingHelpers", fail)
        return configuration
    }

    private typealias Fail = (String?, String) -> ConfigurationError

    private static func strings(_ top: [String: Any], _ key: String, _ fail: Fail) throws(ConfigurationError) -> [String] {
        guard let value = top[key] else { return [] }
        guard let array = value as? [Any] else { throw fail(key, "must be an array of strings") }
        var result: [String] = []
        for (index, item) in array.enumerated() {
            guard let text = item as? String else { throw fail("\(key)[\(index)]", "\(describe(item)) is not a string") }
            result.append(text)
        }
        return result
    }

    private static func globs(_ top: [String: Any], _ key: String, _ fail: Fail) throws(ConfigurationError) -> [Glob] {
        var result: [Glob] = []
        for (index, pattern) in try strings(top, key, fail).enumerated() {
            do {
                result.append(try Glob(pattern))
            } catch {
                throw fail("\(key)[\(index)]", error.reason)
            }
        }
        return result
    }

    /// Call names as written in code: an identifier, no receiver, parentheses or labels.
    private static func names(_ top: [String: Any], _ key: String, _ fail: Fail) throws(ConfigurationError) -> [String] {
        let names = try strings(top, key, fail)
        for (index, name) in names.enumerated() {
            let valid = name.first.map { $0 == "_" || $0.isLetter } == true && name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
            if !valid {
                throw fail("\(key)[\(index)]", "'\(name)' is not a function name (write the bare name: no receiver, parentheses or labels)")
            }
        }
        return names
    }

    /// JSON `true`/`false` arrive as `NSNumber`s too; tell them apart from numbers.
    private static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }

    private static func describe(_ value: Any) -> String {
        switch value {
        case let text as String: return Configuration.quoted(text)
        case let number as NSNumber: return isBoolean(number) ? (number.boolValue ? "true" : "false") : "\(number)"
        case is NSNull: return "null"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        default: return "\(value)"
        }
    }
}
