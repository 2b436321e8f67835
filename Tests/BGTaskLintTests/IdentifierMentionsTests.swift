import XCTest
@testable import BGTaskLint

/// The lookups that answer "where is this name mentioned" from a table once a file or module has
/// been asked about many names give what reading the tokens or bytes gives.
final class IdentifierMentionsTests: XCTestCase {
    /// The identifier tokens whose name (backticks stripped) is `name`, byte for byte: the
    /// definition. (`String`'s `==` would also match a canonically equivalent spelling, which the
    /// rules, like swiftc, keep apart.)
    private func spelling(_ name: String, in tree: SyntaxTree) -> [Int] {
        tree.tokens.indices.filter { tree.tokens[$0].kind == .identifier && tree.name($0).utf8.elementsEqual(name.utf8) }
    }

    /// Every name of `file` asked of lookups that always read the tokens, that file them from
    /// the first question, and that do as a tree does (read, then file).
    private func assertEveryNameFound(_ file: SourceFile, extraNames: [String] = [], line: UInt = #line) {
        let reading = SyntaxTree(file: file)
        let alwaysReading = IdentifierMentions(readsBeforeTable: .max), filing = IdentifierMentions(readsBeforeTable: 0)
        let identifiers = reading.tokens.indices.filter { reading.tokens[$0].kind == .identifier }
        var names = Set(identifiers.map { Array(reading.name($0).utf8) })
        names.formUnion(extraNames.map { Array($0.utf8) })
        for name in names.map({ String(decoding: $0, as: UTF8.self) }).sorted() {
            let expected = spelling(name, in: reading)
            XCTAssertEqual(alwaysReading.tokens(spelling: name, in: reading), expected, "\(file.path): \(name)", line: line)
            XCTAssertEqual(filing.tokens(spelling: name, in: reading), expected, "\(file.path): \(name)", line: line)
            XCTAssertEqual(reading.identifiers(spelling: name), expected, "\(file.path): \(name)", line: line)
        }
    }

    func testEveryNameOfEveryFixtureIsFoundWhereItsTokensAre() {
        let files = FixtureSupport.units().flatMap(\.files)
        XCTAssertGreaterThan(files.count, 300)
        for file in files { assertEveryNameFound(file, extraNames: ["absentName", "class", "self"]) }
    }

    func testBacktickedNamesAndLookalikes() {
        let source = """
            func `finish`() {}
            func finish(_ x: Int) {}
            let `class` = 1, klass = `class`
            finish(); `finish`(); finishes(); _finish(); finish_(); $0; `$0`
            let café = 1; let cafe = café
            "finish" // finish
            """
        let file = SourceFile(path: "names.swift", text: source)
        assertEveryNameFound(file, extraNames: ["`finish`", "fin", "finishe", "$0", "cafe\u{301}"])
        let tree = SyntaxTree(file: file)
        XCTAssertEqual(tree.identifiers(spelling: "finish").count, 4, "two declarations, two calls; not the string or comment")
        XCTAssertEqual(tree.identifiers(spelling: "class").count, 2)
        XCTAssertEqual(tree.identifiers(spelling: "café").count, 2)
        XCTAssertEqual(tree.identifiers(spelling: "cafe\u{301}"), [], "canonically equivalent, spelled otherwise")
    }

    /// Past a few names searched one by one, the module's words are filed: the answers are the
    /// files a search for each name alone finds.
    func testTheModulesWordDirectoryAnswersAsASearchForEachName() {
        let files = FixtureSupport.units().flatMap(\.files)
        let names = ["finish", "endTask", "taskID", "backgroundTaskID", "UIApplication", "self", "work",
                     "expirationHandler", "weak", "DispatchQueue", "absentName", "bgtask", "invalid", "sync",
                     "Scenario", "expect", "beginBackgroundTask", "completion", "cancel", "upload"]
        XCTAssertGreaterThan(names.count, ModuleIndex.namesSearchedBeforeDirectory * 2)
        let index = ModuleIndex(files: files)
        var answered = 0
        for name in names {
            let alone = ModuleIndex(files: files).files(mentioning: name)
            XCTAssertEqual(index.files(mentioning: name), alone, name)
            if !alone.isEmpty, alone.count < files.count { answered += 1 }
        }
        XCTAssertGreaterThan(answered, 10, "most names must be in some files and not in others")
    }

    /// A region reader's filing (`TokensByName`) of every identifier of every fixture, and of the
    /// lookalikes above, gives each name's tokens byte for byte, in order.
    func testFilingEveryIdentifierGivesEachNamesTokens() {
        let lookalikes = SourceFile(path: "names.swift", text: """
            func `finish`() {}; finish(); `finish`(); finishes(); _finish()
            let café = 1; let cafe\u{301} = café; let cafe = 2
            """)
        let files = FixtureSupport.units().flatMap(\.files) + [lookalikes]
        for file in files {
            let tree = SyntaxTree(file: file)
            var filing = TokensByName(tree)
            let identifiers = tree.tokens.indices.filter { tree.tokens[$0].kind == .identifier }
            identifiers.forEach { filing.append($0) }
            let names = Set(identifiers.map { Array(tree.name($0).utf8) }).map { String(decoding: $0, as: UTF8.self) }
            for name in names + ["absentName", "cafe\u{301}x"] {
                XCTAssertEqual(filing[name], spelling(name, in: tree), "\(file.path): \(name)")
                XCTAssertTrue(spelling(name, in: tree).allSatisfy { tree.isIdentifier($0, spelling: name) })
            }
        }
    }
}
