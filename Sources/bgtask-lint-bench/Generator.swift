import Foundation

/// `bgtask-lint-bench generate`: a deterministic synthetic Swift corpus. The same options
/// (seed included) give a byte-identical tree on any machine.
struct GeneratorOptions {
    var directory = ""
    var files = 1000
    var seed: UInt64 = 1
    var apiShare = 0.05
    var apiShareGiven = false
    var dense = false
    var longShare = 0.01
    var longLines = 4000
    var generatedShare = 0.01
    var tableEntries = 24000
    var force = false

    static let usage = """
    usage: bgtask-lint-bench generate DIR --files N [options]

      --files N              Swift files to write (default 1000; files in skipped folders not counted)
      --seed S               seed (default 1): the same seed and options give a byte-identical tree
      --api-share X          share of files using beginBackgroundTask / BGTaskScheduler (default 0.05),
                             half correctly (some through helpers in another file), half one misuse per rule
      --dense                most files use the APIs (api share 0.9 unless given), so every file is parsed
      --long-share X         share of long files (default 0.01)
      --long-lines N         target length of a long file (default 4000; varies 0.75x to 1.5x)
      --generated-share X    share of generated-code-like files with huge literal tables (default 0.01)
      --table-entries N      numbers in a generated file's table (default 24000)
      --force                replace DIR if it is a corpus this command wrote before
    """

    static func parse(_ arguments: [String]) throws -> GeneratorOptions {
        var options = GeneratorOptions()
        var positional: [String] = []
        var i = 0
        func value(_ name: String) throws -> String {
            i += 1
            guard i < arguments.count else { throw UsageError("\(name) needs a value") }
            return arguments[i]
        }
        func number<T: LosslessStringConvertible>(_ name: String) throws -> T {
            let text = try value(name)
            guard let parsed = T(text) else { throw UsageError("\(name): not a number: \(text)") }
            return parsed
        }
        while i < arguments.count {
            let argument = arguments[i]
            switch argument {
            case "--files": options.files = try number(argument)
            case "--seed": options.seed = try number(argument)
            case "--api-share": options.apiShare = try number(argument); options.apiShareGiven = true
            case "--dense": options.dense = true
            case "--long-share": options.longShare = try number(argument)
            case "--long-lines": options.longLines = try number(argument)
            case "--generated-share": options.generatedShare = try number(argument)
            case "--table-entries": options.tableEntries = try number(argument)
            case "--force": options.force = true
            case "-h", "--help": throw UsageError(nil)
            default:
                if argument.hasPrefix("-") { throw UsageError("unknown option \(argument)") }
                positional.append(argument)
            }
            i += 1
        }
        guard positional.count == 1 else { throw UsageError("give exactly one DIR") }
        options.directory = positional[0]
        if options.dense, !options.apiShareGiven { options.apiShare = 0.9 }
        for (name, share) in [("--api-share", options.apiShare), ("--long-share", options.longShare), ("--generated-share", options.generatedShare)]
        where !(0...1).contains(share) {
            throw UsageError("\(name) must be between 0 and 1")
        }
        guard options.files >= 1, options.longLines >= 10, options.tableEntries >= 8 else {
            throw UsageError("--files must be at least 1, --long-lines at least 10, --table-entries at least 8")
        }
        return options
    }
}

struct GeneratorSummary {
    var files = 0
    var bytes = 0
    var lines = 0
    var kinds: [(String, Int)] = []
    var expectedRules: [(String, Int)] = []
}

enum FileKind: Equatable {
    case ordinary, api, long, generated, partner
}

struct CorpusGenerator {
    let options: GeneratorOptions

    func generate() throws -> GeneratorSummary {
        let manager = FileManager.default
        let root = options.directory
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: root, isDirectory: &isDirectory) {
            let entries = (try? manager.contentsOfDirectory(atPath: root)) ?? []
            if !entries.isEmpty || !isDirectory.boolValue {
                guard options.force else { throw UsageError("\(root) exists and is not empty (use --force to replace it)") }
                // Only ever delete a tree this command wrote (it leaves a corpus.json).
                guard isDirectory.boolValue, entries.contains("corpus.json") else {
                    throw UsageError("\(root) is not a corpus written by bgtask-lint-bench (no corpus.json): not replacing it")
                }
                try manager.removeItem(atPath: root)
            }
        }
        try manager.createDirectory(atPath: root, withIntermediateDirectories: true)

