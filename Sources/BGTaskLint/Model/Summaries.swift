#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How many more levels of helpers a summary that follows calls (does it end the task, what long
/// work does it do) may still enter. A body with `levels` left summarizes the helpers it calls with
/// `levels - 1` left; at 0 its helper calls are cut (they add nothing).
///
/// Summaries are memoized per (declaration, levels left). The answer for that pair depends only
/// on its callees' answers with one level less, so the recursion always ends and there is no
/// cycle to break: a recursive helper is met again with fewer levels, which finds nothing a
/// simple path would not (the helpers within k calls are the same either way). Every answer is
/// therefore the same whichever file, thread or root asked first, and each declaration is
/// summarized at most `maximumDepth + 1` times per summary kind. (A walk that cut cycles on its
/// path could not memoize what it cut and re-explored every path: exponential in a call graph
/// with cycles.)
enum HelperLevels {
    /// Helpers are followed at most this deep (documented in rules.md).
    static let maximumDepth = 12

    /// What a body that is not itself a helper (a handler, the root of a query) starts with.
    static let root = maximumDepth
}

/// The summaries of one index, shared by every file's rules.
///
/// A summary reads the settings only by asking whether a name is a configured long-work call or
/// ending helper (`isLongWorkCall`, `isEndingHelper`). Made under other settings that answer
/// alike about every name it asked about, it would ask the same questions and come out the
/// same. So each summary keeps the configured names it asked about, itself or through the
/// summaries it used (`SummaryInProgress`), in tables every index of the run shares
/// (`SummaryTable`): one that asked about none serves every settings of the run, one that did
/// serves every settings answering alike about those names. Summaries kept per settings made
/// folders each naming their own long-work call summarize a helper they all call once per
/// folder: n folders, n² (1,024: 10 s). The names read are sets shared by reference, one per
/// content (`NameSets`), and what a settings answers about a set is worked out once
/// (`NamesRead`): n helpers each calling one helper that reads n configured names copied and
/// intersected n names each (4,096: 7 to 33 s). A run of one settings keeps no names at all.
final class SummaryMemos: Sendable {
    let settings: AnalysisSettings
    /// Every name the settings of the run configure (this index's, and those of the indexes
    /// sharing its tables). Every settings of the run answers no about any other name, so a
    /// summary need not keep those.
    private let namesOfRun: Set<String>
    /// Whether each summary keeps the configured names it read: only when the run configures
    /// names and lints under more than one settings.
    private let keepsNamesRead: Bool
    /// The name sets of these tables' summaries, shared with the indexes sharing the tables.
    let nameSets: NameSets

    /// Whether a declaration's body reaches a target, by helper levels left.
    let reach: SummaryMemo<CodeFacts.ReachKey, Ending>
    /// Whether a call that resolves reaches a target: one answer per overload group (`ResolutionInputs`).
    let callReach: SummaryMemo<CallGroupKey, Ending>
    /// Whether a launch handler's body (a closure, or a function given by reference) reaches
    /// `setTaskCompleted` (`BGTaskMissingSetTaskCompleted`).
    let launchHandlerReach: SummaryMemo<DeclarationRef, Ending>
    /// Whether a closure holding no task reaches a target (`reachHoldingNoTask`).
    let closureReach: SummaryMemo<CodeFacts.ClosureReachKey, Ending>
    /// The answers of a body's calls holding no task, for the questions handing it the task
    /// (`AnswersHandedNoTask`). Kept per settings, as they are made under them.
    let answersHandedNoTask = Memo<CodeFacts.BodyCallsKey, AnswersHandedNoTask>()
    /// What the calls of an overload group resolve to (`CodeFacts.resolvedOnce`).
    let resolvedCalls = Memo<CodeFacts.ResolvedCallKey, CodeFacts.ResolvedCall>()
    /// A declaration's long work, by helper levels left.
    let longWork: SummaryMemo<CodeFacts.LongWorkKey, [LongWork]>
    /// The first long work in the helpers a call resolves to: one answer per overload group (`ResolutionInputs`).
    let callLongWork: SummaryMemo<CallGroupKey, LongWork?>
    /// The identifiers the helpers a call resolves to end by name (`task-never-ended`); nil when
    /// the call resolves to nothing.
    let endedByCall: SummaryMemo<ResolutionInputs, Set<String>?>

    /// The summaries of an index under `settings`, in a run that also lints its files under
    /// `others` (`ModuleIndex.sharingFiles(under:)`).
    convenience init(settings: AnalysisSettings, others: [AnalysisSettings]) {
        let names = others.reduce(into: settings.configuredNames) { $0.formUnion($1.configuredNames) }
        // With no other settings in the run, no summary is ever asked for under other settings:
        // keeping the names each read would only cost (each summary's copy, each lookup's answers).
        let keepsNamesRead = !names.isEmpty && others.contains { $0 != settings }
        self.init(settings: settings, namesOfRun: names, keepsNamesRead: keepsNamesRead, sharingTablesOf: nil)
    }

