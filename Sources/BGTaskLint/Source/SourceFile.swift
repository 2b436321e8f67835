/// One Swift file as the analyzer sees it: a display path and its UTF-8 bytes.
///
/// The bytes are kept exactly as read (BOM, CRLF and all) so that offsets and columns agree
/// with what swiftc reports for the same file.
public struct SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    public let lines: LineIndex

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lines = LineIndex(bytes)
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text of a byte range, decoded leniently (invalid UTF-8 becomes U+FFFD).
    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    public func location(of offset: Int) -> SourceLocation {
        lines.location(of: offset)
    }
}
