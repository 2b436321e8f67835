/// A JSON value written by hand, for the formats that build JSON from dictionaries.
///
/// Hand-written rather than `JSONSerialization` so that the bytes are the same on every
/// platform (Foundation's pretty-printing, slash escaping and key order differ between Darwin
/// and Linux): keys sorted, two-space indent, one trailing newline.
enum JSONValue: Equatable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The whole document.
    var rendered: String {
        var output = ""
        write(to: &output, indent: 0)
        return output + "\n"
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .string(let text): output += JSONValue.quoted(text)
        case .int(let number): output += String(number)
        case .bool(let flag): output += flag ? "true" : "false"
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += JSONValue.spaces(indent + 1)
                item.write(to: &output, indent: indent + 1)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += JSONValue.spaces(indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            let keys = members.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            for (index, key) in keys.enumerated() {
                output += JSONValue.spaces(indent + 1) + JSONValue.quoted(key) + ": "
                members[key]!.write(to: &output, indent: indent + 1)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += JSONValue.spaces(indent) + "}"
        }
    }

    private static func spaces(_ level: Int) -> String {
        String(repeating: "  ", count: level)
    }

    /// A JSON string literal (RFC 8259 §7). Every control character is escaped, C1 and DEL too,
    /// and what `OutputEscaping` escapes in text (bidi overrides, invisible characters,
    /// U+2028/U+2029, which end a line in JavaScript source), as `\uXXXX`: still the same string
    /// to a JSON reader, never a trick to a human one.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where OutputEscaping.isEscaped(scalar): result += escaped(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `\uXXXX`, or a surrogate pair of them beyond the Basic Multilingual Plane (the tag
    /// characters `OutputEscaping` escapes are there; `\ue0041` would read as U+E004 then `1`).
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        scalar.utf16.map { unit in
            let hex = String(unit, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }.joined()
    }
}

/// How report formats that CI services read name a file: as given, minus a leading `./`
/// (GitLab and GitHub match paths against the repository's, which never start with `./`).
enum ReportPath {
    static func relative(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") {
            path = path.dropFirst(2)
            while path.hasPrefix("/") { path = path.dropFirst() }
        }
        return String(path)
    }
}
