/// `taskID = begin { [taskID] in … }`: the handler's capture list copies `taskID` when the
/// closure is made, which is before the begin call's result is assigned, so inside the handler
/// `taskID` holds the previous identifier (`.invalid` at first), never this task's. Seen in a BLE
/// library whose handler then skipped its end every time (`if taskID != .invalid`).
///
/// `mismatched-task-identifier` reports the end of such a copy; `missing-invalid-reset` does not
/// ask to reset it (a copy cannot be reset, and ending `.invalid` ends nothing twice).
struct StaleCaptureCopies {
    /// Handler scope → the name its capture list copies before the assignment.
    private let names: [Int: String]

    init(_ context: RuleContext) {
        var names: [Int: String] = [:]
        // Read once per handler: a closure bound to a name and given to thousands of begin calls
        // had its capture list of thousands of names read again for each.
        var copiedBy: [Int: Set<String>] = [:]
        for begin in context.beginCalls {
            // The capture list first: most handlers copy nothing by value (`[weak self]`), and
            // where the begin call's result goes is the costlier question.
            guard case .closure(let handler) = begin.handler else { continue }
            let copied = copiedBy[handler] ?? {
                let copied = context.tree.namesCapturedByValue(context.tree.closureSignature(brace: context.tree.scopes[handler].open))
                copiedBy[handler] = copied
                return copied
            }()
            guard !copied.isEmpty, case .assigned(let own) = context.facts.resultUse(of: begin.call),
                  copied.contains(own.name) else { continue }
            names[handler] = own.name
        }
        self.names = names
    }

    /// The name the handler's capture list copies before its task's identifier is assigned.
    func name(inHandler handler: Int) -> String? { names[handler] }

    /// Whether the end call ends such a copy: its argument is the copy's bare name (`self.taskID`
    /// names the property) and the nearest closure around it is the handler.
    func isEnded(by call: CallSite, _ context: RuleContext) -> Bool {
        guard !names.isEmpty, call.arguments.count == 1 else { return false }
        let tree = context.tree
        // From one function, closure or file to the next around it (a table lookup each), not
        // through every block: thousands of end calls in nested `if`s each climbed them all.
        var scope = tree.executableScope(ofScope: tree.scope(of: call.name))
        while scope > 0, tree.scopes[scope].kind != .closure { scope = tree.executableScope(ofScope: tree.scopes[scope].parent) }
        guard let name = names[scope] else { return false }
        return Self.isBareName(name, call.arguments[0].value, tree)
    }

    static func isBareName(_ name: String, _ value: Range<Int>, _ tree: SyntaxTree) -> Bool {
        value.count == 1 && tree.tokens[value.lowerBound].kind == .identifier && tree.name(value.lowerBound) == name
    }
}
