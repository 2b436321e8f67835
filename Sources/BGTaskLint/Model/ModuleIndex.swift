#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch

/// Where a declaration lives: a file of the index and a scope of that file's tree.
public struct DeclarationRef: Hashable, Sendable {
    public var file: Int
    public var scope: Int
}

/// A function-like declaration: `func`, `init`, `deinit`, `subscript`, a computed property or accessor.
public struct FunctionDeclaration: Sendable {
    public var ref: DeclarationRef
    public var name: String
    /// The type it is a member of (an extension's extended type), or nil for a free function.
    public var typeName: TypeName?
    public var signature: FunctionSignature

    /// The overloads whose labels are the call's `labels`, or all of `candidates` when none's are.
    static func preferring(_ labels: [String?], in candidates: [FunctionDeclaration]) -> [FunctionDeclaration] {
        let exact = candidates.filter { $0.signature.labels == labels }
        return exact.isEmpty ? candidates : exact
    }
}

/// A question about one type whose answer the index keeps: what is asked (`p`: its stored
/// properties, `m`: its methods of a name …), of which type, and what else the answer depends on
/// (the method's name). The type goes in as its `TypeName`, hashed once: a key spelling a name of
/// thousands of bytes was built and hashed again at each of thousands of asks.
struct TypeQuestion: Hashable {
    var question: String
    var type: TypeName
    var detail = ""
}

/// What one parsed file declares, as the index needs it.
struct FileDeclarations: Sendable {
    var functionsByName: [String: [FunctionDeclaration]] = [:]
    /// Free functions (not members of a type) by name.
    var freeFunctionsByName: [String: [FunctionDeclaration]] = [:]
    /// Type name → method name → declarations (methods only; free functions are not here).
    var methodsByType: [TypeName: [String: [FunctionDeclaration]]] = [:]
    var typeBodies: [TypeName: [DeclarationRef]] = [:]
    var typeKinds: [TypeName: TypeKind] = [:]

    init(_ tree: SyntaxTree, file: Int) {
        for (scopeIndex, scope) in tree.scopes.enumerated() {
            switch scope.kind {
            case .function:
                // Only what a call can reach: `func`, `init`, `subscript`, `deinit` — not
                // computed properties and their accessors, which are never called by name.
                guard let nameToken = scope.nameToken, let header = scope.headerStart,
                      tree.isWord(header, .func) || tree.isWord(header, .`init`) || tree.isWord(header, .subscript)
                        || tree.isWord(header, .deinit) else { continue }
                let name = tree.isWord(nameToken, .`init`) ? "init" : tree.name(nameToken)
                let signature = scope.headerStart.map { tree.functionSignature(headerStart: $0, body: scope.open) }
                    ?? FunctionSignature(labels: [], parameterNames: [])
                let declaration = FunctionDeclaration(ref: DeclarationRef(file: file, scope: scopeIndex), name: name,
                                                      typeName: tree.typeName(enclosing: scopeIndex), signature: signature)
                functionsByName[name, default: []].append(declaration)
                if let typeName = declaration.typeName {
                    methodsByType[typeName, default: [:]][name, default: []].append(declaration)
                } else {
                    freeFunctionsByName[name, default: []].append(declaration)
                }
            case .type(let kind):
                guard let name = tree.typeName(ofTypeScope: scopeIndex) else { continue }
                typeBodies[name, default: []].append(DeclarationRef(file: file, scope: scopeIndex))
                if kind != .extension, typeKinds[name] == nil { typeKinds[name] = kind }
            default:
                continue
            }
        }
    }
}

/// What one parsed file declares as variables: its types' stored properties and their declared
/// types, and its file-scope variables. Made apart from `FileDeclarations`, on the first lookup
/// that needs it: most files parsed for a function lookup are never asked (scanning every
/// type's body for them cost as much as the function tables).
struct FileMembers: Sendable {
    var storedProperties: [TypeName: [String: Bool]] = [:]
    var propertyTypes: [TypeName: [String: String]] = [:]
    var globals: [String: Bool] = [:]

    init(_ tree: SyntaxTree) {
        for (scopeIndex, scope) in tree.scopes.enumerated() {
            guard case .type = scope.kind, let name = tree.typeName(ofTypeScope: scopeIndex) else { continue }
            // One scan of the body for both tables.
            let members = tree.memberDeclarations(of: scopeIndex)
            storedProperties[name, default: [:]].merge(tree.memberVariables(members)) { old, _ in old }
            propertyTypes[name, default: [:]].merge(tree.memberTypes(members)) { old, _ in old }
        }
        globals = tree.memberVariables(tree.memberDeclarations(of: 0))
    }
}

