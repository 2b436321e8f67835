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
    case conditional, loop, `switch`, `do`, `defer`
    /// A body of attributes, not code: `precedencegroup P { higherThan: Q }`.
    case other
}

/// One pair of braces (or the whole file), with what the parser learnt about its header.
///
/// Stored as 32-bit token indices (`-1` for none; files are refused long before 2 GiB), 24
/// bytes in all: a file of nested braces holds one of these per `{`, and with word-sized
/// optionals each took 64. The properties read as `Int`s.
public struct Scope: Sendable {
    public var kind: ScopeKind
    private var storedOpen: Int32
    private var storedClose: Int32
    private var storedParent: Int32
    private var storedNameToken: Int32 = -1
    private var storedHeaderStart: Int32 = -1

    init(kind: ScopeKind, open: Int, close: Int, parent: Int) {
        self.kind = kind
        storedOpen = Int32(open)
        storedClose = Int32(close)
        storedParent = Int32(parent)
    }

    /// Token index of `{`; `-1` for the file scope.
    public var open: Int { Int(storedOpen) }
    /// Token index of the matching `}`, of the `#if` directive that closed it, or `tokens.count`.
    public var close: Int {
        get { Int(storedClose) }
        set { storedClose = Int32(newValue) }
    }
    /// Index of the enclosing scope; `-1` for the file scope.
    public var parent: Int { Int(storedParent) }
    /// Token index of the declared name (type, function, accessor's property), if any.
    public var nameToken: Int? {
        get { storedNameToken < 0 ? nil : Int(storedNameToken) }
        set { storedNameToken = newValue.map { Int32($0) } ?? -1 }
    }
    /// Token index of the keyword that introduced the header (`func`, `class`, `init` …), if any.
    public var headerStart: Int? {
        get { storedHeaderStart < 0 ? nil : Int(storedHeaderStart) }
        set { storedHeaderStart = newValue.map { Int32($0) } ?? -1 }
    }

    /// Token indices strictly inside the braces.
    public var body: Range<Int> { (open + 1)..<max(open + 1, close) }
}
