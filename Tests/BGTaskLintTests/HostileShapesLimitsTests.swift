import XCTest
@testable import BGTaskLint

/// Limits sessions left: launch handlers nested in one another, each naming its task its own
/// way (every handler read all those inside it), `exclude` patterns that all begin with a
/// wildcard (tried on every file), one file declaring thousands of free overloads labelled
/// alike (each call narrowed all of them), and paths or patterns that are not ASCII (tried
/// against every pattern, or on every path). Each builds its shape at a size
/// where the old code took many seconds in a debug build (the shapes in `Tests/Shapes/shapes.py`
/// of the same names time it) and asserts what is found, so a regression shows as a slow test.
final class HostileShapesLimitsTests: XCTestCase {
    // MARK: - Launch handlers naming their tasks apart

    /// `count` launch handlers registered in one another's, the k-th taking `names(k)`, each
    /// closing with `last(k)`.
    private func nestedLaunchHandlers(_ count: Int, names: (Int) -> String, last: (Int) -> String) -> String {
        let opening = (0..<count).map { k in
            "BGTaskScheduler.shared.register(forTaskWithIdentifier: \"x\(k)\", using: nil) { \(names(k)) in\n"
        }.joined()
        let closing = (0..<count).reversed().map { last($0) + "\n}\n" }.joined()
        return "import BackgroundTasks\nfunc setup() {\n" + opening + closing + "}\n"
    }

    private func ruleCounts(_ source: String) -> [String: Int] {
        HostileSource.ruleCounts(source)
    }

    /// Launch handlers nested in one another, the k-th taking `t<k>` and completing it last, or
    /// none completing it. No inner handler rebinds an outer one's task, so each handler read
    /// the calls and tokens of all those inside it (the shape
    /// `nested_bgtask_registers_distinct_names`: 600 took 32 s in a debug build, 4,096 took 27 s
    /// in a release build); now a closure that never spells the task is answered once, as
    /// one rebinding it was. A handler nested in another counts for it, as before.
    func testLaunchHandlersNestedInOneAnotherNamingTheirTasksApart() {
        let count = 600
        XCTAssertEqual(ruleCounts(nestedLaunchHandlers(count, names: { "t\($0)" },
                                                       last: { "t\($0).setTaskCompleted(success: true)" })), [:])
        XCTAssertEqual(ruleCounts(nestedLaunchHandlers(count, names: { "t\($0)" },
                                                       last: { "t\($0).expirationHandler = { print(1) }" })),
                       ["bgtask-missing-set-task-completed": count])
    }

    /// As above, every other handler taking `task` and the rest `t<k>`, none completing its
    /// task but the innermost handing the outermost's to code the analyzer cannot see: that
    /// earns the outermost the benefit of the doubt (its task is spelled inside every handler,
    /// so it reads them all), and no other handler (1,000: 19 s in a debug build).
    func testLaunchHandlersNestedInOneAnotherTheInnermostHandingOnTheOutermostsTask() {
        let count = 1_000
        let source = nestedLaunchHandlers(count, names: { $0 == 0 ? "root" : $0 % 2 == 0 ? "task" : "t\($0)" }, last: { k in
            (k == count - 1 ? "unseen(root)\n" : "") + "print(\(k))"
        })
        XCTAssertEqual(ruleCounts(source), ["bgtask-missing-set-task-completed": count - 1])
    }

    // MARK: - Free overloads in one file

    /// One file declaring thousands of overloads of a free function, all labelled alike, and
    /// calling each from an expiration handler: each bare call narrowed the file's overloads by
    /// its labels again (the shape `one_file_free_overloads_same_labels`: 6,000 took 31 s in a
    /// debug build, 8,192 took 6.4 s in a release build, nearly all in `task-never-ended`,
    /// which resolves every call a handler makes). Only that rule runs: the others' linear work
    /// hid the quadratic term.
    func testOneFileDeclaringAndCallingThousandsOfSameLabelledFreeOverloads() {
        let count = 6_000
        let overloads = (0..<count).map { k in
            "struct T\(k) {}\nfunc finishTask(_ t: T\(k), _ id: UIBackgroundTaskIdentifier) { UIApplication.shared.endBackgroundTask(id) }\n"
        }.joined()
        let uses = (0..<count).map { k in
            "    func f\(k)() {\n        taskID = UIApplication.shared.beginBackgroundTask { finishTask(T\(k)(), self.taskID); "
                + "self.taskID = .invalid }\n        work()\n    }\n"
        }.joined()
        let source = "import UIKit\n" + overloads + HostileSource.type(uses)
        XCTAssertEqual(HostileSource.ruleCounts(["main.swift": source], rules: [TaskNeverEnded.self]), [:])
    }