/// Declarations of every file in the run, so that a handler's helpers resolve across files.
///
/// Resolution prefers the enclosing type (and its extensions), then the same file, then a
/// name unique in the module. What does not resolve stays unresolved: rules then stay silent
/// rather than guess.
///
/// The index is lazy. One cheap byte pass (`DeclarationScanner`) tells which files need
/// analysis and which names each may declare; a file is tokenized and parsed only when it must
/// be analysed or when a lookup needs a name it may declare. Every lookup first parses all such
/// files and combines their records in file order, so its answer is the one an index of every
/// file would give — whatever was parsed before, on whichever thread. `exhaustive` parses every
/// file for every lookup instead: the reference the lazy path is tested against.
///
/// Only the summaries (does a helper end a task, what long work does it do) depend on the
/// configuration's `settings`. Indexes of one run under other settings (`sharingFiles(under:)`)
/// share the trees, declarations and lookups, and the tables of summaries, where each summary
/// serves every settings that answers alike about the configured names it read (`SummaryMemos`).
/// Folders whose configurations named different `longWorkCalls` each had an index of every
/// file, so each file was parsed once per configuration (1,024 folders: 33 s, 6.2 GB).
public final class ModuleIndex: @unchecked Sendable {
    /// Every file of the run; most hold only a sketch (their bytes are read again on demand).
    public let sources: [ScannedSource]
    /// What the configuration adds to the built-in knowledge (ending helpers, long-work calls).
    /// The analysis asks it through `summaries` (`isLongWorkCall`, `isEndingHelper`), which keep
    /// what each summary asked.
    public let settings: AnalysisSettings
    public let exhaustive: Bool
    private let timer: PhaseTimer?
    /// Name hash → files that may declare it (a type, a variable), ascending.
    private let filesDeclaring: NameDirectory
    /// Function name hash → files that may declare it, ascending.
    private let filesDeclaringFunctions: NameDirectory

    /// Trees and answers, common to every index of the run whatever its settings.
    private let shared: SharedState
    /// What this index's settings make of helpers, in tables shared with the indexes of the run
    /// under other settings.
    let summaries: SummaryMemos
    /// The rules' answers about handler bodies, which follow helpers as these settings say: its
    /// own, never shared.
    let handlerAnswers = HandlerBodyAnswers()

    /// What indexes of one run under different settings share: every file's tree and
    /// declarations, and the lookups' answers, made once by whichever index asks first. None of
    /// it may read `settings` (which reach the analysis only through the summaries).
    /// The summaries are shared too, through `summaries`.
    private final class SharedState: @unchecked Sendable {
        let lock = Lock()
        var parsed: [ParsedFile?]
        var answers: [String: Any] = [:]
        /// The answers about one type (see `TypeQuestion`).
        var typeAnswers: [TypeQuestion: Any] = [:]
        /// The trees' type names: one String per name for the run.
        let typeNames: TypeNameTable
        let globalMentions = LazyValue<[UInt64: [Int]]>()
        /// Names `files(mentioning:)` has searched the module for one by one, and, once there
        /// are more than a few, every word of the module by key.
        var namesSearched = 0
        let wordDirectory = LazyValue<[UInt64: [Int]]>()
        /// Function name hash → files that mention the APIs and may declare it.
        let apiFilesDeclaringFunctions = LazyValue<NameDirectory>()

        init(parsed: [ParsedFile?], typeNames: TypeNameTable) {
            self.parsed = parsed
            self.typeNames = typeNames
        }
    }

    /// A file's tree, made on first need, and its declarations, made when a lookup first asks
    /// (most analysed files are never a lookup's answer).
    private final class ParsedFile: @unchecked Sendable {
        let tree: SyntaxTree
        private let index: Int
        private let declarationTable = LazyValue<FileDeclarations>()
        var declarations: FileDeclarations { declarationTable.value { FileDeclarations(tree, file: index) } }
        private let memberTable = LazyValue<FileMembers>()
        var members: FileMembers { memberTable.value { FileMembers(tree) } }
        /// Made on first need: only analysed files ever need them.
        let bindings = LazyValue<BindingTable>()
        let parameters = LazyValue<ParameterTable>()

        init(_ file: SourceFile, index: Int, typeNames: TypeNameTable) {
            tree = SyntaxTree(file: file, typeNames: typeNames)
            self.index = index
        }
    }

    /// `otherSettings`: those the run will also lint these files under (`sharingFiles(under:)`),
    /// whose names the summaries must keep track of to serve them too.
    public init(sources: [ScannedSource], settings: AnalysisSettings = AnalysisSettings(), exhaustive: Bool = false,
                timer: PhaseTimer? = nil, otherSettings: [AnalysisSettings] = []) {
        self.timer = timer
        self.sources = sources
        self.settings = settings
        summaries = SummaryMemos(settings: settings, others: otherSettings)
        self.exhaustive = exhaustive
        // The two directories and the trees of the files to analyse that are in memory, made
        // together on all cores: the directories need only the sketches, and those files are
        // parsed first thing anyway (`allBeginCalls`). One after another, they kept a core idle.
        let toParse = sources.indices.filter {
            (exhaustive || sources[$0].sketch.needsAnalysis) && sources[$0].retained != nil
        }
        let parts = [IndexPart.declaredNames, .functionNames] + toParse.map(IndexPart.tree)
        let typeNames = TypeNameTable()
        let made = ParallelMap.map(parts) { part -> IndexPart.Made in
            switch part {
            case .declaredNames: .directory(NameDirectory(sources.map(\.sketch.declaredNames)))
            case .functionNames: .directory(NameDirectory(sources.map(\.sketch.functionNames)))
            case .tree(let file):
                .tree(ModuleIndex.parse(sources[file].retained!, index: file, typeNames: typeNames, timer: timer))
            }
        }
        guard case .directory(let declaring) = made[0], case .directory(let declaringFunctions) = made[1] else {
            preconditionFailure("the directories come first")
        }
        filesDeclaring = declaring
        filesDeclaringFunctions = declaringFunctions
        var parsed = [ParsedFile?](repeating: nil, count: sources.count)
        for (file, part) in zip(toParse, made.dropFirst(2)) {
            if case .tree(let tree) = part { parsed[file] = tree }
        }
        shared = SharedState(parsed: parsed, typeNames: typeNames)
    }

