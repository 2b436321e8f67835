import Foundation

/// One Swift file as the analyzer sees it: a display path and its UTF-8 bytes.
///
/// The bytes are kept exactly as read (BOM, CRLF and all) so that offsets and columns agree
/// with what swiftc reports for the same file.
public struct SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    private let lineTable = LazyLineIndex()

    /// Line starts, computed on first use: most files of a run are never reported on.
    public var lines: LineIndex { lineTable.value(for: bytes) }

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
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

    /// The 1-based column of `offset` counted in UTF-16 code units (SARIF, LSP).
    public func utf16Column(of offset: Int) -> Int {
        let start = lines.start(ofLine: location(of: offset).line)
        return String(decoding: bytes[start..<min(offset, bytes.count)], as: UTF8.self).utf16.count + 1
    }

    /// The text of 1-based `line` with runs of blanks folded to one space and the ends trimmed.
    public func foldedLine(_ line: Int) -> String {
        let start = lines.start(ofLine: line)
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        return text(start..<end).split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }
}

/// A `LineIndex` made once, on first use, from whichever thread asks first.
private final class LazyLineIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var index: LineIndex?

    func value(for bytes: [UInt8]) -> LineIndex {
        lock.withLock {
            if let index { return index }
            let made = LineIndex(bytes)
            index = made
            return made
        }
    }
}