        // The plan: which file is what, shuffled deterministically.
        var rng = SplitMix64(seed: options.seed)
        let n = options.files
        let generated = min(n, Int((Double(n) * options.generatedShare).rounded()))
        let long = min(n - generated, Int((Double(n) * options.longShare).rounded()))
        let api = min(n - generated - long, Int((Double(n) * options.apiShare).rounded()))
        var kinds = [FileKind](repeating: .generated, count: generated)
            + [FileKind](repeating: .long, count: long)
            + [FileKind](repeating: .api, count: api)
            + [FileKind](repeating: .ordinary, count: n - generated - long - api)
        rng.shuffle(&kinds)

        let correct = APIScenario.allCases.filter { !$0.isMisuse }
        let misuses = APIScenario.allCases.filter(\.isMisuse)
        var apiCount = 0
        var summary = GeneratorSummary()
        var kindCounts: [FileKind: Int] = [:]
        var ruleCounts = [Int](repeating: 0, count: misuses.count)
        let filesPerFolder = 30
        let foldersPerModule = 8
        var pendingPartner: (name: String, text: String)?
        let features = ["Onboarding", "Settings", "Library", "Player", "Sync", "Search", "Profile", "Inbox", "Checkout", "Media"]

        for index in 0..<n {
            let folderIndex = index / filesPerFolder
            let module = "Module\(folderIndex / foldersPerModule)"
            let feature = "\(features[folderIndex % features.count])\(folderIndex)"
            let folder = "\(root)/\(module)/Sources/\(feature)"
            if index % filesPerFolder == 0 {
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            var templates = CodeTemplates(seed: options.seed, index: index)
            var kind = kinds[index]
            let fileName: String
            var text = "//\n//  "
            // A helper extension written for the previous file takes the next slot, which the
            // plan guarantees is ordinary and in the same folder.
            if let partner = pendingPartner {
                kind = .partner
                fileName = "\(partner.name)+Background.swift"
                text += "\(fileName)\n//  Synthetic corpus for bgtask-lint-bench\n//\n\n" + partner.text
                pendingPartner = nil
            } else {
                let name = templates.typeName(index)
                fileName = "\(name).swift"
                text += "\(fileName)\n//  Synthetic corpus for bgtask-lint-bench\n//\n\n"
                switch kind {
                case .ordinary, .partner:
                    let types = templates.rng.pick([1, 1, 1, 2, 2, 3])
                    for t in 0..<types {
                        let part = templates.ordinary(t == 0 ? name : "\(name)Part\(t)", size: templates.rng.pick([1, 1, 2, 2, 3, 4, 6]))
                        text += t == 0 ? part : withoutImports(part)
                    }
                case .api:
                    let scenario: APIScenario
                    if apiCount % 2 == 0 {
                        scenario = correct[(apiCount / 2) % correct.count]
                    } else {
                        let m = (apiCount / 2) % misuses.count
                        scenario = misuses[m]
                        ruleCounts[m] += 1
                    }
                    apiCount += 1
                    let (body, partner) = templates.api(scenario, name)
                    text += body
                    if let partner {
                        let nextIsOrdinary = index + 1 < n && kinds[index + 1] == .ordinary && (index + 1) % filesPerFolder != 0
                        if nextIsOrdinary { pendingPartner = (name, partner) } else { text += partner }
                    }
                    for t in 0..<templates.rng.int(0...2) {
                        text += withoutImports(templates.ordinary("\(name)Support\(t)", size: templates.rng.int(1...3)))
                    }
                case .long:
                    let target = options.longLines * templates.rng.int(75...150) / 100
                    if options.dense {
                        let scenario = correct[index % correct.count]
                        text += templates.api(scenario, name + "Background").0
                    }
                    var lines = lineCount(text)
                    var part = 0
                    while lines < target {
                        let chunk = templates.ordinary("\(name)Part\(part)", size: templates.rng.int(2...8))
                        let body = part == 0 && !options.dense ? chunk : withoutImports(chunk)
                        lines += lineCount(body)
                        text += body
                        part += 1
                    }
                case .generated:
                    text += generatedTable(name, &templates.rng)
                }
            }
            kindCounts[kind, default: 0] += 1
            let data = Data(text.utf8)
            guard manager.createFile(atPath: "\(folder)/\(fileName)", contents: data) else {
                throw UsageError("cannot write \(folder)/\(fileName)")
            }
            summary.files += 1
            summary.bytes += data.count
            summary.lines += lineCount(text)
        }

        // Files the walk must skip, as in real checkouts: not counted in --files.
        for (folder, file) in [("Pods/Vendored/Sources", "Vendored.swift"), (".build/checkouts/dep/Sources", "Dependency.swift"),
                               ("Carthage/Checkouts/Lib", "Lib.swift"), ("DerivedData/Build", "Generated.swift")] {
            try manager.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
            _ = manager.createFile(atPath: "\(root)/\(folder)/\(file)", contents: Data("// must be skipped by discovery\nlet skipped = UIApplication.shared.beginBackgroundTask()\n".utf8))
        }

        summary.kinds = [("ordinary", kindCounts[.ordinary] ?? 0), ("api", kindCounts[.api] ?? 0),
                         ("helper-extension", kindCounts[.partner] ?? 0), ("long", kindCounts[.long] ?? 0),
                         ("generated", kindCounts[.generated] ?? 0)]
        summary.expectedRules = zip(misuses, ruleCounts).map { ($0.0.rule ?? "?", $0.1) }
        try writeManifest(summary)
        return summary
    }