    /// Summaries under `settings` in the tables of `other` (new tables without it).
    private init(settings: AnalysisSettings, namesOfRun: Set<String>, keepsNamesRead: Bool,
                 sharingTablesOf other: SummaryMemos?) {
        self.settings = settings
        self.namesOfRun = namesOfRun
        self.keepsNamesRead = keepsNamesRead
        let asker = SettingsAsker(settings)
        nameSets = other?.nameSets ?? NameSets()
        let nameSets = self.nameSets
        func memo<Key, Value>(_ table: SummaryTable<Key, Value>?) -> SummaryMemo<Key, Value> {
            SummaryMemo(table: table ?? SummaryTable(), asker: asker, sets: nameSets, keepsNamesRead: keepsNamesRead)
        }
        reach = memo(other?.reach.table)
        callReach = memo(other?.callReach.table)
        launchHandlerReach = memo(other?.launchHandlerReach.table)
        closureReach = memo(other?.closureReach.table)
        longWork = memo(other?.longWork.table)
        callLongWork = memo(other?.callLongWork.table)
        endedByCall = memo(other?.endedByCall.table)
    }

    /// The summaries of an index of the same files under other settings: in the same tables
    /// when the run foresaw those settings (`others`); else in tables of their own, since the
    /// summaries here did not keep what they asked about the names only those settings configure
    /// (nor, in a run of one settings naming calls, about any name).
    func under(_ settings: AnalysisSettings) -> SummaryMemos {
        guard settings.configuredNames.isSubset(of: namesOfRun), keepsNamesRead || namesOfRun.isEmpty else {
            return SummaryMemos(settings: settings, others: [])
        }
        return SummaryMemos(settings: settings, namesOfRun: namesOfRun, keepsNamesRead: keepsNamesRead,
                            sharingTablesOf: self)
    }

    /// Whether the settings count calls named `name` as long work.
    func isLongWorkCall(_ name: String) -> Bool {
        isConfiguredInRun(name) && settings.longWorkCalls.contains(name)
    }

    /// Whether the settings count calls named `name` as ending a task.
    func isEndingHelper(_ name: String) -> Bool {
        isConfiguredInRun(name) && settings.endingHelpers.contains(name)
    }

    /// Whether some settings of the run configure `name` (this index's settings configure no
    /// other): the summary being made then asks about it, and keeps it.
    private func isConfiguredInRun(_ name: String) -> Bool {
        guard namesOfRun.contains(name) else { return false }
        SummaryInProgress.current?.read(name)
        return true
    }
}

/// One kind of summary as one index sees it: a table shared by the indexes of the run, read
/// and filled under this index's settings.
struct SummaryMemo<Key: Hashable, Value>: Sendable {
    let table: SummaryTable<Key, Value>
    /// This index's settings, known to the name sets by identity (hashing settings of n names per
    /// lookup would cost n).
    let asker: SettingsAsker
    /// The name sets of the tables' family (`NameSets`).
    let sets: NameSets
    /// False when the run configures no name, or lints under these settings alone: no summary is
    /// then asked for under settings answering otherwise (`SummaryMemos`).
    let keepsNamesRead: Bool

    /// The value stored for these settings, if any. The summary being made is built on it, so it
    /// reads the names the value read.
    subscript(key: Key) -> Value? {
        guard let (value, namesRead) = table.value(for: key, under: asker) else { return nil }
        if let namesRead { SummaryInProgress.current?.read(namesRead) }
        return value
    }

    /// The stored value, or `compute`'s, stored (two threads may both compute a missing value;
    /// summaries are pure, so they store the same one).
    func value(for key: Key, compute: () -> Value) -> Value {
        if let known = self[key] { return known }
        guard keepsNamesRead else {
            let value = compute()
            table.store(value, for: key, namesRead: nil, under: asker)
            return value
        }
        let making = SummaryInProgress(sets: sets)
        let value = SummaryInProgress.$current.withValue(making, operation: compute)
        let namesRead = making.namesRead
        table.store(value, for: key, namesRead: namesRead, under: asker)
        if let namesRead { SummaryInProgress.current?.read(namesRead) }
        return value
    }
}