    // MARK: - Patterns beginning with a wildcard

    /// 3,000 files under a configuration excluding 3,000 patterns, none with a literal head:
    /// each file was tried against every pattern (9 million matches: 15 s in a debug build;
    /// the shape `exclude_wildcard_first_patterns_times_files`).
    func testManyFilesAgainstManyPatternsBeginningWithAWildcard() throws {
        let count = 3_000
        let patterns = (0..<count).map { k in
            switch k % 4 {
            case 0: "**/Gen\(k)/*.swift" // the files of one folder
            case 1: "**/*Mocks\(k)*" // a file
            case 2: "**/*.gen\(k).swift" // no file
            default: "*/Part\(k)/**" // a folder
            }
        }
        let json = #"{"version": 1, "exclude": ["# + patterns.map { "\"\($0)\"" }.joined(separator: ", ") + "]}"
        let configuration = try ConfigurationParser.parse(Data(json.utf8), path: "/project/.bgtask-lint.json",
                                                          folder: "/project")
        let files = (0..<count).map { k in
            "/project/Sources/" + (k % 4 == 0 ? "Gen\(k)" : "Part\(k)") + (k % 4 == 1 ? "/Mocks\(k).swift" : "/F\(k).swift")
        }
        let kept = files.filter(configuration.includes)
        // Three quarters are excluded: by folder (k % 4 is 0 or 3) or by name (1).
        XCTAssertEqual(kept, (0..<count).filter { $0 % 4 == 2 }.map { "/project/Sources/Part\($0)/F\($0).swift" })
    }