    /// An index of `other`'s files under `settings`: the same trees, declarations and lookups
    /// (nothing is parsed again) and summary tables.
    private init(sharingFilesOf other: ModuleIndex, settings: AnalysisSettings) {
        sources = other.sources
        self.settings = settings
        summaries = other.summaries.under(settings)
        exhaustive = other.exhaustive
        timer = other.timer
        filesDeclaring = other.filesDeclaring
        filesDeclaringFunctions = other.filesDeclaringFunctions
        shared = other.shared
    }

    /// This index's files under other settings (this index itself when the settings are its
    /// own): what a run whose configurations differ in `longWorkCalls` or `endingHelpers` lints
    /// each group of files with. It shares everything, summaries included, unless the settings
    /// name what the index was not told of at its making (`otherSettings`): then it shares no
    /// summary.
    public func sharingFiles(under settings: AnalysisSettings) -> ModuleIndex {
        settings == self.settings ? self : ModuleIndex(sharingFilesOf: self, settings: settings)
    }

    /// What `init` makes on each core: a name directory, or a file's tree.
    private enum IndexPart: Sendable {
        case declaredNames, functionNames, tree(Int)

        enum Made: Sendable {
            case directory(NameDirectory)
            case tree(ParsedFile)
        }
    }

    /// A file tokenized and parsed, the time counted as `lex+parse`.
    private static func parse(_ file: SourceFile, index: Int, typeNames: TypeNameTable, timer: PhaseTimer?) -> ParsedFile {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { timer?.add("lex+parse", nanoseconds: DispatchTime.now().uptimeNanoseconds - start, count: 1) }
        return ParsedFile(file, index: index, typeNames: typeNames)
    }

    /// An index of files held in memory, sketched here.
    public convenience init(files: [SourceFile], settings: AnalysisSettings = AnalysisSettings(), exhaustive: Bool = false,
                            timer: PhaseTimer? = nil, otherSettings: [AnalysisSettings] = []) {
        self.init(sources: ParallelMap.map(files) { ScannedSource($0) }, settings: settings, exhaustive: exhaustive,
                  timer: timer, otherSettings: otherSettings)
    }

    /// An index of already parsed trees (tests, tools that hold trees).
    public convenience init(trees: [SyntaxTree], settings: AnalysisSettings = AnalysisSettings()) {
        self.init(files: trees.map(\.file), settings: settings)
    }

    public var fileCount: Int { sources.count }

    /// The indices of the files that mention a reported API or hold a directive (every file,
    /// exhaustively), ascending: the ones analysed, parsed anyway.
    var filesNeedingAnalysis: [Int] {
        sources.indices.filter { exhaustive || sources[$0].sketch.needsAnalysis }
    }

    /// A file's bytes: as first read when kept, else read again (counted as `re-read` in `--timing`).
    private func sourceFile(_ file: Int) -> SourceFile {
        sources[file].retained ?? SourceFile(path: sources[file].path, bytes: sourceBytes(file))
    }

    /// A file's bytes alone, for a search through them (no `SourceFile` and its tables).
    private func sourceBytes(_ file: Int) -> [UInt8] {
        if let retained = sources[file].retained { return retained.bytes }
        let start = DispatchTime.now().uptimeNanoseconds
        defer { timer?.add("re-read", nanoseconds: DispatchTime.now().uptimeNanoseconds - start, count: 1) }
        return SourceReader.reread(sources[file].path)
    }

    /// The files whose findings the rules must look for: those mentioning a reported API or
    /// holding a directive (every file, exhaustively), and those declaring a global that a
    /// begin call stores its identifier in.
    public var filesToAnalyse: Set<Int> {
        answer("filesToAnalyse") {
            Set(filesNeedingAnalysis).union(taskGlobals.map(\.declaringFile))
        }
    }

    /// A begin call storing its identifier in a file-scope variable.
    public struct TaskGlobalAssignment: Sendable {
        public var name: String
        public var declaringFile: Int
        public var beginFile: Int
        public var beginToken: Int
    }

