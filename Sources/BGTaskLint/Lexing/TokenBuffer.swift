/// The lexer's tokens while it runs: raw memory that grows by doubling, so an append is one
/// compare and one store. An `Array` append also checks that its storage is uniquely owned,
/// and this runs for every token of every file.
struct TokenBuffer {
    private var base: UnsafeMutablePointer<Token>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always) mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
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

    /// The tokens as an array; the buffer is freed and must not be used again.
    mutating func finish() -> [Token] {
        let result = Array(UnsafeBufferPointer(start: base, count: count))
        base.deallocate()
        count = 0
        capacity = 0
        return result
    }
}
