/// A file as the index's first pass saw it: its path, what its bytes say (the sketch) and —
/// only for a file the rules must analyse, or one that exists only in memory — the bytes.
///
/// Most files of a project never mention the APIs and are needed, if at all, only when a
/// lookup asks for a name they may declare: their bytes are dropped after the sketch and read
/// again on that rare demand, so a run holds the files it analyses, not the whole project.
///
/// A class: a run hands thousands of these from the reading threads to the index through
/// several arrays, and a copy of the struct retained and released its path and each array of
/// its sketch, on objects another core had just made.
public final class ScannedSource: Sendable {
    public let path: String
    public let sketch: FileSketch
    /// The bytes as first read; nil when they were dropped and must be read again from `path`.
    public let retained: SourceFile?
    /// How many NUL bytes the file held, each read as a space (`SourceReader.blankNULs`).
    public let nulBytes: Int

    /// A file held in memory (stdin, tests, the fuzzer): sketched, and kept, since it cannot be
    /// read again.
    public init(_ file: SourceFile) {
        path = file.path
        sketch = DeclarationScanner.sketch(UnicodeCharacters.blankingNonBreakingSpaces(file.bytes))
        retained = file
        nulBytes = 0
    }

    /// Bytes read from disk at `path` into a buffer that is reused once this returns: copied
    /// out, into a `SourceFile` (with its lazily made tables), only for a file kept, not for the
    /// nearly all others.
    /// A non-breaking space is whitespace to the lexer (as to swiftc) but a name's byte to the
    /// sketch's scan: a file holding one is sketched with it written as two spaces.
    init(path: String, reading bytes: UnsafeBufferPointer<UInt8>, holdsNonBreakingSpace: Bool = false, nulBytes: Int = 0) {
        self.path = path
        self.nulBytes = nulBytes
        sketch = holdsNonBreakingSpace
            ? DeclarationScanner.sketch(UnicodeCharacters.blankingNonBreakingSpaces(in: bytes))
            : DeclarationScanner.sketch(bytes)
        retained = sketch.needsAnalysis ? SourceFile(path: path, bytes: Array(bytes)) : nil
    }
}
