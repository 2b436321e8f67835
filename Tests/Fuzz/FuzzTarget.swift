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

import Foundation

private let marker: [UInt8] = Array("//--- ".utf8)
private let allRules = RuleRegistry.all.map { $0.metadata }

@_cdecl("LLVMFuzzerTestOneInput")
public func bgtaskLintFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data!, count: size))

    // The layers one by one, as a caller of the library might use them.
    _ = Lexer.tokenize(bytes)
    _ = SyntaxTree(file: SourceFile(path: "Fuzz.swift", bytes: bytes))

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
    for reporter in Reporters.all {
        let report = reporter.init().render(input)
        if !diagnostics.isEmpty, reporter.name == "json" || reporter.name == "gitlab" {
            let parsed = try? JSONSerialization.jsonObject(with: Data(report.utf8), options: [.fragmentsAllowed])
            if parsed == nil { fatalError("\(reporter.name) report is not valid JSON:\n\(report)") }
        }
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
