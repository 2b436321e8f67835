/// The lexer's tokens while it runs.
///
/// They go straight into the uninitialized storage of the array the tree keeps, so the common
/// file costs no copy and no second set of fresh pages. A file with more tokens than that
/// storage holds moves them to memory of its own, doubling as needed, to be copied into an
/// array at the end. An append is one compare and one store: an `Array` append would also
/// check that its storage is uniquely owned, for every token of every file.
struct TokenBuffer {
    private var base: UnsafeMutablePointer<Token>
    private var capacity: Int
    private(set) var count = 0
    /// Whether the tokens outgrew the array's storage and `base` was allocated here.
    private(set) var outgrewStorage = false

    init(storage: UnsafeMutableBufferPointer<Token>) {
        precondition(storage.count > 0, "the lexer needs room for at least one token")
        base = storage.baseAddress!
        capacity = storage.count
    }

    @inline(__always) mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        if outgrewStorage { base.deallocate() }
        base = larger
        capacity *= 2
        outgrewStorage = true
    }

    @inline(__always) subscript(index: Int) -> Token {
        get { base[index] }
        set { base[index] = newValue }
    }

    /// Whether the last token is `kind` (false when there is none).
    @inline(__always) func lastIs(_ kind: TokenKind) -> Bool {
        count > 0 && base[count - 1].kind == kind
    }

    var last: Token? { count > 0 ? base[count - 1] : nil }

    @inline(__always) mutating func insertIntoLast(_ flags: Token.Flags) {
        if count > 0 { base[count - 1].flags.formUnion(flags) }
    }

    /// When the tokens outgrew the array's storage: them as a new array, the memory of this
    /// buffer freed (it must not be used again). Nil when they are all in the storage.
    mutating func takeOverflow() -> [Token]? {
        guard outgrewStorage else { return nil }
        let result = Array(UnsafeBufferPointer(start: base, count: count))
        base.deallocate()
        outgrewStorage = false
        count = 0
        capacity = 0
        return result
    }
}
