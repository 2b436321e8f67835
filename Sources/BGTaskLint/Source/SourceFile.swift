#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One Swift file as the analyzer sees it: a display path and its UTF-8 bytes.
///
/// The bytes are kept exactly as read (BOM, CRLF and all) so that offsets and columns agree
/// with what swiftc reports for the same file.
public struct SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    private let lineTable = LazyValue<LineIndex>()
    /// What findings ask of a line (its folded text, its UTF-16 columns), worked out once per
    /// line and shared by every finding there: per finding, n findings on one long line cost n
    /// times the line.
    private let foldedLines = Memo<Int, String>()
    private let lineColumns = Memo<Int, UTF16Columns>()

    /// Line starts, computed on first use: most files of a run are never reported on.
    public var lines: LineIndex { lineTable.value { LineIndex(bytes) } }

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
        let line = location(of: offset).line
        let start = lines.start(ofLine: line)
        let end = min(offset, bytes.count)
        let columns = lineColumns.value(for: line) { UTF16Columns(line: bytes[start..<self.end(ofLine: line)]) }
        if let units = columns.units(inFirst: end - start) { return units + 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self).utf16.count + 1
    }

    /// The text of 1-based `line` with runs of blanks folded to one space and the ends trimmed.
    /// Every caller gets the same String, so findings on one line share one copy.
    public func foldedLine(_ line: Int) -> String {
        foldedLines.value(for: line) {
            let start = lines.start(ofLine: line)
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
            let line = bytes[start..<end]
            // In ASCII every byte is a Character, so folding the bytes folds the Characters. The
            // String path walks grapheme clusters (a blank followed by a combining mark is no
            // blank there), at about 400 instructions a byte: a finding on a 75 KB line cost
            // more than the rest of its file's analysis.
            if line.allSatisfy({ $0 < 0x80 }) { return Self.foldedASCII(line) }
            return text(start..<end).split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        }
    }

    /// `line` (ASCII) with runs of spaces and tabs folded to one space and the ends trimmed.
    private static func foldedASCII(_ line: ArraySlice<UInt8>) -> String {
        var folded: [UInt8] = []
        folded.reserveCapacity(line.count)
        var blankPending = false
        for byte in line {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                blankPending = !folded.isEmpty
                continue
            }
            if blankPending { folded.append(UInt8(ascii: " ")) }
            blankPending = false
            folded.append(byte)
        }
        return String(decoding: folded, as: UTF8.self)
    }

    /// The offset where the line after 1-based `line` starts (the end of the file for the last).
    private func end(ofLine line: Int) -> Int {
        line < lines.lineCount ? lines.start(ofLine: line + 1) : bytes.count
    }
}
