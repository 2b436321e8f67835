import XCTest
@testable import BGTaskLint

/// The brace-aware parser: what each brace is, which bracket closes which, and call sites.
final class ParserTests: XCTestCase {
    private func tree(_ source: String) -> SyntaxTree {
        SyntaxTree(file: SourceFile(path: "t.swift", text: source))
    }

    /// Scope kinds in source order, with names where the parser found one.
    private func scopeSummary(_ tree: SyntaxTree) -> [String] {
        tree.scopes.dropFirst().map { scope in
            let name = scope.nameToken.map { ":" + tree.name($0) } ?? ""
            switch scope.kind {
            case .file: return "file"
            case .type(let kind): return "type-\(kind.rawValue)\(name)"
            case .function: return "function\(name)"
            case .closure: return "closure\(name)"
            case .block(let kind): return "block-\(kind)"
            }
        }
    }

    func testDeclarationsBlocksAndClosuresAreTellApart() {
        let source = """
            final class Uploader: NSObject {
                var isBusy: Bool { get { flag } set { flag = newValue } }
                let handler = { print(1) }
                func start(for id: Int) -> Int {
                    if id > 0 { items.forEach { print($0) } } else { return 0 }
                    defer { cleanup() }
                    return 1
                }
            }
            extension Uploader.Nested where Self: P { init?(x: Int) { } }
            actor Store { deinit { } }
            """
        XCTAssertEqual(scopeSummary(tree(source)), [
            "type-class:Uploader", "function:isBusy", "function:isBusy", "function:isBusy", "closure:handler",
            "function:start", "block-conditional", "closure", "block-conditional", "block-defer",
            "type-extension:Nested", "function:init", "type-actor:Store", "function:deinit",
        ])
    }

    func testConditionsWithClosuresKeepTheirBodyAsABlock() {
        let source = "if let x = items.first(where: { $0 > 1 }) { use(x) }\nguard let y = z else { return }\nfor i in xs where i > 0 { }"
        XCTAssertEqual(scopeSummary(tree(source)), ["closure", "block-conditional", "block-conditional", "block-loop"])
    }

    func testEachIfClauseIsBalancedOnItsOwn() {
        // An inactive clause with unbalanced junk must not swallow the rest of the file.
        let source = "#if compiler(>=99)\nfunc f() { this is { not \"valid swift\n#endif\nfunc g() { }\n"
        let parsed = tree(source)
        XCTAssertEqual(scopeSummary(parsed).last, "function:g")
        let g = parsed.scopes.last!
        XCTAssertEqual(parsed.scopes[g.parent].kind, .file)
        XCTAssertTrue(parsed.isKind(g.close, .rightBrace))
    }

    /// Value generic parameters (Swift 6.2: `struct Vector<let count: Int, Element>`) belong to
    /// the header: the brace is still the type's or the function's; a protocol's property after a
    /// bodiless requirement is still a property.
    func testValueGenericParametersStayInTheirHeader() {
        let source = "final class Slots<let n: Int, T> { func f<let m: Int>() { } }\n"
            + "struct Pair<T, let k: Int> { }\nprotocol P { func g()\n var x: Int { get } }"
        XCTAssertEqual(scopeSummary(tree(source)), [
            "type-class:Slots", "function:f", "type-struct:Pair", "type-protocol:P", "function:x",
        ])
    }

    func testStrayClosersDoNotTearDownEnclosingScopes() {
        let parsed = tree("func f() { ) ] let x = 1 }\nfunc g() {}")
        XCTAssertEqual(scopeSummary(parsed), ["function:f", "function:g"])
        XCTAssertEqual(parsed.scopes[2].parent, 0)
    }

    func testDeepNestingNeitherCrashesNorRecurses() {
        let depth = 100_000
        let parsed = tree(String(repeating: "{", count: depth) + String(repeating: "}", count: depth))
        XCTAssertEqual(parsed.scopes.count, depth + 1)
        XCTAssertEqual(parsed.match(0), 2 * depth - 1)
    }

    func testCallSiteReadsReceiverLabelsAndMultipleTrailingClosures() throws {
        let source = "taskID = UIApplication.shared\n    .beginBackgroundTask(withName: \"x\") { end() } completion: { _ in }"
        let parsed = tree(source)
        let name = try XCTUnwrap(parsed.tokens.indices.first { parsed.text($0) == "beginBackgroundTask" })
        let call = try XCTUnwrap(parsed.call(at: name))
        XCTAssertEqual(call.receiver, ["UIApplication", "shared"])
        XCTAssertEqual(call.labels, ["withName", nil, "completion"])
        XCTAssertEqual(parsed.location(of: call.name), SourceLocation(line: 2, column: 6))
    }

