// libFuzzer entry point over the whole pipeline: tokenizer, parser, module index, every rule,
// suppressions, and every report format. Not part of the SwiftPM package: Tests/Fuzz/run-fuzzer.sh
// compiles this file together with Sources/BGTaskLint/**/*.swift into one module (so internal
// APIs are reachable) with `swiftc -sanitize=fuzzer,address`.
//
// Each input is read two ways:
//  1. as one file, `Fuzz.swift`;
//  2. split into up to three files at lines starting with `//--- ` (LLVM split-file style; the
//     rest of that line is the next file's path, bytes as they are, so odd paths reach the
//     reporters' escaping). Inputs without a marker line are read only the first way (the
//     dictionary and the *.module seeds bring markers in).
// Invariants checked beyond "does not crash or hang": every diagnostic points inside its file,
// and the JSON and GitLab reports (written by the project's own JSON writer) parse as JSON.
//
// Work an input would only repeat is skipped (it was a third of each execution, or more):
//  - the tokenizer runs inside `SyntaxTree(file:)`, and the lint parses every file it analyses;
//    the parser runs on its own only for an input the lint does not parse;
//  - the reports are pure functions of their `ReportInput`: one identical to an input already
//    rendered (an empty report, a mutation in a comment) is not rendered and parsed again;
//  - the library's parallel maps run inline (libFuzzer runs one input at a time on one thread).

import Foundation

private let marker: [UInt8] = Array("//--- ".utf8)
private let allRules = RuleRegistry.all.map { $0.metadata }

@_cdecl("LLVMFuzzerInitialize")
public func bgtaskLintFuzzInitialize(_ argc: UnsafeMutablePointer<CInt>?,
                                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    // One thread: `DispatchQueue.concurrentPerform` would wake (and wait for) worker threads for
    // the 2–3 files of a split input. Inline, the same code runs on the same inputs.
    ParallelMap.workers = 1
    RenderedReports.checkKeyCoversDiagnostics()
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func bgtaskLintFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data!, count: size))

    // The tokenizer and the parser on their own, as a caller of the library might use them
    // (`SyntaxTree(file:)` tokenizes these bytes). The lint below parses the same file, with the
    // same bytes, when its prefilter selects it for analysis: only the others need this.
    if !DeclarationScanner.sketch(bytes).needsAnalysis {
        _ = SyntaxTree(file: SourceFile(path: "Fuzz.swift", bytes: bytes))
    }

    // 1. One file.
    let single = [SourceFile(path: "Fuzz.swift", bytes: bytes)]
    check(single, useColor: size % 2 == 0)

    // 2. Two or three files.
    let files = splitIntoFiles(bytes)
    if files.count > 1 { check(files, useColor: size % 2 == 1) }
    return 0
}

private func check(_ files: [SourceFile], useColor: Bool) {
    let diagnostics = Linter().lint(files)
    let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    for diagnostic in diagnostics {
        verify(path: diagnostic.path, location: diagnostic.location, in: byPath, what: diagnostic.ruleID)
        for note in diagnostic.notes {
            verify(path: note.path, location: note.location, in: byPath, what: "note of \(diagnostic.ruleID)")
        }
    }
    // Only the rules that reported: the other descriptors are the same constant text every run.
    let reported = Set(diagnostics.map(\.ruleID))
    let input = ReportInput(diagnostics: diagnostics, rules: allRules.filter { reported.contains($0.id) },
                            filesChecked: files.count, toolVersion: "fuzz", useColor: useColor)
    guard RenderedReports.isNew(input) else { return }
    for reporter in Reporters.all {
        let report = reporter.init().render(input)
        if !diagnostics.isEmpty, reporter.name == "json" || reporter.name == "gitlab" {
            let parsed = try? JSONSerialization.jsonObject(with: Data(report.utf8), options: [.fragmentsAllowed])
            if parsed == nil { fatalError("\(reporter.name) report is not valid JSON:\n\(report)") }
        }
    }
}

/// The report inputs already rendered, by a 128-bit key over everything a report is made from, in
/// a table of fixed size (no allocation per input, so libFuzzer's leak detection sees none; the
/// newest input takes its slot). Mutations often leave the findings as they were (a byte changed
/// in a comment or a string, no finding at all), and rendering six formats and parsing two as JSON
/// cost more than the lint. The slot is chosen by FNV-1a, deterministic, so a run with a given
/// `-seed` makes the same choices every time; the second half of the key is SipHash (`Hasher`).
private enum RenderedReports {
    private static let slotCount = 1 << 16
    private struct Key: Equatable {
        var fnv: UInt64
        var sip: Int
    }
    nonisolated(unsafe) private static var slots = [Key?](repeating: nil, count: slotCount)
    /// False when `Diagnostic` or `Note` has a field the key does not cover: then every input
    /// is rendered.
    nonisolated(unsafe) private static var enabled = true

