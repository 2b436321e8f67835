/// Sorted line-start offsets of a file, for turning byte offsets into line and column.
///
/// Columns count UTF-8 bytes from 1, as swiftc and clang do, so editors that jump with a
/// compiler's error format land on the right character. `\r\n`, `\n` and a lone `\r` each end
/// one line. On line 1 a UTF-8 BOM counts (swiftc counts it too).
public struct LineIndex: Sendable {
    private var starts: [Int] = [0]

    public init(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
                let byte = buffer[index]
                if byte == 0x0A {
                    starts.append(index + 1)
                } else if byte == 0x0D {
                    if index + 1 < count, buffer[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
        }
    }

    public var lineCount: Int { starts.count }

    /// The 0-based index of the line holding `offset`.
    public func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    public func location(of offset: Int) -> SourceLocation {
        let line = lineIndex(of: offset)
        return SourceLocation(line: line + 1, column: offset - starts[line] + 1)
    }

    /// The byte offset where 1-based `line` starts, clamped to the file.
    public func start(ofLine line: Int) -> Int {
        starts[max(0, min(line - 1, starts.count - 1))]
    }
}