    /// A member chosen by a postfix `#if` continues the chain written before the `#if`, in each
    /// clause, and after the `#endif`.
    func testPostfixIfConfigMembersKeepTheirReceiver() throws {
        let source = "id = UIApplication.shared\n#if DEBUG\n.first()\n#elseif TEST\n.second()\n#else\n.third()\n#endif\n.fourth()"
        let parsed = tree(source)
        for name in ["first", "second", "third", "fourth"] {
            let token = try XCTUnwrap(parsed.tokens.indices.first { parsed.text($0) == name })
            let call = try XCTUnwrap(parsed.call(at: token), name)
            XCTAssertEqual(call.receiver, ["UIApplication", "shared"], name)
            XCTAssertEqual(parsed.text(call.start), "UIApplication", name)
        }
    }

    func testOptionalChainsAndCallsBelongToTheReceiver() throws {
        let parsed = tree("self?.manager.queue(for: 1)!.endBackgroundTask(id)")
        let name = try XCTUnwrap(parsed.tokens.indices.first { parsed.text($0) == "endBackgroundTask" })
        XCTAssertEqual(parsed.call(at: name)?.receiver, ["self", "manager", "queue"])
    }

    /// `handler?(task)` and `onExpire!()` call an optional closure; a `?` with space around it is a
    /// ternary's, and a `?` followed by a space is no call mark.
    func testOptionalClosureCallsAreCalls() throws {
        let parsed = tree("self?.onRefresh?(task)\nonExpire!()\nlet v = ready ? (a) : b\nlet w = maybe? (x)")
        func call(named name: String) -> CallSite? {
            parsed.tokens.indices.first { parsed.text($0) == name }.flatMap { parsed.call(at: $0) }
        }
        let refresh = try XCTUnwrap(call(named: "onRefresh"))
        XCTAssertEqual(refresh.receiver, ["self"])
        XCTAssertEqual(refresh.arguments.count, 1)
        XCTAssertEqual(parsed.text(refresh.end - 1), ")")
        XCTAssertNotNil(call(named: "onExpire"))
        XCTAssertNil(call(named: "ready"))
        XCTAssertNil(call(named: "maybe"))
    }

    func testAControlBodyIsNotATrailingClosure() {
        let parsed = tree("if ready { go() }")
        XCTAssertNil(parsed.call(at: 1))
    }

    /// swiftc takes a closure opening the next line for the call's trailing closure (Allman
    /// style), with or without parentheses; an Allman statement body stays a body.
    func testATrailingClosureMayOpenTheNextLine() throws {
        let source = "id = app.begin(withName: n)\n{ [weak self] in self?.end() }\nid = app.begin\n{ end() }\n"
            + "if ready(now)\n{ go() }\nwhile more(items)\n{ go() }\nvar name: String\n{ get { n } }"
        let parsed = tree(source)
        let begins = parsed.tokens.indices.filter { parsed.text($0) == "begin" }
        XCTAssertEqual(try begins.map { try XCTUnwrap(parsed.call(at: $0)).trailingClosures.count }, [1, 1])
        XCTAssertEqual(parsed.call(at: begins[0])?.labels, ["withName", nil])
        for name in ["ready", "more"] {
            let token = try XCTUnwrap(parsed.tokens.indices.first { parsed.text($0) == name })
            XCTAssertEqual(parsed.call(at: token)?.trailingClosures.count, 0, name)
        }
        XCTAssertNil(parsed.call(at: try XCTUnwrap(parsed.tokens.indices.first { parsed.text($0) == "String" })))
    }

    func testClosureSignatureReadsCaptureListAndParameters() {
        let parsed = tree("let c = { [weak self, id = taskID] (task: Task, _) -> Void in self?.finish(id) }")
        let brace = parsed.tokens.indices.first { parsed.tokens[$0].kind == .leftBrace }!
        let signature = parsed.closureSignature(brace: brace)
        XCTAssertNotNil(signature.captureList)
        XCTAssertTrue(parsed.capturesSelfWeakly(signature))
        XCTAssertTrue(signature.parameterNames.contains("task"))
        XCTAssertEqual(signature.inToken.map { parsed.text($0) }, "in")
    }