/// One kind of summary for every index of the run, each value kept with the configured names
/// its making asked about (see `SummaryMemos`).
final class SummaryTable<Key: Hashable, Value>: @unchecked Sendable {
    /// The summaries that asked about no configured name: the same under every settings of the run.
    private let settingsFree = Memo<Key, Value>()
    /// The others: by the names asked about, the values by what the settings answered about
    /// them (`NamesRead.answers(of:)`). Settings answering alike ask about the same names;
    /// settings that do not may ask about others (one stops at an ending helper where another
    /// reads on).
    private var bySettings: [Key: [(names: NamesRead, values: [Int: Value])]] = [:]
    private let lock = Lock()

    /// A value made under settings answering as `asker`'s do about every name it asked about,
    /// and those names (nil: none).
    func value(for key: Key, under asker: SettingsAsker) -> (value: Value, namesRead: NamesRead?)? {
        if let value = settingsFree[key] { return (value, nil) }
        return lock.withLock {
            for (names, values) in bySettings[key] ?? [] {
                if let value = values[names.answers(of: asker)] { return (value, names) }
            }
            return nil
        }
    }

    func store(_ value: Value, for key: Key, namesRead names: NamesRead?, under asker: SettingsAsker) {
        guard let names else {
            settingsFree[key] = value
            return
        }
        let answers = names.answers(of: asker)
        lock.withLock {
            // Equal sets are one set (`NameSets`).
            if let known = bySettings[key]?.firstIndex(where: { $0.names === names }) {
                bySettings[key]![known].values[answers] = value
            } else {
                bySettings[key, default: []].append((names, [answers: value]))
            }
        }
    }
}

/// One index's settings, as the name sets know it: by identity.
final class SettingsAsker: Sendable {
    let settings: AnalysisSettings

    init(_ settings: AnalysisSettings) {
        self.settings = settings
    }
}

/// The configured names a summary asked about, shared by reference: a summary built on one
/// other summary alone holds that summary's set, not a copy (n helpers each calling one helper
/// that reads n names copied n names each: n², with a single configuration). It also numbers
/// what each settings answers about its names, worked out once per settings: settings with the
/// same number answer alike.
final class NamesRead: @unchecked Sendable {
    let names: Set<String>
    private let lock = Lock()
    /// Each distinct answer about `names`, numbered in the order met.
    private var numbers: [SettingsAnswers: Int] = [:]
    /// The number of each settings asked so far (holding it, so that its identity is not reused).
    private var numberOf: [ObjectIdentifier: (asker: SettingsAsker, number: Int)] = [:]

    init(_ names: Set<String>) {
        self.names = names
    }

    /// What `asker`'s settings answer about these names, as a number equal for settings answering alike.
    func answers(of asker: SettingsAsker) -> Int {
        lock.withLock {
            if let known = numberOf[ObjectIdentifier(asker)] { return known.number }
            let answers = SettingsAnswers(asker.settings, about: names)
            let number = numbers[answers] ?? numbers.count
            numbers[answers] = number
            numberOf[ObjectIdentifier(asker)] = (asker, number)
            return number
        }
    }
}

/// What one settings answers about some names: which are long-work calls, which ending helpers.
struct SettingsAnswers: Hashable {
    var longWorkCalls: Set<String>
    var endingHelpers: Set<String>

    init(_ settings: AnalysisSettings, about names: Set<String>) {
        longWorkCalls = settings.longWorkCalls.intersection(names)
        endingHelpers = settings.endingHelpers.intersection(names)
    }
}

/// The name sets of one family of tables (the indexes of a run sharing them), each content made
/// once: summaries reading the same names hold the same set, whichever kinds they are (a helper's
/// reach and its ends read alike), so a summary built on several of them holds that one set too.
/// Unions are worked out once per pair of sets.
final class NameSets: @unchecked Sendable {
    private let lock = Lock()
    private var sets: [Set<String>: NamesRead] = [:]
    /// Every set here lives as long as the family, so identifiers are never reused.
    private var unions: [[ObjectIdentifier]: NamesRead] = [:]

    /// The one set of these names.
    func set(of names: Set<String>) -> NamesRead {
        lock.withLock { interned(names) }
    }

    /// The one set of the names in both.
    func union(_ first: NamesRead, _ second: NamesRead) -> NamesRead {
        guard first !== second else { return first }
        let key = [ObjectIdentifier(first), ObjectIdentifier(second)]
        return lock.withLock {
            if let known = unions[key] { return known }
            let union = interned(first.names.union(second.names))
            unions[key] = union
            return union
        }
    }

    private func interned(_ names: Set<String>) -> NamesRead {
        if let known = sets[names] { return known }
        let set = NamesRead(names)
        sets[names] = set
        return set
    }
}

