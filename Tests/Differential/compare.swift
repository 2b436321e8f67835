// Differential-lexing comparer: runs the oracle (swift-syntax) on chunks of files, lexes and
// parses the same files with our Lexer and SyntaxTree (compiled in from Sources/BGTaskLint),
// and compares tokens and brace structure file by file. Built by run-differential.sh.
//
// Usage: compare ORACLE FILELIST [--examples N] [--disagreeing FILE]
//   --disagreeing FILE   also write the files that disagree (tokens beyond the deliberate
//                        differences, brace pairs or brace kinds), one path a line: what CI's
//                        smoke holds to the documented list.
import Foundation

struct NToken: Equatable {
    var start: Int
    var end: Int
    var kind: String
}

struct NBrace: Equatable {
    var close: Int
    var kind: String
}

struct OracleFile {
    var tokens: [NToken] = []
    var braces: [Int: NBrace] = [:]
}

func ourKind(_ kind: TokenKind) -> String {
    switch kind {
    case .identifier, .keyword: return "word"
    case .number: return "number"
    case .string: return "str"
    case .stringSegment: return "strseg"
    case .interpolationOpen: return "interp-open"
    case .interpolationClose: return "interp-close"
    case .regex: return "regex"
    case .operator: return "op"
    case .leftBrace: return "{"
    case .rightBrace: return "}"
    case .leftParen: return "("
    case .rightParen: return ")"
    case .leftBracket: return "["
    case .rightBracket: return "]"
    case .comma: return ","
    case .colon: return ":"
    case .semicolon: return ";"
    case .period: return "."
    case .backslash: return "\\"
    case .poundDirective: return "#dir"
    case .poundKeyword: return "#kw"
    case .attribute: return "attr"
    case .unknown: return "unknown"
    }
}

func scopeKindName(_ kind: ScopeKind) -> String {
    switch kind {
    case .file: return "file"
    case .type: return "type"
    case .function: return "function"
    case .closure: return "closure"
    case .block(.other): return "other"
    case .block: return "block"
    }
}

func runOracle(_ oracle: String, _ paths: [String]) -> [String: OracleFile] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: oracle)
    process.arguments = paths
    let pipe = Pipe()
    process.standardOutput = pipe
    try! process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var result: [String: OracleFile] = [:]
    var current = OracleFile()
    var path = ""
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true) {
        switch line.first {
        case "F": path = String(line.dropFirst(2)); current = OracleFile()
        case "T":
            let parts = line.split(separator: " ", maxSplits: 3)
            current.tokens.append(NToken(start: Int(parts[1])!, end: Int(parts[2])!, kind: String(parts[3])))
        case "B":
            let parts = line.split(separator: " ", maxSplits: 3)
            current.braces[Int(parts[1])!] = NBrace(close: Int(parts[2])!, kind: String(parts[3]))
        case "E": result[path] = current
        default: break
        }
    }
    return result
}

/// One category of disagreement: how often, in how many files, and a few examples.
struct Category {
    var occurrences = 0
    var files = Set<String>()
    var examples: [String] = []
}

var categories: [String: Category] = [:]
var maxExamples = 4

/// Differences we keep on purpose (see the README's "Differential lexing"): swift-syntax's
/// parser splits `>>`/`>?` that close generic lists and re-lexes `13.0` in version tuples.
func isDeliberate(_ key: String) -> Bool {
    key.hasPrefix("token: our one operator is several") || key == "token: ours [number] vs swift-syntax [number . number]"
        || key == "token: ours [: :] vs swift-syntax [::]"
}

var fileHasUnexcusedTokenDifference = false

func note(_ key: String, _ path: String, _ example: @autoclosure () -> String) {
    if key.hasPrefix("token") || key.hasPrefix("kind"), !isDeliberate(key) { fileHasUnexcusedTokenDifference = true }
    var category = categories[key, default: Category()]
    category.occurrences += 1
    category.files.insert(path)
    if category.examples.count < maxExamples, !category.examples.contains(where: { $0.hasPrefix(path + ":") }) {
        category.examples.append(example())
    }
    categories[key] = category
}

func snippet(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    let clamped = max(0, range.lowerBound)..<min(bytes.count, max(range.lowerBound, range.upperBound))
    var text = String(decoding: bytes[clamped], as: UTF8.self)
    if text.count > 60 { text = String(text.prefix(60)) + "…" }
    return text.replacingOccurrences(of: "\n", with: "⏎")
}