    /// A closure's attributes come before its capture list: `{ @MainActor [weak self] in`.
    func testClosureAttributesComeBeforeTheCaptureList() {
        let parsed = tree("run { @Sendable @MainActor [weak self] (task: Task) in self?.finish(task) }")
        let brace = parsed.tokens.indices.first { parsed.tokens[$0].kind == .leftBrace }!
        let signature = parsed.closureSignature(brace: brace)
        XCTAssertTrue(parsed.capturesSelfWeakly(signature))
        XCTAssertTrue(signature.parameterNames.contains("task"))
    }

    func testAnArrayLiteralIsNotACaptureList() {
        let parsed = tree("run { [1, 2].forEach { print($0) } }")
        let brace = parsed.tokens.indices.first { parsed.tokens[$0].kind == .leftBrace }!
        XCTAssertNil(parsed.closureSignature(brace: brace).captureList)
    }

    func testFunctionSignatureSeparatesLabelsFromNames() {
        let parsed = tree("func end(_ id: Int, for task: Task, name: String = \"x\") { }")
        let scope = parsed.scopes[1]
        let signature = parsed.functionSignature(headerStart: scope.headerStart!, body: scope.open)
        XCTAssertEqual(signature.labels, [nil, "for", "name"])
        XCTAssertEqual(signature.parameterNames, ["id", "task", "name"])
    }

    /// Modifiers before a declaration's keyword, read backwards: a modifier's argument is kept
    /// with it, so `private(set)` is never `private`, and the walk goes on past it.
    func testDeclarationModifiersKeepTheirArguments() {
        let source = """
            let a = 1
            private nonisolated(unsafe) var b = 2
            nonisolated(unsafe) private(set) var c = 3
            @objc public private(set) dynamic var d = 4
            private weak var e: AnyObject?
            run(set)
            var f = 5
            """
        let parsed = tree(source)
        let names = ["b", "c", "d", "e", "f"]
        let modifiers = names.map { name in
            let nameToken = parsed.tokens.indices.first { parsed.tokens[$0].kind == .identifier && parsed.text($0) == name }!
            return DeclarationModifiers(before: nameToken - 1, in: parsed)
        }
        XCTAssertEqual(modifiers.map(\.words), [
            ["nonisolated(unsafe)", "private"], ["private(set)", "nonisolated(unsafe)"],
            ["dynamic", "private(set)", "public"], ["weak", "private"], [],
        ])
        XCTAssertEqual(modifiers.map(\.exposesToRuntime), [false, false, true, false, false])
        XCTAssertEqual(modifiers.map { $0.contains(word: "private") }, [true, false, false, true, false])
        // Past 256 modifiers the walk stops, and the declaration counts as exposed to the runtime.
        for (count, truncated) in [(255, false), (300, true)] {
            let long = tree(String(repeating: "private ", count: count) + "var g = 1")
            let modifiers = DeclarationModifiers(before: long.tokens.count - 4, in: long)
            XCTAssertEqual(modifiers.isTruncated, truncated)
            XCTAssertEqual(modifiers.exposesToRuntime, truncated)
            XCTAssertEqual(modifiers.words.count, truncated ? 256 : count)
        }
    }

    // MARK: - Found by differential lexing against swift-syntax (Tests/Differential)

    func testBraceKindsSwiftSyntaxAgreesWith() {
        let source = """
            import class Foundation.NSObject
            extension [Task] { }
            struct S {
                var count = 0 { didSet { } }
                subscript(i: Int) -> Int { get { 0 } set { } }
                var token: String { get async throws { "" } }
                func f(_ a: Int, else fallback: () -> Void = { }) {
                    let episode: Episode?
                    queue.sync { }
                    timer(for: 5, action: { })
                    let actor = actor
                    Task { }
                }
            }
            """
        XCTAssertEqual(scopeSummary(tree(source)), [
            "type-extension", "type-struct:S", "function:count", "function:count", "function:subscript",
            "function:subscript", "function:subscript", "function:token", "function:token", "closure", "function:f", "closure", "closure", "closure",
        ])
    }

