/// A check over one file. Each rule is one type in its own file with its metadata beside it.
public protocol Rule: Sendable {
    static var metadata: RuleMetadata { get }
    init()
    func check(_ context: RuleContext) -> [Diagnostic]
}

/// What a rule sees: the file, the module's facts and the background-task calls in the file.
public struct RuleContext {
    public let facts: CodeFacts
    public let model: BackgroundTaskModel
    public let beginCalls: [BeginCall]
    public let endCalls: [CallSite]
    public var tree: SyntaxTree { facts.tree }
    public var index: ModuleIndex { facts.index }

    public init(index: ModuleIndex, file: Int) {
        facts = CodeFacts(index: index, file: file)
        model = BackgroundTaskModel(facts: facts)
        beginCalls = index.beginCalls(in: file)
        endCalls = model.endCalls()
    }

    /// A diagnostic of `rule` at token `token` of this file.
    public func diagnostic(_ rule: RuleMetadata, at token: Int, _ message: String, notes: [Note] = []) -> Diagnostic {
        let file = tree.file
        let start = Int(tree.tokens[token].start)
        let end = Int(tree.tokens[token].end)
        let location = file.location(of: start)
        return Diagnostic(ruleID: rule.id, severity: rule.severity, message: message, path: file.path,
                          location: location, endLocation: file.location(of: end),
                          utf16Column: file.utf16Column(of: start), utf16EndColumn: file.utf16Column(of: end),
                          lineText: file.foldedLine(location.line), notes: notes)
    }

    /// A note at token `token` of file `file` of the module.
    public func note(file: Int, token: Int, _ message: String) -> Note {
        let tree = index.tree(file)
        let offset = token < tree.tokens.count ? Int(tree.tokens[token].start) : tree.file.bytes.count
        return Note(path: tree.file.path, location: tree.location(of: token), message: message,
                    utf16Column: tree.file.utf16Column(of: offset))
    }

    /// Where the handler's code is: a closure of this file, or the body of a referenced function.
    public func handlerBody(_ begin: BeginCall) -> (file: Int, scope: Int)? {
        switch begin.handler {
        case .closure(let scope): return (facts.file, scope)
        case .function(let declaration): return (declaration.ref.file, declaration.ref.scope)
        default: return nil
        }
    }

    /// For a handler given as a function reference, a note pointing at the function.
    public func handlerDeclarationNotes(_ begin: BeginCall) -> [Note] {
        guard case .function(let declaration) = begin.handler else { return [] }
        let scope = index.tree(declaration.ref).scopes[declaration.ref.scope]
        return [note(file: declaration.ref.file, token: scope.nameToken ?? scope.open,
                     "expiration handler '\(declaration.name)' declared here")]
    }
}

/// One rule's answer per handler body, worked out once for the begin calls of one file that share
/// the body.
///
/// A handler given by name (`expirationHandler: expire`) or a closure bound to a name and passed
/// to many begin calls is one body: reading it again for each of n begin calls made a handler of
/// n calls quadratic (n = 2,048: 36 s). For answers that may depend on the asking file (the
/// diagnostics a body of that file gets); an answer about the body alone is kept for every file
/// (`ModuleHandlerAnswers`). What depends on the begin call itself (its identifier, its
/// position) stays per call.
struct HandlerAnswers<Answer> {
    private var known: [DeclarationRef: Answer] = [:]

    /// The answer for the handler body `body` (see `RuleContext.handlerBody`), made by `make` once.
    mutating func answer(for body: (file: Int, scope: Int), _ make: () -> Answer) -> Answer {
        let key = DeclarationRef(file: body.file, scope: body.scope)
        if let answer = known[key] { return answer }
        let answer = make()
        known[key] = answer
        return answer
    }
}

/// One rule's answer per handler body, worked out once for every file linted through the index.
///
/// A method given by name in other files (`expirationHandler: expire` in n extensions of the type
/// declaring it) is one body for all of them: kept for one file's check, it was read again by
/// every file (n = 2,048 files, each beginning a task, and calls in the handler: 17 s). Kept on
/// the index (`ModuleIndex.handlerAnswers`), not for the run: what following the handler's
/// helpers finds depends on the settings (`endingHelpers`, `longWorkCalls`), and each settings
/// has its index. Only answers made from the body and the index alone belong here — nothing of
/// the asking file, its begin calls or what was asked before — so that whichever file or thread
/// makes one first makes the one every other would.
struct ModuleHandlerAnswers<Answer: Sendable> {
    private let answers: HandlerBodyAnswers
    private let question: String

    /// `rule`'s answers, through the index of `context`.
    init(_ rule: RuleMetadata, _ context: RuleContext) {
        answers = context.index.handlerAnswers
        question = rule.id
    }

    /// The answer for the handler body `body` (see `RuleContext.handlerBody`), made by `make` once.
    func answer(for body: (file: Int, scope: Int), _ make: () -> Answer) -> Answer {
        answers.answer(question, about: DeclarationRef(file: body.file, scope: body.scope), make)
    }
}