    private func generatedTable(_ name: String, _ rng: inout SplitMix64) -> String {
        var out = "// Generated by a code generator. DO NOT EDIT.\n// swiftlint:disable all\n\nimport Foundation\n\n"
        out += "enum \(name) {\n    static let table: [UInt32] = [\n"
        var line = "       "
        for i in 0..<options.tableEntries {
            line += " 0x" + hex8(UInt32(truncatingIfNeeded: rng.next())) + ","
            if i % 8 == 7 { out += line + "\n"; line = "       " }
        }
        if line != "       " { out += line + "\n" }
        out += "    ]\n\n    static let strings: [String: String] = [\n"
        let words = ["Cancel", "Retry", "Délai dépassé", "Загрузка…", "読み込み中", "加载失败", "Überspringen", "✓ Done", "Wait \\u{2026}"]
        for i in 0..<(options.tableEntries / 8) {
            out += "        \"key.\(name.lowercased()).\(i)\": \"\(rng.pick(words)) \(i)\",\n"
        }
        out += "    ]\n}\n"
        return out
    }

    private func hex8(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    private func writeManifest(_ summary: GeneratorSummary) throws {
        // Not a Swift file, so neither the tool nor the runner reads it. No timestamps: the tree
        // stays byte-identical for a seed.
        var json = "{\n"
        json += "  \"generator\": \"bgtask-lint-bench generate\",\n"
        json += "  \"options\": {\"files\": \(options.files), \"seed\": \(options.seed), \"apiShare\": \(options.apiShare), "
        json += "\"dense\": \(options.dense), \"longShare\": \(options.longShare), \"longLines\": \(options.longLines), "
        json += "\"generatedShare\": \(options.generatedShare), \"tableEntries\": \(options.tableEntries)},\n"
        json += "  \"swiftFiles\": \(summary.files),\n  \"bytes\": \(summary.bytes),\n  \"lines\": \(summary.lines),\n"
        json += "  \"kinds\": {" + summary.kinds.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "},\n"
        json += "  \"misusesWritten\": {" + summary.expectedRules.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}\n}\n"
        _ = FileManager.default.createFile(atPath: "\(options.directory)/corpus.json", contents: Data(json.utf8))
    }
}

/// A file has its imports at the top: the types appended after the first drop theirs.
func withoutImports(_ text: String) -> String {
    guard text.hasPrefix("import ") else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
        .drop { $0.hasPrefix("import ") || $0.isEmpty }
        .joined(separator: "\n")
}

func lineCount(_ text: String) -> Int {
    var count = 0
    for byte in text.utf8 where byte == 10 { count += 1 }
    return count
}