    func testBraceKindsSwiftSyntaxAgreesWithFromTheFifthHunt() {
        // Each shape is one swift-syntax reads differently from how we did before (a differential
        // run over 25,156 files of 64 projects).
        let source = """
            extension Any? { var x: Int { 0 } }
            func pack<each S>(_ s: repeat each S) where repeat (each S): Sequence { }
            final class C {
                var mode: Int = { 0 }() { didSet { } }
                func f() {
                    if let first = items.map { $0 }.first { }
                    for x in items.filter { $0 > 1 } { }
                    while let next = queue.first { $0.ready }, next.ok { }
                    if ok { }
                    guard let y = z else { return }
                    guard let e: Int = {
                        0
                    }() else { return }
                }
            }
            """
        XCTAssertEqual(scopeSummary(tree(source)), [
            "type-extension", "function:x", "function:pack", "type-class:C", "closure:mode", "function:mode",
            "function:mode", "function:f", "closure", "block-conditional", "closure", "block-loop", "closure",
            "block-loop", "block-conditional", "block-conditional", "closure", "block-conditional",
        ])
    }

    func testBraceKindsSwiftSyntaxAgreesWithFromTheSecondDifferentialRun() {
        // The brace kinds that second run left different; each is checked against swift-syntax.
        let source = """
            precedencegroup Accuracy { higherThan: ComparisonPrecedence }
            func f() {
                repeat { n += 1 } while n < 3
                let kept = points.compactMap { $0 }
                DispatchQueue.main.async(execute: {
                    didSet(self)
                })
                var x: Int = 0 { didSet(old) { } }
            }
            final class Cell { var onChange: (() -> Void) = { } { didSet { } } }
            var color: Int { return get { 0 } }
            var size: Int { @available(iOS 13, *) get { 0 } nonmutating set { } }
            func g() { guard let p = c.proxy { $0 } as? P else { return } }
            var tag: Int? {
                var range: Int?
                (text as NSString).enumerate(in: range) { line in }
                return nil
            }
            """
        XCTAssertEqual(scopeSummary(tree(source)), [
            "block-other", "function:f", "block-loop", "closure", "closure", "function:x", "function:x",
            "type-class:Cell", "closure:onChange", "function:onChange", "function:onChange",
            "function:color", "closure", "function:size", "function:size", "function:size",
            "function:g", "closure", "block-conditional", "function:tag", "closure",
        ])
    }

    func testAddressorsAndBorrowAccessorsAreAccessorsAsSwiftcParsesThem() {
        // From a differential run over swift-collections and swift-nio (fifteenth session):
        // swiftc 6.3's `-dump-parse` gives accessor_decl for the addressors, `borrow` and `mutate`
        // (an experimental feature's, parsed whether or not it is on) and the accessors after
        // `borrowing`/`consuming`, and a getter calling `read` for `c`.
        let source = """
            struct Box {
                var a: Int { unsafeAddress { p } unsafeMutableAddress { q } }
                var b: Int {
                    @_transparent
                    borrow { p.pointee }
                    mutate { fatalError() }
                }
                var c: Int { read { yield 1 } }
                var d: Int {
                    @_lifetime(borrow self)
                    borrowing get { 0 }
                    consuming set { }
                }
            }
            """
        XCTAssertEqual(scopeSummary(tree(source)), [
            "type-struct:Box", "function:a", "function:a", "function:a", "function:b", "function:b",
            "function:b", "function:c", "closure", "function:d", "function:d", "function:d",
        ])
    }

    // MARK: - Where a statement's value goes (StatementValue)

    /// Where the value of the `occurrence`th call of `begin` in `source`, as a statement, goes.
    private func valueOfBegin(_ source: String, occurrence: Int = 0) -> (tree: SyntaxTree, value: StatementValue) {
        let parsed = tree(source)
        let names = parsed.tokens.indices.filter { parsed.text($0) == "begin" }
        let call = parsed.call(at: names[occurrence])!
        return (parsed, parsed.value(ofStatementAfter: call.start - 1, endingAt: call.end))
    }

    func testOnlyStatementOfAClosureOrOfABodyDeclaringAResultIsItsValue() {
        XCTAssertEqual(valueOfBegin("run { begin() }").value, .closureResult)
        XCTAssertEqual(valueOfBegin("run { task in begin() }").value, .closureResult)
        XCTAssertEqual(valueOfBegin("func f() async throws -> ID {\n    begin()\n}").value, .functionResult)
        XCTAssertEqual(valueOfBegin("var id: ID { begin() }").value, .functionResult)
        XCTAssertEqual(valueOfBegin("var id: ID { get { begin() } set { } }").value, .functionResult)
        XCTAssertEqual(valueOfBegin("subscript(i: Int) -> ID { begin() }").value, .functionResult)
    }