    /// True the first time (as far as the table remembers) this exact input is seen.
    static func isNew(_ input: ReportInput) -> Bool {
        guard enabled else { return true }
        var hasher = KeyHasher()
        hasher.add(input.filesChecked)
        hasher.add(input.useColor ? 1 : 0)
        hasher.add(input.toolVersion)
        hasher.add(input.rules.count)
        for rule in input.rules { hasher.add(rule.id) }
        hasher.add(input.diagnostics.count)
        for diagnostic in input.diagnostics {
            hasher.add(diagnostic.ruleID)
            hasher.add(diagnostic.severity.rawValue)
            hasher.add(diagnostic.message)
            hasher.add(diagnostic.path)
            hasher.add(diagnostic.location)
            hasher.add(diagnostic.endLocation)
            hasher.add(diagnostic.utf16Column)
            hasher.add(diagnostic.utf16EndColumn)
            hasher.add(diagnostic.fingerprint)
            hasher.add(diagnostic.lineText)
            hasher.add(diagnostic.notes.count)
            for note in diagnostic.notes {
                hasher.add(note.path)
                hasher.add(note.location)
                hasher.add(note.message)
                hasher.add(note.utf16Column)
            }
        }
        let key = Key(fnv: hasher.fnv, sip: hasher.sip.finalize())
        let slot = Int(truncatingIfNeeded: key.fnv % UInt64(slotCount))
        if slots[slot] == key { return false }
        slots[slot] = key
        return true
    }

    /// The key must cover every stored field: a field it missed would make two different inputs
    /// one. A field added to the library turns the table off (and says so) until it is added here.
    static func checkKeyCoversDiagnostics() {
        let location = SourceLocation(line: 1, column: 1)
        let note = Note(path: "", location: location, message: "")
        let diagnostic = Diagnostic(ruleID: "", severity: .warning, message: "", path: "", location: location, notes: [note])
        let fields = (Set(Mirror(reflecting: diagnostic).children.compactMap(\.label)),
                      Set(Mirror(reflecting: note).children.compactMap(\.label)),
                      Set(Mirror(reflecting: location).children.compactMap(\.label)))
        let covered: (Set<String>, Set<String>, Set<String>) = (
            ["ruleID", "severity", "message", "path", "location", "endLocation", "utf16Column", "utf16EndColumn",
             "fingerprint", "lineText", "notes"],
            ["path", "location", "message", "utf16Column"],
            ["line", "column"])
        if fields != covered {
            enabled = false
            FileHandle.standardError.write(Data("""
                FuzzTarget: Diagnostic, Note or SourceLocation fields changed (\(fields)); every report \
                input is rendered until RenderedReports' key covers them.\n
                """.utf8))
        }
        _ = slots.count // allocated now, not during the first input
    }
}

/// FNV-1a (64 bits) and SipHash of the same length-prefixed fields.
private struct KeyHasher {
    var fnv: UInt64 = 0xcbf2_9ce4_8422_2325
    var sip = Hasher()

    mutating func add(_ value: Int) {
        var bits = UInt64(bitPattern: Int64(value))
        for _ in 0..<8 {
            fnv = (fnv ^ (bits & 0xff)) &* 0x100_0000_01b3
            bits >>= 8
        }
        sip.combine(value)
    }

    mutating func add(_ location: SourceLocation) {
        add(location.line)
        add(location.column)
    }

    mutating func add(_ text: String) {
        add(text.utf8.count)
        for byte in text.utf8 { fnv = (fnv ^ UInt64(byte)) &* 0x100_0000_01b3 }
        sip.combine(text)
    }
}

private func verify(path: String, location: SourceLocation, in files: [String: SourceFile], what: String) {
    guard let file = files[path] else { fatalError("\(what): path \(path.debugDescription) is not a linted file") }
    let lineCount = file.lines.location(of: file.bytes.count).line
    guard location.line >= 1, location.line <= lineCount, location.column >= 1 else {
        fatalError("\(what): location \(location) outside \(path.debugDescription) (\(lineCount) lines)")
    }
}

/// The input cut at lines starting with `//--- `: the first part is `Main.swift`, each later part
/// is named by the rest of its marker line (a numbered fallback when empty or repeated). At most
/// three files; later markers stay inside the third.
private func splitIntoFiles(_ bytes: [UInt8]) -> [SourceFile] {
    var parts: [(path: String, bytes: ArraySlice<UInt8>)] = []
    var currentPath = "Main.swift"
    var partStart = 0
    var lineStart = 0
    while lineStart < bytes.count, parts.count < 2 {
        var lineEnd = lineStart
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        if bytes[lineStart...].starts(with: marker) {
            parts.append((currentPath, bytes[partStart..<lineStart]))
            currentPath = String(decoding: bytes[(lineStart + marker.count)..<lineEnd], as: UTF8.self)
            partStart = min(lineEnd + 1, bytes.count)
        }
        lineStart = lineEnd + 1
    }
    parts.append((currentPath, bytes[partStart...]))
    var seen = Set<String>()
    return parts.enumerated().map { index, part in
        var path = part.path
        if path.isEmpty || !seen.insert(path).inserted {
            path = "File\(index).swift"
            seen.insert(path)
        }
        return SourceFile(path: path, bytes: Array(part.bytes))
    }
}
