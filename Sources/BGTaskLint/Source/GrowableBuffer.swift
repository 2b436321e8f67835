/// Raw memory for plain values, grown by doubling: a file's bytes as they are read
/// (`ReadBuffer`), the keys a sketch collects. No array's uniqueness and bounds checks per
/// element, which on these paths cost more than the work; freed by its owner.
struct GrowableBuffer<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int

    init(capacity: Int) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    /// Twice the room, the first `kept` elements kept.
    mutating func grow(keeping kept: Int) {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.update(from: base, count: kept)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    func free() { base.deallocate() }
}