func lineOf(_ bytes: [UInt8], _ offset: Int) -> Int {
    var line = 1
    for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") { line += 1 }
    return line
}

func describe(_ tokens: ArraySlice<NToken>, _ bytes: [UInt8]) -> String {
    tokens.prefix(6).map { "\($0.kind)«\(snippet(bytes, $0.start..<$0.end))»" }.joined(separator: " ")
}

/// A coarse key for a disagreeing region, so that like regions group together.
func categoryKey(_ ours: ArraySlice<NToken>, _ theirs: ArraySlice<NToken>, _ bytes: [UInt8]) -> String {
    func kinds(_ slice: ArraySlice<NToken>) -> String {
        let list = slice.prefix(4).map(\.kind)
        return list.joined(separator: " ") + (slice.count > 4 ? " …" : "")
    }
    if ours.count == 1, theirs.count > 1, ours.first!.kind == "op", theirs.allSatisfy({ $0.kind == "op" }) {
        return "token: our one operator is several for swift-syntax (generic `>` split)"
    }
    if ours.count == theirs.count, zip(ours, theirs).allSatisfy({ $0.start == $1.start && $0.end == $1.end }) {
        let pairs = zip(ours, theirs).filter { $0.kind != $1.kind }.map { "\($0.kind)→\($1.kind)" }
        return "kind: ours→swift-syntax " + Set(pairs).sorted().joined(separator: ",")
    }
    return "token: ours [\(kinds(ours))] vs swift-syntax [\(kinds(theirs))]"
}

// MARK: - Main

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write("usage: compare ORACLE FILELIST [--examples N] [--disagreeing FILE]\n".data(using: .utf8)!)
    exit(2)
}
if let flag = arguments.firstIndex(of: "--examples"), flag + 1 < arguments.count { maxExamples = Int(arguments[flag + 1]) ?? 4 }
let disagreeingPath = arguments.firstIndex(of: "--disagreeing").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
var disagreeing: [String] = []
let oraclePath = arguments[1]
let list = try! String(contentsOfFile: arguments[2], encoding: .utf8).split(separator: "\n").map(String.init)

var filesCompared = 0
var boundaryAgree = 0
var kindAgree = 0
var agreeButDeliberate = 0
var structurePairsAgree = 0
var structureKindsAgree = 0
var totalTokens = 0
var totalBraces = 0
var bracesPairDiffer = 0
var bracesKindDiffer = 0