    /// Every begin call of the module that stores its identifier in a global, in file and
    /// token order: found once for the module, not once per file that asks, on all cores (naming
    /// a call's result builds its file's binding table, which the rules then reuse).
    public var taskGlobals: [TaskGlobalAssignment] {
        answer("taskGlobals") {
            ParallelMap.map(allBeginCalls) { file, begins -> [TaskGlobalAssignment] in
                let facts = CodeFacts(index: self, file: file)
                return begins.compactMap { begin in
                    guard case .assigned(let identifier) = facts.resultUse(of: begin.call),
                          case .global(let declaringFile) = identifier.home else { return nil }
                    return TaskGlobalAssignment(name: identifier.name, declaringFile: declaringFile,
                                                beginFile: file, beginToken: begin.token)
                }
            }.flatMap { $0 }
        }
    }

    /// The task-global assignments whose global file `file` declares, in module order: asked
    /// by every analysed file, so grouped once (with a global begun in each of thousands of
    /// files, filtering the whole list per file was quadratic).
    public func taskGlobals(declaredIn file: Int) -> [TaskGlobalAssignment] {
        let byFile: [Int: [TaskGlobalAssignment]] = answer("taskGlobalsByFile") {
            Dictionary(grouping: taskGlobals, by: \.declaringFile)
        }
        return byFile[file] ?? []
    }

    // MARK: - Files

    public func tree(_ file: Int) -> SyntaxTree { parsedFile(file).tree }

    public func tree(_ ref: DeclarationRef) -> SyntaxTree { tree(ref.file) }

    private func parsedFile(_ file: Int) -> ParsedFile {
        let shared = self.shared
        if let done = shared.lock.withLock({ shared.parsed[file] }) { return done }
        // Parse outside the lock; when two threads race, both results are the same and the first is kept.
        let made = ModuleIndex.parse(sourceFile(file), index: file, typeNames: shared.typeNames, timer: timer)
        return shared.lock.withLock {
            if let done = shared.parsed[file] { return done }
            shared.parsed[file] = made
            return made
        }
    }

    /// `files`, those not yet parsed parsed now on all cores: a lookup is about to read every one
    /// of them, and one after another they kept the core that asked busy while the other, done
    /// with its own files, waited (a global's 33 candidate files on the four apps: 3 ms).
    private func parsedAhead(_ files: [Int]) -> [Int] {
        let shared = self.shared
        let unparsed = shared.lock.withLock { files.filter { shared.parsed[$0] == nil } }
        if unparsed.count > 1 { _ = ParallelMap.map(unparsed) { file in self.parsedFile(file) } }
        return files
    }

    private func declarations(_ file: Int) -> FileDeclarations { parsedFile(file).declarations }

    private func members(_ file: Int) -> FileMembers { parsedFile(file).members }

    /// Where each name is bound in file `file` (variables, parameters, pattern bindings).
    public func bindings(in file: Int) -> BindingTable {
        let parsed = parsedFile(file)
        return parsed.bindings.value { parsed.tree.bindingTable() }
    }

    /// Where each name is a parameter in file `file`.
    public func parameters(in file: Int) -> ParameterTable {
        let parsed = parsedFile(file)
        return parsed.parameters.value { ParameterTable(parsed.tree) }
    }

    /// The files that may declare `name`, ascending; every file when exhaustive.
    private func candidates(declaring name: String) -> [Int] {
        exhaustive ? Array(sources.indices) : filesDeclaring.files(declaring: DeclarationScanner.hash(name))
    }

    private func candidates(declaringFunction name: String) -> [Int] {
        exhaustive ? Array(sources.indices) : filesDeclaringFunctions.files(declaring: DeclarationScanner.hash(name))
    }

    /// The files that may both declare or extend type `typeName` and declare a function `name`,
    /// ascending: where a method `name` of the type can be. A type extended in many files (or
    /// named in a huge generated one) costs only the files that may declare that method.
    ///
    /// The type's files are asked, each by its sketch, whether they may declare the function:
    /// listing every file that declares a common name (`finish`) for each type that asks made
    /// n types each with its own `finish()` quadratic (32,000 files: 10 s).
    ///
    /// A type in more than `typeFilesAskedOneByOne` files has their function names filed once:
    /// asking each file for each method made a type extended in thousands of files, each adding
    /// a method, quadratic.
    private func candidates(declaring typeName: TypeName, declaringFunction name: String) -> [Int] {
        guard !exhaustive else { return Array(sources.indices) }
        let hash = DeclarationScanner.hash(name)
        let type: (files: [Int], functions: NameDirectory?) = answer(TypeQuestion(question: "mf", type: typeName)) {
            let files = candidates(declaring: typeName.text)
            guard files.count > Self.typeFilesAskedOneByOne else { return (files, nil) }
            return (files, NameDirectory(files.map { sources[$0].sketch.functionNames }))
        }
        guard let functions = type.functions else {
            let key = NameDirectory.key(hash)
            return type.files.filter { sources[$0].sketch.mayDeclareFunction(key: key) }
        }
        return functions.files(declaring: hash).map { type.files[$0] }
    }

    static let typeFilesAskedOneByOne = 64

    /// Whether any file may declare a function `name` — without parsing anything.
    public func mayDeclareFunction(_ name: String) -> Bool {
        exhaustive || filesDeclaringFunctions.mayBeDeclared(DeclarationScanner.hash(name))
    }

