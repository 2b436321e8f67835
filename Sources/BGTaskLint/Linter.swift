import Dispatch

/// The only pipeline: source files in, sorted diagnostics out.
///
/// Files are parsed in parallel, indexed together (so helpers resolve across files), then
/// checked in parallel. Output order never depends on scheduling.
public struct Linter: Sendable {
    public var rules: [any Rule.Type]
    /// What a configuration adds to the analyzer's knowledge (ending helpers, long-work calls).
    public var settings: AnalysisSettings

    public init(rules: [any Rule.Type] = RuleRegistry.all, settings: AnalysisSettings = AnalysisSettings()) {
        self.rules = rules
        self.settings = settings
    }

    /// Lints `files`, reporting only on those whose index is in `reportOn` (all when nil): the
    /// others are context, indexed so that helpers declared in them resolve.
    public func lint(_ files: [SourceFile], reportOn: Set<Int>? = nil) -> [Diagnostic] {
        let trees = ParallelMap.map(files) { SyntaxTree(file: $0) }
        let index = ModuleIndex(trees: trees, settings: settings)
        let rules = self.rules
        let ranRules = Set(rules.map { $0.metadata.id })
        let perFile = ParallelMap.map(Array(trees.indices)) { fileIndex -> [Diagnostic] in
            guard reportOn?.contains(fileIndex) ?? true else { return [] }
            let context = RuleContext(index: index, file: fileIndex)
            let found = rules.flatMap { $0.init().check(context) }
            // Suppressions apply after the rules, per file, so their own misuse can be reported.
            return SuppressionFilter(tree: trees[fileIndex], ranRules: ranRules).apply(to: found)
        }
        return Diagnostic.sortedForOutput(perFile.flatMap { $0 })
    }
}

/// `map` over an array on all cores, results in input order.
enum ParallelMap {
    static func map<Input: Sendable, Output: Sendable>(_ inputs: [Input], _ transform: @Sendable (Input) -> Output) -> [Output] {
        guard inputs.count > 1 else { return inputs.map(transform) }
        let results = ResultSlots<Output>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            results.store(transform(inputs[index]), at: index)
        }
        return results.values
    }
}

/// Write-once slots filled from concurrent iterations, each slot by exactly one of them.
/// A raw buffer, not an array: concurrent writes to an array's elements would race on its
/// copy-on-write check.
private final class ResultSlots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ value: Value, at index: Int) {
        slots[index] = value
    }

    var values: [Value] { slots.map { $0! } }
}