    func testOnlyStatementOfABodyOfStatementsIsDropped() {
        for source in [
            "func f() { begin() }", "func f() -> Void { begin() }", "func f() -> () { begin() }",
            "func f<T>(_ t: T) where T: P { begin() }", "init() { begin() }", "var x = 0 { didSet { begin() } }",
            "var id: ID { get { id } set { begin() } }", "if ok { begin() }", "for x in xs { begin() }",
            "while ok { begin() }", "do { begin() }", "guard ok else { begin() }", "defer { begin() }",
            "if ok { begin() } else if other { x() }", "func f() { begin(); log() }",
        ] {
            XCTAssertEqual(valueOfBegin(source).value, .dropped, source)
        }
    }

    func testBranchOfAnIfChainEndingInElseSpansTheChain() {
        let source = "id = if a { begin() } else if list.contains { $0 } {\n    begin()\n} else { begin() }\nnext()"
        for occurrence in 0..<3 {
            let (parsed, value) = valueOfBegin(source, occurrence: occurrence)
            guard case .branch(let chain) = value else { return XCTFail("\(occurrence): \(value)") }
            XCTAssertEqual(parsed.text(chain.lowerBound), "if")
            XCTAssertEqual(parsed.text(chain.upperBound), "next")
        }
    }

    func testOnlyStatementOfACaseIsABranchOfItsSwitch() {
        let source = """
            id = switch n {
            case 0:
                begin()
            case .pair(a: 1, b: _): begin()
            @unknown default:
                begin()
            }
            next()
            """
        for occurrence in 0..<3 {
            let (parsed, value) = valueOfBegin(source, occurrence: occurrence)
            guard case .branch(let whole) = value else { return XCTFail("\(occurrence): \(value)") }
            XCTAssertEqual(parsed.text(whole.lowerBound), "switch")
            XCTAssertEqual(parsed.text(whole.upperBound), "next")
        }
        XCTAssertEqual(valueOfBegin("switch n {\ncase 0:\n    begin()\n    log()\ndefault: break\n}").value, .dropped)
    }

    // MARK: - Statement bounds

    func testACaseLabelOnTheLineIsNotPartOfTheStatement() throws {
        let parsed = tree("""
            switch n {
            case .a(let x), .b(x: let x): id = begin()
            @unknown default: self.id = begin()
            }
            """)
        let assignments = parsed.tokens.indices.filter { parsed.isToken($0, .operator, "=") }
        XCTAssertEqual(assignments.map { parsed.text(parsed.lineStatementStart(of: $0 - 1)) }, ["id", "self"])
        let colons = parsed.tokens.indices.filter { parsed.isKind($0, .colon) }
        XCTAssertEqual(colons.map { parsed.endsCaseLabel($0) }, [false, true, true])
        // Colons of a dictionary, a ternary or a condition's pattern are no label's.
        let other = tree("""
            switch n {
            case 0:
                let d = [k: v]
                x = a ? b : c
                if ok,
                case .some(let v) = w { }
            }
            """)
        let otherColons = other.tokens.indices.filter { other.isKind($0, .colon) }
        XCTAssertEqual(otherColons.map { other.endsCaseLabel($0) }, [true, false, false])
        let pattern = try XCTUnwrap(other.tokens.indices.last { other.isWord($0, .case) })
        XCTAssertNil(other.caseLabelColon(startingAt: pattern, before: other.tokens.count))
    }

    // MARK: - Found by the seventh hunt's differential run (52,689 files)

    /// `var p: T = Resource { … } { didSet … }`: the second brace holds the property's observers
    /// (swift-syntax: accessor block), as after `= { … }`; a trailing closure at the end of
    /// the value stays a closure. Seen in FlowDown (`= .init { … } {`), BridgeClientKMM
    /// (`.flatMap { … } {`) and nova-wallet.
    func testObserversAfterAnInitialValueEndingInATrailingClosure() {
        let source = """
            final class Field {
                var placeholder: Resource = Resource { locale in
                    locale.identifier
                } {
                    didSet { refresh() }
                }
                var color: UIColor = .init { $0.style } { willSet { } didSet { } }
                var count = total { didSet { } }
                func f() {
                    let made = make { }
                    handler = { }
                    let other = make { $0 }
                    queue.async { }
                }
            }
            """
        XCTAssertEqual(scopeSummary(tree(source)), [
            "type-class:Field", "closure", "function:placeholder", "function:placeholder",
            "closure", "function:color", "function:color", "function:color",
            "function:count", "function:count",
            "function:f", "closure", "closure", "closure", "closure",
        ])
    }

