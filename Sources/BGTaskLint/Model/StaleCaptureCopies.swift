/// `taskID = begin { [taskID] in … }`: the handler's capture list copies `taskID` when the
/// closure is made, which is before the begin call's result is assigned, so inside the handler
/// `taskID` holds the previous identifier (`.invalid` at first), never this task's. Seen in a BLE
/// library whose handler then skipped its end every time (`if taskID != .invalid`).
///
/// The same holds for a capture-list constant named like the task's variable and bound to
/// `.invalid` (`let taskID = begin { [taskID = .invalid] in end(taskID) }`, seen in a diabetes
/// app whose handler so ended nothing): inside the handler the name is that constant.
///
/// `mismatched-task-identifier` reports the end of such a copy; `missing-invalid-reset` does not
/// ask to reset it (a copy cannot be reset, and ending `.invalid` ends nothing twice).
struct StaleCaptureCopies {
    /// The name a handler's capture list binds before the assignment, and whether to `.invalid`.
    struct Copy {
        var name: String
        var isInvalid: Bool
    }

    /// Handler scope → its capture list's copy of the name its task's identifier is assigned to.
    private let copies: [Int: Copy]

    init(_ context: RuleContext) {
        var copies: [Int: Copy] = [:]
        // Read once per handler: a closure bound to a name and given to thousands of begin calls
        // had its capture list of thousands of names read again for each.
        var capturedBy: [Int: (copied: Set<String>, invalid: Set<String>)] = [:]
        for begin in context.beginCalls {
            // The capture list first: most handlers copy nothing by value (`[weak self]`), and
            // where the begin call's result goes is the costlier question.
            guard case .closure(let handler) = begin.handler else { continue }
            let captured = capturedBy[handler] ?? {
                let captured = context.tree.namesCapturedByValue(context.tree.closureSignature(brace: context.tree.scopes[handler].open))
                capturedBy[handler] = captured
                return captured
            }()
            guard !captured.copied.isEmpty || !captured.invalid.isEmpty,
                  case .assigned(let own) = context.facts.resultUse(of: begin.call) else { continue }
            if captured.copied.contains(own.name) {
                copies[handler] = Copy(name: own.name, isInvalid: false)
            } else if captured.invalid.contains(own.name) {
                copies[handler] = Copy(name: own.name, isInvalid: true)
            }
        }
        self.copies = copies
    }

    /// The handler's capture-list copy of the name its task's identifier is assigned to.
    func copy(inHandler handler: Int) -> Copy? { copies[handler] }

    /// Whether the end call ends such a copy: its argument is the copy's bare name (`self.taskID`
    /// names the property) and the nearest closure around it is the handler.
    func isEnded(by call: CallSite, _ context: RuleContext) -> Bool {
        guard !copies.isEmpty, call.arguments.count == 1 else { return false }
        let tree = context.tree
        // From one function, closure or file to the next around it (a table lookup each), not
        // through every block: thousands of end calls in nested `if`s each climbed them all.
        var scope = tree.executableScope(ofScope: tree.scope(of: call.name))
        while scope > 0, tree.scopes[scope].kind != .closure { scope = tree.executableScope(ofScope: tree.scopes[scope].parent) }
        guard let copy = copies[scope] else { return false }
        return Self.isBareName(copy.name, call.arguments[0].value, tree)
    }

    static func isBareName(_ name: String, _ value: Range<Int>, _ tree: SyntaxTree) -> Bool {
        value.count == 1 && tree.tokens[value.lowerBound].kind == .identifier && tree.name(value.lowerBound) == name
    }
}
