/// What a pair of braces is.
public enum ScopeKind: Sendable, Equatable {
    /// The whole file (no braces).
    case file
    /// `class`, `struct`, `enum`, `actor`, `protocol` or `extension` body.
    case type(TypeKind)
    /// A body that runs when called by name: `func`, `init`, `deinit`, `subscript`, accessors.
    case function
    /// A closure expression `{ … }`.
    case closure
    /// `if`, `guard … else`, `for`, `while`, `switch`, `do`, `catch`, `repeat`, `defer` bodies.
    case block(BlockKind)
}

extension ScopeKind {
    public var isType: Bool {
        if case .type = self { return true } else { return false }
    }

    public var isFunction: Bool { self == .function }
}

public enum TypeKind: String, Sendable {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`
}

public enum BlockKind: Sendable, Equatable {
    case conditional, loop, `switch`, `do`, `defer`, other
}

/// One pair of braces (or the whole file), with what the parser learnt about its header.
public struct Scope: Sendable {
    public var kind: ScopeKind
    /// Token index of `{`; `-1` for the file scope.
    public var open: Int
    /// Token index of the matching `}`, of the `#if` directive that closed it, or `tokens.count`.
    public var close: Int
    /// Index of the enclosing scope; `-1` for the file scope.
    public var parent: Int
    /// Token index of the declared name (type, function, accessor's property), if any.
    public var nameToken: Int?
    /// Token index of the keyword that introduced the header (`func`, `class`, `init` …), if any.
    public var headerStart: Int?

    /// Token indices strictly inside the braces.
    public var body: Range<Int> { (open + 1)..<max(open + 1, close) }
}