    /// `if let v: Int = switch raw { … } {`: a switch expression in a condition; the brace after
    /// its `}` is the `if`'s body (swift-syntax: code block), not a closure (mlem).
    func testBraceAfterASwitchExpressionInAConditionIsTheBody() {
        let source = """
            func limit(_ raw: Int) -> Int? {
                if let value: Int = switch raw {
                case 1: 10
                default: nil
                } {
                    return value
                } else {
                    return nil
                }
                while let next = switch raw { case 1: 2 default: nil } { }
                guard let kept = switch raw { default: raw } else { return nil }
                switch raw { default: break }
                return value
            }
            """
        XCTAssertEqual(scopeSummary(tree(source)), [
            "function:limit", "block-switch", "block-conditional", "block-conditional",
            "block-switch", "block-loop", "block-switch", "block-conditional", "block-switch",
        ])
    }

    /// `guard let body = try { … }() else {`: after `=` and `try`, `try?`, `try!` or `await` only
    /// a value can come, so the brace opens a closure (swift-syntax: closure), as it does with no
    /// effect marker in front (Salesforce's SfapClient).
    func testClosureAfterTryInAConditionIsAClosure() {
        let source = """
            func encode(_ text: String) async throws -> String {
                guard let body = try {
                    do { return text.uppercased() }
                }() else {
                    throw CocoaError(.coderInvalidValue)
                }
                guard let a = try? { 1 }(), let b = try! { 2 }() else { return "" }
                if let c = await { await value() }() { }
                if let d = try await { try await value() }() { }
                if try check() { }
                while try { false }() { }
                return body
            }
            """
        XCTAssertEqual(scopeSummary(tree(source)), [
            "function:encode", "closure", "block-do", "block-conditional",
            "closure", "closure", "block-conditional",
            "closure", "block-conditional",
            "closure", "block-conditional",
            "block-conditional", "closure", "block-loop",
        ])
    }

    /// After an infix or prefix operator an operand must come, so a `{` there opens a closure,
    /// in a condition too (`swiftc -dump-parse`: closure_expr), wherever the lines break
    /// (DTCoreText: `guard let lines = _lines⏎ ?? {`), and so it does after a condition's `,`
    /// (SwiftFormat: `if let i = …, { … }() {`). A postfix operator, a bound `?`/`!` and a
    /// generic list's `>` end the expression: their brace is the body.
    func testClosureAfterAnOperatorOrACommaInAConditionIsAClosure() {
        let source = """
            func lines(_ cached: [Int]?) -> Int {
                guard let lines = cached
                    ?? {
                        build()
                        return cached
                    }()
                else { return 0 }
                if lines.count == { 2 }() { }
                while lines.count<{ 4 }() { }
                while lines.count < { 4 }() { }
                if !{ true }() { }
                if flag! { }
                if x is Set<Int>{ }
                if value is [Int]? { }
                if count++ { }
                if let first = cached?.first, {
                    return first > 0
                }() { }
                guard flag, { true }() else { return 0 }
                return lines.count
            }
            """
        XCTAssertEqual(scopeSummary(tree(source)), [
            "function:lines", "closure", "block-conditional",
            "closure", "block-conditional",
            "closure", "block-loop", "closure", "block-loop",
            "closure", "block-conditional",
            "block-conditional", "block-conditional", "block-conditional", "block-conditional",
            "closure", "block-conditional", "closure", "block-conditional",
        ])
    }

    /// `open` is an access level and still a name: swiftc lexes it as an identifier, so
    /// `var open: String {` is a computed property and `func open()` a function named `open`
    /// (grpc-swift's `Braces.open`, where the property's body was a closure to us).
    func testOpenIsANameAsSwiftcLexesIt() {
        let source = """
            enum Braces {
                case curly
                var open: String { "{" }
                open func close() { }
                func open() { }
            }
            open class Door { }
            """
        XCTAssertEqual(scopeSummary(tree(source)), [
            "type-enum:Braces", "function:open", "function:close", "function:open", "type-class:Door",
        ])
    }
}