let chunkSize = 100
var chunkStart = 0
while chunkStart < list.count {
    let chunk = Array(list[chunkStart..<min(list.count, chunkStart + chunkSize)])
    chunkStart += chunkSize
    let oracle = runOracle(oraclePath, chunk)
    for path in chunk {
        guard let theirs = oracle[path], let data = FileManager.default.contents(atPath: path) else { continue }
        let bytes = [UInt8](data)
        let tree = SyntaxTree(file: SourceFile(path: path, bytes: bytes))
        let ours = tree.tokens.map { NToken(start: Int($0.start), end: Int($0.end), kind: ourKind($0.kind)) }
        filesCompared += 1
        fileHasUnexcusedTokenDifference = false
        totalTokens += theirs.tokens.count

        // Tokens: walk both lists; a disagreeing region runs until both sides start a token at
        // the same offset with the same end again.
        var boundariesEqual = ours.count == theirs.tokens.count
        var kindsEqual = true
        var i = 0
        var j = 0
        let a = ours
        let b = theirs.tokens
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i].start == b[j].start, a[i].end == b[j].end {
                if a[i].kind != b[j].kind {
                    kindsEqual = false
                    let key = categoryKey(a[i...i], b[j...j], bytes)
                    note(key, path, "\(path):\(lineOf(bytes, a[i].start)): «\(snippet(bytes, a[i].start..<a[i].end))»")
                }
                i += 1; j += 1
                continue
            }
            boundariesEqual = false
            kindsEqual = false
            let regionStart = min(i < a.count ? a[i].start : Int.max, j < b.count ? b[j].start : Int.max)
            let i0 = i
            let j0 = j
            // Advance whichever side is behind until both sit on the same start offset and
            // have consumed the same bytes.
            var endA = i < a.count ? a[i].end : regionStart
            var endB = j < b.count ? b[j].end : regionStart
            if i < a.count { i += 1 }
            if j < b.count { j += 1 }
            while true {
                let nextA = i < a.count ? a[i].start : Int.max
                let nextB = j < b.count ? b[j].start : Int.max
                if nextA == nextB, nextA >= endA, nextA >= endB { break }
                if nextA == Int.max, nextB == Int.max { break }
                if nextA <= nextB { endA = max(endA, a[i].end); i += 1 } else { endB = max(endB, b[j].end); j += 1 }
            }
            let key = categoryKey(a[i0..<i], b[j0..<j], bytes)
            let regionEnd = max(endA, endB)
            note(key, path, "\(path):\(lineOf(bytes, regionStart)): «\(snippet(bytes, regionStart..<min(regionEnd, regionStart + 60)))»  ours: \(describe(a[i0..<i], bytes))  swift-syntax: \(describe(b[j0..<j], bytes))")
        }
        if boundariesEqual { boundaryAgree += 1 }
        if boundariesEqual && kindsEqual { kindAgree += 1 }
        if !fileHasUnexcusedTokenDifference { agreeButDeliberate += 1 }

        // Structure: each `{` — its `}` and its kind.
        var ourBraces: [Int: NBrace] = [:]
        for scope in tree.scopes.dropFirst() {
            let open = Int(tree.tokens[scope.open].start)
            let close = scope.close < tree.tokens.count && tree.tokens[scope.close].kind == .rightBrace
                ? Int(tree.tokens[scope.close].start) : -1
            ourBraces[open] = NBrace(close: close, kind: scopeKindName(scope.kind))
        }
        totalBraces += theirs.braces.count
        var pairsEqual = true
        var structureKindsEqual = true
        for open in Set(ourBraces.keys).union(theirs.braces.keys).sorted() {
            let mine = ourBraces[open]
            let other = theirs.braces[open]
            let header = snippet(bytes, max(0, open - 40)..<open + 1)
            guard let mine, let other else {
                pairsEqual = false
                bracesPairDiffer += 1
                note("structure: `{` only in \(mine == nil ? "swift-syntax" : "ours")", path, "\(path):\(lineOf(bytes, open)): …\(header)")
                continue
            }
            if mine.close != other.close {
                pairsEqual = false
                bracesPairDiffer += 1
                note("structure: `}` differs", path, "\(path):\(lineOf(bytes, open)): …\(header)  ours close line \(mine.close < 0 ? -1 : lineOf(bytes, mine.close)), swift-syntax \(other.close < 0 ? -1 : lineOf(bytes, other.close))")
            }
            if mine.kind != other.kind {
                structureKindsEqual = false
                bracesKindDiffer += 1
                note("structure kind: ours \(mine.kind) vs swift-syntax \(other.kind)", path, "\(path):\(lineOf(bytes, open)): …\(header)")
            }
        }
        if pairsEqual { structurePairsAgree += 1 }
        if pairsEqual && structureKindsEqual { structureKindsAgree += 1 }
        if fileHasUnexcusedTokenDifference || !pairsEqual || !structureKindsEqual { disagreeing.append(path) }
    }
    FileHandle.standardError.write("\(min(chunkStart, list.count))/\(list.count)\r".data(using: .utf8)!)
}

if let disagreeingPath {
    try! disagreeing.map { $0 + "\n" }.joined().write(toFile: disagreeingPath, atomically: true, encoding: .utf8)
}

func percent(_ part: Int, _ whole: Int) -> String {
    String(format: "%d/%d (%.2f%%)", part, whole, whole == 0 ? 100 : Double(part) * 100 / Double(whole))
}

print("files compared: \(filesCompared)  (swift-syntax tokens: \(totalTokens), braces: \(totalBraces))")
print("token boundaries identical:        \(percent(boundaryAgree, filesCompared))")
print("token boundaries and kinds equal:  \(percent(kindAgree, filesCompared))")
print("tokens equal but for deliberate differences: \(percent(agreeButDeliberate, filesCompared))")
print("brace pairs identical:             \(percent(structurePairsAgree, filesCompared))")
print("brace pairs and kinds identical:   \(percent(structureKindsAgree, filesCompared))")
print("braces with a different partner or missing: \(bracesPairDiffer); with a different kind: \(bracesKindDiffer)")
print("")
print("disagreement categories (occurrences, files):")
for (key, category) in categories.sorted(by: { $0.value.occurrences > $1.value.occurrences }) {
    print("- \(key): \(category.occurrences) in \(category.files.count) files")
    for example in category.examples { print("    \(example)") }
}