    /// Whether a file that mentions the APIs may declare a function `name`: only such a
    /// function can end a task (`endBackgroundTask(id)` in its body) — without parsing anything.
    public func apiFileMayDeclareFunction(_ name: String) -> Bool {
        exhaustive || shared.apiFilesDeclaringFunctions.value {
            NameDirectory(sources.map { $0.sketch.needsAnalysis ? $0.sketch.functionNames : [] })
        }.mayBeDeclared(DeclarationScanner.hash(name))
    }

    /// Files whose raw text mentions `name` as a word (for uses of a global across the module).
    /// The globals begin calls store identifiers in are looked for together, in one pass over the
    /// module, so a module with many of them is not read once per name.
    public func files(mentioning name: String) -> [Int] {
        guard !exhaustive else { return Array(sources.indices) }
        let hash = DeclarationScanner.hash(name)
        if let mentioning = taskGlobalMentions[hash] { return mentioning }
        return answer("mention:" + name) {
            let shared = self.shared
            let searched = shared.lock.withLock {
                shared.namesSearched += 1
                return shared.namesSearched
            }
            guard searched > Self.namesSearchedBeforeDirectory else { return filesMentioning([name])[hash] ?? [] }
            return shared.wordDirectory.value { wordDirectory() }[hash] ?? []
        }
    }

    /// Each name searched for alone costs a pass over the module; past this many, the module's
    /// words are filed once. Rules ask about a name per helper an expiration handler reaches: a
    /// handful on real apps, thousands in a generated file, where one pass per name made the run
    /// quadratic.
    static let namesSearchedBeforeDirectory = 8

    /// Every word of every file (comments and strings included, as `filesMentioning` reads
    /// them): for each word's hash, the files holding it, ascending.
    private func wordDirectory() -> [UInt64: [Int]] {
        let wordsOfFile = ParallelMap.map(Array(sources.indices)) { file -> Set<UInt64> in
            let bytes = UnicodeCharacters.blankingNonBreakingSpaces(self.sourceBytes(file))
            return bytes.withUnsafeBufferPointer { buffer in
                guard var words = WordStarts(buffer) else { return [] }
                var hashes: Set<UInt64> = []
                while let word = words.next() { hashes.insert(DeclarationScanner.hashBytes(buffer, word)) }
                return hashes
            }
        }
        var directory: [UInt64: [Int]] = [:]
        for (file, hashes) in wordsOfFile.enumerated() {
            for hash in hashes { directory[hash, default: []].append(file) }
        }
        return directory
    }

    /// Made once while other threads wait: it reads every file, some of them from disk again.
    private var taskGlobalMentions: [UInt64: [Int]] {
        shared.globalMentions.value { filesMentioning(Set(taskGlobals.map(\.name))) }
    }

    /// For each name (by hash), the files (ascending) where it occurs as a word.
    private func filesMentioning(_ names: Set<String>) -> [UInt64: [Int]] {
        guard !names.isEmpty else { return [:] }
        let wanted = DeclarationScanner.WantedWords(names)
        // A few names (a module rarely has more than one or two task globals) are searched for
        // as substrings, each a pass at memory speed; many, in one walk over every word.
        let few = names.count <= 4 ? names.map { (hash: DeclarationScanner.hash($0), bytes: Array($0.utf8)) } : nil
        let found = ParallelMap.map(Array(sources.indices)) { file -> Set<UInt64> in
            // Word boundaries as the lexer sees them: a non-breaking space separates words.
            let bytes = UnicodeCharacters.blankingNonBreakingSpaces(self.sourceBytes(file))
            guard let few else { return DeclarationScanner.words(of: bytes, among: wanted) }
            return Set(few.filter { DeclarationScanner.containsWord($0.bytes, in: bytes) }.map(\.hash))
        }
        var result: [UInt64: [Int]] = Dictionary(uniqueKeysWithValues: wanted.hashes.map { ($0, []) })
        for (file, hashes) in found.enumerated() {
            for hash in hashes { result[hash, default: []].append(file) }
        }
        return result
    }

    /// An answer a rule works out once for the module rather than once per file that asks
    /// (`key` says what it depends on; whichever thread computes it first, it is the same).
    /// The indexes of the run under other settings share it, so it must not depend on
    /// `settings`: what does belongs in the summaries.
    public func shared<Value>(_ key: String, _ compute: () -> Value) -> Value {
        answer("shared:" + key, compute)
    }

    /// `shared(_:_:)` for an answer about one type, kept without spelling the type's name into
    /// the key (see `TypeQuestion`).
    public func shared<Value>(_ question: String, about type: TypeName, detail: String = "",
                              _ compute: () -> Value) -> Value {
        answer(TypeQuestion(question: "shared:" + question, type: type, detail: detail), compute)
    }

    /// `answer(_:_:)` for a question about one type.
    private func answer<Value>(_ key: TypeQuestion, _ compute: () -> Value) -> Value {
        let shared = self.shared
        if let stored = shared.lock.withLock({ shared.typeAnswers[key] }) { return stored as! Value }
        let value = compute()
        shared.lock.withLock { shared.typeAnswers[key] = value }
        return value
    }