    /// Patterns and paths made at random from a few segments, wildcards and literal pieces:
    /// filed, each pattern answers for every path as its own `matches` does (beside patterns
    /// matching none of the paths, so that no other pattern hides a wrong answer), and a set of
    /// them as trying each does.
    func testFiledPatternsAnswerAsTryingEachDoesOnGeneratedPatterns() throws {
        var random = SeededGenerator(seed: 21)
        let pieces = ["a", "b", "ab", "Gen", ".swift", "x.swift", "Mocks", "..", "a.b", "s"]
        func segment(wildcards: Bool) -> String {
            var text = ""
            for _ in 0..<(1 + random.below(3)) {
                switch wildcards ? random.below(6) : 5 {
                case 0, 1: text += "*"
                case 2: text += "?"
                default: text += pieces[random.below(pieces.count)]
                }
            }
            return text
        }
        func pattern() -> String {
            (0..<(1 + random.below(4))).map { _ in random.below(5) == 0 ? "**" : segment(wildcards: true) }
                .joined(separator: "/")
        }
        let paths = (0..<400).map { _ in
            Glob.Path((0..<random.below(6)).map { _ in segment(wildcards: false) }.joined(separator: "/"))
        }
        // Patterns naming `zz`, which no path holds, to be past `fewPatterns`.
        let matchingNothing = try (0..<GlobIndex.fewPatterns).map { try Glob("zz\($0)/*") }
        var compared = 0
        for _ in 0..<300 {
            guard let glob = try? Glob(pattern()) else { continue }
            let index = GlobIndex([glob] + matchingNothing)
            for path in paths {
                XCTAssertEqual(index.matchesAny(path), glob.matches(path), "'\(glob.pattern)' on '\(path.text)'")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 100_000)
        for _ in 0..<40 {
            let globs = (0..<(GlobIndex.fewPatterns + 1 + random.below(24))).compactMap { _ in try? Glob(pattern()) }
            let index = GlobIndex(globs)
            for path in paths {
                XCTAssertEqual(index.matchesAny(path), globs.contains { $0.matches(path) },
                               "\(globs.map(\.pattern)) on '\(path.text)'")
            }
        }
    }

    // MARK: - Paths and patterns that are not ASCII

    /// 3,000 files in a folder named `Données` under a configuration excluding 3,000 other
    /// paths: a path that is not ASCII tried every pattern, by `Character`s (the shape
    /// `exclude_patterns_times_non_ascii_files`: 16,384 took 19.5 s in a release build, 3,000
    /// took 17 s in a debug build). Now it is read for the runs patterns are filed under, as an
    /// ASCII path is. The configuration's last pattern spells the folder with a decomposed `é`,
    /// and excludes one file of it all the same.
    func testManyNonASCIIPathsAgainstManyASCIIPatterns() throws {
        let count = 3_000
        let patterns = (0..<count).map { "gone/x\($0).swift" } + ["Donne\u{301}es/F7.swift"]
        let configuration = try excluding(patterns)
        let files = (0..<count).map { "/project/Donn\u{E9}es/F\($0).swift" }
        XCTAssertEqual(files.filter(configuration.includes), files.filter { $0 != "/project/Donn\u{E9}es/F7.swift" })
    }

    /// 2,000 ASCII files (and as many under `Générés` folders) under a configuration excluding
    /// 2,000 folders named `Générés<k>`: a pattern that is not ASCII was filed under no run and
    /// tried on every path (the shape `non_ascii_exclude_patterns_times_files`: 4,096 took 13 s
    /// in a release build, 3,000 took 89 s in a debug build). Now it is filed under its ASCII
    /// run after the last `é` (`s<k>/`). Every other folder is spelled decomposed, and is
    /// excluded all the same.
    func testManyASCIIPathsAgainstManyNonASCIIPatterns() throws {
        let count = 2_000
        let configuration = try excluding((0..<count).map { "G\u{E9}n\u{E9}r\u{E9}s\($0)/**" })
        let folders = (0..<count).map { k in
            k % 2 == 0 ? "G\u{E9}n\u{E9}r\u{E9}s\(k)" : "Ge\u{301}ne\u{301}re\u{301}s\(k)"
        }
        let plain = (0..<count).map { "/project/F\($0).swift" }
        let generated = folders.map { "/project/\($0)/G.swift" } + ["/project/G\u{E9}n\u{E9}r\u{E9}s/G.swift"]
        XCTAssertEqual((plain + generated).filter(configuration.includes),
                       plain + ["/project/G\u{E9}n\u{E9}r\u{E9}s/G.swift"])
    }

    private func excluding(_ patterns: [String]) throws -> Configuration {
        let json = #"{"version": 1, "exclude": ["# + patterns.map { "\"\($0)\"" }.joined(separator: ", ") + "]}"
        return try ConfigurationParser.parse(Data(json.utf8), path: "/project/.bgtask-lint.json", folder: "/project")
    }

    /// The three ASCII `Character`s a non-ASCII scalar equals (`Glob.Segment.standsForItsBytes`
    /// leaves them out of the runs patterns are filed under), asked of every scalar; and no
    /// scalar equals `\r\n`.
    func testOnlyThreeASCIICharactersHaveAnotherSpelling() {
        var ascii: Set<Character> = ["\r\n"]
        for byte in UInt8(0)..<0x80 { ascii.insert(Character(Unicode.Scalar(byte))) }
        var equal: [UInt32] = []
        for value in UInt32(0x80)...0x10FFFF {
            if let scalar = Unicode.Scalar(value), ascii.contains(Character(scalar)) { equal.append(value) }
        }
        XCTAssertEqual(equal, [0x37E, 0x1FEF, 0x212A])
        XCTAssertEqual(Set(ascii.filter { !Glob.Segment.standsForItsBytes($0) }), ["K", ";", "`"])
    }

    /// As `testFiledPatternsAnswerAsTryingEachDoesOnGeneratedPatterns`, with text that is not
    /// ASCII on both sides: accents precomposed and decomposed, the three ASCII characters with
    /// a second spelling, emoji, CJK, Hangul in jamo, combining marks after ASCII letters and
    /// wildcards, a lone `\r`, `\n` (together one `Character`) and a `/` with a combining mark
    /// (no separator). Half the patterns are made from a path (a piece respelled, or turned into
    /// `?` or `*`, a segment into `**`), so that many match.
    func testFiledPatternsAnswerAsTryingEachDoesOnNonASCIIText() throws {
        var random = SeededGenerator(seed: 22)
        let spellings: [[String]] = [
            ["a"], ["b"], ["ab"], ["e"], ["s"], [".swift"], ["Gen"], [".."],
            ["\u{E9}", "e\u{301}"], ["\u{C5}", "A\u{30A}", "\u{212B}"], ["K", "\u{212A}"], [";", "\u{37E}"],
            ["`", "\u{1FEF}"], ["\u{AC00}", "\u{1100}\u{1161}"], ["\u{1F1EB}\u{1F1F7}"], ["\u{1F44D}\u{1F3FD}"],
            ["\u{65E5}\u{672C}"], ["\u{301}"], ["\r"], ["\n"], ["\r\n"], ["/\u{301}"],
            ["Donn\u{E9}es", "Donne\u{301}es"],
        ]
        func piece() -> [String] { spellings[random.below(spellings.count)] }
        func anySpelling(_ piece: [String]) -> String { piece[random.below(piece.count)] }
        func pathSegments() -> [[[String]]] {
            (0..<random.below(5)).map { _ in (0..<(1 + random.below(3))).map { _ in piece() } }
        }
        func spelled(_ segments: [[[String]]]) -> String {
            segments.map { $0.map(anySpelling).joined() }.joined(separator: "/")
        }
        func pattern(from segments: [[[String]]]) -> String {
            segments.map { segment in
                random.below(6) == 0 ? "**" : segment.map { piece in
                    switch random.below(8) {
                    case 0: "?"
                    case 1: "*"
                    case 2: "*" + piece[0]
                    default: anySpelling(piece)
                    }
                }.joined()
            }.joined(separator: "/")
        }
        func pattern() -> String {
            guard random.below(2) == 0 else { return pattern(from: pathSegments()) }
            return (0..<(1 + random.below(3))).map { _ in
                random.below(5) == 0 ? "**" : (0..<(1 + random.below(3))).map { _ in
                    switch random.below(4) {
                    case 0: "*"
                    case 1: "?"
                    default: anySpelling(piece())
                    }
                }.joined()
            }.joined(separator: "/")
        }
        let shapes = (0..<300).map { _ in pathSegments() }
        let paths = shapes.map { Glob.Path(spelled($0)) }
        let matchingNothing = try (0..<GlobIndex.fewPatterns).map { try Glob("zz\($0)/*") }
        var compared = 0, matched = 0
        for _ in 0..<300 {
            let written = random.below(3) == 0 ? pattern() : pattern(from: shapes[random.below(shapes.count)])
            guard let glob = try? Glob(written) else { continue }
            let index = GlobIndex([glob] + matchingNothing)
            for path in paths {
                let expected = glob.matches(path)
                XCTAssertEqual(index.matchesAny(path), expected, "'\(glob.pattern)' on '\(path.text)'")
                compared += 1
                if expected { matched += 1 }
            }
        }
        XCTAssertGreaterThan(compared, 60_000)
        XCTAssertGreaterThan(matched, 1_000)
        for _ in 0..<40 {
            let globs = (0..<(GlobIndex.fewPatterns + 1 + random.below(24))).compactMap { _ in
                try? Glob(random.below(2) == 0 ? pattern() : pattern(from: shapes[random.below(shapes.count)]))
            }
            let index = GlobIndex(globs)
            for path in paths {
                XCTAssertEqual(index.matchesAny(path), globs.contains { $0.matches(path) },
                               "\(globs.map(\.pattern)) on '\(path.text)'")
            }
        }
    }
}

extension SeededGenerator {
    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