/// The memoized summary this thread is making, innermost, and the configured names it has
/// asked about so far, itself or through the summaries it used. Task-local (outside a task, one
/// per thread): summaries nest on the thread that asks for them.
final class SummaryInProgress: @unchecked Sendable {
    private let sets: NameSets
    /// The names read through the summaries used: one shared set, never copied.
    private var used: NamesRead?
    /// The names asked about directly and not in `used`.
    private var own: Set<String> = []

    @TaskLocal static var current: SummaryInProgress?

    init(sets: NameSets) {
        self.sets = sets
    }

    /// The names read, nil when none.
    var namesRead: NamesRead? {
        guard !own.isEmpty else { return used }
        let asked = sets.set(of: own)
        return used.map { sets.union($0, asked) } ?? asked
    }

    func read(_ name: String) {
        guard used?.names.contains(name) != true else { return }
        own.insert(name)
    }

    func read(_ names: NamesRead) {
        used = used.map { sets.union($0, names) } ?? names
    }
}

/// The calls that resolve alike (same `ResolutionInputs`), for one summary with so many helper
/// levels left.
struct CallGroupKey: Hashable {
    enum Summary: Hashable {
        case reach(CodeFacts.ReachTarget, beforeReturning: Bool)
        case firstLongWork
    }

    var inputs: ResolutionInputs
    var summary: Summary
    var levels: Int
}

/// What `resolve` reads of a call. Calls equal in these resolve to the same declarations, so
/// each overload group is summarized once: n calls to n overloads cost O(n), not O(n²).
struct ResolutionInputs: Hashable {
    var name: String
    var receiver: [String]
    var labels: [String?]
    var scope: ResolutionScope

    init(_ call: CallSite, in facts: CodeFacts) {
        let tree = facts.tree
        name = tree.name(call.name)
        receiver = call.receiver
        labels = call.labels
        let around = tree.scope(of: call.name)
        guard call.receiver.isEmpty || call.receiver == ["self"] || call.receiver == ["super"] else {
            scope = .local(file: facts.file, context: around)
            return
        }
        // No file declaring a function of the name (`print`, `append`): nothing to look up.
        let declared = facts.index.mayDeclareFunction(name)
        if declared, let typeName = tree.typeName(at: around), !facts.index.functions(named: name, in: typeName).isEmpty {
            // `f()`, `self.f()` and `super.f()` all resolve to the type's methods.
            receiver = []
            scope = .methodsOf(typeName)
        } else if call.receiver.isEmpty, !declared || facts.index.freeFunctions(named: name, inFile: facts.file).isEmpty {
            // A bare call its own file declares no free function for resolves to the module's.
            scope = .freeFunctionsOfModule
        } else {
            scope = .local(file: facts.file, context: -2 - (tree.typeScope(at: around) ?? -1))
        }
    }

    /// The group's call, as answers kept on the index (which every file shares) name it after
    /// the type or the module's free functions: the name by its length first and lists as Swift
    /// prints them (`[Optional("a"), nil]`), so that no two groups share a key.
    var callKey: String {
        ".\(name.utf8.count):" + name + "\(receiver)\(labels)"
    }
}

/// What decides where a call resolves, besides its name, receiver and labels.
enum ResolutionScope: Hashable {
    /// A call on `self` (or on nothing, or `super`) in a type that has methods of its name: the
    /// type's name alone, in whichever file. Types are known by name, so n files each with its
    /// own nested `Worker` share one group, not n groups each reading all n `Worker`s' methods.
    case methodsOf(TypeName)
    /// A bare call, outside any type with methods of its name, in a file declaring no free
    /// function of its name: the module's free functions of that name, the same from every
    /// file. Kept per file, n unrelated programs in one folder, each declaring and calling a
    /// `func f()` of its own in another file than the calls, summarized all n for each file.
    case freeFunctionsOfModule
    /// Anything else: the call's file and the scope around it. For a call on `self` that is the
    /// enclosing type's scope (stored as -2 - scope, so the two kinds of context never meet):
    /// only the type counts (`resolve` reads nothing else), so such calls from all the type's
    /// functions form one group.
    case local(file: Int, context: Int)
}

extension ModuleIndex {
    /// `compute`'s answer about the calls of `group`: kept on the index under `name` when every
    /// file shares the group (by the type whose methods it calls, or as calls of free functions;
    /// see `ResolutionInputs.callKey`), worked out afresh for a group of one file's scope (its
    /// caller keeps it).
    func shared<Value>(_ name: String, for group: ResolutionInputs, _ compute: () -> Value) -> Value {
        switch group.scope {
        case .methodsOf(let typeName): return shared(name, about: typeName, detail: group.callKey, compute)
        case .freeFunctionsOfModule: return shared(name + ":/" + group.callKey, compute)
        case .local: return compute()
        }
    }
}