    /// Computes a lookup once; answers are complete when computed, so caching is safe. None
    /// depends on `settings` (begin calls, their handlers and task globals ask nothing of the
    /// summaries), so the indexes under other settings share them.
    private func answer<Value>(_ key: String, _ compute: () -> Value) -> Value {
        // Test for the key itself: a missing entry cast `as? Value` would "succeed" as `.none`
        // whenever `Value` is an Optional.
        let shared = self.shared
        if let stored = shared.lock.withLock({ shared.answers[key] }) { return stored as! Value }
        let value = compute()
        shared.lock.withLock { shared.answers[key] = value }
        return value
    }

    // MARK: - Lookups

    public func functions(named name: String) -> [FunctionDeclaration] {
        answer("f:" + name) {
            parsedAhead(candidates(declaringFunction: name)).flatMap { declarations($0).functionsByName[name] ?? [] }
        }
    }

    /// Methods called `name` of type `typeName` (its extensions included), or free functions for nil.
    /// A type's members can only be in files that declare or extend the type.
    public func functions(named name: String, in typeName: TypeName?) -> [FunctionDeclaration] {
        guard let typeName else {
            // Free functions live in files declaring a function of that name.
            return answer("m:/" + name) {
                parsedAhead(candidates(declaringFunction: name)).flatMap { declarations($0).freeFunctionsByName[name] ?? [] }
            }
        }
        return answer(TypeQuestion(question: "m", type: typeName, detail: name)) {
            parsedAhead(candidates(declaring: typeName, declaringFunction: name)).flatMap {
                declarations($0).methodsByType[typeName]?[name] ?? []
            }
        }
    }

    /// `functions(named:in:)` narrowed to the overloads labelled as a call is (all when none
    /// is), worked out once: n files calling a method of a type name that n types share would
    /// each narrow the same n methods.
    public func functions(named name: String, in typeName: TypeName, preferringLabels labels: [String?]) -> [FunctionDeclaration] {
        let methods = functions(named: name, in: typeName)
        guard methods.count > 1 else { return methods }
        let key = TypeQuestion(question: "ml", type: typeName,
                               detail: name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")")
        return answer(key) { FunctionDeclaration.preferring(labels, in: methods) }
    }

    /// The free functions called `name` that file `file` declares, in module order: kept by file
    /// once per name. Each bare call picked its file's out of every file's, and n files each
    /// declaring and calling their own overload were quadratic (32,000: 18 s).
    public func freeFunctions(named name: String, inFile file: Int) -> [FunctionDeclaration] {
        answer("ff:/" + name) { Dictionary(grouping: functions(named: name, in: nil), by: \.ref.file) }[file] ?? []
    }

    /// `freeFunctions(named:inFile:)` narrowed to the overloads labelled as a call is (all when
    /// none is), worked out once per file and labels: one file declaring n overloads labelled
    /// alike and calling them n times narrowed all n for each call (8,192: 6.4 s).
    public func freeFunctions(named name: String, inFile file: Int, preferringLabels labels: [String?]) -> [FunctionDeclaration] {
        let sameFile = freeFunctions(named: name, inFile: file)
        guard sameFile.count > 1 else { return sameFile }
        // The name's length first: a raw identifier (`` `a[nil]` ``) cannot pass for another
        // name and labels.
        let key = "ffl:\(file):\(name.utf8.count):" + name + "\(labels)"
        return answer(key) { FunctionDeclaration.preferring(labels, in: sameFile) }
    }

    /// `functions(named:in:)`'s free functions narrowed to the overloads labelled as a call is
    /// (all when none is), worked out once per labels: what a bare call declared in none of the
    /// files calling it is resolved to, the same from each of them.
    public func freeFunctions(named name: String, preferringLabels labels: [String?]) -> [FunctionDeclaration] {
        let free = functions(named: name, in: nil)
        guard free.count > 1 else { return free }
        // The labels as Swift prints them (`[Optional("a"), nil]`): no two lists alike.
        let key = "fl:/" + name + "\(labels)"
        return answer(key) { FunctionDeclaration.preferring(labels, in: free) }
    }

    public func kind(ofType name: TypeName) -> TypeKind? {
        answer(TypeQuestion(question: "k", type: name)) {
            candidates(declaring: name.text).lazy.compactMap { self.declarations($0).typeKinds[name] }.first
        }
    }

    /// Every body declaring or extending the type, in any file.
    public func typeBodies(_ name: TypeName) -> [DeclarationRef] {
        answer(TypeQuestion(question: "b", type: name)) {
            parsedAhead(candidates(declaring: name.text)).flatMap { declarations($0).typeBodies[name] ?? [] }
        }
    }

    /// The bodies declaring or extending the type in one file.
    public func typeBodies(_ name: TypeName, inFile file: Int) -> [DeclarationRef] {
        declarations(file).typeBodies[name] ?? []
    }

    /// Whether a `func` (or `init`, `subscript`) called `name` is declared in the file, in any type.
    public func declaresFunction(_ name: String, inFile file: Int) -> Bool {
        declarations(file).functionsByName[name] != nil
    }

    /// The type's stored properties: name → declared with `var` (the first declaration wins).
    public func storedProperties(of typeName: TypeName) -> [String: Bool]? {
        answer(TypeQuestion(question: "p", type: typeName)) {
            merged(parsedAhead(candidates(declaring: typeName.text)).compactMap { members($0).storedProperties[typeName] })
        }
    }

    /// Declared types of the type's stored properties, where the declaration says.
    public func propertyTypes(of typeName: TypeName) -> [String: String]? {
        answer(TypeQuestion(question: "t", type: typeName)) {
            merged(parsedAhead(candidates(declaring: typeName.text)).compactMap { members($0).propertyTypes[typeName] })
        }
    }

    private func merged<Value>(_ tables: [[String: Value]]) -> [String: Value]? {
        guard !tables.isEmpty else { return nil }
        return tables.reduce(into: [:]) { result, table in result.merge(table) { old, _ in old } }
    }

    /// Whether file `file` declares a file-scope variable `name`, and with `var`.
    public func global(_ name: String, in file: Int) -> Bool? { members(file).globals[name] }

    /// The files declaring a file-scope variable `name`.
    public func filesDeclaringGlobal(_ name: String) -> [Int] {
        answer("g:" + name) { parsedAhead(candidates(declaring: name)).filter { members($0).globals[name] != nil } }
    }

    /// The user's own functions named `beginBackgroundTask` (protocol requirements included).
    /// Only files mentioning the name can hold one, and those are analysed files.
    public var userBeginDeclarations: [OwnBeginDeclaration] {
        answer("userBegin") {
            // Only files whose sketch saw `func beginBackgroundTask` can declare one.
            let key = NameDirectory.key(DeclarationScanner.hash("beginBackgroundTask"))
            return filesNeedingAnalysis.filter { sources[$0].sketch.mayDeclareFunction(key: key) }
                .flatMap { tree($0).ownBeginDeclarations() }
        }
    }

    /// The same, grouped as each begin call asks about them (see `OwnBeginDeclarations`).
    var ownBegins: OwnBeginDeclarations {
        answer("ownBegins") { OwnBeginDeclarations(userBeginDeclarations) }
    }

    /// The types that every declaration and extension of `typeName` names after its `:`
    /// (superclass and protocols), in file order, each once.
    public func inheritedTypes(of typeName: TypeName) -> [String] {
        answer(TypeQuestion(question: "i", type: typeName)) {
            var seen: Set<String> = []
            return typeBodies(typeName).flatMap { tree($0).inheritedTypeNames(ofTypeScope: $0.scope) }
                .filter { seen.insert($0).inserted }
        }
    }

    /// The types `typeName` inherits from or conforms to, directly or not, as far as the module
    /// declares them, nearest first (at most `supertypeLimit` types, `typeName` counted): found
    /// once per type for the module.
    public func supertypes(of typeName: TypeName) -> [TypeName] {
        shared("supertypes", about: typeName) { () -> [TypeName] in
            var found = [typeName]
            var seen: Set<TypeName> = [typeName]
            var next = 0
            while next < found.count, found.count < ModuleIndex.supertypeLimit {
                for type in inheritedTypes(of: found[next]).map(TypeName.init) where seen.insert(type).inserted {
                    found.append(type)
                }
                next += 1
            }
            return Array(found.dropFirst())
        }
    }

    /// Enough for any real hierarchy; a generated or cyclic one stops here.
    static let supertypeLimit = 32

    /// Whether a declaration's braces hold nothing (`func willStop() {}`).
    func hasEmptyBody(_ declaration: FunctionDeclaration) -> Bool {
        tree(declaration.ref).scopes[declaration.ref.scope].body.isEmpty
    }

    /// The methods called `name` declared `override` in the types that inherit from `typeName`,
    /// directly or through up to `overrideLevels` classes between, in any analysed file. Past
    /// `overridesFollowed` overrides of the name in the module, none: each type asking would test
    /// them all (thousands of types, each with its own empty hook and override: quadratic).
    func overrides(of name: String, in typeName: TypeName) -> [FunctionDeclaration] {
        let overriding = overrides(named: name)
        guard !overriding.isEmpty else { return [] }
        return answer(TypeQuestion(question: "o", type: typeName, detail: name)) {
            overriding.filter { candidate in
                guard let owner = candidate.typeName, owner != typeName else { return false }
                return inherits(owner, from: typeName)
            }
        }
    }

    static let overridesFollowed = 64

    /// The methods called `name` declared `override`, anywhere (none past `overridesFollowed`).
    private func overrides(named name: String) -> [FunctionDeclaration] {
        answer("overrides:" + name) {
            let found = functions(named: name).filter { candidate in
                guard candidate.typeName != nil,
                      let header = tree(candidate.ref).scopes[candidate.ref.scope].headerStart else { return false }
                return DeclarationModifiers(before: header, in: tree(candidate.ref)).contains(word: "override")
            }
            return found.count > Self.overridesFollowed ? [] : found
        }
    }

    /// How many superclasses up `overrides(of:in:)` looks for the type.
    static let overrideLevels = 8

    /// Whether `type` names `ancestor` after its `:`, or one of its ancestors does, up to
    /// `overrideLevels` up (names compared by their last part, as the clauses give them).
    private func inherits(_ type: TypeName, from ancestor: TypeName) -> Bool {
        var level: [String] = inheritedTypes(of: type)
        var seen: Set<String> = []
        for _ in 0..<Self.overrideLevels where !level.isEmpty {
            if level.contains(where: ancestor.hasLastPart) { return true }
            level = level.filter { seen.insert($0).inserted }.flatMap { inheritedTypes(of: TypeName($0)) }
        }
        return false
    }

    /// The begin calls of one file (none in a file that never mentions the API).
    public func beginCalls(in file: Int) -> [BeginCall] {
        guard exhaustive || sources[file].sketch.needsAnalysis else { return [] }
        return answer("begin:\(file)") { BackgroundTaskModel(facts: CodeFacts(index: self, file: file)).beginCalls() }
    }

    /// The closure scopes of one file that are the expiration handlers of its begin calls.
    public func handlerClosures(in file: Int) -> Set<Int> {
        let begins = beginCalls(in: file)
        guard !begins.isEmpty else { return [] }
        return answer("handlers:\(file)") {
            Set(begins.compactMap { begin in
                if case .closure(let scope) = begin.handler { scope } else { nil }
            })
        }
    }

    /// Every file's begin calls, in file order. Found on all cores: this is where the files to
    /// analyse are first parsed.
    public var allBeginCalls: [(file: Int, calls: [BeginCall])] {
        let files = filesNeedingAnalysis
        return Array(zip(files, ParallelMap.map(files) { self.beginCalls(in: $0) }))
    }
}

extension SyntaxTree {
    /// The name of the type whose body (or extension body) holds `scope`, if any.
    public func typeName(enclosing scope: Int) -> TypeName? {
        enclosingType(of: scope).flatMap(typeName(ofTypeScope:))
    }

    /// The type whose code `scope` is: the scope itself when it is a type's body (a property's
    /// initial value, `lazy var x = self.make()`, is the type's own code), else the nearest
    /// type around it.
    public func typeScope(at scope: Int) -> Int? {
        scopes[scope].kind.isType ? scope : enclosingType(of: scope)
    }

    /// The name of `typeScope(at:)`, if any.
    public func typeName(at scope: Int) -> TypeName? {
        typeScope(at: scope).flatMap(typeName(ofTypeScope:))
    }

    /// `var`/`let` declared directly in a scope's body (not in nested scopes), from
    /// `memberDeclarations`: name → is `var`.
    func memberVariables(_ members: [MemberDeclaration]) -> [String: Bool] {
        var result: [String: Bool] = [:]
        for declaration in members where result[declaration.name] == nil {
            result[declaration.name] = declaration.isVariable
        }
        return result
    }

    /// The declared type of each `var`/`let` directly in a scope, where the declaration names one:
    /// `name: Type`, `name: Type?`, `name = Type(…)`.
    func memberTypes(_ members: [MemberDeclaration]) -> [String: String] {
        var result: [String: String] = [:]
        for declaration in members {
            let next = declaration.token + 1
            var typeToken: Int?
            if isKind(next, .colon), isKind(next + 1, .identifier) {
                typeToken = next + 1
            } else if isToken(next, .operator, "="), isKind(next + 1, .identifier), isKind(next + 2, .leftParen) {
                typeToken = next + 1
            }
            guard let typeToken else { continue }
            let typeName = name(typeToken)
            if startsUppercase(typeName) { result[declaration.name] = typeName }
        }
        return result
    }

    /// Whether a name starts with an upper-case letter: ASCII on its first byte (nearly every
    /// type name), the Unicode property otherwise.
    private func startsUppercase(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return name.first?.isUppercase == true
    }

    /// The name token of each `var`/`let` declared directly in a scope (the first, for a name
    /// declared twice): one pass, however many names are asked about.
    func memberDeclarationTokens(in scopeIndex: Int) -> [String: Int] {
        var result: [String: Int] = [:]
        for declaration in memberDeclarations(of: scopeIndex) where result[declaration.name] == nil {
            result[declaration.name] = declaration.token
        }
        return result
    }

    typealias MemberDeclaration = (name: String, isVariable: Bool, token: Int)

    /// The `var`/`let` declarations directly in a scope's body, in order.
    func memberDeclarations(of scopeIndex: Int) -> [MemberDeclaration] {
        var result: [MemberDeclaration] = []
        let range = scopeIndex == 0 ? 0..<tokens.count : scopes[scopeIndex].body
        var index = range.lowerBound
        while index < range.upperBound {
            if let partner = match(index), partner > index, tokens[index].kind != .interpolationOpen {
                index = partner + 1 // skip nested brackets: only direct members count
                continue
            }
            let word = tokens[index].word
            if word == .var || word == .let, tokens[index].kind == .keyword, index + 1 < tokens.count,
               tokens[index + 1].kind == .identifier {
                result.append((name(index + 1), word == .var, index + 1))
            }
            index += 1
        }
        return result
    }
}
